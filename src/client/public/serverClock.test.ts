import { describe, expect, it } from "vitest";
import { ServerClock, estimateOffset, offsetSample } from "./serverClock";

describe("the spectators' clock offset from server_time", () => {
  it("is server_time minus the browser's clock at receipt", () => {
    expect(offsetSample(1_000_500, 400)).toEqual({ offset: 1_000_100, at: 400 });
    const clock = new ServerClock(() => 1_000);
    expect(clock.add(5_000_250, 250)).toBe(5_000_000);
    expect(clock.serverNow()).toBe(5_001_000);
    expect(clock.serverNow(2_000)).toBe(5_002_000);
  });

  it("keeps the largest lower bound: a slow or cached answer never pulls the clock back", () => {
    const clock = new ServerClock();
    // True offset 10,000; answers arrive 20 ms, 5 ms, and (cached) 800 ms after the room made them.
    clock.add(1_000 + 10_000 - 20, 1_000);
    expect(clock.offset).toBe(9_980);
    clock.add(2_000 + 10_000 - 5, 2_000);
    expect(clock.offset).toBe(9_995);
    clock.add(3_000 + 10_000 - 800, 3_000);
    expect(clock.offset).toBe(9_995);
  });

  it("forgets answers older than a minute, so a clock that jumped recovers", () => {
    const samples = [
      { offset: 500, at: 0 },
      { offset: 300, at: 50_000 },
      { offset: 200, at: 70_000 },
    ];
    expect(estimateOffset(samples, 55_000)).toBe(500);
    expect(estimateOffset(samples, 70_000)).toBe(300);
    expect(estimateOffset(samples, 120_000)).toBe(200);
    expect(estimateOffset([], 0)).toBeNull();
    expect(estimateOffset([{ offset: Number.NaN, at: 0 }], 0)).toBeNull();

    const clock = new ServerClock();
    clock.add(10_500, 0);
    clock.add(61_000 + 300, 61_000);
    expect(clock.offset).toBe(300);
  });

  it("ignores an answer without a usable time", () => {
    const clock = new ServerClock();
    clock.add(1_100, 100);
    expect(clock.add(Number.NaN, 200)).toBe(1_000);
    expect(clock.offset).toBe(1_000);
  });
});
