// Administrators see which sign-ins and meet codes are locked (too many failures in 15 minutes) and
// can lift a lockout, e.g. for the officials at a venue after a few mistyped codes.
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../http/types";
import { answers } from "../http/openapi";
import { notFound } from "../http/errors";
import { allow } from "../auth/access";
import { activeLockouts, clearLockout, WINDOW_MS } from "../auth/rate-limit";
import { messages } from "../../shared/texts/nl";

export const lockoutRoutes = new Hono<AppEnv>()
  .use(allow("admin"))
  .get("/", describeRoute({ tags: ["Lockouts"], summary: "The active lockouts (administrators)", responses: answers({ 200: "The lockouts" }, 401, 403) }), async (c) => {
    const rows = await activeLockouts(c.env);
    return c.json(rows.map((row) => ({ key: row.key, count: row.count, limit: row.max, until: new Date(row.window_start + WINDOW_MS).toISOString() })));
  })
  .delete("/:key", describeRoute({ tags: ["Lockouts"], summary: "Lift a lockout", responses: answers({ 204: "Lifted" }, 401, 403, 404) }), async (c) => {
    if (!(await clearLockout(c.env, c.req.param("key")))) throw notFound(messages.records.lockout);
    return c.body(null, 204);
  });
