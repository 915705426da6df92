// Fixed-window counters in D1 (DESIGN 3: e.g. 10 failures per 15 minutes per address and per client).
// An attempt is counted before it is checked, in one statement per key that also answers the new
// count, so a burst of parallel attempts gets past a limit of N at most N times; a success gives its
// attempt back, so only failures (and attempts still in flight) use up the limit.
import { eq, lt, sql } from "drizzle-orm";
import { db } from "../db/client";
import { rateLimits } from "../../shared/d1-schema";
import { type HttpError, tooManyRequests } from "../http/errors";

export const WINDOW_MS = 15 * 60_000;

export interface Limit {
  key: string;
  limit: number;
  /** What this limit answers when passed, if not the caller's refusal: it may say why (a network, not an account). */
  refusal?: () => HttpError;
}

function bump(env: Env, key: string, by: 1 | -1, now: number, limit?: number) {
  const expired = sql`${now} - ${rateLimits.window_start} >= ${WINDOW_MS}`;
  return db(env)
    .insert(rateLimits)
    .values({ key, count: Math.max(by, 0), window_start: now, max: limit ?? 0 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${Math.max(by, 0)} else max(${rateLimits.count} + ${by}, 0) end`,
        window_start: sql`case when ${expired} then ${now} else ${rateLimits.window_start} end`,
        ...(limit === undefined ? {} : { max: limit }),
      },
    })
    .returning({ count: rateLimits.count });
}

/** The keys that refuse every attempt now, for administrators to see and clear. */
export async function activeLockouts(env: Env) {
  const since = Date.now() - WINDOW_MS;
  return db(env)
    .select()
    .from(rateLimits)
    .where(sql`${rateLimits.max} > 0 and ${rateLimits.count} >= ${rateLimits.max} and ${rateLimits.window_start} > ${since}`)
    .orderBy(rateLimits.key);
}

export async function clearLockout(env: Env, key: string): Promise<boolean> {
  const removed = await db(env).delete(rateLimits).where(eq(rateLimits.key, key)).returning({ key: rateLimits.key });
  return removed.length > 0;
}

/**
 * Counts one attempt against every limit at once (one D1 batch, one transaction), then refuses with
 * 429 (or the caller's own refusal, or the first passed limit's own) when any limit is passed. The
 * refused attempt stays counted: hammering a locked door keeps it locked for the window.
 */
export async function takeAttempt(env: Env, limits: readonly Limit[], refusal: () => HttpError = tooManyRequests): Promise<void> {
  if (limits.length === 0) return;
  const now = Date.now();
  const [first, ...rest] = limits.map(({ key, limit }) => bump(env, key, 1, now, limit));
  // A window that has passed counts for nothing; each attempt sweeps them, so the table
  // holds only the last quarter hour's clients however many came and went.
  const sweep = db(env)
    .delete(rateLimits)
    .where(lt(rateLimits.window_start, now - WINDOW_MS));
  const [, ...counts] = await db(env).batch([sweep, first!, ...rest]);
  const passed = limits.find((limit, i) => (counts[i]?.[0]?.count ?? 0) > limit.limit);
  if (passed) throw (passed.refusal ?? refusal)();
}

/** Gives back the attempt of a success, so it does not count towards the limit. */
export async function giveBack(env: Env, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const now = Date.now();
  const [first, ...rest] = keys.map((key) => bump(env, key, -1, now));
  await db(env).batch([first!, ...rest]);
}

export function clientKey(req: { header(name: string): string | undefined }): string {
  return req.header("CF-Connecting-IP") ?? req.header("X-Forwarded-For")?.split(",")[0]?.trim() ?? "local";
}
