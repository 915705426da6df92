// The one place a route declares who may call it (DESIGN 3). Resource checks (own club) follow
// in the handler through `assertClub`, since only the handler knows which club a record is of.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/types";
import { forbidden, unauthorized } from "../http/errors";
import type { Profile } from "../../shared/profile";

export type Rule = "public" | "user" | "admin";

export const allow = (rule: Rule) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get("user");
    if (rule !== "public" && !user) throw unauthorized();
    if (rule === "admin" && !user?.is_admin) throw forbidden();
    await next();
  });

/** The signed-in user of a route declared 'user' or 'admin'. */
export function currentUser(c: { get(key: "user"): Profile | null }): Profile {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}

/** Administrators reach every club; a club user only their own. */
export function assertClub(user: Profile, clubId: number | null | undefined): void {
  if (user.is_admin) return;
  if (clubId == null || user.club_id !== clubId) throw forbidden();
}
