import { describe, expect, it } from "vitest";
import { clientNow, eventTime } from "./clientNow";

describe("eventTime", () => {
  const stamp = (msAgo: number, now: number) => ({ timeStamp: now - performance.timeOrigin - msAgo });

  it("takes an input event's own time stamp, however late its handler runs", () => {
    const now = clientNow();
    expect(eventTime(stamp(0, now), now)).toBeCloseTo(now, 6);
    expect(eventTime(stamp(250, now), now)).toBeCloseTo(now - 250, 6);
    expect(eventTime(stamp(1_000, now), now)).toBeCloseTo(now - 1_000, 6);
  });

  it("gives now for a stamp that cannot be on the client's clock: after now, long before, or not a number", () => {
    const now = clientNow();
    expect(eventTime(stamp(-5, now), now)).toBe(now);
    expect(eventTime(stamp(1_001, now), now)).toBe(now);
    // An old browser's stamp in milliseconds since 1970.
    expect(eventTime({ timeStamp: Date.now() }, now)).toBe(now);
    expect(eventTime({ timeStamp: Number.NaN }, now)).toBe(now);
  });

  it("reads the clock itself when not given now", () => {
    const before = clientNow();
    const at = eventTime({ timeStamp: performance.now() });
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(clientNow());
  });
});
