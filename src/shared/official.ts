// The officials' phone page (DESIGN 8): how an official joins a meet, and what the join gives back.
// The same schemas check the phone's two forms and the Worker's bodies.
import * as v from "valibot";
import { meetNumber, meetUpdateSchema, officialSchema } from "./schemas";

/** Step 1: the meet number and its 4-digit authorisation code, as the administrator hands them out. */
export const officialMeetSchema = v.object({
  // Not `external_id`: that is the official's own 7-character number in the join body.
  meet_number: meetNumber,
  auth_code: meetUpdateSchema.entries.auth_code,
});

/** Step 2: the official's own e-mail, 7-character number and name, with the meet of step 1. */
export const officialJoinSchema = v.object({
  ...officialMeetSchema.entries,
  ...officialSchema.entries,
});

export type OfficialMeetBody = v.InferOutput<typeof officialMeetSchema>;
export type OfficialJoinBody = v.InferOutput<typeof officialJoinSchema>;

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
});

export type OfficialMeetFacts = v.InferOutput<typeof officialMeetFactsSchema>;
export type OfficialJoin = v.InferOutput<typeof officialJoinAnswerSchema>;

/** What an official does at the pool: time one lane, or judge the arrival order (VVA). */
export type { OfficialTask } from "./live";
