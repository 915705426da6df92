import { describe, expect, it } from "vitest";
import { resultColumns } from "./ResultTable";

const names = (rows: { handicap: string | null }[], points = false) => resultColumns(rows, points).map(([name]) => name);

describe("a ranking's columns", () => {
  it("has a class column only where someone in it has a class, and the points where it is ranked by them", () => {
    expect(names([{ handicap: null }, { handicap: null }])).toEqual(["c-place", "c-swimmer", "c-club", "c-time"]);
    expect(names([{ handicap: null }, { handicap: "S9" }])).toEqual(["c-place", "c-swimmer", "c-club", "c-class", "c-time"]);
    expect(names([{ handicap: "SB5" }], true)).toEqual(["c-place", "c-swimmer", "c-club", "c-class", "c-time", "c-points"]);
  });
});
