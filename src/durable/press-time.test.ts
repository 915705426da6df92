// DESIGN 6: which moment a start or stop counts from.
import { describe, expect, it } from "vitest";
import { pressTime } from "./press-time";

const RECEIVED = 1_800_000_000_000;

describe("the press time against the plausibility window", () => {
  it("takes a synchronised panel's press, up to five seconds old", () => {
    expect(pressTime(RECEIVED - 300, 5, RECEIVED)).toEqual({ time: RECEIVED - 300, source: "press" });
    expect(pressTime(RECEIVED - 5_000, 5, RECEIVED)).toEqual({ time: RECEIVED - 5_000, source: "press" });
    expect(pressTime(RECEIVED, 99.9, RECEIVED)).toEqual({ time: RECEIVED, source: "press" });
  });

  it("allows a press a little in the future: the panel's accuracy, at least 20 ms", () => {
    expect(pressTime(RECEIVED + 20, 1, RECEIVED).source).toBe("press");
    expect(pressTime(RECEIVED + 21, 1, RECEIVED)).toEqual({ time: RECEIVED, source: "receive" });
    expect(pressTime(RECEIVED + 60, 60, RECEIVED).source).toBe("press");
    expect(pressTime(RECEIVED + 61, 60, RECEIVED).source).toBe("receive");
  });

  it("refuses a press from the future, one a minute old, and any from an unsynchronised panel", () => {
    expect(pressTime(RECEIVED + 5_000, 5, RECEIVED)).toEqual({ time: RECEIVED, source: "receive" });
    expect(pressTime(RECEIVED - 60_000, 5, RECEIVED)).toEqual({ time: RECEIVED, source: "receive" });
    expect(pressTime(RECEIVED - 5_001, 5, RECEIVED).source).toBe("receive");
    expect(pressTime(RECEIVED - 300, 100, RECEIVED)).toEqual({ time: RECEIVED, source: "receive" });
    expect(pressTime(RECEIVED - 300, 60_000, RECEIVED).source).toBe("receive");
  });
});
