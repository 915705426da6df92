// Synthetic pool-hall recordings for the start-signal detector (DESIGN 6b and 11), the truth known to
// the sample. Deterministic by seed: the tests and the benchmark draw from the same generator with
// different seeds, and the benchmark also with other ranges (HALLS.other), so the detector is never
// judged on the recordings it was tuned on; a third hall (HALLS.held) is only ever reported on.
//
// A venue sounds one signal all day: `venue` draws the signal from its own seed, so several
// recordings (new hall noise, level, reverb, speech) carry the same device's signal; a whistle blown
// by a person then differs in pitch by up to 3 % from one start to the next, and the hall's echo a little.
//
// A recording is what the AudioWorklet's ring buffer holds when a Start searches: some history, the
// 1.5 s window [from, to) before the press the onset is searched in, and the 0.3 s after it that a
// Start waits for (hornStart.ts, AFTER_PRESS_MS); `post: false` makes one cut short at the press. Into a hall's
// background (pink, brown, white or ventilation noise, crowd babble, splashes) come, as point
// sources through the same hall (early reflections and a feedback-delay reverb of RT60 seconds):
// the starter's 'Take your marks' (a voiced talker with formants and syllables), a referee's whistle
// far off, and the start signal. The onset is the first sample of the signal's direct sound.
import { seededRandom } from "../bench/clock-sync-sim";
import { AFTER_PRESS_MS } from "../../src/client/live/start-signal/hornStart";

export const SIGNAL_KINDS = ["beep", "two-tone", "air-horn", "whistle", "pistol", "clapper", "noise-burst"] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];
export type RecordingKind = SignalKind | "none";

/** Where the onset lies against the window: inside it, or at or past one of its edges. */
export type OnsetPlace = "inside" | "before" | "at-start" | "at-end" | "after";

type Range = readonly [number, number];

/** The ranges every random parameter is drawn from. */
export interface Hall {
  /** Background level, dBFS (RMS). */
  levelDb: Range;
  rt60: Range;
  /** Direct-to-reverberant ratio of the start signal, dB. */
  drrDb: Range;
  noises: readonly Noise[];
  beepHz: Range;
  beepMs: Range;
  /** Each tone of an alternating two-tone signal, ms. */
  segmentMs: Range;
  hornF0: Range;
  hornMs: Range;
  whistleHz: Range;
  whistleMs: Range;
  /** Pistol's decay time constant, ms. */
  pistolTauMs: Range;
  /** A wooden clapper's rise and decay, ms. */
  clapRiseMs: Range;
  clapTauMs: Range;
  /** A noise burst's rise and length, ms. */
  burstRiseMs: Range;
  burstMs: Range;
  /** 'Take your marks' against the background, dB. */
  speechDb: Range;
  /** Talker's fundamental, Hz. */
  speechF0: Range;
  /** Splashes per second in a hall with splashes. */
  splashRate: Range;
  /** A splash against the background, dB. */
  splashDb: Range;
  /** Share of recordings with samples after `to`: all, since a Start waits for them (AFTER_PRESS_MS). */
  postShare: number;
}

export type Noise = "pink" | "brown" | "white" | "ventilation";

export const HALLS: Record<"test" | "other" | "held", Hall> = {
  test: {
    levelDb: [-50, -32],
    rt60: [2, 3],
    drrDb: [-10, 6],
    noises: ["pink", "brown", "ventilation"],
    beepHz: [800, 3000],
    beepMs: [100, 800],
    segmentMs: [100, 250],
    hornF0: [300, 600],
    hornMs: [250, 1200],
    whistleHz: [2000, 4000],
    whistleMs: [200, 900],
    pistolTauMs: [2, 15],
    clapRiseMs: [0.5, 2.5],
    clapTauMs: [6, 25],
    burstRiseMs: [1, 8],
    burstMs: [150, 700],
    speechDb: [0, 20],
    speechF0: [85, 260],
    splashRate: [0.5, 3],
    splashDb: [-6, 12],
    postShare: 1,
  },
  // Wider and shifted, for the benchmark only: drier and wetter halls, other colours and levels,
  // other frequencies and lengths, a louder starter and more splashes.
  other: {
    levelDb: [-56, -26],
    rt60: [1.2, 3.5],
    drrDb: [-12, 8],
    noises: ["pink", "brown", "white", "ventilation"],
    beepHz: [650, 3600],
    beepMs: [100, 1000],
    segmentMs: [80, 300],
    hornF0: [280, 650],
    hornMs: [200, 1500],
    whistleHz: [1800, 4400],
    whistleMs: [150, 1200],
    pistolTauMs: [1, 25],
    clapRiseMs: [0.3, 3],
    clapTauMs: [4, 35],
    burstRiseMs: [0.5, 10],
    burstMs: [120, 900],
    speechDb: [-3, 24],
    speechF0: [80, 280],
    splashRate: [0.3, 4],
    splashDb: [-8, 15],
    postShare: 1,
  },
  // Never tuned on, for the benchmark's report only: other rooms, other devices.
  held: {
    levelDb: [-60, -24],
    rt60: [0.9, 4],
    drrDb: [-12, 10],
    noises: ["pink", "brown", "white", "ventilation"],
    beepHz: [500, 4000],
    beepMs: [120, 1200],
    segmentMs: [90, 400],
    hornF0: [250, 700],
    hornMs: [300, 1600],
    whistleHz: [1700, 4600],
    whistleMs: [200, 1400],
    pistolTauMs: [1.5, 30],
    clapRiseMs: [0.4, 3.5],
    clapTauMs: [5, 40],
    burstRiseMs: [0.5, 12],
    burstMs: [100, 1000],
    speechDb: [-2, 22],
    speechF0: [80, 300],
    splashRate: [0.3, 5],
    splashDb: [-8, 14],
    postShare: 1,
  },
};

export interface Recording {
  samples: Float32Array;
  sampleRate: number;
  from: number;
  to: number;
  /** First sample of the signal's direct sound; null without a signal. */
  onset: number | null;
  place: OnsetPlace | null;
  kind: RecordingKind;
  snrDb: number;
  seed: number;
  /** What was drawn, for a failing test's message. */
  description: string;
}

export interface RecordingOptions {
  kind: RecordingKind;
  /** The signal's direct sound against the background (RMS over its first 0.5 s, a pistol's first 50 ms). */
  snrDb: number;
  seed: number;
  sampleRate?: number;
  hall?: Hall;
  /** Force where the onset lies; drawn otherwise (mostly inside). */
  place?: OnsetPlace;
  /** Force samples after `to` (true) or none (false); drawn from hall.postShare otherwise. */
  post?: boolean;
  /** The venue whose signal sounds: the same seed gives the same device (and whistle) every time. */
  venue?: number;
}

const HISTORY_S = 0.6;
const WINDOW_S = 1.5;
/** A Start waits this long after the press, so the ring holds it. */
const POST_S = AFTER_PRESS_MS / 1000;

class Draw {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = seededRandom(seed);
  }
  uni(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  range([a, b]: Range): number {
    return this.uni(a, b);
  }
  logRange([a, b]: Range): number {
    return a * Math.exp(Math.log(b / a) * this.next());
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)]!;
  }
  /** White noise in [-√3, √3]: unit variance; its distribution does not matter once filtered. */
  white(): number {
    return (this.next() * 2 - 1) * 1.7320508;
  }
}

const rms = (x: Float32Array, a = 0, b = x.length): number => {
  let s = 0;
  for (let i = a; i < b; i++) s += x[i]! * x[i]!;
  return Math.sqrt(s / Math.max(1, b - a));
};

function addScaled(into: Float32Array, x: Float32Array, at: number, gain: number): void {
  const end = Math.min(into.length, at + x.length);
  for (let i = Math.max(0, at); i < end; i++) into[i]! += gain * x[i - at]!;
}

/** One-pole low-pass coefficient for a cutoff in Hz. */
const pole = (hz: number, fs: number) => Math.exp((-2 * Math.PI * hz) / fs);

function noise(d: Draw, kind: Noise, n: number, fs: number): Float32Array {
  const out = new Float32Array(n);
  if (kind === "white") {
    for (let i = 0; i < n; i++) out[i] = d.white();
    return out;
  }
  if (kind === "brown") {
    // 1/f² above ~40 Hz, as rumble from pumps and the building dominates some halls.
    const a = pole(40, fs);
    let y = 0;
    for (let i = 0; i < n; i++) out[i] = y = a * y + d.white();
    return out;
  }
  // Paul Kellet's pink filter; ventilation adds a low-pass and the mains hum of fans.
  let b0 = 0,
    b1 = 0,
    b2 = 0,
    b3 = 0,
    b4 = 0,
    b5 = 0,
    b6 = 0;
  const lp = pole(d.uni(800, 3000), fs);
  const hum = d.uni(0.5, 2);
  let y = 0;
  for (let i = 0; i < n; i++) {
    const w = d.white();
    b0 = 0.99886 * b0 + w * 0.0555179;
    b1 = 0.99332 * b1 + w * 0.0750759;
    b2 = 0.969 * b2 + w * 0.153852;
    b3 = 0.8665 * b3 + w * 0.3104856;
    b4 = 0.55 * b4 + w * 0.5329522;
    b5 = -0.7616 * b5 - w * 0.016898;
    const pink = b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362;
    b6 = w * 0.115926;
    if (kind === "pink") out[i] = pink;
    else {
      y = lp * y + (1 - lp) * pink * 4;
      const t = i / fs;
      out[i] =
        y + hum * (Math.sin(2 * Math.PI * 50 * t) + 0.5 * Math.sin(2 * Math.PI * 100 * t + 1) + 0.3 * Math.sin(2 * Math.PI * 150 * t + 2));
    }
  }
  return out;
}

/** Noise between two corner frequencies: one-pole high- and low-pass. */
function bandPass(x: Float32Array, fs: number, lo: number, hi: number): Float32Array {
  const out = new Float32Array(x.length);
  const a = pole(hi, fs);
  const b = pole(lo, fs);
  let low = 0;
  let floor = 0;
  for (let i = 0; i < x.length; i++) {
    low = a * low + (1 - a) * x[i]!;
    floor = b * floor + (1 - b) * low;
    out[i] = low - floor;
  }
  return out;
}

/** A resonator with unit gain at 0 Hz (Klatt's), for formants. */
class Resonator {
  private y1 = 0;
  private y2 = 0;
  private a = 0;
  private b = 0;
  private c = 0;
  constructor(private readonly fs: number) {}
  tune(hz: number, bandwidth: number): void {
    const r = Math.exp((-Math.PI * bandwidth) / this.fs);
    this.c = -r * r;
    this.b = 2 * r * Math.cos((2 * Math.PI * hz) / this.fs);
    this.a = 1 - this.b - this.c;
  }
  step(x: number): number {
    const y = this.a * x + this.b * this.y1 + this.c * this.y2;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

// Formants (F1, F2, F3) of an adult male's vowels; a talker scales them.
const VOWELS: readonly (readonly [number, number, number])[] = [
  [730, 1090, 2440],
  [270, 2290, 3010],
  [300, 870, 2240],
  [530, 1840, 2480],
  [570, 840, 2410],
  [660, 1720, 2410],
  [440, 1020, 2240],
  [490, 1350, 1690],
];

/**
 * A talker saying a short phrase: syllables of an optional consonant (a plosive's closure and burst,
 * a fricative, a nasal), a vowel that may glide (a diphthong) and an optional coda; a voiced source
 * at a fundamental that declines over the phrase with an accent, through four formants.
 */
function talker(d: Draw, fs: number, f0Range: Range, syllables: number): Float32Array {
  const parts: {
    kind: "gap" | "burst" | "fric" | "voiced";
    n: number;
    f: number[];
    f2?: number[];
    gain: number;
    f0: number;
    f0End: number;
    hi?: number;
  }[] = [];
  const female = d.chance(0.4);
  const scale = female ? d.uni(1.1, 1.25) : d.uni(0.9, 1.05);
  const base = d.range(f0Range);
  const ms = (x: number) => Math.round((x * fs) / 1000);
  const accent = Math.floor(d.next() * syllables);
  for (let s = 0; s < syllables; s++) {
    const decline = 1 - (0.2 * s) / syllables;
    const f0 = base * decline * (s === accent ? d.uni(1.05, 1.25) : d.uni(0.93, 1.05));
    const f0End = f0 * d.uni(0.85, 1.08);
    const onset = d.next();
    if (onset < 0.35) {
      parts.push({ kind: "gap", n: ms(d.uni(20, 60)), f: [], gain: 0, f0, f0End });
      parts.push({ kind: "burst", n: ms(d.uni(8, 25)), f: [], gain: d.uni(0.25, 0.6), f0, f0End, hi: d.uni(1500, 4000) });
    } else if (onset < 0.6) {
      parts.push({ kind: "fric", n: ms(d.uni(50, 140)), f: [], gain: d.uni(0.08, 0.3), f0, f0End, hi: d.uni(2500, 7000) });
    } else if (onset < 0.8) {
      parts.push({
        kind: "voiced",
        n: ms(d.uni(40, 90)),
        f: [250 * scale, 1200 * scale, 2500 * scale, 3300 * scale],
        gain: d.uni(0.25, 0.5),
        f0,
        f0End: f0,
      });
    }
    const v = d.pick(VOWELS).map((x) => x * scale);
    const glide = d.chance(0.4) ? d.pick(VOWELS).map((x) => x * scale) : v;
    parts.push({ kind: "voiced", n: ms(d.uni(100, 300)), f: [...v, 3400 * scale], f2: [...glide, 3400 * scale], gain: 1, f0, f0End });
    if (d.chance(0.4)) parts.push({ kind: "fric", n: ms(d.uni(50, 150)), f: [], gain: d.uni(0.08, 0.3), f0, f0End, hi: d.uni(3000, 7000) });
    else if (d.chance(0.3))
      parts.push({ kind: "burst", n: ms(d.uni(8, 20)), f: [], gain: d.uni(0.2, 0.5), f0, f0End, hi: d.uni(1500, 4000) });
    parts.push({ kind: "gap", n: ms(d.uni(0, 90)), f: [], gain: 0, f0, f0End });
  }
  const total = parts.reduce((n, p) => n + p.n, 0);
  const out = new Float32Array(total);
  const formants = [0, 1, 2, 3].map(() => new Resonator(fs));
  const bandwidths = [d.uni(60, 110), d.uni(80, 140), d.uni(120, 200), d.uni(150, 250)];
  const glottal = pole(d.uni(150, 400), fs);
  // A voice is never a clock: the period wanders from cycle to cycle, and the pitch by a few per
  // cent a few times a second.
  const jitter = d.uni(0.004, 0.015);
  const wobble = d.uni(0.005, 0.02);
  const wobbleHz = d.uni(3, 8);
  let period = 1;
  let phase = 0;
  let g = 0;
  let hp = 0;
  let at = 0;
  for (const p of parts) {
    // A plosive's release is sudden; everything else swells.
    const rise = p.kind === "burst" ? ms(d.uni(0.2, 1)) : Math.min(p.n / 3, ms(d.uni(10, 40)));
    const fall = Math.min(p.n / 2, ms(d.uni(20, 70)));
    const hiPole = pole(p.hi ?? 1000, fs);
    for (let i = 0; i < p.n; i++) {
      const env = p.gain * Math.min(1, i / Math.max(1, rise), (p.n - i) / Math.max(1, fall));
      let x = 0;
      if (p.kind === "voiced") {
        if (i % 64 === 0) {
          const u = i / p.n;
          for (let k = 0; k < 4; k++) formants[k]!.tune(p.f[k]! + u * ((p.f2 ?? p.f)[k]! - p.f[k]!), bandwidths[k]!);
        }
        const f0 = (p.f0 + ((p.f0End - p.f0) * i) / p.n) * (1 + wobble * Math.sin((2 * Math.PI * wobbleHz * (at + i)) / fs));
        phase += f0 / fs;
        let pulse = 0;
        if (phase >= period) {
          phase -= period;
          period = 1 + jitter * d.white();
          pulse = 1 + 0.05 * d.white();
        }
        g = glottal * g + pulse + 0.02 * d.white();
        x = g;
        for (let k = 0; k < 4; k++) x = formants[k]!.step(x);
      } else if (p.kind !== "gap") {
        const w = d.white();
        hp = hiPole * hp + (1 - hiPole) * w;
        const burstDecay = p.kind === "burst" ? Math.exp(-i / Math.max(1, p.n / 3)) : 1;
        x = (w - hp) * burstDecay;
      }
      out[at + i] = x * env;
    }
    at += p.n;
  }
  // The voiced parts carry the level; the consonants' gains are relative to them.
  const peak = rms(out);
  if (peak > 0) for (let i = 0; i < total; i++) out[i]! /= peak;
  return out;
}

/**
 * Crowd babble: streams of noise through two formants that jump per syllable, with a syllabic
 * envelope, plus a few distinct talkers, summed and normalised to unit RMS.
 */
function crowd(d: Draw, n: number, fs: number, f0Range: Range): Float32Array {
  const out = new Float32Array(n);
  const streams = Math.round(d.uni(4, 10));
  for (let s = 0; s < streams; s++) {
    const r1 = new Resonator(fs);
    const r2 = new Resonator(fs);
    const gain = d.uni(0.3, 1);
    let i = 0;
    while (i < n) {
      const len = Math.round(fs * d.uni(0.12, 0.35));
      const v = d.pick(VOWELS);
      r1.tune(v[0] * d.uni(0.9, 1.25), 120);
      r2.tune(v[1] * d.uni(0.9, 1.25), 180);
      const on = d.chance(0.85) ? gain : 0;
      for (let k = 0; k < len && i < n; k++, i++) {
        const env = on * Math.sin((Math.PI * k) / len);
        const w = d.white();
        out[i]! += env * (r1.step(w) + 0.5 * r2.step(w));
      }
    }
  }
  const voices = Math.floor(d.uni(0, 3));
  for (let v = 0; v < voices; v++) {
    const t = talker(d, fs, f0Range, Math.round(d.uni(3, 8)));
    addScaled(out, t, Math.floor(d.uni(-0.5, 1) * n), (rms(out) || 1) * d.uni(0.15, 0.4));
  }
  const level = rms(out) || 1;
  for (let i = 0; i < n; i++) out[i]! /= level;
  return out;
}

/** A splash: a broadband burst of a few impacts, each rising over milliseconds and dying away. */
function splash(d: Draw, fs: number): Float32Array {
  const n = Math.round(fs * d.uni(0.08, 0.45));
  const out = new Float32Array(n);
  const hiPole = pole(d.uni(200, 800), fs);
  const loPole = pole(d.uni(3000, 10000), fs);
  const impacts = 1 + Math.floor(d.uni(0, 6));
  const starts: [number, number, number, number][] = [];
  for (let k = 0; k < impacts; k++) {
    const at = k === 0 ? 0 : Math.floor(d.uni(0, 0.7) * n);
    const attack = (fs * (k === 0 ? d.logRange([3, 30]) : d.logRange([1, 10]))) / 1000;
    const decay = (fs * d.logRange([15, 150])) / 1000;
    starts.push([at, attack, decay, k === 0 ? 1 : d.uni(0.15, 0.5)]);
  }
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < n; i++) {
    let env = 0;
    for (const [at, attack, decay, gain] of starts) {
      if (i < at) continue;
      const t = i - at;
      env += gain * Math.min(1, t / attack) * Math.exp(-Math.max(0, t - attack) / decay);
    }
    const w = d.white();
    lo = loPole * lo + (1 - loPole) * w;
    hi = hiPole * hi + (1 - hiPole) * lo;
    out[i] = env * (lo - hi);
  }
  const level = rms(out) || 1;
  for (let i = 0; i < n; i++) out[i]! /= level;
  return out;
}

/** A sum of harmonics of a (possibly gliding) fundamental, by Chebyshev's recursion: one sine per sample. */
function harmonics(n: number, fs: number, f0: (i: number) => number, amps: readonly number[], env: (i: number) => number): Float32Array {
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    phase += (2 * Math.PI * f0(i)) / fs;
    const s1 = Math.sin(phase);
    const c2 = 2 * Math.cos(phase);
    let prev = 0;
    let cur = s1;
    let sum = 0;
    for (let h = 0; h < amps.length; h++) {
      sum += amps[h]! * cur;
      const nxt = c2 * cur - prev;
      prev = cur;
      cur = nxt;
    }
    out[i] = env(i) * sum;
  }
  return out;
}

/** Attack from zero (linear over `attack` samples or exponential with time constant `tau`) and a release. */
const envelope =
  (n: number, attack: number, release: number, exponential = false) =>
  (i: number) => {
    const up = exponential ? 1 - Math.exp(-i / attack) : Math.min(1, i / attack);
    return up * Math.min(1, (n - i) / release);
  };

type Wave = "sine" | "square" | "buzzer";

function waveAmps(wave: Wave, f: number, fs: number): number[] {
  const top = Math.min(10000, fs * 0.45);
  const amps: number[] = [];
  for (let h = 1; h * f < top; h++) amps.push(wave === "sine" ? (h === 1 ? 1 : 0) : wave === "square" ? (h % 2 ? 1 / h : 0) : 1 / h);
  while (amps.length > 1 && amps[amps.length - 1] === 0) amps.pop();
  return amps;
}

interface Signal {
  direct: Float32Array;
  /** The part the SNR is measured over, from the onset. */
  measured: number;
  about: string;
}

function signal(d: Draw, kind: SignalKind, fs: number, hall: Hall, pitch: number): Signal {
  const ms = (x: number) => Math.max(1, Math.round((x * fs) / 1000));
  const measure = (n: number) => Math.min(n, ms(500));
  switch (kind) {
    case "beep": {
      const f = d.logRange(hall.beepHz);
      const n = ms(d.range(hall.beepMs));
      const wave = d.pick<Wave>(["sine", "sine", "square", "buzzer"]);
      const env = envelope(n, ms(d.uni(0.5, 5)), ms(d.uni(3, 20)));
      // Electronic start systems also warble (a tone swept a few times a second) or sweep as a siren.
      const sweep = d.pick(["steady", "steady", "steady", "warble", "siren"] as const);
      const depth = d.uni(0.05, 0.25);
      const rate = d.uni(4, 16);
      const f0 =
        sweep === "warble"
          ? (i: number) => f * (1 + depth * Math.sin((2 * Math.PI * rate * i) / fs))
          : sweep === "siren"
            ? (i: number) => f * (1 + depth * 2 * Math.min(1, i / ms(300)))
            : () => f;
      const direct = harmonics(n, fs, f0, waveAmps(wave, f * (1 + 2 * depth), fs), env);
      return { direct, measured: measure(n), about: `${sweep} ${wave} ${f.toFixed(0)} Hz ${((n / fs) * 1000).toFixed(0)} ms` };
    }
    case "two-tone": {
      const f1 = d.logRange([hall.beepHz[0] * 0.6, hall.beepHz[1] * 0.8]);
      // Musical intervals (a chord of 440+554 Hz is a major third) as well as any other.
      const f2 = f1 * (d.chance(0.5) ? d.pick([1.189, 1.26, 1.335, 1.498]) : d.uni(1.15, 1.8));
      const wave = d.pick<Wave>(["sine", "sine", "square", "buzzer"]);
      const n = ms(d.uni(300, 1100));
      if (d.chance(0.5)) {
        const attack = ms(d.uni(0.5, 8));
        const a = harmonics(n, fs, () => f1, waveAmps(wave, f1, fs), envelope(n, attack, ms(10)));
        const b = harmonics(n, fs, () => f2, waveAmps(wave, f2, fs), envelope(n, attack, ms(10)));
        const mix = d.uni(0.5, 1.2);
        for (let i = 0; i < n; i++) a[i]! += b[i]! * mix;
        return { direct: a, measured: measure(n), about: `together ${wave} ${f1.toFixed(0)}+${f2.toFixed(0)} Hz` };
      }
      const segment = ms(d.range(hall.segmentMs));
      const highFirst = d.chance(0.5);
      const out = new Float32Array(n);
      for (let at = 0, k = 0; at < n; at += segment, k++) {
        const f = (k % 2 === 0) === highFirst ? f2 : f1;
        const len = Math.min(segment, n - at);
        addScaled(
          out,
          harmonics(len, fs, () => f, waveAmps(wave, f, fs), envelope(len, ms(1), ms(2))),
          at,
          1,
        );
      }
      return {
        direct: out,
        measured: measure(n),
        about: `alternating ${wave} ${f1.toFixed(0)}/${f2.toFixed(0)} Hz every ${((segment / fs) * 1000).toFixed(0)} ms`,
      };
    }
    case "clapper": {
      // Two boards slapped together: a broadband knock rising over a millisecond or two, the
      // boards' own modes ringing in it, little above a few kHz.
      const rise = ms(d.range(hall.clapRiseMs));
      const tau = (fs * d.range(hall.clapTauMs)) / 1000;
      const n = ms(120);
      const lp = pole(d.uni(1500, 5000), fs);
      const modes = [0, 1, 2].map(() => {
        const r = new Resonator(fs);
        r.tune(d.uni(400, 2500), d.uni(80, 300));
        return r;
      });
      const direct = new Float32Array(n);
      let y = 0;
      for (let i = 0; i < n; i++) {
        y = lp * y + (1 - lp) * d.white();
        const env = Math.min(1, i / rise) * Math.exp(-Math.max(0, i - rise) / tau);
        let ring = 0;
        for (const m of modes) ring += m.step(y);
        direct[i] = env * (2 * y + 0.5 * ring);
      }
      return { direct, measured: ms(50), about: `rise ${((rise / fs) * 1000).toFixed(1)} ms, τ ${((tau / fs) * 1000).toFixed(0)} ms` };
    }
    case "noise-burst": {
      const n = ms(d.range(hall.burstMs));
      const rise = ms(d.range(hall.burstRiseMs));
      const colour = d.pick(["white", "pink", "band"] as const);
      const x = noise(d, colour === "band" ? "white" : colour, n, fs);
      const direct = colour === "band" ? bandPass(x, fs, d.uni(300, 1000), d.uni(3000, 8000)) : x;
      const env = envelope(n, rise, ms(10));
      for (let i = 0; i < n; i++) direct[i]! *= env(i);
      return {
        direct,
        measured: measure(n),
        about: `${colour} ${((n / fs) * 1000).toFixed(0)} ms, rise ${((rise / fs) * 1000).toFixed(1)} ms`,
      };
    }
    case "air-horn": {
      const f0 = d.range(hall.hornF0);
      const n = ms(d.range(hall.hornMs));
      const tilt = d.uni(0.3, 1.2);
      const formant = d.uni(800, 3000);
      const amps: number[] = [];
      for (let h = 1; h * f0 < Math.min(8000, fs * 0.45); h++) {
        const f = h * f0;
        amps.push(h ** -tilt * (1 + 2 * Math.exp(-(((f - formant) / 600) ** 2))) * d.uni(0.6, 1.4));
      }
      const droop = d.uni(0, 0.03);
      const vibrato = d.uni(0, 0.004);
      const rate = d.uni(4, 8);
      const attack = ms(d.uni(3, 20));
      const direct = harmonics(
        n,
        fs,
        (i) => f0 * (1 - (droop * i) / n) * (1 + vibrato * Math.sin((2 * Math.PI * rate * i) / fs)),
        amps,
        envelope(n, attack, ms(30), true),
      );
      // The hiss of the gas.
      const hiss = rms(direct) * d.uni(0.02, 0.08);
      const lp = pole(4000, fs);
      let y = 0;
      for (let i = 0; i < n; i++) {
        y = lp * y + (1 - lp) * d.white();
        direct[i]! += hiss * y * 3 * envelope(n, attack, ms(30), true)(i);
      }
      return {
        direct,
        measured: measure(n),
        about: `F0 ${f0.toFixed(0)} Hz ${((n / fs) * 1000).toFixed(0)} ms, attack τ ${((attack / fs) * 1000).toFixed(1)} ms`,
      };
    }
    case "whistle":
      return whistle(d, fs, hall, pitch);
    case "pistol": {
      const n = ms(d.uni(80, 150));
      const direct = new Float32Array(n);
      const wave = ms(d.uni(0.3, 1.5));
      const tau = (fs * d.logRange(hall.pistolTauMs)) / 1000;
      const tail = d.uni(0.3, 0.8);
      const lp = pole(d.uni(5000, Math.min(15000, fs * 0.45)), fs);
      let y = 0;
      for (let i = 0; i < n; i++) {
        // The N-wave of the report, then the burning gas and the nearest surfaces.
        const nWave = i < wave ? 1 - (2 * i) / wave : 0;
        y = lp * y + (1 - lp) * d.white();
        direct[i] = nWave + tail * y * 2 * Math.exp(-i / tau) * Math.min(1, i / 2);
      }
      return { direct, measured: ms(50), about: `τ ${((tau / fs) * 1000).toFixed(1)} ms` };
    }
  }
}

/** A pea whistle: a carrier warbled in frequency and level by the pea, with breath noise around it. */
function whistle(d: Draw, fs: number, hall: Hall, pitch = 1): Signal {
  const f = d.range(hall.whistleHz) * pitch;
  const n = Math.round((fs * d.range(hall.whistleMs)) / 1000);
  const rate = d.uni(15, 45);
  const depth = d.uni(0.01, 0.06);
  const am = d.uni(0.2, 0.7);
  const second = d.uni(0.03, 0.18);
  const attack = Math.round((fs * d.uni(5, 25)) / 1000);
  const env = envelope(n, attack, Math.round(fs * 0.02), true);
  const direct = harmonics(
    n,
    fs,
    (i) => f * (1 + depth * Math.sin((2 * Math.PI * rate * i) / fs)),
    [1, second],
    (i) => env(i) * (1 - am * 0.5 * (1 + Math.sin((2 * Math.PI * rate * i) / fs + 1))),
  );
  const breath = new Resonator(fs);
  breath.tune(f, 500);
  const level = rms(direct) * d.uni(0.05, 0.18);
  for (let i = 0; i < n; i++) direct[i]! += level * env(i) * breath.step(d.white()) * 0.3;
  return {
    direct,
    measured: Math.min(n, Math.round(fs / 2)),
    about: `${f.toFixed(0)} Hz warble ${rate.toFixed(0)} Hz ±${(depth * 100).toFixed(1)} %`,
  };
}

/**
 * The hall: a few early reflections and an 8-line feedback-delay network (Householder mixing,
 * a gentle damping per loop) decaying by 60 dB in rt60 seconds. `energy` is its impulse response's.
 */
export class HallReverb {
  readonly energy: number;
  private readonly delays: number[];
  private readonly gains: number[];
  constructor(fs: number, rt60: number) {
    this.delays = [29.7, 37.1, 41.1, 43.7, 53.0, 59.9, 67.7, 79.1].map((ms) => Math.round((ms * fs) / 1000));
    this.gains = this.delays.map((d) => 10 ** ((-3 * d) / (rt60 * fs)));
    const probe = new Float32Array(Math.round(fs * 0.5));
    probe[0] = 1;
    const out = this.run(probe);
    let e = 0;
    for (const x of out) e += x * x;
    // The rest of the tail decays as the first half second did.
    this.energy = e / (1 - 10 ** ((-6 * 0.5) / rt60));
  }
  run(x: Float32Array): Float32Array {
    // In blocks no longer than the shortest line, so every read in a block was written before it:
    // tight loops per line instead of eight lines per sample (this is most of a recording's cost).
    const delays = Int32Array.from(this.delays);
    const block = Math.min(...this.delays);
    const lines = this.delays.map((d) => new Float64Array(d));
    const pos = new Int32Array(8);
    const damp = new Float64Array(8);
    const outSigns = [1, -1, 1, 1, -1, 1, -1, -1];
    const inSigns = [1, -1, -1, 1, -1, 1, 1, -1];
    const v = this.delays.map(() => new Float64Array(block));
    const mix = new Float64Array(block);
    const out = new Float32Array(x.length);
    for (let s = 0; s < x.length; s += block) {
      const b = Math.min(block, x.length - s);
      mix.fill(0);
      for (let k = 0; k < 8; k++) {
        const line = lines[k]!;
        const vk = v[k]!;
        const g = this.gains[k]!;
        const sign = outSigns[k]!;
        const len = delays[k]!;
        let p = pos[k]!;
        // High frequencies die sooner in a hall: a one-pole low-pass in each loop.
        let dk = damp[k]!;
        for (let j = 0; j < b; j++) {
          dk = 0.75 * line[p]! + 0.25 * dk;
          const y = dk * g;
          vk[j] = y;
          mix[j]! += y;
          out[s + j]! += sign * y;
          if (++p === len) p = 0;
        }
        damp[k] = dk;
      }
      for (let k = 0; k < 8; k++) {
        const line = lines[k]!;
        const vk = v[k]!;
        const sign = inSigns[k]!;
        const len = delays[k]!;
        let p = pos[k]!;
        for (let j = 0; j < b; j++) {
          line[p] = vk[j]! - 0.25 * mix[j]! + x[s + j]! * sign;
          if (++p === len) p = 0;
        }
        pos[k] = p;
      }
    }
    return out;
  }
}

/** Early reflections (the water, the floor, the nearest wall) of a source, after its direct sound. */
function reflections(d: Draw, x: Float32Array, fs: number): Float32Array {
  const out = new Float32Array(x.length);
  const taps = 2 + Math.floor(d.uni(0, 4));
  for (let t = 0; t < taps; t++) addScaled(out, x, Math.round((fs * d.uni(2, 40)) / 1000), d.uni(0.15, 0.6) * (d.chance(0.5) ? 1 : -1));
  return out;
}

export function makeRecording(opts: RecordingOptions): Recording {
  const fs = opts.sampleRate ?? 48_000;
  const hall = opts.hall ?? HALLS.test;
  const d = new Draw(opts.seed * 7919 + SIGNAL_KINDS.indexOf(opts.kind as SignalKind) * 104729 + Math.round(opts.snrDb * 1000) + 17);
  const from = Math.round(HISTORY_S * fs);
  const to = from + Math.round(WINDOW_S * fs);
  const post = opts.post ?? d.chance(hall.postShare);
  const n = to + (post ? Math.round(POST_S * fs) : 0);
  const about: string[] = [];

  const noiseKind = d.pick(hall.noises);
  const scene = d.pick(["noise", "crowd", "crowd+splashes", "noise+splashes"] as const);
  const level = 10 ** (d.range(hall.levelDb) / 20);
  const background = noise(d, noiseKind, n, fs);
  const noiseLevel = rms(background) || 1;
  for (let i = 0; i < n; i++) background[i]! /= noiseLevel;
  if (scene.startsWith("crowd")) {
    const c = crowd(d, n, fs, hall.speechF0);
    const share = d.uni(0.5, 2);
    for (let i = 0; i < n; i++) background[i] = (background[i]! + share * c[i]!) / Math.hypot(1, share);
  }
  about.push(`${noiseKind} ${scene}`);
  const bgRms = rms(background, from, to) || 1;
  for (let i = 0; i < n; i++) background[i]! *= level / bgRms;

  // A venue's hall is the same hall every time: its echo and the desk's place in it vary a little.
  const venue = opts.venue !== undefined ? new Draw(opts.venue * 7_727 + 5) : null;
  const rt60 = venue ? venue.range(hall.rt60) * d.uni(0.9, 1.1) : d.range(hall.rt60);
  const venueDrr = venue ? venue.range(hall.drrDb) : 0;
  const reverb = new HallReverb(fs, rt60);
  about.push(`RT60 ${rt60.toFixed(1)} s`);
  // What goes through the hall, each with its own direct-to-reverberant ratio.
  const wet = new Float32Array(n);
  const dry = new Float32Array(n);
  const place = (x: Float32Array, at: number, gain: number, drrDb: number, surfaces = d) => {
    const direct = new Float32Array(x.length);
    for (let i = 0; i < x.length; i++) direct[i] = x[i]! * gain;
    addScaled(dry, direct, at, 1);
    addScaled(dry, reflections(surfaces, direct, fs), at, 1);
    addScaled(wet, direct, at, Math.sqrt(10 ** (-drrDb / 10) / reverb.energy));
  };

  let onset: number | null = null;
  let where: OnsetPlace | null = null;
  if (opts.kind !== "none") {
    // A venue's device sounds the same every time; a person's whistle a little higher or lower.
    const pitch = opts.venue !== undefined && opts.kind === "whistle" ? d.uni(0.97, 1.03) : 1;
    const sig = signal(opts.venue !== undefined ? new Draw(opts.venue * 104_729 + 11) : d, opts.kind, fs, hall, pitch);
    where =
      opts.place ??
      (d.chance(0.85) ? "inside" : d.pick<OnsetPlace>(post ? ["before", "at-start", "at-end", "after"] : ["before", "at-start", "at-end"]));
    const ms = fs / 1000;
    onset = Math.round(
      where === "inside"
        ? d.uni(from, to)
        : where === "before"
          ? d.uni(from - 200 * ms, from)
          : where === "at-start"
            ? d.uni(from, from + 30 * ms)
            : where === "at-end"
              ? d.uni(to - 50 * ms, to)
              : d.uni(to, Math.min(n - 10 * ms, to + 200 * ms)),
    );
    const gain = (level * 10 ** (opts.snrDb / 20)) / (rms(sig.direct, 0, sig.measured) || 1);
    const drr = venue ? venueDrr + d.uni(-2, 2) : d.range(hall.drrDb);
    // In a venue the signal's first reflections come off the same surfaces every time.
    place(sig.direct, onset, gain, drr, venue ?? d);
    about.unshift(
      `${opts.kind} ${sig.about} at ${((onset - from) / fs).toFixed(3)} s (${where}), SNR ${opts.snrDb} dB, DRR ${drr.toFixed(0)} dB`,
    );
  } else about.unshift("none");

  // 'Take your marks', ending 0.1–1 s before the signal (its echo goes on); without a signal,
  // anywhere it is heard in the window.
  if (d.chance(0.6)) {
    const phrase = talker(d, fs, hall.speechF0, Math.round(d.uni(3, 5)));
    const at = Math.round(onset !== null ? onset - d.uni(0.1, 1) * fs - phrase.length : d.uni(from - 0.8 * fs, to - 0.3 * fs));
    const db = d.range(hall.speechDb);
    place(phrase, at, level * 10 ** (db / 20), d.uni(-10, 0));
    about.push(`speech ${db.toFixed(0)} dB at ${((at - from) / fs).toFixed(2)} s`);
  }
  if (scene.endsWith("splashes")) {
    const rate = d.range(hall.splashRate);
    let count = 0;
    for (let t = d.uni(0, 1 / rate) * fs; t < n; t += (-Math.log(1 - d.next()) / rate) * fs, count++) {
      place(splash(d, fs), Math.round(t), level * 10 ** (d.range(hall.splashDb) / 20), d.uni(-6, 6));
    }
    about.push(`${count} splashes`);
  }
  // A referee's whistle from another pool: weak, and mostly its echo.
  if (d.chance(opts.kind === "none" ? 0.25 : 0.1)) {
    const w = whistle(d, fs, hall);
    const at = Math.round(d.uni(0, n - 0.1 * fs));
    const db = d.uni(-20, -8);
    place(w.direct, at, (level * 10 ** (db / 20)) / (rms(w.direct, 0, w.measured) || 1), d.uni(-20, -10));
    about.push(`far whistle ${db.toFixed(0)} dB at ${((at - from) / fs).toFixed(2)} s`);
  }

  const hallSound = reverb.run(wet);
  if (process.env.HORN_DEBUG)
    console.log("rms bg", rms(background), "dry", rms(dry), "wet", rms(wet), "hall", rms(hallSound), "level", level);
  const samples = new Float32Array(n);
  for (let i = 0; i < n; i++) samples[i] = Math.max(-1, Math.min(1, background[i]! + dry[i]! + hallSound[i]!));
  return {
    samples,
    sampleRate: fs,
    from,
    to,
    onset,
    place: where,
    kind: opts.kind,
    snrDb: opts.snrDb,
    seed: opts.seed,
    description: about.join(", "),
  };
}
