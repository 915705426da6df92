// DESIGN 8d: the club's link code is a credential for its meet-management program. It is random
// (192 bits), so one SHA-256 is enough to keep it: nothing short of the code itself opens the link, and
// a copy of the database holds only the hash and the 8 characters the screens show.
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { db } from "../db/client";
import { clubs } from "../../shared/d1-schema";
import type { AppEnv } from "../http/types";
import { HttpError } from "../http/errors";
import { randomToken, sha256 } from "./crypto";
import { clientKey, giveBack, takeAttempt } from "./rate-limit";
import { text } from "../http/language";

/** SPEC 1: only the first 8 characters of a link code are shown. */
export const LINK_CODE_SHOWN = 8;

/** A new code: given once to whoever asked for it, stored as its prefix and hash. */
export async function newLinkCode(): Promise<{ code: string; stored: { api_key: string; api_key_hash: string } }> {
  // 24 random bytes give a 32-character code (DESIGN 3).
  const code = randomToken(24);
  return { code, stored: { api_key: code.slice(0, LINK_CODE_SHOWN), api_key_hash: await sha256(code) } };
}

/**
 * Requests that do not name the code they replace (a script's) and come within this long of the last
 * new code are one burst: the first makes the code, the others are told it was just made.
 */
const BURST_MS = 5_000;

/**
 * Replaces the club's code by a new one and gives it, in one conditional write: only when the code is
 * still the one the caller replaces (its first 8 characters, as the screens show it). Of parallel
 * requests to replace the same code one gets the new code, the others 409, so every code answered in
 * full is the one that works until the next one. A request that names no code replaces the one stored
 * now, unless that one was made in the last few seconds: a burst of them makes one code as well.
 */
export async function replaceLinkCode(env: Env, clubId: number, replaces?: string): Promise<string> {
  const d = db(env);
  const now = Date.now();
  const current = replaces ? eq(clubs.api_key, replaces) : or(isNull(clubs.api_key_at), lt(clubs.api_key_at, now - BURST_MS));
  const { code, stored } = await newLinkCode();
  const written = await d
    .update(clubs)
    .set({ ...stored, api_key_at: now })
    .where(and(eq(clubs.id, clubId), current))
    .returning({ id: clubs.id });
  if (written.length === 0) throw new HttpError(409, "Link code replaced meanwhile", text("server.link.replacedMeanwhile"));
  return code;
}

/**
 * Hashes the codes of clubs made before codes were hashed. D1 cannot compute SHA-256 in a migration,
 * so migration 0006 left them whole; each is replaced by its prefix and hash, so it keeps working and
 * looks the same on the screens. Conditional on the old value, so two isolates doing it at once agree.
 */
export async function hashPlainLinkCodes(env: Env): Promise<void> {
  const d = db(env);
  const plain = await d.select({ id: clubs.id, api_key: clubs.api_key }).from(clubs).where(isNull(clubs.api_key_hash));
  for (const club of plain) {
    await d
      .update(clubs)
      .set({ api_key: club.api_key.slice(0, LINK_CODE_SHOWN), api_key_hash: await sha256(club.api_key) })
      .where(and(eq(clubs.id, club.id), isNull(clubs.api_key_hash), eq(clubs.api_key, club.api_key)));
  }
}

let plainCodesHashed: Promise<void> | null = null;

/**
 * Once per isolate, before its first request reads a club or checks a link code: after that no code
 * is left in clear (clubs are only made with hashed codes). A failure is tried again on the next request.
 */
export const linkCodesHashed = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  plainCodesHashed ??= hashPlainLinkCodes(c.env).catch((error: unknown) => {
    plainCodesHashed = null;
    throw error;
  });
  await plainCodesHashed;
  await next();
});

// Like a login (DESIGN 3): 10 wrong codes per 15 minutes per address. A code of 192 random bits is
// not guessed at that pace; the limit keeps one address from hammering the table.
const LINK_FAILURES = 10;

export type LinkEnv = AppEnv & { Variables: { club: { id: number; name: string } } };

/**
 * The club whose code the request carries (`Authorization: Bearer {code}`), as `c.var.club`. The
 * attempt is counted before the code is checked and given back when it is right, so a burst of
 * guesses is checked at most LINK_FAILURES times. Only beta clubs have the link (SPEC 1).
 */
export const linkClub = createMiddleware<LinkEnv>(async (c, next) => {
  const code = c.req.header("Authorization")?.match(/^Bearer +(\S{1,200})$/i)?.[1];
  if (!code) throw new HttpError(401, "Unauthorized", text("server.link.missingCode"));
  const limits = [{ key: `link:ip:${clientKey(c.req)}`, limit: LINK_FAILURES }];
  await takeAttempt(c.env, limits);
  const [club] = await db(c.env)
    .select({ id: clubs.id, name: clubs.name, license: clubs.license })
    .from(clubs)
    .where(eq(clubs.api_key_hash, await sha256(code)));
  if (!club) throw new HttpError(401, "Invalid link code", text("server.link.wrongCode"));
  await giveBack(
    c.env,
    limits.map((l) => l.key),
  );
  if (club.license !== "beta") throw new HttpError(403, "Forbidden", text("server.link.betaOnly"));
  c.set("club", { id: club.id, name: club.name });
  await next();
});
