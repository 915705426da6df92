import { describe, expect, it } from "vitest";
import type { Lane } from "../../shared/programme";
import { occupiedLanes, programmeLanes } from "./lanes";

const lane = (swimmer: string) => ({ swimmer }) as Lane;

describe("lanes", () => {
  it("gives the judge a button per lane with a swimmer, in pool order", () => {
    expect(occupiedLanes({ lanes: { "10": lane("A"), "2": lane("B"), "3": lane(" "), "9": lane("C") } })).toEqual(["2", "9", "10"]);
  });

  it("offers a timekeeper task for every lane any heat uses", () => {
    expect(programmeLanes([{ lanes: { "4": lane("A"), "5": lane("B") } }, { lanes: { "3": lane("C"), "4": lane("D") } }])).toEqual(["3", "4", "5"]);
  });
});
