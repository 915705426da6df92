// DESIGN 6b: the start signal's onset in the sound before the press, or nothing when in doubt (a
// wrong onset is worse than the press it replaces). A pure function of samples, measured on
// synthetic pool-hall recordings by its tests and `npm run bench:horn` (test/horn/recordings.ts).
//
// The general detector looks for what makes any start signal one, not for one device: a sound that
// appears suddenly where the hall was (nothing there 20–30 ms before), far above it, and then either
// holds or is an impulse. Sustained events come from a spectrogram (21 ms frames every 5 ms,
// 250 Hz–6 kHz): some bin holds 10 dB or more over its level of the 250 ms before in 80 % of the
// next 100 ms. Such an event counts when its level is steady and it is a tone (a component one
// window lobe wide whose frequency, tracked by phase, holds within a few tenths of a per cent: beeps,
// chords, two-tone signals, horns), a whistle or warble (a narrow component over 1.5 kHz that swings
// fast by a few per cent), or broadband noise that rises within about 10 ms to a level it keeps (a
// noise burst; a splash swells or dies away); never when the main component has neighbouring
// harmonics of a low fundamental (a voice). Impulses (pistols, clappers): the power above 1 kHz
// jumps 20 dB or more within a few milliseconds and dies away with its colour kept (a plosive is
// followed by a vowel). Of the events that pass, the first within 6 dB of the strongest counts,
// unless the band was not quiet before it (a two-tone's second tone). Its onset is then fitted to
// the sample on the demodulated components' amplitude (or the impulse's power): the background's
// level, then a step and a ramp. `searchHornOnset` says 'unsure' when something signal-like was
// there but did not pass.
//
// With the venue's learned signal (learnStartSignal, below), only that signal is looked for.
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
}

/** Log power spectra (dB) of Hann frames of about 21 ms every 5 ms, 250 Hz–6 kHz, from the signal decimated to 11–22 kHz. */
function logSpectra(input: Float64Array, inputFs: number) {
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
  const phase = new Float64Array(frames * bins);
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  for (let f = 0; f < frames; f++) {
    for (let i = 0; i < n; i++) {
      re[i] = x[f * hop + i]! * t.window[i]!;
      im[i] = 0;
    }
    fft(re, im, t);
    for (let k = kLo; k <= kHi; k++) {
      level[f * bins + k - kLo] = 10 * Math.log10(re[k]! * re[k]! + im[k]! * im[k]! + 1e-20);
      phase[f * bins + k - kLo] = Math.atan2(im[k]!, re[k]!);
    }
  }
  return { level, phase, frames, bins, kLo, binHz: fs / n, hopIn: hop * decimation, hop, n, decimation };
}

/**
 * Sustained events: from a frame on, the sound holds well above the hall (in most of the next 100 ms),
 * in a few components (a tone, a chord, a horn, a whistle) or over the whole band (a noise burst),
 * where it was not there just before.
 */
function sustainedEvents(x: Float64Array, inputFs: number): HornEvent[] {
  const { level, phase, frames, bins, kLo, binHz, hopIn, hop, n } = logSpectra(x, inputFs);
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
  const v = new Float64Array(S);
  const holds = new Float64Array(frames * bins);
  for (let t = 0; t + S <= frames; t++)
    for (let k = 0; k < bins; k++) {
      for (let u = 0; u < S; u++) v[u] = wide[(t + u) * bins + k]!;
      holds[t * bins + k] = smallest(v, S, 2);
    }
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
  const inC = new Uint8Array(bins);
  /** Level of the event's bins in frame u against the hall's, dB. */
  const lev = (u: number) => {
    let e = 0;
    let b = 0;
    for (let k = 0; k < bins; k++)
      if (inC[k]) {
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
    const loudness = db(excess / hallPower + 1e-12);
    judge(t);
    inC.fill(0);
    for (let k = 0; k < bins; k++) if (held[k]! >= 6) inC[k] = 1;
    const before = Math.max(lev(Math.max(0, t - 4)), lev(Math.max(0, t - 5)), lev(Math.max(0, t - 6)));
    if (before > 8) continue;
    const best = t;
    // Its strength: what it holds from the frame it is fully in, within 20 ms.
    let snr = -Infinity;
    for (let u = t + 4; u >= t; u--) snr = Math.max(snr, judge(u));
    // From the frame it is fully in: its level steady, its components' frequencies steady or swung.
    let ta = best;
    let top = -Infinity;
    for (let u = best; u < best + S; u++) top = Math.max(top, lev(u));
    while (ta < best + 8 && lev(ta) < top - 6) ta++;
    const levels: number[] = [];
    for (let u = ta; u < ta + S; u++) levels.push(lev(u));
    // Steady, or building steadily as the hall's echo joins it: the spread about a straight line.
    const mean = levels.reduce((a, b) => a + b, 0) / levels.length;
    const mid = (levels.length - 1) / 2;
    let slopeNum = 0;
    let slopeDen = 0;
    for (let i = 0; i < levels.length; i++) {
      slopeNum += (i - mid) * (levels[i]! - mean);
      slopeDen += (i - mid) ** 2;
    }
    const sd = Math.sqrt(levels.reduce((a, b, i) => a + (b - mean - (slopeNum / slopeDen) * (i - mid)) ** 2, 0) / levels.length);
    const comps: number[] = [];
    for (let k = 0; k < bins; k++)
      if (held[k]! >= 10 && held[k]! >= (held[k - 1] ?? -Infinity) && held[k]! >= (held[k + 1] ?? -Infinity)) comps.push(k);
    comps.sort((p, q) => held[q]! - held[p]!);
    const main = comps[0] ?? 0;
    const reach = Math.max(2, Math.round(0.1 * (main + kLo)));
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
      let d = phase[u * bins + peak]! - phase[(u - 1) * bins + peak]! - (2 * Math.PI * (peak + kLo) * hop) / n;
      d -= 2 * Math.PI * Math.round(d / (2 * Math.PI));
      track.push((peak + kLo + (d * n) / (2 * Math.PI * hop)) * binHz);
    }
    const m = track.length;
    const mx = (m - 1) / 2;
    const my = track.reduce((a, b) => a + b, 0) / m;
    let sxy = 0;
    let sxx = 0;
    for (let i = 0; i < m; i++) {
      sxy += (i - mx) * (track[i]! - my);
      sxx += (i - mx) ** 2;
    }
    const resid = track.map((f, i) => f - my - (sxy / sxx) * (i - mx));
    const dev = Math.sqrt(resid.reduce((a, b) => a + b * b, 0) / m) / my;
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
    let voice = false;
    for (let f0 = Math.max(75, 2.5 * binHz); f0 <= 300 && !voice && !broadband; f0 += binHz / 4) {
      if (f0 > 240 && dev < 0.004) break;
      const lo1 = peakNear(mainHz - f0);
      const hi1 = peakNear(mainHz + f0);
      voice = (lo1 && hi1) || (lo1 && mainHz - 2 * f0 > 200 && peakNear(mainHz - 2 * f0)) || (hi1 && peakNear(mainHz + 2 * f0));
    }
    // Over the whole band, was it quiet just before? (A two-tone's second tone is not an onset.)
    let allBefore = 0;
    let allBg = 0;
    for (let k = 0; k < bins; k++) {
      allBg += 10 ** (bg[k]! / 10);
      for (let u = best - 6; u <= best - 4; u++) allBefore += 10 ** (wide[Math.max(0, u) * bins + k]! / 10) / 3;
    }
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
    const shape = voice ? 0 : Math.max(tone, whistle, swept, broadband ? 1 : 0);
    // The direct sound of something near is there at once; a far source is mostly its echo, building up.
    const early = (levels[0]! + levels[1]! + levels[2]!) / 3;
    const late = levels.slice(levels.length >> 1).reduce((p, q) => p + q, 0) / (levels.length - (levels.length >> 1));
    const confidence = Math.min(
      margin(snr, 10, 14),
      margin(before, 8, 4),
      margin(sd, 5, 3),
      margin(late - early, 12, 8),
      margin(loudness, -8, -3),
      shape,
    );
    events.push({
      kind: broadband && tone < 0.5 ? "noise" : "sustained",
      at: best * hopIn,
      confidence,
      snr,
      freqs: broadband && tone < 0.5 ? [] : comps.slice(0, 4).map((k) => (k + kLo) * binHz),
      warble: Math.max(whistle, swept) > tone,
      continues: db(allBefore / allBg) > 8,
    });
    t = best + 6;
  }
  return events;
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
  // A splash can be as loud as a start signal is over the hall at 10 dB: a burst must be louder.
  return Math.min(
    margin(riseMs, 14, 8),
    margin(first - last, 3, 1.5),
    margin(last - first, 14, 11),
    margin(spreadDb, 13, 10),
    margin(top - floor, 20, 24),
  );
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
      confidence: Math.min(margin(snr, 20, 28), margin(riseMs, 3, 1.5), margin(db(peak / (tail + 1e-30)), 3, 8), margin(shift, 14, 8)),
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

/** The general detector: any start signal, in [lo, hi) of samples (DESIGN 6b). */
function findGeneral(samples: Float32Array, sampleRate: number, lo: number, hi: number): HornSearch {
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

  const events = [...sustainedEvents(x, sampleRate), ...impulseEvents(x, sampleRate)];
  for (const e of events) if (e.kind === "noise") e.confidence = Math.min(e.confidence, burstShape(x, sampleRate, e.at));
  const edge = (e: HornEvent) => a + e.at >= lo - 0.03 * sampleRate && a + e.at < hi + 0.03 * sampleRate;
  const sure = events.filter((e) => e.confidence >= HORN_ACCEPTANCE && edge(e)).sort((p, q) => p.at - q.at);
  // Something signal-like that did not pass: 'te onzeker' rather than 'geen startsignaal'.
  const miss: HornSearch = { onset: null, why: events.some((e) => e.confidence >= 0.25 && edge(e)) ? "unsure" : "no-signal" };
  // The start signal stands out: of the events that pass, the first within 6 dB of the strongest.
  const strongest = Math.max(...sure.map((e) => e.snr));
  const first = sure.find((e) => e.snr >= strongest - 6);
  if (!first) return miss;
  if (first.continues) return { onset: null, why: "unsure" };
  const before = Math.round((first.kind === "impulse" ? 0.003 : 0.006) * sampleRate);
  const after = Math.round((first.kind === "impulse" ? 0.003 : 0.035) * sampleRate);
  const onset = refineOnset(x, sampleRate, first, first.at - before, first.at + after);
  if (onset === null) return { onset: null, why: "unsure" };
  const index = a + onset;
  if (index < lo || index >= hi) return miss;
  return { onset: { index, confidence: Math.round(first.confidence * 100) / 100 } };
}

// The venue's own signal (DESIGN 6b). The template is the first LEARN_MS of the signal as it sounded
// at this desk, lowered to about 16 kHz, after LEAD_MS of silence; the lesson's hall level per band
// is kept beside it. A start is looked for two ways. First by its waveform: the same device sounds
// the same every time, so the normalised correlation with the template's first part (up to 100 ms,
// less where that holds nearly all its energy: a pistol's report) finds it even at the hall's level;
// a match counts where the sound rises (a held signal matches anywhere along it) and its envelope
// does not point elsewhere. Else by its spectral envelope: log energies in overlapping third-octave
// bands every 2 ms over the hall's level in each band, correlated with the template's (robust to
// another level, another echo and a whistle blown a few per cent higher), both as a whole and as the
// band profile it holds; that counts above the learned threshold with the waveform agreeing, or
// beyond doubt (STRONG_ENVELOPE) without it. Its onset is then fitted as the general detector's is.
const LEARN_MS = 180;
const LEAD_MS = 20;
const LEARN_RATE = 16_000;
/** The least envelope correlation that counts, whatever the lesson's hall allowed. */
const LEAST_THRESHOLD = 0.55;
const FRAME = 256;
const HOP = 32;
const HALL_QUANTILE = 0.2;
/** An envelope correlation that counts without the waveform's. */
const STRONG_ENVELOPE = 0.85;
/** The waveform is compared over at most the signal's first 100 ms: later, the hall's echo (never quite the same) dominates. */
const WAVEFORM_MS = 100;
/**
 * What the envelope must show where the waveform matched beyond doubt: at the hall's level it
 * barely stands out, but it must not point elsewhere.
 */
const LEAST_AGREEMENT = 0.1;

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

interface Learned {
  t: Float64Array;
  lead: number;
  hall?: readonly number[];
}

/** The template read back at `rate` (linear interpolation when the desk's rate differs). */
function templateAt(signal: StartSignal, rate: number): Learned | null {
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(signal.template), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
  const stored = new Float64Array(bytes.length >> 1);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < stored.length; i++) stored[i] = view.getInt16(2 * i, true) / 32768;
  if (stored.length < FRAME + 4 * HOP || !(signal.sample_rate > 0)) return null;
  if (signal.sample_rate === rate) return { t: stored, lead: signal.lead, hall: signal.hall };
  const ratio = signal.sample_rate / rate;
  const t = new Float64Array(Math.floor((stored.length - 1) / ratio));
  for (let i = 0; i < t.length; i++) {
    const x = i * ratio;
    const k = Math.floor(x);
    t[i] = stored[k]! + (x - k) * (stored[k + 1]! - stored[k]!);
  }
  return { t, lead: Math.round(signal.lead / ratio), hall: signal.hall };
}

/**
 * Band energies of Hann frames of FRAME samples every HOP (frame f covers [f·HOP, f·HOP + FRAME)),
 * in overlapping third-octave bands from 250 Hz to 7 kHz (a triangle per band, so a pitch a few per
 * cent off moves energy smoothly between neighbours).
 */
function bandEnergies(x: Float64Array, rate: number): { e: Float64Array; frames: number; bands: number } {
  const tab = fftTables(FRAME);
  const centres: number[] = [];
  for (let hz = 250; hz <= Math.min(7000, rate * 0.45); hz *= 2 ** (1 / 3)) centres.push(hz);
  const bands = centres.length;
  const frames = x.length >= FRAME ? Math.floor((x.length - FRAME) / HOP) + 1 : 0;
  const weights: { k: number; b: number; w: number }[] = [];
  for (let k = 1; k < FRAME / 2; k++) {
    const octave = Math.log2((k * rate) / FRAME / 250) * 3;
    const b = Math.floor(octave);
    const w = octave - b;
    if (b >= 0 && b < bands) weights.push({ k, b, w: 1 - w });
    if (b + 1 >= 0 && b + 1 < bands) weights.push({ k, b: b + 1, w });
  }
  const e = new Float64Array(frames * bands);
  const re = new Float64Array(FRAME);
  const im = new Float64Array(FRAME);
  for (let f = 0; f < frames; f++) {
    for (let i = 0; i < FRAME; i++) {
      re[i] = x[f * HOP + i]! * tab.window[i]!;
      im[i] = 0;
    }
    fft(re, im, tab);
    for (const { k, b, w } of weights) e[f * bands + b]! += w * (re[k]! * re[k]! + im[k]! * im[k]!);
  }
  return { e, frames, bands };
}

/**
 * Log band energies over each band's level in the hall (the level it holds in 80 % of `x`: a long
 * signal in it must not count as the hall), so the hall reads as 0 dB whatever its level.
 */
function envelopeFeatures(x: Float64Array, rate: number): { f: Float64Array; frames: number; bands: number } {
  const { e, frames, bands } = bandEnergies(x, rate);
  const f = new Float64Array(frames * bands);
  for (let b = 0; b < bands; b++) {
    const column: number[] = [];
    for (let t = 0; t < frames; t++) column.push(e[t * bands + b]!);
    const hall = quantile(column, HALL_QUANTILE) + 1e-20;
    for (let t = 0; t < frames; t++) f[t * bands + b] = 10 * Math.log10(1 + e[t * bands + b]! / hall);
  }
  return { f, frames, bands };
}

/**
 * The template's envelope features over the lesson's hall (`hallDb` per band, at the template's
 * scale), framed as the sound's are; its lead is silence. Without the hall, a tenth of the
 * template's quietest band stands for it.
 */
function templateFeatures(t: Float64Array, rate: number, hallDb?: readonly number[]): { f: Float64Array; frames: number; bands: number } {
  const { e, frames, bands } = bandEnergies(t, rate);
  let quietest = Infinity;
  for (let b = 0; b < bands; b++) {
    let m = 0;
    for (let u = 0; u < frames; u++) m += e[u * bands + b]! / frames;
    quietest = Math.min(quietest, m);
  }
  const f = new Float64Array(frames * bands);
  for (let b = 0; b < bands; b++) {
    const hall = (hallDb?.[b] !== undefined ? 10 ** (hallDb[b]! / 10) : quietest / 10) + 1e-20;
    for (let u = 0; u < frames; u++) f[u * bands + b] = 10 * Math.log10(1 + e[u * bands + b]! / hall);
  }
  return { f, frames, bands };
}

/**
 * corr[j]: how the sound's features from frame j on match the template's, the lesser of two
 * correlations (Pearson): of the whole patch (its rise and course in every band), and of the band
 * profile it holds after its onset (its colour: a beep is not a noise burst nor a horn).
 */
function envelopeCorrelation(
  x: { f: Float64Array; frames: number; bands: number },
  t: { f: Float64Array; frames: number },
  onsetFrame: number,
): Float64Array {
  const { bands } = x;
  const m = t.frames * bands;
  const count = Math.max(0, x.frames - t.frames + 1);
  const out = new Float64Array(count);
  const pearson = (a: ArrayLike<number>, b: ArrayLike<number>, n: number) => {
    let sa = 0;
    let sb = 0;
    for (let i = 0; i < n; i++) {
      sa += a[i]!;
      sb += b[i]!;
    }
    let ab = 0;
    let aa = 0;
    let bb = 0;
    for (let i = 0; i < n; i++) {
      const p = a[i]! - sa / n;
      const q = b[i]! - sb / n;
      ab += p * q;
      aa += p * p;
      bb += q * q;
    }
    return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
  };
  const profile = (f: Float64Array, o: number) => {
    const p = new Float64Array(bands);
    for (let u = onsetFrame; u < t.frames; u++) for (let b = 0; b < bands; b++) p[b]! += f[o + u * bands + b]!;
    return p;
  };
  const tp = profile(t.f, 0);
  for (let j = 0; j < count; j++) {
    const whole = pearson(x.f.subarray(j * bands, j * bands + m), t.f, m);
    out[j] = whole > 0 ? Math.min(whole, pearson(profile(x.f, j * bands), tp, bands)) : whole;
  }
  return out;
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

interface Match {
  /** The onset, in decimated samples of x. */
  at: number;
  /** The envelope correlation there. */
  score: number;
  /** The waveform's normalised correlation with the template within 5 ms of it. */
  waveform: number;
}

/**
 * How much of the template's waveform to compare: its first WAVEFORM_MS, or less where that holds
 * nearly all its energy (a pistol's report is over in milliseconds; the rest is the hall).
 */
function waveformLength(t: Float64Array, lead: number, rate: number): number {
  const most = Math.min(t.length - lead, Math.round((WAVEFORM_MS / 1000) * rate));
  let total = 0;
  for (let i = lead; i < lead + most; i++) total += t[i]! * t[i]!;
  let e = 0;
  const least = Math.round(0.02 * rate);
  for (let n = 0; n < most; n++) {
    e += t[lead + n]! * t[lead + n]!;
    if (n >= least && e >= 0.9 * total) return n + 1;
  }
  return most;
}

/** The template's strongest components (Hz), or none when its sound is broadband. */
function components(t: Float64Array, lead: number, rate: number): number[] {
  let n = 1;
  while (n < t.length - lead) n <<= 1;
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  re.set(t.subarray(lead));
  fft(re, im, fftTables(n));
  const power = new Float64Array(n / 2);
  let total = 0;
  for (let k = 1; k < n / 2; k++) total += power[k] = re[k]! * re[k]! + im[k]! * im[k]!;
  const peaks: number[] = [];
  for (let k = 2; k < n / 2 - 2; k++) if (power[k]! > power[k - 1]! && power[k]! >= power[k + 1]! && (k * rate) / n >= 200) peaks.push(k);
  peaks.sort((p, q) => power[q]! - power[p]!);
  const top = peaks.slice(0, 4);
  // Tonal when those peaks' lobes (±1 % around each) hold most of its power.
  let inTop = 0;
  for (const k of top)
    for (let j = Math.max(1, Math.round(k * 0.99) - 1); j <= Math.min(n / 2 - 1, Math.round(k * 1.01) + 1); j++) inTop += power[j]!;
  return inTop >= 0.5 * total ? top.map((k) => (k * rate) / n) : [];
}

/**
 * Where the template matches x best with its onset in [lo, hi) (decimated samples): the envelope
 * correlation's peak, then the onset fitted to the sample in the 12 ms around it, as the general
 * detector fits one (the template's onset was found so).
 */
function bestMatch(x: Float64Array, signal: Learned, rate: number, lo: number, hi: number): Match | null {
  const { t, lead, hall } = signal;
  const xf = envelopeFeatures(x, rate);
  const tf = templateFeatures(t, rate, hall);
  const leadFrames = Math.floor(lead / HOP);
  const corr = envelopeCorrelation(xf, tf, leadFrames);
  let top = -1;
  for (let j = 0; j < corr.length; j++) {
    const at = j * HOP + lead;
    if (at >= lo && at < hi && (top < 0 || corr[j]! > corr[top]!)) top = j;
  }
  if (top < 0) return null;
  // A signal that repeats itself (a two-tone's pattern) matches again later: its first match counts.
  let best = top;
  for (let j = Math.max(0, Math.ceil((lo - lead) / HOP)); j < top; j++)
    if (corr[j]! >= corr[top]! - 0.05 && corr[j]! >= (corr[j - 1] ?? -1) && corr[j]! >= (corr[j + 1] ?? -1)) {
      best = j;
      break;
    }
  const l = corr[best - 1] ?? corr[best]!;
  const r = corr[best + 1] ?? corr[best]!;
  const bend = l - 2 * corr[best]! + r;
  const shift = bend < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (l - r)) / bend)) : 0;
  const coarse = Math.round((best + shift) * HOP + lead);
  // The waveform: an electronic signal (or a pistol) sounds the same every time, to the sample.
  const reach = Math.round(0.005 * rate);
  const a = Math.max(0, coarse - reach - lead);
  const ncc = normalisedCorrelation(x.subarray(a, Math.min(x.length, coarse + reach - lead + t.length)), t);
  let peak = 0;
  for (let j = 1; j < ncc.length; j++) if (ncc[j]! > ncc[peak]!) peak = j;
  const waveform = ncc[peak] ?? 0;
  if (waveform >= 0.5) return { at: a + peak + lead, score: corr[best]!, waveform };
  const freqs = components(t, lead, rate);
  const event: HornEvent = { kind: "sustained", at: coarse, confidence: 1, snr: 0, freqs, warble: false, continues: false };
  const fine = refineOnset(x, rate, event, coarse - reach, coarse + reach);
  return { at: fine !== null && Math.abs(fine - coarse) <= 2 * reach ? fine : coarse, score: corr[best]!, waveform };
}

/**
 * The signal's onset in a lesson, where it sounds once: of the events that pass as start signals the
 * first about as strong as the strongest, else so of those that rose well from the hall (the starter may have sounded something the
 * general detector does not know).
 */
function lessonOnset(x: Float64Array, fs: number): number | null {
  const events = [...sustainedEvents(x, fs), ...impulseEvents(x, fs)].filter((e) => !e.continues);
  for (const e of events) if (e.kind === "noise") e.confidence = Math.min(e.confidence, burstShape(x, fs, e.at));
  const sure = events.filter((e) => e.confidence >= HORN_ACCEPTANCE);
  const pool = (sure.length ? sure : events.filter((e) => e.snr >= 15)).sort((p, q) => p.at - q.at);
  if (pool.length === 0) return null;
  // The first as strong (within 6 dB) as the strongest: a held signal's later parts are not its onset.
  const strongest = Math.max(...pool.map((e) => e.snr));
  const loudest = pool.find((e) => e.snr >= strongest - 6)!;
  const before = Math.round((loudest.kind === "impulse" ? 0.003 : 0.006) * fs);
  const after = Math.round((loudest.kind === "impulse" ? 0.003 : 0.035) * fs);
  return refineOnset(x, fs, loudest, loudest.at - before, loudest.at + after);
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
  const length = Math.round((LEARN_MS / 1000) * rate);
  const lead = Math.round((LEAD_MS / 1000) * rate);
  const raw = new Float64Array(hi - lo);
  for (let i = 0; i < raw.length; i++) raw[i] = Number.isFinite(samples[lo + i]!) ? samples[lo + i]! : 0;
  const found = lessonOnset(highPass(raw, sampleRate, 100), sampleRate);
  if (found === null) return null;
  const x = decimate(samples, lo, hi, step);
  const onset = Math.round(found / step);
  if (onset < lead || onset + length > x.length) return null;
  const t = new Float64Array(lead + length);
  t.set(x.subarray(onset, onset + length), lead);
  const peak = Math.max(...t.map(Math.abs));
  if (!(peak > 0)) return null;
  // The hall's level per band over the lesson, at the template's scale.
  const energies = bandEnergies(x, rate);
  const hall: number[] = [];
  for (let b = 0; b < energies.bands; b++) {
    const column: number[] = [];
    for (let u = 0; u < energies.frames; u++) column.push(energies.e[u * energies.bands + b]!);
    hall.push(Math.round(100 * db(quantile(column, HALL_QUANTILE) / (peak * peak) + 1e-20)) / 100);
  }
  for (let i = 0; i < t.length; i++) t[i]! /= peak;
  // What the hall alone gives: the envelope correlation away from the signal; the threshold above it.
  const xf = envelopeFeatures(x, rate);
  const tf = templateFeatures(t, rate, hall);
  const corr = envelopeCorrelation(xf, tf, Math.floor(lead / HOP));
  let floor = 0;
  for (let j = 0; j < corr.length; j++) {
    const at = j * HOP + lead;
    if (at < onset - t.length) floor = Math.max(floor, corr[j]!);
  }
  const pcm = new Uint8Array(2 * t.length);
  const view = new DataView(pcm.buffer);
  for (let i = 0; i < t.length; i++) view.setInt16(2 * i, Math.round(t[i]! * 32767), true);
  let binary = "";
  for (const byte of pcm) binary += String.fromCharCode(byte);
  const threshold = Math.min(0.75, Math.max(LEAST_THRESHOLD, floor + 0.1));
  // The waveform's correlation the hall before the signal reaches; a match must stand well above it.
  let waveFloor = 0;
  for (const c of normalisedCorrelation(x.subarray(0, Math.max(0, onset - lead)), t.subarray(0, lead + waveformLength(t, lead, rate))))
    waveFloor = Math.max(waveFloor, c);
  return {
    sample_rate: rate,
    lead,
    template: btoa(binary),
    threshold: Math.round(threshold * 1000) / 1000,
    hall,
    waveform: Math.round(Math.min(0.8, Math.max(0.3, 2 * waveFloor)) * 1000) / 1000,
  };
}

/** The learned signal's onset in [lo, hi): where its envelope matches above the threshold. */
function findLearned(samples: Float32Array, sampleRate: number, lo: number, hi: number, learned: StartSignal): HornSearch {
  const step = stepFor(sampleRate);
  const rate = sampleRate / step;
  const template = templateAt(learned, rate);
  if (!template) return { onset: null, why: "no-signal" };
  const { t } = template;
  // The hall before the window and the signal's first part after it are read too.
  const a = Math.max(0, Math.floor(lo / step) - Math.round(0.25 * rate));
  const b = Math.min(Math.floor(samples.length / step), Math.ceil(hi / step) + t.length);
  const x = decimate(samples, a * step, b * step, step);
  const waveformThreshold = learned.waveform ?? 0.3;
  // The same device sounds the same every time: the waveform's correlation, where it stands clear,
  // finds it even at the hall's level (0 dB); its envelope must not contradict it.
  const length = waveformLength(t, template.lead, rate);
  const ncc = normalisedCorrelation(x, t.subarray(0, template.lead + length));
  const energy = new Float64Array(x.length + 1);
  for (let i = 0; i < x.length; i++) energy[i + 1] = energy[i]! + x[i]! * x[i]!;
  const mean = (i: number, n: number) => (energy[Math.min(x.length, i + n)]! - energy[i]!) / n;
  // Where a held sound began, not anywhere along it: the sound rises there (its lead is quieter).
  let top = -1;
  for (let j = 0; j < ncc.length; j++) {
    const at = a + j + template.lead;
    if (at * step < lo || at * step >= hi || mean(j, template.lead) > 0.7 * mean(j + template.lead, length)) continue;
    if (top < 0 || ncc[j]! > ncc[top]!) top = j;
  }
  if (top >= 0 && ncc[top]! >= waveformThreshold) {
    const l = ncc[top - 1] ?? ncc[top]!;
    const r = ncc[top + 1] ?? ncc[top]!;
    const bend = l - 2 * ncc[top]! + r;
    const shift = bend < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (l - r)) / bend)) : 0;
    const index = Math.round((a + top + template.lead + shift) * step);
    const there = bestMatch(x, template, rate, top + template.lead - HOP, top + template.lead + HOP);
    const agrees =
      there !== null && (there.score >= learned.threshold - 0.25 || (ncc[top]! >= 2 * waveformThreshold && there.score >= LEAST_AGREEMENT));
    if (index >= lo && index < hi && agrees) {
      const confidence = Math.min(1, HORN_ACCEPTANCE + ((1 - HORN_ACCEPTANCE) * (ncc[top]! - waveformThreshold)) / (1 - waveformThreshold));
      return { onset: { index, confidence: Math.round(confidence * 100) / 100 } };
    }
  }
  const match = bestMatch(x, template, rate, Math.ceil(lo / step) - a, Math.ceil(hi / step) - a);
  if (!match || match.score < learned.threshold - 0.15) return { onset: null, why: "no-signal" };
  // Its envelope and its waveform, or (a whistle blown a little higher) an envelope beyond doubt.
  const rises = match.at >= template.lead && mean(match.at - template.lead, template.lead) <= 0.7 * mean(match.at, length);
  const sure = rises && match.score >= learned.threshold && (match.waveform >= waveformThreshold || match.score >= STRONG_ENVELOPE);
  if (!sure) return { onset: null, why: "unsure" };
  const index = (a + match.at) * step;
  if (index < lo || index >= hi) return { onset: null, why: "no-signal" };
  const confidence = Math.min(1, HORN_ACCEPTANCE + ((1 - HORN_ACCEPTANCE) * (match.score - learned.threshold)) / (1 - learned.threshold));
  return { onset: { index, confidence: Math.round(confidence * 100) / 100 } };
}
