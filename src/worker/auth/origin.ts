// State-changing calls and live sockets must come from our own pages (DESIGN 3): a cross-site form,
// fetch or WebSocket is refused. Browsers send Origin with every POST, PUT, DELETE and WebSocket, so a
// call without one is refused as well: allowing it would trust whatever strips the header (an old
// browser, an extension, a proxy) with the victim's cookie. Scripts send our Origin like the client.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/types";
import { HttpError } from "../http/errors";
import { text } from "../http/language";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function assertSameSite(req: Request, env: Env): void {
  const origin = req.headers.get("Origin");
  const own = new URL(req.url).origin;
  const allowed = origin === own || origin === env.APP_URL;
  if (!allowed || req.headers.get("Sec-Fetch-Site") === "cross-site") {
    throw new HttpError(403, "Bad origin", text("server.request.badOrigin"));
  }
}

export const checkOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE.has(c.req.method)) assertSameSite(c.req.raw, c.env);
  await next();
});
