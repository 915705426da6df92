// Clock-sync benchmark (DESIGN 7 and 11): our estimator against the reference estimators on the
// simulated network models, deterministic (seeded PRNG) so a report can be compared run to run.
import { estimateOffset, type ClockSample } from "../../src/shared/clock-sync";

/** mulberry32: small, fast, and the same sequence on every runtime for a given seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type ModelName = "A" | "B" | "C";

const exponential = (rng: () => number, mean: number) => -mean * Math.log(1 - rng());

/** One-way delays [request, reply] in ms, each drawn independently (DESIGN 7). */
export const MODELS: Record<ModelName, (rng: () => number) => [number, number]> = {
  // A: each direction uniform 20–60 ms.
  A: (rng) => [20 + 40 * rng(), 20 + 40 * rng()],
  // B (4G-like): 15 ms + exponential (mean 15 ms), 5 % chance of a further 100–300 ms spike.
  B: (rng) => {
    const leg = () => 15 + exponential(rng, 15) + (rng() < 0.05 ? 100 + 200 * rng() : 0);
    return [leg(), leg()];
  },
  // C: asymmetric, up 30 ms and down 10 ms, each + exponential (mean 10 ms).
  C: (rng) => [30 + exponential(rng, 10), 10 + exponential(rng, 10)],
};

/** Model C's error that no estimator can see: half the difference of the up and down floors. */
export const MODEL_BIAS: Record<ModelName, number> = { A: 0, B: 0, C: 10 };

/** n pings one second apart (the client's fast interval) against a fixed true offset. */
export function simulateSamples(model: ModelName, n: number, trueOffset: number, rng: () => number): ClockSample[] {
  const samples: ClockSample[] = [];
  let clientTime = 1_000_000 + rng() * 1_000_000;
  for (let i = 0; i < n; i++) {
    const [up, down] = MODELS[model](rng);
    const t0 = clientTime;
    samples.push({ t0, you: t0 + trueOffset + up, t3: t0 + up + down });
    clientTime += 1_000;
  }
  return samples;
}

const sampleOffset = (s: ClockSample) => s.you - (s.t0 + s.t3) / 2;
const roundTrip = (s: ClockSample) => s.t3 - s.t0;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const h = s.length >> 1;
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
}
function std(xs: number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
}

export type Estimator = (samples: ClockSample[]) => number;

/** Ours and DESIGN 7's four references. */
export const ESTIMATORS: Record<string, Estimator> = {
  ours: (s) => estimateOffset(s)!.offset,
  // npm timesync: drop round trips at or above median + standard deviation, average the rest.
  timesync: (s) => {
    const rtts = s.map(roundTrip);
    const limit = median(rtts) + std(rtts);
    const kept = s.filter((x) => roundTrip(x) < limit);
    return mean((kept.length ? kept : s).map(sampleOffset));
  },
  minRtt: (s) => sampleOffset(s.reduce((best, x) => (roundTrip(x) < roundTrip(best) ? x : best))),
  meanAll: (s) => mean(s.map(sampleOffset)),
  last: (s) => sampleOffset(s[s.length - 1]!),
};

export interface ErrorStats {
  p50: number;
  p95: number;
  /** Mean signed error: the bias (model C's 10 ms shows here). */
  bias: number;
  /** p95 of the difference between two phones' estimates of the same offset. */
  pairP95: number;
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

export type ClockSimStats = Record<ModelName, Record<number, Record<string, ErrorStats>>>;

/** Absolute errors per model, sample count and estimator over `trials` simulated phone pairs. */
export function clockSimStats(opts: { trials?: number; seed?: number; sampleCounts?: number[] } = {}): ClockSimStats {
  const trials = opts.trials ?? 2000;
  const counts = opts.sampleCounts ?? [10, 30];
  const rng = seededRandom(opts.seed ?? 20260407);
  const out = {} as ClockSimStats;
  for (const model of Object.keys(MODELS) as ModelName[]) {
    out[model] = {};
    for (const n of counts) {
      const errors: Record<string, number[]> = {};
      const pairs: Record<string, number[]> = {};
      for (const name of Object.keys(ESTIMATORS)) {
        errors[name] = [];
        pairs[name] = [];
      }
      for (let t = 0; t < trials; t++) {
        const trueOffset = (rng() - 0.5) * 1e6;
        const phone1 = simulateSamples(model, n, trueOffset, rng);
        const phone2 = simulateSamples(model, n, trueOffset, rng);
        for (const [name, estimate] of Object.entries(ESTIMATORS)) {
          const e1 = estimate(phone1) - trueOffset;
          const e2 = estimate(phone2) - trueOffset;
          errors[name]!.push(e1);
          pairs[name]!.push(Math.abs(e1 - e2));
        }
      }
      out[model][n] = {};
      for (const name of Object.keys(ESTIMATORS)) {
        const abs = errors[name]!.map(Math.abs);
        out[model][n][name] = {
          p50: quantile(abs, 0.5),
          p95: quantile(abs, 0.95),
          bias: mean(errors[name]!),
          pairP95: quantile(pairs[name]!, 0.95),
        };
      }
    }
  }
  return out;
}

/** A plain-text report of the benchmark, for the bench command and for reading. */
export function runClockSim(opts: { trials?: number; seed?: number } = {}): string {
  const trials = opts.trials ?? 2000;
  const stats = clockSimStats({ ...opts, trials });
  const f = (x: number) => x.toFixed(2).padStart(7);
  const lines = [
    `Clock sync, ${trials} simulated phone pairs per row (DESIGN 7 models), |error| in ms`,
    `model  n  estimator   p50     p95     bias   2-phone p95`,
  ];
  for (const model of Object.keys(stats) as ModelName[]) {
    for (const n of Object.keys(stats[model]).map(Number)) {
      for (const [name, s] of Object.entries(stats[model][n]!)) {
        lines.push(`${model}    ${String(n).padStart(2)}  ${name.padEnd(9)} ${f(s.p50)} ${f(s.p95)} ${f(s.bias)} ${f(s.pairP95)}`);
      }
    }
  }
  lines.push(
    `Model C carries a ${MODEL_BIAS.C} ms bias (half the up/down floor difference) that no estimator can see; ` +
      `its errors above include it.`,
  );
  return lines.join("\n");
}
