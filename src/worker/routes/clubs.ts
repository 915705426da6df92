// SPEC section 7, clubs. Deleting a club deletes its users, sessions and meets with their files and
// live state (choice documented in README): a club that leaves takes its data with it.
import { Hono } from "hono";
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

async function findClub(env: Env, id: number) {
  const [club] = await db(env).select().from(clubs).where(eq(clubs.id, id));
  if (!club) throw notFound("Vereniging");
  return club;
}

export const clubRoutes = new Hono<AppEnv>()
  .get("/", allow("user"), async (c) => {
    const user = currentUser(c);
    const query = db(c.env).select().from(clubs).orderBy(clubs.name);
    const rows = user.is_admin ? await query : await query.where(eq(clubs.id, user.club_id ?? -1));
    return c.json(rows);
  })
  .get("/:id", allow("user"), async (c) => {
    const id = idParam(c);
    assertClub(currentUser(c), id);
    return c.json(await findClub(c.env, id));
  })
  .post("/", allow("admin"), async (c) => {
    const body = await jsonBody(c, clubSchema);
    // 24 random bytes give a 32-character link code (DESIGN 3).
    const [club] = await db(c.env).insert(clubs).values({ ...body, api_key: randomToken(24) }).returning();
    return c.json(club!, 201);
  })
  .put("/:id", allow("user"), async (c) => {
    const id = idParam(c);
    const user = currentUser(c);
    assertClub(user, id);
    const body = await jsonBody(c, clubUpdateSchema);
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
