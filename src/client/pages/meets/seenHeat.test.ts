// DESIGN 8e: a press a moment after another desk changed the active heat is taken for the heat before.
import { describe, expect, it } from "vitest";
import { heatPressedFor, nextSeen, SEEN_MS, type SeenHeat } from "./seenHeat";

const first: SeenHeat = { id: "1-1", previous: null, since: 0, own: false };

describe("the heat a press was meant for", () => {
  it("is the heat before another desk's change until the new one has been on screen a moment", () => {
    const seen = nextSeen(first, "2-1", 10_000, false);
    expect(heatPressedFor(seen, 10_030)).toBe("1-1");
    expect(heatPressedFor(seen, 10_000 + SEEN_MS - 1)).toBe("1-1");
    expect(heatPressedFor(seen, 10_000 + SEEN_MS)).toBe("2-1");
  });

  it("is the new heat at once when this desk's own command changed it", () => {
    const seen = nextSeen(first, "2-1", 10_000, true);
    expect(heatPressedFor(seen, 10_010)).toBe("2-1");
  });

  it("keeps when it was first seen while the heat stays the same", () => {
    const seen = nextSeen(first, "2-1", 10_000, false);
    expect(nextSeen(seen, "2-1", 10_400, true)).toBe(seen);
    expect(heatPressedFor(nextSeen(seen, "3-1", 20_000, false), 20_010)).toBe("2-1");
  });
});
