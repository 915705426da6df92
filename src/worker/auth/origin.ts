// State-changing calls and live sockets must come from our own pages (DESIGN 3): a cross-site form,
// fetch or WebSocket is refused. A request without Origin comes from no browser, so carries no
// victim's cookie to abuse.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/types";
import { HttpError } from "../http/errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function assertSameSite(req: Request, env: Env): void {
  const origin = req.headers.get("Origin");
  const own = new URL(req.url).origin;
  const allowed = origin === null || origin === own || origin === env.APP_URL;
  if (!allowed || req.headers.get("Sec-Fetch-Site") === "cross-site") {
    throw new HttpError(403, "Bad origin", "Dit verzoek komt niet van deze website.");
  }
}

export const checkOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE.has(c.req.method)) assertSameSite(c.req.raw, c.env);
  await next();
});
