import { beforeAll, describe, expect, it } from "vitest";
import { HORN_ACCEPTANCE, keptOtherSounds, type StartSignal, startSignalSchema } from "../../../shared/start-signal";
import * as v from "valibot";
import { type Hall, HALLS, makeRecording, type Recording, SIGNAL_KINDS, type SignalKind } from "../../../../test/horn/recordings";
import { findHornOnset, learnStartSignal, searchHornOnset } from "./horn-onset";
import { AFTER_PRESS_MS } from "./hornStart";

// The tests' seeds; the benchmark (npm run bench:horn) reports on others and on a hall never tuned on.
const SEEDS = [1, 2, 3, 4];
const FS = 48_000;
const errorMs = (r: Recording, index: number) => (Math.abs(index - r.onset!) / r.sampleRate) * 1000;
// A timekeeper's press comes 40 ms after the signal at the very quickest (DESIGN 6b's 0.11 s ± 0.07 s).
const QUICKEST_PRESS_MS = 40;

/** The general detector finds r's signal within `ms`. */
function expectGeneralWithin(r: Recording, ms: number) {
  const found = findHornOnset(r.samples, r.sampleRate, r.from, r.to);
  expect(found, r.description).not.toBeNull();
  expect(errorMs(r, found!.index), r.description).toBeLessThanOrEqual(ms);
}

/** A case of the it.each tests below: the general detector finds this recording's signal within 5 ms. */
function findsWithin5Ms(kind: SignalKind, snrDb: number, seed: number, hall: Hall) {
  expectGeneralWithin(makeRecording({ kind, snrDb, seed, hall }), 5);
}

/** A venue's lesson: 'Startsignaal testen' at `snrDb`, the signal well inside it (the benchmark's lesson seed, venue + 500). */
function lessonAt(kind: SignalKind, snrDb: number, venue: number, hall: Hall): Recording {
  return makeRecording({ kind, snrDb, seed: venue + 500, venue, place: "inside", post: true, hall });
}

/** The venue's signal as 'Startsignaal testen' learns it from its lesson at `snrDb`. */
function learnedAt(kind: SignalKind, snrDb: number, venue: number, hall: Hall): StartSignal {
  const lesson = lessonAt(kind, snrDb, venue, hall);
  return learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!;
}

function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(0.95 * s.length) - 1)]!;
}

/**
 * A tone of `hz` (its frequency swung by `swing` at 5 Hz) at `at` for 400 ms in white noise (quiet unless
 * told), its amplitude rising in a straight line over `riseMs`, 3 s at 48 kHz.
 */
function tone(at: number, { swing = 0, level = 0.3, noise = 0.001, hz = 1000, riseMs = 0, seed: first = 7 } = {}): Float32Array {
  const x = new Float32Array(3 * FS);
  let seed = first;
  let phase = 0;
  for (let i = 0; i < x.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    x[i] = noise * (seed / 1073741824 - 1);
    if (i >= at && i < at + 0.4 * FS) {
      phase += (2 * Math.PI * hz * (1 + swing * Math.sin((2 * Math.PI * 5 * (i - at)) / FS))) / FS;
      x[i]! += level * Math.min(1, (i - at + 1) / Math.max(1, (riseMs / 1000) * FS)) * Math.sin(phase);
    }
  }
  return x;
}

/**
 * A sung vowel at `at` for 350 ms in quiet noise, 3 s at 48 kHz: harmonics of `f0` up to 1.6 kHz, the
 * one nearest the formant (60 Hz wide) 7 times louder, the pitch wobbling ±0.3 % at 11 Hz.
 */
function vowel(at: number, f0: number, formant: number): Float32Array {
  const x = new Float32Array(3 * FS);
  let seed = 5;
  const phases = new Float64Array(20);
  for (let i = 0; i < x.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    x[i] = 0.001 * (seed / 1073741824 - 1);
    if (i < at || i >= at + 0.35 * FS) continue;
    const f = f0 * (1 + 0.003 * Math.sin((2 * Math.PI * 11 * (i - at)) / FS));
    const rise = Math.min(1, (i - at) / (0.01 * FS));
    for (let h = 1; h * f0 < 1600; h++) {
      phases[h]! += (2 * Math.PI * h * f) / FS;
      x[i]! += ((rise * 0.05) / h) * (1 + 6 * Math.exp(-(((h * f0 - formant) / 60) ** 2))) * Math.sin(phases[h]!);
    }
  }
  return x;
}

// Recordings of the tuning seeds the general detector once heard nothing in: a tone 20–40 dB over the
// few bins it lies in, refused for what those bins' noise reached by chance 20–30 ms before it (a few
// bins scatter by 7 dB from frame to frame), or as too quiet against a voice just before; and an
// air horn, whose harmonics are a chord, as too quiet against the low rumble of the hall.
it.each([
  ["beep", 20, 2000, HALLS.other],
  ["whistle", 30, 2006, HALLS.other],
  ["two-tone", 20, 2002, HALLS.other],
  ["beep", 10, 1005, HALLS.test],
  ["air-horn", 10, 1006, HALLS.test],
] as const)("finds the %s at %i dB (seed %i) that the hall's chance scatter once hid, within 5 ms", findsWithin5Ms);

// Electronic warbles of the tuning seeds, swung ±5–25 % a few times a second: wider than a tone's or a
// whistle's bins, and in none of them for long, they were once taken for neither.
it.each([
  [20, 1000, HALLS.test],
  [20, 1010, HALLS.test],
  [20, 2005, HALLS.other],
  [20, 2022, HALLS.other],
] as const)("finds the warbling beep at %i dB (seed %i) within 5 ms", (snrDb, seed, hall) => {
  const r = makeRecording({ kind: "beep", snrDb, seed, hall });
  expect(r.description).toContain("warble");
  expectGeneralWithin(r, 5);
});

// Harmonic sounds of the tuning seeds that fill the whole band (a warbling buzzer, an air horn in a
// ringing hall): once taken for bursts of noise and judged as one, now heard by their harmonics.
it.each([
  ["beep", 30, 1002, HALLS.test],
  ["air-horn", 20, 2007, HALLS.other],
] as const)("finds the %s at %i dB (seed %i) that fills the band with harmonics, within 5 ms", findsWithin5Ms);

// Signals of the tuning seeds that rose 20–45 dB over a murmur already in their bins 20–30 ms before
// (a crowd, a voice's echo): once refused for it, however far they rose over it.
it.each([
  ["beep", 10, 1003, HALLS.test],
  ["beep", 20, 2003, HALLS.other],
  ["two-tone", 30, 2002, HALLS.other],
  ["whistle", 30, 2007, HALLS.other],
] as const)("finds the %s at %i dB (seed %i) that rose far over a murmur, within 5 ms", findsWithin5Ms);

// A horn and a buzzer chord of the tuning seeds that rise over 15 ms and more: not yet surely risen
// where an onset is first looked for, they were once given up as unsure.
it.each([
  ["air-horn", 10, 2007, HALLS.other],
  ["two-tone", 20, 1004, HALLS.test],
] as const)("finds the slowly rising %s at %i dB (seed %i) within 5 ms", findsWithin5Ms);

// A splash 30 dB over the hall whose first 150 ms looked like a burst's; it fades 8 dB over them, as no burst does.
it("takes no loud splash that dies away steadily for a burst of noise", () => {
  const r = makeRecording({ kind: "none", snrDb: 0, seed: 51_174, hall: HALLS.test });
  expect(searchHornOnset(r.samples, r.sampleRate, r.from, r.to).onset).toBeNull();
});

describe("findHornOnset on recordings of pool halls", () => {
  const loud = new Map<SignalKind, Recording[]>();
  const none: Recording[] = [];
  beforeAll(() => {
    for (const kind of SIGNAL_KINDS) {
      loud.set(kind, []);
      for (const snrDb of [20, 30])
        for (const seed of SEEDS) loud.get(kind)!.push(makeRecording({ kind, snrDb, seed, place: "inside", hall: HALLS.test }));
    }
    for (let seed = 1; seed <= 16; seed++) none.push(makeRecording({ kind: "none", snrDb: 0, seed }));
  }, 120_000);

  it.each(SIGNAL_KINDS)("finds a %s's onset within 10 ms p95 where it answers, and answers some", (kind) => {
    const recordings = loud.get(kind)!;
    const errors: number[] = [];
    for (const r of recordings) {
      const found = findHornOnset(r.samples, r.sampleRate, r.from, r.to);
      if (found) errors.push(errorMs(r, found.index));
    }
    // When in doubt it answers nothing, but a detector that never answers is no detector.
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(p95(errors)).toBeLessThanOrEqual(10);
  });

  it("finds no onset in hall noise, crowd, speech and splashes without a start signal", () => {
    const found = none.filter((r) => findHornOnset(r.samples, r.sampleRate, r.from, r.to) !== null);
    expect(found.map((r) => `seed ${r.seed}: ${r.description}`)).toEqual([]);
  });

  it("is never further off than the quickest press where it answers", () => {
    const worse: string[] = [];
    for (const r of [...loud.values()].flat()) {
      const found = findHornOnset(r.samples, r.sampleRate, r.from, r.to);
      if (found && errorMs(r, found.index) >= QUICKEST_PRESS_MS) worse.push(`${r.kind} seed ${r.seed}: ${r.description}`);
    }
    expect(worse).toEqual([]);
  });
});

describe("findHornOnset and searchHornOnset at the edges", () => {
  const from = 1 * FS;
  const to = from + 1.5 * FS;
  const at = from + 0.8 * FS;

  it("finds a clean tone within a millisecond, at the acceptance or above, and leaves the samples as they were", () => {
    const x = tone(at);
    const copy = Float32Array.from(x);
    const found = findHornOnset(x, FS, from, to);
    expect(found).not.toBeNull();
    expect(Math.abs(found!.index - at)).toBeLessThan(FS / 1000);
    expect(found!.confidence).toBeGreaterThanOrEqual(HORN_ACCEPTANCE);
    expect(found!.confidence).toBeLessThanOrEqual(1);
    expect(x).toEqual(copy);
  });

  it("finds a tone swept ±20 % five times a second within a millisecond: its level is steady where it is, not in its first bins", () => {
    for (const hz of [1200, 2000, 3000]) {
      const found = findHornOnset(tone(at, { swing: 0.2, hz, noise: 0.01 }), FS, from, to);
      expect(found, `${hz} Hz`).not.toBeNull();
      expect(Math.abs(found!.index - at), `${hz} Hz`).toBeLessThan(FS / 1000);
    }
  });

  it("places a tone that swells over 10–30 ms where it began, not half its 4 ms averaging late: within 0.75 ms", () => {
    for (const riseMs of [10, 20, 30])
      for (const hz of [700, 1500])
        for (const noise of [0.001, 0.01]) {
          const found = findHornOnset(tone(at, { riseMs, hz, noise }), FS, from, to);
          expect(found, `${riseMs} ms, ${hz} Hz, noise ${noise}`).not.toBeNull();
          expect(Math.abs(found!.index - at) / FS, `${riseMs} ms, ${hz} Hz, noise ${noise}`).toBeLessThanOrEqual(0.00075);
        }
  });

  it("says 'no-signal' in silence and 'unsure' for a sound like a signal that is not clear enough", () => {
    expect(searchHornOnset(new Float32Array(3 * FS), FS, from, to)).toEqual({ onset: null, why: "no-signal" });
    expect(searchHornOnset(tone(at, { level: 0 }), FS, from, to)).toEqual({ onset: null, why: "no-signal" });
    // A tone that barely stands out of a noisier hall: signal-like, not sure.
    expect(searchHornOnset(tone(at, { level: 0.0021, noise: 0.01 }), FS, from, to)).toEqual({ onset: null, why: "unsure" });
    expect(searchHornOnset(tone(at), FS, from, to).onset).not.toBeNull();
  });

  it("takes no low voice's vowel for a tone, its harmonics closer together than the spectrogram's bins", () => {
    for (const f0 of [85, 90, 95])
      for (const formant of [500, 570, 650]) expect(findHornOnset(vowel(FS, f0, formant), FS, 0.5 * FS, 2 * FS)).toBeNull();
  });

  it("answers nothing for bad input: NaN, empty, a short or reversed window, an impossible rate", () => {
    expect(findHornOnset(new Float32Array(3 * FS).fill(NaN), FS, from, to)).toBeNull();
    expect(findHornOnset(new Float32Array(0), FS, 0, 0)).toBeNull();
    expect(findHornOnset(new Float32Array(100), FS, 0, 100)).toBeNull();
    expect(findHornOnset(tone(at), FS, at - 0.02 * FS, at + 0.02 * FS)).toBeNull();
    expect(findHornOnset(tone(at), FS, to, from)).toBeNull();
    expect(findHornOnset(tone(at), NaN, from, to)).toBeNull();
    expect(findHornOnset(tone(at), 0, from, to)).toBeNull();
    expect(findHornOnset(tone(at), 4000, from, to)).toBeNull();
    expect(findHornOnset(tone(at), FS, NaN, to)).toBeNull();
    const x = tone(at);
    for (let i = from; i < from + 4800; i += 7) x[i] = i % 2 ? NaN : Infinity;
    const found = findHornOnset(x, FS, from, to);
    expect(found === null || (Number.isFinite(found.index) && Number.isFinite(found.confidence))).toBe(true);
  });

  it("recognises a signal the quickest press came after in the sound past the press that a Start waits for", () => {
    const start = to - (QUICKEST_PRESS_MS / 1000) * FS;
    const heard = tone(start);
    // Only up to the press: a tone 40 ms long could be anything.
    expect(findHornOnset(heard.subarray(0, to), FS, from, to)).toBeNull();
    const found = findHornOnset(heard.subarray(0, to + (AFTER_PRESS_MS / 1000) * FS), FS, from, to);
    expect(Math.abs(found!.index - start)).toBeLessThan(FS / 1000);
  });

  it("takes a single report, but not two as strong within a third of a second (a splash's impacts)", () => {
    const reports = (...ats: number[]) => {
      const x = tone(0, { level: 0 });
      let seed = 5;
      for (const start of ats)
        for (let i = 0; i < 0.1 * FS; i++) {
          seed = (seed * 1103515245 + 12345) % 2147483648;
          x[start + i]! += 0.3 * Math.exp(-i / (0.004 * FS)) * (seed / 1073741824 - 1);
        }
      return x;
    };
    expect(Math.abs(findHornOnset(reports(at), FS, from, to)!.index - at)).toBeLessThan(FS / 1000);
    expect(findHornOnset(reports(at, at + 0.2 * FS), FS, from, to)).toBeNull();
  });

  it("answers nothing when the signal began before `from` or begins after `to`", () => {
    expect(findHornOnset(tone(at), FS, at + 0.05 * FS, at + 1.5 * FS)).toBeNull();
    expect(findHornOnset(tone(at), FS, at - 1.5 * FS, at - 0.05 * FS)).toBeNull();
  });
});

describe("learnStartSignal and the learned signal", () => {
  // One venue per kind of electronic or mechanical signal: learned once, then found in other starts.
  const VENUES: [SignalKind, number][] = [
    ["two-tone", 13],
    ["clapper", 11],
    ["noise-burst", 13],
  ];

  it("learns a signal the room accepts, small enough to keep", () => {
    const lesson = makeRecording({ kind: "beep", snrDb: 20, seed: 500, venue: 11, place: "inside", post: true });
    const learned = learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length);
    expect(learned).not.toBeNull();
    expect(v.safeParse(startSignalSchema, learned).success).toBe(true);
    expect(learned!.template.length).toBeLessThan(12_000);
  });

  // Within 6 ms: a two-tone at 0 dB in a crowd, once not found at all, rises where its onset is
  // placed 5.7 ms late (its components' rise, at 0 dB, a few milliseconds into the sound).
  it.each(VENUES)("finds the venue's %s at 0 dB within 6 ms, and never in another signal, speech or the hall", (kind, venue) => {
    const lesson = makeRecording({ kind, snrDb: 20, seed: 500, venue, place: "inside", post: true, hall: HALLS.test });
    const learned = learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!;
    expect(learned).not.toBeNull();
    const errors: number[] = [];
    for (const seed of [601, 602, 603]) {
      const r = makeRecording({ kind, snrDb: 0, seed, venue, place: "inside", hall: HALLS.test });
      const found = findHornOnset(r.samples, r.sampleRate, r.from, r.to, learned);
      if (found) errors.push(errorMs(r, found.index));
    }
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...errors)).toBeLessThanOrEqual(6);
    const others = [
      makeRecording({ kind: "none", snrDb: 0, seed: 700 }),
      makeRecording({ kind: "none", snrDb: 0, seed: 701 }),
      ...SIGNAL_KINDS.filter((k) => k !== kind).map((k) => makeRecording({ kind: k, snrDb: 20, seed: 710, place: "inside" })),
    ];
    const fired = others.filter((r) => findHornOnset(r.samples, r.sampleRate, r.from, r.to, learned) !== null);
    expect(fired.map((r) => r.description)).toEqual([]);
  });

  // Lessons with splashes or 'Take your marks' as loud as the signal, or louder, that once learned the wrong sound.
  it.each([
    ["pistol", 25],
    ["two-tone", 17],
    ["beep", 15],
  ] as const)("learns a %s among splashes and a voice, then finds its own lesson's start within 2 ms", (kind, venue) => {
    const lesson = makeRecording({ kind, snrDb: 12, seed: venue + 500, venue, place: "inside", post: true, hall: HALLS.test });
    const learned = learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!;
    expect(learned).not.toBeNull();
    // The sound taken for the signal (a louder voice is kept beside it, and its own lesson holds that voice too).
    const found = findHornOnset(lesson.samples, lesson.sampleRate, 0, lesson.samples.length, { ...learned, alternatives: [] });
    expect(errorMs(lesson, found!.index)).toBeLessThanOrEqual(2);
  });

  // Lessons whose onset the general detector did not fit, once placed 5–15 ms off by their amplitude.
  it.each([
    ["noise-burst", 17, 12],
    ["noise-burst", 25, 20],
    ["clapper", 13, 12],
  ] as const)("places a %s lesson where its sound rises, then finds its own lesson's start within 1.5 ms", (kind, venue, snrDb) => {
    const lesson = makeRecording({ kind, snrDb, seed: venue + 500, venue, place: "inside", post: true, hall: HALLS.test });
    const learned = learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!;
    expect(learned).not.toBeNull();
    const found = findHornOnset(lesson.samples, lesson.sampleRate, 0, lesson.samples.length, learned);
    expect(errorMs(lesson, found!.index)).toBeLessThanOrEqual(1.5);
  });

  it("keeps both of two splashes as loud when neither is a start signal, and finds neither in the hall or a splash", () => {
    const x = new Float32Array(3 * FS);
    // mulberry32: a linear congruential generator's samples line up, and one splash would match another.
    let seed = 3;
    const white = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let z = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      z ^= z + Math.imul(z ^ (z >>> 7), 61 | z);
      return ((z ^ (z >>> 14)) >>> 0) / 2147483648 - 1;
    };
    const hall = () => {
      const y = new Float32Array(3 * FS);
      for (let i = 0; i < y.length; i++) y[i] = 0.001 * white();
      return y;
    };
    // A splash swells over 20 ms and dies away: no start signal's shape.
    const splash = (y: Float32Array, at: number) => {
      for (let i = 0; i < 0.3 * FS; i++) y[at + i]! += 0.2 * Math.min(1, i / (0.02 * FS)) * Math.exp(-i / (0.08 * FS)) * white();
    };
    x.set(hall());
    splash(x, FS);
    splash(x, 2 * FS);
    expect(findHornOnset(x, FS, 0, x.length)).toBeNull();
    const learned = learnStartSignal(x, FS, 0, x.length)!;
    expect(learned.alternatives).toHaveLength(1);
    const later = hall();
    expect(findHornOnset(later, FS, 0.5 * FS, 2 * FS, learned)).toBeNull();
    splash(later, 1.2 * FS);
    expect(findHornOnset(later, FS, 0.5 * FS, 2 * FS, learned)).toBeNull();
  });

  // Lessons the general detector heard nothing in, a splash or a voice as loud as the signal: once
  // learned from nothing; now the signal is whichever of them the starts bring again.
  it.each([
    ["pistol", 38],
    ["noise-burst", 50],
    ["clapper", 57],
  ] as const)("keeps a %s and a sound as loud from its lesson, then finds the venue's starts at 10 dB within 2 ms", (kind, venue) => {
    const lesson = makeRecording({ kind, snrDb: 12, seed: venue + 500, venue, place: "inside", post: true, hall: HALLS.test });
    const learned = learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!;
    expect(learned.alternatives?.length).toBeGreaterThanOrEqual(1);
    expect(v.safeParse(startSignalSchema, learned).success).toBe(true);
    for (const seed of [601, 602, 603]) {
      const r = makeRecording({ kind, snrDb: 10, seed, venue, place: "inside", hall: HALLS.test });
      expect(errorMs(r, findHornOnset(r.samples, r.sampleRate, r.from, r.to, learned)!.index)).toBeLessThanOrEqual(2);
    }
  });

  // A lesson whose clapper came 50 ms after a splash 10 dB weaker was learned from the splash: every
  // start was then found 53 ms early.
  it("learns a clapper from its report where a splash came just before it, then finds the venue's starts within 2.5 ms", () => {
    const venue = 91_001;
    const lesson = makeRecording({ kind: "clapper", snrDb: 17.4, seed: venue + 500, venue, place: "inside", post: true, hall: HALLS.test });
    const learned = learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!;
    for (const snrDb of [5, 20, 30]) {
      const r = makeRecording({ kind: "clapper", snrDb, seed: venue + 1_000 + snrDb, venue, hall: HALLS.test });
      expect(errorMs(r, findHornOnset(r.samples, r.sampleRate, r.from, r.to, learned)!.index)).toBeLessThanOrEqual(2.5);
    }
  });

  /**
   * A venue's lesson at `snrDb`, learned, and its starts at `levels` (dB) that lie in the window searched,
   * as the benchmark makes them (`second`: its second start of each level).
   */
  function venueStarts(kind: SignalKind, venue: number, hall: Hall, snrDb: number, levels: number[], second = false) {
    const lesson = makeRecording({ kind, snrDb, seed: venue + 500, venue, place: "inside", post: true, hall });
    const learned = learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!;
    const starts = levels
      .map((level) => makeRecording({ kind, snrDb: level, seed: venue + 1_000 + (second ? 10 : 0) + level, venue, hall }))
      .filter((r) => r.place === "inside");
    return { learned, starts };
  }

  function expectFoundWithin(starts: Recording[], learned: StartSignal, ms = 2) {
    for (const r of starts) {
      const onset = findHornOnset(r.samples, r.sampleRate, r.from, r.to, learned);
      expect(onset, r.description).not.toBeNull();
      expect(errorMs(r, onset!.index), r.description).toBeLessThanOrEqual(ms);
    }
  }

  /** Both starts a venue has at one level (its two seeds there), each found within `ms`. */
  function expectBothStartsFound(kind: SignalKind, venue: number, hall: Hall, snrDb: number, level: number, ms = 2) {
    for (const second of [false, true]) {
      const { learned, starts } = venueStarts(kind, venue, hall, snrDb, [level], second);
      expect(starts.length).toBe(1);
      expectFoundWithin(starts, learned, ms);
    }
  }

  // A lesson whose clapper rose 10 dB only in its own octave band, in a crowd that fills the emphasised
  // whole: once learned from a splash alone, and no start of the venue was found. Now kept beside it
  // (a spare, nothing to warn of), and the starts in the window searched bring it again.
  it("keeps a clapper that rose only in its own band, then finds the venue's starts within 2 ms", () => {
    const { learned, starts } = venueStarts("clapper", 91_003, HALLS.test, 13.3, [5, 10, 20, 30]);
    expect(learned.alternatives?.some((a) => a.spare)).toBe(true);
    expect(v.safeParse(startSignalSchema, learned).success).toBe(true);
    expect(starts.length).toBeGreaterThanOrEqual(3);
    expectFoundWithin(starts, learned);
  });

  // A lesson whose two-tone began 140 ms after a splash, while the general detector was sure of a
  // sound a second later: a spare was kept only 150 ms from every sound kept, and no start was found.
  // After a sound not held (a splash), one may come 30 ms on; after a held one, that is the same sound.
  it("keeps a two-tone that began just after a splash as a spare, then finds the venue's starts within 2 ms", () => {
    const { learned, starts } = venueStarts("two-tone", 92_003, HALLS.other, 15.0886, [5, 10, 30]);
    expect(learned.alternatives?.filter((a) => a.spare).length).toBeGreaterThanOrEqual(2);
    expect(starts.length).toBeGreaterThanOrEqual(2);
    expectFoundWithin(starts, learned);
  });

  // A pink noise burst over a hall of splashes rose 8–9 dB in two octave bands at once and 10 dB in
  // none: the lesson kept only a voice and a splash, and no start of the venue was found.
  it("keeps a noise burst that rose 8 dB in two bands at once, then finds the venue's starts within 3 ms", () => {
    const { learned, starts } = venueStarts("noise-burst", 91_001, HALLS.test, 19.937770371325314, [5, 10, 20, 30], true);
    expect(starts.length).toBeGreaterThanOrEqual(3);
    expectFoundWithin(starts, learned, 3);
  });

  // A spare is kept in case the lesson took the wrong sound. Where the sound taken for the signal is
  // found, a spare that also matched (louder, earlier) does not count: that is another sound.
  it("takes a spare's answer only where the lesson's own sounds found nothing", () => {
    const beep = venueStarts("beep", 91_003, HALLS.test, 13.346818732097745, [20]);
    const pistol = venueStarts("pistol", 92_000, HALLS.other, 21.8, [30]);
    const { lead, template, threshold } = pistol.learned;
    const withSpare: StartSignal = { ...beep.learned, alternatives: [{ lead, template, threshold, spare: true }] };
    const start = beep.starts[0]!;
    const shot = pistol.starts[0]!;
    // The pistol's start mixed into the beep's, its report 300 ms before the beep.
    const mixed = Float32Array.from(start.samples);
    const shift = shot.onset! - (start.onset! - Math.round(0.3 * FS));
    for (let i = 0; i < mixed.length; i++) mixed[i]! += shot.samples[i + shift] ?? 0;
    expect(findHornOnset(shot.samples, FS, shot.from, shot.to, withSpare)).not.toBeNull();
    const found = findHornOnset(mixed, FS, start.from, start.to, withSpare);
    expect(errorMs(start, found!.index)).toBeLessThanOrEqual(2);
  });

  // A two-tone's first tone is a pure 2.4 kHz sine: once taken for a whistle, whose first milliseconds
  // must match as well as its body (a steady tone near a whistle's pitch matches by chance). Over a
  // crowd at 10 dB they matched 0.5, and the start, where the tone clearly rose, was 'te onzeker'.
  it("finds a steady high tone where it rose, though its first milliseconds match less than a whistle's must", () => {
    expectBothStartsFound("two-tone", 91_000, HALLS.test, 26.011165189556777, 10);
  });

  // A lesson where the general detector heard a warbling beep only 125 ms in (its warble's jump taken
  // for a report), where nothing rose: learned from there, and no start of the venue was found. Heard
  // inside a sound that rose and held since, the signal began where that sound rose.
  it("learns a warbling beep from where it rose, not where the detector heard it later in its sound", () => {
    const { learned, starts } = venueStarts("beep", 92_003, HALLS.other, 15.088601047173142, [5, 10, 20]);
    expect(starts.length).toBeGreaterThanOrEqual(2);
    expectFoundWithin(starts, learned);
  });

  // A lesson that took a splash 40 ms before its clapper for the clapper's start, the clapper barely
  // louder: every start was found 40 ms early, where the template's splash part fell on the hall. The
  // start is where the template's loud part jumps in over the hall alone.
  it("finds a clapper where it jumps in, though the lesson took the splash before it for its start", () => {
    const { learned, starts } = venueStarts("clapper", 92_004, HALLS.other, 11.342313094064593, [5, 10, 30], true);
    expect(starts.length).toBe(3);
    expectFoundWithin(starts, learned);
  });

  // A lesson where the general detector was sure of another sound (a voice) and did not hear the
  // warbling beep at all: once learned from that sound only, and no start of the venue was found.
  it("keeps a beep that rose louder than the sound the detector was sure of, then finds the venue's starts within 2 ms", () => {
    const venue = 92_002;
    const lesson = makeRecording({ kind: "beep", snrDb: 24.8, seed: venue + 500, venue, place: "inside", post: true, hall: HALLS.other });
    const learned = learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!;
    expect(learned.alternatives?.length).toBeGreaterThanOrEqual(1);
    for (const snrDb of [5, 20, 30]) {
      const r = makeRecording({ kind: "beep", snrDb, seed: venue + 1_000 + snrDb, venue, hall: HALLS.other });
      const found = findHornOnset(r.samples, r.sampleRate, r.from, r.to, learned);
      expect(found).not.toBeNull();
      expect(errorMs(r, found!.index)).toBeLessThanOrEqual(2);
    }
  });

  // A steady beep the hall's modes ring 10 dB louder 60 ms on than its direct sound: taken for a far
  // sound building up, the general detector heard nothing, and the lesson learned from 60 ms in.
  it("learns a steady beep the hall rings louder after it began from where it began, then finds the venue's starts within 2 ms", () => {
    const venue = 91_002;
    const lesson = makeRecording({ kind: "beep", snrDb: 24.8, seed: venue + 500, venue, place: "inside", post: true, hall: HALLS.test });
    expect(errorMs(lesson, findHornOnset(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!.index)).toBeLessThanOrEqual(2);
    const learned = learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!;
    for (const snrDb of [5, 20, 30]) {
      const r = makeRecording({ kind: "beep", snrDb, seed: venue + 1_000 + snrDb, venue, hall: HALLS.test });
      expect(errorMs(r, findHornOnset(r.samples, r.sampleRate, r.from, r.to, learned)!.index)).toBeLessThanOrEqual(2);
    }
  });

  // A steady tone whose echo builds up for tens of milliseconds matches its template best once it
  // holds: at 0 dB the best match was 60 ms in, no rise stood out within a lead of it, and the start
  // was placed there. The rise is looked for further back.
  it("finds a steady tone where it rose, though it matches best once the echo has built it up", () => {
    const { learned, starts } = venueStarts("beep", 91_002, HALLS.test, 23.78706194460392, [0, 5, 20, 30]);
    expect(starts.length).toBe(4);
    expectFoundWithin(starts, learned);
  });

  // An air horn in a hall whose echo is 10 dB over its direct sound first matches its template 100 ms
  // in, its first milliseconds masked at 5 dB: 'te onzeker'. Where it rose further back and held
  // since (no splash, then the hall), that is its onset.
  it("finds a slow air horn where it rose and held since, though it matches only once its echo has built up", () => {
    const { learned, starts } = venueStarts("air-horn", 92_001, HALLS.other, 24.135652352124453, [5]);
    expect(starts.length).toBe(1);
    expectFoundWithin(starts, learned, 5);
  });

  // A whistle at 0 dB in a crowd: over the whole hall its template matched too little at any pitch
  // ('te onzeker'); read in the band around its pitch, where the crowd is a small part, it stands out.
  it("finds a whistle at 0 dB in a crowd by matching it in the band around its pitch, within 2 ms", () => {
    expectBothStartsFound("whistle", 92_003, HALLS.other, 15.088601047173142, 0);
  });

  // An alternating two-tone in a hall that rings 2.5 s grows louder as it goes on: at 5 dB its third
  // tone matched better than its first, and the start was taken 468 ms late (an armed heat would have
  // started then). The sound held from its first match on: that is where it began.
  it("finds an alternating two-tone at its first tone, though a later one matches better as the hall rings up", () => {
    const { learned, starts } = venueStarts("two-tone", 91_000, HALLS.test, 26.011165189556777, [5], true);
    expect(starts.length).toBe(1);
    expectFoundWithin(starts, learned);
  });

  // At 0 dB a tone stands over the whole hall in only some of its blocks, far over it in its own band:
  // judged over the whole band, the sound had not held since its first tone, and the start was found
  // at a later tone half a second on.
  it("finds an alternating two-tone at 0 dB at its first tone, held since in its own band though not over the whole hall", () => {
    const { learned, starts } = venueStarts("two-tone", 91_000, HALLS.test, 26.011165189556777, [0], true);
    expect(starts.length).toBe(1);
    expectFoundWithin(starts, learned);
  });

  // A pistol's report holds its fine structure up to 8 kHz: where the desk cut the sound into the
  // matched filter's samples a third or two thirds of a sample off from the lesson's cut, it matched
  // too little at 0 and 5 dB ('te onzeker'). Cut at the other offsets too, it matches as in the lesson.
  it("finds a pistol at 0 and 5 dB though its sound was cut into samples at another offset than its lesson, within 2 ms", () => {
    const { learned, starts } = venueStarts("pistol", 91_004, HALLS.test, 15.623461352661252, [0, 5]);
    expect(starts.length).toBe(2);
    expectFoundWithin(starts, learned);
  });

  // A two-tone that began in the loud tail of a splash, the tail as loud as the tone over the whole
  // sound: nothing rose there, so its match was refused ('te onzeker') at 20 dB. In the tone's own
  // band the splash is a small part, and the tone rises.
  it("finds a two-tone that began in a splash's loud tail where it rises in its own band, within 2 ms", () => {
    const { learned, starts } = venueStarts("two-tone", 92_003, HALLS.other, 15.088601047173142, [20]);
    expect(starts.length).toBe(1);
    expectFoundWithin(starts, learned);
  });

  // A short low beep at 5 dB in a crowd, and in pink noise with splashes: its rise over the crowd or
  // the noise of the whole band was too small ('te onzeker', 'geen startsignaal'), not in its own.
  it("finds a short beep at 5 dB in a crowd or in noise and splashes where its own band rises, within 3 ms", () => {
    expectBothStartsFound("beep", 91_004, HALLS.test, 15.623461352661252, 5, 3);
  });

  // A two-tone whose second tone rose more than its first was once learned from its second: every
  // start was then found a tone late, or not at all.
  it("learns a two-tone from its first tone where the sound has held since, not where it rose most", () => {
    const lesson = makeRecording({
      kind: "two-tone",
      snrDb: 30,
      seed: 92_503,
      venue: 92_003,
      place: "inside",
      post: true,
      hall: HALLS.other,
    });
    const learned = learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!;
    const found = findHornOnset(lesson.samples, lesson.sampleRate, 0, lesson.samples.length, learned);
    expect(errorMs(lesson, found!.index)).toBeLessThanOrEqual(2);
  });

  // Each of these lessons once took its signal from a sound the hall still rang with when the signal came
  // (330–570 ms before it) and found its own signal that much early.
  it("learns a held signal from where it rose, not from a sound before it the hall rang with until then, within 3.5 ms", () => {
    for (const [kind, venue, snrDb, seed, hall] of [
      ["two-tone", 91_002, 20, 91_502, HALLS.test],
      ["beep", 91_013, 20, 91_533, HALLS.test],
      ["beep", 92_006, 20, 92_526, HALLS.other],
    ] as const) {
      const lesson = makeRecording({ kind, snrDb, seed, venue, place: "inside", post: true, hall });
      const learned = learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!;
      const found = findHornOnset(lesson.samples, lesson.sampleRate, 0, lesson.samples.length, { ...learned, alternatives: undefined });
      expect(errorMs(lesson, found!.index)).toBeLessThanOrEqual(3.5);
    }
  });

  it("says it kept other sounds only for another sound as loud, not for spares or a sound kept as the same signal", () => {
    const learned = learnedAt("two-tone", 20, 91_002, HALLS.test);
    const sound = { lead: learned.lead, template: learned.template, threshold: learned.threshold };
    expect(keptOtherSounds({ ...learned, alternatives: [{ ...sound, spare: true }] })).toBe(false);
    // Lessons learned before the same sound was no longer kept carry it still.
    expect(keptOtherSounds({ ...learned, alternatives: [{ ...sound, same_sound: true }] })).toBe(false);
    expect(keptOtherSounds({ ...learned, alternatives: [sound] })).toBe(true);
  });

  it("learns nothing from silence or bad input, and a broken template finds nothing", () => {
    expect(learnStartSignal(new Float32Array(3 * FS), FS, 0, 3 * FS)).toBeNull();
    expect(learnStartSignal(new Float32Array(3 * FS).fill(NaN), FS, 0, 3 * FS)).toBeNull();
    expect(learnStartSignal(new Float32Array(0), FS, 0, 0)).toBeNull();
    expect(learnStartSignal(tone(FS), NaN, 0, 3 * FS)).toBeNull();
    expect(learnStartSignal(tone(FS), 1000, 0, 3 * FS)).toBeNull();
    const learned = learnStartSignal(tone(FS), FS, 0, 3 * FS)!;
    expect(learned).not.toBeNull();
    // Where a tone stops, its click splatters into the bands it left quiet: no sound begins there to keep.
    expect(learned.alternatives).toBeUndefined();
    expect(searchHornOnset(tone(FS), FS, 0.5 * FS, 2 * FS, { ...learned, template: "AAAA" })).toEqual({ onset: null, why: "no-signal" });
    expect(findHornOnset(tone(FS), FS, 0.5 * FS, 2 * FS, learned)?.index).toBeCloseTo(FS, -2);
  });

  it("learns no sound from the recording's first 0.2 s, but the signal sounded after it, though softer", () => {
    const early = tone(0.08 * FS, { hz: 2000, level: 0.6 });
    const signal = tone(1.2 * FS, { hz: 1000, level: 0.2, seed: 8 });
    const lesson = early.map((v, i) => v + signal[i]!);
    const learned = learnStartSignal(lesson, FS, 0, lesson.length)!;
    expect(findHornOnset(tone(1.5 * FS, { hz: 1000, level: 0.2, seed: 9 }), FS, 0.6 * FS, 2.1 * FS, learned)?.index).toBeCloseTo(
      1.5 * FS,
      -2,
    );
    expect(findHornOnset(tone(1.5 * FS, { hz: 2000, level: 0.6, seed: 9 }), FS, 0.6 * FS, 2.1 * FS, learned)).toBeNull();
  });

  it("places a learned tone in noise as loud as it by where the tone rises, its first milliseconds masked", () => {
    const learned = learnStartSignal(tone(FS), FS, 0, 3 * FS)!;
    expect(learned).not.toBeNull();
    // Noise of 0.2 and 0.37 peak: about 2.5 dB under the tone and as loud as it, over the whole band.
    for (const noise of [0.2, 0.37])
      for (const seed of [3, 9, 11]) {
        const at = FS + 1234 * seed;
        const found = findHornOnset(tone(at, { noise, seed }), FS, 0.5 * FS, 2.2 * FS, learned);
        expect(Math.abs(found!.index - at)).toBeLessThan(48);
      }
  });

  it("takes a whistle blown a few per cent higher, and says 'unsure' for another sound that rose", () => {
    const at = FS;
    // A whistle's pitch swings (here ±3 %); a steady tone's does not, and is no whistle.
    const swing = 0.03;
    const learned = learnStartSignal(tone(at, { hz: 2500, swing }), FS, 0, 3 * FS)!;
    expect(learned).not.toBeNull();
    // A whistle blown 3 % higher is the same signal, found where it began.
    for (const hz of [2425, 2575])
      expect(Math.abs(findHornOnset(tone(at, { hz, swing }), FS, 0.5 * FS, 2 * FS, learned)!.index - at)).toBeLessThan(48);
    // A whistle 30 % higher rose clearly, but it is not the venue's signal.
    expect(searchHornOnset(tone(at, { hz: 3250, swing }), FS, 0.5 * FS, 2 * FS, learned)).toEqual({ onset: null, why: "unsure" });
    expect(searchHornOnset(new Float32Array(3 * FS), FS, 0.5 * FS, 2 * FS, learned)).toEqual({ onset: null, why: "no-signal" });
  });

  // A whistle whose warble swings wider than the spectrogram's bins, which the general detector hears nothing in.
  it("finds a venue's whistle the general detector does not hear where the power of its band rises, within 2 ms", () => {
    const lesson = makeRecording({ kind: "whistle", snrDb: 20, seed: 543, venue: 43, place: "inside", post: true, hall: HALLS.test });
    const learned = learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!;
    for (const seed of [601, 602]) {
      const r = makeRecording({ kind: "whistle", snrDb: 15, seed, venue: 43, place: "inside", hall: HALLS.test });
      expect(searchHornOnset(r.samples, r.sampleRate, r.from, r.to).onset).toBeNull();
      expect(errorMs(r, findHornOnset(r.samples, r.sampleRate, r.from, r.to, learned)!.index)).toBeLessThanOrEqual(2);
    }
  });

  it("takes a warbling whistle blown further off its pitch than the matched filter follows, but no steady tone there", () => {
    const at = FS;
    const learned = learnStartSignal(tone(at, { hz: 2500, swing: 0.03 }), FS, 0, 3 * FS)!;
    expect(learned).not.toBeNull();
    // 6 % higher: the general detector's whistle at about the learned pitch.
    const found = findHornOnset(tone(at, { hz: 2650, swing: 0.03 }), FS, 0.5 * FS, 2 * FS, learned);
    expect(Math.abs(found!.index - at)).toBeLessThan(240);
    expect(findHornOnset(tone(at, { hz: 2650 }), FS, 0.5 * FS, 2 * FS, learned)).toBeNull();
    expect(findHornOnset(tone(at, { hz: 3000, swing: 0.03 }), FS, 0.5 * FS, 2 * FS, learned)).toBeNull();
  });

  it("finds the venue's whistle as the sounds before it die away: it rose in its own band, within 5 ms", () => {
    const learned = learnedAt("whistle", 24, 91_002, HALLS.test);
    // Splashes and speech before it: over the whole band, less sounds in the 100 ms after its onset than before.
    const r = makeRecording({ kind: "whistle", snrDb: 20, seed: 92_022, venue: 91_002, hall: HALLS.test });
    expect(r.description).toMatch(/ventilation noise\+splashes, .*, 8 splashes$/);
    expect(errorMs(r, findHornOnset(r.samples, r.sampleRate, r.from, r.to, learned)!.index)).toBeLessThanOrEqual(5);
  });

  // In a quiet hall the starter's 'Take your marks' before the signal is the only other sound that
  // rose: a spare of it would be looked for wherever the signal is not, and start a heat on the voice.
  it.each([
    ["two-tone", 41],
    ["two-tone", 49],
    ["air-horn", 48],
    ["beep", 42],
  ] as const)(
    "keeps no spare of the starter's voice in a lesson (%s, venue %s): where the voice spoke, it finds nothing",
    (kind, venue) => {
      const lesson = lessonAt(kind, 20, venue, HALLS.test);
      const learned = learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length)!;
      const spoke = /, speech -?\d+ dB at (-?[\d.]+) s/.exec(lesson.description);
      expect(spoke, lesson.description).not.toBeNull();
      const from = Math.max(0, Math.round(lesson.from + Number(spoke![1]) * lesson.sampleRate));
      expect(searchHornOnset(lesson.samples, lesson.sampleRate, from, lesson.onset! - 0.2 * lesson.sampleRate, learned).onset).toBeNull();
      expect(errorMs(lesson, findHornOnset(lesson.samples, lesson.sampleRate, lesson.from, lesson.to, learned)!.index)).toBeLessThanOrEqual(
        5,
      );
    },
  );

  // Beeps of the benchmark's other signals, each lesson learned at two levels. A 760 Hz square wave
  // warbling: its third harmonic, 2280 Hz, lies 2–7 % under the whistle's pitch, but most of what rose
  // is the fundamental under it (at 17 dB the general detector's whistle hears it, at 17.5 dB the
  // matched filter read in the band around the pitch). A steady buzzer at the whistle's own pitch
  // matches a part of the whistle, but holds its pitch.
  it.each([
    [17, 92_002, "warble square 760 Hz"],
    [17.5, 92_002, "warble square 760 Hz"],
    [28.4, 92_006, "steady buzzer 2108 Hz"],
    [29, 92_006, "steady buzzer 2108 Hz"],
  ])("takes no beep for the venue's whistle though it sounds at its pitch (lesson at %s dB, venue %s: %s)", (lessonDb, venue, beepIs) => {
    const learned = learnedAt("whistle", lessonDb, venue, HALLS.other);
    const beep = makeRecording({ kind: "beep", snrDb: 20, seed: venue + 4_000, hall: HALLS.other });
    expect(beep.description).toMatch(new RegExp(`^beep ${beepIs}`));
    expectGeneralWithin(beep, 1);
    expect(searchHornOnset(beep.samples, beep.sampleRate, beep.from, beep.to, learned)).toEqual({ onset: null, why: "unsure" });
    const whistle = makeRecording({ kind: "whistle", snrDb: 20, seed: venue + 1_020, venue, hall: HALLS.other });
    expect(
      errorMs(whistle, findHornOnset(whistle.samples, whistle.sampleRate, whistle.from, whistle.to, learned)!.index),
    ).toBeLessThanOrEqual(5);
  });
});
