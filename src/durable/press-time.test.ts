// DESIGN 6: which moment a start or stop counts from.
import { describe, expect, it } from "vitest";
import { hornStartTime, timeThatCounts } from "./press-time";
import { HORN_ACCEPTANCE } from "../shared/start-signal";

const RECEIVED = 1_800_000_000_000;

describe("the press time against the plausibility window", () => {
  it("takes a synchronised panel's press, up to five seconds old", () => {
    expect(timeThatCounts(RECEIVED - 300, 5, RECEIVED)).toEqual({ time: RECEIVED - 300, source: "press" });
    expect(timeThatCounts(RECEIVED - 5_000, 5, RECEIVED)).toEqual({ time: RECEIVED - 5_000, source: "press" });
    expect(timeThatCounts(RECEIVED, 99.9, RECEIVED)).toEqual({ time: RECEIVED, source: "press" });
  });

  it("allows a press a little in the future: the panel's accuracy, at least 20 ms", () => {
    expect(timeThatCounts(RECEIVED + 20, 1, RECEIVED).source).toBe("press");
    expect(timeThatCounts(RECEIVED + 21, 1, RECEIVED)).toEqual({ time: RECEIVED, source: "receive" });
    expect(timeThatCounts(RECEIVED + 60, 60, RECEIVED).source).toBe("press");
    expect(timeThatCounts(RECEIVED + 61, 60, RECEIVED).source).toBe("receive");
  });

  it("refuses a press from the future, one a minute old, and any from an unsynchronised panel", () => {
    expect(timeThatCounts(RECEIVED + 5_000, 5, RECEIVED)).toEqual({ time: RECEIVED, source: "receive" });
    expect(timeThatCounts(RECEIVED - 60_000, 5, RECEIVED)).toEqual({ time: RECEIVED, source: "receive" });
    expect(timeThatCounts(RECEIVED - 5_001, 5, RECEIVED).source).toBe("receive");
    expect(timeThatCounts(RECEIVED - 300, 100, RECEIVED)).toEqual({ time: RECEIVED, source: "receive" });
    expect(timeThatCounts(RECEIVED - 300, 60_000, RECEIVED).source).toBe("receive");
  });
});

describe("a start from the start signal (DESIGN 6b)", () => {
  const claim = (before: number, correction = 0, confidence: number | undefined = 0.9) => ({
    time: RECEIVED - 300 - before,
    press_time: RECEIVED - 300,
    correction,
    confidence,
  });

  it("counts from the signal when it lies in the 1.5 s before a press that counts, plus the sound's travel", () => {
    expect(hornStartTime(claim(140), 5, RECEIVED)).toEqual({ time: RECEIVED - 440, source: "horn" });
    expect(hornStartTime(claim(0), 5, RECEIVED).source).toBe("horn");
    expect(hornStartTime(claim(1_500), 5, RECEIVED).source).toBe("horn");
    expect(hornStartTime(claim(1_600, 100), 5, RECEIVED).source).toBe("horn");
  });

  it(
    "falls back to the press for a signal after the press or too long before it, " +
      "and to the receive time when the press does not count",
    () => {
      expect(hornStartTime(claim(-10), 5, RECEIVED)).toEqual({ time: RECEIVED - 300, source: "press" });
      expect(hornStartTime(claim(1_501), 5, RECEIVED)).toEqual({ time: RECEIVED - 300, source: "press" });
      expect(hornStartTime(claim(140), 150, RECEIVED)).toEqual({ time: RECEIVED, source: "receive" });
      const old = { time: RECEIVED - 60_140, press_time: RECEIVED - 60_000, correction: 0, confidence: 0.9 };
      expect(hornStartTime(old, 5, RECEIVED).source).toBe("receive");
    },
  );
});

describe("a start signal the detector itself would not accept (DESIGN 6b)", () => {
  const claim = (confidence: number | undefined) => ({ time: RECEIVED - 1_700, press_time: RECEIVED - 300, correction: 0, confidence });

  it("counts from the press, and says the signal was unsure", () => {
    expect(hornStartTime(claim(0.02), 5, RECEIVED)).toEqual({ time: RECEIVED - 300, source: "press", unsure_signal: true });
    expect(hornStartTime(claim(HORN_ACCEPTANCE - 0.01), 5, RECEIVED).source).toBe("press");
    expect(hornStartTime(claim(undefined), 5, RECEIVED).source).toBe("press");
  });

  it("counts from the signal at the acceptance itself", () => {
    expect(hornStartTime({ ...claim(HORN_ACCEPTANCE), time: RECEIVED - 440 }, 5, RECEIVED)).toEqual({
      time: RECEIVED - 440,
      source: "horn",
    });
  });
});
