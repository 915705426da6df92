// Composes the API. Every route declares its access rule (auth/access.ts); errors become
// {error, message, fields} with their status in one place, said in the request's language (DESIGN 12).
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./http/types";
import { HttpError, type FieldMessages } from "./http/errors";
import { languageOf, requestLanguage, say, sayLanguage } from "./http/language";
import { SECURITY_HEADERS } from "./http/security-headers";
import { loadSession, readSession } from "./auth/session";
import { checkOrigin } from "./auth/origin";
import { refuseInMaintenance } from "./http/maintenance";
import { drainUnreadBody } from "./http/drain-body";
import { privateAnswers } from "./http/private-answers";
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
import type { Language } from "../shared/i18n/languages";
import type { ServerMessageId } from "../shared/i18n/server-texts";

const api = new Hono<AppEnv>()
  .use(privateAnswers)
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
  .use(requestLanguage)
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

/** A refusal as every answer gives one, in the request's language (DESIGN 12). */
function refusal(language: Language, error: string, message: string, fields?: FieldMessages, extra?: Record<string, unknown>) {
  const said =
    fields &&
    Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, typeof text === "string" ? text : say(language, text)]));
  return { error, message, ...(said ? { fields: said } : {}), ...extra };
}

const plain = (language: Language, id: ServerMessageId) => say(language, { id });

app.notFound(async (c) => {
  // No route checked who asks: the refusal is still in a signed-in account's language (DESIGN 12).
  await readSession(c, []);
  const language = languageOf(c);
  return sayLanguage(c.json(refusal(language, "Not found", plain(language, "server.request.pageNotFound")), 404), language);
});

app.onError((err, c) => {
  const language = languageOf(c);
  if (err instanceof HttpError) {
    const body = refusal(language, err.error, say(language, err.text), err.fields, err.extra?.body);
    return sayLanguage(c.json(body, err.status, err.extra?.headers), language);
  }
  // Two requests racing for the same meet number, username or e-mail: the loser passed the
  // handler's own check, and the database's unique index refuses it.
  if (/UNIQUE constraint failed/.test(String(err.message) + String(err.cause ?? ""))) {
    return sayLanguage(c.json(refusal(language, "Conflict", plain(language, "server.request.conflict")), 409), language);
  }
  if (err instanceof HTTPException) {
    return sayLanguage(c.json(refusal(language, "Bad request", plain(language, "server.request.badRequest")), err.status), language);
  }
  console.error(err);
  return sayLanguage(c.json(refusal(language, "Something went wrong", plain(language, "server.request.internal")), 500), language);
});

export default app;
export type AppType = typeof app;
