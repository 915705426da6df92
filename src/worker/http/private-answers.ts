// DESIGN 3: an answer of the API is someone's: a profile, a team list with addresses, a meet with its
// authorisation code, an official's e-mail. No browser, proxy or shared computer keeps a copy of it.
// The public routes say for themselves how long their answers may be kept (http/edge-cache).
import { createMiddleware } from "hono/factory";

export const privateAnswers = createMiddleware(async (c, next) => {
  await next();
  if (c.res.webSocket || c.res.headers.has("Cache-Control")) return;
  try {
    c.res.headers.set("Cache-Control", "no-store");
  } catch {
    // An answer from elsewhere (the room) has immutable headers: copied once to carry the header.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("Cache-Control", "no-store");
  }
});
