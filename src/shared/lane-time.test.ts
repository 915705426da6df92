// DESIGN 8 and 8b: a lane's official time from its watches (SW 11.3), the one time of a dead heat,
// and what the referee's sheet reads of them: where a time came from and what accepting a watch changes.
import { describe, expect, it } from "vitest";
import { acceptEffect, decidedOrder, decidingWatches, laneTime, timeSource } from "./lane-time";
import type { Lane, Watch } from "./programme";
import { heat, lane } from "./test-heats";

describe("laneTime (SW 11.3)", () => {
  it("one watch: that time", () => {
    expect(laneTime([31_230])).toBe(31_230);
  });
  it("two watches that agree: that time", () => {
    expect(laneTime([31_230, 31_230])).toBe(31_230);
  });
  it("two watches: their mean, truncated to hundredths", () => {
    expect(laneTime([31_230, 31_240])).toBe(31_230); // 31.235 → 31.23
    expect(laneTime([31_200, 31_400])).toBe(31_300);
  });
  it("three watches, two agree: the two", () => {
    expect(laneTime([31_230, 31_500, 31_230])).toBe(31_230);
    expect(laneTime([31_900, 31_500, 31_900])).toBe(31_900);
  });
  it("three watches all different: the middle one", () => {
    expect(laneTime([31_500, 31_230, 31_400])).toBe(31_400);
  });
  it("three agreeing watches", () => {
    expect(laneTime([30_000, 30_000, 30_000])).toBe(30_000);
  });
  it("a watch's thousandth is dropped before comparing (SW 11.2)", () => {
    expect(laneTime([31_239])).toBe(31_230);
    expect(laneTime([31_231, 31_238, 31_500])).toBe(31_230);
  });
  it("no usable watch: no time", () => {
    expect(laneTime([])).toBeNull();
    expect(laneTime([Number.NaN, -5, Number.POSITIVE_INFINITY])).toBeNull();
  });
  it("more than three: the most shared value, else the median", () => {
    expect(laneTime([30_000, 30_100, 30_100, 30_200])).toBe(30_100);
    expect(laneTime([30_000, 30_000, 30_200, 30_200])).toBe(30_100);
    expect(laneTime([30_000, 30_100, 30_200, 30_300, 30_400])).toBe(30_200);
  });
  it("a mean is truncated, never rounded", () => {
    expect(laneTime([59_990, 60_000])).toBe(59_990);
  });
});

describe("decidingWatches (DESIGN 8b: an unsure watch)", () => {
  it("leaves an unsure watch out while another watch can decide, and takes it when none can", () => {
    const sure: { time: number; unsure?: string } = { time: 31_000 };
    const late = { time: 31_900, unsure: "late_stop" };
    expect(decidingWatches([late, sure])).toEqual([sure]);
    expect(decidingWatches([late])).toEqual([late]);
    expect(decidingWatches([])).toEqual([]);
  });
});

const watch = (id: string, official: string, time: number, over: Partial<Watch> = {}): Watch => ({
  id,
  official,
  time,
  splits: {},
  ...over,
});

/** Lanes 3 (4.20) and 4 (4.15) in a dead heat the referee decided, both at its mean 4.17; lane 5 after them. */
function deadHeat(lane3: Partial<Lane> = {}, lane4: Partial<Lane> = {}) {
  return heat({
    status: 5,
    start_time: 1,
    lanes: {
      "3": lane({ time: 4_170, measured_time: 4_200, source: "watches", watches: [watch("a", "Tijd P3", 4_200)], ...lane3 }),
      "4": lane({ time: 4_170, measured_time: 4_150, source: "watches", watches: [watch("b", "Tijd P4", 4_150)], ...lane4 }),
      "5": lane({ time: 5_000, source: "watches", watches: [watch("c", "Tijd P5", 5_000)] }),
    },
    vva: { decided: true, result: "1,1,3", time: "1,1,3" },
  });
}

describe("the arrival order the referee decided", () => {
  it("reads the heat's decided positions back as places, lanes that share one together", () => {
    expect(decidedOrder(deadHeat())).toEqual([["3", "4"], "5"]);
    expect(decidedOrder(heat({ lanes: { "3": lane(), "4": lane() }, vva: { result: "1,1" } }))).toEqual([]);
  });
});

describe("where a lane's time comes from (DESIGN 8b)", () => {
  it("a dead heat's one time is the dead heat's: its mean, or the time the referee entered on a lane of it", () => {
    const mean = deadHeat();
    expect([timeSource(mean, "3"), timeSource(mean, "4"), timeSource(mean, "5")]).toEqual(["dead_heat_mean", "dead_heat_mean", "watches"]);
    const entered = deadHeat(
      { time: 4_180, measured_time: undefined, source: "referee", decision: { time: 4_180, status: null, by: "Els" } },
      { time: 4_180 },
    );
    expect([timeSource(entered, "3"), timeSource(entered, "4")]).toEqual(["referee", "dead_heat_referee"]);
  });

  it("a status the referee gave beside the watches' own time leaves the time theirs; a time the referee entered is the referee's", () => {
    const watches = [watch("a", "Jan", 3_300), watch("b", "Piet", 3_320), watch("c", "Kees", 3_900, { pending: true })];
    const dsq = (time: number | null) =>
      heat({ lanes: { "4": lane({ time, status: "DSQ", source: "referee", watches, decision: { time, status: "DSQ", by: "Els" } }) } });
    expect(timeSource(dsq(3_310), "4")).toBe("watches");
    expect(timeSource(dsq(3_250), "4")).toBe("referee");
    expect(timeSource(dsq(null), "4")).toBe("referee");
    const entered = heat({
      lanes: { "4": lane({ time: 3_310, source: "referee", watches, decision: { time: 3_310, status: null, by: "Els" } }) },
    });
    expect(timeSource(entered, "4")).toBe("referee");
    expect(timeSource(heat({ lanes: { "4": lane({ time: 3_310, source: "import" }) } }), "4")).toBe("import");
  });
});

describe("what accepting a waiting watch changes beyond its lane (DESIGN 8b)", () => {
  const correction = (over: Partial<Watch> = {}) => ({
    watches: [watch("a", "Tijd P3", 4_200), watch("a2", "Tijd P3", 4_350, { pending: true, first_time: 4_200, ...over })],
  });

  it("a correction on one lane of a dead heat moves its partner to the new mean", () => {
    expect(acceptEffect(deadHeat(correction()), "a2")).toEqual({
      lane: "3",
      time: 4_250,
      partners: [{ lane: "4", before: 4_170, after: 4_250 }],
    });
  });

  it("a withdrawal that leaves the lane without a time ends the dead heat: the partner gets its own time back", () => {
    expect(acceptEffect(deadHeat(correction({ withdrawn: true })), "a2")).toEqual({
      lane: "3",
      time: null,
      partners: [{ lane: "4", before: 4_170, after: 4_150 }],
    });
  });

  it("nothing beyond the lane: no dead heat, a lane the referee decided, a partner with the referee's time, a watch not waiting", () => {
    const alone = heat({ lanes: { "3": lane({ time: 4_200, source: "watches", ...correction() }) } });
    expect(acceptEffect(alone, "a2")).toBeNull();
    expect(
      acceptEffect(deadHeat({ ...correction(), source: "referee", decision: { time: 4_170, status: null, by: "Els" } }), "a2"),
    ).toBeNull();
    const partnerEntered = deadHeat(correction(), {
      source: "referee",
      measured_time: undefined,
      decision: { time: 4_170, status: null, by: "Els" },
    });
    expect(acceptEffect(partnerEntered, "a2")).toBeNull();
    expect(acceptEffect(deadHeat(correction()), "a")).toBeNull();
  });
});
