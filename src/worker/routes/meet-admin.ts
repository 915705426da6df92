// SPEC 6: a meet's statistics and log are for administrators only; both come from the meet's room,
// where the heats and the log live (DESIGN 2).
import { Hono } from "hono";
import type { AppEnv } from "../http/types";
import { idParam } from "../http/validate";
import { allow, currentUser } from "../auth/access";
import { findMeet, room } from "../meets/store";

// Mounted beside meetRoutes on /meets: the rule is per route, because a `use` here would reach
// every /meets request.
export const meetAdminRoutes = new Hono<AppEnv>()
  .get("/:id/statistics", allow("admin"), async (c) => {
    const meet = await findMeet(c.env, currentUser(c), idParam(c));
    return c.text(await (await room(c.env, meet.id)).statistics());
  })
  .get("/:id/events", allow("admin"), async (c) => {
    const meet = await findMeet(c.env, currentUser(c), idParam(c));
    return c.json(await (await room(c.env, meet.id)).events());
  });
