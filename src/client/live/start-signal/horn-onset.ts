// DESIGN 6b: the start signal's onset in the sound before the press, or nothing when in doubt (a
// wrong onset is worse than the press it replaces). A pure function of samples, measured on
// synthetic pool-hall recordings by its tests and `npm run bench:horn` (test/horn/recordings.ts).
//
// Two kinds of events are looked for. Tonal ones (beeps, two-tone signals, horns, whistles): in a
// spectrogram of the band 250 Hz–6 kHz, components that step up 12 dB over the 200 ms before and
// hold that in 80 % of the next 100 ms; they must be tones (or a whistle's warble) and no voice
// ('Take your marks': neighbouring harmonics, a fundamental under 280 Hz, a lone first formant),
// stand out enough, and be the direct sound of something near rather than the echo of something
// far. Impulses (a pistol): above 2 kHz, a jump of 30 dB within a millisecond. Of those that pass,
// the loudest at the desk counts, unless it continues a signal that began earlier or another as
// loud sounds apart from it. Its onset is then fitted to the sample from the demodulated
// components' amplitude: the background's level, then a step and a ramp.
import { HORN_ACCEPTANCE, type StartSignal } from "../../../shared/start-signal";

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
  const cos = new Float64Array(n / 2);
  const sin = new Float64Array(n / 2);
  for (let i = 0; i < n / 2; i++) {
    cos[i] = Math.cos((2 * Math.PI * i) / n);
    sin[i] = -Math.sin((2 * Math.PI * i) / n);
  }
  const window = new Float64Array(n);
  for (let i = 0; i < n; i++) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n);
  t = { n, rev, cos, sin, window };
  tables.set(n, t);
  return t;
}

/** In-place radix-2 FFT of (re, im), input in natural order. */
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
  for (let size = 2; size <= n; size <<= 1) {
    const half = size >> 1;
    const step = n / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < half; k++) {
        const wr = cos[k * step]!;
        const wi = sin[k * step]!;
        const p = start + k;
        const q = p + half;
        const xr = re[q]! * wr - im[q]! * wi;
        const xi = re[q]! * wi + im[q]! * wr;
        re[q] = re[p]! - xr;
        im[q] = im[p]! - xi;
        re[p]! += xr;
        im[p]! += xi;
      }
    }
  }
}

interface Spectrogram {
  /** Sample rate of the analysed (decimated) signal. */
  fs: number;
  /** Decimation from the input: frame f starts at input sample f * hop * decimation. */
  decimation: number;
  n: number;
  hop: number;
  frames: number;
  kLo: number;
  bins: number;
  /** Power, frame-major: power[t * bins + (k - kLo)]. */
  power: Float64Array;
  /** The complex spectrum, same layout, for a bin's phase where it is needed. */
  re: Float64Array;
  im: Float64Array;
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

/**
 * Power spectra of Hann frames of about 21 ms every half frame, 250 Hz–6 kHz, from the signal
 * decimated to 11–22 kHz (the start signals' band), two real frames per complex FFT.
 */
function spectrogram(input: Float64Array, inputFs: number): Spectrogram {
  let x = input;
  let decimation = 1;
  while (inputFs / (decimation * 2) >= 11000) {
    x = halve(x);
    decimation *= 2;
  }
  const fs = inputFs / decimation;
  const n = 2 ** Math.round(Math.log2(0.0213 * fs));
  // Undo the decimation's droop (cos³ per halving) so levels compare across frequencies.
  const gain = (hz: number) => {
    let g = 1;
    for (let d = 1; d < decimation; d *= 2) g *= Math.cos((Math.PI * hz) / (inputFs / d)) ** 6;
    return 1 / g;
  };
  const hop = n / 2;
  const t = fftTables(n);
  const kLo = Math.ceil((250 * n) / fs);
  const kHi = Math.min(Math.floor((6000 * n) / fs), n / 2 - 1);
  const bins = kHi - kLo + 1;
  const lift = new Float64Array(bins);
  for (let k = 0; k < bins; k++) lift[k] = gain(((k + kLo) * fs) / n);
  const frames = x.length >= n ? Math.floor((x.length - n) / hop) + 1 : 0;
  const power = new Float64Array(frames * bins);
  const sre = new Float64Array(frames * bins);
  const sim = new Float64Array(frames * bins);
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  const w = t.window;
  for (let f = 0; f < frames; f += 2) {
    const a = f * hop;
    const second = f + 1 < frames;
    const b = a + hop;
    for (let i = 0; i < n; i++) {
      re[i] = x[a + i]! * w[i]!;
      im[i] = second ? x[b + i]! * w[i]! : 0;
    }
    fft(re, im, t);
    for (let k = kLo; k <= kHi; k++) {
      const rk = re[k]!;
      const ik = im[k]!;
      const rn = re[n - k]!;
      const inn = im[n - k]!;
      const ar = (rk + rn) / 2;
      const ai = (ik - inn) / 2;
      power[f * bins + k - kLo] = (ar * ar + ai * ai) * lift[k - kLo]!;
      sre[f * bins + k - kLo] = ar;
      sim[f * bins + k - kLo] = ai;
      if (second) {
        const br = (ik + inn) / 2;
        const bi = (rn - rk) / 2;
        power[(f + 1) * bins + k - kLo] = (br * br + bi * bi) * lift[k - kLo]!;
        sre[(f + 1) * bins + k - kLo] = br;
        sim[(f + 1) * bins + k - kLo] = bi;
      }
    }
  }
  return { fs, decimation, n, hop, frames, kLo, bins, power, re: sre, im: sim };
}

const db = (x: number) => 10 * Math.log10(x);

function quantile(xs: ArrayLike<number>, q: number): number {
  const s = Array.from(xs).sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0;
}

/** 0 at `bad`, 1 at `good`, linear between: how clearly one criterion is met. */
const margin = (v: number, bad: number, good: number) => Math.max(0, Math.min(1, (v - bad) / (good - bad)));

/** The k-th smallest (0-based, k ≤ 3) of v[0..m) without sorting: the level held in most frames. */
function smallest(v: Float64Array, m: number, k: number): number {
  let a = Infinity;
  let b = Infinity;
  let c = Infinity;
  let d = Infinity;
  for (let i = 0; i < m; i++) {
    const x = v[i]!;
    if (x >= d) continue;
    if (x >= c) d = x;
    else if (x >= b) {
      d = c;
      c = x;
    } else if (x >= a) {
      d = c;
      c = b;
      b = x;
    } else {
      d = c;
      c = b;
      b = a;
      a = x;
    }
  }
  return k === 0 ? a : k === 1 ? b : k === 2 ? c : d;
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

/**
 * Whether the band around a tone's frequency held 3 dB more in the 100 ms before its onset than
 * 300–400 ms before it: a signal had begun already (a two-tone's first tone, too weak to be judged
 * itself, under a second one found instead), so this onset would be late.
 */
function soundedBefore(x: Float64Array, fs: number, onset: number, hz: number): boolean {
  const span = Math.round(0.1 * fs);
  const gap = Math.round(0.01 * fs);
  const start = onset - gap - 4 * span;
  if (start < 0 || !(hz > 0) || hz >= fs / 2) return false;
  // A band-pass of an octave and a half (RBJ, 0 dB at its centre): a neighbouring tone of the same
  // signal lies in it.
  const w = (2 * Math.PI * hz) / fs;
  const alpha = Math.sin(w) * Math.sinh((Math.LN2 / 2) * 1.5 * (w / Math.sin(w)));
  const a0 = 1 + alpha;
  const [b0, b2, a1, a2] = [alpha / a0, -alpha / a0, (-2 * Math.cos(w)) / a0, (1 - alpha) / a0];
  let [x1, x2, y1, y2] = [0, 0, 0, 0];
  const power = [0, 0];
  for (let i = start; i < onset - gap; i++) {
    const v = b0 * x[i]! + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x[i]!;
    y2 = y1;
    y1 = v;
    if (i - start < span) power[0] += v * v;
    else if (i >= onset - gap - span) power[1] += v * v;
  }
  return power[1]! >= 2 * power[0]!;
}

interface HornEvent {
  kind: "tonal" | "impulse";
  /** Coarse onset, in samples of the analysed region. */
  at: number;
  confidence: number;
  /** The direct sound's level against the hall's, dB: the loudest event is the start signal. */
  loudness: number;
  /** Component frequencies (Hz) to demodulate for the fine onset; none for an impulse. */
  freqs: number[];
  /** A whistle's warble: averaged over a shorter time for the fine onset. */
  warble: boolean;
  /** It continues a signal that began before it. */
  continues: boolean;
  /** Tonal only: the strongest component, its frame, and what the tests below need of it. */
  mainHz: number;
  mainK: number;
  frame: number;
  maxX: number;
  /** The background's power at the main component when it began. */
  bgMain: number;
  /** Tone- or whistle-like (0–1), whatever its other criteria. */
  shape: number;
  /** As `shape`, but a lone tone under 1 kHz counts: a tone that may begin a signal. */
  pure: number;
}

/**
 * Tonal events: components that step up at least 12 dB over the 200 ms before and hold there in
 * 80 % of the next 100 ms (beeps, two-tone signals, horns, whistles), judged as start signals.
 */
function tonalEvents(x: Float64Array, inputFs: number): HornEvent[] {
  const { frames, bins, power, re, im, hop, fs, decimation, n, kLo } = spectrogram(x, inputFs);
  const phase = (i: number) => Math.atan2(im[i]!, re[i]!);
  const binHz = fs / n;
  const hopS = hop / fs;
  const hopIn = hop * decimation;
  const BG = Math.round(0.2 / hopS);
  const MIN_BG = Math.round(0.05 / hopS);
  const S = Math.ceil(0.1 / hopS);
  const MIN_S = Math.ceil(0.08 / hopS);
  const RISE = 10 ** 1.2;
  // Dilated by a bin either side, so a warbling whistle stays in its bins.
  const wide = new Float64Array(frames * bins);
  for (let t = 0; t < frames; t++) {
    const o = t * bins;
    for (let k = 0; k < bins; k++)
      wide[o + k] = Math.max(power[o + k]!, k > 0 ? power[o + k - 1]! : 0, k + 1 < bins ? power[o + k + 1]! : 0);
  }
  // The level a bin holds in 80 % of the frames after t (t+1 … t+S).
  const v = new Float64Array(S);
  const heldAt = (src: Float64Array, t: number, k: number) => {
    const span = Math.min(S, frames - 1 - t);
    for (let u = 0; u < span; u++) v[u] = src[(t + 1 + u) * bins + k]!;
    return smallest(v, span, Math.floor(span * 0.2));
  };
  const cum = new Float64Array((frames + 1) * bins);
  for (let t = 0; t < frames; t++) for (let k = 0; k < bins; k++) cum[(t + 1) * bins + k] = cum[t * bins + k]! + power[t * bins + k]!;
  const meanPower = (k: number, u0: number, u1: number) => (cum[u1 * bins + k]! - cum[u0 * bins + k]!) / Math.max(1, u1 - u0);
  const block = Math.max(1, Math.round(0.005 * inputFs));
  const blocks = blockPower(x, block);
  let windowPower = 0;
  for (const w of fftTables(n).window) windowPower += w * w;
  const held = new Float64Array(bins);
  const heldRaw = new Float64Array(bins);
  const bg = new Float64Array(bins);
  const SX = new Float64Array(bins);
  const events: HornEvent[] = [];
  const judged: { t: number; k: number }[] = [];

  for (let t = MIN_BG + 2; t + MIN_S < frames; t++) {
    // The background: the 200 ms before the frame before this one (which may hold the onset's start).
    const b0 = Math.max(0, t - 1 - BG);
    const b1 = t - 1;
    const o = t * bins;
    let risen = 0;
    for (let k = 0; k < bins; k++) {
      bg[k] = meanPower(k, b0, b1) + 1e-20;
      held[k] = 0;
      const w = wide[o + k]!;
      if (w < 1.6 * bg[k]! || w <= wide[o - bins + k]!) continue;
      const h = heldAt(wide, t, k);
      held[k] = h;
      // Within 10 dB of what it will hold, which a frame ago it was not, and that 12 dB up.
      if (h >= RISE * bg[k]! && w >= h / 10 && wide[o - bins + k]! < h / 10) risen++;
    }
    if (risen === 0) continue;
    for (let k = 0; k < bins; k++) {
      heldRaw[k] = heldAt(power, t, k);
      SX[k] = db(heldRaw[k]! / bg[k]! + 1e-12);
    }
    const rose = (j: number) =>
      j >= 0 && j < bins && held[j]! >= RISE * bg[j]! && wide[o + j]! >= held[j]! / 10 && wide[o - bins + j]! < held[j]! / 10;
    // Components: local maxima of the held spectrum that rose at this frame, strongest first.
    const comps: { k: number; e: number; x: number }[] = [];
    let maxX = 0;
    for (let k = 1; k < bins - 1; k++) {
      if (SX[k]! < 12 || SX[k]! < SX[k - 1]! || SX[k]! <= SX[k + 1]!) continue;
      if (!(rose(k - 1) || rose(k) || rose(k + 1))) continue;
      comps.push({ k, e: heldRaw[k]! - bg[k]!, x: SX[k]! });
      maxX = Math.max(maxX, SX[k]!);
    }
    if (maxX < 12) continue;
    comps.sort((p, q) => q.e - p.e);
    const main = comps[0]!;
    // A tone judged at its own onset a few frames ago is the same event, not a new one (a far
    // whistle's echo keeps rising, and would look ever more direct).
    if (judged.some((j) => t - j.t <= 8 && Math.abs(j.k - main.k) <= Math.max(2, 0.04 * (main.k + kLo)))) continue;
    const mainHz = (main.k + kLo) * binHz;

    // Peaks standing 6 dB over the dips either side, within 25 dB of the main component (a
    // window's side lobes are 31 dB down).
    const prominent = (k: number) => {
      if (k <= 0 || k >= bins - 1 || SX[k]! < Math.max(8, main.x - 25) || SX[k]! < SX[k - 1]! || SX[k]! < SX[k + 1]!) return false;
      let l = k;
      while (l > 0 && SX[l - 1]! <= SX[l]! && k - l < 8) l--;
      let r = k;
      while (r < bins - 1 && SX[r + 1]! <= SX[r]! && r - k < 8) r++;
      return SX[k]! - Math.max(SX[l]!, SX[r]!) >= 6;
    };
    const near = (hz: number) => {
      const k = Math.round(hz / binHz) - kLo;
      return prominent(k) || prominent(k - 1) || prominent(k + 1);
    };
    // A voice's neighbouring harmonics: a fundamental of 75–260 Hz either side of the main
    // component. A horn's neighbours are 300 Hz or more away.
    let neighbour = false;
    for (let f0 = 75; f0 <= 260 && !neighbour; f0 += binHz / 3) neighbour = near(mainHz - f0) || near(mainHz + f0);
    // Within half an octave of the main component, the share of the excess in the main lobes of
    // prominent peaks: a voice's formants and breath fill the rest.
    const kl = Math.max(0, Math.round(mainHz / 1.5 / binHz) - kLo);
    const kh = Math.min(bins - 1, Math.round((mainHz * 1.5) / binHz) - kLo);
    const lobe = new Uint8Array(bins);
    let far = 0;
    for (let k = kl; k <= kh; k++) {
      if (!prominent(k)) continue;
      if (SX[k]! >= main.x - 20) lobe.fill(1, Math.max(0, k - 1), Math.min(bins, k + 2));
      if (Math.abs((k + kLo) * binHz - mainHz) > 0.15 * mainHz) far++;
    }
    let all = 0;
    let inLobes = 0;
    for (let k = kl; k <= kh; k++) {
      const e = Math.max(0, heldRaw[k]! - bg[k]!);
      all += e;
      if (lobe[k]) inLobes += e;
    }
    const purity = inLobes / (all + 1e-30);
    let mainLo = main.k;
    while (mainLo > 0 && SX[mainLo - 1]! >= main.x - 10) mainLo--;
    let mainHi = main.k;
    while (mainHi < bins - 1 && SX[mainHi + 1]! >= main.x - 10) mainHi++;
    const width = mainHi - mainLo + 1;
    // The share of all the excess within 15 % of the main component or its second harmonic: a
    // whistle's warble stays there; a splash or a voice spreads out.
    let inBand = 0;
    let total = 0;
    for (let k = 0; k < bins; k++) {
      const e = Math.max(0, heldRaw[k]! - bg[k]!);
      total += e;
      const hz = (k + kLo) * binHz;
      if (Math.abs(hz - mainHz) <= 0.15 * mainHz + binHz || Math.abs(hz - 2 * mainHz) <= 0.3 * mainHz + binHz) inBand += e;
    }
    const band = inBand / (total + 1e-30);
    // The strong components (within 20 dB of the main one) must be the harmonics of at most two
    // fundamentals of 280 Hz or more: a beep (with its odd harmonics), two tones, a horn. A voice's
    // harmonics and formants are not: its fundamental is lower.
    const strong = comps.filter((c) => c.x >= main.x - 20);
    const hz = strong.map((c) => {
      const la = Math.log(heldRaw[c.k - 1]! + 1e-30);
      const lb = Math.log(heldRaw[c.k]! + 1e-30);
      const lc = Math.log(heldRaw[c.k + 1]! + 1e-30);
      const den = la - 2 * lb + lc;
      return (c.k + kLo + (den < 0 ? (0.5 * (la - lc)) / den : 0)) * binHz;
    });
    const fits = (g: number, c: number) =>
      Math.round(hz[c]! / g) >= 1 && Math.abs(hz[c]! - Math.round(hz[c]! / g) * g) <= Math.max(8, 0.015 * hz[c]!);
    let unexplained = hz.map((_, c) => c);
    let fundamentals = 0;
    for (let round = 0; round < 2 && unexplained.length > 0; round++) {
      let bestG = 0;
      let bestN = 0;
      for (const c of unexplained) {
        for (let h = 1; h <= 6 && hz[c]! / h >= 280; h++) {
          const g = hz[c]! / h;
          const count = unexplained.filter((d) => fits(g, d)).length;
          if (count > bestN || (count === bestN && g > bestG)) {
            bestG = g;
            bestN = count;
          }
        }
      }
      if (!bestN) break;
      fundamentals++;
      unexplained = unexplained.filter((d) => !fits(bestG, d));
    }
    // The main component's frequency frame by frame from its phase advance (a phase vocoder): a
    // tone or a whistle's carrier holds it, a crowd's formant noise wanders.
    const last = Math.min(frames - 2, t + S);
    const ifs: number[] = [];
    for (let u = t + 2; u <= last; u++) {
      let best = main.k;
      for (let k = Math.max(0, main.k - 1); k <= Math.min(bins - 1, main.k + 1); k++)
        if (power[u * bins + k]! > power[u * bins + best]!) best = k;
      let d = phase((u + 1) * bins + best) - phase(u * bins + best) - (2 * Math.PI * (best + kLo) * hop) / n;
      d -= 2 * Math.PI * Math.round(d / (2 * Math.PI));
      ifs.push((best + kLo) * binHz + (d * fs) / (2 * Math.PI * hop));
    }
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    for (let i = 0; i < ifs.length; i++) {
      sx += i;
      sy += ifs[i]!;
      sxx += i * i;
      sxy += i * ifs[i]!;
    }
    const m = Math.max(1, ifs.length);
    const slope = (m * sxy - sx * sy) / (m * sxx - sx * sx || 1);
    const meanHz = sy / m;
    let residual = 0;
    for (let i = 0; i < ifs.length; i++) residual += (ifs[i]! - (meanHz + slope * (i - sx / m))) ** 2;
    const jitter = Math.sqrt(residual / Math.max(1, m - 2)) / meanHz;

    // Criteria, each from 0 (fails) to 1 (clearly met); an event is as sure as its weakest one.
    // A voice: a neighbouring harmonic, or components no two fundamentals explain. Under 950 Hz,
    // where a vowel's first formant makes one harmonic stand alone, only a harmonic series (a horn,
    // a square wave's odd harmonics) is taken for a signal.
    const harmonic = !neighbour && unexplained.length <= Math.floor(strong.length / 5);
    const voice = !harmonic || (hz[0]! < 950 && (strong.length < 3 || fundamentals > 1));
    // A tone is one window's main lobe wide (about three bins at 10 dB down).
    const tonal = Math.min(margin(purity, 0.85, 0.95), margin(jitter, 0.03, 0.01), margin(width, 6, 3));
    const tone = voice ? 0 : tonal;
    // A warbling whistle: one component, 10–30 % wide, in 1.5–5.5 kHz, no harmonics around it
    // (a voice there still has them); as a crowd's formants can look like that, it must also stand
    // out more (26 dB) than a tone need.
    const whistle =
      mainHz >= 1500 && mainHz <= 5500 && far < 2
        ? Math.min(margin(jitter, 0.04, 0.01), margin((width * binHz) / mainHz, 0.3, 0.1), margin(band, 0.6, 0.9), margin(maxX, 22, 30))
        : 0;
    const shape = Math.max(tone, whistle);
    if (Math.max(tonal, whistle) >= 0.3) judged.push({ t, k: main.k });
    // As the start of a signal this one may continue, a low tone counts too.
    const pure = harmonic ? Math.max(tonal, whistle) : 0;
    const event: HornEvent = {
      kind: "tonal",
      at: t * hopIn,
      confidence: Math.min(margin(maxX, 12, 24), shape),
      loudness: -Infinity,
      freqs: comps.slice(0, 4).map((c) => (c.k + kLo) * binHz),
      warble: whistle > tone,
      continues: false,
      mainHz,
      mainK: main.k,
      frame: t,
      maxX,
      bgMain: bg[main.k]!,
      shape,
      pure,
    };
    events.push(event);
    if (event.confidence < HORN_ACCEPTANCE) continue;

    // Direct sound against its echo. From the main component's first frame within 10 dB of what it
    // holds (and 6 dB over the background; up to 85 ms back), its level in the next three frames against the level it
    // holds 50–100 ms later: a far source's direct sound is weak and its echo builds up; a start
    // signal at the desk is there at once.
    const level = (u: number) => {
      let e = 0;
      let b = 0;
      for (let j = Math.max(0, main.k - 1); j <= Math.min(bins - 1, main.k + 1); j++) {
        e += power[u * bins + j]!;
        b += bg[j]!;
      }
      return db(e / b + 1e-12);
    };
    let u0 = t;
    while (u0 > Math.max(0, t - 8) && level(u0 - 1) >= Math.max(6, main.x - 10)) u0--;
    const late: number[] = [];
    for (let u = t + Math.round(0.05 / hopS); u <= last; u++) late.push(level(u));
    const rise = quantile(late, 0.5) - Math.max(level(u0 + 1), level(u0 + 2), level(u0 + 3));
    // The direct sound's power (its components over the main one's whole width, for a warble; by
    // Parseval) against the hall's, the median of the second before: a start signal is meant to
    // be heard over the whole hall.
    const inEvent = new Uint8Array(bins);
    inEvent.fill(1, Math.max(0, mainLo - 1), Math.min(bins, mainHi + 2));
    for (const c of comps) inEvent.fill(1, Math.max(0, c.k - 1), Math.min(bins, c.k + 2));
    let e = 0;
    for (let j = 0; j < bins; j++)
      if (inEvent[j]) e += Math.max(0, Math.max(power[(u0 + 1) * bins + j]!, power[(u0 + 2) * bins + j]!) - bg[j]!);
    event.at = u0 * hopIn;
    const hall = quantile(
      blocks.subarray(Math.max(0, Math.floor((event.at - inputFs) / block)), Math.max(1, Math.floor((event.at - 0.01 * inputFs) / block))),
      0.5,
    );
    event.loudness = db((2 * e) / (n * windowPower) / (hall + 1e-20) + 1e-12);
    event.confidence = Math.min(event.confidence, margin(rise, 15, 9), margin(event.loudness, -12, 0));

    // A tone that began up to 350 ms before and still sounds (the first tone of a two-tone
    // signal, say): this one continues a signal that began earlier.
    event.continues = events.some(
      (p) => p !== event && t * hopIn - p.at <= 0.35 * inputFs && p.pure >= 0.5 && p.maxX >= 15 && bg[p.mainK]! >= 10 * p.bgMain,
    );
    // Or one too short to be judged itself, in the 200 ms before: the background then against the
    // 200 ms before that has a narrow peak that stepped up while the rest of the spectrum stayed.
    const o0 = Math.max(0, b0 - BG);
    if (!event.continues && b0 - o0 >= MIN_BG) {
      const steps = new Float64Array(bins);
      for (let k = 0; k < bins; k++) steps[k] = db(bg[k]! / (meanPower(k, o0, b0) + 1e-20));
      const typical = quantile(steps, 0.5);
      for (let k = 3; k < bins - 3 && !event.continues; k++) {
        if (bg[k]! < bg[k - 1]! || bg[k]! < bg[k + 1]! || comps.some((c) => Math.abs(c.k - k) <= 2) || steps[k]! - typical < 8.5) continue;
        const around: number[] = [];
        for (let d = 3; d <= 10; d++) if (k + d < bins) around.push(bg[k - d] ?? bg[k + d]!, bg[k + d]!);
        event.continues = db(bg[k]! / quantile(around, 0.5)) >= 8.5;
      }
    }
  }
  // Alternating tones: when another tone follows within 400 ms, it must not also have sounded just
  // before (as long before as it follows): this would be the second tone of the pattern.
  const bandPower = (k: number, u0: number, u1: number) => {
    let e = 0;
    for (let j = Math.max(0, k - 1); j <= Math.min(bins - 1, k + 1); j++) e += meanPower(j, u0, u1);
    return e;
  };
  for (const e of events) {
    if (e.confidence < HORN_ACCEPTANCE) continue;
    for (const g of events) {
      const d = g.frame - e.frame;
      if (d < 0.06 / hopS || d > 0.4 / hopS || e.frame - 2 * d < 0 || g.shape < 0.3 || Math.abs(g.mainHz - e.mainHz) < 0.05 * e.mainHz)
        continue;
      if (bandPower(g.mainK, e.frame - d, e.frame - 1) >= 4 * bandPower(g.mainK, e.frame - 2 * d, e.frame - d)) e.continues = true;
    }
  }
  return events;
}

/**
 * Impulses (a starter's pistol): above 2 kHz, the power in 0.5 ms blocks jumps 30 dB or more over
 * the floor of the 300 ms before, rising within a millisecond; the hall's answer 50–100 ms later
 * is weaker, and of the same colour. A splash swells over milliseconds; a plosive ('t', 'k') is
 * followed by a vowel.
 */
function impulseEvents(x: Float64Array, fs: number): HornEvent[] {
  const hp = highPass(x, fs, 2000);
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
  const fine = Math.max(1, Math.round(0.000125 * fs));
  for (let j = MIN_BG; j + TAIL / 2 < blocks.length; j++) {
    // A cheap gate on the mean of the 300 ms before; the median, robust to splashes, only past it.
    const b0 = Math.max(0, j - BG);
    if (blocks[j]! < (100 * (cum[j - 2]! - cum[b0]!)) / (j - 2 - b0)) continue;
    const floor = quantile(blocks.subarray(b0, j - 2), 0.5) + 1e-30;
    let peak = 0;
    let peakAt = j;
    for (let i = j; i < j + PEAK; i++) {
      if (blocks[i]! <= peak) continue;
      peak = blocks[i]!;
      peakAt = i;
    }
    let start = j;
    while (start > j - 6 && blocks[start - 1]! > 4 * floor) start--;
    // The rise, sample by sample (power over an eighth of a millisecond): from 6 dB over the floor
    // to within 6 dB of the peak of the next 10 ms.
    const s0 = Math.max(fine, (start - 1) * size);
    const s1 = Math.min(hp.length, (j + PEAK) * size);
    const smooth = new Float64Array(s1 - s0);
    let acc = 0;
    for (let i = s0 - fine; i < s0; i++) acc += hp[i]! * hp[i]!;
    let finePeak = 0;
    for (let i = s0; i < s1; i++) {
      acc += hp[i]! * hp[i]! - hp[i - fine]! * hp[i - fine]!;
      smooth[i - s0] = acc / fine;
      finePeak = Math.max(finePeak, acc / fine);
    }
    let up = 0;
    while (up < smooth.length && smooth[up]! <= 4 * floor) up++;
    let top = up;
    while (top < smooth.length && smooth[top]! < finePeak / 4) top++;
    const riseMs = ((top - up) / fs) * 1000;
    // The hall's answer 50–100 ms later (after the floor's and the water's first reflections).
    let tail = 0;
    const tailEnd = Math.min(blocks.length, peakAt + TAIL);
    for (let i = peakAt + TAIL / 2; i < tailEnd; i++) tail += blocks[i]! / (tailEnd - peakAt - TAIL / 2);
    // Its first 20 ms, broadband, against the hall's level (as a tonal event's direct sound).
    let report = 0;
    for (let i = start; i < start + 20 * perMs; i++) report += wide[i]! / (20 * perMs);
    const hall = quantile(wide.subarray(Math.max(0, j - 1000 * perMs), j - 2), 0.5) + 1e-30;
    // Below 2 kHz against above it, in what follows (20–100 ms) and in the report (its first 5 ms):
    // a report's echo keeps its colour; a plosive is followed by a vowel, low and strong.
    const ratio = (b0: number, b1: number) => {
      let lowE = 0;
      let highE = 0;
      for (let i = b0; i < Math.min(b1, blocks.length); i++) {
        lowE += Math.max(0, wide[i]! - blocks[i]!);
        highE += blocks[i]!;
      }
      return lowE / (highE + 1e-30);
    };
    const shift = db(ratio(start + 20 * perMs, start + 100 * perMs) / (ratio(start, start + 5 * perMs) + 1e-30) + 1e-12);
    events.push({
      kind: "impulse",
      at: s0 + up,
      confidence: Math.min(
        margin(db(peak / floor), 26, 34),
        margin(riseMs, 1, 0.3),
        margin(db(peak / (tail + 1e-30)), 0, 6),
        margin(shift, 16, 10),
      ),
      loudness: db(report / hall),
      freqs: [],
      warble: false,
      continues: false,
      mainHz: 0,
      mainK: 0,
      frame: 0,
      maxX: 0,
      bgMain: 0,
      shape: 0,
      pure: 0,
    });
    j = start + TAIL; // one report, one event
  }
  return events;
}

/**
 * The first sample of the direct sound near a coarse onset (searched in [lo, hi) and a little
 * after): the amplitude of the event's components (demodulated at each, averaged over 4 ms, or
 * 1 ms for a warble; for an impulse the power above 2 kHz over 1 ms), each band whitened by its
 * own background of the 50 ms before `lo`, fitted to the background's mean, then a step and a ramp.
 */
function refineOnset(x: Float64Array, fs: number, event: HornEvent, lo: number, hi: number): number | null {
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
      let sr = 0;
      let si = 0;
      for (let i = 0; i < len; i++) {
        const v = x[start + i]!;
        re[i] = v * Math.cos(w * i);
        im[i] = -v * Math.sin(w * i);
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
  const plateau = quantile(p.subarray(Math.max(0, hi - start), len), 0.5);
  if (plateau <= mu + 3 * sd) return null;
  // Where it is surely in: halfway up in decibels, staying there for an averaging length (not a
  // burst of noise).
  const threshold = mu + Math.max(3 * sd, Math.sqrt((plateau - mu) * sd));
  let cross = bgEnd;
  for (let run = 0; cross < len && run < M; cross++) run = p[cross]! > threshold ? run + 1 : 0;
  if (cross >= len) return null;
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
  let best = Infinity;
  let onset = cross - M;
  for (let k0 = 0; k0 < Math.floor((cross - first) / step); k0++) {
    const count = m - k0;
    if (count <= ms + 2) break;
    // Two bases after t0, the step (u) and the ramp (v = samples since t0); closed forms for v.
    let suu = count - ms;
    let suv = ((count - 1) * count) / 2 - ((ms - 1) * ms) / 2;
    const sy = cy[m]! - cy[k0]!;
    let suy = sy;
    for (let i = 0; i < ms; i++) {
      suu += shape[i]! * shape[i]!;
      suv += i * shape[i]!;
      suy -= (1 - shape[i]!) * y[k0 + i]!;
    }
    const svy = cty[m]! - cty[k0]! - k0 * sy;
    const svv = ((count - 1) * count * (2 * count - 1)) / 6;
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
// `to` that confirms a signal that began just before the press (the caller should wait for it).
const BEFORE_S = 0.25;
const AFTER_S = 0.3;

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
): { onset: HornOnset; why?: undefined } | { onset: null; why: HornMiss } {
  const onset = generalOrLearned(samples, sampleRate, from, to, learned);
  return onset ? { onset } : { onset: null, why: "no-signal" };
}

function generalOrLearned(
  samples: Float32Array,
  sampleRate: number,
  from: number,
  to: number,
  learned?: StartSignal | null,
): HornOnset | null {
  if (!Number.isFinite(sampleRate) || sampleRate < 8000 || !Number.isFinite(from) || !Number.isFinite(to)) return null;
  const lo = Math.max(0, Math.ceil(from));
  const hi = Math.min(samples.length, Math.floor(to));
  if (hi - lo < 0.1 * sampleRate) return null;
  if (learned) return findLearned(samples, sampleRate, lo, hi, learned);
  const a = Math.max(0, lo - Math.round(BEFORE_S * sampleRate));
  const b = Math.min(samples.length, hi + Math.round(AFTER_S * sampleRate));
  const raw = new Float64Array(b - a);
  for (let i = 0; i < raw.length; i++) {
    const v = samples[a + i]!;
    raw[i] = Number.isFinite(v) ? v : 0;
  }
  // Without the rumble under 100 Hz (pumps, ventilation, a microphone's drift): no start signal
  // lives there, and it would swamp the hall's level that events are measured against.
  const x = highPass(raw, sampleRate, 100);

  const events = [...tonalEvents(x, sampleRate), ...impulseEvents(x, sampleRate)]
    .filter((e) => e.confidence >= HORN_ACCEPTANCE)
    .sort((p, q) => p.at - q.at);
  // The start signal is the loudest thing at the desk: of the events that pass, the first within
  // 6 dB of the loudest (a far whistle before it does not count; a two-tone's tones are alike).
  const loudest = Math.max(...events.map((e) => e.loudness));
  const contenders = events.filter((e) => e.loudness >= loudest - 6);
  const first = contenders[0];
  if (!first || first.continues) return null;
  // Two signals as loud, apart (not the tones of one signal): which one was the start? In doubt.
  const sameSignal = (e: HornEvent) =>
    e.kind === first.kind && (e.kind === "impulse" || Math.abs(e.mainHz - first.mainHz) <= 0.05 * first.mainHz);
  if (contenders.some((e) => e.at - first.at > 0.3 * sampleRate && !sameSignal(e))) return null;
  // A tonal event's coarse onset is a frame's start: the sound began in that frame or the one before.
  const before = first.kind === "impulse" ? Math.round(0.002 * sampleRate) : Math.round(0.011 * sampleRate);
  const after = first.kind === "impulse" ? before : Math.round(0.032 * sampleRate);
  const onset = refineOnset(x, sampleRate, first, first.at - before, first.at + after);
  if (onset === null) return null;
  if (first.kind !== "impulse" && soundedBefore(x, sampleRate, onset, first.mainHz)) return null;
  const index = a + onset;
  if (index < lo || index >= hi) return null;
  return { index, confidence: Math.round(first.confidence * 100) / 100 };
}

// The venue's own signal (DESIGN 6b): a matched filter, the normalised cross-correlation of the sound
// with the first LEARN_MS of the signal as it sounded at this desk, lowered to about 16 kHz. A
// learned template is preceded by LEAD_MS of silence, so the hall before an onset counts against it
// and the correlation peaks where the signal begins, not a period later.
const LEARN_MS = 120;
const LEAD_MS = 20;
const LEARN_RATE = 16_000;
const LEAST_THRESHOLD = 0.35;

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

/** The template read back at `rate` (linear interpolation when the desk's rate differs). */
function templateAt(signal: StartSignal, rate: number): { t: Float64Array; lead: number } | null {
  const bytes = Uint8Array.from(atob(signal.template), (c) => c.charCodeAt(0));
  const stored = new Float64Array(bytes.length >> 1);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < stored.length; i++) stored[i] = view.getInt16(2 * i, true) / 32768;
  if (stored.length < 8) return null;
  if (signal.sample_rate === rate) return { t: stored, lead: signal.lead };
  const ratio = signal.sample_rate / rate;
  const t = new Float64Array(Math.floor((stored.length - 1) / ratio));
  for (let i = 0; i < t.length; i++) {
    const x = i * ratio;
    const k = Math.floor(x);
    t[i] = stored[k]! + (x - k) * (stored[k + 1]! - stored[k]!);
  }
  return { t, lead: Math.round(signal.lead / ratio) };
}

/**
 * ncc[j] for j in [0, x.length − t.length]: the normalised correlation of t with x[j, j + t.length),
 * by FFT; windows without sound give 0.
 */
function normalisedCorrelation(x: Float64Array, t: Float64Array): Float64Array {
  const m = t.length;
  const count = x.length - m + 1;
  if (count <= 0) return new Float64Array(0);
  let n = 1;
  while (n < x.length + m) n <<= 1;
  const tab = fftTables(n);
  const xr = new Float64Array(n);
  const xi = new Float64Array(n);
  const tr = new Float64Array(n);
  const ti = new Float64Array(n);
  xr.set(x);
  tr.set(t);
  fft(xr, xi, tab);
  fft(tr, ti, tab);
  // X · conj(T), then the inverse through the forward transform of the conjugate.
  for (let k = 0; k < n; k++) {
    const re = xr[k]! * tr[k]! + xi[k]! * ti[k]!;
    const im = xi[k]! * tr[k]! - xr[k]! * ti[k]!;
    xr[k] = re;
    xi[k] = -im;
  }
  fft(xr, xi, tab);
  let tt = 0;
  for (let k = 0; k < m; k++) tt += t[k]! * t[k]!;
  const prefix = new Float64Array(x.length + 1);
  for (let k = 0; k < x.length; k++) prefix[k + 1] = prefix[k]! + x[k]! * x[k]!;
  const out = new Float64Array(count);
  for (let j = 0; j < count; j++) {
    const energy = prefix[j + m]! - prefix[j]!;
    out[j] = energy > 0 && tt > 0 ? xr[j]! / n / Math.sqrt(energy * tt) : 0;
  }
  return out;
}

/** The strongest rise in level in [lo, hi): 5 ms blocks against the 200 ms before, at least 10 dB. */
function strongestRise(x: Float64Array, fs: number, lo: number, hi: number): number | null {
  const block = Math.max(1, Math.round(0.005 * fs));
  const power = blockPower(x, block);
  const before = Math.round(0.2 / 0.005);
  const after = Math.round(0.05 / 0.005);
  let best: { at: number; ratio: number } | null = null;
  for (let b = Math.max(before, Math.ceil(lo / block)); b < Math.min(power.length - after, hi / block); b++) {
    let p = 0;
    for (let k = b - before; k < b; k++) p += power[k]!;
    let q = 0;
    for (let k = b; k < b + after; k++) q += power[k]!;
    const ratio = q / after / Math.max(1e-20, p / before);
    if (ratio >= 10 && (!best || ratio > best.ratio)) best = { at: b * block, ratio };
  }
  return best?.at ?? null;
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
  const step = stepFor(sampleRate);
  const rate = sampleRate / step;
  const length = Math.round((LEARN_MS / 1000) * rate);
  const lead = Math.round((LEAD_MS / 1000) * rate);
  const found = findHornOnset(samples, sampleRate, lo, hi)?.index ?? null;
  const x = decimate(samples, 0, samples.length, step);
  const onset =
    found !== null ? Math.round(found / step) : strongestRise(highPass(x, rate, 100), rate, Math.ceil(lo / step), Math.floor(hi / step));
  if (onset === null || onset + length > x.length) return null;
  const t = new Float64Array(lead + length);
  t.set(x.subarray(onset, onset + length), lead);
  // What the hall alone gives: the correlation before the signal, the threshold well above it.
  const ncc = normalisedCorrelation(x.subarray(0, Math.max(0, onset - lead)), t);
  let floor = 0;
  for (const c of ncc) floor = Math.max(floor, c);
  const peak = Math.max(...t.map(Math.abs));
  if (!(peak > 0)) return null;
  const pcm = new Uint8Array(2 * t.length);
  const view = new DataView(pcm.buffer);
  for (let i = 0; i < t.length; i++) view.setInt16(2 * i, Math.round((t[i]! / peak) * 32767), true);
  let binary = "";
  for (const byte of pcm) binary += String.fromCharCode(byte);
  const threshold = Math.min(0.8, Math.max(LEAST_THRESHOLD, 2 * floor));
  return { sample_rate: rate, lead, template: btoa(binary), threshold: Math.round(threshold * 1000) / 1000 };
}

/** The learned signal's onset in [lo, hi): where the correlation with its template peaks above its threshold. */
function findLearned(samples: Float32Array, sampleRate: number, lo: number, hi: number, learned: StartSignal): HornOnset | null {
  const step = stepFor(sampleRate);
  const template = templateAt(learned, sampleRate / step);
  if (!template) return null;
  const { t, lead } = template;
  const a = Math.max(0, Math.floor(lo / step) - lead);
  const b = Math.min(Math.floor(samples.length / step), Math.ceil(hi / step) + t.length - lead);
  const x = decimate(samples, a * step, b * step, step);
  const ncc = normalisedCorrelation(x, t);
  let best = -1;
  for (let j = 0; j < ncc.length; j++) {
    const onset = (a + j + lead) * step;
    if (onset >= lo && onset < hi && (best < 0 || ncc[j]! > ncc[best]!)) best = j;
  }
  if (best < 0 || ncc[best]! < learned.threshold) return null;
  // Between decimated samples: the parabola through the peak and its neighbours.
  const l = ncc[best - 1] ?? ncc[best]!;
  const r = ncc[best + 1] ?? ncc[best]!;
  const bend = l - 2 * ncc[best]! + r;
  const shift = bend < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (l - r)) / bend)) : 0;
  const index = Math.round((a + best + lead + shift) * step);
  if (index < lo || index >= hi) return null;
  const confidence = Math.min(1, HORN_ACCEPTANCE + (1 - HORN_ACCEPTANCE) * ((ncc[best]! - learned.threshold) / (1 - learned.threshold)));
  return { index, confidence: Math.round(confidence * 100) / 100 };
}
