import { describe, expect, it } from "vitest";
import { SampleRing } from "./hornRing";
import { correctionMs, hornStartFields } from "./hornStart";
import {
  clientTimeOfFrame,
  frameAtClientTime,
  frameZeroReading,
  frameZeroTime,
  onsetBeforePress,
  onsetSince,
  RING_SECONDS,
  searchWindow,
  type FoundOnset,
  type HornDetector,
} from "./hornTiming";

describe("AudioContext frames in the client's clock", () => {
  const origin = 1_700_000_000_000;

  it("maps frame 0 from the output timestamp, less the rendering and the input latency", () => {
    // Context time 2 s leaves the speaker at performance time 5,000 ms; it was rendered 10 + 20 ms
    // before that, and its input was captured 5 ms before the rendering.
    const zero = frameZeroReading({ contextTime: 2, performanceTime: 5_000 }, { currentTime: 9, perfNow: 9 }, origin, {
      base: 0.01,
      output: 0.02,
      track: 0.005,
    });
    expect(zero).toBeCloseTo(origin + 5_000 - 2_000 - 35, 6);
    expect(clientTimeOfFrame(zero, 96_000, 48_000)).toBeCloseTo(origin + 5_000 - 35, 6);
    expect(frameAtClientTime(zero, origin + 5_000 - 35, 48_000)).toBeCloseTo(96_000, 6);
  });

  it("falls back to currentTime against performance.now() before the output runs, and ignores unreported latencies", () => {
    const zero = frameZeroReading({ contextTime: 0, performanceTime: 0 }, { currentTime: 1.5, perfNow: 4_000 }, origin, {
      track: Number.NaN,
      base: 0.01,
    });
    expect(zero).toBe(origin + 4_000 - 1_500);
    expect(frameZeroReading(undefined, { currentTime: 1, perfNow: 3_000 }, origin, { track: 0.004 })).toBeCloseTo(
      origin + 3_000 - 1_004,
      6,
    );
  });

  it("takes the median of the readings, so one late audio callback does not move the mapping", () => {
    expect(frameZeroTime([])).toBeNull();
    expect(frameZeroTime([10, 11, 250, 9, 10.5])).toBe(10.5);
    expect(frameZeroTime([10, 12])).toBe(11);
  });
});

describe("looking for the onset before the press", () => {
  const fs = 48_000;
  const zero = 1_000_000; // client ms at frame 0
  // The ring holds frames 48,000 to 192,000 (1 to 4 s): client times 1,001,000 to 1,004,000.
  const ring = { samples: new Float32Array(144_000), start: 48_000 };
  const press = zero + 3_800;

  it("searches [press − 1.5 s, press]", () => {
    expect(searchWindow(press)).toEqual({ from: press - 1_500, to: press });
  });

  it("gives the detector the whole ring with the window's indices, and maps its index back to client time", () => {
    const calls: [number, number, number][] = [];
    const detect: HornDetector = (samples, rate, from, to) => {
      calls.push([samples.length, from, to]);
      expect(rate).toBe(fs);
      return { index: from + 9_600, confidence: 0.8 };
    };
    const found = onsetBeforePress(ring, fs, zero, press, detect);
    // The window starts at 2.3 s, frame 110,400, index 62,400 in the ring; it ends at 3.8 s, index 134,400.
    expect(calls).toEqual([[144_000, 62_400, 134_400]]);
    expect(found).toEqual({ time: press - 1_500 + 200, confidence: 0.8 });
  });

  it("cuts the window to what the ring holds, and finds nothing in a window the ring does not reach", () => {
    const seen: number[][] = [];
    const detect: HornDetector = (_samples, _rate, from, to) => {
      seen.push([from, to]);
      return null;
    };
    expect(onsetBeforePress(ring, fs, zero, zero + 4_500, detect)).toBeNull();
    expect(seen).toEqual([[96_000, 144_000]]);
    expect(onsetBeforePress(ring, fs, zero, zero + 900, detect)).toBeNull();
    expect(seen.length).toBe(1);
  });

  it("does not take an index outside the window or a confidence that is no number", () => {
    const at =
      (index: number, confidence = 0.9): HornDetector =>
      () => ({ index, confidence });
    expect(onsetBeforePress(ring, fs, zero, press, at(62_399))).toBeNull();
    expect(onsetBeforePress(ring, fs, zero, press, at(134_400))).toBeNull();
    expect(onsetBeforePress(ring, fs, zero, press, at(100_000.5))).toBeNull();
    expect(onsetBeforePress(ring, fs, zero, press, at(100_000, Number.NaN))).toBeNull();
    expect(onsetBeforePress(ring, fs, zero, press, at(100_000, 1.2))).toMatchObject({ confidence: 1 });
  });
});

describe("an armed heat's watch (DESIGN 6b)", () => {
  const fs = 48_000;
  const zero = 1_000_000;
  // 3 s held, frames 48,000 to 192,000: client time 1,001,000 to 1,004,000.
  const ring = { samples: new Float32Array(3 * fs), start: fs };
  const windows: number[][] = [];
  const detect: HornDetector = (_samples, _rate, from, to) => {
    windows.push([from, to]);
    return "no-signal";
  };

  it("searches the newest 1.5 s, never before the arming; a miss is no onset", () => {
    windows.length = 0;
    expect(onsetSince(ring, fs, zero, zero, detect)).toBeNull();
    expect(onsetSince(ring, fs, zero, zero + 3_000, detect)).toBeNull();
    expect(windows).toEqual([
      [72_000, 144_000],
      [96_000, 144_000],
    ]);
    expect(onsetSince(ring, fs, zero, zero + 4_000, detect)).toBeNull();
    expect(windows.length).toBe(2);
  });

  it("maps what it finds back to client time", () => {
    const found = onsetSince(ring, fs, zero, zero, () => ({ index: 120_000, confidence: 0.95 }));
    expect(found).toEqual({ time: zero + 1_000 + 2_500, confidence: 0.95 });
  });
});

describe("from the worklet's batches to the start message", () => {
  it("a beep heard 0.2 s before the press, 10 m from the loudspeaker, starts the heat 0.229 s before the press", () => {
    const fs = 48_000;
    // Frame 0 was heard at client time 1,000,000 ms; the room is 5,000.4 ms ahead of this panel.
    const zero = 1_000_000;
    const toRoom = (client: number) => client + 5_000.4;
    const ring = new SampleRing(fs * RING_SECONDS);
    const firstFrame = 7 * fs;
    const onsetFrame = firstFrame + 2 * fs + 123;
    // 2.5 s of sound in the worklet's batches of 512 frames; loud from onsetFrame on.
    for (let frame = firstFrame; frame < firstFrame + 2.5 * fs; frame += 512) {
      ring.write(
        frame,
        Float32Array.from({ length: 512 }, (_, i) => (frame + i >= onsetFrame ? 0.5 : 0.001)),
      );
    }
    const onsetClient = clientTimeOfFrame(zero, onsetFrame, fs);
    const pressClient = onsetClient + 200;
    const firstLoud: HornDetector = (samples, _rate, from, to) => {
      for (let i = from; i < to; i++) if (Math.abs(samples[i]!) > 0.1) return { index: i, confidence: 0.9 };
      return null;
    };
    const found = onsetBeforePress(ring.snapshot(), fs, zero, pressClient, firstLoud) as FoundOnset;
    expect(found.time).toBeCloseTo(onsetClient, 6);
    const press = { time: Math.round(toRoom(pressClient)), accuracy: 4 };
    const fields = hornStartFields(press, { roomTime: toRoom(found.time), confidence: found.confidence }, correctionMs(10));
    expect(fields).toMatchObject({ source: "horn", press_time: press.time, correction: 29, confidence: 0.9 });
    expect(press.time - fields.time).toBe(229);
  });
});
