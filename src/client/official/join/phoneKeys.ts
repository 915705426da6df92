// The key the Worker gave this phone for each official who joined on it. An official's e-mail and
// number are no secret, so an official joins without a mailed code only from a phone that has their key.
import { readJson, type KeyValueStore } from "../storage/recordQueue";

const PHONE_KEYS = "zwemtijd.official.phoneKeys";

const keysIn = (store: KeyValueStore): Record<string, string> => {
  const kept = readJson(store, PHONE_KEYS);
  if (typeof kept !== "object" || kept === null) return {};
  return Object.fromEntries(Object.entries(kept).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
};

/** This phone's key for the official of this e-mail, as the Worker compares it (lower case). */
export function readPhoneKey(store: KeyValueStore, email: string): string | undefined {
  return keysIn(store)[email.trim().toLowerCase()];
}

export function writePhoneKey(store: KeyValueStore, email: string, key: string): void {
  store.setItem(PHONE_KEYS, JSON.stringify({ ...keysIn(store), [email.trim().toLowerCase()]: key }));
}
