// DESIGN 8 "taps are never lost" and 8f: an official's records wait on the phone (phoneStore.ts),
// per meet and official, until the room acknowledges them by id, so a reload, a locked phone or a
// dead socket keeps them. A finish tapped before the phone's first clock answer waits raw, without
// an offset, and goes once the clock is known (offsetKnown).
import type { ClockEstimate } from "../../../shared/clock-sync";
import { parseRecordMessage, reportedAccuracy, type LaneTimeMessage, type RecordMessage } from "../../../shared/live";
import { WATCH_ACCURACY_LIMIT_MS } from "../../../shared/watch-clock";

/** The part of localStorage the phone's other keepers need, so tests can give it a Map. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What is kept under `key`, or null when nothing is, or it is no JSON. */
export function readJson(store: KeyValueStore, key: string): unknown {
  try {
    return JSON.parse(store.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/** A lane time whose offset and accuracy are not known yet: its touch is the phone's raw clock. */
export type RawLaneTime = Omit<LaneTimeMessage, "offset" | "accuracy"> & { offset: null; accuracy: null };
export type QueuedRecord = RecordMessage | RawLaneTime;

export const queueKey = (meetId: number, officialId: number): string => `zwemtijd.official.queue.${meetId}.${officialId}`;

export const isRaw = (record: QueuedRecord): record is RawLaneTime => record.type === "lane_time" && record.offset === null;

/**
 * The queued records; anything the room would not parse (a damaged or outdated entry) is left out,
 * since resending it would never be acknowledged.
 */
export function parseQueue(items: unknown): QueuedRecord[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item): QueuedRecord[] => {
    const raw = typeof item === "object" && item !== null && "offset" in item && item.offset === null;
    const message = parseRecordMessage(JSON.stringify(raw ? { ...item, offset: 0, accuracy: 0 } : item));
    if (!message) return [];
    if (!raw) return [message];
    return message.type === "lane_time" ? [{ ...message, offset: null, accuracy: null }] : [];
  });
}

/** The queue with `record` added (once per id). */
export const withRecord = (queue: readonly QueuedRecord[], record: QueuedRecord): QueuedRecord[] => [
  ...queue.filter((r) => r.id !== record.id),
  record,
];

/** The queue without the record the room answered (acknowledged or refused). */
export const withoutRecord = (queue: readonly QueuedRecord[], id: string): QueuedRecord[] => queue.filter((r) => r.id !== id);

/** Samples after which a raw touch goes with the estimate there is, however unsure (a poor link). */
export const RAW_WAITS_SAMPLES = 5;

/**
 * Whether the clock is known well enough for a raw touch to take its offset: as well as the room
 * asks of a watch (shared/watch-clock), or after a few samples on a link that does no better.
 */
export const offsetKnown = (estimate: ClockEstimate | null): estimate is ClockEstimate =>
  estimate !== null && (estimate.accuracy <= WATCH_ACCURACY_LIMIT_MS || estimate.used >= RAW_WAITS_SAMPLES);

/**
 * The record as it can go to the room, or null while it waits for the clock: a raw touch takes the
 * estimate once the offset is known, the best the phone will know of the offset at that touch.
 */
export function readyToSend(record: QueuedRecord, estimate: ClockEstimate | null): RecordMessage | null {
  if (!isRaw(record)) return record;
  return offsetKnown(estimate) ? { ...record, offset: estimate.offset, accuracy: reportedAccuracy(estimate) } : null;
}
