// DESIGN 5: the version answer comes from configuration, so maintenance and the minimum client
// version change with a deploy of vars, not of code.
import { Hono } from "hono";
import type { AppEnv } from "../http/types";
import { allow } from "../auth/access";

export const versionRoutes = new Hono<AppEnv>().get("/", allow("public"), (c) => {
  c.header("Cache-Control", "no-store");
  return c.json({
    version: c.env.API_VERSION,
    maintenance: c.env.MAINTENANCE === "true",
    serverInfo: { api: c.env.API_VERSION, app: c.env.API_VERSION, dashboard: c.env.MIN_CLIENT_VERSION },
  });
});
