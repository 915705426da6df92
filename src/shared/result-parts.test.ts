import { describe, expect, it } from "vitest";
import type { GroupResults, ClassResults, ResultRow } from "./results";
import { groupAges, groupsOf, ownGroups, resultParts } from "./result-parts";

const row = (swimmer: string, place: number | null, over: Partial<ResultRow> = {}): ResultRow => ({
  place,
  heat_number: 1,
  lane: String(place ?? 9),
  swimmer,
  club: "De Dolfijn",
  handicap: null,
  time: place == null ? null : 60_000 + place * 1_000,
  status: place == null ? "DNS" : null,
  provisional: false,
  ...over,
});

const anne = row("Anne", 1, { handicap: "S9" });
const bo = row("Bo", 2, { club: "ZV Buren" });
const cas = row("Cas", 3, { handicap: "S9" });
const overall = [anne, bo, cas];
// Anne and Cas swim S9 and are 25 to 29: first and second in their class and in their age group.
const anneAndCas = [anne, { ...cas, place: 2 }];
const classes: ClassResults[] = [{ class: "S9", rows: anneAndCas }];

// Two of the file's own age groups (as a masters meet has them) and one nobody swam in.
const groups: GroupResults[] = [
  { agegroup_id: "11", name: "Dames 25-29 jaar", gender: "F", agemin: 25, agemax: 29, rows: anneAndCas },
  { agegroup_id: "12", name: "Dames 30-34 jaar", gender: "F", agemin: 30, agemax: 34, rows: [{ ...bo, place: 1 }] },
  { agegroup_id: "13", name: "Dames 35-39 jaar", gender: "F", agemin: 35, agemax: 39, rows: [] },
];

const shape = (parts: ReturnType<typeof resultParts>) =>
  parts.map((part) => [part.kind, part.key, part.rows.map((r) => `${r.place ?? "-"} ${r.swimmer}`).join(", ")]);

describe("the rankings an event shows (DESIGN 8c, 8h)", () => {
  it("are overall and per class, as before, for an answer without groups (an older server)", () => {
    expect(shape(resultParts({ overall, classes }))).toEqual([
      ["overall", "overall", "1 Anne, 2 Bo, 3 Cas"],
      ["class", "class:S9", "1 Anne, 2 Cas"],
    ]);
  });

  it("are overall and per class for an event without groups of its own: its one group of everyone", () => {
    const everyone: GroupResults = { agegroup_id: null, name: "", rows: overall };
    expect(shape(resultParts({ overall, classes, groups: [everyone] }))).toEqual([
      ["overall", "overall", "1 Anne, 2 Bo, 3 Cas"],
      ["class", "class:S9", "1 Anne, 2 Cas"],
    ]);
    expect(shape(resultParts({ overall, classes, groups: [] }))[0]![0]).toBe("overall");
  });

  it("are the file's own groups with their own places instead of overall, the classes beside them", () => {
    const parts = resultParts({ overall, classes, groups });
    expect(shape(parts)).toEqual([
      ["group", "group:11", "1 Anne, 2 Cas"],
      ["group", "group:12", "1 Bo"],
      ["class", "class:S9", "1 Anne, 2 Cas"],
    ]);
    // A group keeps its facts for its header; its rows are the part's.
    expect(parts[0]).toMatchObject({ group: { agegroup_id: "11", name: "Dames 25-29 jaar", agemin: 25, agemax: 29 } });
    expect(parts[0]!.kind === "group" && "rows" in parts[0]!.group).toBe(false);
  });

  it("leave a ranking without rows out, also for a DNS that has no place", () => {
    const dns = row("Dirk", null);
    const parts = resultParts({ overall: [dns], classes: [], groups: [{ ...groups[2]!, rows: [dns] }, groups[1]!] });
    expect(shape(parts)).toEqual([
      ["group", "group:13", "- Dirk"],
      ["group", "group:12", "1 Bo"],
    ]);
  });

  it("count only the groups with an id as the file's own", () => {
    expect(ownGroups({ groups: [{ agegroup_id: null, name: "", rows: [] }, ...groups] }).map((g) => g.agegroup_id)).toEqual([
      "11",
      "12",
      "13",
    ]);
    expect(ownGroups({})).toEqual([]);
  });
});

describe("one club's rows in the groups", () => {
  it("keeps every group, emptied where the club has no swim, so the event still shows its own groups", () => {
    const ours = groupsOf(groups, (r) => r.club === "ZV Buren")!;
    expect(ours.map((g) => [g.agegroup_id, g.rows.map((r) => r.swimmer)])).toEqual([
      ["11", []],
      ["12", ["Bo"]],
      ["13", []],
    ]);
    expect(shape(resultParts({ overall: [bo], classes: [], groups: ours }))).toEqual([["group", "group:12", "1 Bo"]]);
    expect(groupsOf(undefined, () => true)).toBeUndefined();
  });
});

describe("a group's ages", () => {
  it("are the limits the file gives; LENEX's -1 is no limit", () => {
    expect(groupAges({ agemin: 25, agemax: 29 })).toEqual({ min: 25, max: 29 });
    expect(groupAges({ agemin: 80, agemax: -1 })).toEqual({ min: 80 });
    expect(groupAges({ agemin: -1, agemax: 10 })).toEqual({ max: 10 });
    expect(groupAges({ agemin: 0, agemax: 0 })).toEqual({ min: 0, max: 0 });
    expect(groupAges({})).toEqual({});
  });
});
