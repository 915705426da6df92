import { describe, expect, it } from "vitest";
import { UNSYNCHRONISED_MS } from "../../shared/live";
import { pressTime } from "./pressTime";

describe("pressTime", () => {
  it("is the press in room time with the clock's accuracy", () => {
    const clock = { serverNow: (at: number) => at + 1_000.4, estimate: { offset: 1_000.4, accuracy: 12, used: 5 } };
    expect(pressTime(5_000, clock)).toEqual({ time: 6_000, accuracy: 12 });
  });

  it("without a clock is the panel's own time, reported as unsynchronised", () => {
    expect(pressTime(5_000.6, null)).toEqual({ time: 5_001, accuracy: UNSYNCHRONISED_MS });
  });

  it("with a clock that has no estimate yet says it is unsynchronised", () => {
    expect(pressTime(5_000, { serverNow: (at: number) => at, estimate: null })).toEqual({ time: 5_000, accuracy: UNSYNCHRONISED_MS });
  });
});
