// SPEC section 7, officials: administrators only (SPEC section 6). Officials register themselves
// when they join a meet on the phone page; here administrators can also register one ahead of a meet.
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { desc, eq } from "drizzle-orm";
import { db } from "../db/client";
import { clubs, meetOfficials, meets, officials } from "../../shared/d1-schema";
import type { AppEnv } from "../http/types";
import { answers } from "../http/openapi";
import { asSentence, HttpError, notFound } from "../http/errors";
import { idParam, jsonBody } from "../http/validate";
import { allow } from "../auth/access";
import { officialSchema } from "../../shared/schemas";
import { meetsOfOfficial, revokeIn } from "../auth/revoke-sockets";
import { editFrom, etagHeader, nextVersion, preconditionFailed } from "../http/precondition";
import { text } from "../http/language";
import { meetColumns } from "../meets/store";

const existingOfficial = () => {
  const existing = text("server.officials.existing");
  return new HttpError(422, "Existing official", asSentence(existing), { email: existing });
};

async function findOfficial(env: Env, id: number) {
  const [official] = await db(env).select().from(officials).where(eq(officials.id, id));
  if (!official) throw notFound(text("server.records.official"));
  return official;
}

async function emailTaken(env: Env, email: string, exceptId?: number) {
  const [row] = await db(env).select({ id: officials.id }).from(officials).where(eq(officials.email, email));
  return !!row && row.id !== exceptId;
}

export const officialRoutes = new Hono<AppEnv>()
  .use(allow("admin"))
  .get(
    "/",
    describeRoute({
      tags: ["Officials"],
      summary: "Every official (administrators)",
      responses: answers({ 200: "The officials" }, 401, 403),
    }),
    async (c) => c.json(await db(c.env).select().from(officials).orderBy(officials.name)),
  )
  .get(
    "/:id",
    describeRoute({
      tags: ["Officials"],
      summary: "An official and the meets they served at; its version as ETag",
      responses: answers({ 200: "The official" }, 401, 403, 404),
    }),
    async (c) => {
      const official = await findOfficial(c.env, idParam(c));
      const served = await db(c.env)
        .select({
          id: meets.id,
          name: meets.name,
          external_id: meets.external_id,
          planned_date: meets.planned_date,
          club_id: meets.club_id,
          club_name: meetColumns.club_name,
          role: meetOfficials.role,
        })
        .from(meetOfficials)
        .innerJoin(meets, eq(meetOfficials.meet_id, meets.id))
        .innerJoin(clubs, eq(meets.club_id, clubs.id))
        .where(eq(meetOfficials.official_id, official.id))
        .orderBy(desc(meets.planned_date));
      return c.json({ ...official, meets: served }, 200, etagHeader(official));
    },
  )
  .post(
    "/",
    describeRoute({
      tags: ["Officials"],
      summary: "Register an official",
      responses: answers({ 201: "The official" }, 401, 403, 413, 415, 422),
    }),
    jsonBody(officialSchema),
    async (c) => {
      const body = c.req.valid("json");
      if (await emailTaken(c.env, body.email)) throw existingOfficial();
      const [official] = await db(c.env).insert(officials).values(body).returning();
      return c.json(official!, 201);
    },
  )
  .put(
    "/:id",
    describeRoute({
      tags: ["Officials"],
      summary: "Change an official. With `If-Match` of another version: 412 and the current official",
      responses: answers({ 200: "The official" }, 401, 403, 404, 412, 413, 415, 422),
    }),
    jsonBody(officialSchema),
    async (c) => {
      const id = idParam(c);
      const before = await findOfficial(c.env, id);
      const body = c.req.valid("json");
      const official = await editFrom(
        c,
        officials,
        before,
        async (where) => {
          if (await emailTaken(c.env, body.email, id)) throw existingOfficial();
          return (
            await db(c.env)
              .update(officials)
              .set({ ...body, version: nextVersion(officials.version) })
              .where(where)
              .returning()
          )[0];
        },
        async () => preconditionFailed(text("server.changedMeanwhile.official"), "official", await findOfficial(c.env, id)),
      );
      return c.json(official, 200, etagHeader(official));
    },
  )
  .delete(
    "/:id",
    describeRoute({
      tags: ["Officials"],
      summary: "Delete an official; closes their sockets",
      responses: answers({ 204: "Deleted" }, 401, 403, 404),
    }),
    async (c) => {
      const id = idParam(c);
      await findOfficial(c.env, id);
      const meetIds = await meetsOfOfficial(c.env, id);
      await db(c.env).delete(officials).where(eq(officials.id, id));
      await revokeIn(c.env, meetIds, { official: id });
      return c.body(null, 204);
    },
  );
