// DESIGN 5: the version answer comes from configuration, so maintenance and the minimum client
// version change with a deploy of vars, not of code.
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../http/types";
import { answers } from "../http/openapi";
import { allow } from "../auth/access";

export const versionRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    tags: ["Version"],
    summary: "Version and maintenance",
    responses: answers({ 200: "The versions and whether the app is in maintenance" }),
  }),
  allow("public"),
  (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({
      version: c.env.API_VERSION,
      maintenance: c.env.MAINTENANCE === "true",
      serverInfo: { api: c.env.API_VERSION, app: c.env.API_VERSION, dashboard: c.env.MIN_CLIENT_VERSION },
    });
  },
);
