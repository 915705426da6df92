import { describe, expect, it } from "vitest";
import { unsureClock } from "./watch-clock";

describe("a watch whose clock was unsure (DESIGN 8f)", () => {
  it("is marked over 50 ms, with the accuracy rounded up, and not at or under it", () => {
    expect(unsureClock(50)).toBeUndefined();
    expect(unsureClock(3.2)).toBeUndefined();
    expect(unsureClock(50.2)).toBe(51);
    expect(unsureClock(60_000)).toBe(60_000);
  });
});
