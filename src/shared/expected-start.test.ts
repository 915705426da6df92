// DESIGN 8c: a heat's expected start from the meet's own pace.
import { describe, expect, it } from "vitest";
import { DEFAULT_CHANGEOVER_MS, expectedStarts, lowerMedian, poolTime } from "./expected-start";
import { heat, lane } from "./test-heats";
import type { Heat } from "./programme";

const T0 = Date.UTC(2026, 6, 4, 7, 30);
const MIN = 60_000;

/** Heat n of event 1 (50 m unless said), with one swimmer. */
const h = (n: number, over: Partial<Heat> = {}) => heat({ id: `1-${n}`, heat_number: n, lanes: { "4": lane() }, ...over });
/** Swum: started `at` minutes after T0, swimming `swim` seconds. */
const swum = (n: number, at: number, swim = 40, over: Partial<Heat> = {}) =>
  h(n, { start_time: T0 + at * MIN, end_time: T0 + at * MIN + swim * 1000, status: 5, ...over });

describe("expected starts", () => {
  it("are unknown before the first start when the file gives no session time", () => {
    expect(expectedStarts([h(1), h(2)])).toEqual([null, null]);
    expect(expectedStarts([])).toEqual([]);
  });

  it("follow the last start by the meet's usual gap between heats of the same distance, later heats later", () => {
    // Gaps of 2, 3 and 2.5 minutes: the median is 2.5.
    const heats = [swum(1, 0), swum(2, 2), swum(3, 5), swum(4, 7.5), h(5), h(6), h(7)];
    const starts = expectedStarts(heats);
    expect(starts.slice(0, 4)).toEqual([T0, T0 + 2 * MIN, T0 + 5 * MIN, T0 + 7.5 * MIN]);
    expect(starts.slice(4)).toEqual([T0 + 10 * MIN, T0 + 12.5 * MIN, T0 + 15 * MIN]);
  });

  it("take the shorter middle of an even count, so one long break does not stretch the pace", () => {
    expect(lowerMedian([120_000, 3_600_000])).toBe(120_000);
    expect(lowerMedian([3, 1, 2])).toBe(2);
    expect(lowerMedian([])).toBeNull();
    const starts = expectedStarts([swum(1, 0), swum(2, 2), swum(3, 62), h(4)]);
    expect(starts[3]).toBe(T0 + 64 * MIN);
  });

  it("for a distance not swum yet: the slowest entry time and the meet's changeover", () => {
    // 50 m heats: 40 s swims, started 2 min apart, so 80 s from touch to the next start.
    const long = h(3, { id: "2-1", distance: 200, lanes: { "3": lane({ entrytime: 180_000 }), "4": lane({ entrytime: 200_000 }) } });
    const starts = expectedStarts([swum(1, 0), swum(2, 2), long, h(4, { id: "2-2", distance: 200 })]);
    expect(starts[2]).toBe(T0 + 4 * MIN);
    expect(starts[3]).toBe(T0 + 4 * MIN + 200_000 + 80_000);
  });

  it("for a relay by its whole distance: 4 × 50 m is not a 50 m heat", () => {
    const relay = h(3, { id: "3-1", distance: 50, relaycount: 4, lanes: { "4": lane({ entrytime: 150_000 }) } });
    const starts = expectedStarts([swum(1, 0), swum(2, 2), relay, h(4, { id: "3-2", relaycount: 4 })]);
    expect(starts[3]).toBe(starts[2]! + 150_000 + 80_000);
  });

  it("once heats of that distance were swum, by how long they took", () => {
    const heats = [swum(1, 0), swum(2, 3, 200, { distance: 200 }), swum(3, 7, 40), h(4, { distance: 200 }), h(5, { distance: 200 })];
    // After the 200 m heat the next started 4 min later: that is the gap for 200 m.
    expect(expectedStarts(heats).slice(3)).toEqual([T0 + 7 * MIN + 3 * MIN, T0 + 14 * MIN]);
  });

  it("without entry times or swims of the distance: the usual gap after any heat, else unknown", () => {
    expect(expectedStarts([swum(1, 0), swum(2, 2), h(3, { distance: 100 }), h(4)])).toEqual([T0, T0 + 2 * MIN, T0 + 4 * MIN, T0 + 6 * MIN]);
    // After a lone 50 m heat: its 40 s swim and a minute; nothing says how long 100 m takes.
    expect(expectedStarts([swum(1, 0), h(2, { distance: 100 }), h(3)])).toEqual([T0, T0 + 40_000 + DEFAULT_CHANGEOVER_MS, null]);
  });

  it("without a changeover seen yet, a minute after the slowest entry time", () => {
    const heats = [h(1, { lanes: { "4": lane({ entrytime: 45_000 }) } }), h(2)];
    const sessions = [{ number: "1", date: "2026-07-04", daytime: "09:30" }];
    const inSession = heats.map((x) => ({ ...x, lenex: { session: "1" } }));
    expect(expectedStarts(inSession, sessions)).toEqual([T0, T0 + 45_000 + DEFAULT_CHANGEOVER_MS]);
  });

  it("never before the session's start in the file, and pace is not measured across a session's break", () => {
    const s = (x: Heat, session: string) => ({ ...x, lenex: { session } });
    const sessions = [
      { number: "1", date: "2026-07-04", daytime: "09:30" },
      { number: "2", date: "2026-07-04", daytime: "14:00" },
    ];
    const heats = [s(swum(1, 0), "1"), s(swum(2, 2), "1"), s(swum(3, 4), "1"), s(h(4), "2"), s(h(5), "2"), s(h(6), "2")];
    const afternoon = Date.UTC(2026, 6, 4, 12, 0);
    expect(expectedStarts(heats, sessions).slice(3)).toEqual([afternoon, afternoon + 2 * MIN, afternoon + 4 * MIN]);
    // The afternoon started at 14:05: its own gap, not the morning-to-afternoon one.
    const started = [...heats.slice(0, 3), s(swum(4, 275), "2"), s(h(5), "2")];
    expect(expectedStarts(started, sessions)[4]).toBe(T0 + 277 * MIN);
  });

  it("take the file's own heat times until the session's first start, then its plan only between heats the meet has not timed", () => {
    const sessions = [{ number: "1", date: "2026-07-04", daytime: "09:30" }];
    const planned = (x: Heat, daytime?: string) => ({ ...x, lenex: { session: "1", ...(daytime ? { daytime } : {}) } });
    const heats = [planned(h(1), "09:30"), planned(h(2), "09:35"), planned(h(3), "09:41"), planned(h(4))];
    expect(expectedStarts(heats, sessions).slice(0, 3)).toEqual([T0, T0 + 5 * MIN, T0 + 11 * MIN]);
    // Heat 1 began 3 minutes late: the file's 5 minutes to heat 2 follow from there, its 09:35 no longer counts.
    const late = [planned(swum(1, 3), "09:30"), planned(h(2), "09:35"), planned(h(3), "09:41")];
    expect(expectedStarts(late, sessions).slice(1)).toEqual([T0 + 8 * MIN, T0 + 14 * MIN]);
    // Once the meet has its own gap for the distance, that counts instead.
    const paced = [planned(swum(1, 0), "09:30"), planned(swum(2, 2), "09:35"), planned(h(3), "09:41")];
    expect(expectedStarts(paced, sessions)[2]).toBe(T0 + 4 * MIN);
  });

  it("pass over a heat nobody swims in, and an unknown session", () => {
    const withdrawn = h(2, { lanes: { "4": lane({ entry_status: "WDR" }), "5": lane({ swimmer: "" }) } });
    expect(expectedStarts([swum(1, 0), swum(3, 2), withdrawn, h(4)])).toEqual([T0, T0 + 2 * MIN, null, T0 + 4 * MIN]);
    expect(expectedStarts([h(1, { lenex: { session: "9" } })], [{ number: "1", date: "2026-07-04", daytime: "09:30" }])).toEqual([null]);
  });
});

describe("a LENEX session's time at the pool", () => {
  it("is Dutch time, summer and winter", () => {
    expect(poolTime("2026-07-04", "09:30")).toBe(Date.UTC(2026, 6, 4, 7, 30));
    expect(poolTime("2026-01-10", "09:30")).toBe(Date.UTC(2026, 0, 10, 8, 30));
    expect(poolTime("2026-01-10T00:00", "18:05:00")).toBe(Date.UTC(2026, 0, 10, 17, 5));
  });

  it("is unknown for a missing or malformed date or time", () => {
    for (const [date, time] of [
      [undefined, "09:30"],
      ["2026-01-10", undefined],
      ["10-01-2026", "09:30"],
      ["2026-01-10", "9.30"],
      ["2026-01-10", "25:00"],
      ["2026-01-10", "<x>"],
    ]) {
      expect(poolTime(date, time)).toBeNull();
    }
  });
});

describe("where the meet stands now (issue 41.3)", () => {
  it("expects nothing of a heat the meet passed over, and nothing to come before now when it runs late", () => {
    const heats = [swum(1, 0), h(2), h(3), h(4)];
    const plain = expectedStarts(heats);
    expect(plain[1]).not.toBeNull();
    // Heat 1-2 was skipped: 1-3 is active; an hour after the first start nothing is expected earlier than now.
    const now = T0 + 60 * MIN;
    const moved = expectedStarts(heats, [], undefined, { now, activeHeatId: "1-3" });
    expect(moved[0]).toBe(T0);
    expect(moved[1]).toBeNull();
    expect(moved[2]).toBe(now);
    expect(moved[3]!).toBeGreaterThan(now);
  });
});
