// A join that waits for the mailed code or the desk (DESIGN 8), kept on the phone: an official who
// leaves the page to read the mail often comes back to a reloaded page, and joining again would mail
// a new code that replaces the one they are reading. In localStorage, not sessionStorage: an
// installed page that the phone closed in the background opens afresh, without its session.
import * as v from "valibot";
import { officialMeetFactsSchema, officialOpenSchema, type OfficialOpenBody } from "../../../shared/official";
import { readJson, type KeyValueStore } from "../storage/recordQueue";
import type { OfficialDetails } from "./session";

const PENDING_JOIN_KEY = "zwemtijd.official.pendingJoin";

/**
 * The mailed code ends 15 minutes after the Worker made it (official-proof.ts), and a request at the
 * desk whose phone was away that long ended long before (room/admissions.ts): a step kept longer
 * could only be refused.
 */
export const PENDING_JOIN_MS = 15 * 60_000;

/** A join that waits for proof: the Worker's words, the details as typed, and the desk's request. */
export interface Waiting {
  message: string;
  body: OfficialDetails;
  codeSent: boolean;
  requestId: string | null;
}

const pendingJoinSchema = v.object({
  meet: officialOpenSchema,
  facts: officialMeetFactsSchema,
  waiting: v.object({
    message: v.string(),
    body: v.object({ email: v.string(), external_id: v.string(), name: v.string() }),
    codeSent: v.boolean(),
    requestId: v.nullable(v.string()),
  }),
  /** When the Worker answered that the join waits (this phone's clock). */
  at: v.number(),
});

export type PendingJoin = v.InferOutput<typeof pendingJoinSchema>;

const sameOpening = (a: OfficialOpenBody, b: OfficialOpenBody): boolean =>
  "join_key" in a
    ? "join_key" in b && a.join_key === b.join_key
    : !("join_key" in b) && a.meet_number === b.meet_number && a.auth_code === b.auth_code;

/**
 * The kept join of the meet the phone opens now, or null: none, damaged, past its 15 minutes, or of
 * another meet (a QR code scanned since opens its own). One of no use is forgotten: it holds the
 * official's address.
 */
export function readPendingJoin(store: KeyValueStore, opening: OfficialOpenBody | null, now: number): PendingJoin | null {
  const kept = v.safeParse(pendingJoinSchema, readJson(store, PENDING_JOIN_KEY));
  if (kept.success && opening && sameOpening(kept.output.meet, opening) && now - kept.output.at < PENDING_JOIN_MS) return kept.output;
  store.removeItem(PENDING_JOIN_KEY);
  return null;
}

export function writePendingJoin(store: KeyValueStore, pending: PendingJoin | null): void {
  if (pending) store.setItem(PENDING_JOIN_KEY, JSON.stringify(pending));
  else store.removeItem(PENDING_JOIN_KEY);
}
