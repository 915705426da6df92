// Activation, reset and address-confirmation links (DESIGN 3): random, stored hashed, single use, expiring.
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { db } from "../db/client";
import { tokens } from "../../shared/d1-schema";
import { randomToken, sha256 } from "./crypto";

export type TokenKind = "reset" | "activation" | "email";
const LIFETIME_MS: Record<TokenKind, number> = { reset: 3_600_000, activation: 7 * 86_400_000, email: 86_400_000 };

export async function issueToken(env: Env, userId: number, kind: TokenKind): Promise<string> {
  const token = randomToken();
  const d = db(env);
  const insert = d
    .insert(tokens)
    .values({ token_hash: await sha256(token), user_id: userId, kind, expires_at: Date.now() + LIFETIME_MS[kind] });
  // A new activation or confirmation link ends the ones mailed before it: only the newest mail counts.
  if (kind !== "reset") await d.batch([endTokens(env, userId, kind), insert]);
  else await insert;
  return token;
}

/**
 * Ends the outstanding links of a user, of one kind or all: a reset, an activation or a password
 * change makes the links sent before it worthless, so an old mail in someone else's hands opens nothing.
 */
export function endTokens(env: Env, userId: number, kind?: TokenKind) {
  const outstanding = and(eq(tokens.user_id, userId), isNull(tokens.used_at), kind ? eq(tokens.kind, kind) : undefined);
  return db(env).update(tokens).set({ used_at: Date.now() }).where(outstanding);
}

/** Whether a link of this kind that the user was mailed after `since` (ms) still opens. */
export async function openLinkSince(env: Env, userId: number, kind: TokenKind, since: number): Promise<boolean> {
  const now = Date.now();
  const [row] = await db(env)
    .select({ id: tokens.id })
    .from(tokens)
    .where(
      and(
        eq(tokens.user_id, userId),
        eq(tokens.kind, kind),
        isNull(tokens.used_at),
        gt(tokens.expires_at, now),
        gt(tokens.created_at, new Date(since).toISOString()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A link's kind and user without spending it, and whether it still opens; null for a token never issued. */
export async function findToken(env: Env, token: string): Promise<{ kind: TokenKind; userId: number; usable: boolean } | null> {
  const [row] = await db(env)
    .select({ kind: tokens.kind, user_id: tokens.user_id, used_at: tokens.used_at, expires_at: tokens.expires_at })
    .from(tokens)
    .where(eq(tokens.token_hash, await sha256(token)))
    .limit(1);
  if (!row) return null;
  return { kind: row.kind, userId: row.user_id, usable: row.used_at === null && row.expires_at > Date.now() };
}

/**
 * Marks the token used and gives its user, or null when it is unknown, used, expired or of another
 * kind: a link that confirms an address never chooses a password, whoever reads that mailbox.
 */
export async function consumeToken(env: Env, token: string, kinds: readonly TokenKind[]): Promise<number | null> {
  const now = Date.now();
  const [row] = await db(env)
    .update(tokens)
    .set({ used_at: now })
    .where(
      and(eq(tokens.token_hash, await sha256(token)), inArray(tokens.kind, [...kinds]), isNull(tokens.used_at), gt(tokens.expires_at, now)),
    )
    .returning({ user_id: tokens.user_id });
  return row?.user_id ?? null;
}
