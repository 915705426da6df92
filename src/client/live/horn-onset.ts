// DESIGN 6b: find the start signal's onset in the sound before the press. Exploration version.

export interface HornOnset {
  index: number;
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

export interface Spectrogram {
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
    y[i] = (x[j > 0 ? j - 1 : 0]! + 3 * x[j]! + 3 * x[j + 1]! + x[j + 2 > last ? last : j + 2]!) / 8;
  }
  return y;
}

/**
 * Power spectra of Hann frames of about 21 ms every half frame, 250 Hz–6 kHz, from the signal
 * decimated to 11–22 kHz (the start signals' band), two real frames per complex FFT.
 */
export function spectrogram(input: Float64Array, inputFs: number): Spectrogram {
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

export interface HornEvent {
  kind: "tonal" | "impulse";
  /** Coarse onset, in samples of the analysed region. */
  at: number;
  confidence: number;
  /** Component frequencies (Hz) for the fine onset; none for an impulse. */
  freqs: number[];
  features: Record<string, number>;
}

/** Broadband power in blocks, for levels against the hall's noise floor. */
function blockPower(x: Float64Array, size: number): Float64Array {
  const out = new Float64Array(Math.floor(x.length / size));
  for (let b = 0; b < out.length; b++) {
    let e = 0;
    for (let i = b * size; i < (b + 1) * size; i++) e += x[i]! * x[i]!;
    out[b] = e / size;
  }
  return out;
}

/**
 * Tonal events: a set of spectral components that steps up at least 12 dB over the 200 ms before
 * and holds there in 80 % of the next 100 ms (beeps, two-tone signals, horns, whistles).
 */
export function tonalEvents(x: Float64Array, inputFs: number): HornEvent[] {
  const spec = spectrogram(x, inputFs);
  const { frames, bins, power, re, im, hop, fs, decimation, n, kLo } = spec;
  const phase = (i: number) => Math.atan2(im[i]!, re[i]!);
  const binHz = fs / n;
  const hopS = hop / fs;
  const hopIn = hop * decimation;
  const BG = Math.round(0.2 / hopS);
  const MIN_BG = Math.round(0.05 / hopS);
  const S = Math.ceil(0.1 / hopS);
  const MIN_S = Math.ceil(0.08 / hopS);
  // Dilated by a bin either side, so a warbling whistle stays in its bins.
  const wide = new Float64Array(frames * bins);
  for (let t = 0; t < frames; t++) {
    const o = t * bins;
    for (let k = 0; k < bins; k++) wide[o + k] = Math.max(power[o + k]!, k > 0 ? power[o + k - 1]! : 0, k + 1 < bins ? power[o + k + 1]! : 0);
  }
  // The level a bin holds in 80 % of the frames after t (t+1 … t+S): worked out only where a bin rises.
  const v = new Float64Array(S);
  const heldAt = (src: Float64Array, t: number, k: number) => {
    const span = Math.min(S, frames - 1 - t);
    for (let u = 0; u < span; u++) v[u] = src[(t + 1 + u) * bins + k]!;
    return smallest(v, span, Math.floor(span * 0.2));
  };
  const held = new Float64Array(bins);
  const heldRaw = new Float64Array(bins);
  const cum = new Float64Array((frames + 1) * bins);
  for (let t = 0; t < frames; t++) for (let k = 0; k < bins; k++) cum[(t + 1) * bins + k] = cum[t * bins + k]! + power[t * bins + k]!;
  const block = Math.max(1, Math.round(0.005 * inputFs));
  const blocks = blockPower(x, block);
  let wsum = 0;
  for (const w of fftTables(n).window) wsum += w * w;
  const bg = new Float64Array(bins);
  const SX = new Float64Array(bins);
  const RISE = 10 ** 1.2;
  const events: HornEvent[] = [];
  const judged: { t: number; k: number }[] = [];
  for (let t = MIN_BG + 2; t + MIN_S < frames; t++) {
    const b0 = Math.max(0, t - 1 - BG);
    const b1 = t - 1;
    const o = t * bins;
    let risen = 0;
    for (let k = 0; k < bins; k++) {
      bg[k] = (cum[b1 * bins + k]! - cum[b0 * bins + k]!) / (b1 - b0) + 1e-20;
      held[k] = 0;
      const w = wide[o + k]!;
      // Rising now (it was not within 10 dB of what it holds a frame ago) and 12 dB over the background.
      if (w < 1.6 * bg[k]! || w <= wide[o - bins + k]!) continue;
      const h = heldAt(wide, t, k);
      held[k] = h;
      if (h >= RISE * bg[k]! && w >= h / 10 && wide[o - bins + k]! < h / 10) risen++;
    }
    if (risen === 0) continue;
    for (let k = 0; k < bins; k++) {
      heldRaw[k] = heldAt(power, t, k);
      SX[k] = db(heldRaw[k]! / bg[k]! + 1e-12);
    }
    const up = (j: number) => j >= 0 && j < bins && held[j]! >= RISE * bg[j]! && wide[o + j]! >= held[j]! / 10 && wide[o - bins + j]! < held[j]! / 10;
    // Components: local maxima of the held spectrum that stepped up at this frame, strongest first.
    const comps: { k: number; e: number; x: number }[] = [];
    let maxX = 0;
    for (let k = 1; k < bins - 1; k++) {
      if (SX[k]! < 12 || SX[k]! < SX[k - 1]! || SX[k]! <= SX[k + 1]!) continue;
      if (!(up(k - 1) || up(k) || up(k + 1))) continue;
      comps.push({ k, e: heldRaw[k]! - bg[k]!, x: SX[k]! });
      maxX = Math.max(maxX, SX[k]!);
    }
    if (maxX < 12) continue;
    comps.sort((p1, q1) => q1.e - p1.e);
    // A tone already judged at its own onset a few frames ago is the same event, not a new one
    // (a far whistle's echo keeps rising, and would look ever more direct).
    const mainK = comps[0]!.k;
    if (judged.some((j) => t - j.t <= 8 && Math.abs(j.k - mainK) <= Math.max(2, 0.04 * (mainK + kLo)))) continue;
    const f: Record<string, number> = { risen, comps: comps.length, maxX };
    const main = comps[0]!;
    f.mainX = main.x;
    f.mainHz = (main.k + kLo) * binHz;
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
    // A voice: its neighbouring harmonics, a fundamental of 75–260 Hz either side of the main
    // component (or two on one side). A horn's neighbours are 300 Hz or more away.
    let neighbours = 0;
    for (let f0 = 75; f0 <= 260; f0 += binHz / 3) {
      const below = near(f.mainHz - f0);
      const above = near(f.mainHz + f0);
      const c = (below && above) || (above && near(f.mainHz + 2 * f0)) || (below && near(f.mainHz - 2 * f0)) ? 2 : below || above ? 1 : 0;
      neighbours = Math.max(neighbours, c);
    }
    f.neighbours = neighbours;
    // Within half an octave of the main component: the share of the excess in the main lobes of
    // prominent peaks (a voice's formants and breath fill the rest).
    const kl = Math.max(0, Math.round(f.mainHz / 1.5 / binHz) - kLo);
    const kh = Math.min(bins - 1, Math.round((f.mainHz * 1.5) / binHz) - kLo);
    const lobe = new Uint8Array(bins);
    for (let k = kl; k <= kh; k++) if (prominent(k) && SX[k]! >= main.x - 20) lobe.fill(1, Math.max(0, k - 1), Math.min(bins, k + 2));
    let all = 0;
    let inLobes = 0;
    let broad = 0;
    for (let k = kl; k <= kh; k++) {
      const e = Math.max(0, heldRaw[k]! - bg[k]!);
      all += e;
      if (lobe[k]) inLobes += e;
      else if (SX[k]! >= 10) broad++;
    }
    f.purity = inLobes / (all + 1e-30);
    f.broad = broad;
    let mainLo = main.k;
    while (mainLo > 0 && SX[mainLo - 1]! >= main.x - 10) mainLo--;
    let mainHi = main.k;
    while (mainHi < bins - 1 && SX[mainHi + 1]! >= main.x - 10) mainHi++;
    f.widthHz = (mainHi - mainLo + 1) * binHz;
    // The main component's frequency frame by frame from its phase advance (a phase vocoder):
    // a horn or a beep holds it to a fraction of a per cent, a voice glides and wavers.
    const last = Math.min(frames - 2, t + S);
    const ifs: number[] = [];
    for (let u = t + 2; u <= last; u++) {
      let best = main.k;
      for (let k = Math.max(0, main.k - 1); k <= Math.min(bins - 1, main.k + 1); k++) if (power[u * bins + k]! > power[u * bins + best]!) best = k;
      let d = phase((u + 1) * bins + best) - phase(u * bins + best) - (2 * Math.PI * (best + kLo) * hop) / n;
      d -= 2 * Math.PI * Math.round(d / (2 * Math.PI));
      ifs.push((best + kLo) * binHz + (d * fs) / (2 * Math.PI * hop));
    }
    const m = ifs.length;
    let sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (let i = 0; i < m; i++) {
      sx += i;
      sy += ifs[i]!;
      sxx += i * i;
      sxy += i * ifs[i]!;
    }
    const slope = (m * sxy - sx * sy) / (m * sxx - sx * sx || 1);
    const mean = sy / Math.max(1, m);
    let res = 0;
    for (let i = 0; i < m; i++) res += (ifs[i]! - (mean + slope * (i - sx / Math.max(1, m)))) ** 2;
    f.glide = Math.abs(slope / hopS / mean);
    f.jitter = Math.sqrt(res / Math.max(1, m - 2)) / mean;

    // Direct sound against its echo. The main component's first frame 6 dB over the background
    // (looking back up to 85 ms), and its level just after against the level it holds 50–100 ms
    // later: a far source's direct sound is weak and its echo builds up; a start signal at the
    // desk is there at once.
    {
      const lvl = (u: number) => {
        let e = 0;
        let b = 0;
        for (let j = Math.max(0, main.k - 1); j <= Math.min(bins - 1, main.k + 1); j++) {
          e += power[u * bins + j]!;
          b += bg[j]!;
        }
        return db(e / b + 1e-12);
      };
      let u0 = t;
      while (u0 > Math.max(0, t - 8) && lvl(u0 - 1) >= 6) u0--;
      const early = Math.max(lvl(u0 + 1), lvl(u0 + 2), lvl(u0 + 3));
      const late: number[] = [];
      for (let u = t + Math.round(0.05 / hopS); u <= last; u++) late.push(lvl(u));
      f.rise = quantile(late, 0.5) - early;
      f.lead = t - u0;
      f.u0 = u0;
      // The direct sound's power (the components in those first frames, Parseval) against the
      // hall's broadband level, the median of the second before: a start signal is meant to be
      // heard over the whole hall.
      let e = 0;
      // (all of the main component's width: a whistle's warble spreads it over several bins)
      const inEvent = new Uint8Array(bins);
      inEvent.fill(1, Math.max(0, mainLo - 1), Math.min(bins, mainHi + 2));
      for (const c of comps) inEvent.fill(1, Math.max(0, c.k - 1), Math.min(bins, c.k + 2));
      for (let j = 0; j < bins; j++) if (inEvent[j]) e += Math.max(0, Math.max(power[(u0 + 1) * bins + j]!, power[(u0 + 2) * bins + j]!) - bg[j]!);
      const at = u0 * hopIn;
      const floor = quantile(blocks.subarray(Math.max(0, Math.floor((at - inputFs) / block)), Math.max(1, Math.floor((at - 0.01 * inputFs) / block))), 0.5) + 1e-20;
      f.direct = db((2 * e) / (n * wsum) / floor + 1e-12);
    }
    // Narrowband: the share of all the excess that lies within 15 % of the main component or its
    // second harmonic (a whistle's warble stays there; a splash or a voice spreads out).
    {
      let inBand = 0;
      let total = 0;
      for (let k = 0; k < bins; k++) {
        const e = Math.max(0, heldRaw[k]! - bg[k]!);
        total += e;
        const hz = (k + kLo) * binHz;
        if (Math.abs(hz - f.mainHz) <= 0.15 * f.mainHz + binHz || Math.abs(hz - 2 * f.mainHz) <= 0.3 * f.mainHz + binHz) inBand += e;
      }
      f.band = inBand / (total + 1e-30);
    }
    // Criteria, each from 0 (fails) to 1 (clearly met); the event is as sure as its weakest one.
    // A pure tone that began up to 350 ms before and still sounds (the first tone of a two-tone
    // signal, say): this step continues a signal that began earlier.
    f.continues = 0;
    for (const p of events) {
      const pf = p.features;
      if (t * hopIn - p.at > 0.35 * inputFs || !(pf.tone! >= 0.5 || pf.whistle! >= 0.5) || (pf.voice === 0 && pf.whistleVoice === 0) || pf.maxX! < 15) continue;
      if (bg[pf.mainK!]! >= 10 * pf.bgMain!) f.continues = 1;
    }
    f.mainK = main.k;
    f.bgMain = bg[main.k]!;
    // Or one that began in the 200 ms before (the background then against the 200 ms before that),
    // too short to be judged itself: a narrow step while the rest of the spectrum stayed.
    {
      const o0 = Math.max(0, b0 - BG);
      if (b0 - o0 >= MIN_BG) {
        const steps = new Float64Array(bins);
        for (let k = 0; k < bins; k++) steps[k] = db(bg[k]! / ((cum[b0 * bins + k]! - cum[o0 * bins + k]!) / (b0 - o0) + 1e-20));
        const typical = quantile(steps, 0.5);
        let narrow = 0;
        for (let k = 3; k < bins - 3; k++) {
          if (bg[k]! < bg[k - 1]! || bg[k]! < bg[k + 1]! || comps.some((c) => Math.abs(c.k - k) <= 2)) continue;
          const around: number[] = [];
          for (let d = 3; d <= 10; d++) if (k + d < bins) around.push(bg[k - d] ?? bg[k + d]!, bg[k + d]!);
          narrow = Math.max(narrow, Math.min(steps[k]! - typical, db(bg[k]! / quantile(around, 0.5))));
        }
        f.before = narrow;
        if (narrow >= 8.5) f.continues = 1;
      }
    }
    // The strong components (within 20 dB of the main one) must be the harmonics of at most two
    // fundamentals of 280 Hz or more: a beep (with its odd harmonics), two tones, a horn, a whistle.
    // A voice's harmonics and formants are not (its fundamental is lower).
    const strongComps = comps.filter((c) => c.x >= main.x - 20);
    const strong = strongComps.length;
    const hz = strongComps.map((c) => {
      const la = Math.log(heldRaw[c.k - 1]! + 1e-30);
      const lb = Math.log(heldRaw[c.k]! + 1e-30);
      const lc = Math.log(heldRaw[c.k + 1]! + 1e-30);
      const den = la - 2 * lb + lc;
      return (c.k + kLo + (den < 0 ? (0.5 * (la - lc)) / den : 0)) * binHz;
    });
    const fits = (g: number, c: number) => {
      const h = Math.round(hz[c]! / g);
      return h >= 1 && Math.abs(hz[c]! - h * g) <= Math.max(8, 0.015 * hz[c]!);
    };
    let unexplained = hz.map((_, c) => c);
    let f0 = Infinity;
    for (let round = 0; round < 2 && unexplained.length > 0; round++) {
      let bestG = 0;
      let bestN = 0;
      for (const c of unexplained) {
        for (let h = 1; h <= 6 && hz[c]! / h >= 280; h++) {
          const g = hz[c]! / h;
          const n2 = unexplained.filter((d) => fits(g, d)).length;
          if (n2 > bestN || (n2 === bestN && g > bestG)) [bestG, bestN] = [g, n2];
        }
      }
      if (!bestN) break;
      f0 = Math.min(f0, bestG);
      unexplained = unexplained.filter((d) => !fits(bestG, d));
    }
    f.unexplained = unexplained.length;
    f.f0 = f0 === Infinity ? 0 : f0;
    const strength = margin(maxX, 12, 24);
    const direct = Math.min(margin(f.rise!, 15, 9), margin(f.direct!, -12, 0));
    // A voice: a neighbouring harmonic, components no pair of fundamentals explains, or a lone low
    // component (a vowel's first formant).
    const voice = neighbours >= 1 || (f.mainHz < 750 && strong < 3) || unexplained.length > Math.floor(strong / 5) ? 0 : 1;
    // A whistle's warble spreads its one component over neighbouring bins (peaks that are no
    // harmonics); a voice there still has harmonics further out, within half an octave.
    let far = 0;
    for (let k = kl; k <= kh; k++) if (prominent(k) && Math.abs((k + kLo) * binHz - f.mainHz) > 0.15 * f.mainHz) far++;
    f.far = far;
    const whistleVoice = far >= 2 ? 0 : 1;
    // A tone is one window's main lobe wide (about three bins at 10 dB down).
    const tone = Math.min(margin(f.purity, 0.85, 0.95), margin(f.jitter, 0.03, 0.01), margin(f.widthHz / binHz, 6, 3));
    // A warbling whistle: one component, 10–30 % wide, in 1.5–5.5 kHz; as a crowd's formants can
    // look like that, it must also stand out more (26 dB) than a tone need.
    const whistle =
      f.mainHz >= 1500 && f.mainHz <= 5500
        ? Math.min(margin(f.jitter, 0.04, 0.01), margin(f.widthHz / f.mainHz, 0.3, 0.1), margin(f.band!, 0.6, 0.9), margin(maxX, 22, 30))
        : 0;
    f.tone = tone;
    f.whistle = whistle;
    f.voice = voice;
    f.whistleVoice = whistleVoice;
    f.mStrength = strength;
    f.mDirect = direct;
    if (Math.max(tone, whistle) >= 0.3) judged.push({ t, k: mainK });
    const confidence = Math.min(strength, direct, Math.max(Math.min(voice, tone), Math.min(whistleVoice, whistle)));
    f.frame = t;
    events.push({ kind: "tonal", at: f.u0! * hopIn, confidence, freqs: comps.slice(0, 4).map((c) => (c.k + kLo) * binHz), features: f });
  }
  // Alternating tones: when another tone follows within 400 ms, it must not also have sounded just
  // before (as long before as it follows): otherwise this is the second tone of the pattern and
  // the signal began earlier.
  const level = (k: number, u0: number, u1: number) => {
    let e = 0;
    for (let j = Math.max(0, k - 1); j <= Math.min(bins - 1, k + 1); j++) e += cum[u1 * bins + j]! - cum[u0 * bins + j]!;
    return e / Math.max(1, u1 - u0);
  };
  for (const e of events) {
    const te = e.features.frame!;
    for (const g of events) {
      const tg = g.features.frame!;
      const d = tg - te;
      if (d < 0.06 / hopS || d > 0.4 / hopS || te - 2 * d < 0 || Math.max(g.features.tone!, g.features.whistle!) < 0.3) continue;
      if (Math.abs(g.features.mainHz! - e.features.mainHz!) < 0.05 * e.features.mainHz!) continue;
      const k = g.features.mainK!;
      if (level(k, te - d, te - 1) >= 4 * level(k, te - 2 * d, te - d)) e.features.continues = 1;
    }
  }
  return events;
}

/** A second-order Butterworth high-pass (RBJ), in place on a copy. */
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
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0;
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
 * Impulses (a starter's pistol): above 2 kHz, the power in 0.5 ms blocks jumps 30 dB or more over
 * the floor of the 300 ms before within a millisecond, and the hall's answer 50–100 ms later is
 * weaker. A splash swells over milliseconds; a plosive is far weaker than a pistol.
 */
export function impulseEvents(x: Float64Array, fs: number): HornEvent[] {
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
  for (let j = MIN_BG; j + TAIL / 2 < blocks.length; j++) {
    // A cheap gate on the mean of the 300 ms before; the median, robust to splashes, only past it.
    const b0 = Math.max(0, j - BG);
    const mean = (cum[j - 2]! - cum[b0]!) / (j - 2 - b0) + 1e-30;
    if (blocks[j]! < 100 * mean) continue;
    const floor = quantile(blocks.subarray(b0, j - 2), 0.5) + 1e-30;
    let peak = 0;
    let at = j;
    for (let i = j; i < j + PEAK; i++) if (blocks[i]! > peak) [peak, at] = [blocks[i]!, i];
    let start = j;
    while (start > j - 6 && blocks[start - 1]! > 4 * floor) start--;
    // The rise, sample by sample (power over an eighth of a millisecond): from 6 dB over the floor
    // to within 6 dB of the peak of the next 10 ms.
    const fine = Math.max(1, Math.round(0.000125 * fs));
    const s0 = Math.max(fine, (start - 1) * size);
    const s1 = Math.min(hp.length, (j + PEAK) * size);
    let acc = 0;
    for (let i = s0 - fine; i < s0; i++) acc += hp[i]! * hp[i]!;
    let finePeak = 0;
    const smooth = new Float64Array(s1 - s0);
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
    // The hall's answer 50–100 ms later (after the floor's and water's first reflections).
    let tail = 0;
    const tailEnd = Math.min(blocks.length, at + TAIL);
    for (let i = at + TAIL / 2; i < tailEnd; i++) tail += blocks[i]! / (tailEnd - at - TAIL / 2);
    // Its first 20 ms, broadband, against the hall's floor (as a tonal event's direct sound).
    let report = 0;
    for (let i = start; i < start + 20 * perMs; i++) report += wide[i]! / (20 * perMs);
    const wideFloor = quantile(wide.subarray(Math.max(0, j - 2000), j - 2), 0.5) + 1e-30;
    // What follows, broadband: a report leaves only the hall's echo; a plosive opens a vowel.
    let burst = 0;
    let next = 0;
    for (let i = start; i < start + 10 * perMs; i++) burst += wide[i]!;
    const nextEnd = Math.min(wide.length, start + 120 * perMs);
    for (let i = start + 20 * perMs; i < nextEnd; i++) next += wide[i]! / (nextEnd - start - 20 * perMs);
    const f = { jump: db(peak / floor), riseMs, decay: db(peak / (tail + 1e-30)), direct: db(report / wideFloor), after: db(next / (burst / (10 * perMs)) + 1e-12) };
    const confidence = Math.min(margin(f.jump, 26, 34), margin(riseMs, 1, 0.3), margin(f.decay, 0, 6));
    events.push({ kind: "impulse", at: s0 + up, confidence, freqs: [], features: f });
    j = start + TAIL; // one report, one event
  }
  return events;
}

/**
 * The first sample of the direct sound near a coarse onset: the power of the event's components
 * (demodulated at each and averaged over 1.5 ms, or above 2 kHz for an impulse) rises clearly over
 * its level in the 60 ms before; from there back to where it first left that level.
 */
export let debugRefine: ((d: Record<string, unknown>) => void) | null = null;
export function setDebugRefine(f: typeof debugRefine) {
  debugRefine = f;
}

export function refineOnset(x: Float64Array, fs: number, event: HornEvent, lo: number, hi: number): number | null {
  const pre = Math.round(0.05 * fs);
  const start = Math.max(0, lo - pre);
  const end = Math.min(x.length, hi + Math.round(0.02 * fs));
  if (lo - start < Math.round(0.01 * fs) || end <= lo) return null;
  const len = end - start;
  const bgEnd = lo - start;
  // Averaged over 4 ms for a steady tone (a narrow band, less noise), 1 ms for a warble or a report.
  const M = Math.max(2, Math.round((event.freqs.length === 0 || event.features.whistle! > event.features.tone! ? 0.001 : 0.004) * fs));
  const p = new Float64Array(len);
  const band = new Float64Array(len);
  // Each band whitened by its own background, so a quiet band's component counts as much as it is clear.
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
  // Halfway up in decibels and staying there for an averaging length (not a burst of noise);
  // then back to where it last fell to the background's mean.
  const threshold = mu + Math.max(3 * sd, Math.sqrt((plateau - mu) * sd));
  let cross = bgEnd;
  for (let run = 0; cross < len && run < M; cross++) run = p[cross]! > threshold ? run + 1 : 0;
  if (cross >= len) return null;
  // Fitted by least squares on the amplitude (the root of p), from the start of the search: the
  // background's mean before t0; after it a step, shaped by the averaging (a demodulated tone's
  // amplitude grows linearly while the average fills, a report's as the root), and a ramp (an
  // attack, the echo building up); t0 every 0.25 ms up to the crossing.
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
  const h = new Float64Array(ms);
  for (let x = 0; x < ms; x++) h[x] = event.freqs.length === 0 ? Math.sqrt(x / ms) : x / ms;
  let best = Infinity;
  let i = cross - M;
  for (let k0 = 0; k0 < Math.floor((cross - first) / step); k0++) {
    const n = m - k0;
    if (n <= ms + 2) break;
    let suu = n - ms;
    let suv = ((n - 1) * n) / 2 - ((ms - 1) * ms) / 2;
    let suy = cy[m]! - cy[k0]!;
    for (let x = 0; x < ms; x++) {
      suu += h[x]! * h[x]!;
      suv += x * h[x]!;
      suy -= (1 - h[x]!) * y[k0 + x]!;
    }
    const sy = cy[m]! - cy[k0]!;
    const svy = cty[m]! - cty[k0]! - k0 * sy;
    const svv = ((n - 1) * n * (2 * n - 1)) / 6;
    const det = suu * svv - suv * suv;
    if (det <= 0) continue;
    const b = (suy * svv - suv * svy) / det;
    const a = (suu * svy - suv * suy) / det;
    const sse = cyy[k0]! + (cyy[m]! - cyy[k0]!) - b * suy - a * svy;
    if (sse < best) {
      best = sse;
      i = first + k0 * step;
    }
  }
  if (debugRefine) debugRefine({ p, start, mu, sd, plateau, threshold, cross, i });
  // At the very start of the search the fit found no background before the sound: not to be trusted.
  if (i <= first + step) return null;
  return start + i;
}

const BEFORE_S = 0.25;
const AFTER_S = 0.3;
const ACCEPT = 0.55;

/**
 * The sample index of the start signal's onset in [from, to) of `samples`, or null when there is
 * none to be sure of. Reads up to 0.25 s before `from` (the hall before the signal) and 0.3 s
 * after `to` (to confirm a signal that began just before the press) when the samples are there.
 */
export function findHornOnset(samples: Float32Array, sampleRate: number, from: number, to: number): HornOnset | null {
  if (!Number.isFinite(sampleRate) || sampleRate < 8000 || !Number.isFinite(from) || !Number.isFinite(to)) return null;
  const lo = Math.max(0, Math.ceil(from));
  const hi = Math.min(samples.length, Math.floor(to));
  if (hi - lo < 0.1 * sampleRate) return null;
  const a = Math.max(0, lo - Math.round(BEFORE_S * sampleRate));
  const b = Math.min(samples.length, hi + Math.round(AFTER_S * sampleRate));
  const x = new Float64Array(b - a);
  let mean = 0;
  for (let i = 0; i < x.length; i++) {
    const v = samples[a + i]!;
    x[i] = Number.isFinite(v) ? v : 0;
    mean += x[i]!;
  }
  mean /= x.length;
  for (let i = 0; i < x.length; i++) x[i]! -= mean;
  const tonal = tonalEvents(x, sampleRate);
  // A plosive ('t', 'k') is as sudden as a report, but a voice is heard around it: harmonics (no
  // report's noise) that begin apart from it.
  const voiced = tonal.filter((e) => e.features.voice === 0 && e.features.maxX! >= 15 && e.features.purity! >= 0.8).map((e) => e.at);
  const impulses = impulseEvents(x, sampleRate).filter(
    (e) => !voiced.some((at) => Math.abs(at - e.at) <= 0.15 * sampleRate && Math.abs(at - e.at) >= 0.008 * sampleRate),
  );
  const events = [...tonal, ...impulses].filter((e) => e.confidence >= ACCEPT).sort((p, q) => p.at - q.at);
  // The start signal is the loudest thing at the desk: of the events that pass, the first within
  // 6 dB of the loudest (a far whistle before it does not count; a two-tone's tones are alike).
  const loudest = Math.max(...events.map((e) => e.features.direct!));
  const contenders = events.filter((e) => e.features.direct! >= loudest - 6);
  const first = contenders[0];
  if (!first || first.features.continues) return null;
  // Two signals as loud, apart (not the tones of one signal): which one was the start? In doubt.
  const sameSignal = (e: HornEvent) => e.kind === first.kind && (e.kind === "impulse" || Math.abs(e.features.mainHz! - first.features.mainHz!) <= 0.05 * first.features.mainHz!);
  if (contenders.some((e) => e.at - first.at > 0.3 * sampleRate && !sameSignal(e))) return null;
  const margin = first.kind === "impulse" ? Math.round(0.002 * sampleRate) : Math.round(0.011 * sampleRate);
  const span = first.kind === "impulse" ? margin : Math.round(0.032 * sampleRate);
  const onset = refineOnset(x, sampleRate, first, first.at - margin, first.at + span);
  if (onset === null) return null;
  const index = a + onset;
  if (index < lo || index >= hi) return null;
  return { index, confidence: Math.round(first.confidence * 100) / 100 };
}
