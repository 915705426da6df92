// State-changing calls must come from our own pages (DESIGN 3): a cross-site form or fetch is refused.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/types";
import { HttpError } from "../http/errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export const checkOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    const origin = c.req.header("Origin");
    const site = c.req.header("Sec-Fetch-Site");
    const own = new URL(c.req.url).origin;
    const allowed = origin === undefined || origin === own || origin === c.env.APP_URL;
    if (!allowed || site === "cross-site") {
      throw new HttpError(403, "Bad origin", "Dit verzoek komt niet van deze website.");
    }
  }
  await next();
});
