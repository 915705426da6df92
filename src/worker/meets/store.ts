// Meet records in D1 and their room: lookups with the permission check, and the JSON a client gets.
import { and, desc, eq, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { BatchResponse } from "drizzle-orm/batch";
import { db } from "../db/client";
import { clubs, imports, meets, pendingMeets } from "../../shared/d1-schema";
import { assertClub, currentUser } from "../auth/access";
import { idParam } from "../http/validate";
import type { AppEnv } from "../http/types";
import { notFound } from "../http/errors";
import { signMeetId } from "./signed-id";
import type { Profile } from "../../shared/profile";
import type { LiveMeet } from "../../shared/live";
import type { RoomProgramme } from "../../durable/room/answers";
import type { ImportReport } from "../../durable/reimport";
import { etagOf } from "../../shared/etag";
import { text } from "../http/language";

export type MeetRow = typeof meets.$inferSelect;

// Named by the meet id. Not partyserver's getServerByName: it costs an extra round trip to the room
// per call to run onStart, which this room does not use (its storage is ready in the constructor).
export const room = (env: Env, meetId: number) => env.MEET_ROOM.get(env.MEET_ROOM.idFromName(String(meetId)));

export const roomProgramme = (env: Env, meetId: number): Promise<RoomProgramme> => room(env, meetId).programme();

export const meetColumns = {
  id: meets.id,
  club_id: meets.club_id,
  // Named in the query itself: a D1 batch reads rows by column name, and the meet has a `name` too.
  club_name: sql<string>`${clubs.name}`.as("club_name"),
  name: meets.name,
  external_id: meets.external_id,
  auth_code: meets.auth_code,
  join_key: meets.join_key,
  planned_date: meets.planned_date,
  active_heat_id: meets.active_heat_id,
  public: meets.public,
  course: meets.course,
  time_zone: meets.time_zone,
  version: meets.version,
  created_at: meets.created_at,
};

/** A meet whose first import has not finished is no meet yet: nobody sees it (DESIGN 9). */
export const finished = sql`not exists (select 1 from ${pendingMeets} where ${pendingMeets.meet_id} = ${meets.id})`;

/** The meet if this user may reach it (SPEC 6: administrators any, club users their club's). */
export async function findMeet(env: Env, user: Profile, id: number): Promise<MeetRow> {
  const [meet] = await db(env)
    .select()
    .from(meets)
    .where(and(eq(meets.id, id), finished));
  if (!meet) throw notFound(text("server.records.meet"));
  assertClub(user, meet.club_id);
  return meet;
}

/**
 * The meet of the path, once this user may reach it, as `c.var.meet`: it runs before a body is
 * validated, so a stranger learns nothing of the meet's forms, only that it is not theirs.
 */
export const reachableMeet = createMiddleware<AppEnv & { Variables: { meet: MeetRow } }>(async (c, next) => {
  c.set("meet", await findMeet(c.env, currentUser(c), idParam(c)));
  await next();
});

// A meet's club never changes, so an isolate keeps it a little while for the reads that need only it
// (DESIGN 11: a GET of the programme is then one call to the room beside the session). A meet deleted
// meanwhile answers its emptied room for at most this long, and only to its own club.
const CLUB_KEPT_MS = 10_000;
const MAX_KEPT_CLUBS = 10_000;
const keptClubs = new Map<number, { club_id: number; until: number }>();

async function clubOfMeet(env: Env, id: number): Promise<number> {
  const now = Date.now();
  const kept = keptClubs.get(id);
  if (kept && kept.until > now) return kept.club_id;
  const [meet] = await db(env)
    .select({ club_id: meets.club_id })
    .from(meets)
    .where(and(eq(meets.id, id), finished));
  if (!meet) throw notFound(text("server.records.meet"));
  if (keptClubs.size >= MAX_KEPT_CLUBS) keptClubs.clear();
  keptClubs.set(id, { club_id: meet.club_id, until: now + CLUB_KEPT_MS });
  return meet.club_id;
}

/** A deleted meet: this isolate stops answering for it at once (others within CLUB_KEPT_MS). */
export function forgetMeet(id: number): void {
  keptClubs.delete(id);
}

/**
 * reachableMeet for reads of the room that need nothing of the meet's record but its club: the id of
 * the path as `c.var.meetId`, once this user may reach it.
 */
export const reachableMeetId = createMiddleware<AppEnv & { Variables: { meetId: number } }>(async (c, next) => {
  const id = idParam(c);
  assertClub(currentUser(c), await clubOfMeet(c.env, id));
  c.set("meetId", id);
  await next();
});

export async function withSignedIds<T extends { id: number }>(env: Env, rows: T[]): Promise<(T & { signed_id: string })[]> {
  return Promise.all(rows.map(async (row) => ({ ...row, signed_id: await signMeetId(env, row.id) })));
}

/** A meet's record and its import history, in one round trip. */
export function meetReads(env: Env, id: number) {
  const d = db(env);
  return [
    d
      .select(meetColumns)
      .from(meets)
      .innerJoin(clubs, eq(meets.club_id, clubs.id))
      .where(and(eq(meets.id, id), finished)),
    d
      .select({
        id: imports.id,
        filename: imports.filename,
        kind: imports.kind,
        via: imports.via,
        size: imports.size,
        report: imports.report,
        created_at: imports.created_at,
      })
      .from(imports)
      .where(eq(imports.meet_id, id))
      .orderBy(desc(imports.id)),
  ] as const;
}

/**
 * A meet as clients get it, with its import history, from meetReads' rows. With `user`, the meet is
 * also checked to be theirs to see: GET reads it once for both, with the session (auth/access.ts
 * allowWith; DESIGN 11: every GET within 2 × /api/version). A stranger's history is read and never shown.
 */
export async function meetOf(env: Env, [[row], history]: BatchResponse<ReturnType<typeof meetReads>>, user?: Profile) {
  if (!row) throw notFound(text("server.records.meet"));
  if (user) assertClub(user, row.club_id);
  const [meet] = await withSignedIds(env, [row]);
  // The report is stored as the room made it (storeImport), so its JSON is known to be one.
  return { ...meet!, imports: history.map((h) => ({ ...h, report: h.report ? (JSON.parse(h.report) as ImportReport) : null })) };
}

export async function meetJson(env: Env, id: number) {
  return meetOf(env, await db(env).batch(meetReads(env, id)));
}

export const liveMeetOf = (meet: MeetRow): LiveMeet => ({
  id: meet.id,
  name: meet.name,
  external_id: meet.external_id,
  planned_date: meet.planned_date,
  time_zone: meet.time_zone,
  active_heat_id: meet.active_heat_id,
  version: etagOf(meet.version),
});
