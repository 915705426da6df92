// Cookie sessions (DESIGN 3): a random token in the cookie, only its SHA-256 hash in D1.
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { and, eq, gt } from "drizzle-orm";
import { db } from "../db/client";
import { sessions, users } from "../../shared/d1-schema";
import type { AppEnv } from "../http/types";
import { randomToken, sha256 } from "./crypto";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { PAGE_USER_HEADER, type Profile } from "../../shared/profile";

export const SESSION_COOKIE = "session";
const SESSION_DAYS = 30;

export const profileColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  username: users.username,
  is_admin: users.is_admin,
  club_id: users.club_id,
  language: users.language,
};

export function toProfile(user: Profile): Profile {
  const { id, first_name, last_name, username, is_admin, club_id, language } = user;
  return { id, first_name, last_name, username, is_admin, club_id, language };
}

/**
 * Takes the session's cookie; readSession finds the signed-in user once per request, when the route
 * checks who may call it (auth/access.ts), and routes then only read c.var.user.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  c.set("user", null);
  c.set("sessionHash", null);
  c.set("unreadSession", token && token.length < 100 ? await sha256(token) : null);
  await next();
};

/** Whether the request carries a session that is still to be read. */
export const sessionUnread = <E extends AppEnv>(c: Context<E>): boolean => !!c.get("unreadSession");

// Who each session was when last read in this isolate: a route's first read that depends on who calls
// is made for them beside the session (auth/access.ts allowFor), and made again only when the session
// now says otherwise. Never an answer of itself: every request reads its session.
const lastUsers = new Map<string, Profile>();
const MAX_LAST_USERS = 10_000;

/** The request's user if the session is read, else who the session was when last read here, if known. */
export const lastUser = <E extends AppEnv>(c: Context<E>): Profile | null => {
  const hash = c.get("unreadSession");
  return hash ? (lastUsers.get(hash) ?? null) : c.get("user");
};

/**
 * Reads the request's session, if it is still to be read, with a route's own first reads in the same
 * D1 batch (DESIGN 11: a GET that reads D1 anyway is one round trip, not two), and gives their rows.
 * An account's own language replaces the browser's for the rest of the request (DESIGN 12).
 */
export async function readSession<E extends AppEnv, T extends readonly BatchItem<"sqlite">[]>(
  c: Context<E>,
  reads: T,
): Promise<BatchResponse<T>> {
  const hash = c.get("unreadSession");
  c.set("unreadSession", null);
  if (!hash) return (reads.length > 0 ? await db(c.env).batch(reads as unknown as [BatchItem<"sqlite">]) : []) as BatchResponse<T>;
  const session = db(c.env)
    .select(profileColumns)
    .from(sessions)
    .innerJoin(users, eq(sessions.user_id, users.id))
    .where(and(eq(sessions.token_hash, hash), gt(sessions.expires_at, Date.now())))
    .limit(1);
  const [[found], ...rows] = await db(c.env).batch([session, ...reads]);
  // A page signed in as another account than the browser's session now (another tab signed out and
  // in as someone else) is not signed in: its call is not made as that other person.
  const pageUser = c.req.header(PAGE_USER_HEADER);
  const row = found && (pageUser === undefined || pageUser === String(found.id)) ? found : undefined;
  if (row) {
    c.set("user", row);
    c.set("sessionHash", hash);
    if (row.language) c.set("language", row.language);
    if (lastUsers.size >= MAX_LAST_USERS) lastUsers.clear();
    lastUsers.set(hash, row);
  } else {
    lastUsers.delete(hash);
  }
  return rows as BatchResponse<T>;
}

export async function startSession(c: Context<AppEnv>, userId: number): Promise<void> {
  const token = randomToken();
  await db(c.env)
    .insert(sessions)
    .values({ token_hash: await sha256(token), user_id: userId, expires_at: Date.now() + SESSION_DAYS * 86_400_000 });
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: SESSION_DAYS * 86_400,
  });
}

/** Whether the session of this token hash is still there (not logged out, nor ended by a password change or a deleted account). */
export async function sessionLives(env: Env, hash: string): Promise<boolean> {
  const [row] = await db(env).select({ id: sessions.id }).from(sessions).where(eq(sessions.token_hash, hash));
  return row !== undefined;
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const hash = c.get("sessionHash");
  if (hash) await db(c.env).delete(sessions).where(eq(sessions.token_hash, hash));
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
}
