// DESIGN 6b: the start signal's onset in the sound before the press, or nothing when in doubt (a
// wrong onset is worse than the press it replaces). A pure function of samples, measured on
// synthetic pool-hall recordings by its tests and `npm run bench:horn` (test/horn/recordings.ts).
//
// The general detector looks for what makes any start signal one, not for one device: a sound that
// appears suddenly where the hall was (nothing there 20–30 ms before beyond the hall's own scatter,
// or far less than what rose), far above it, and then either holds or is an impulse. Sustained
// events come from a spectrogram (21 ms frames every 5 ms, 250 Hz–6 kHz): some bin holds 10 dB or
// more over its level of the 250 ms before in 80 % of the next 100 ms. Such an event counts when
// its level is steady and it is a tone (a component one window lobe wide whose frequency, tracked
// by phase, holds within a few tenths of a per cent: beeps, chords, two-tone signals, horns), a
// whistle or warble (a narrow component over 1.5 kHz that swings fast by a few per cent), or
// broadband noise that rises within about 10 ms to a level it keeps (a noise burst; a splash swells
// or dies away, or its later impacts jump: over 300 ms a burst that holds need not be louder than a
// splash); never when the main component has neighbouring harmonics of a low fundamental (a voice,
// whose pitch is never steady to a tenth of a per cent), also where they lie closer than the
// spectrogram's bins and only a finer spectrum shows them rise. Impulses (pistols, clappers): the
// power above 1 kHz jumps 17 dB or more within a millisecond or two and dies away with its colour
// kept (a plosive is followed by a vowel), and no other as strong comes within a third of a second
// (a splash's impacts). Of the events that pass, the first within 6 dB of the strongest counts; one
// that continues a sound already there (the band as loud just before: a two-tone's second tone)
// never does. Its onset is then fitted to the sample on the demodulated components' amplitude (or
// the impulse's power): the background's level, then a step and a ramp. `searchHornOnset` says
// 'unsure' when something signal-like was there but did not pass. A Start waits for the 0.3 s after
// the press (AFTER_PRESS_MS): a signal begun just before it is only recognised in what follows.
//
// With the venue's learned signal (learnStartSignal, below), only that signal is looked for (a
// whistle, whose pitch varies from blow to blow, also as the general detector's whistle at its pitch
// and as the power of its band); a lesson that could not tell the signal from another sound as loud
// keeps both, and spares besides (where some octave band rose: a signal over a splash's tail rises in
// its own band, not in the whole), up to four; the signal is whichever the starts bring again.
import { HORN_ACCEPTANCE, START_SIGNAL_ALTERNATIVES, START_SIGNAL_MAX_MS, type StartSignal } from "../../../shared/start-signal";
import { AFTER_PRESS_MS } from "./hornStart";

export interface HornOnset {
  /** Index into the samples of the first sample of the signal's direct sound. */
  index: number;
  /** 0–1: how clearly the weakest of its criteria is met (HORN_ACCEPTANCE at the least). */
  confidence: number;
}

interface FftTables {
  n: number;
  rev: Uint32Array;
  cos: Float64Array;
  sin: Float64Array;
  window: Float64Array;
}

const tables = new Map<number, FftTables>();

function fftTables(n: number): FftTables {
  let t = tables.get(n);
  if (t) return t;
  const bits = Math.round(Math.log2(n));
  const rev = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    rev[i] = r;
  }
  // A whole cycle: a radix-4 stage turns by up to three quarters of one.
  const cos = new Float64Array(n);
  const sin = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    cos[i] = Math.cos((2 * Math.PI * i) / n);
    sin[i] = -Math.sin((2 * Math.PI * i) / n);
  }
  const window = new Float64Array(n);
  for (let i = 0; i < n; i++) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n);
  t = { n, rev, cos, sin, window };
  tables.set(n, t);
  return t;
}

/** In-place FFT of (re, im) (radix 2, then 4), input in natural order. */
function fft(re: Float64Array, im: Float64Array, t: FftTables): void {
  const { n, rev, cos, sin } = t;
  for (let i = 0; i < n; i++) {
    const j = rev[i]!;
    if (j > i) {
      const a = re[i]!;
      re[i] = re[j]!;
      re[j] = a;
      const b = im[i]!;
      im[i] = im[j]!;
      im[j] = b;
    }
  }
  // Two points (realFft's least, halved): their one butterfly.
  if (n === 2) {
    const r1 = re[1]!;
    const i1 = im[1]!;
    re[1] = re[0]! - r1;
    im[1] = im[0]! - i1;
    re[0]! += r1;
    im[0]! += i1;
  }
  // The first two stages at once: their turns are 1 and −i, sums without a product.
  for (let s = 0; s + 4 <= n; s += 4) {
    const r0 = re[s]! + re[s + 1]!;
    const i0 = im[s]! + im[s + 1]!;
    const r1 = re[s]! - re[s + 1]!;
    const i1 = im[s]! - im[s + 1]!;
    const r2 = re[s + 2]! + re[s + 3]!;
    const i2 = im[s + 2]! + im[s + 3]!;
    const r3 = re[s + 2]! - re[s + 3]!;
    const i3 = im[s + 2]! - im[s + 3]!;
    re[s] = r0 + r2;
    im[s] = i0 + i2;
    re[s + 2] = r0 - r2;
    im[s + 2] = i0 - i2;
    re[s + 1] = r1 + i3;
    im[s + 1] = i1 - r3;
    re[s + 3] = r1 - i3;
    im[s + 3] = i1 + r3;
  }
  // An odd number of stages left: one of two points first (its turns every eighth of a cycle).
  let quad = 16;
  if (Math.round(Math.log2(n)) % 2 === 1 && n >= 8) {
    const step = n / 8;
    for (let start = 0; start < n; start += 8)
      for (let k = 0; k < 4; k++) {
        const wr = cos[k * step]!;
        const wi = sin[k * step]!;
        const p = start + k;
        const q = p + 4;
        const xr = re[q]! * wr - im[q]! * wi;
        const xi = re[q]! * wi + im[q]! * wr;
        re[q] = re[p]! - xr;
        im[q] = im[p]! - xi;
        re[p]! += xr;
        im[p]! += xi;
      }
    quad = 32;
  }
  // Then two stages at a time (radix 4: three products for four points, and half the passes over
  // the arrays).
  for (; quad <= n; quad <<= 2) {
    const q = quad >> 2;
    const step = n / quad;
    for (let start = 0; start < n; start += quad)
      for (let k = 0; k < q; k++) {
        const w1r = cos[k * step]!;
        const w1i = sin[k * step]!;
        const w2r = cos[2 * k * step]!;
        const w2i = sin[2 * k * step]!;
        const w3r = cos[3 * k * step]!;
        const w3i = sin[3 * k * step]!;
        const a = start + k;
        const b = a + q;
        const c = b + q;
        const d = c + q;
        const br = re[b]! * w2r - im[b]! * w2i;
        const bi = re[b]! * w2i + im[b]! * w2r;
        const cr = re[c]! * w1r - im[c]! * w1i;
        const ci = re[c]! * w1i + im[c]! * w1r;
        const dr = re[d]! * w3r - im[d]! * w3i;
        const di = re[d]! * w3i + im[d]! * w3r;
        const t0r = re[a]! + br;
        const t0i = im[a]! + bi;
        const t1r = re[a]! - br;
        const t1i = im[a]! - bi;
        const t2r = cr + dr;
        const t2i = ci + di;
        const t3r = cr - dr;
        const t3i = ci - di;
        re[a] = t0r + t2r;
        im[a] = t0i + t2i;
        re[c] = t0r - t2r;
        im[c] = t0i - t2i;
        // −i times t3.
        re[b] = t1r + t3i;
        im[b] = t1i - t3r;
        re[d] = t1r - t3i;
        im[d] = t1i + t3r;
      }
  }
}

/** The length of a transform that holds `length` samples: a power of two, 4 or more (realFft's least). */
function transformLength(length: number): number {
  let n = 4;
  while (n < length) n <<= 1;
  return n;
}

/** Work space of the half-length transforms, per length: an armed heat transforms the same few lengths over and over. */
const halves = new Map<number, { zr: Float64Array; zi: Float64Array }>();

function halfSpace(m: number): { zr: Float64Array; zi: Float64Array } {
  let space = halves.get(m);
  if (!space) halves.set(m, (space = { zr: new Float64Array(m), zi: new Float64Array(m) }));
  return space;
}

/**
 * The transform of real x zero-padded to n (a power of two, 4 or more) up to n/2 (a real signal's
 * transform above that mirrors it, conjugated), by one complex transform of half the length: the even
 * samples as its real part, the odd as its imaginary.
 */
function realFft(x: Float64Array, n: number): { re: Float64Array; im: Float64Array } {
  const m = n >> 1;
  const { zr, zi } = halfSpace(m);
  zr.fill(0);
  zi.fill(0);
  for (let k = 0; k < m && 2 * k < x.length; k++) {
    zr[k] = x[2 * k]!;
    zi[k] = 2 * k + 1 < x.length ? x[2 * k + 1]! : 0;
  }
  fft(zr, zi, fftTables(m));
  const { cos, sin } = fftTables(n);
  const re = new Float64Array(m + 1);
  const im = new Float64Array(m + 1);
  for (let k = 0; k < m; k++) {
    const j = k === 0 ? 0 : m - k;
    // The even samples' transform and the odd samples', then the odd turned by k/n of a cycle.
    const er = (zr[k]! + zr[j]!) / 2;
    const ei = (zi[k]! - zi[j]!) / 2;
    const or = (zi[k]! + zi[j]!) / 2;
    const oi = (zr[j]! - zr[k]!) / 2;
    re[k] = er + (or * cos[k]! - oi * sin[k]!);
    im[k] = ei + (or * sin[k]! + oi * cos[k]!);
  }
  re[m] = zr[0]! - zi[0]!;
  return { re, im };
}

/**
 * The real signal (length n) whose transform up to n/2 is (re, im) (see realFft), by one complex
 * transform of half the length; into `out` where given (a correlation read once and let go).
 */
function realInverse(re: Float64Array, im: Float64Array, out = new Float64Array(2 * (re.length - 1))): Float64Array {
  const m = re.length - 1;
  const n = 2 * m;
  const { cos, sin } = fftTables(n);
  const { zr, zi } = halfSpace(m);
  for (let k = 0; k < m; k++) {
    // k + m mirrors m − k, conjugated (n/2 itself at k = 0).
    const br = k === 0 ? re[m]! : re[m - k]!;
    const bi = k === 0 ? im[m]! : -im[m - k]!;
    const er = (re[k]! + br) / 2;
    const ei = (im[k]! + bi) / 2;
    const dr = (re[k]! - br) / 2;
    const di = (im[k]! - bi) / 2;
    const or = dr * cos[k]! + di * sin[k]!;
    const oi = di * cos[k]! - dr * sin[k]!;
    // The even samples plus i times the odd, conjugated: the inverse through the forward transform.
    zr[k] = er - oi;
    zi[k] = -(ei + or);
  }
  fft(zr, zi, fftTables(m));
  for (let j = 0; j < m; j++) {
    out[2 * j] = zr[j]! / m;
    out[2 * j + 1] = -zi[j]! / m;
  }
  return out;
}

/** Halves the rate with a [1 3 3 1]/8 low-pass: enough against aliasing into the 250 Hz–6 kHz analysed. */
function halve(x: Float64Array): Float64Array {
  const y = new Float64Array(x.length >> 1);
  const last = x.length - 1;
  for (let i = 0; i < y.length; i++) {
    const j = 2 * i;
    y[i] = (x[j > 0 ? j - 1 : 0]! + 3 * x[j]! + 3 * x[j + 1]! + x[Math.min(j + 2, last)]!) / 8;
  }
  return y;
}

const db = (x: number) => 10 * Math.log10(x);

function quantile(xs: ArrayLike<number>, q: number): number {
  // A typed array sorts numerically, several times faster than an array with a comparison.
  const s = Float64Array.from(xs).sort();
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0;
}

/** The least-squares line through ys (at 0, 1, 2, …): its mean, its slope per step, and the RMS spread about it. */
function straightLine(ys: readonly number[]): { mean: number; slope: number; spread: number } {
  const n = ys.length;
  const mid = (n - 1) / 2;
  const mean = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (i - mid) * (ys[i]! - mean);
    sxx += (i - mid) ** 2;
  }
  const slope = sxy / sxx;
  const spread = Math.sqrt(ys.reduce((a, y, i) => a + (y - mean - slope * (i - mid)) ** 2, 0) / n);
  return { mean, slope, spread };
}

/** 0 at `bad`, 1 at `good`, linear between: how clearly one criterion is met. */
const margin = (v: number, bad: number, good: number) => Math.max(0, Math.min(1, (v - bad) / (good - bad)));

/**
 * For each bin of `values` (frames × bins, frame by frame), the third smallest over every window of
 * `width` frames from frame t on (t + width ≤ frames): the level the bin holds in most of it. In
 * blocks of `width` (van Herk and Gil-Werman's running minimum, for the three smallest): a window is
 * the tail of one block and the head of the next, each kept as its three smallest so far.
 */
function thirdSmallest(values: Float64Array, frames: number, bins: number, width: number): Float64Array {
  const out = new Float64Array(frames * bins);
  // The three smallest so far of each block, from its head on (h) and from its tail back (t), in order.
  const h0 = new Float64Array(frames);
  const h1 = new Float64Array(frames);
  const h2 = new Float64Array(frames);
  const t0 = new Float64Array(frames);
  const t1 = new Float64Array(frames);
  const t2 = new Float64Array(frames);
  for (let k = 0; k < bins; k++) {
    smallestSoFar(values, bins, k, width, false, h0, h1, h2);
    smallestSoFar(values, bins, k, width, true, t0, t1, t2);
    for (let t = 0; t + width <= frames; t++) {
      if (t % width === 0) {
        out[t * bins + k] = t2[t]!;
        continue;
      }
      // The third smallest of two ordered triples: the tail's third, the head's, or the larger of
      // each one's second and the other's first, whichever is least.
      const e = t + width - 1;
      out[t * bins + k] = Math.min(t2[t]!, h2[e]!, Math.max(t1[t]!, h0[e]!), Math.max(t0[t]!, h1[e]!));
    }
  }
  return out;
}

/**
 * Into (o0, o1, o2) at each frame of bin k of `values` (frames × bins): the three smallest, in order, of
 * its block of `width` frames from the block's head up to it, or `back` from the block's tail.
 */
function smallestSoFar(
  values: Float64Array,
  bins: number,
  k: number,
  width: number,
  back: boolean,
  o0: Float64Array,
  o1: Float64Array,
  o2: Float64Array,
): void {
  const frames = o0.length;
  let a = Infinity;
  let b = Infinity;
  let c = Infinity;
  for (let i = 0; i < frames; i++) {
    const t = back ? frames - 1 - i : i;
    if (back ? (t + 1) % width === 0 || t + 1 === frames : t % width === 0) a = b = c = Infinity;
    const x = values[t * bins + k]!;
    if (x < c) {
      if (x < b) {
        c = b;
        if (x < a) {
          b = a;
          a = x;
        } else b = x;
      } else c = x;
    }
    o0[t] = a;
    o1[t] = b;
    o2[t] = c;
  }
}

/** Mean power in blocks of `size` samples. */
function blockPower(x: Float64Array, size: number): Float64Array {
  const out = new Float64Array(Math.floor(x.length / size));
  for (let b = 0; b < out.length; b++) {
    let e = 0;
    for (let i = b * size; i < (b + 1) * size; i++) e += x[i]! * x[i]!;
    out[b] = e / size;
  }
  return out;
}

/** A second-order Butterworth high-pass (RBJ's cookbook), into a new array. */
function highPass(x: Float64Array, fs: number, hz: number): Float64Array {
  const w = (2 * Math.PI * hz) / fs;
  const alpha = Math.sin(w) / Math.SQRT2;
  const cw = Math.cos(w);
  const a0 = 1 + alpha;
  const b0 = (1 + cw) / 2 / a0;
  const b1 = -(1 + cw) / a0;
  const a1 = (-2 * cw) / a0;
  const a2 = (1 - alpha) / a0;
  const y = new Float64Array(x.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < x.length; i++) {
    const v = b0 * x[i]! + b1 * x1 + b0 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x[i]!;
    y2 = y1;
    y1 = v;
    y[i] = v;
  }
  return y;
}

interface HornEvent {
  kind: "sustained" | "noise" | "impulse";
  /** Coarse onset, in samples of the analysed region. */
  at: number;
  confidence: number;
  /** The event's strength against the hall's, dB. */
  snr: number;
  /** Component frequencies (Hz) to demodulate for the fine onset; none for broadband sound. */
  freqs: number[];
  /** Its frequency swings (a whistle, a warble): demodulated over a shorter time for the fine onset. */
  warble: boolean;
  /** Sound was there already just before, over the band: it may continue a signal that began earlier. */
  continues: boolean;
  /** A sustained sound that may be a voice (its pitch wanders, under 2.5 kHz): judged by voiceComb too. */
  voiceLike?: boolean;
  /** By this sample a sustained sound is surely in: the end of its first frame within 6 dB of its level. */
  inBy?: number;
}

/**
 * Log power spectra (dB) of Hann frames of about 21 ms every 5 ms, 250 Hz–6 kHz, from the signal
 * decimated to 11–22 kHz, and each frame's power over that band.
 */
function logSpectra(input: Float64Array, inputFs: number): Spectra {
  const kept = spectra.get(input);
  if (kept?.inputFs === inputFs) return kept.spectra;
  const made = spectraOf(input, inputFs);
  spectra.set(input, { inputFs, spectra: made });
  return made;
}

type Spectra = ReturnType<typeof spectraOf>;

/** Spectrograms kept while their sound lives: a learned whistle's search asks for the same one per sound. */
const spectra = new WeakMap<Float64Array, { inputFs: number; spectra: Spectra }>();

function spectraOf(input: Float64Array, inputFs: number) {
  let x = input;
  let decimation = 1;
  while (inputFs / (decimation * 2) >= 11000) {
    x = halve(x);
    decimation *= 2;
  }
  const fs = inputFs / decimation;
  const n = 2 ** Math.round(Math.log2(0.0213 * fs));
  const hop = n / 4;
  const t = fftTables(n);
  const kLo = Math.ceil((250 * n) / fs);
  const kHi = Math.min(Math.floor((6000 * n) / fs), n / 2 - 1);
  const bins = kHi - kLo + 1;
  const frames = x.length >= n ? Math.floor((x.length - n) / hop) + 1 : 0;
  const level = new Float64Array(frames * bins);
  // The spectrum itself, for the phase of the few bins an event's frequency is tracked in.
  const spectrumRe = new Float32Array(frames * bins);
  const spectrumIm = new Float32Array(frames * bins);
  const band = new Float64Array(frames);
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  const keep = (f: number, k: number, r: number, i: number) => {
    const power = r * r + i * i;
    band[f]! += power;
    level[f * bins + k - kLo] = 10 * Math.log10(power + 1e-20);
    spectrumRe[f * bins + k - kLo] = r;
    spectrumIm[f * bins + k - kLo] = i;
  };
  // Two frames at once, one as the real part and the next as the imaginary: a real signal's
  // spectrum is symmetric, so both are read back from the one transform (a ≈ 2× cheaper spectrogram).
  for (let f = 0; f < frames; f += 2) {
    const g = Math.min(f + 1, frames - 1);
    for (let i = 0; i < n; i++) {
      re[i] = x[f * hop + i]! * t.window[i]!;
      im[i] = x[g * hop + i]! * t.window[i]!;
    }
    fft(re, im, t);
    for (let k = kLo; k <= kHi; k++) {
      keep(f, k, (re[k]! + re[n - k]!) / 2, (im[k]! - im[n - k]!) / 2);
      if (g > f) keep(g, k, (im[k]! + im[n - k]!) / 2, (re[n - k]! - re[k]!) / 2);
    }
  }
  const phase = (i: number) => Math.atan2(spectrumIm[i]!, spectrumRe[i]!);
  return { level, phase, band, frames, bins, kLo, binHz: fs / n, hopIn: hop * decimation, hop, n, decimation };
}

/** A rise this far over what sounded 20–30 ms before is sudden, however much the hall scatters. */
const SUDDEN_DB = 18;
/** How far an electronic warble swings its pitch either side at most. */
const SWING_MOST = 0.25;

/**
 * Sustained events: from a frame on, the sound holds well above the hall (in most of the next 100 ms),
 * in a few components (a tone, a chord, a horn, a whistle) or over the whole band (a noise burst),
 * where it was not there just before.
 */
function sustainedEvents(x: Float64Array, inputFs: number): HornEvent[] {
  const { level, phase, band, frames, bins, kLo, binHz, hopIn, hop, n } = logSpectra(x, inputFs);
  const hopS = hopIn / inputFs;
  const W = Math.round(0.25 / hopS);
  const MIN_W = Math.round(0.06 / hopS);
  const S = Math.round(0.1 / hopS);
  // Dilated by a bin either side, so a warble or a drifting horn stays in its bins.
  const wide = new Float64Array(frames * bins);
  for (let t = 0; t < frames; t++) {
    const o = t * bins;
    for (let k = 0; k < bins; k++)
      wide[o + k] = Math.max(level[o + k]!, k > 0 ? level[o + k - 1]! : -Infinity, k + 1 < bins ? level[o + k + 1]! : -Infinity);
  }
  const cum = new Float64Array((frames + 1) * bins);
  for (let t = 0; t < frames; t++) for (let k = 0; k < bins; k++) cum[(t + 1) * bins + k] = cum[t * bins + k]! + wide[t * bins + k]!;
  // What each bin holds in 80 % of the 100 ms from each frame on.
  const holds = thirdSmallest(wide, frames, bins, S);
  const bg = new Float64Array(bins);
  const held = new Float64Array(bins);
  /** The hall's level per bin before frame t, what holds from t on (in 80 % of 100 ms) above it, and the most any bin holds, dB. */
  const judge = (t: number) => {
    const b0 = Math.max(0, t - 2 - W);
    const b1 = t - 2;
    let most = -Infinity;
    for (let k = 0; k < bins; k++) {
      bg[k] = (cum[b1 * bins + k]! - cum[b0 * bins + k]!) / (b1 - b0);
      held[k] = holds[t * bins + k]! - bg[k]!;
      most = Math.max(most, held[k]!);
    }
    return most;
  };
  // The whole band's mean power over frames [a, b).
  const bandMean = (a: number, b: number) => {
    let e = 0;
    for (let u = a; u < b; u++) e += band[Math.max(0, Math.min(frames - 1, u))]!;
    return e / (b - a);
  };
  /** The event's bins. */
  const inC: number[] = [];
  /** Level of the event's bins in frame u against the hall's, dB. */
  const lev = (u: number, over: number[] = inC) => {
    let e = 0;
    let b = 0;
    for (const k of over) {
      e += 10 ** (wide[u * bins + k]! / 10);
      b += 10 ** (bg[k]! / 10);
    }
    return db(e / (b + 1e-30) + 1e-12);
  };
  const events: HornEvent[] = [];
  for (let t = MIN_W + 2; t + S + 8 <= frames; t++) {
    // Something holds 10 dB over the hall from here on, where it did not just before.
    if (judge(t) < 10) continue;
    // How much of the band it fills, from the frame it is surely in.
    judge(t + 4);
    let spread = 0;
    // Its power against the whole hall's: a start signal is meant to be heard over the hall; a
    // referee's whistle from another pool is not.
    let excess = 0;
    let hallPower = 0;
    for (let k = 0; k < bins; k++) {
      const p = 10 ** (bg[k]! / 10);
      hallPower += p;
      if (held[k]! < 6) continue;
      spread++;
      excess += p * (10 ** (held[k]! / 10) - 1);
    }
    // The hall as it is without the starter's voice or a splash just before: the band's quieter
    // frames of the half second before.
    const calm = Math.min(1, quantile(band.subarray(Math.max(0, t - 4 - 2 * W), Math.max(1, t - 4)), 0.3) / bandMean(t - 2 - W, t - 2));
    const loudness = db(excess / (hallPower * calm) + 1e-12);
    judge(t);
    inC.length = 0;
    for (let k = 0; k < bins; k++) if (held[k]! >= 6) inC.push(k);
    // Its strength: what it holds from the frame it is fully in, within 20 ms.
    let snr = -Infinity;
    for (let u = t + 4; u >= t; u--) snr = Math.max(snr, judge(u));
    let before = Math.max(lev(Math.max(0, t - 4)), lev(Math.max(0, t - 5)), lev(Math.max(0, t - 6)));
    // A few bins' level in one frame scatters by several dB, the more the fewer bins: where the sound
    // then rose far over it, judged against what the hall itself reaches in those bins from frame to
    // frame. (Not where it rose less: a far whistle's first warble comes out of its own echo.)
    if (before > 4 && snr - before >= SUDDEN_DB) {
      const usual: number[] = [];
      for (let u = Math.max(0, t - 2 - W); u < t - 7; u++) usual.push(lev(u));
      before -= Math.max(0, Math.min(quantile(usual, 0.9), quantile(usual, 0.5) + 3));
    }
    if (before > 8) continue;
    const best = t;
    // From the frame it is fully in: its level steady, its components' frequencies steady or swung.
    let ta = best;
    let top = -Infinity;
    for (let u = best; u < best + S; u++) top = Math.max(top, lev(u));
    while (ta < best + 8 && lev(ta) < top - 6) ta++;
    const levels: number[] = [];
    for (let u = ta; u < ta + S; u++) levels.push(lev(u));
    // Steady, or building steadily as the hall's echo joins it: the spread about a straight line.
    const sd = straightLine(levels).spread;
    const comps: number[] = [];
    for (let k = 0; k < bins; k++)
      if (held[k]! >= 10 && held[k]! >= (held[k - 1] ?? -Infinity) && held[k]! >= (held[k + 1] ?? -Infinity)) comps.push(k);
    // Strongest first as they hold from the frame it is fully in: in the first, an abrupt onset's
    // splatter can hold more than a tone that has only just begun.
    judge(ta);
    const strength = held.slice();
    comps.sort((p, q) => strength[q]! - strength[p]!);
    judge(t);
    const main = comps[0] ?? 0;
    // Tracked within a whistle's swing, but never as far as the next component: a horn's or a
    // buzzer's harmonics lie closer together than a tenth of a high one's frequency.
    let reach = Math.max(2, Math.round(0.1 * (main + kLo)));
    for (const k of comps) if (k !== main) reach = Math.max(1, Math.min(reach, Math.floor((Math.abs(k - main) - 1) / 2)));
    const track: number[] = [];
    // Its width frame by frame (bins within 10 dB of its peak): a swept tone is narrow in every frame.
    let frameWidth = 0;
    for (let u = ta + 1; u < ta + S; u++) {
      let peak = main;
      for (let k = Math.max(0, main - reach); k <= Math.min(bins - 1, main + reach); k++)
        if (level[u * bins + k]! > level[u * bins + peak]!) peak = k;
      let wLo = peak;
      while (wLo > 0 && level[u * bins + wLo - 1]! >= level[u * bins + peak]! - 10) wLo--;
      let wHi = peak;
      while (wHi < bins - 1 && level[u * bins + wHi + 1]! >= level[u * bins + peak]! - 10) wHi++;
      frameWidth += (wHi - wLo + 1) / (S - 1);
      let d = phase(u * bins + peak) - phase((u - 1) * bins + peak) - (2 * Math.PI * (peak + kLo) * hop) / n;
      d -= 2 * Math.PI * Math.round(d / (2 * Math.PI));
      track.push((peak + kLo + (d * n) / (2 * Math.PI * hop)) * binHz);
    }
    const fit = straightLine(track);
    const dev = fit.spread / fit.mean;
    // The spectrum it holds, against the hall's: its peaks.
    const held2 = new Float64Array(bins);
    for (let k = 0; k < bins; k++) {
      let e = 0;
      for (let u = ta; u < ta + S; u++) e += level[u * bins + k]!;
      held2[k] = e / S - bg[k]!;
    }
    // Peaks standing 3 dB over the hall and over the dips either side, within 25 dB of the main one.
    const isPeak = (k: number) => {
      if (k < 3 || k >= bins - 3 || held2[k]! < Math.max(3, held2[top2]! - 25) || held2[k]! < held2[k - 1]! || held2[k]! < held2[k + 1]!)
        return false;
      return (
        held2[k]! -
          Math.max(Math.min(held2[k - 1]!, held2[k - 2]!, held2[k - 3]!), Math.min(held2[k + 1]!, held2[k + 2]!, held2[k + 3]!)) >=
        3
      );
    };
    const peakNear = (hz: number) => {
      const k = Math.round(hz / binHz) - kLo;
      return isPeak(k) || isPeak(k - 1) || isPeak(k + 1);
    };
    // A tone is a window's main lobe wide (three bins at 10 dB down); a voice's harmonics, unresolved
    // in a formant, make a wider hump.
    let top2 = main;
    for (let k = Math.max(0, main - 1); k <= Math.min(bins - 1, main + 1); k++) if (held2[k]! > held2[top2]!) top2 = k;
    let mainLo = top2;
    while (mainLo > 0 && held2[mainLo - 1]! >= held2[top2]! - 10) mainLo--;
    let mainHi = top2;
    while (mainHi < bins - 1 && held2[mainHi + 1]! >= held2[top2]! - 10) mainHi++;
    const width = mainHi - mainLo + 1;
    // How far it stands out of what sounds around it (half an octave either side, past its lobe).
    const around: number[] = [];
    for (let k = Math.max(0, Math.round((top2 + kLo) / 1.4) - kLo); k <= Math.min(bins - 1, Math.round((top2 + kLo) * 1.4) - kLo); k++)
      if (k < mainLo - 2 || k > mainHi + 2) around.push(held2[k]!);
    const standsOut = held2[top2]! - (around.length ? quantile(around, 0.5) : 0);
    // A voice: the main component has neighbouring harmonics of a low fundamental on both sides or
    // two on one side (a chord's two tones are one interval apart, not three harmonics).
    const mainHz = (top2 + kLo) * binHz;
    const broadband = spread / bins >= 0.6;
    // How far its harmonics stand out as a comb: only a broadband sound is judged by it (below).
    const comb = broadband ? combOf(held2, kLo, binHz) : 0;
    // Never a voice: a pitch steady to a tenth of a per cent (a voice's wanders from period to period),
    // or the strongest component far above a voice's first formants (a whistle's swing spreads it into
    // peaks that would look like harmonics).
    const voiceLike = !broadband && dev >= 0.0015 && mainHz < 2500;
    let voice = false;
    for (let f0 = Math.max(75, 2.5 * binHz); f0 <= 300 && !voice && voiceLike; f0 += binHz / 4) {
      if (f0 > 240 && dev < 0.004) break;
      const lo1 = peakNear(mainHz - f0);
      const hi1 = peakNear(mainHz + f0);
      voice = (lo1 && hi1) || (lo1 && mainHz - 2 * f0 > 200 && peakNear(mainHz - 2 * f0)) || (hi1 && peakNear(mainHz + 2 * f0));
    }
    // Over the whole band, was it quiet just before, against the hall and against the sound itself?
    // (A two-tone's second tone is not an onset, even where its harmonics are new and stronger: the
    // band was as loud just before, and louder than the quietest of the half second before.)
    let allBg = 0;
    for (let k = 0; k < bins; k++) allBg += 10 ** (bg[k]! / 10);
    const allBefore = bandMean(best - 6, best - 3);
    const quiet = Array.from(band.subarray(Math.max(0, best - 4 - 2 * W), Math.max(0, best - 4)));
    const following = db(allBefore / bandMean(best + 4, best + 14)) > -3 && db(allBefore / (quantile(quiet, 0.2) + 1e-30)) > 6;
    const tone = Math.min(margin(dev, 0.007, 0.0035), margin(width, 6, 4), margin(standsOut, 8, 12));
    // A whistle (or an electronic warble) swings over up to ±6 %: no wider than that.
    const swing = (0.12 * mainHz) / binHz + 3;
    const whistle =
      mainHz >= 1500 && comps.length <= 4
        ? Math.min(margin(dev, 0.1, 0.06), margin(snr, 12, 16), margin(width, swing + 2, swing), margin(standsOut, 10, 14))
        : 0;
    // An electronic warble or siren: a tone swept far and fast, narrow in every frame.
    const swept =
      mainHz >= 500 ? Math.min(margin(frameWidth, 5, 3.5), margin(dev, 0.2, 0.12), margin(snr, 14, 18), margin(standsOut, 12, 16)) : 0;
    // An electronic warble swung further than a whistle, several times a second: held over 100 ms it
    // fills a band of up to ±30 % it stands far out of. Not under 1 kHz, where a voice's strongest
    // harmonics lie, nor a band reaching the spectrogram's edge (a splash's top end).
    const warbled =
      mainHz >= 1000 && !broadband && mainLo > 0 && mainHi < bins - 1
        ? Math.min(margin(standsOut, 22, 28), margin((width * binHz) / mainHz, 0.8, 0.6), margin(dev, 0.2, 0.12), margin(snr, 14, 18))
        : 0;
    const tonal = Math.max(tone, whistle, swept, warbled);
    // A tone swept further than its first frame's bins leaves them and comes back: its level is
    // steady where it is, frame by frame (its peak within a warble's widest swing).
    let steadyAsSwept = sd;
    if (!broadband && Math.max(whistle, swept, warbled) > tone) {
      const swing = Math.round(SWING_MOST * (main + kLo));
      const swungLevels: number[] = [];
      for (let u = ta; u < ta + S; u++) {
        let peak = Math.max(1, Math.min(bins - 2, main));
        for (let k = Math.max(1, main - swing); k <= Math.min(bins - 2, main + swing); k++)
          if (level[u * bins + k]! > level[u * bins + peak]!) peak = k;
        swungLevels.push(lev(u, [peak - 1, peak, peak + 1]));
      }
      steadyAsSwept = Math.min(sd, straightLine(swungLevels).spread);
    }
    // Two of its strongest components held an interval apart that is no octave: a chord, or a horn's
    // harmonics (a whistle's overtone lies an octave over it).
    const ratios = comps
      .slice(0, 4)
      .flatMap((k, i) => comps.slice(i + 1, 4).map((j) => Math.max(j + kLo, k + kLo) / Math.min(j + kLo, k + kLo)));
    const chord = ratios.some((r) => r > 1.1 && r < 2.9 && Math.abs(r - 2) > 0.1) ? 1 : 0;
    // A tone steady to a few tenths of a per cent.
    const steady = Math.min(tone, margin(dev, 0.003, 0.0015));
    // Broadband and without a tone in it: a noise burst (or a splash), judged by its envelope. A
    // buzzer's or a horn's harmonics fill the band too, but its main component is a tone, or (warbled,
    // or smeared by the hall's echo) they stand as a comb 9–12 dB and more over what lies between
    // them, as a splash's or a burst's noise never does (8 dB at most).
    const noisy = broadband && Math.max(tonal, margin(comb, 9, 12)) < 0.5;
    const shape = voice ? 0 : Math.max(tonal, broadband ? 1 : 0);
    // The direct sound of something near is there at once; a far source is mostly its echo, building up.
    const early = (levels[0]! + levels[1]! + levels[2]!) / 3;
    const late = levels.slice(levels.length >> 1).reduce((p, q) => p + q, 0) / (levels.length - (levels.length >> 1));
    const confidence = Math.min(
      margin(snr, 10, 14),
      // What sounded there counts less the further the sound rose over it: by half its rise beyond a
      // sudden one (a warble or a horn 40 dB over a murmur that was there).
      margin(before - Math.max(0, snr - before - SUDDEN_DB) / 2, 8, 4),
      margin(steadyAsSwept, 5, 3),
      // (A steady tone may build up further: the hall's modes ring at its one frequency.)
      margin(late - early - 8 * steady, 12, 8),
      // A tone steady to a few tenths of a per cent is no far whistle (its pea swings it), nor is a
      // chord: it need stand out of the hall only in its bins.
      margin(loudness + 8 * steady + 12 * Math.min(tone, chord), -8, -3),
      shape,
    );
    events.push({
      kind: noisy ? "noise" : "sustained",
      at: best * hopIn,
      confidence,
      snr,
      freqs: noisy ? [] : comps.slice(0, 4).map((k) => (k + kLo) * binHz),
      warble: Math.max(whistle, swept, warbled) > tone,
      continues: db(allBefore / allBg) > 8 || following,
      voiceLike,
      inBy: (ta + 4) * hopIn,
    });
    t = best + 6;
  }
  return events;
}

/**
 * How far a harmonic comb stands out of a spectrum (`held`, dB per bin from bin kLo, binHz apart):
 * over fundamentals from 250 Hz to 1.6 kHz, the most by which its harmonics (the strongest bin of
 * three at each) stand over the points halfway between them, on average, dB.
 */
function combOf(held: Float64Array, kLo: number, binHz: number): number {
  const at = (hz: number) => {
    const k = Math.round(hz / binHz) - kLo;
    return Math.max(held[k - 1]!, held[k]!, held[k + 1]!);
  };
  const top = (kLo + held.length - 2) * binHz;
  let best = 0;
  for (let f0 = 250; f0 <= 1600; f0 += binHz / 4) {
    let sum = 0;
    let count = 0;
    for (let h = Math.ceil(((kLo + 1) * binHz) / f0); (h + 0.5) * f0 < top; h++) {
      sum += at(h * f0) - at((h + 0.5) * f0);
      count++;
    }
    if (count >= 4) best = Math.max(best, sum / count);
  }
  return best;
}

/** Power of x in [a, b) per block (power per sample), and the block index helpers. */
function envelopeDb(x: Float64Array, a: number, b: number, size: number): number[] {
  const out: number[] = [];
  for (let i = Math.max(0, a); i + size <= Math.min(b, x.length); i += size) {
    let e = 0;
    for (let j = i; j < i + size; j++) e += x[j]! * x[j]!;
    out.push(db(e / size + 1e-24));
  }
  return out;
}

/**
 * A broadband sound that holds (a noise burst) against a splash: the burst rises within about ten
 * milliseconds to a level it then keeps; a splash swells more slowly, or dies away, impact by impact.
 * 0–1, from its envelope in 2 ms blocks over the 150 ms from its coarse onset.
 */
function burstShape(x: Float64Array, fs: number, at: number): number {
  const size = Math.max(1, Math.round(0.002 * fs));
  const pre = envelopeDb(x, at - Math.round(0.15 * fs), at - Math.round(0.01 * fs), size);
  const post = envelopeDb(x, at - Math.round(0.01 * fs), at + Math.round(0.16 * fs), size);
  if (pre.length < 10 || post.length < 60) return 0;
  const floor = quantile(pre, 0.5);
  const plateau = post.slice(15, 75);
  const top = quantile(plateau, 0.5);
  // From 6 dB over the hall to within 6 dB of what it holds.
  const up = post.findIndex((v) => v > floor + 6);
  const full = post.findIndex((v, i) => i >= up && v > top - 6);
  const riseMs = up < 0 || full < 0 ? Infinity : (full - up) * 2;
  // Its level over 30–150 ms: held (or building with the hall's echo) for a burst; a splash dies away.
  const first = quantile(plateau.slice(0, 20), 0.5);
  const last = quantile(plateau.slice(40), 0.5);
  const spreadDb = quantile(plateau, 0.9) - quantile(plateau, 0.1);
  // A splash can be as loud as a start signal is over the hall at 10 dB: a burst must be louder, unless
  // it holds for 300 ms as a splash never does: its level steady or building steadily with the hall's
  // echo (a splash dies away, or a later impact jumps over its first).
  const long = envelopeDb(x, at + Math.round(0.03 * fs), at + Math.round(0.3 * fs), 5 * size);
  let louder = margin(top - floor, 20, 24);
  // However loud, a sound that fades steadily from the start is a splash dying away (a burst holds
  // until it stops, then falls at once).
  if (long.length >= 15) {
    const fade = straightLine(long.slice(0, 15));
    if (fade.spread <= 2) louder = Math.min(louder, margin(-14 * fade.slope, 6, 3));
  }
  if (long.length >= 25) {
    const change = quantile(long.slice(0, 5), 0.5) - quantile(long.slice(-5), 0.5);
    const bumps = quantile(long, 0.9) - quantile(long, 0.1) - Math.abs(change);
    const holds = Math.min(margin(change, 1.5, 0), margin(-change, 8, 6), margin(bumps, 1.5, 0.9));
    louder = Math.max(louder, Math.min(holds, margin(top - floor, 11, 14)));
  }
  return Math.min(margin(riseMs, 14, 8), margin(first - last, 3, 1.5), margin(last - first, 14, 11), margin(spreadDb, 13, 10), louder);
}

/**
 * Impulses (a pistol, a clapper): the power above 1 kHz in 0.5 ms blocks jumps far over the floor of
 * the 300 ms before within a few milliseconds and dies away; what follows keeps its colour. A splash
 * swells over milliseconds; a plosive ('t', 'k') is followed by a vowel, low and strong.
 */
function impulseEvents(x: Float64Array, fs: number): HornEvent[] {
  const hp = highPass(x, fs, 1000);
  const size = Math.max(1, Math.round(0.0005 * fs));
  const blocks = blockPower(hp, size);
  const wide = blockPower(x, size);
  const perMs = 2;
  const cum = new Float64Array(blocks.length + 1);
  for (let j = 0; j < blocks.length; j++) cum[j + 1] = cum[j]! + blocks[j]!;
  const events: HornEvent[] = [];
  const BG = 300 * perMs;
  const MIN_BG = 50 * perMs;
  const PEAK = 10 * perMs;
  const TAIL = 100 * perMs;
  for (let j = MIN_BG; j + TAIL / 2 < blocks.length; j++) {
    const b0 = Math.max(0, j - BG);
    if (blocks[j]! < (20 * (cum[j - 2]! - cum[b0]!)) / (j - 2 - b0)) continue;
    const floor = quantile(blocks.subarray(b0, j - 2), 0.5) + 1e-30;
    let peak = 0;
    let peakAt = j;
    for (let i = j; i < j + PEAK; i++) {
      if (blocks[i]! <= peak) continue;
      peak = blocks[i]!;
      peakAt = i;
    }
    let start = j;
    while (start > j - 10 && blocks[start - 1]! > 4 * floor) start--;
    let full = start;
    while (full < peakAt && blocks[full]! < peak / 4) full++;
    const riseMs = (full - start) / perMs;
    let tail = 0;
    const tailEnd = Math.min(blocks.length, peakAt + TAIL);
    for (let i = peakAt + TAIL / 2; i < tailEnd; i++) tail += blocks[i]! / (tailEnd - peakAt - TAIL / 2);
    // Below 1 kHz against above it, in what follows (20–100 ms) and in the report (its first 5 ms).
    const ratio = (r0: number, r1: number) => {
      let lowE = 0;
      let highE = 0;
      for (let i = r0; i < Math.min(r1, blocks.length); i++) {
        lowE += Math.max(0, wide[i]! - blocks[i]!);
        highE += blocks[i]!;
      }
      return lowE / (highE + 1e-30);
    };
    const shift = db(ratio(start + 20 * perMs, start + 100 * perMs) / (ratio(start, start + 5 * perMs) + 1e-30) + 1e-12);
    const snr = db(peak / floor);
    events.push({
      kind: "impulse",
      at: start * size,
      confidence: Math.min(margin(snr, 17, 24), margin(riseMs, 2.25, 1), margin(db(peak / (tail + 1e-30)), 3, 8), margin(shift, 14, 8)),
      snr,
      freqs: [],
      warble: false,
      continues: false,
    });
    j = start + TAIL;
  }
  return events;
}

/**
 * The first sample of the direct sound near a coarse onset (searched in [lo, hi) and a little
 * after, or up to `latest` where it has not surely risen by then: a slow attack): the amplitude of
 * the event's components (demodulated at each, averaged over 4 ms, or 1 ms for a warble; for an
 * impulse the power above 2 kHz over 1 ms), each band whitened by its own background of the 50 ms
 * before `lo`, fitted to the background's mean, then a step and a ramp.
 */
function refineOnset(x: Float64Array, fs: number, event: HornEvent, lo: number, hi: number, latest = hi): number | null {
  const start = Math.max(0, lo - Math.round(0.05 * fs));
  const end = Math.min(x.length, hi + Math.round(0.02 * fs));
  if (lo - start < Math.round(0.01 * fs) || end <= lo) return null;
  const len = end - start;
  const bgEnd = lo - start;
  const M = Math.max(2, Math.round((event.freqs.length === 0 || event.warble ? 0.001 : 0.004) * fs));
  const p = new Float64Array(len);
  const band = new Float64Array(len);
  const addBand = () => {
    let mean = 0;
    for (let i = M; i < bgEnd; i++) mean += band[i]!;
    mean = mean / Math.max(1, bgEnd - M) + 1e-30;
    for (let i = 0; i < len; i++) p[i]! += band[i]! / mean;
  };
  if (event.freqs.length === 0) {
    const off = Math.min(start, 256);
    const hp = highPass(x.subarray(start - off, end), fs, 2000).subarray(off);
    let acc = 0;
    for (let i = 0; i < len; i++) {
      acc += hp[i]! * hp[i]! - (i >= M ? hp[i - M]! * hp[i - M]! : 0);
      band[i] = acc;
    }
    addBand();
  } else {
    const re = new Float64Array(len);
    const im = new Float64Array(len);
    for (const hz of event.freqs) {
      const w = (2 * Math.PI * hz) / fs;
      // The oscillator turned by one step's rotation per sample: cos and sin of every sample cost more
      // than the rest of the fit. Exact again every 512 samples, before its rounding adds up.
      const cw = Math.cos(w);
      const sw = Math.sin(w);
      let c = 1;
      let s = 0;
      let sr = 0;
      let si = 0;
      for (let i = 0; i < len; i++) {
        if ((i & 511) === 0) {
          c = Math.cos(w * i);
          s = Math.sin(w * i);
        }
        const v = x[start + i]!;
        re[i] = v * c;
        im[i] = -v * s;
        const turned = c * cw - s * sw;
        s = s * cw + c * sw;
        c = turned;
        sr += re[i]! - (i >= M ? re[i - M]! : 0);
        si += im[i]! - (i >= M ? im[i - M]! : 0);
        band[i] = sr * sr + si * si;
      }
      addBand();
    }
  }
  let mu = 0;
  for (let i = M; i < bgEnd; i++) mu += p[i]!;
  mu /= Math.max(1, bgEnd - M);
  let sd = 0;
  for (let i = M; i < bgEnd; i++) sd += (p[i]! - mu) ** 2;
  sd = Math.sqrt(sd / Math.max(1, bgEnd - M));
  // What it holds after the onset; an impulse holds nothing (a pistol's report is over in a few
  // milliseconds): its peak.
  const plateau = event.kind === "impulse" ? Math.max(...p.subarray(bgEnd, len)) : quantile(p.subarray(Math.max(0, hi - start), len), 0.5);
  if (plateau <= mu + 3 * sd) return null;
  // Where it is surely in: halfway up in decibels, staying there for an averaging length (not a
  // burst of noise).
  const threshold = mu + Math.max(3 * sd, Math.sqrt((plateau - mu) * sd));
  let cross = bgEnd;
  for (let run = 0; cross < len && run < M; cross++) run = p[cross]! > threshold ? run + 1 : 0;
  if (cross >= len) return latest > hi ? refineOnset(x, fs, event, lo, latest) : null;
  // Least squares on the amplitude from the start of the search up to there: the background's
  // mean before t0; after it a step, shaped by the averaging (a demodulated tone's amplitude grows
  // linearly while the average fills, a report's as the root), and a ramp (an attack, the echo
  // building up). t0 every 0.25 ms.
  const step = Math.max(1, Math.round(0.00025 * fs));
  const fitEnd = Math.min(len, cross + M);
  const first = Math.max(M, bgEnd);
  const m = Math.floor((fitEnd - first) / step);
  let floorAmp = 0;
  for (let j = M; j < bgEnd; j++) floorAmp += Math.sqrt(p[j]!);
  floorAmp /= Math.max(1, bgEnd - M);
  const y = new Float64Array(m);
  for (let k = 0; k < m; k++) {
    let acc = 0;
    for (let j = first + k * step; j < first + (k + 1) * step; j++) acc += Math.sqrt(p[j]!);
    y[k] = acc / step - floorAmp;
  }
  const cy = new Float64Array(m + 1);
  const cty = new Float64Array(m + 1);
  const cyy = new Float64Array(m + 1);
  for (let k = 0; k < m; k++) {
    cy[k + 1] = cy[k]! + y[k]!;
    cty[k + 1] = cty[k]! + k * y[k]!;
    cyy[k + 1] = cyy[k]! + y[k]! * y[k]!;
  }
  const ms = Math.max(1, Math.round(M / step));
  const shape = new Float64Array(ms);
  for (let i = 0; i < ms; i++) shape[i] = event.freqs.length === 0 ? Math.sqrt(i / ms) : i / ms;
  // The ramp as the average shapes it too: it lags the attack by half the averaging, so a ramp taken
  // as it reads would place a slow attack that much late. Over the first averaging length it grows as
  // the average fills (as a square for a tone's amplitude, as the root of a cube for a report's
  // power), then it is the attack's own line, half the averaging behind.
  const lag = ms / 2;
  const ramp = new Float64Array(ms);
  for (let i = 0; i < ms; i++) ramp[i] = event.freqs.length === 0 ? Math.sqrt((i * i * i) / (3 * ms)) : (i * i) / (2 * ms);
  let best = Infinity;
  let onset = cross - M;
  for (let k0 = 0; k0 < Math.floor((cross - first) / step); k0++) {
    const count = m - k0;
    if (count <= ms + 2) break;
    // Two bases after t0, the step (u) and the ramp (v = samples since t0 less the lag, from ms on);
    // closed forms for v over the whole, the first ms put right one by one.
    const sum = ((count - 1) * count) / 2;
    let suu = count - ms;
    let suv = sum - ((ms - 1) * ms) / 2 - lag * (count - ms);
    const sy = cy[m]! - cy[k0]!;
    let suy = sy;
    let svy = cty[m]! - cty[k0]! - k0 * sy - lag * sy;
    let svv = ((count - 1) * count * (2 * count - 1)) / 6 - 2 * lag * sum + count * lag * lag;
    for (let i = 0; i < ms; i++) {
      suu += shape[i]! * shape[i]!;
      suv += ramp[i]! * shape[i]!;
      suy -= (1 - shape[i]!) * y[k0 + i]!;
      svy += (ramp[i]! - (i - lag)) * y[k0 + i]!;
      svv += ramp[i]! * ramp[i]! - (i - lag) * (i - lag);
    }
    const det = suu * svv - suv * suv;
    if (det <= 0) continue;
    const b = (suy * svv - suv * svy) / det;
    const a = (suu * svy - suv * suy) / det;
    const sse = cyy[m]! - b * suy - a * svy;
    if (sse < best) {
      best = sse;
      onset = first + k0 * step;
    }
  }
  // At the very start of the search the fit found no background before the sound: not to be trusted.
  if (onset <= first + step) return null;
  return start + onset;
}

// What it reads around the window: the hall before a signal near `from`, and the moment after
// `to` that confirms a signal that began just before the press (a Start waits for it).
const BEFORE_S = 0.25;
const AFTER_S = AFTER_PRESS_MS / 1000;

/**
 * The sample index of the start signal's onset in [from, to) of `samples` at `sampleRate`, or
 * null when there is none to be sure of. Reads up to 0.25 s before `from` and 0.3 s after `to`
 * where the samples are there: a signal that begins 40 ms before the press is only recognised in
 * the 100 ms after it. Non-finite samples count as silence. With the venue's `learned` signal it
 * looks for exactly that signal and nothing else.
 */
export function findHornOnset(
  samples: Float32Array,
  sampleRate: number,
  from: number,
  to: number,
  learned?: StartSignal | null,
): HornOnset | null {
  return searchHornOnset(samples, sampleRate, from, to, learned).onset;
}

/** Why a search found no onset to count: nothing like a start signal, or something not clear enough. */
export type HornMiss = "no-signal" | "unsure";

/** findHornOnset with the reason when it answers nothing, for the panel and the log (DESIGN 6b). */
export function searchHornOnset(
  samples: Float32Array,
  sampleRate: number,
  from: number,
  to: number,
  learned?: StartSignal | null,
): HornSearch {
  const none = { onset: null, why: "no-signal" } as const;
  if (!Number.isFinite(sampleRate) || sampleRate < 8000 || !Number.isFinite(from) || !Number.isFinite(to)) return none;
  const lo = Math.max(0, Math.ceil(from));
  const hi = Math.min(samples.length, Math.floor(to));
  if (hi - lo < 0.1 * sampleRate) return none;
  return learned ? findLearned(samples, sampleRate, lo, hi, learned) : findGeneral(samples, sampleRate, lo, hi);
}

/** What a search found: an onset, or why none counts. */
export type HornSearch = { onset: HornOnset; why?: undefined } | { onset: null; why: HornMiss };

/** Within this of an impulse, another as strong makes both a splash's impacts: a start's report comes once. */
const IMPACTS_S = 0.35;
/** An event this confident is signal-like: if it does not pass, the search says 'unsure', not 'no-signal'. */
const SIGNAL_LIKE = 0.25;
/** From this voiceComb on, a sound may be a voice: a sustained event counts less, a lesson keeps no spare of it. */
const VOICE_MAYBE = 0.5;

/**
 * How much of a voice's harmonic comb (a fundamental of 80–300 Hz) rose at `t` (a sample of x at
 * fs), seen finer than the event's spectrogram can (80 ms, about 3 Hz a bin): of its teeth from
 * 150 Hz to 2 kHz, the odd and the even apart (a horn's harmonics are every other tooth of half its
 * fundamental), the smaller share that stand 6 dB over the comb's valleys and over the same bins
 * before. A vowel's harmonics rise together; a signal's components are not a comb that fine.
 */
function voiceComb(x: Float64Array, fs: number, t: number): number {
  // Lowered to 8–16 kHz first: the comb lies under 2 kHz, and the transforms are then 4 times shorter.
  const a = Math.max(0, t - Math.round(0.11 * fs));
  let y = x.subarray(a, Math.min(x.length, t + Math.round(0.09 * fs)));
  let rate = fs;
  while (rate >= 16_000) {
    y = halve(y);
    rate /= 2;
  }
  const length = Math.round(0.08 * rate);
  let n = 2;
  while (n < 4 * length) n <<= 1;
  const tab = fftTables(n);
  // The power spectrum of the 80 ms from y[b], and its running sums for the mean over a band.
  const spectrum = (b: number) => {
    const re = new Float64Array(n);
    const im = new Float64Array(n);
    for (let i = 0; i < length; i++) re[i] = (y[b + i] ?? 0) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / length));
    fft(re, im, tab);
    const power = new Float64Array(n / 2);
    const sums = new Float64Array(n / 2 + 1);
    for (let k = 0; k < n / 2; k++) {
      power[k] = re[k]! * re[k]! + im[k]! * im[k]! + 1e-30;
      sums[k + 1] = sums[k]! + power[k]!;
    }
    return { power, sums };
  };
  const hz = rate / n;
  const at = Math.round(((t - a) * rate) / fs);
  const now = spectrum(at + Math.round(0.01 * rate));
  const before = spectrum(Math.max(0, at - length - Math.round(0.03 * rate)));
  const meanAround = ({ sums }: { sums: Float64Array }, f: number, w: number) => {
    const lo = Math.max(0, Math.floor((f - w) / hz));
    const hi = Math.min(n / 2 - 1, Math.ceil((f + w) / hz));
    return (sums[hi + 1]! - sums[lo]!) / (hi - lo + 1);
  };
  let best = 0;
  for (let f0 = 80; f0 <= 300; f0++) {
    const teeth = [0, 0];
    const risen = [0, 0];
    for (let k = Math.ceil(150 / f0); k * f0 <= 2000; k++) {
      teeth[k % 2]!++;
      // The harmonic's peak within 1.5 % (a voice's pitch moves over 80 ms).
      let peak = Math.floor((k * f0 * 0.985) / hz);
      for (let j = peak; j <= Math.ceil((k * f0 * 1.015) / hz); j++) if (now.power[j]! > now.power[peak]!) peak = j;
      const valley = (meanAround(now, (k - 0.5) * f0, 0.15 * f0) + meanAround(now, (k + 0.5) * f0, 0.15 * f0)) / 2;
      if (now.power[peak]! >= 4 * valley && now.power[peak]! >= 4 * meanAround(before, peak * hz, 2 * hz)) risen[k % 2]!++;
    }
    if (teeth[0]! + teeth[1]! >= 5) best = Math.max(best, Math.min(risen[0]! / Math.max(1, teeth[0]!), risen[1]! / Math.max(1, teeth[1]!)));
  }
  return best;
}

/**
 * The events in x (high-passed) with what their first 20–150 ms cannot show: a noise-like one's
 * envelope over 300 ms (burstShape), a voice-like one's harmonics seen finer (voiceComb), and an
 * impulse followed by another as strong.
 */
function judgedEvents(x: Float64Array, fs: number): HornEvent[] {
  const events = [...sustainedEvents(x, fs), ...impulseEvents(x, fs)];
  for (const e of events) {
    if (e.kind === "noise") e.confidence = Math.min(e.confidence, burstShape(x, fs, e.at));
    // Only where it could still count: the finer spectrum costs milliseconds.
    if (e.voiceLike && e.confidence >= SIGNAL_LIKE)
      e.confidence = Math.min(e.confidence, margin(voiceComb(x, fs, e.at), 0.65, VOICE_MAYBE));
  }
  const impulses = events.filter((e) => e.kind === "impulse");
  for (const e of impulses)
    if (impulses.some((o) => o !== e && Math.abs(o.at - e.at) <= IMPACTS_S * fs && o.snr >= e.snr - 6))
      e.confidence = Math.min(e.confidence, 0.3);
  return events;
}

/**
 * samples [a, b) as the detectors hear them: non-finite samples as silence, and without the rumble
 * under 100 Hz (pumps, ventilation, a microphone's drift): no start signal lives there, and it would
 * swamp the hall's level that events are measured against.
 */
function hornBand(samples: Float32Array, a: number, b: number, sampleRate: number): Float64Array {
  const raw = new Float64Array(b - a);
  for (let i = 0; i < raw.length; i++) {
    const v = samples[a + i]!;
    raw[i] = Number.isFinite(v) ? v : 0;
  }
  return highPass(raw, sampleRate, 100);
}

/**
 * What a search of [lo, hi) reads, as the detectors hear it: `x` from sample `a`, BEFORE_S before the
 * window, to AFTER_S after it; the general detector's events in it judged once, however many of a
 * learned signal's sounds ask for them.
 */
interface Searched {
  a: number;
  x: Float64Array;
  events(): HornEvent[];
  /**
   * As a learned sound's matched filter hears it (decimated, emphasised), from decimated sample `a`;
   * each decimated sample taken from `phase` (under a step) samples later.
   */
  emphasised(phase?: number): { a: number; x: Float64Array };
}

function searched(samples: Float32Array, sampleRate: number, lo: number, hi: number): Searched {
  const a = Math.max(0, lo - Math.round(BEFORE_S * sampleRate));
  const b = Math.min(samples.length, hi + Math.round(AFTER_S * sampleRate));
  const x = hornBand(samples, a, b, sampleRate);
  let events: HornEvent[] | undefined;
  const emphasised: { a: number; x: Float64Array }[] = [];
  return {
    a,
    x,
    events: () => (events ??= judgedEvents(x, sampleRate)),
    emphasised: (phase = 0) => (emphasised[phase] ??= learnedRead(samples, sampleRate, lo, hi, phase)),
  };
}

/** The general detector: any start signal, or only the events `accept` lets through, in [lo, hi) of samples (DESIGN 6b). */
function findGeneral(
  samples: Float32Array,
  sampleRate: number,
  lo: number,
  hi: number,
  accept = (_: HornEvent) => true,
  read = searched(samples, sampleRate, lo, hi),
): HornSearch {
  const { a, x } = read;
  const events = read.events();
  const edge = (e: HornEvent) => a + e.at >= lo - 0.03 * sampleRate && a + e.at < hi + 0.03 * sampleRate;
  // A sound that continues one already there is no onset, however strong.
  const sure = events.filter((e) => e.confidence >= HORN_ACCEPTANCE && edge(e) && !e.continues && accept(e)).sort((p, q) => p.at - q.at);
  // Something signal-like that did not pass: 'te onzeker' rather than 'geen startsignaal'.
  const miss: HornSearch = { onset: null, why: events.some((e) => e.confidence >= SIGNAL_LIKE && edge(e)) ? "unsure" : "no-signal" };
  // The start signal stands out: of the events that pass, the first within 6 dB of the strongest.
  const strongest = Math.max(...sure.map((e) => e.snr));
  const first = sure.find((e) => e.snr >= strongest - 6);
  if (!first) return miss;
  const before = Math.round((first.kind === "impulse" ? 0.003 : 0.006) * sampleRate);
  const after = Math.round((first.kind === "impulse" ? 0.003 : 0.035) * sampleRate);
  const onset = refineOnset(x, sampleRate, first, first.at - before, first.at + after, first.inBy);
  if (onset === null) return { onset: null, why: "unsure" };
  const index = a + onset;
  if (index < lo || index >= hi) return miss;
  return { onset: { index, confidence: Math.round(first.confidence * 100) / 100 } };
}

// The venue's own signal (DESIGN 6b): a matched filter. The same device sounds the same every time
// and its first reflections come off the same surfaces, so the waveform itself identifies it: the
// template is the signal's first BODY_MS as it sounded at this desk (less where that holds nearly all
// its energy: a pistol's report is over in milliseconds, the rest is a hall never quite the same),
// lowered to about 16 kHz, after LEAD_MS of silence. Both sides are pre-emphasised first: a hall's
// rumble and a crowd are loud at low frequencies and would otherwise drown the correlation of a
// click or a burst, matched also as cut at the decimation's other offsets where it nearly passed. A
// start is where the normalised correlation stands above the learned threshold (for a held signal,
// which matches anywhere along itself, also where the sound rises in its own band); of such
// places the first about as good as the best counts (a two-tone repeats its pattern), or an earlier
// one a held sound held from (in its band) until the best; a held one's onset placed where its strongest
// components rise (as the general detector fits an onset), else by its first milliseconds. A whistle
// is blown a few per cent higher or lower each time: a tonal template over 1.5 kHz is also tried at
// the pitch the sound around its own holds (within ±PITCH_SPAN) and a step either side, small enough
// that its phase holds over the template, both read in the band around its pitch (aroundPitch). Read
// there, a part of another signal matches too (a square wave's third harmonic, a buzzer at the pitch):
// what a whistle's search finds must have risen mostly in that band (roseInBand) and not hold its pitch.
const BODY_MS = 120;
const LEAD_MS = 20;
const LEARN_RATE = 16_000;
const PRE_EMPHASIS = 0.95;
/** The least correlation that counts, whatever the lesson's hall allowed. */
const LEAST_THRESHOLD = 0.35;
/** Above the best correlation the lesson's hall gave away from the signal, what a match must add. */
const THRESHOLD_MARGIN = 0.12;
/** A match is where the sound rises: the lead before it holds at most this share of its power over the hall's. */
const RISE = 0.4;
/** The hall's power: what this share of 5 ms blocks stay under. */
const HALL_QUANTILE = 0.2;
/** Of matches, the first within this share of the best counts. */
const FIRST_OF = 0.85;
/** How well a body must match itself shifted (normalised) to count as held: tones do, reports and noise do not. */
const REPEATS = 0.3;
/** How much of a held body's start places its onset. */
const ONSET_MS = 20;
/** The least normalised correlation of those first ms (and the lead) with the sound that counts. */
const ONSET_MATCH = 0.7;
/** How far apart (s) the places a held signal's rise is looked for further back from its match are. */
const LOOK_BACK_S = 0.04;
/** How far back (s) at most: a slow horn's echo may build up for well over 100 ms before it matches best. */
const LOOK_BACK_MAX_S = 0.2;
const PITCH_SPAN = 0.036;
const PITCH_STEP = 0.004;
/** How far a warble swings a whistle's pitch either side. */
const WARBLE = 0.06;
const PITCHED_HZ = 1500;
/**
 * Of a tone's power within ±8 % of its pitch, the share within ±1 % that makes it steady (an electronic
 * tone, no whistle): the benchmark's lessons keep 0.93 or more of a steady tone there, 0.8 or less of a whistle.
 */
const STEADY_SHARE = 0.85;
/** Within this of the lesson's onset, the general detector's onset is the same signal's (s). */
const AGREE_S = 0.02;
/** How far from its learned pitch a whistle the general detector hears may be, as a share of it. */
const WHISTLE_SPAN = 0.08;
const PITCHED_MS = 50;
/** The least correlation of that shorter template that counts. */
const PITCHED_THRESHOLD = 0.55;
/** A sound not held is looked for at the decimation's other offsets where it matched this share of its threshold. */
const PHASES_FROM = 0.5;

/** Every `step`-th mean of `step` samples of [a, b), non-finite samples as silence. */
function decimate(samples: Float32Array, a: number, b: number, step: number): Float64Array {
  const out = new Float64Array(Math.max(0, Math.floor((b - a) / step)));
  for (let i = 0; i < out.length; i++) {
    let sum = 0;
    for (let k = 0; k < step; k++) {
      const v = samples[a + i * step + k]!;
      if (Number.isFinite(v)) sum += v;
    }
    out[i] = sum / step;
  }
  return out;
}

const stepFor = (sampleRate: number) => Math.max(1, Math.round(sampleRate / LEARN_RATE));

/** x[i] − PRE_EMPHASIS·x[i − 1]: a first-order high shelf that whitens a hall's low-heavy sound. */
function emphasise(x: Float64Array): Float64Array {
  const y = new Float64Array(x.length);
  for (let i = 0; i < x.length; i++) y[i] = x[i]! - PRE_EMPHASIS * (i > 0 ? x[i - 1]! : 0);
  return y;
}

interface Learned {
  /** The template, emphasised, its onset at `lead`. */
  t: Float64Array;
  lead: number;
  /** What follows the lead, and what is known of it: its pitch (0: none) and whether it is held. */
  body: Float64Array;
  pitch: number;
  held: boolean;
}

/** Templates read back, per rate and template: every search of an armed heat reads the same few. */
const readBack = new Map<string, Learned | null>();

/** The template read back at `rate` (linear interpolation when the desk's rate differs). */
function templateAt(signal: StartSignal, rate: number): Learned | null {
  const key = `${signal.sample_rate}:${signal.lead}:${rate}:${signal.template}`;
  if (!readBack.has(key)) {
    // A desk holds one learned signal at a time: a handful of templates, never more.
    if (readBack.size >= 4 * (START_SIGNAL_ALTERNATIVES + 1)) readBack.clear();
    const read = readTemplate(signal, rate);
    const body = read?.t.subarray(read.lead);
    readBack.set(key, read && body ? { ...read, body, pitch: pitchOf(body, rate), held: isHeld(body, read.lead, rate) } : null);
  }
  return readBack.get(key)!;
}

function readTemplate(signal: StartSignal, rate: number): { t: Float64Array; lead: number } | null {
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(signal.template), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
  const stored = new Float64Array(bytes.length >> 1);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < stored.length; i++) stored[i] = view.getInt16(2 * i, true) / 32768;
  if (!(signal.sample_rate > 0) || signal.lead >= stored.length) return null;
  if (signal.sample_rate === rate) return { t: stored, lead: signal.lead };
  const t = resample(stored, signal.sample_rate / rate);
  return { t, lead: Math.round((signal.lead * rate) / signal.sample_rate) };
}

/** x read every `ratio` samples (linear interpolation): above 1 it sounds higher and shorter. */
function resample(x: Float64Array, ratio: number): Float64Array {
  const out = new Float64Array(Math.max(0, Math.floor((x.length - 1) / ratio)));
  for (let i = 0; i < out.length; i++) {
    const p = i * ratio;
    const k = Math.floor(p);
    out[i] = x[k]! + (p - k) * (x[k + 1]! - x[k]!);
  }
  return out;
}

/**
 * Transforms kept while what they transform lives: the sounds of a learned signal, and the pitches
 * tried, share the transform of the sound searched; an armed heat's searches share the templates'.
 */
const transforms = new WeakMap<object, Map<number, { re: Float64Array; im: Float64Array }>>();
const energies = new WeakMap<object, Float64Array>();

/**
 * The array x begins where x is the start of one (the sound a search reads, cut where one sound's
 * matches end), and what its transform is kept under: that array's transform serves every cut.
 */
function wholeOf(x: Float64Array): { whole: Float64Array; source: object } {
  return x.byteOffset === 0
    ? { whole: new Float64Array(x.buffer, 0, x.buffer.byteLength >> 3), source: x.buffer }
    : { whole: x, source: x };
}

type ReadTransform = { re: Float64Array; im: Float64Array; n: number };

/** The transform of the array x begins (see wholeOf), as short as holds it. */
function transformOfRead(x: Float64Array): ReadTransform {
  const { whole, source } = wholeOf(x);
  const n = transformLength(whole.length);
  return { ...transformOf(source, whole, n), n };
}

function transformOf(key: object, x: Float64Array, n: number): { re: Float64Array; im: Float64Array } {
  let byLength = transforms.get(key);
  if (!byLength) transforms.set(key, (byLength = new Map()));
  let kept = byLength.get(n);
  if (!kept) {
    kept = realFft(x, n);
    byLength.set(n, kept);
  }
  return kept;
}

/**
 * For each template t: ncc[j] for j in [0, x.length − t.length], the normalised correlation of t with
 * x[j, j + t.length), by FFT; windows without sound give 0. x may be the start of a longer array (the
 * sound a search reads, cut where one sound's matches end): that array's transform serves every cut,
 * since no j + i reaches past x, and no transform shorter than x wraps around onto those.
 */
function normalisedCorrelations(x: Float64Array, templates: Float64Array[]): Float64Array[] {
  const { whole, source } = wholeOf(x);
  const n = transformLength(Math.max(whole.length, ...templates.map((t) => t.length)));
  const { re: xr, im: xi } = transformOf(source, whole, n);
  let prefix = energies.get(source);
  if (!prefix) energies.set(source, (prefix = runningEnergy(whole)));
  const pr = new Float64Array(n / 2 + 1);
  const pi = new Float64Array(n / 2 + 1);
  const cross = new Float64Array(n);
  return templates.map((t) => {
    const m = t.length;
    const count = x.length - m + 1;
    if (count <= 0) return new Float64Array(0);
    const { re: tr, im: ti } = transformOf(t, t, n);
    // X · conj(T), transformed back.
    timesConjugate(xr, xi, tr, ti, pr, pi);
    realInverse(pr, pi, cross);
    let tt = 0;
    for (let k = 0; k < m; k++) tt += t[k]! * t[k]!;
    return normalised(cross, prefix, m, tt, count);
  });
}

// The loops over every sample of a search are small functions of their own: the engine optimises
// each once and keeps it, where a large function that takes a new branch is optimised again.

/** (pr, pi) = (xr, xi) · conj(tr, ti), bin by bin. */
function timesConjugate(xr: Float64Array, xi: Float64Array, tr: Float64Array, ti: Float64Array, pr: Float64Array, pi: Float64Array): void {
  for (let k = 0; k < pr.length; k++) {
    pr[k] = xr[k]! * tr[k]! + xi[k]! * ti[k]!;
    pi[k] = xi[k]! * tr[k]! - xr[k]! * ti[k]!;
  }
}

/** energy[i]: the sum of x[k]² for k < i. */
function runningEnergy(x: Float64Array): Float64Array {
  const energy = new Float64Array(x.length + 1);
  for (let k = 0; k < x.length; k++) energy[k + 1] = energy[k]! + x[k]! * x[k]!;
  return energy;
}

/** cross[j] over the root of the energy of the m samples from j (`prefix`, see runningEnergy) and tt, for j < count. */
function normalised(cross: Float64Array, prefix: Float64Array, m: number, tt: number, count: number): Float64Array {
  const out = new Float64Array(count);
  for (let j = 0; j < count; j++) {
    const energy = prefix[j + m]! - prefix[j]!;
    out[j] = energy > 0 && tt > 0 ? cross[j]! / Math.sqrt(energy * tt) : 0;
  }
  return out;
}

/**
 * How much of the template after its lead to correlate: its first BODY_MS, or less where that holds
 * nearly all its energy, never under 20 ms.
 */
function bodyLength(t: Float64Array, lead: number, rate: number): number {
  const most = Math.min(t.length - lead, Math.round((BODY_MS / 1000) * rate));
  let total = 0;
  for (let i = lead; i < lead + most; i++) total += t[i]! * t[i]!;
  const least = Math.round(0.02 * rate);
  let e = 0;
  for (let n = 0; n < most; n++) {
    e += t[lead + n]! * t[lead + n]!;
    if (n >= least && e >= 0.9 * total) return n + 1;
  }
  return most;
}

/** The power spectrum of x, its length padded to a power of two n: power[k] at k·rate/n Hz. */
function powerSpectrum(x: Float64Array): Float64Array {
  const n = transformLength(x.length);
  const { re, im } = realFft(x, n);
  const power = new Float64Array(n / 2);
  for (let k = 1; k < n / 2; k++) power[k] = re[k]! * re[k]! + im[k]! * im[k]!;
  return power;
}

/** The power of a power spectrum within ±`share` of its bin `top`. */
function powerAround(power: Float64Array, top: number, share: number): number {
  let sum = 0;
  for (let k = Math.floor(top * (1 - share)); k <= Math.min(power.length - 1, Math.ceil(top * (1 + share))); k++) sum += power[k]!;
  return sum;
}

/** A component at bin `top` is steady (an electronic tone): STEADY_SHARE of its power within ±8 % lies within ±1 %. */
function steadyAt(power: Float64Array, top: number): boolean {
  return powerAround(power, top, 0.01) >= STEADY_SHARE * powerAround(power, top, 0.08);
}

/** The frequency (Hz) of a tonal template's strongest component over PITCHED_HZ (a whistle, whose pitch varies), else 0. */
function pitchOf(body: Float64Array, rate: number): number {
  const power = powerSpectrum(body);
  let total = 0;
  let top = 1;
  for (let k = 1; k < power.length; k++) {
    total += power[k]!;
    if (power[k]! > power[top]!) top = k;
  }
  // One component: its neighbourhood (±8 %, a warble's swing) holds nearly all the power (not a chord),
  // and it varies (not steadyAt), and where it rose is where it began, whatever its first milliseconds match.
  const hz = (top * rate) / (2 * power.length);
  return hz >= PITCHED_HZ && powerAround(power, top, 0.08) >= 0.8 * total && !steadyAt(power, top) ? hz : 0;
}

/**
 * Whether the sound from sample `index` on, over a template body's `length` (as the matched filter
 * reads it), is a steady tone at about `pitch`: its strongest component within WHISTLE_SPAN of the
 * pitch is steadyAt. A learned pitch is a tone that varied (pitchOf): an electronic tone there is
 * another signal, however well it matched a part of the whistle.
 */
function steadyFrom(read: Searched, sampleRate: number, index: number, length: number, pitch: number): boolean {
  const step = stepFor(sampleRate);
  const rate = sampleRate / step;
  const { a, x } = read.emphasised();
  const from = Math.max(0, Math.round(index / step) - a);
  const power = powerSpectrum(x.subarray(from, Math.min(x.length, from + length)));
  const binHz = rate / (2 * power.length);
  let top = -1;
  for (let k = Math.floor((pitch * (1 - WHISTLE_SPAN)) / binHz); k <= Math.ceil((pitch * (1 + WHISTLE_SPAN)) / binHz); k++)
    if (k > 0 && k < power.length && (top < 0 || power[k]! > power[top]!)) top = k;
  return top > 0 && steadyAt(power, top);
}

/** The power-weighted mean frequency (Hz) between lo and hi Hz of a transform of length n, 0 without power there. */
function meanFrequencyOf({ re, im, n }: ReadTransform, rate: number, lo: number, hi: number): number {
  const hz = rate / n;
  let sum = 0;
  let moment = 0;
  for (let k = Math.max(1, Math.ceil(lo / hz)); k <= Math.min(n / 2 - 1, Math.floor(hi / hz)); k++) {
    const power = re[k]! * re[k]! + im[k]! * im[k]!;
    sum += power;
    moment += power * k * hz;
  }
  return sum > 0 ? moment / sum : 0;
}

/** The power-weighted mean frequency (Hz) of x between lo and hi Hz, 0 without power there. */
function meanFrequency(x: Float64Array, rate: number, lo: number, hi: number): number {
  const n = transformLength(x.length);
  return meanFrequencyOf({ ...realFft(x, n), n }, rate, lo, hi);
}

/** The frequencies (Hz) of the body's strongest spectral peaks over 150 Hz: at most 4, each a tenth of the strongest or more. */
function componentsOf(body: Float64Array, rate: number): number[] {
  const power = powerSpectrum(body);
  const hz = rate / (2 * power.length);
  const top = Math.max(...power);
  const peaks: number[] = [];
  for (let k = Math.max(2, Math.ceil(150 / hz)); k < power.length - 1; k++)
    if (power[k]! >= 0.1 * top && power[k]! >= power[k - 1]! && power[k]! > power[k + 1]!) peaks.push(k);
  return peaks
    .sort((p, q) => power[q]! - power[p]!)
    .slice(0, 4)
    .map((k) => k * hz);
}

/**
 * Whether the body is a held sound that, shifted by 2 ms up to `lead`, still matches itself (a tone,
 * a chord, a horn): then a match inside it is as good as at its onset, and only where the sound rises
 * counts. A burst of noise matches only where it begins; a report or a knock dies away (its last
 * quarter keeps under a quarter of its first's power), though its reflections may repeat it.
 */
function isHeld(body: Float64Array, lead: number, rate: number): boolean {
  const q = body.length >> 2;
  let first = 0;
  let last = 0;
  for (let i = 0; i < q; i++) {
    first += body[i]! * body[i]!;
    last += body[body.length - q + i]! * body[body.length - q + i]!;
  }
  if (last < 0.25 * first) return false;
  let best = 0;
  for (let lag = Math.round(0.002 * rate); lag <= lead; lag++) {
    let cross = 0;
    let e1 = 0;
    let e2 = 0;
    for (let i = 0; i + lag < body.length; i++) {
      cross += body[i]! * body[i + lag]!;
      e1 += body[i]! * body[i]!;
      e2 += body[i + lag]! * body[i + lag]!;
    }
    if (e1 > 0 && e2 > 0) best = Math.max(best, cross / Math.sqrt(e1 * e2));
  }
  return best >= REPEATS;
}

/** Templates with their lead of silence, kept while their body lives (a learned sound's, read back once). */
const leads = new WeakMap<Float64Array, { lead: number; t: Float64Array }>();

function withLead(body: Float64Array, lead: number): Float64Array {
  const kept = leads.get(body);
  if (kept?.lead === lead) return kept.t;
  const t = new Float64Array(lead + body.length);
  t.set(body, lead);
  leads.set(body, { lead, t });
  return t;
}

/**
 * score[j]: the best normalised correlation of the body (at each pitch tried) with x from j on; for
 * a `held` body (see isHeld), only where the sound rises: over the `lead` samples before j,
 * the power above the hall's is at most RISE of what it is over the `lead` samples from j on (a match
 * a warble or a few periods early, the body's end on the signal's start, has only the hall there);
 * elsewhere 0; `inBand`: that power in the body's band (bandOf). The hall: the power most 5 ms
 * blocks of x stay over. `rose[j]`: a sound rose there 10 dB over the hall, whether it matched or
 * not. `which[j]`: which of the `bodies` tried matched. `band`: x as that power was measured in.
 */
function matchScores(
  x: Float64Array,
  body: Float64Array,
  lead: number,
  rate: number,
  pitch: number,
  held: boolean,
  inBand: boolean,
): { score: Float64Array; rose: Uint8Array; bodies: Float64Array[]; which: Uint8Array; band: Float64Array } {
  const bodies = [body];
  if (pitch > 0) {
    // Short enough that a pitch between two of those tried keeps its phase over it. The pitch here
    // against the template's from where their power lies around it (a warble spreads it): tried
    // there and a step either side rather than at every step within ±PITCH_SPAN.
    const first = body.subarray(0, Math.min(body.length, Math.round((PITCHED_MS / 1000) * rate)));
    const band = [pitch * (1 - PITCH_SPAN - WARBLE), pitch * (1 + PITCH_SPAN + WARBLE)] as const;
    const own = meanFrequency(first, rate, ...band);
    const here = meanFrequencyOf(transformOfRead(x), rate, ...band);
    const ratio = own > 0 && here > 0 ? Math.min(1 + PITCH_SPAN, Math.max(1 / (1 + PITCH_SPAN), here / own)) : 1;
    bodies.length = 0;
    for (const s of [0, -1, 1]) bodies.push(resample(first, ratio * (1 + s * PITCH_STEP)));
  }
  // Each with its lead of silence in front: sound there lowers the correlation, so a tone matches
  // best where it began, not a few periods into it.
  const templates = bodies.map((b) => withLead(b, lead));
  const score = new Float64Array(Math.max(0, x.length - Math.floor(body.length / (1 + PITCH_SPAN)) + 1));
  const which = new Uint8Array(score.length);
  for (const [k, c] of normalisedCorrelations(x, templates).entries()) keepBest(score, which, c, lead, k);
  // A held sound rises in its own band: a splash's tail or a crowd in the lead before it, as loud as
  // the tone in the whole sound, hides its rise there, not in the tone's band.
  const heard = held && inBand ? shaped(x, rate, bandOf(body, rate)) : x;
  const hall = quantile(blockPower(heard, Math.max(1, Math.round(0.005 * rate))), HALL_QUANTILE);
  const rose = risesOver(runningEnergy(heard), hall, lead, score, held);
  return { score, rose, bodies, which, band: heard };
}

/** The best of c over [from, to), and whether r is 1 anywhere there. */
function bestWithin(c: Float64Array, r: Uint8Array, from: number, to: number): { best: number; heard: boolean } {
  let best = 0;
  let heard = false;
  for (let j = from; j < to; j++) {
    if (c[j]! > best) best = c[j]!;
    if (r[j] === 1) heard = true;
  }
  return { best, heard };
}

/** Where c[i] beats score[i + lead]: c[i] there, and `k` in which. */
function keepBest(score: Float64Array, which: Uint8Array, c: Float64Array, lead: number, k: number): void {
  for (let i = 0; i < c.length; i++)
    if (c[i]! > score[i + lead]!) {
      score[i + lead] = c[i]!;
      which[i + lead] = k;
    }
}

/**
 * Per j < score.length, of a sound with running `energy` (runningEnergy) over `hall`: whether it rises
 * at j (see matchScores) 10 dB over the hall, as 1 or 0; where it does not rise at all, a `held`
 * body's score is set to 0.
 */
function risesOver(energy: Float64Array, hall: number, lead: number, score: Float64Array, held: boolean): Uint8Array {
  const length = energy.length - 1;
  const rose = new Uint8Array(score.length);
  for (let j = 0; j < score.length; j++) {
    const before = j >= lead ? (energy[j]! - energy[j - lead]!) / lead - hall : Infinity;
    const after = (energy[Math.min(length, j + lead)]! - energy[j]!) / Math.max(1, Math.min(lead, length - j)) - hall;
    const rises = after > 0 && before <= RISE * after;
    if (!rises && held) score[j] = 0;
    rose[j] = rises && after >= 9 * hall ? 1 : 0;
  }
  return rose;
}

/** Below acceptance, what a lesson still takes for its one signal when nothing passes (its surest event). */
const LESSON_LEAST = 0.3;

/**
 * A lesson learns no sound from its first LESSON_SETTLE_S: what sounds then has no hall before it to
 * rise from (a splash or a voice already going as the recording began looks as if it began there),
 * and the starter sounds the signal once the recording runs.
 */
const LESSON_SETTLE_S = 0.2;

/**
 * What the general detector hears as start signals in a lesson's x from LESSON_SETTLE_S on: those it
 * accepts, strongest first, else the one it is surest of down to LESSON_LEAST (the starter sounded
 * one signal; it may sound less sure in the hall than a start does).
 */
function signalEvents(x: Float64Array, fs: number): { heard: HornEvent[]; sure: boolean } {
  const events = judgedEvents(x, fs).filter((e) => !e.continues && e.at >= LESSON_SETTLE_S * fs);
  const sure = events.filter((e) => e.confidence >= HORN_ACCEPTANCE).sort((p, q) => q.snr - p.snr);
  if (sure.length) return { heard: sure, sure: true };
  const heard = events
    .filter((e) => e.confidence >= LESSON_LEAST)
    .sort((p, q) => q.confidence - p.confidence)
    .slice(0, 1);
  return { heard, sure: false };
}

/** Octave bands (Hz) a lesson also looks for a rise in: a low horn, a tone or a report each stands out in its own. */
const LESSON_BANDS = [250, 500, 1000, 2000, 4000, 6000];
/** A rise of 8 dB in two bands or more at once is a sound too: a noise burst over a hall of splashes rises so in each. */
const WIDE_RISE = 10 ** 0.8;

/**
 * Where the power of some octave band of a lesson's `x` (hornBand, at `fs`) rises: its next 30 ms 10 dB
 * or more over its 50 ms before, ending 20 ms before (a spectrogram frame's length), or 8 dB in two
 * bands or more (WIDE_RISE). A signal that begins over a splash or a voice, or lives in a band the hall
 * fills less than the emphasised whole, rises there where the whole barely does. Of each run of such
 * frames, the first whose own power already stands 8 dB over that (where the sound entered the frame),
 * as a sample of x, and how far the band rose at most; strongest first. Not where the whole is 10 dB
 * quieter 20–50 ms on than before.
 */
function bandRises(x: Float64Array, fs: number): { at: number; rise: number }[] {
  const { level, frames, bins, kLo, binHz, hopIn, n, decimation } = logSpectra(x, fs);
  const bands = LESSON_BANDS.length - 1;
  const power = Array.from({ length: bands }, () => new Float64Array(frames));
  for (let k = 0; k < bins; k++) {
    const band = LESSON_BANDS.findIndex((edge, i) => (k + kLo) * binHz >= edge && (k + kLo) * binHz < LESSON_BANDS[i + 1]!);
    if (band >= 0) for (let t = 0; t < frames; t++) power[band]![t]! += 10 ** (level[t * bins + k]! / 10);
  }
  const mean = (p: Float64Array, a: number, b: number) => {
    let e = 0;
    for (let t = a; t < b; t++) e += p[t]!;
    return e / (b - a);
  };
  const all = new Float64Array(frames);
  for (const p of power) for (let t = 0; t < frames; t++) all[t]! += p[t]!;
  const runs: { at: number; rise: number; end: number }[] = [];
  for (let t = 14; t + 6 <= frames; t++) {
    let rise = 0;
    let entered = false;
    let wide = 0;
    for (const p of power) {
      const before = mean(p, t - 14, t - 4);
      if (!(before > 0)) continue;
      const r = mean(p, t, t + 6) / before;
      rise = Math.max(rise, r);
      if (r >= WIDE_RISE) wide++;
      entered ||= p[t]! >= WIDE_RISE * before;
    }
    if (rise < 10 && wide < 2) continue;
    const run = runs.at(-1);
    if (run && t - run.end <= 4) {
      run.end = t;
      run.rise = Math.max(run.rise, rise);
      if (run.at < 0 && entered) run.at = t;
    } else runs.push({ at: entered ? t : -1, rise, end: t });
  }
  // Where a sound stops, its click splatters into bands it left quiet: no sound begins there, and once
  // the click has left the frames the hall is quieter than before.
  return runs
    .filter((r) => r.at >= 0 && r.at + 10 <= frames && mean(all, r.at + 4, r.at + 10) >= 0.1 * mean(all, r.at - 14, r.at - 4))
    .map((r) => ({ at: r.at * hopIn + (n * decimation) / 2, rise: r.rise }))
    .sort((p, q) => q.rise - p.rise);
}

/**
 * What a lesson keeps a sound as: the one it takes for the signal, another sound as loud, or a spare
 * (where some band rose, kept in case the lesson took the wrong sound).
 */
type Kept = "signal" | "other" | "spare";

/**
 * Where a lesson's signal may begin (x emphasised, at `rate`, `step` input samples each), where the
 * starter sounds it once: the sound it most likely is first, then up to START_SIGNAL_ALTERNATIVES
 * others it cannot be told from. Of the places where the power of the next 30 ms stands 10 dB over
 * that of the 45 ms before (or, unsure, that of the next 10 ms 13 dB over it: a short report), the
 * loudest near where the general detector hears a start signal (`heard`, see signalEvents) unless
 * that is a burst of noise and another is 6 dB louder, else the loudest; the others are the loudest
 * rises further than 150 ms from it and each other within 6 dB of the loudest of all (a splash or a
 * voice as loud as the signal), or, where the detector was sure of its sound, louder than that sound
 * (it may have been sure of a voice and not heard the signal at all); then, while there is room,
 * spares: where some octave band rose (`banded`, samples of x, strongest first; see bandRises),
 * further than 150 ms from each sound kept, or 30 ms after one not held. Nothing else rising, the
 * strongest spare is taken for the signal. Each then from the first block of its rise (riseStart).
 */
function lessonOnsets(
  x: Float64Array,
  rate: number,
  { heard, sure }: { heard: HornEvent[]; sure: boolean },
  step: number,
  banded: readonly number[],
): { at: number; as: Kept }[] {
  const signalAt = heard.map((e) => e.at / step);
  const block = Math.max(1, Math.round(0.005 * rate));
  const power = blockPower(x, block);
  const mean = (a: number, b: number) => {
    let e = 0;
    for (let k = Math.max(0, a); k < Math.min(power.length, b); k++) e += power[k]!;
    return e / Math.max(1, Math.min(power.length, b) - Math.max(0, a));
  };
  const rises: { k: number; level: number }[] = [];
  for (let k = Math.max(10, Math.ceil((LESSON_SETTLE_S * rate) / block)); k + 6 <= power.length; k++) {
    const level = mean(k, k + 6);
    const before = mean(k - 10, k - 1);
    const short = mean(k, k + 2);
    if ((level >= 10 * before || (!sure && short >= 20 * before)) && level > 0) rises.push({ k, level: Math.max(level, short / 3) });
  }
  // The rise the general detector takes for a start signal (a voice or a splash may be louder), else
  // the loudest; then the first block of the rise it belongs to. A slow attack over the echo of a
  // voice may rise less than that: then where the detector heard the signal.
  const near = (r: { k: number }) => signalAt.some((at) => Math.abs(r.k * block - at) <= 0.03 * rate);
  const pool = signalAt.length ? rises.filter(near) : rises;
  const loudest = (rs: { k: number; level: number }[]) => rs.reduce((p, q) => (q.level > p.level ? q : p));
  const onsets = (kept: { k: number; as: Kept }[]) => kept.map(({ k, as }) => ({ at: riseStart(x, rate, power, block, rises, k), as }));
  // A spare may come just after a sound not held (a report after a splash's first impact); after a
  // held one, that is the same sound going on.
  const apart = (k: number) =>
    isHeld(x.subarray(k * block, k * block + Math.round((BODY_MS / 1000) * rate)), Math.round((LEAD_MS / 1000) * rate), rate) ? 30 : 6;
  const withSpares = (kept: { k: number; as: Kept }[]) => {
    const gaps = kept.map((c) => apart(c.k));
    for (const at of banded) {
      if (kept.length > START_SIGNAL_ALTERNATIVES) break;
      const k = Math.round(at / block);
      if (kept.every((c, i) => (k > c.k ? k - c.k > gaps[i]! : c.k - k > 30))) {
        kept.push({ k, as: "spare" });
        gaps.push(apart(k));
      }
    }
    return onsets(kept);
  };
  if (pool.length === 0 && signalAt.length === 0)
    return banded.length ? withSpares([{ k: Math.round(banded[0]! / block), as: "spare" }]) : [];
  let k = pool.length ? loudest(pool).k : Math.round(signalAt[0]! / block);
  // The detector may take a splash for a burst of noise: then a rise 6 dB louder than it wins.
  if (pool.length && heard[0]?.kind === "noise" && loudest(rises).level >= 4 * loudest(pool).level) k = loudest(rises).k;
  // Not from further back, where a sound rose that held until the signal (thought to be a two-tone's
  // first tone): in the benchmark's lessons that was every time a voice, a splash or the crowd the
  // hall rang with, 70–470 ms before the signal, and the signal's template would have been that.
  const levelAt = mean(k, k + 6);
  const chosen: { k: number; as: Kept }[] = [{ k, as: "signal" }];
  if (rises.length) {
    // Sure of one sound, the detector may still have taken a voice for the signal and not heard the
    // signal itself: what rose louder than that sound elsewhere is kept too.
    const least = sure ? Math.max(levelAt, loudest(rises).level / 4) : loudest(rises).level / 4;
    for (const r of [...rises].sort((p, q) => q.level - p.level)) {
      if (chosen.length > START_SIGNAL_ALTERNATIVES || r.level < least) break;
      if (chosen.every((c) => Math.abs(c.k - r.k) > 30)) chosen.push({ k: r.k, as: "other" });
    }
  }
  return withSpares(chosen);
}

/**
 * The onset of the rise at block k of x (`power` per block of `block` samples, `rises` the blocks
 * where a rise stands out): from the first block of that rise, its amplitude (over the last 2 ms)
 * followed back from its peak to where it crossed 6 dB over the hall of the 100 ms before and a
 * quarter of the way up, and the line through those two points taken down to the hall (a slow
 * attack is a ramp).
 */
function riseStart(x: Float64Array, rate: number, power: Float64Array, block: number, rises: { k: number }[], k: number): number {
  for (const r of rises) if (r.k < k && r.k >= k - 8) k = r.k;
  // The hall just before it (the echo of a voice or a splash further back may have died away since).
  const hall = quantile(power.subarray(Math.max(0, k - 20), k - 1), 0.5);
  // The amplitude over the last 2 ms at each sample of [k − 2 blocks, k + 8 blocks).
  const w = Math.max(1, Math.round(0.002 * rate));
  const a = Math.max(w, (k - 2) * block);
  const b = Math.min(x.length, (k + 8) * block);
  const amp = new Float64Array(Math.max(0, b - a));
  let e = 0;
  for (let i = a - w; i < a; i++) e += x[i]! * x[i]!;
  for (let i = a; i < b; i++) {
    e += x[i]! * x[i]! - x[i - w]! * x[i - w]!;
    amp[i - a] = Math.sqrt(Math.max(0, e) / w);
  }
  let peak = 0;
  for (let i = 0; i < amp.length; i++) if (amp[i]! > amp[peak]!) peak = i;
  const floor = Math.sqrt(hall);
  // Followed back over dips of up to 3 ms (a low horn's period beats with the 2 ms).
  const bridge = Math.round(0.003 * rate);
  const crossing = (level: number) => {
    let i = peak;
    for (let j = peak - 1; j >= 0 && i - j <= bridge + 1; j--) if (amp[j]! >= level) i = j;
    return i;
  };
  // Early in the rise, where even a slow attack is nearly a straight line: 6 dB over the hall and a
  // quarter of the way up.
  const lowLevel = Math.min(2 * floor, floor + 0.25 * (amp[peak]! - floor));
  const highLevel = Math.max(lowLevel, floor + 0.25 * (amp[peak]! - floor));
  const low = crossing(lowLevel);
  const high = crossing(highLevel);
  // The signal's own amplitude: the hall's power taken off (they add as powers, not amplitudes).
  const own = (level: number) => Math.sqrt(Math.max(0, level * level - floor * floor));
  const back = high > low ? (own(lowLevel) * (high - low)) / (own(highLevel) - own(lowLevel)) : 0;
  return a + Math.max(0, low - Math.min(back, 0.01 * rate));
}

/**
 * The start signal sounded once in [from, to) of `samples` at `sampleRate`, learned: the template
 * `findHornOnset` then looks for, or null when no signal stands out of the hall clearly enough to
 * learn from. Pure: samples in, a StartSignal (as the room keeps it) out.
 */
export function learnStartSignal(samples: Float32Array, sampleRate: number, from: number, to: number): StartSignal | null {
  if (!Number.isFinite(sampleRate) || sampleRate < 8000 || !Number.isFinite(from) || !Number.isFinite(to)) return null;
  const lo = Math.max(0, Math.ceil(from));
  const hi = Math.min(samples.length, Math.floor(to));
  if (hi - lo < 0.5 * sampleRate) return null;
  const step = stepFor(sampleRate);
  const rate = sampleRate / step;
  const x = emphasise(decimate(samples, lo, hi, step));
  const band = hornBand(samples, lo, hi, sampleRate);
  // A voice rose in some band too (the starter's 'Take your marks'): never a spare. It sounds before
  // every start, and a spare is looked for wherever the signal is not.
  const banded = bandRises(band, sampleRate)
    .filter((r) => r.at >= LESSON_SETTLE_S * sampleRate && voiceComb(band, sampleRate, r.at) < VOICE_MAYBE)
    .map((r) => r.at / step);
  const onsets = lessonOnsets(x, rate, signalEvents(band, sampleRate), step, banded);
  // Where the general detector heard the same signal, its onset: fitted to the attack as it sounded
  // (a horn's builds up over milliseconds), not taken back along an amplitude.
  const heard = findGeneral(samples, sampleRate, lo, hi).onset;
  // Where the lesson took a spare for the signal, it was sure of nothing: the others are no spares then.
  const guessed = onsets[0]?.as === "spare";
  const sounds = onsets.flatMap(({ at: found, as }) => {
    const sound = soundAt(
      samples,
      sampleRate,
      lo,
      x,
      found,
      heard && Math.abs((heard.index - lo) / step - found) <= AGREE_S * rate ? (heard.index - lo) / step : null,
    );
    if (!sound) return [];
    return [as === "spare" && !guessed ? { ...sound, spare: true as const } : sound];
  });
  const [first, ...others] = sounds;
  if (!first) return null;
  return { sample_rate: rate, ...first, ...(others.length ? { alternatives: others } : {}) };
}

/**
 * A report or a burst is loudest at once: where the sound at `found` (a sample of x at `rate`) is
 * 10 dB under what jumps in later in its body (a splash just before a clapper), the block that
 * jump is in, else null. An echo builds a burst up without such a jump.
 */
function laterJump(x: Float64Array, rate: number, found: number): number | null {
  const block = Math.max(1, Math.round(0.005 * rate));
  const start = Math.round(found);
  const power = blockPower(x.subarray(start, start + Math.round((BODY_MS / 1000) * rate)), block);
  const loud = power.findIndex((p) => p >= 0.1 * Math.max(...power));
  if (loud * block < 0.015 * rate) return null;
  if (Math.max(power[loud]!, power[loud + 1] ?? 0) < 10 * Math.max(power[loud - 1]!, power[loud - 2]!)) return null;
  return start + loud * block;
}

/**
 * Where a match at `found` (a sample of x at `rate`) has only the hall before a loud part that its
 * `body` has there too (a lesson that took a splash just before its signal for the signal's start),
 * the block that loud part begins in: the signal begins there. Else null: a signal's loudest part
 * leads its body (a report, a burst, a tone), or something else jumped in (a splash after a faint one).
 */
function quietUntil(x: Float64Array, body: Float64Array, rate: number, found: number): number | null {
  const block = Math.max(1, Math.round(0.005 * rate));
  const start = Math.round(found);
  const power = blockPower(x.subarray(start, start + body.length), block);
  const loud = power.findIndex((p) => p >= 0.3 * Math.max(...power));
  if (loud * block < 0.015 * rate) return null;
  let before = 0;
  for (let i = 0; i < loud; i++) before += power[i]! / loud;
  const own = blockPower(body, block);
  if (power[loud]! < 10 * before || Math.max(own[loud]!, own[loud + 1] ?? 0) < 0.3 * Math.max(...own)) return null;
  return start + loud * block;
}

/**
 * One sound of a lesson as the detector keeps it: its template from the onset `found` (x emphasised,
 * from sample `lo` of `samples`), fitted where the general detector heard it (`heard`) or else where
 * its components rise (or its power over 2 kHz, for a sound not held), and the threshold its matches
 * must reach. Null where too little of it is in the lesson.
 */
function soundAt(
  samples: Float32Array,
  sampleRate: number,
  lo: number,
  x: Float64Array,
  found: number,
  heard: number | null,
): Omit<StartSignal, "sample_rate" | "alternatives"> | null {
  const step = stepFor(sampleRate);
  const rate = sampleRate / step;
  const lead = Math.round((LEAD_MS / 1000) * rate);
  let fitted = heard;
  if (fitted === null) {
    const sounded = x.subarray(Math.round(found), Math.round(found) + Math.round((BODY_MS / 1000) * rate));
    const held = isHeld(sounded, lead, rate);
    const at = held ? found : (laterJump(x, rate, found) ?? found);
    const rise = riseOnset(
      samples,
      sampleRate,
      lo + Math.round(at) * step,
      held ? componentsOf(sounded, rate) : [],
      held && pitchOf(sounded, rate) > 0,
    );
    fitted = rise === null ? at : (rise - lo) / step;
  }
  const onset = Math.round(fitted);
  const length = Math.min(Math.round((BODY_MS / 1000) * rate), x.length - onset);
  if (onset < lead || length < Math.round(0.02 * rate)) return null;
  const t = new Float64Array(lead + length);
  t.set(x.subarray(onset, onset + length), lead);
  const body = t.subarray(lead, lead + bodyLength(t, lead, rate));
  const peak = Math.max(...body.map(Math.abs));
  if (!(peak > 0)) return null;
  // What the lesson's hall alone reaches before the signal: a match must stand clearly above it.
  const before = x.subarray(0, Math.max(0, onset - lead));
  let floor = 0;
  const held = isHeld(body, lead, rate);
  const pitch = pitchOf(body, rate);
  for (const tried of pitch > 0 ? [0, pitch] : [0])
    for (const c of before.length > body.length + lead ? matchScores(before, body, lead, rate, tried, held, pitch === 0).score : [])
      floor = Math.max(floor, c);
  const pcm = new Uint8Array(2 * (lead + body.length));
  const view = new DataView(pcm.buffer);
  for (let i = 0; i < body.length; i++) view.setInt16(2 * (lead + i), Math.round((body[i]! / peak) * 32767), true);
  let binary = "";
  for (const byte of pcm) binary += String.fromCharCode(byte);
  return {
    lead,
    template: btoa(binary),
    threshold: Math.round(Math.min(0.7, Math.max(LEAST_THRESHOLD, floor + THRESHOLD_MARGIN)) * 1000) / 1000,
  };
}

/**
 * Where near `top`, a match of a held body in x, the body begins: the best match (normalised) of the
 * lead's silence and the body's first ONSET_MS within a lead of it (over the whole body, a tone
 * shifted by a few periods matches nearly as well; over its first milliseconds the silence before
 * it decides), and how well that matched.
 */
function onsetNear(x: Float64Array, body: Float64Array, lead: number, rate: number, top: number): { at: number; match: number } {
  const n = Math.min(body.length, Math.round((ONSET_MS / 1000) * rate));
  let tt = 0;
  for (let i = 0; i < n; i++) tt += body[i]! * body[i]!;
  let best = top;
  let bestScore = -Infinity;
  const j0 = Math.max(lead, top - lead);
  const j1 = Math.min(x.length - n, top + lead);
  // The energy of x from j0 − lead on, running: each window's is a difference of two.
  const energy = runningEnergy(x.subarray(j0 - lead, Math.max(j0 - lead, j1 + n)));
  for (let j = j0; j <= j1; j++) {
    let cross = 0;
    const e = energy[j - j0 + lead + n]! - energy[j - j0]!;
    for (let i = 0; i < n; i++) cross += x[j + i]! * body[i]!;
    const s = e > 0 ? cross / Math.sqrt(e) : 0;
    if (s > bestScore) {
      bestScore = s;
      best = j;
    }
  }
  return tt > 0 ? { at: best, match: bestScore / Math.sqrt(tt) } : { at: top, match: 0 };
}

/**
 * The onset of a signal near `at` (a sample of `samples`): refineOnset on its components `freqs` (none:
 * its power over 2 kHz), searched from LEAD_MS before `at` to 35 ms after, against the hall of the
 * 50 ms before. Null where no rise stands out there.
 */
function riseOnset(samples: Float32Array, sampleRate: number, at: number, freqs: number[], warble: boolean): number | null {
  const centre = Math.round(at);
  const pad = Math.round(0.12 * sampleRate);
  const start = Math.max(0, centre - pad);
  const end = Math.min(samples.length, centre + pad);
  const event: HornEvent = { kind: "sustained", at: 0, confidence: 1, snr: 0, freqs, warble, continues: false };
  const from = centre - start;
  const found = refineOnset(
    hornBand(samples, start, end, sampleRate),
    sampleRate,
    event,
    from - Math.round((LEAD_MS / 1000) * sampleRate),
    from + Math.round(0.035 * sampleRate),
  );
  return found === null ? null : start + found;
}

/**
 * The learned signal's onset in [lo, hi): of the lesson's sounds (the one taken for the signal and its
 * alternatives), the surest found. A spare answers only where none of the others found anything: it
 * was kept in case the lesson took the wrong sound, and the right one would have been found here.
 */
function findLearned(samples: Float32Array, sampleRate: number, lo: number, hi: number, learned: StartSignal): HornSearch {
  const read = searched(samples, sampleRate, lo, hi);
  const sounds = [
    { sound: learned, spare: false },
    ...(learned.alternatives ?? []).map((other) => ({ sound: { ...learned, ...other }, spare: other.spare === true })),
  ];
  // Spares are searched only where the others found nothing: they would not count otherwise.
  const found: HornSearch[] = [];
  const surest = (spare: boolean) => {
    let best: HornOnset | null = null;
    for (const s of sounds.filter((s) => s.spare === spare)) {
      const search = findSound(samples, sampleRate, lo, hi, s.sound, read);
      found.push(search);
      if (search.onset && search.onset.confidence > (best?.confidence ?? 0)) best = search.onset;
    }
    return best;
  };
  const onset = surest(false) ?? surest(true);
  if (onset) return { onset };
  return { onset: null, why: found.some((f) => f.why === "unsure") ? "unsure" : "no-signal" };
}

/**
 * One learned sound's onset in [lo, hi): its matched filter's, or for a whistle the general detector's
 * at its pitch, or else where the power of its band rises and holds (bandHold).
 */
function findSound(samples: Float32Array, sampleRate: number, lo: number, hi: number, learned: StartSignal, read: Searched): HornSearch {
  const step = stepFor(sampleRate);
  const rate = sampleRate / step;
  const template = templateAt(learned, rate);
  if (!template) return { onset: null, why: "no-signal" };
  const { pitch, body } = template;
  const matched = matchLearned(samples, sampleRate, lo, hi, learned, template, read);
  if (pitch === 0) return matched;
  // A tone that matched a part of the whistle but holds its pitch is another signal.
  if (matched.onset)
    return steadyFrom(read, sampleRate, matched.onset.index, body.length, pitch) ? { onset: null, why: "unsure" } : matched;
  // A whistle blown further from its learned pitch than the matched filter follows, or in an echo
  // that smears its warble: the general detector's whistle at about the learned pitch, and only that
  // where what rose there rose mostly in its band.
  const whistle = findGeneral(
    samples,
    sampleRate,
    lo,
    hi,
    (e) =>
      e.warble &&
      e.freqs.length > 0 &&
      Math.abs(e.freqs[0]! / pitch - 1) <= WHISTLE_SPAN &&
      roseInBand(read, sampleRate, read.a + e.at, pitch),
    read,
  );
  if (whistle.onset) return whistle;
  // Nor heard there, its warble too wide for the spectrogram's bins: the power of its band.
  const held = bandHold(read, sampleRate, lo, hi, pitch);
  return held.onset ? held : matched;
}

/** The spectrogram's bins a whistle at about `pitch` (within WHISTLE_SPAN) sounds in, from kA to kB. */
function whistleBins({ bins, kLo, binHz }: Spectra, pitch: number): { kA: number; kB: number } {
  return {
    kA: Math.max(0, Math.floor((pitch * (1 - WHISTLE_SPAN)) / binHz) - kLo),
    kB: Math.min(bins - 1, Math.ceil((pitch * (1 + WHISTLE_SPAN)) / binHz) - kLo),
  };
}

type WhistleBand = { kA: number; kB: number; inBand: Float64Array; all: Float64Array; centre: Float64Array };

/** Per spectrogram and learned pitch: its whistle band's powers, which roseInBand and bandHold both read. */
const whistleBands = new WeakMap<Spectra, Map<number, WhistleBand>>();

/**
 * Per frame of the spectrogram: the power in a whistle's bins at about `pitch` (whistleBins), in all
 * its bins, and the band's power-weighted frequency sum (its centre, once divided by inBand).
 */
function whistleBand(spectra: Spectra, pitch: number): WhistleBand {
  let byPitch = whistleBands.get(spectra);
  if (!byPitch) whistleBands.set(spectra, (byPitch = new Map()));
  const kept = byPitch.get(pitch);
  if (kept) return kept;
  const { level, band: all, frames, bins, kLo, binHz } = spectra;
  const { kA, kB } = whistleBins(spectra, pitch);
  const inBand = new Float64Array(frames);
  const centre = new Float64Array(frames);
  for (let t = 0; t < frames; t++)
    for (let k = kA; k <= kB; k++) {
      const power = 10 ** (level[t * bins + k]! / 10);
      inBand[t]! += power;
      centre[t]! += power * (k + kLo) * binHz;
    }
  const made = { kA, kB, inBand, all, centre };
  byPitch.set(pitch, made);
  return made;
}

/**
 * Whether what rose at sample `index` rose mostly at about the learned whistle's `pitch`: the power
 * it added over the next 100 ms to the 250 ms before in the whistle's bins is at least what it added
 * in all the others. A whistle is nearly a pure tone; another signal with a component there (a
 * square wave's third harmonic, a horn's) adds more below or above it. The rise, not the level: a
 * crowd as loud as the whistle was already there and adds to neither, and a splash dying away
 * before it takes from the others.
 */
function roseInBand({ a, x }: Searched, sampleRate: number, index: number, pitch: number): boolean {
  const spectra = logSpectra(x, sampleRate);
  const { frames, hopIn } = spectra;
  const band = whistleBand(spectra, pitch);
  const hopS = hopIn / sampleRate;
  const t = Math.round((index - a) / hopIn);
  const mean = (from: number, to: number) => {
    let inBand = 0;
    let all = 0;
    const f0 = Math.max(0, from);
    const f1 = Math.min(frames, to);
    for (let f = f0; f < f1; f++) {
      inBand += band.inBand[f]!;
      all += band.all[f]!;
    }
    const n = Math.max(1, f1 - f0);
    return { inBand: inBand / n, all: all / n };
  };
  const before = mean(t - 2 - Math.round(0.25 / hopS), t - 2);
  const after = mean(t + 2, t + 2 + Math.round(0.1 / hopS));
  const inBand = after.inBand - before.inBand;
  return inBand > 0 && inBand >= after.all - after.inBand - (before.all - before.inBand);
}

/** A whistle's pitch, as it swings from frame to frame, spreads by at least this share of it: a beep's does not. */
const WHISTLE_SWING = 0.004;

/**
 * A whistle at about the learned `pitch` (within WHISTLE_SPAN, which its warble and a blow a few per
 * cent off stay in): where the power of that band, summed over its bins (a warble moves between them),
 * rises 10 dB over its level of the 250 ms before, was not 6 dB over it just before, holds there in
 * 80 % of the next 100 ms, is most of what sounds then (a whistle is narrow, a splash or a crowd is
 * not) and swings (a beep's pitch holds). Its onset is fitted (refineOnset) from where the band began
 * to rise 3 dB over its level: an echo building up reaches 10 dB well after the direct sound began.
 */
function bandHold({ a, x }: Searched, sampleRate: number, lo: number, hi: number, pitch: number): HornSearch {
  const spectra = logSpectra(x, sampleRate);
  const { frames, hopIn } = spectra;
  const { kA, kB, inBand, all, centre } = whistleBand(spectra, pitch);
  if (kB <= kA) return { onset: null, why: "no-signal" };
  const hopS = hopIn / sampleRate;
  const W = Math.round(0.25 / hopS);
  const S = Math.round(0.1 / hopS);
  for (let t = 8; t + S <= frames; t++) {
    if (a + t * hopIn < lo - 0.03 * sampleRate) continue;
    if (a + t * hopIn >= hi) break;
    let bg = 0;
    const b0 = Math.max(0, t - 2 - W);
    for (let u = b0; u < t - 2; u++) bg += inBand[u]!;
    bg /= Math.max(1, t - 2 - b0);
    // Narrow from its first frame on: a splash just before a whistle fills the band too, but not only it.
    if (inBand[t]! < 10 * bg || inBand[t]! < 0.3 * all[t]!) continue;
    if (Math.max(inBand[t - 4]!, inBand[t - 5]!, inBand[t - 6]!) >= 4 * bg) continue;
    let holds = 0;
    let band = 0;
    let total = 0;
    for (let u = t; u < t + S; u++) {
      if (inBand[u]! >= 10 * bg) holds++;
      band += inBand[u]!;
      total += all[u]!;
    }
    if (holds < 0.8 * S || band < 0.5 * total) continue;
    // Its swing once it is wholly in the frames (an onset splatters over the band).
    let dev = 0;
    let mean = 0;
    for (let u = t + 4; u < t + S; u++) mean += centre[u]! / inBand[u]! / (S - 4);
    for (let u = t + 4; u < t + S; u++) dev += (centre[u]! / inBand[u]! - mean) ** 2;
    dev = Math.sqrt(dev / (S - 4)) / mean;
    if (dev < WHISTLE_SWING) continue;
    let from = t;
    while (from > t - 10 && inBand[from - 1]! >= 2 * bg) from--;
    const at = from * hopIn;
    const event: HornEvent = { kind: "sustained", at, confidence: 1, snr: 0, freqs: [mean], warble: true, continues: false };
    const onset = refineOnset(x, sampleRate, event, at - Math.round(0.006 * sampleRate), at + Math.round(0.035 * sampleRate));
    if (onset === null || a + onset < lo || a + onset >= hi) return { onset: null, why: "unsure" };
    return { onset: { index: a + onset, confidence: HORN_ACCEPTANCE } };
  }
  return { onset: null, why: "no-signal" };
}

/**
 * What a search of [lo, hi) reads for a learned signal's matched filter: decimated and emphasised from a
 * quarter of a second before the window (the hall before a signal that starts early in it) to as long
 * a template as is kept after it; each sound reads as much of it as its template needs.
 */
function learnedRead(samples: Float32Array, sampleRate: number, lo: number, hi: number, phase: number): { a: number; x: Float64Array } {
  const step = stepFor(sampleRate);
  const rate = sampleRate / step;
  const a = Math.max(0, Math.floor(lo / step) - Math.round(0.25 * rate));
  const b = Math.min(Math.floor(samples.length / step), Math.ceil(hi / step) + Math.ceil((START_SIGNAL_MAX_MS / 1000) * rate));
  return { a, x: emphasise(decimate(samples, a * step + phase, b * step + phase, step)) };
}

/**
 * Whether x (at `rate`) holds a sound from sample `from` to `to`: from 20 ms on (a slow attack is
 * still faint before), 90 % of its 5 ms blocks stand 3 dB over the 50 ms before `from`. A sound that
 * rose there and held, not a splash and then the hall.
 */
function heldSince(x: Float64Array, rate: number, from: number, to: number): boolean {
  const block = Math.max(1, Math.round(0.005 * rate));
  const before = blockPower(x.subarray(Math.max(0, from - 10 * block), Math.max(0, from)), block);
  if (before.length < 4) return false;
  let hall = 0;
  for (const p of before) hall += p / before.length;
  const after = blockPower(x.subarray(from + 4 * block, Math.max(from + 4 * block, to)), block);
  return after.length > 0 && after.filter((p) => p >= 2 * hall).length >= 0.9 * after.length;
}

/**
 * x (at `rate`) as it sounds in the band a whistle learned at `pitch` may be blown and warble in
 * (±PITCH_SPAN and WARBLE, flat), tapered to nothing over 5 % of the pitch either side (a sharp edge
 * would ring long before and after each sound): by its transform, the same length.
 */
function aroundPitch(x: Float64Array, rate: number, pitch: number): Float64Array {
  const flat = PITCH_SPAN + WARBLE;
  const taper = 0.05;
  return shaped(x, rate, (hz) => {
    const off = Math.abs(hz / pitch - 1);
    return off <= flat ? 1 : off >= flat + taper ? 0 : 0.5 + 0.5 * Math.cos((Math.PI * (off - flat)) / taper);
  });
}

/** A frame of BAND_FRAME samples is 8 ms at LEARN_RATE: a band resolved 125 Hz apart rings no longer than a rise takes. */
const BAND_FRAME = 128;
/** The band of a held sound reaches at most this far (in power) under its strongest part. */
const BAND_FLOOR = 0.01;

/** Bands of held bodies, kept while the body lives: every search of an armed heat asks for the same few. */
const bands = new WeakMap<Float64Array, { rate: number; gainAt: (hz: number) => number }>();

/** The band a held sound's `body` sounds in: its power spectrum over frames of BAND_FRAME, as a gain per Hz. */
function bandOf(body: Float64Array, rate: number): (hz: number) => number {
  const kept = bands.get(body);
  if (kept?.rate === rate) return kept.gainAt;
  const n = BAND_FRAME;
  const tab = fftTables(n);
  const power = new Float64Array(n / 2 + 1);
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  for (let s = 0; s + n <= body.length; s += n / 2) {
    im.fill(0);
    for (let i = 0; i < n; i++) re[i] = body[s + i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n));
    fft(re, im, tab);
    for (let k = 0; k <= n / 2; k++) power[k]! += re[k]! * re[k]! + im[k]! * im[k]!;
  }
  const top = Math.max(...power);
  const gainAt = (hz: number) => {
    const f = Math.min(n / 2, (hz / rate) * n);
    const k = Math.min(n / 2 - 1, Math.floor(f));
    const p = power[k]! + (f - k) * (power[k + 1]! - power[k]!);
    return top > 0 ? Math.sqrt(Math.max(BAND_FLOOR, p / top)) : 1;
  };
  bands.set(body, { rate, gainAt });
  return gainAt;
}

/**
 * x (at `rate`) through a filter of `gainAt` Hz, without delay: by the transform of the array x
 * begins (a search's read, kept once), the same length as x. It is the start of that whole array
 * filtered, whose transform is kept too: a whistle's band, read, is correlated next.
 */
function shaped(x: Float64Array, rate: number, gainAt: (hz: number) => number): Float64Array {
  const { re: xr, im: xi, n } = transformOfRead(x);
  const re = new Float64Array(n / 2 + 1);
  const im = new Float64Array(n / 2 + 1);
  for (let k = 0; k <= n / 2; k++) {
    const gain = gainAt((k * rate) / n);
    re[k] = xr[k]! * gain;
    im[k] = xi[k]! * gain;
  }
  const out = realInverse(re, im);
  transforms.set(out.buffer, new Map([[n, { re, im }]]));
  return out.subarray(0, x.length);
}

/** The learned signal's onset in [lo, hi) by its matched filter: the first good match where the sound rises. */
function matchLearned(
  samples: Float32Array,
  sampleRate: number,
  lo: number,
  hi: number,
  learned: StartSignal,
  template: Learned,
  searchedRead: Searched,
): HornSearch {
  const step = stepFor(sampleRate);
  const rate = sampleRate / step;
  const { lead, body, pitch, held } = template;
  const readAt = searchedRead.emphasised;
  const { a, x: read } = readAt();
  const b = Math.min(Math.floor(samples.length / step), Math.ceil(hi / step) + body.length);
  const x = read.subarray(0, Math.max(0, b - a));
  // At the pitch it was learned at; a whistle, blown a little higher or lower, at others too (and
  // its rise judged in the whole sound: blown off its pitch, it rises outside its lesson's band).
  let { score, rose, bodies, which, band } = matchScores(x, body, lead, rate, 0, held, pitch === 0);
  // Also a template's length before the window: a match in it that continues a better one before it
  // is that signal going on, not its onset.
  // (a + j + body.length)·step ≥ lo and (a + j)·step < hi: from jFrom on, before jTo.
  const jFrom = Math.max(0, Math.ceil(lo / step) - a - body.length);
  const jTo = Math.ceil(hi / step) - a;
  const within = (j: number) => j >= jFrom && j < jTo;
  const bestOf = (c: Float64Array, r: Uint8Array) => bestWithin(c, r, jFrom, Math.min(c.length, jTo));
  let { best, heard } = bestOf(score, rose);
  let threshold = learned.threshold;
  // A report, a clap or a burst cut into the matched filter's samples at another offset than in the
  // lesson matches far less: its fine structure up to 8 kHz moves by a fraction of a sample. Where it
  // matched half as well as it must, it is looked for as cut at the other offsets too.
  if (!held && best < threshold && best >= PHASES_FROM * threshold)
    for (let phase = 1; phase < step; phase++) {
      const other = matchScores(readAt(phase).x.subarray(0, x.length), body, lead, rate, 0, held, false);
      for (let j = 0; j < Math.min(score.length, other.score.length); j++) {
        score[j] = Math.max(score[j]!, other.score[j]!);
        rose[j] = Math.max(rose[j]!, other.rose[j]!);
      }
      ({ best, heard } = bestOf(score, rose));
    }
  // What the matches were read in: x, or for a whistle at other pitches the band around its pitch.
  let y = x;
  if (best < threshold && pitch > 0) {
    // A shorter template matches more by chance: it must stand out further.
    threshold = Math.max(threshold + 0.1, PITCHED_THRESHOLD);
    // A whistle is narrow: a hall's broadband noise and splashes dilute its match unless both are
    // read in the band its pitch may lie in.
    y = aroundPitch(x, rate, pitch);
    ({ score, rose, bodies, which, band } = matchScores(y, aroundPitch(body, rate, pitch), lead, rate, pitch, held, false));
    ({ best, heard } = bestOf(score, rose));
  }
  const peakAt = (j: number) => score[j]! > 0 && score[j]! >= (score[j - 1] ?? 0) && score[j]! >= (score[j + 1] ?? 0);
  // A sound rose clearly but was not the learned signal: 'te onzeker' rather than 'geen startsignaal'.
  if (best < threshold) return { onset: null, why: heard ? "unsure" : "no-signal" };
  // The first match about as good as the best, a whole template or more before any better one: a
  // tone shifted by a few periods still correlates, a repeated pattern's first sounding is the start.
  let top = -1;
  for (let j = 0; j < score.length; j++) {
    if (!within(j) || !peakAt(j) || score[j]! < Math.max(threshold, FIRST_OF * best)) continue;
    if (top >= 0 && j - top >= body.length) break;
    if (top < 0 || score[j]! > score[top]!) top = j;
  }
  // A held signal in a ringing hall grows louder as it goes on: a later sounding of its pattern may
  // match better than its first. An earlier match from which the sound held until there is its start
  // (held in its own band, as it rose there: over the whole band, a splash before it or a hall as loud
  // as the tone hides that it held).
  if (held)
    for (let j = 0; j < top - body.length; j++)
      if (within(j) && peakAt(j) && score[j]! >= threshold && heldSince(band, rate, j, top)) {
        top = j;
        break;
      }
  const l = score[top - 1] ?? score[top]!;
  const r = score[top + 1] ?? score[top]!;
  const bend = l - 2 * score[top]! + r;
  const shift = bend < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (l - r)) / bend)) : 0;
  // A held signal: where its components rise (as the general detector fits it), searched from a lead
  // before the match, then further back; without such a rise, where its first milliseconds match, if
  // they match as its body does (else it is not clearly there, or not where the body matched: its
  // place would be a guess).
  // A whistle's first milliseconds must match in any case: a steady tone near its pitch matches its
  // body by chance, not its warble's start.
  let index: number;
  if (held) {
    const near = onsetNear(y, bodies[which[top]!]!, lead, rate, top);
    const anchor = (a + Math.min(top, near.at)) * step;
    const components = componentsOf(body, rate);
    let rise = riseOnset(samples, sampleRate, anchor, components, pitch > 0);
    // A tone its echo builds up matches best once it holds, long after it rose (a slow horn in a hall
    // ringing louder than its direct sound, 100 ms and more): with no rise near the match, the nearest
    // further back, if the body matches there too, or the sound held from there to the match, or its
    // first milliseconds matched well where it matched best.
    for (let back = 1; rise === null && back * LOOK_BACK_S <= LOOK_BACK_MAX_S; back++) {
      const earlier = riseOnset(samples, sampleRate, anchor - back * LOOK_BACK_S * sampleRate, components, pitch > 0);
      if (earlier === null) continue;
      const j = Math.round(earlier / step) - a;
      let there = 0;
      for (let i = Math.max(0, j - 2); i <= j + 2 && i < score.length; i++) there = Math.max(there, score[i]!);
      if (near.match >= ONSET_MATCH || there >= threshold || heldSince(band, rate, j, top)) rise = earlier;
      break;
    }
    if ((rise === null || pitch > 0) && near.match < ONSET_MATCH) return { onset: null, why: "unsure" };
    index = Math.round(rise ?? (a + near.at) * step);
  } else {
    // Not held: where it matched, unless only the hall sounds there until its loud part jumps in.
    const jump = quietUntil(x, body, rate, top + shift);
    const at = jump === null ? null : (a + jump) * step;
    index = Math.round(at === null ? (a + top + shift) * step : (riseOnset(samples, sampleRate, at, [], false) ?? at));
  }
  if (index < lo) return { onset: null, why: "unsure" };
  index = Math.min(hi - 1, index);
  // Read in the band around its pitch, a component of a broader sound matches as well as a whistle.
  if (y !== x && !roseInBand(searchedRead, sampleRate, index, pitch)) return { onset: null, why: "unsure" };
  const confidence = Math.min(1, HORN_ACCEPTANCE + ((1 - HORN_ACCEPTANCE) * (score[top]! - threshold)) / (1 - threshold));
  return { onset: { index, confidence: Math.round(confidence * 100) / 100 } };
}
