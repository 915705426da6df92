// The officials' phone page (DESIGN 8): what a join gives back (shared/official.ts re-exports it).
import * as v from "valibot";

/** What step 1 shows before the official gives their details. */
export const officialMeetFactsSchema = v.object({
  name: v.string(),
  external_id: v.string(),
  planned_date: v.nullable(v.string()),
});

/**
 * The answer to a join: the token opens the meet's socket as an official until it expires. A schema,
 * because the phone keeps it in its storage and reads it back as untrusted.
 */
export const officialJoinAnswerSchema = v.object({
  /** A jose-signed token of the official and the meet; sent as `?official=` on the live socket. */
  token: v.string(),
  /** ISO 8601. */
  expires_at: v.string(),
  signed_id: v.string(),
  meet: v.object({ ...officialMeetFactsSchema.entries, id: v.number() }),
  official: v.object({ id: v.number(), name: v.string(), email: v.string(), external_id: v.string() }),
  /** A new key for this phone, to send with the official's next join, which then needs no mailed code; absent when it had one. */
  device_key: v.optional(v.string()),
});

export type OfficialMeetFacts = v.InferOutput<typeof officialMeetFactsSchema>;
export type OfficialJoin = v.InferOutput<typeof officialJoinAnswerSchema>;
