// Fixed-window counters in D1 (DESIGN 3: e.g. 10 failures per 15 minutes per address and per client).
import { sql } from "drizzle-orm";
import { db } from "../db/client";
import { rateLimits } from "../db/schema";
import { tooManyRequests } from "../http/errors";

export const WINDOW_MS = 15 * 60_000;

export async function assertUnderLimit(env: Env, keys: string[], limit: number): Promise<void> {
  const now = Date.now();
  const rows = await db(env)
    .select()
    .from(rateLimits)
    .where(sql`${rateLimits.key} in ${keys}`);
  if (rows.some((row) => now - row.window_start < WINDOW_MS && row.count >= limit)) throw tooManyRequests();
}

export async function countHit(env: Env, keys: string[]): Promise<void> {
  const now = Date.now();
  await db(env).batch(
    keys.map((key) =>
      db(env)
        .insert(rateLimits)
        .values({ key, count: 1, window_start: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${now} - ${rateLimits.window_start} >= ${WINDOW_MS} then 1 else ${rateLimits.count} + 1 end`,
            window_start: sql`case when ${now} - ${rateLimits.window_start} >= ${WINDOW_MS} then ${now} else ${rateLimits.window_start} end`,
          },
        }),
    ) as [never, ...never[]],
  );
}

export async function clearHits(env: Env, keys: string[]): Promise<void> {
  await db(env).delete(rateLimits).where(sql`${rateLimits.key} in ${keys}`);
}

export function clientKey(req: { header(name: string): string | undefined }): string {
  return req.header("CF-Connecting-IP") ?? req.header("X-Forwarded-For")?.split(",")[0]?.trim() ?? "local";
}
