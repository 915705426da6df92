// DESIGN 6b: which watch of a lane the heat's sheet marks, and how differences read.
import { describe, expect, it } from "vitest";
import { formatSeconds, isCountingWatch, outlyingWatches, OUTLIER_MS } from "./watch-outliers";
import { watch } from "./test-heats";

const T = 31_000;

describe("outlyingWatches", () => {
  it("marks the one of three watches that lies 0.30 s or more from the median of the other two", () => {
    // Others of c: 31.00 and 31.02 → median 31.01; c is 0.41 s from it. a and b are 0.20 and 0.19 from theirs.
    const found = outlyingWatches([watch("a", T), watch("b", T + 20), watch("c", T + 420)]);
    expect([...found]).toEqual([["c", 410]]);
  });

  it("marks both of two watches that lie 0.30 s apart or more: neither tells which is wrong", () => {
    expect([...outlyingWatches([watch("a", T), watch("b", T + 300)])]).toEqual([
      ["a", 300],
      ["b", 300],
    ]);
    expect(outlyingWatches([watch("a", T), watch("b", T + 290)]).size).toBe(0);
  });

  it("uses the median of the others, so one bad watch does not make the good ones outliers", () => {
    const found = outlyingWatches([watch("a", T), watch("b", T + 10), watch("c", T + 20), watch("d", T + 2_000)]);
    expect([...found.keys()]).toEqual(["d"]);
    expect(found.get("d")).toBe(1_990);
  });

  it("has no outlier on a lane with one watch", () => {
    expect(outlyingWatches([watch("a", T)]).size).toBe(0);
    expect(outlyingWatches([]).size).toBe(0);
  });

  it("compares with counting watches only; a waiting watch is checked, a rejected or withdrawn one is not", () => {
    const lane = [
      watch("a", T),
      watch("late", T + 900, { pending: true }),
      watch("gone", T + 5_000, { withdrawn: true }),
      watch("no", T + 7_000, { rejected: true }),
    ];
    // Beside a the others are not counting: a has no colleague to differ from.
    expect([...outlyingWatches(lane)]).toEqual([["late", 900]]);
    expect(outlyingWatches([watch("a", T), watch("b", T + 1_000, { pending: true, withdrawn: true })]).size).toBe(0);
  });

  it("counts a watch as making the lane's time only when it neither waits, nor was rejected or withdrawn", () => {
    expect(isCountingWatch(watch("a", T))).toBe(true);
    for (const flag of ["pending", "rejected", "withdrawn"] as const) expect(isCountingWatch(watch("a", T, { [flag]: true }))).toBe(false);
  });

  it("has DESIGN 6b's threshold", () => {
    expect(OUTLIER_MS).toBe(300);
  });
});

describe("formatSeconds", () => {
  it("writes seconds with hundredths, signed when asked, zero without a sign", () => {
    expect(formatSeconds(420)).toBe("0.42 s");
    expect(formatSeconds(-420)).toBe("0.42 s");
    expect(formatSeconds(40, true)).toBe("+0.04 s");
    expect(formatSeconds(-1_230, true)).toBe("-1.23 s");
    expect(formatSeconds(4, true)).toBe("0.00 s");
    expect(formatSeconds(-4, true)).toBe("0.00 s");
  });

  it("rounds to the nearest hundredth, halves away from zero on both sides", () => {
    expect(formatSeconds(45, true)).toBe("+0.05 s");
    expect(formatSeconds(-45, true)).toBe("-0.05 s");
    expect(formatSeconds(33.3)).toBe("0.03 s");
  });
});
