// The officials' phone page (DESIGN 8): how an official joins a meet, and what the join gives back.
// The same schemas check the phone's two forms and the Worker's bodies.
import * as v from "valibot";
import { meetNumber, meetUpdateSchema, officialSchema, validationMessage } from "./schemas";

/** Step 1: the meet number and its 4-digit authorisation code, as the administrator hands them out. */
export const officialMeetSchema = v.object({
  // Not `external_id`: that is the official's own 7-character number in the join body.
  meet_number: meetNumber,
  auth_code: meetUpdateSchema.entries.auth_code,
});

/**
 * Or the key of the meet's QR code (DESIGN 8), which skips step 1's typed code and its lockout. A
 * 16-byte random key, URL-safe base64.
 */
const WRONG_KEY = validationMessage("labels.validation.joinKey");
export const officialKeySchema = v.object({
  join_key: v.pipe(v.string(WRONG_KEY), v.regex(/^[A-Za-z0-9_-]{22,64}$/, WRONG_KEY)),
});

// A body with `join_key` is checked as the QR code's, any other as typed: a union would answer
// "wrong type" for an empty form instead of naming each missing field.
const byKey = (input: unknown) => typeof input === "object" && input !== null && "join_key" in input;

/** What opens a meet to an official: the typed number and code, or the QR code's key. */
export const officialOpenSchema = v.lazy((input) => (byKey(input) ? officialKeySchema : officialMeetSchema));

/** A 6-digit code mailed to an official who joins from a phone they have not used: it proves the mailbox is theirs. */
export const OFFICIAL_CODE_DIGITS = 6;
const wrongCodeShape = validationMessage("labels.validation.emailCode", { digits: OFFICIAL_CODE_DIGITS });

/**
 * What proves an existing official joins on their own, as their e-mail and number are no secret: the
 * key of a phone they joined from before, or the code mailed to them.
 */
export const officialCodeSchema = v.object({
  email_code: v.pipe(v.string(wrongCodeShape), v.trim(), v.regex(new RegExp(`^\\d{${OFFICIAL_CODE_DIGITS}}$`), wrongCodeShape)),
});
const proofEntries = {
  device_key: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/))),
  email_code: v.optional(officialCodeSchema.entries.email_code),
  /** DESIGN 8: the request the 202 answered, sent again while the phone waits to be admitted at the desk. */
  request_id: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/))),
  /** The phone's own request it went back from: asking anew, it replaces that one on the desk's list. */
  replaces: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/))),
};

/** Step 2: the official's own e-mail, 7-character number and name, with the meet of step 1. */
const keyJoinSchema = v.object({ ...officialKeySchema.entries, ...officialSchema.entries, ...proofEntries });
const typedJoinSchema = v.object({ ...officialMeetSchema.entries, ...officialSchema.entries, ...proofEntries });
export const officialJoinSchema = v.lazy((input) => (byKey(input) ? keyJoinSchema : typedJoinSchema));

export type OfficialMeetBody = v.InferOutput<typeof officialMeetSchema>;
export type OfficialOpenBody = v.InferOutput<typeof officialOpenSchema>;
export type OfficialJoinBody = v.InferOutput<typeof officialJoinSchema>;

// The join's answer is what a joined phone reads back on every start: a module of its own, so a
// joined phone does not load the forms' schemas above (DESIGN 11).
export { officialJoinAnswerSchema, officialMeetFactsSchema, type OfficialJoin, type OfficialMeetFacts } from "./official-join";

/**
 * The answer (202) to a join that needs proof first: the code mailed to the official (`code_sent`), or
 * the desk, where an administrator admits them (DESIGN 8); the phone asks again with `request_id`.
 */
export interface OfficialCodeSent {
  code_sent: boolean;
  /** No new code was mailed (too many went to the address lately), but the last one mailed still proves the join. */
  earlier_code?: boolean;
  message: string;
  /** Null when the desk's list is full: then only the mailed code proves the join. */
  request_id: string | null;
}

/** What an official does at the pool: time one lane, or judge the arrival order (VVA). */
export type { OfficialTask } from "./live";
