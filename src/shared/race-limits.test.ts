import { describe, expect, it } from "vitest";
import { MAX_RACE_DISTANCE, raceProblem } from "./race-limits";
import { splitDistances } from "./programme";

describe("raceProblem", () => {
  it("passes every race swum and a distance a file left out", () => {
    for (const race of [
      { distance: 25 },
      { distance: 1500 },
      { distance: 50, relaycount: 10 },
      { distance: 100, relaycount: 4 },
      { distance: 0 },
    ]) {
      expect(raceProblem(race)).toBeNull();
    }
  });

  it("names the number that is out of bounds", () => {
    expect(raceProblem({ distance: 999_999 })).toBe("distance");
    expect(raceProblem({ distance: 24 })).toBe("distance");
    expect(raceProblem({ distance: 50.5 })).toBe("distance");
    expect(raceProblem({ distance: 50, relaycount: 11 })).toBe("relaycount");
    expect(raceProblem({ distance: 50, relaycount: 0 })).toBe("relaycount");
  });
});

describe("splitDistances", () => {
  it("builds nothing for a race longer than any heat can be", () => {
    expect(splitDistances(MAX_RACE_DISTANCE)).toHaveLength(MAX_RACE_DISTANCE / 50 - 1);
    expect(splitDistances(MAX_RACE_DISTANCE + 50)).toEqual([]);
    expect(splitDistances(Number.POSITIVE_INFINITY)).toEqual([]);
  });
});
