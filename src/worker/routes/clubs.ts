// SPEC section 7, clubs. Deleting a club deletes its users, sessions and meets with their files and
// live state (choice documented in README): a club that leaves takes its data with it.
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { createMiddleware } from "hono/factory";
import { eq, getTableColumns } from "drizzle-orm";
import { db } from "../db/client";
import { clubs, meets } from "../../shared/d1-schema";
import type { AppEnv } from "../http/types";
import { answers } from "../http/openapi";
import { forbidden, HttpError, notFound } from "../http/errors";
import { idParam, jsonBody, queryParams } from "../http/validate";
import { allow, assertClub, currentUser } from "../auth/access";
import { newLinkCode, replaceLinkCode } from "../auth/link-code";
import { clubSchema, clubUpdateSchema, linkCodeQuery } from "../../shared/schemas";
import { removeMeetState } from "../meets/remove-meet-state";
import { logToMeet, userName } from "../meets/meet-log";
import { roomText } from "../../durable/room-text";
import { editFrom, etagHeader, nextVersion, preconditionFailed } from "../http/precondition";
import { text } from "../http/language";

// The link code's hash never leaves the database; `api_key` is the code's first 8 characters (DESIGN 8d).
const { api_key_hash: _, api_key_at: _madeAt, ...clubColumns } = getTableColumns(clubs);

async function findClub(env: Env, id: number) {
  const [club] = await db(env).select(clubColumns).from(clubs).where(eq(clubs.id, id));
  if (!club) throw notFound(text("server.records.club"));
  return club;
}

/** The club that has this association number (unique: the schema's index), if any. */
async function clubWithNumber(env: Env, externalId: string) {
  const [club] = await db(env)
    .select({ id: clubs.id, name: clubs.name, city: clubs.city })
    .from(clubs)
    .where(eq(clubs.external_id, externalId));
  return club;
}

/**
 * 409 for a number that is another club's. An administrator sees every club, so is told which one to
 * open instead; a club user reaches only their own (SPEC 6) and is not told whose it is.
 */
function numberInUse(externalId: string, holder: { name: string; city: string } | undefined, named: boolean): HttpError {
  const message =
    holder && named
      ? text("server.clubs.numberInUse", { number: externalId, name: holder.name, city: holder.city })
      : text("server.clubs.numberOfOther");
  return new HttpError(409, "Existing club", message, { external_id: message });
}

/** The club of the path, which a club user may only reach when it is their own; before any body is read. */
const reachableClub = createMiddleware<AppEnv>(async (c, next) => {
  assertClub(currentUser(c), idParam(c));
  await next();
});

export const clubRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Clubs"],
      summary: "The clubs the caller may see (a club user: their own)",
      responses: answers({ 200: "The clubs; `api_key` is the link code's first 8 characters" }, 401),
    }),
    allow("user"),
    async (c) => {
      const user = currentUser(c);
      const query = db(c.env).select(clubColumns).from(clubs).orderBy(clubs.name);
      const rows = user.is_admin ? await query : await query.where(eq(clubs.id, user.club_id ?? -1));
      return c.json(rows);
    },
  )
  .get(
    "/:id",
    describeRoute({
      tags: ["Clubs"],
      summary: "A club (the path may end in .json); its version as ETag",
      responses: answers({ 200: "The club; `api_key` is the link code's first 8 characters" }, 401, 403, 404),
    }),
    allow("user"),
    reachableClub,
    async (c) => {
      const club = await findClub(c.env, idParam(c));
      return c.json(club, 200, etagHeader(club));
    },
  )
  .post(
    "/",
    describeRoute({
      tags: ["Clubs"],
      summary: "Create a club (administrators); 409 'Existing club', naming it, when a club has that association number",
      responses: answers({ 201: "The club" }, 401, 403, 409, 413, 415),
    }),
    allow("admin"),
    jsonBody(clubSchema),
    async (c) => {
      const body = c.req.valid("json");
      const { stored } = await newLinkCode();
      // The unique number decides between parallel requests (a double submit): the later is told of the club made.
      const [club] = await db(c.env)
        .insert(clubs)
        .values({ ...body, ...stored })
        .onConflictDoNothing({ target: clubs.external_id })
        .returning(clubColumns);
      if (!club) throw numberInUse(body.external_id, await clubWithNumber(c.env, body.external_id), true);
      return c.json(club, 201);
    },
  )
  .put(
    "/:id",
    describeRoute({
      tags: ["Clubs"],
      summary:
        "Change a club (its licence: administrators only); 409 'Existing club' for another club's association number. " +
        "With `If-Match` of another version: 412 and the current club",
      responses: answers({ 200: "The club" }, 401, 403, 404, 409, 412, 413, 415),
    }),
    allow("user"),
    reachableClub,
    jsonBody(clubUpdateSchema),
    async (c) => {
      const id = idParam(c);
      const user = currentUser(c);
      const body = c.req.valid("json");
      const club = await findClub(c.env, id);
      if (!user.is_admin && body.license !== undefined && body.license !== club.license) throw forbidden();
      const updated = await editFrom(
        c,
        clubs,
        club,
        async (where) => {
          const holder = body.external_id === club.external_id ? undefined : await clubWithNumber(c.env, body.external_id);
          if (holder && holder.id !== id) throw numberInUse(body.external_id, holder, user.is_admin);
          return (
            await db(c.env)
              .update(clubs)
              .set({ ...body, license: body.license ?? club.license, version: nextVersion(clubs.version) })
              .where(where)
              .returning(clubColumns)
          )[0];
        },
        async () => preconditionFailed(text("server.changedMeanwhile.club"), "club", await findClub(c.env, id)),
      );
      return c.json(updated, 200, etagHeader(updated));
    },
  )
  .post(
    "/:id/link_code",
    describeRoute({
      tags: ["Clubs"],
      summary:
        "Make a new link code: the old one stops working at once. " +
        "With `replaces` (the first 8 characters shown) only while that is the code; parallel requests: one gets the code, " +
        "the others 409. Without it, 409 within 5 s of the last new code, so a burst makes one code",
      responses: answers({ 200: "The new link code in full, shown this once: `{api_key}`" }, 400, 401, 403, 404, 409),
    }),
    allow("user"),
    reachableClub,
    queryParams(linkCodeQuery),
    async (c) => {
      // DESIGN 8d: the new code is answered in full this once; the old one stops working at once.
      const id = idParam(c);
      const club = await findClub(c.env, id);
      const code = await replaceLinkCode(c.env, id, c.req.valid("query").replaces);
      // DESIGN 8e: every meet of the club hears it, as the code drives all of them.
      const clubMeets = await db(c.env).select({ id: meets.id }).from(meets).where(eq(meets.club_id, id));
      const by = userName(currentUser(c));
      await Promise.all(
        clubMeets.map((meet) => logToMeet(c.env, meet.id, "link", roomText("server.log.linkCode", { club: club.name }), by)),
      );
      return c.json({ api_key: code });
    },
  )
  .delete(
    "/:id",
    describeRoute({
      tags: ["Clubs"],
      summary: "Delete a club with its users and meets (administrators)",
      responses: answers({ 204: "Deleted" }, 401, 403, 404),
    }),
    allow("admin"),
    async (c) => {
      const id = idParam(c);
      await findClub(c.env, id);
      const d = db(c.env);
      const meetIds = (await d.select({ id: meets.id }).from(meets).where(eq(meets.club_id, id))).map((m) => m.id);
      await d.delete(clubs).where(eq(clubs.id, id));
      await removeMeetState(c.env, meetIds);
      return c.body(null, 204);
    },
  );
