import { describe, expect, it } from "vitest";
import type { Heat, Lane } from "../../../shared/programme";
import { laneChoices, occupiedLanes, programmeLanes } from "./lanes";

const lane = (swimmer: string) => ({ swimmer }) as Lane;

describe("lanes", () => {
  it("gives the judge a button per lane with a swimmer, in pool order", () => {
    expect(occupiedLanes({ lanes: { "10": lane("A"), "2": lane("B"), "3": lane(" "), "9": lane("C") } })).toEqual(["2", "9", "10"]);
  });

  it("offers a timekeeper task for every lane any heat uses", () => {
    expect(programmeLanes([{ lanes: { "4": lane("A"), "5": lane("B") } }, { lanes: { "3": lane("C"), "4": lane("D") } }])).toEqual([
      "3",
      "4",
      "5",
    ]);
  });

  it("shows per lane how many timekeepers have it and whether the active heat has a swimmer there", () => {
    const heats: Pick<Heat, "lanes">[] = [{ lanes: { "3": lane("A"), "4": lane("B") } }, { lanes: { "4": lane("C"), "5": lane(" ") } }];
    expect(laneChoices(heats, heats[1]!, { timekeepers: { "4": 2, "5": 1 }, judges: 1 })).toEqual([
      { lane: "3", timekeepers: 0, away: [], swimmer: false },
      { lane: "4", timekeepers: 2, away: [], swimmer: true },
      { lane: "5", timekeepers: 1, away: [], swimmer: false },
    ]);
  });

  it("names the timekeepers who chose a lane and are not connected now", () => {
    const heats: Pick<Heat, "lanes">[] = [{ lanes: { "3": lane("A"), "4": lane("B") } }];
    expect(laneChoices(heats, null, { timekeepers: { "4": 1 }, judges: 0, away: { "3": ["Jan Jansen"], "4": ["Els"] } })).toEqual([
      { lane: "3", timekeepers: 0, away: ["Jan Jansen"], swimmer: null },
      { lane: "4", timekeepers: 1, away: ["Els"], swimmer: null },
    ]);
  });

  it("knows nothing of swimmers without an active heat, nor of timekeepers before the room said", () => {
    expect(laneChoices([{ lanes: { "1": lane("A") } }], null, null)).toEqual([{ lane: "1", timekeepers: 0, away: [], swimmer: null }]);
  });
});
