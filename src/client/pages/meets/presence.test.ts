import { describe, expect, it } from "vitest";
import type { Lane } from "../../../shared/programme";
import { lanePresence, lanesWithoutTimekeeper } from "./presence";

const lane = (swimmer: string): Lane => ({
  swimmer,
  license: null,
  handicap: null,
  club: null,
  entrytime: null,
  dqs: {},
  splits: {},
  time: null,
  confirmed: false,
});
const heat = { lanes: { "10": lane("Tien"), "2": lane("Twee"), "3": lane(" "), "4": lane("Vier") } };

describe("presence before the start", () => {
  it("lists the occupied lanes in pool order with their timekeepers", () => {
    expect(lanePresence(heat, { timekeepers: { "4": 2, "3": 1 }, judges: 0 })).toEqual([
      { lane: "2", timekeepers: 0 },
      { lane: "4", timekeepers: 2 },
      { lane: "10", timekeepers: 0 },
    ]);
  });

  it("names the occupied lanes nobody times, never an empty lane", () => {
    expect(lanesWithoutTimekeeper(heat, { timekeepers: { "3": 0, "4": 1 }, judges: 1 })).toEqual(["2", "10"]);
    expect(lanesWithoutTimekeeper(heat, { timekeepers: { "2": 1, "4": 1, "10": 1 }, judges: 0 })).toEqual([]);
  });
});
