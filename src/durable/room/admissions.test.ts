// DESIGN 8: a request at the desk lives as long as its phone asks, so the desk never admits a phone
// nobody holds any more.
import { describe, expect, it } from "vitest";
import { endsAt, firstEnd, STALE_MS } from "./admissions";

const ASKED = Date.parse("2026-11-22T10:00:00Z");

describe("when a request at the desk ends", () => {
  it("ends its time after the phone last asked, and every ask postpones it", () => {
    expect(endsAt({ at: ASKED, seen: ASKED })).toBe(ASKED + STALE_MS);
    expect(endsAt({ at: ASKED, seen: ASKED + 60_000 })).toBe(ASKED + 60_000 + STALE_MS);
    // Stored before the room heard its phone's asks: from the first ask.
    expect(endsAt({ at: ASKED })).toBe(ASKED + STALE_MS);
  });

  it("outlives a poll missed by a hidden page, whose timers run about once a minute, and not much more", () => {
    expect(STALE_MS).toBeGreaterThan(60_000);
    expect(STALE_MS).toBeLessThanOrEqual(5 * 60_000);
  });

  it("wakes the room for the first to end, and not at all for none", () => {
    expect(firstEnd([])).toBeNull();
    expect(firstEnd([{ at: ASKED, seen: ASKED + 30_000 }, { at: ASKED + 10_000 }])).toBe(ASKED + 10_000 + STALE_MS);
  });
});
