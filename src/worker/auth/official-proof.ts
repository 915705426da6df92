// Nobody acts as another official. An official's e-mail and number are no secret, so a
// join naming an existing official counts only from a phone that official joined from before (it
// keeps a random key), or with the code mailed to the official's address. A new address is proven
// the same way before it becomes an official: nobody registers someone else's address, and the
// answer does not tell whether an address is an official's.
import { and, eq, gt, lt } from "drizzle-orm";
import { db } from "../db/client";
import { officialCodes, officialDevices, officialRegistrations, officials } from "../../shared/d1-schema";
import { HttpError } from "../http/errors";
import { sendMail } from "../mail/send";
import { officialCodeMail } from "../mail/templates";
import { randomDigits, randomToken, sha256 } from "./crypto";
import { takeAttempt } from "./rate-limit";
import { OFFICIAL_CODE_DIGITS } from "../../shared/official";
import { text } from "../http/language";
import type { Language } from "../../shared/i18n/languages";

export type Official = typeof officials.$inferSelect;
type Registration = Pick<Official, "email" | "external_id" | "name">;

const CODE_LIFETIME_MS = 15 * 60_000;
// The requesting client's limits come first, so one stranger spends neither the official's mails nor
// their tries; the address's own caps what all clients together get, and only what the client's
// limits let through counts for the address (as for the sign-in mails, routes/session.ts). Counted
// by address, so an address is limited alike whether it is an official's yet or not.
const MAILS_PER_CLIENT = 3;
const MAILS_PER_OFFICIAL = 10;
// Anyone who has a meet's code may ask codes for new addresses, so one client's mails are capped in
// all too: room for a whole team signing in over the venue's one address, not for mailing the world.
const MAILS_PER_CLIENT_IN_ALL = 100;
const TRIES_PER_CLIENT = 5;
const TRIES_PER_OFFICIAL = 20;

/**
 * Whether this phone's key is one the official joined from before. Asked for an address that is no
 * official's as well, so both take the same steps.
 */
export async function knownPhone(env: Env, officialId: number | undefined, deviceKey: string | undefined): Promise<boolean> {
  if (!deviceKey) return false;
  const [row] = await db(env)
    .select({ official: officialDevices.official_id })
    .from(officialDevices)
    .where(eq(officialDevices.key_hash, await sha256(deviceKey)));
  return row !== undefined && row.official === officialId;
}

/** A new key for the phone the official just proved to be theirs (or registered on). */
export async function rememberPhone(env: Env, officialId: number): Promise<string> {
  const key = randomToken(16);
  await db(env)
    .insert(officialDevices)
    .values({ key_hash: await sha256(key), official_id: officialId });
  return key;
}

const codeHash = (email: string, code: string) => sha256(`${email}:${code}`);

/**
 * The refusal of a new code once the address had its share of mails: the last code mailed to it is
 * still valid, unlike after the client's cap in all, which says nothing about this address.
 */
export const OUT_OF_MAILS = "Too many codes for the address";
const outOfMails = () => new HttpError(429, OUT_OF_MAILS, text("server.request.tooManyRequests"));

/** A fresh code for the address, counted against its mail limits. */
async function newCode(env: Env, client: string, email: string) {
  await takeAttempt(env, [{ key: `official:mail:addr:${email}:ip:${client}`, limit: MAILS_PER_CLIENT, refusal: outOfMails }]);
  await takeAttempt(env, [{ key: `official:mail:ip:${client}`, limit: MAILS_PER_CLIENT_IN_ALL }]);
  await takeAttempt(env, [{ key: `official:mail:addr:${email}`, limit: MAILS_PER_OFFICIAL, refusal: outOfMails }]);
  const code = randomDigits(OFFICIAL_CODE_DIGITS);
  return { code, row: { code_hash: await codeHash(email, code), expires_at: Date.now() + CODE_LIFETIME_MS } };
}

/** Counts a try of a code for the address, or refuses. */
async function countTry(env: Env, client: string, email: string): Promise<void> {
  await takeAttempt(env, [{ key: `official:code:addr:${email}:ip:${client}`, limit: TRIES_PER_CLIENT }]);
  await takeAttempt(env, [{ key: `official:code:addr:${email}`, limit: TRIES_PER_OFFICIAL }]);
}

const wrongCode = () => new HttpError(401, "Wrong code", text("server.officials.wrongCode"));

/**
 * Mails a fresh code to the official's address; it replaces any code mailed before. An official has no
 * account and so no language of their own: the mail is in the language of the phone that asked.
 */
export async function mailCode(env: Env, client: string, official: Official, language: Language): Promise<void> {
  const { code, row } = await newCode(env, client, official.email);
  await db(env)
    .insert(officialCodes)
    .values({ official_id: official.id, ...row })
    .onConflictDoUpdate({ target: officialCodes.official_id, set: row });
  await sendMail(env, official.email, officialCodeMail(language, official.name, code));
}

/**
 * The same mail for an address that is no official's yet; the request waits with its name and number,
 * replacing any earlier request for the address, whoever made it.
 */
export async function mailRegistrationCode(env: Env, client: string, request: Registration, language: Language): Promise<void> {
  const { code, row } = await newCode(env, client, request.email);
  const pending = { external_id: request.external_id, name: request.name, ...row };
  const d = db(env);
  await d.batch([
    d.delete(officialRegistrations).where(lt(officialRegistrations.expires_at, Date.now())),
    d
      .insert(officialRegistrations)
      .values({ email: request.email, ...pending })
      .onConflictDoUpdate({ target: officialRegistrations.email, set: pending }),
  ]);
  await sendMail(env, request.email, officialCodeMail(language, request.name, code));
}

/** Spends the official's mailed code, or refuses: wrong, expired, or already used. */
export async function spendCode(env: Env, client: string, official: Official, code: string): Promise<void> {
  await countTry(env, client, official.email);
  const spent = await db(env)
    .delete(officialCodes)
    .where(
      and(
        eq(officialCodes.official_id, official.id),
        eq(officialCodes.code_hash, await codeHash(official.email, code)),
        gt(officialCodes.expires_at, Date.now()),
      ),
    )
    .returning({ id: officialCodes.official_id });
  if (spent.length === 0) throw wrongCode();
}

/**
 * The official a new address becomes with the code mailed to it, or a refusal. The code proves the
 * request it was mailed for, and no other name or number: a stranger's request that replaced the
 * owner's leaves the owner with a code for the stranger's details, which does not register them.
 * Spending deletes the request, so of parallel proofs one registers; an official the address became
 * meanwhile (another request's proof, or an administrator) is the one it proved.
 */
export async function register(env: Env, client: string, request: Registration, code: string): Promise<Official> {
  await countTry(env, client, request.email);
  const d = db(env);
  const spent = await d
    .delete(officialRegistrations)
    .where(
      and(
        eq(officialRegistrations.email, request.email),
        eq(officialRegistrations.code_hash, await codeHash(request.email, code)),
        eq(officialRegistrations.external_id, request.external_id),
        eq(officialRegistrations.name, request.name),
        gt(officialRegistrations.expires_at, Date.now()),
      ),
    )
    .returning();
  if (spent.length === 0) throw wrongCode();
  return registerAdmitted(env, spent[0]!);
}

/**
 * The official a new address becomes, with the name and number proven for it: by the mailed code
 * (register), or by the desk that admitted the person (DESIGN 8). An official the address became
 * meanwhile is the one it proved.
 */
export async function registerAdmitted(env: Env, request: Registration): Promise<Official> {
  const d = db(env);
  const { email, external_id, name } = request;
  const [created] = await d
    .insert(officials)
    .values({ email, external_id, name })
    .onConflictDoNothing({ target: officials.email })
    .returning();
  return created ?? (await d.select().from(officials).where(eq(officials.email, email)))[0]!;
}
