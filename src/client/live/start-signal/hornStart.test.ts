import { describe, expect, it } from "vitest";
import { correctionMs, hornStartFields, parseDistance, readHornSettings, startOutcome, writeHornSettings } from "./hornStart";

describe("the sound's travel", () => {
  it("is distance / 343 m/s in whole ms, nothing for no distance, and no more than the schema allows", () => {
    expect(correctionMs(10)).toBe(29);
    expect(correctionMs(0)).toBe(0);
    expect(correctionMs(-5)).toBe(0);
    expect(correctionMs(Number.NaN)).toBe(0);
    expect(correctionMs(10_000)).toBe(875);
  });

  it("reads a distance as typed, with a decimal comma too", () => {
    expect(parseDistance("12,5")).toBe(12.5);
    expect(parseDistance(" 0 ")).toBe(0);
    expect(parseDistance("")).toBeNull();
    expect(parseDistance("-1")).toBeNull();
    expect(parseDistance("301")).toBeNull();
    expect(parseDistance("tien")).toBeNull();
  });
});

describe("the start message", () => {
  const press = { time: 50_000, accuracy: 6 };

  it("found: the onset less the sound's travel, with the press, the confidence and the correction", () => {
    expect(hornStartFields(press, { roomTime: 49_860.4, confidence: 0.93 }, 29)).toEqual({
      time: 49_831,
      accuracy: 6,
      source: "horn",
      press_time: 50_000,
      confidence: 0.93,
      correction: 29,
    });
  });

  it("stays inside the room's window when rounding would push it out", () => {
    expect(hornStartFields(press, { roomTime: 50_000.4, confidence: 0.9 }, 0).time).toBe(50_000);
    expect(hornStartFields(press, { roomTime: 48_499.6, confidence: 0.9 }, 0).time).toBe(48_500);
  });

  it("not found: the press, as before", () => {
    expect(hornStartFields(press, null, 29)).toEqual({ time: 50_000, accuracy: 6, source: "press" });
  });
});

describe("which moment the room took", () => {
  const horn = { time: 49_831, accuracy: 6, source: "horn" as const, press_time: 50_000, confidence: 0.9, correction: 29 };

  it("the signal, with how long before the press", () => {
    expect(startOutcome({ heatId: "h", fields: horn, listening: true }, 49_831)).toEqual({ kind: "horn", secondsBefore: 0.169 });
  });

  it("the press: no signal found, not listening, or the signal not taken", () => {
    const press = { time: 50_000, accuracy: 6, source: "press" as const };
    expect(startOutcome({ heatId: "h", fields: press, listening: true }, 50_000)).toEqual({ kind: "press", why: "no-signal" });
    expect(startOutcome({ heatId: "h", fields: press, listening: false }, 50_000)).toEqual({ kind: "press", why: "not-listening" });
    expect(startOutcome({ heatId: "h", fields: { time: 50_000, accuracy: 6 }, listening: false }, 50_000)).toEqual({
      kind: "press",
      why: null,
    });
    expect(startOutcome({ heatId: "h", fields: horn, listening: true }, 50_000)).toEqual({ kind: "press", why: null });
  });

  it("its own receive time, soon after the press", () => {
    expect(startOutcome({ heatId: "h", fields: horn, listening: true }, 50_120)).toEqual({ kind: "receive" });
  });

  it("none of these: another desk's start", () => {
    expect(startOutcome({ heatId: "h", fields: horn, listening: true }, 49_000)).toBeNull();
    expect(startOutcome({ heatId: "h", fields: horn, listening: true }, 58_000)).toBeNull();
  });
});

describe("the settings kept per browser", () => {
  const store = (value: string | null) => ({ getItem: () => value });

  it("are off at 10 m until chosen", () => {
    expect(readHornSettings(null)).toEqual({ on: false, distance: 10 });
    expect(readHornSettings(store(null))).toEqual({ on: false, distance: 10 });
  });

  it("read back what was written", () => {
    let kept: string | null = null;
    writeHornSettings({ setItem: (_key, value) => (kept = value) }, { on: true, distance: 17.5 });
    expect(readHornSettings(store(kept))).toEqual({ on: true, distance: 17.5 });
  });

  it("fall back to the defaults for anything unreadable", () => {
    expect(readHornSettings(store("{"))).toEqual({ on: false, distance: 10 });
    expect(readHornSettings(store("null"))).toEqual({ on: false, distance: 10 });
    expect(readHornSettings(store('{"on":"yes","distance":9999}'))).toEqual({ on: false, distance: 10 });
  });

  it("do not break the page when storage refuses", () => {
    expect(() =>
      writeHornSettings(
        {
          setItem: () => {
            throw new Error("QuotaExceededError");
          },
        },
        { on: true, distance: 10 },
      ),
    ).not.toThrow();
  });
});

describe("DESIGN 6b: why the press counted, and an automatic start", () => {
  it("carries the detector's reason with a press and tells it back", () => {
    const fields = hornStartFields({ time: 50_000, accuracy: 6 }, null, 29, "unsure");
    expect(fields).toEqual({ time: 50_000, accuracy: 6, source: "press", horn_miss: "unsure" });
    expect(startOutcome({ heatId: "h", fields, listening: true }, 50_000)).toEqual({ kind: "press", why: "unsure" });
  });

  it("an automatic start the room took is told as one", () => {
    const fields = { ...hornStartFields({ time: 50_000, accuracy: 6 }, { roomTime: 49_860, confidence: 0.9 }, 29), auto: true as const };
    expect(startOutcome({ heatId: "h", fields, listening: true }, 49_831)).toEqual({ kind: "auto" });
  });
});
