// DESIGN 8g: the formula against World Para Swimming's own calculator.
import { describe, expect, it } from "vitest";
import { longCourseEstimate, paraPoints } from "./para-points";

// The calculator's reference values: men's 50 m freestyle, a 1200, b 6.190278.
const MEN_50_FREE = { a: 1200, b: 6.190278 };

describe("World Para Swimming points", () => {
  it.each([
    ["S1", 515.385, 65_000, 1006],
    ["S2", 433.181, 57_000, 939],
    ["S3", 333.674, 43_130, 969],
    ["S4", 268.021, 37_080, 842],
  ])("men's 50 m free %s (c %s) in %i ms gives %i", (_cls, c, time, points) => {
    expect(paraPoints({ ...MEN_50_FREE, c }, time)).toBe(points);
  });

  it("rounds down, never to the nearest: 939.91 is 939", () => {
    const exact = 1200 * Math.exp(-Math.exp(6.190278 - 433.181 / 57));
    expect(exact).toBeGreaterThan(939.9);
    expect(paraPoints({ ...MEN_50_FREE, c: 433.181 }, 57_000)).toBe(939);
  });

  it("gives more for a faster swim and can pass 1000 with a of 1200", () => {
    const c = 515.385;
    expect(paraPoints({ ...MEN_50_FREE, c }, 64_000)).toBeGreaterThan(paraPoints({ ...MEN_50_FREE, c }, 65_000));
    expect(paraPoints({ ...MEN_50_FREE, c }, 65_000)).toBeGreaterThan(1000);
  });

  it("estimates a long-course time from a short-course one, truncated to whole hundredths (SW 11.2)", () => {
    expect(longCourseEstimate(36_000, 1.03)).toBe(37_080);
    expect(longCourseEstimate(30_010, 1.0234)).toBe(30_710);
    // 30,009 ms: a hundredth is never rounded up.
    expect(longCourseEstimate(30_000, 1.0003)).toBe(30_000);
    // 30,029.999… in floating point is 30,030 ms.
    expect(longCourseEstimate(30_000, 1.001)).toBe(30_030);
  });
});
