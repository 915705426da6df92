// The one place a route declares who may call it (DESIGN 3). Resource checks (own club) follow
// in the handler through `assertClub`, since only the handler knows which club a record is of.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { AppEnv } from "../http/types";
import { forbidden, unauthorized } from "../http/errors";
import { lastUser, readSession, sessionUnread, toProfile } from "./session";
import type { Profile } from "../../shared/profile";

export type Rule = "public" | "user" | "admin";

type Reads = readonly BatchItem<"sqlite">[];

/** The rule, checked on the request's session as read with `reads` (auth/session.ts); their rows. */
async function checked<E extends AppEnv, T extends Reads>(c: Context<E>, rule: Rule, reads: T): Promise<BatchResponse<T>> {
  // Without a session the rule refuses at once, before any read of the route is made.
  if (rule !== "public" && !sessionUnread(c) && !c.get("user")) throw unauthorized();
  const rows = await readSession(c, reads);
  const user = c.get("user");
  if (rule !== "public" && !user) throw unauthorized();
  if (rule === "admin" && !user?.is_admin) throw forbidden();
  return rows;
}

export const allow = (rule: Rule) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await checked(c, rule, []);
    await next();
  });

/**
 * allow, for a route whose first step is a read of D1: `reads` go in one batch with the session's
 * (DESIGN 11), their rows as `c.var.read`. A read that cannot be made (a path's id that is none) is
 * refused after the rule, as on every route.
 */
export const allowWith = <T extends Reads>(rule: Rule, reads: (c: Context) => T) =>
  createMiddleware<AppEnv & { Variables: { read: BatchResponse<T> } }>(async (c, next) => {
    let made: T;
    try {
      made = reads(c);
    } catch (error) {
      await checked(c, rule, []);
      throw error;
    }
    c.set("read", await checked(c, rule, made));
    await next();
  });

const sameUser = (a: Profile, b: Profile) => JSON.stringify(toProfile(a)) === JSON.stringify(toProfile(b));

/**
 * allowWith, for a first read that depends on who calls (a user's own club): it goes in the session's
 * batch as made for who the session was when last read here (auth/session.ts lastUser), and is made
 * again, once the rule lets the caller pass, when there was no such user or the session now says otherwise.
 */
export const allowFor = <T extends Reads>(rule: Exclude<Rule, "public">, reads: (c: Context, caller: Profile) => T) =>
  createMiddleware<AppEnv & { Variables: { read: BatchResponse<T> } }>(async (c, next) => {
    const guess = lastUser(c);
    let made: T | null = null;
    try {
      made = guess && reads(c, guess);
    } catch (error) {
      await checked(c, rule, []);
      throw error;
    }
    const rows = await checked(c, rule, made ?? []);
    const caller = currentUser(c);
    c.set("read", made && sameUser(guess!, caller) ? (rows as BatchResponse<T>) : await readSession(c, reads(c, caller)));
    await next();
  });

/** The signed-in user of a route declared 'user' or 'admin'. */
export function currentUser(c: { get(key: "user"): Profile | null }): Profile {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}

/** Administrators reach every club; a club user only their own. */
export function assertClub(user: Profile, clubId: number | null | undefined): void {
  if (user.is_admin) return;
  if (clubId == null || user.club_id !== clubId) throw forbidden();
}
