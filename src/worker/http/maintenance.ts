// DESIGN 5: maintenance is the server's rule, not only a dialog. While MAINTENANCE is "true" every
// state-changing call is refused before anything reads its body or touches the database: the link's,
// a login's and a logout's too (the app blocks on its maintenance dialog anyway, and a session that
// is not ended now still ends at its expiry). Reads, and the version answer that says so, still answer.
import { createMiddleware } from "hono/factory";
import { inMaintenance } from "./errors";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export const refuseInMaintenance = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  if (c.env.MAINTENANCE === "true" && !READS.has(c.req.method)) throw inMaintenance();
  await next();
});
