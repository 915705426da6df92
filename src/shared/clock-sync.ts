// Clock synchronisation with the meet room (DESIGN 7) and the race clock's text (SPEC 4).
// `estimateOffset` is the whole estimator as one pure function, so the benchmark
// (test/bench/clock-sync-sim.ts) measures exactly what the phones run.
import { formatClock } from "./race-time";

/** One ping/pong: t0 sent and t3 received on the client's monotonic clock, `you` the room's time. */
export interface ClockSample {
  t0: number;
  t3: number;
  you: number;
}

export interface ClockEstimate {
  /** Server time minus client time, ms: serverNow = clientNow + offset. */
  offset: number;
  /** A bound on the error of `offset` (ms), if delays are non-negative and drift within MAX_DRIFT. */
  accuracy: number;
  /** How many of the newest samples agreed and were used. */
  used: number;
}

export interface EstimateOptions {
  /** Client time the estimate is for; defaults to the newest sample's t3. */
  now?: number;
  /** Largest clock drift between phone and room assumed, as a fraction (default 100 ppm). */
  maxDrift?: number;
}

/** DESIGN 7: estimators must survive drift of up to 100 ppm. */
export const MAX_DRIFT = 100e-6;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/**
 * Offset and accuracy from a window of samples (DESIGN 7).
 *
 * Each sample proves the offset lies in [you − t3, you − t0] (the request and the reply each took
 * at least no time), and the true offset lies in every such interval. Their intersection
 * (NTP/Marzullo) is set by the fastest request and the fastest reply, even when those come from
 * different samples, which is why it beats the smallest round trip alone. Its midpoint is the
 * estimate wherever delays have a sharp floor but a long tail (model B: spikes only widen an
 * interval, they can never move the intersection).
 *
 * When delays also have a sharp ceiling (model A, uniform), the slowest request and reply carry as
 * much information as the fastest; the midpoint of the slowest ones is then blended in, weighted
 * by inverse variance. The variance of an extreme order statistic is about the square of the gap
 * to its neighbours, so the gaps at both ends of the observed one-way times tell us, from the data
 * alone, which end is sharp. The gaps from ten samples are noisy; a cube instead of a square makes
 * the choice firmer (measured in the benchmark). The blend is clamped to the intersection, which
 * the true offset never leaves.
 *
 * Drift: a sample of age Δ only bounds today's offset within its interval widened by
 * maxDrift·Δ, so old samples fade out instead of biasing. Samples that still contradict newer ones
 * (a clock step, a phone's clock paused in sleep, drift beyond the bound) are dropped: the
 * estimate uses the newest run of samples that agree, down to the newest sample alone.
 *
 * Model C (one direction 20 ms slower) gives a 10 ms error no estimator can see: with only two
 * timestamps per direction the asymmetry is indistinguishable from an offset.
 */
export function estimateOffset(samples: readonly ClockSample[], opts: EstimateOptions = {}): ClockEstimate | null {
  const valid = samples
    .filter((s) => Number.isFinite(s.t0) && Number.isFinite(s.t3) && Number.isFinite(s.you) && s.t3 >= s.t0)
    .sort((a, b) => b.t3 - a.t3);
  if (valid.length === 0) return null;
  const drift = opts.maxDrift ?? MAX_DRIFT;
  const now = opts.now ?? valid[0]!.t3;

  let lower = -Infinity;
  let upper = Infinity;
  const used: ClockSample[] = [];
  for (const s of valid) {
    const widen = drift * Math.max(0, now - s.t3);
    const lo = Math.max(lower, s.you - s.t3 - widen);
    const hi = Math.min(upper, s.you - s.t0 + widen);
    if (lo > hi) break;
    lower = lo;
    upper = hi;
    used.push(s);
  }

  let offset = (lower + upper) / 2;
  const n = used.length;
  // Gaps over k neighbours; both ends need their own samples, hence at least 4.
  const k = Math.min(3, Math.floor(n / 2) - 1);
  if (k >= 1) {
    // up[i] = offset + request delay; down[i] = offset − reply delay.
    const up = used.map((s) => s.you - s.t0).sort((a, b) => a - b);
    const down = used.map((s) => s.you - s.t3).sort((a, b) => b - a);
    const fastGap = up[k]! - up[0]! + (down[0]! - down[k]!);
    const slowGap = up[n - 1]! - up[n - 1 - k]! + (down[n - 1 - k]! - down[n - 1]!);
    const slowMid = (up[n - 1]! + down[n - 1]!) / 2;
    const fast3 = fastGap ** 3;
    const slow3 = slowGap ** 3;
    const w = fast3 + slow3 > 0 ? fast3 / (fast3 + slow3) : 0.5;
    offset = clamp((1 - w) * offset + w * slowMid, lower, upper);
  }
  return { offset, accuracy: Math.max(offset - lower, upper - offset), used: n };
}

export interface ClockSyncOptions {
  /** DESIGN 7: drop samples older than a few minutes. */
  maxAgeMs?: number;
  maxSamples?: number;
  fastIntervalMs?: number;
  slowIntervalMs?: number;
  /** SPEC 4/9: slow down once the offset stayed unchanged for more than this many pings. */
  stablePings?: number;
  /** A change smaller than this (ms) counts as "unchanged"; a result's resolution is 10 ms. */
  toleranceMs?: number;
  maxDrift?: number;
}

/**
 * The client's side of the sync: the sample window, the current estimate and when to ping next
 * (SPEC 9: every 1 s until the offset stayed unchanged for more than 5 pings, then every 30 s).
 */
export class ClockSync {
  private samples: ClockSample[] = [];
  private current: ClockEstimate | null = null;
  private anchor: number | null = null;
  private unchanged = 0;
  private readonly o: Required<ClockSyncOptions>;

  constructor(options: ClockSyncOptions = {}) {
    this.o = {
      maxAgeMs: 180_000,
      maxSamples: 64,
      fastIntervalMs: 1_000,
      slowIntervalMs: 30_000,
      stablePings: 5,
      toleranceMs: 1,
      maxDrift: MAX_DRIFT,
      ...options,
    };
  }

  /** Feeds one pong (`me` echoed as t0, `you` the room's time) received at client time t3. */
  addPong(pong: { me: number; you: number }, t3: number): ClockEstimate | null {
    return this.addSample({ t0: pong.me, t3, you: pong.you });
  }

  addSample(sample: ClockSample): ClockEstimate | null {
    if (!(sample.t3 >= sample.t0) || !Number.isFinite(sample.you)) return this.current;
    this.samples.push(sample);
    const newest = Math.max(...this.samples.map((s) => s.t3));
    this.samples = this.samples
      .filter((s) => newest - s.t3 <= this.o.maxAgeMs)
      .sort((a, b) => a.t3 - b.t3)
      .slice(-this.o.maxSamples);
    const estimate = estimateOffset(this.samples, { maxDrift: this.o.maxDrift });
    if (!estimate) return this.current;
    // Samples older than the newest agreeing run contradict newer evidence and never come back.
    this.samples = this.samples.slice(-estimate.used);
    this.current = estimate;
    if (this.anchor !== null && Math.abs(estimate.offset - this.anchor) < this.o.toleranceMs) {
      this.unchanged++;
    } else {
      this.anchor = estimate.offset;
      this.unchanged = 0;
    }
    return estimate;
  }

  /** The latest estimate; kept across reset() so a running race clock does not jump to zero. */
  get estimate(): ClockEstimate | null {
    return this.current;
  }

  get offset(): number {
    return this.current?.offset ?? 0;
  }

  get sampleCount(): number {
    return this.samples.length;
  }

  /** Milliseconds until the next ping. */
  nextPingDelay(): number {
    return this.unchanged > this.o.stablePings ? this.o.slowIntervalMs : this.o.fastIntervalMs;
  }

  /**
   * After a reconnect or when the page becomes visible again (DESIGN 7): phones drop sockets and
   * may pause their monotonic clock while locked, so old samples cannot be trusted; ping fast again.
   */
  reset(): void {
    this.samples = [];
    this.anchor = null;
    this.unchanged = 0;
  }

  serverNow(clientNow: number): number {
    return clientNow + this.offset;
  }
}

/**
 * The race clock (SPEC 4): time since start_time until end_time, or until now (server time, i.e.
 * client time corrected by the offset) while the race runs; '00:00.00' when the heat has no start.
 */
export function raceClockText(startTime: number | null, endTime: number | null, nowServer: number): string {
  if (startTime == null || !Number.isFinite(startTime)) return "00:00.00";
  // Clamped at zero: a phone slightly behind the room must not show a negative time.
  return formatClock(Math.max(0, (endTime ?? nowServer) - startTime));
}
