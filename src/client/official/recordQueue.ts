// DESIGN 8 "taps are never lost": an official's records wait in localStorage, per meet and official,
// until the room acknowledges them by id, so a reload, a locked phone or a dead socket keeps them.
import { isRecordMessage, parseClientMessage, type RecordMessage } from "../../shared/live";

/** The part of localStorage the queue needs, so tests can give it a Map. */
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

export const queueKey = (meetId: number, officialId: number): string => `zwemtijd.official.queue.${meetId}.${officialId}`;

/**
 * The queued records; anything the room would not parse (a damaged or outdated entry) is left out,
 * since resending it would never be acknowledged.
 */
export function readQueue(store: KeyValueStore, key: string): RecordMessage[] {
  const items = readJson(store, key);
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const message = parseClientMessage(JSON.stringify(item));
    return message && isRecordMessage(message) ? [message] : [];
  });
}

function writeQueue(store: KeyValueStore, key: string, records: RecordMessage[]): RecordMessage[] {
  if (records.length === 0) store.removeItem(key);
  else store.setItem(key, JSON.stringify(records));
  return records;
}

/** Adds a record (once per id) and returns the whole queue. */
export function enqueue(store: KeyValueStore, key: string, record: RecordMessage): RecordMessage[] {
  const records = readQueue(store, key).filter((r) => r.id !== record.id);
  return writeQueue(store, key, [...records, record]);
}

/** Drops the record the room answered (acknowledged or refused) and returns what is left. */
export function dequeue(store: KeyValueStore, key: string, id: string): RecordMessage[] {
  return writeQueue(
    store,
    key,
    readQueue(store, key).filter((r) => r.id !== id),
  );
}
