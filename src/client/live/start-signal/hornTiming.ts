// DESIGN 6b: the microphone's samples are counted in AudioContext frames, the press in the client's
// clock (DESIGN 7): these carry one into the other and choose where the detector looks.
import type { HornMiss } from "../../../shared/live";
import type { RingSnapshot } from "./hornRing";
import { LOOKBACK_MS } from "./hornStart";

/** What the ring keeps: the look-back, the hall before it and a margin for a late batch. */
export const RING_SECONDS = 3;

/**
 * One reading of the mapping from AudioContext time to the client's clock: the client time (ms) at
 * which frame 0 was heard at the microphone. `stamp` is getOutputTimestamp(): the context time that
 * leaves the speaker at `performanceTime`; it was rendered baseLatency + outputLatency earlier, and its
 * input was captured the track's own latency before that. Before the output runs (performanceTime
 * 0) the context's currentTime at `perfNow` stands in, with only the track's latency.
 */
export function frameZeroReading(
  stamp: { contextTime?: number; performanceTime?: number } | undefined,
  fallback: { currentTime: number; perfNow: number },
  timeOrigin: number,
  latency: { base?: number; output?: number; track?: number },
): number {
  const seconds = (value: number | undefined) => (Number.isFinite(value) && value! > 0 ? value! : 0);
  const track = seconds(latency.track);
  if (stamp && seconds(stamp.performanceTime) > 0 && Number.isFinite(stamp.contextTime)) {
    const behind = seconds(latency.base) + seconds(latency.output) + track;
    return timeOrigin + stamp.performanceTime! - (stamp.contextTime! + behind) * 1000;
  }
  return timeOrigin + fallback.perfNow - (fallback.currentTime + track) * 1000;
}

/**
 * The mapping from recent readings: their median, because each reading is one audio callback's
 * timing with its jitter, while the mapping itself drifts only by parts per million.
 */
export function frameZeroTime(readings: readonly number[]): number | null {
  const sorted = readings.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The client time (ms) at which `frame` was heard. */
export const clientTimeOfFrame = (frameZero: number, frame: number, sampleRate: number): number => frameZero + (frame / sampleRate) * 1000;

/** The frame (fractional) heard at client time `time`. */
export const frameAtClientTime = (frameZero: number, time: number, sampleRate: number): number => ((time - frameZero) * sampleRate) / 1000;

/** Where the onset may lie: the 1.5 s before the press, in the client's clock. */
export const searchWindow = (press: number): { from: number; to: number } => ({ from: press - LOOKBACK_MS, to: press });

/** The detector's answer: the onset, why it counted none (DESIGN 6b: the panel and the log say so), or null for none. */
export type HornDetector = (
  samples: Float32Array,
  sampleRate: number,
  from: number,
  to: number,
) => { index: number; confidence: number } | HornMiss | null;

export interface FoundOnset {
  /** Client time (ms) of the onset at the microphone. */
  time: number;
  confidence: number;
}

/**
 * The start signal's onset in the 1.5 s before `press` (client ms), why the detector counted none, or
 * null when the ring does not reach the window. The whole ring goes to the detector, so it can read
 * the hall before the window and the moment after the press; an answer outside the window is not taken.
 */
export function onsetBeforePress(
  ring: RingSnapshot,
  sampleRate: number,
  frameZero: number,
  press: number,
  detect: HornDetector,
): FoundOnset | HornMiss | null {
  const window = searchWindow(press);
  return onsetBetween(ring, sampleRate, frameZero, window.from, window.to, detect);
}

/**
 * DESIGN 6b, an armed heat: the learned signal's onset in the newest 1.5 s the ring holds, but never
 * before `since` (client ms, the arming): a signal sounded before the heat was armed starts nothing.
 */
export function onsetSince(
  ring: RingSnapshot,
  sampleRate: number,
  frameZero: number,
  since: number,
  detect: HornDetector,
): FoundOnset | null {
  const end = clientTimeOfFrame(frameZero, ring.start + ring.samples.length, sampleRate);
  const found = onsetBetween(ring, sampleRate, frameZero, Math.max(since, end - LOOKBACK_MS), end, detect);
  return typeof found === "object" ? found : null;
}

function onsetBetween(
  ring: RingSnapshot,
  sampleRate: number,
  frameZero: number,
  fromTime: number,
  toTime: number,
  detect: HornDetector,
): FoundOnset | HornMiss | null {
  const from = Math.max(0, Math.ceil(frameAtClientTime(frameZero, fromTime, sampleRate)) - ring.start);
  const to = Math.min(ring.samples.length, Math.floor(frameAtClientTime(frameZero, toTime, sampleRate)) - ring.start);
  if (to <= from) return null;
  const found = detect(ring.samples, sampleRate, from, to);
  if (typeof found === "string") return found;
  if (!found || !Number.isInteger(found.index) || found.index < from || found.index >= to || !Number.isFinite(found.confidence))
    return null;
  return {
    time: clientTimeOfFrame(frameZero, ring.start + found.index, sampleRate),
    confidence: Math.min(1, Math.max(0, found.confidence)),
  };
}
