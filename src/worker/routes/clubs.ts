// SPEC section 7, clubs. Deleting a club deletes its users, sessions and meets with their files and
// live state (choice documented in README): a club that leaves takes its data with it.
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { clubs, meets } from "../db/schema";
import type { AppEnv } from "../http/types";
import { forbidden, notFound } from "../http/errors";
import { idParam, jsonBody } from "../http/validate";
import { allow, assertClub, currentUser } from "../auth/access";
import { randomToken } from "../auth/crypto";
import { clubSchema, clubUpdateSchema } from "../../shared/schemas";
import { removeMeetState } from "../meets/remove-meet-state";
import { messages } from "../../shared/texts/nl";

async function findClub(env: Env, id: number) {
  const [club] = await db(env).select().from(clubs).where(eq(clubs.id, id));
  if (!club) throw notFound(messages.records.club);
  return club;
}

/** The club of the path, which a club user may only reach when it is their own; before any body is read. */
const reachableClub = createMiddleware<AppEnv>(async (c, next) => {
  assertClub(currentUser(c), idParam(c));
  await next();
});

export const clubRoutes = new Hono<AppEnv>()
  .get("/", allow("user"), async (c) => {
    const user = currentUser(c);
    const query = db(c.env).select().from(clubs).orderBy(clubs.name);
    const rows = user.is_admin ? await query : await query.where(eq(clubs.id, user.club_id ?? -1));
    return c.json(rows);
  })
  .get("/:id", allow("user"), reachableClub, async (c) => c.json(await findClub(c.env, idParam(c))))
  .post("/", allow("admin"), jsonBody(clubSchema), async (c) => {
    const body = c.req.valid("json");
    // 24 random bytes give a 32-character link code (DESIGN 3).
    const [club] = await db(c.env).insert(clubs).values({ ...body, api_key: randomToken(24) }).returning();
    return c.json(club!, 201);
  })
  .put("/:id", allow("user"), reachableClub, jsonBody(clubUpdateSchema), async (c) => {
    const id = idParam(c);
    const user = currentUser(c);
    const body = c.req.valid("json");
    const club = await findClub(c.env, id);
    if (!user.is_admin && body.license !== undefined && body.license !== club.license) throw forbidden();
    const [updated] = await db(c.env)
      .update(clubs)
      .set({ ...body, license: body.license ?? club.license })
      .where(eq(clubs.id, id))
      .returning();
    return c.json(updated!);
  })
  .delete("/:id", allow("admin"), async (c) => {
    const id = idParam(c);
    await findClub(c.env, id);
    const d = db(c.env);
    const meetIds = (await d.select({ id: meets.id }).from(meets).where(eq(meets.club_id, id))).map((m) => m.id);
    await d.delete(clubs).where(eq(clubs.id, id));
    await removeMeetState(c.env, meetIds);
    return c.body(null, 204);
  });
