// DESIGN 8g: points on result rows and one ranking across an event's classes.
import { describe, expect, it } from "vitest";
import { meetResults } from "./results";
import { rankByPoints, withPoints, type PointsBasis, type PointsRow } from "./points-results";
import { paraPoints, type PointParameters } from "./para-points";
import { heat, lane } from "./test-heats";

const men50Free = (cls: string, c: number): PointParameters => ({
  gender: "M",
  stroke: "FREE",
  distance: 50,
  class: cls,
  a: 1200,
  b: 6.190278,
  c,
});
const TABLE = {
  id: 3,
  name: "WPS 2026",
  valid_from: "2026-01-01",
  parameters: [men50Free("S1", 515.385), men50Free("S2", 433.181), men50Free("S3", 333.674), men50Free("S4", 268.021)],
};
const LCM: PointsBasis = { course: "LCM", date: "2026-03-01", table: TABLE, factors: null };

// The calculator's four reference swims in one heat of men's 50 m free.
const fourClasses = () =>
  meetResults([
    heat({
      status: 5,
      lanes: {
        "1": lane({ swimmer: "Een", handicap: "S1", time: 65_000 }),
        "2": lane({ swimmer: "Twee", handicap: "S2", time: 57_000 }),
        "3": lane({ swimmer: "Drie", handicap: "S3", time: 43_130 }),
        "4": lane({ swimmer: "Vier", handicap: "S4", time: 37_080 }),
        "5": lane({ swimmer: "Vijf", handicap: "S9", time: 30_000 }),
        "6": lane({ swimmer: "Zes", handicap: "S1", status: "DNS" }),
      },
    }),
  ]);

const ranking = (rows: PointsRow[]) => rows.map((r) => [r.place, r.swimmer, r.points]);

describe("points on a long-course meet", () => {
  it("scores each class by its parameters and ranks all classes together", () => {
    const { events, points } = withPoints(fourClasses(), LCM);
    expect(ranking(events[0]!.points_ranking)).toEqual([
      [1, "Een", 1006],
      [2, "Drie", 969],
      [3, "Twee", 939],
      [4, "Vier", 842],
    ]);
    // The overall ranking stays by time; a class without parameters and a DNS get no points.
    const byName = Object.fromEntries(events[0]!.overall.map((r) => [r.swimmer, r]));
    expect(byName.Vijf).toMatchObject({ place: 1, points: null, points_estimated: false });
    expect(byName.Zes).toMatchObject({ points: null, status: "DNS" });
    expect(events[0]!.classes.find((c) => c.class === "S2")!.rows[0]).toMatchObject({ place: 1, points: 939 });
    expect(points).toEqual({ course: "LCM", table: { id: 3, name: "WPS 2026", valid_from: "2026-01-01" }, factors: null, missing: null });
  });

  it("says why a meet has no points: no course, no date, no table", () => {
    expect(withPoints(fourClasses(), { ...LCM, course: null }).points.missing).toBe("no_course");
    expect(withPoints(fourClasses(), { ...LCM, date: null }).points.missing).toBe("no_date");
    const none = withPoints(fourClasses(), { ...LCM, table: null });
    expect(none.points.missing).toBe("no_table");
    expect(none.events[0]!.points_ranking).toEqual([]);
    expect(none.events[0]!.overall.every((r) => r.points === null)).toBe(true);
  });

  it("gives relays and events the table lacks no points, and says so per event", () => {
    const results = meetResults([
      heat({ id: "1-1", status: 5, relaycount: 4, lanes: { "1": lane({ handicap: "S1", time: 65_000 }) } }),
      heat({ id: "2-1", event_number: 2, gender: "F", status: 5, lanes: { "1": lane({ handicap: "S1", time: 65_000 }) } }),
    ]);
    expect(withPoints(results, LCM).events.map((e) => [e.points_missing, e.overall[0]!.points])).toEqual([
      ["relay", null],
      ["not_in_table", null],
    ]);
  });
});

describe("points in a mixed event (DESIGN 8g)", () => {
  const women50Free = (cls: string, c: number): PointParameters => ({ ...men50Free(cls, c), gender: "F", b: 6.5 });
  const BOTH = { ...TABLE, parameters: [...TABLE.parameters, women50Free("S2", 433.181)] };

  it("scores each swimmer by their own gender's parameters; a swimmer whose gender is unknown gets none", () => {
    const results = meetResults([
      heat({
        gender: "X",
        status: 5,
        lanes: {
          "1": lane({ swimmer: "Man", handicap: "S2", time: 57_000, lenex: { gender: "M" } }),
          "2": lane({ swimmer: "Vrouw", handicap: "S2", time: 57_000, lenex: { gender: "F" } }),
          "3": lane({ swimmer: "Onbekend", handicap: "S2", time: 57_000 }),
        },
      }),
    ]);
    const [event] = withPoints(results, { ...LCM, table: BOTH }).events;
    expect(event!.points_missing).toBeUndefined();
    const points = Object.fromEntries(event!.overall.map((r) => [r.swimmer, r.points]));
    expect(points).toEqual({ Man: 939, Vrouw: paraPoints(women50Free("S2", 433.181), 57_000), Onbekend: null });
    expect(points.Vrouw).not.toBe(939);
    expect(event!.overall.find((r) => r.swimmer === "Man")!.gender).toBe("M");
  });

  it("a single-gender event's rows do not name a gender", () => {
    expect(fourClasses().events[0]!.overall[0]!.gender).toBeUndefined();
  });
});

describe("points on a short-course meet", () => {
  const SCM: PointsBasis = {
    ...LCM,
    course: "SCM",
    factors: { id: 1, name: "factoren.csv", factors: [{ stroke: "FREE", distance: 50, factor: 1.03 }] },
  };

  it("without factors gives none and says so", () => {
    const { events, points } = withPoints(fourClasses(), { ...SCM, factors: null });
    expect(points.missing).toBe("no_factors");
    expect(events[0]!.points_ranking).toEqual([]);
  });

  it("without a factor for the event gives none for it", () => {
    const { events } = withPoints(fourClasses(), {
      ...SCM,
      factors: { id: 1, name: "f", factors: [{ stroke: "BACK", distance: 50, factor: 1.03 }] },
    });
    expect(events[0]!.points_missing).toBe("no_factor");
    expect(events[0]!.points_ranking).toEqual([]);
  });

  it("estimates points on the converted time, marked as estimated with that time", () => {
    const results = meetResults([heat({ status: 5, lanes: { "4": lane({ swimmer: "Vier", handicap: "S4", time: 36_000 }) } })]);
    const row = withPoints(results, SCM).events[0]!.points_ranking[0]!;
    // 36.00 s × 1.03 = 37.08 s long course: the calculator's S4 reference, 842.
    expect(row).toMatchObject({ place: 1, points: 842, points_estimated: true, lcm_time: 37_080, time: 36_000 });
  });
});

describe("the points ranking", () => {
  const row = (swimmer: string, points: number | null, status: PointsRow["status"] = null): PointsRow => ({
    ...withPoints(meetResults([heat({ status: 5, lanes: { "1": lane({ handicap: "S1", time: 1 }) } })]), { ...LCM, table: null }).events[0]!
      .overall[0]!,
    swimmer,
    status,
    points,
  });

  it("shares a place on equal points and skips the next; an exhibition swim has no place; rows without points are left out", () => {
    expect(
      ranking(rankByPoints([row("A", 700), row("B", 900), row("C", 900), row("D", null), row("E", 900, "EXH"), row("F", 650)])),
    ).toEqual([
      [1, "B", 900],
      [1, "C", 900],
      [null, "E", 900],
      [3, "A", 700],
      [4, "F", 650],
    ]);
  });
});
