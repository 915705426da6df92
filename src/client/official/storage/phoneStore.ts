// DESIGN 8f: what the officials' page keeps on the phone through a reload, a discarded tab or a
// restart, in IndexedDB: the records waiting for the room, the taps waiting for 'Bevestigen', the
// last programme and the last clock estimate. localStorage would do for a few records, but a
// browser may clear it under storage pressure sooner, and it blocks the page on every write.
import { createStore, del, get, set } from "idb-keyval";
import { readJson } from "./recordQueue";

const db = createStore("zwemtijd-official", "kept");

/**
 * One value kept in IndexedDB, its latest state also in memory so a screen reads it at once.
 * Writes land in the order they are made (one object store, a transaction each).
 */
export class Kept<T> {
  private constructor(
    private readonly key: string,
    private current: T,
  ) {}

  static async open<T>(key: string, parse: (kept: unknown) => T): Promise<Kept<T>> {
    return new Kept(key, parse(await read(key)));
  }

  get value(): T {
    return this.current;
  }

  /** Keeps `value` (null forgets it); resolves once it is written on the phone. */
  save(value: T): Promise<void> {
    this.current = value;
    return (value === null ? del(this.key, db) : set(this.key, value, db)).catch(reportError);
  }
}

/** A page of the version before kept its records and taps in localStorage under the same key: moved here once. */
async function read(key: string): Promise<unknown> {
  try {
    const kept = await get(key, db);
    if (kept !== undefined) return kept;
    const before = readJson(localStorage, key);
    if (before === null) return undefined;
    await set(key, before, db);
    localStorage.removeItem(key);
    return before;
  } catch (error) {
    // No IndexedDB (a private window of an old browser): the page still works, it only forgets.
    reportError(error);
    return undefined;
  }
}
