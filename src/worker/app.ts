// Composes the API. Every route declares its access rule (auth/access.ts); errors become
// {error, message, fields} with their status in one place.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./http/types";
import { HttpError } from "./http/errors";
import { SECURITY_HEADERS } from "./http/security-headers";
import { loadSession } from "./auth/session";
import { checkOrigin } from "./auth/origin";
import { refuseInMaintenance } from "./http/maintenance";
import { drainUnreadBody } from "./http/drain-body";
import { linkCodesHashed } from "./auth/link-code";
import { sessionRoutes } from "./routes/session";
import { versionRoutes } from "./routes/version";
import { clubRoutes } from "./routes/clubs";
import { userRoutes } from "./routes/users";
import { officialRoutes } from "./routes/officials";
import { officialJoinRoutes } from "./routes/official-join";
import { meetRoutes } from "./routes/meets";
import { liveRoutes } from "./routes/live";
import { publicRoutes } from "./routes/public";
import { lockoutRoutes } from "./routes/lockouts";
import { devMailRoutes } from "./routes/dev-mail";
import { linkRoutes } from "./routes/link";
import { docsRoutes } from "./routes/docs";
import { pointFactorRoutes, pointTableRoutes } from "./routes/points";
import { messages } from "../shared/texts/nl";

const api = new Hono<AppEnv>()
  .use(refuseInMaintenance)
  .use(linkCodesHashed)
  // The link is a program's (DESIGN 8d): its code travels in a header that no other site can make a
  // browser send, unlike a cookie, so it needs no Origin (a program has none) and no session. Mounted
  // before those checks, which its answers therefore never reach.
  .route("/link", linkRoutes)
  .use(checkOrigin)
  .use(loadSession)
  .route("/version", versionRoutes)
  .route("/session", sessionRoutes)
  .route("/clubs", clubRoutes)
  .route("/users", userRoutes)
  .route("/officials", officialRoutes)
  .route("/official", officialJoinRoutes)
  .route("/meets", meetRoutes)
  .route("/live", liveRoutes)
  .route("/public", publicRoutes)
  .route("/lockouts", lockoutRoutes)
  .route("/point-tables", pointTableRoutes)
  .route("/point-factors", pointFactorRoutes);

const app = new Hono<AppEnv>()
  .use(drainUnreadBody)
  .use(async (c, next) => {
    await next();
    // A socket's upgrade answer is no page.
    if (c.res.webSocket) return;
    // Set in place: a copy of every answer would be two more objects for the collector per request,
    // a thousand times a second when spectators poll (DESIGN 11). An answer from elsewhere (the room,
    // a fetch) has immutable headers, and only that one is copied.
    const secure = (headers: Headers) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
    };
    try {
      secure(c.res.headers);
    } catch {
      c.res = new Response(c.res.body, c.res);
      secure(c.res.headers);
    }
  })
  .route("/api", api)
  .route("/dev", devMailRoutes);

// Not in the chain: the document describes the app it is part of. Not in AppType either: the client
// does not call it.
app.route("/api", docsRoutes(app));

app.notFound((c) => c.json({ error: "Not found", message: messages.request.pageNotFound }, 404));

app.onError((err, c) => {
  if (err instanceof HttpError) {
    const body = { error: err.error, message: err.message, ...(err.fields ? { fields: err.fields } : {}), ...err.extra?.body };
    return c.json(body, err.status, err.extra?.headers);
  }
  // Two requests racing for the same meet number, username or e-mail: the loser passed the
  // handler's own check, and the database's unique index refuses it.
  if (/UNIQUE constraint failed/.test(String(err.message) + String(err.cause ?? ""))) {
    return c.json({ error: "Conflict", message: messages.request.conflict }, 409);
  }
  if (err instanceof HTTPException) {
    return c.json({ error: "Bad request", message: messages.request.badRequest }, err.status);
  }
  console.error(err);
  return c.json({ error: "Something went wrong", message: messages.request.internal }, 500);
});

export default app;
export type AppType = typeof app;
