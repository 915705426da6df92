// How the meet was opened, as the sign-in reads it back (DESIGN 8; session.ts keeps it). Apart from
// session.ts so a joined phone does not load step 1's schemas (DESIGN 11).
import * as v from "valibot";
import { officialOpenSchema, type OfficialOpenBody } from "../../../shared/official";
import { readJson, type KeyValueStore } from "../storage/recordQueue";
import { isObject, OPENING_KEY } from "./session";

/**
 * How the official opened the meet in step 1: the QR code's key, or the number and code they typed.
 * Signing in again after the join expired skips step 1 with the key, or starts it filled in.
 */
export function readOpening(store: KeyValueStore): OfficialOpenBody | null {
  const kept = v.safeParse(officialOpenSchema, readJson(store, OPENING_KEY));
  return kept.success ? kept.output : null;
}

/**
 * A QR code's key kept from the address that cannot be one (a link mistyped or cut off): nothing to
 * ask the Worker, but the official must hear that the link does not open a meet.
 */
export function keptKeyMalformed(store: KeyValueStore): boolean {
  const value = readJson(store, OPENING_KEY);
  return isObject(value) && "join_key" in value && !v.is(officialOpenSchema, value);
}
