import { describe, expect, it } from "vitest";
import type { PointsEvent, PointsRow } from "../../shared/points-results";
import { resultParts } from "../../shared/result-parts";
import { filterResults } from "./resultsFilter";

const row = (swimmer: string, club: string, place: number): PointsRow => ({
  place,
  heat_number: 1,
  lane: String(place),
  swimmer,
  club,
  handicap: "S9",
  time: 60_000 + place,
  status: null,
  provisional: false,
  points: null,
  points_estimated: false,
});

const anne = row("Ferré, Anne", "ZV Ouders", 1);
const bo = row("Visser, Bo", "ZV Buren", 2);
const event: PointsEvent = {
  event_number: 4,
  distance: 100,
  stroke: "FREE",
  gender: "F",
  relaycount: 1,
  overall: [anne, bo],
  classes: [{ class: "S9", rows: [anne, bo] }],
  groups: [
    { agegroup_id: "1", name: "Dames 25-29 jaar", rows: [{ ...anne, place: 1 }] },
    { agegroup_id: "2", name: "Dames 30-34 jaar", rows: [{ ...bo, place: 1 }] },
  ],
  points_ranking: [],
};
const results = { events: [event], points: { course: null, table: null, factors: null, missing: "no_course" as const } };

describe("finding a swimmer in the results (DESIGN 8c)", () => {
  it("keeps everything without a query", () => {
    expect(filterResults(results, " ")).toBe(results.events);
  });

  it("keeps the swimmer's rows in the file's groups, so their group shows with their place in it (DESIGN 8h)", () => {
    const [found] = filterResults(results, "ferre");
    expect(found!.overall).toEqual([anne]);
    expect(resultParts(found!).map((part) => [part.key, part.rows.map((r) => `${r.place} ${r.swimmer}`)])).toEqual([
      ["group:1", ["1 Ferré, Anne"]],
      ["class:S9", ["1 Ferré, Anne"]],
    ]);
  });

  it("finds a club, and nothing where no one matches", () => {
    expect(resultParts(filterResults(results, "buren")[0]!).map((part) => part.key)).toEqual(["group:2", "class:S9"]);
    expect(filterResults(results, "nergens")).toEqual([]);
  });

  it("leaves out an event where the swimmer is in no ranking it shows", () => {
    const outside = { ...event, classes: [], groups: [event.groups![1]!] };
    expect(filterResults({ ...results, events: [outside] }, "ferre")).toEqual([]);
  });
});
