// Administrators see which sign-ins and meet codes are locked (too many failures in 15 minutes) and
// can lift a lockout, e.g. for the officials at a venue after a few mistyped codes.
import { Hono } from "hono";
import * as v from "valibot";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../http/types";
import { answers } from "../http/openapi";
import { notFound } from "../http/errors";
import { eq } from "drizzle-orm";
import { allow, currentUser } from "../auth/access";
import { db } from "../db/client";
import { meets } from "../../shared/d1-schema";
import { logToMeet, userName } from "../meets/meet-log";
import { roomText } from "../../durable/room-text";
import { activeLockouts, clearLockout, WINDOW_MS } from "../auth/rate-limit";
import { queryParams } from "../http/validate";
import { typedCodeKey } from "./official-join";
import { meetNumber } from "../../shared/schemas";
import { text } from "../http/language";

const lockoutQuery = v.object({ meet_number: v.optional(meetNumber) });

export const lockoutRoutes = new Hono<AppEnv>()
  .use(allow("admin"))
  .get(
    "/",
    describeRoute({
      tags: ["Lockouts"],
      summary: "The active lockouts (administrators); with `meet_number` only that meet's typed codes",
      responses: answers({ 200: "The lockouts" }, 400, 401, 403),
    }),
    queryParams(lockoutQuery),
    async (c) => {
      const { meet_number } = c.req.valid("query");
      // The meet page shows its own typed-code lockouts, of all clients together or of one, so an
      // administrator finds there the lockout that keeps that meet's officials out.
      const ofMeet = (key: string) =>
        meet_number === undefined || key === typedCodeKey(meet_number) || key.startsWith(typedCodeKey(meet_number, ""));
      const rows = (await activeLockouts(c.env)).filter((row) => ofMeet(row.key));
      return c.json(
        rows.map((row) => ({
          key: row.key,
          count: row.count,
          limit: row.max,
          until: new Date(row.window_start + WINDOW_MS).toISOString(),
        })),
      );
    },
  )
  .delete(
    "/:key",
    describeRoute({
      tags: ["Lockouts"],
      summary: "Lift a lockout; one of a meet's code goes in that meet's log",
      responses: answers({ 204: "Lifted" }, 401, 403, 404),
    }),
    async (c) => {
      const key = c.req.param("key");
      if (!(await clearLockout(c.env, key))) throw notFound(text("server.records.lockout"));
      await logLifted(c.env, key, userName(currentUser(c)));
      return c.body(null, 204);
    },
  );

/** DESIGN 8e: a lockout of a meet's code (official:meet:{number}, from one address or all) in that meet's log. */
async function logLifted(env: Env, key: string, by: string): Promise<void> {
  const match = /^official:meet:(\d+)(?::ip:(.+))?$/.exec(key);
  if (!match) return;
  const [meet] = await db(env).select({ id: meets.id }).from(meets).where(eq(meets.external_id, match[1]!));
  const lifted =
    match[2] === undefined ? roomText("server.log.lockoutLiftedAll") : roomText("server.log.lockoutLifted", { address: match[2] });
  if (meet) await logToMeet(env, meet.id, "lockout", lifted, by);
}
