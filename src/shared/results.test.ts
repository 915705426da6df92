// DESIGN 8c: the ranking per event, overall and per para sport class.
import { describe, expect, it } from "vitest";
import { meetResults, publicHeat, publicHeats, resultClass } from "./results";
import { heat, lane, watch } from "./test-heats";
import type { Heat } from "./programme";

const swum = (event: number, heatNumber: number, lanes: Heat["lanes"], over: Partial<Heat> = {}) =>
  heat({ id: `${event}-${heatNumber}`, event_number: event, heat_number: heatNumber, status: 5, lanes, ...over });

const summary = (rows: { place: number | null; lane: string; time: number | null; status: string | null }[]) =>
  rows.map((r) => [r.place, r.lane, r.time, r.status]);

describe("the ranking of an event over all its heats", () => {
  it("orders by time, ties share a place and the next is skipped; DSQ, DNF and DNS come last without a place", () => {
    const { events } = meetResults([
      swum(1, 1, {
        "1": lane({ time: 31_000 }),
        "2": lane({ time: 30_000 }),
        "3": lane({ status: "DNS" }),
        "4": lane({ time: 29_000, dqs: { "SW 4.4": true } }),
      }),
      swum(1, 2, { "1": lane({ time: 30_000 }), "2": lane({ status: "DNF" }), "3": lane(), "5": lane({ swimmer: "", time: 1 }) }),
    ]);
    expect(events).toHaveLength(1);
    expect(summary(events[0]!.overall)).toEqual([
      [1, "2", 30_000, null],
      [1, "1", 30_000, null],
      [3, "1", 31_000, null],
      [null, "4", 29_000, "DSQ"],
      [null, "2", null, "DNF"],
      [null, "3", null, "DNS"],
    ]);
    expect(events[0]!.overall.map((r) => r.heat_number)).toEqual([1, 2, 1, 1, 2, 1]);
  });

  it("shows an exhibition swim's time among the others without a place, and the reason of a DSQ", () => {
    const { events } = meetResults([
      swum(1, 1, {
        "1": lane({ time: 31_000 }),
        "2": lane({ time: 30_000, status: "EXH" }),
        "3": lane({ time: 32_000, status: "DSQ", reason: "SW 6.5" }),
      }),
    ]);
    expect(summary(events[0]!.overall)).toEqual([
      [null, "2", 30_000, "EXH"],
      [1, "1", 31_000, null],
      [null, "3", 32_000, "DSQ"],
    ]);
    expect(events[0]!.overall[2]!.reason).toBe("SW 6.5");
  });

  it("leaves out a swimmer out of competition who has not swum yet: EXH is how they will swim, not a result", () => {
    const { events } = meetResults([
      swum(1, 1, { "1": lane({ time: 31_000 }) }),
      swum(1, 2, { "4": lane({ status: "EXH" }) }, { status: 0, start_time: null }),
    ]);
    expect(summary(events[0]!.overall)).toEqual([[1, "1", 31_000, null]]);
  });

  it("ranks per class by the stroke's group: S for free, SB for breaststroke, SM for medley; no class ranks only overall", () => {
    const lanes = {
      "1": lane({ handicap: "S9", time: 31_000 }),
      "2": lane({ handicap: "S10", time: 30_000 }),
      "3": lane({ handicap: "S9", time: 33_000 }),
      "4": lane({ handicap: null, time: 29_000 }),
    };
    const [free] = meetResults([swum(1, 1, lanes)]).events;
    expect(free!.classes.map((c) => [c.class, summary(c.rows)])).toEqual([
      [
        "S9",
        [
          [1, "1", 31_000, null],
          [2, "3", 33_000, null],
        ],
      ],
      ["S10", [[1, "2", 30_000, null]]],
    ]);
    expect(free!.overall.map((r) => r.lane)).toEqual(["4", "2", "1", "3"]);
    const [breast] = meetResults([
      swum(2, 1, { "1": lane({ handicap: "SB8", time: 40_000 }), "2": lane({ handicap: "S9", time: 39_000 }) }, { stroke: "BREAST" }),
    ]).events;
    expect(breast!.classes.map((c) => c.class)).toEqual(["SB8"]);
    expect(resultClass("MEDLEY", "sm10")).toBe("SM10");
    expect(resultClass("BACK", "S09")).toBe("S9");
    expect(resultClass("FREE", "SB9")).toBeNull();
    expect(resultClass("TOWFINS", "S9")).toBeNull();
  });

  it("a relay is ranked by its team; events keep their programme order and rounds apart; an event without results is left out", () => {
    const relay = swum(3, 1, { "4": lane({ swimmer: "ZV De Dolfijn 1", handicap: null, time: 120_000 }) }, { relaycount: 4, distance: 50 });
    const final = swum(7, 1, { "2": lane({ time: 60_000 }) }, { id: "7F-1", round: "F" });
    const prelim = swum(7, 1, { "2": lane({ time: 61_000 }) });
    const prelim2 = swum(7, 2, { "3": lane({ time: 62_000 }) });
    const empty = swum(8, 1, { "1": lane() }, { status: 0 });
    // DESIGN 8h's running order: event 7's prelims in the morning before event 3, its final at night.
    const { events } = meetResults([prelim, prelim2, empty, relay, final]);
    expect(events.map((e) => [e.event_number, e.round ?? "", e.relaycount])).toEqual([
      [7, "", 1],
      [3, "", 4],
      [7, "F", 1],
    ]);
    expect(events[0]!.overall.map((row) => row.heat_number)).toEqual([1, 2]);
    expect(events[1]!.overall[0]).toMatchObject({ place: 1, swimmer: "ZV De Dolfijn 1", time: 120_000 });
  });
});

describe("what spectators see of a heat", () => {
  it("names, clubs, classes and times, never a licence, a swimmer's LENEX ids, watches or a referee's name", () => {
    const h = heat({
      lenex: { heat_id: "77" },
      pending_orders: [{ id: "x", official: "Kees Klok", order: "1, 2" }],
      lanes: {
        "1": lane({
          license: "123456",
          time: 31_000,
          lenex: { athlete_id: "9", birthdate: "2010-01-01" },
          watches: [watch("w1", 31_000)],
          decision: { time: 31_000, status: null, by: "Els" },
        }),
      },
    });
    const shown = JSON.stringify(publicHeat(h, null));
    for (const secret of ["123456", "2010-01-01", "athlete_id", '"lenex"', "w1", "Els", "Kees Klok"]) expect(shown).not.toContain(secret);
    // DESIGN 8h: of the file's ids only the heat's own, which name no one, so a heat can be traced to the file.
    expect(publicHeat(h, null).source).toEqual({ heat_id: "77" });
    expect(publicHeat(heat({}), null)).not.toHaveProperty("source");
    expect(publicHeat(h, null).lanes["1"]).toEqual({
      swimmer: "Jansen, Piet",
      club: "De Dolfijn",
      handicap: "S9",
      time: 31_000,
      status: null,
    });
    const dq = publicHeat(heat({ lanes: { "2": lane({ time: 30_000, dqs: { "SW 4.4": true }, reason: "SW 4.4" }) } }), null);
    expect(dq.lanes["2"]).toMatchObject({ status: "DSQ", reason: "SW 4.4" });
  });
});

describe("a dead heat (DESIGN 8b)", () => {
  it("shares its place through its one official time, with a swimmer of another heat at that time too; the next place is skipped", () => {
    const { events } = meetResults([
      swum(1, 1, { "3": lane({ time: 30_010 }), "4": lane({ time: 30_010 }), "5": lane({ time: 31_000 }) }, { vva: { result: "1,1,3" } }),
      swum(1, 2, { "4": lane({ time: 30_010 }), "5": lane({ time: 30_020 }) }),
    ]);
    expect(summary(events[0]!.overall)).toEqual([
      [1, "3", 30_010, null],
      [1, "4", 30_010, null],
      [1, "4", 30_010, null],
      [4, "5", 30_020, null],
      [5, "5", 31_000, null],
    ]);
  });

  it("an arrival order alone places nothing: a hundredth apart is two places, whatever the judges saw", () => {
    const { events } = meetResults([swum(1, 1, { "3": lane({ time: 30_500 }), "4": lane({ time: 30_510 }) }, { vva: { result: "1,1" } })]);
    expect(summary(events[0]!.overall)).toEqual([
      [1, "3", 30_500, null],
      [2, "4", 30_510, null],
    ]);
  });
});

describe("provisional results (DESIGN 8c)", () => {
  it("are every row of a heat the referee has not settled, overall and per class; a settled heat's rows are not", () => {
    const { events } = meetResults([
      swum(1, 1, { "3": lane({ time: 30_500 }), "4": lane({ status: "DNS" }) }, { start_time: 1, settled: true }),
      swum(1, 2, { "4": lane({ time: 30_000 }) }, { start_time: 2 }),
    ]);
    const byHeat = (rows: { heat_number: number; provisional: boolean }[]) => rows.map((r) => [r.heat_number, r.provisional]);
    expect(byHeat(events[0]!.overall)).toEqual([
      [2, true],
      [1, false],
      [1, false],
    ]);
    expect(byHeat(events[0]!.classes[0]!.rows)).toEqual(byHeat(events[0]!.overall));
  });

  it("are not the results a file brought for a heat never started here: they are the meet-management program's", () => {
    const fromFile = heat({ status: 5, lanes: { "4": lane({ time: 30_000, source: "import" }) } });
    expect(meetResults([fromFile]).events[0]!.overall[0]!.provisional).toBe(false);
    expect(publicHeat(fromFile, null).settled).toBe(true);
    expect(publicHeat(heat({ lanes: { "4": lane() } }), null).settled).toBe(false);
  });

  it("the public heats say whether each is settled and when the next ones are expected", () => {
    const at = Date.UTC(2026, 6, 4, 7, 30);
    const heats = publicHeats(
      [
        swum(1, 1, { "4": lane() }, { start_time: at, end_time: at + 40_000, settled: true }),
        swum(1, 2, { "4": lane() }, { start_time: at + 120_000, end_time: at + 160_000 }),
        heat({ id: "1-3", heat_number: 3, lanes: { "4": lane() } }),
      ],
      [],
    );
    expect(heats.map((h) => [h.settled, h.expected_start])).toEqual([
      [true, at],
      [false, at + 120_000],
      [false, at + 240_000],
    ]);
  });
});
