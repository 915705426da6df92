// Issue 25: nobody acts as another official. An official's e-mail and number are no secret, so a
// join naming an existing official counts only from a phone that official joined from before (it
// keeps a random key), or with the code mailed to the official's address.
import { and, eq, gt } from "drizzle-orm";
import { db } from "../db/client";
import { officialCodes, officialDevices } from "../db/schema";
import { HttpError } from "../http/errors";
import { sendMail } from "../mail/send";
import { officialCodeMail } from "../mail/templates";
import { randomDigits, randomToken, sha256 } from "./crypto";
import { takeAttempt } from "./rate-limit";
import { OFFICIAL_CODE_DIGITS } from "../../shared/official";
import { text } from "../http/language";
import type { Language } from "../../shared/i18n/languages";

const CODE_LIFETIME_MS = 15 * 60_000;
// The requesting client's limits come first, so one stranger spends neither the official's mails nor
// their tries; the official's own caps what all clients together get (issue 25, item 4's rule).
const MAILS_PER_CLIENT = 3;
const MAILS_PER_OFFICIAL = 10;
const TRIES_PER_CLIENT = 5;
const TRIES_PER_OFFICIAL = 20;

/** Whether this phone's key is one the official joined from before. */
export async function knownPhone(env: Env, officialId: number, deviceKey: string | undefined): Promise<boolean> {
  if (!deviceKey) return false;
  const [row] = await db(env)
    .select({ id: officialDevices.official_id })
    .from(officialDevices)
    .where(and(eq(officialDevices.key_hash, await sha256(deviceKey)), eq(officialDevices.official_id, officialId)));
  return !!row;
}

/** A new key for the phone the official just proved to be theirs (or registered on). */
export async function rememberPhone(env: Env, officialId: number): Promise<string> {
  const key = randomToken(16);
  await db(env).insert(officialDevices).values({ key_hash: await sha256(key), official_id: officialId });
  return key;
}

const codeHash = (officialId: number, code: string) => sha256(`${officialId}:${code}`);

/**
 * Mails a fresh code to the official's address; it replaces any code mailed before. An official has no
 * account and so no language of their own: the mail is in the language of the phone that asked.
 */
export async function mailCode(env: Env, client: string, official: { id: number; email: string; name: string }, language: Language): Promise<void> {
  await takeAttempt(env, [{ key: `official:mail:${official.id}:ip:${client}`, limit: MAILS_PER_CLIENT }]);
  await takeAttempt(env, [{ key: `official:mail:${official.id}`, limit: MAILS_PER_OFFICIAL }]);
  const code = randomDigits(OFFICIAL_CODE_DIGITS);
  const row = { code_hash: await codeHash(official.id, code), expires_at: Date.now() + CODE_LIFETIME_MS };
  await db(env)
    .insert(officialCodes)
    .values({ official_id: official.id, ...row })
    .onConflictDoUpdate({ target: officialCodes.official_id, set: row });
  await sendMail(env, official.email, officialCodeMail(language, official.name, code));
}

/** Spends the official's mailed code, or refuses: wrong, expired, or already used. */
export async function spendCode(env: Env, client: string, officialId: number, code: string): Promise<void> {
  await takeAttempt(env, [{ key: `official:code:${officialId}:ip:${client}`, limit: TRIES_PER_CLIENT }]);
  await takeAttempt(env, [{ key: `official:code:${officialId}`, limit: TRIES_PER_OFFICIAL }]);
  const spent = await db(env)
    .delete(officialCodes)
    .where(
      and(eq(officialCodes.official_id, officialId), eq(officialCodes.code_hash, await codeHash(officialId, code)), gt(officialCodes.expires_at, Date.now())),
    )
    .returning({ id: officialCodes.official_id });
  if (spent.length === 0) throw new HttpError(401, "Wrong code", text("server.officials.wrongCode"));
}
