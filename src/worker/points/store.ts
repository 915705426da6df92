// DESIGN 8g: the uploaded tables and factors in D1, and what a meet's points are computed from.
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "../db/client";
import { meets, pointFactors, pointTables, users } from "../../shared/d1-schema";
import { finished, room } from "../meets/store";
import { assertClub } from "../auth/access";
import { notFound } from "../http/errors";
import { text } from "../http/language";
import type { Profile } from "../../shared/profile";
import type { BatchResponse } from "drizzle-orm/batch";
import type { PointParameters } from "../../shared/para-points";
import type { PointFactor, PointsBasis } from "../../shared/points-results";

const tableColumns = {
  id: pointTables.id,
  name: pointTables.name,
  valid_from: pointTables.valid_from,
  filename: pointTables.filename,
  rows: pointTables.rows,
  created_at: pointTables.created_at,
  created_by: sql<string | null>`trim(${users.first_name} || ' ' || ${users.last_name})`,
};

/** Every table, the one valid latest first; parameters stay in D1 (hundreds of rows each). */
export const listTables = (env: Env) =>
  db(env)
    .select(tableColumns)
    .from(pointTables)
    .leftJoin(users, eq(users.id, pointTables.user_id))
    .orderBy(desc(pointTables.valid_from), desc(pointTables.id));

export async function storeTable(
  env: Env,
  table: { name: string; valid_from: string; filename: string; parameters: PointParameters[] },
  userId: number,
) {
  const [row] = await db(env)
    .insert(pointTables)
    .values({ ...table, parameters: JSON.stringify(table.parameters), rows: table.parameters.length, user_id: userId })
    .returning({ id: pointTables.id });
  const [stored] = await listTables(env).where(eq(pointTables.id, row!.id));
  return stored!;
}

const factorSet = ({ factors, user_id: _, ...row }: typeof pointFactors.$inferSelect) => ({
  ...row,
  factors: JSON.parse(factors) as PointFactor[],
});

/** Every set of factors, newest (the one that counts) first, with its factors. */
export async function listFactors(env: Env) {
  return (await db(env).select().from(pointFactors).orderBy(desc(pointFactors.id))).map(factorSet);
}

export async function storeFactors(env: Env, name: string, factors: PointFactor[], userId: number) {
  const [row] = await db(env)
    .insert(pointFactors)
    .values({ name, factors: JSON.stringify(factors), user_id: userId })
    .returning();
  return factorSet(row!);
}

/**
 * What a meet's points are computed from, in one round trip: its club, course and date, the table valid
 * on that date (the latest valid_from on or before it; of two valid from the same day the one uploaded
 * last) and the newest factors.
 */
export function pointsBasisReads(env: Env, meetId: number) {
  const validTable = sql`(select t.id from ${pointTables} t where t.valid_from <= ${meets.planned_date}
    order by t.valid_from desc, t.id desc limit 1)`;
  return [
    db(env)
      .select({
        club_id: meets.club_id,
        course: meets.course,
        date: meets.planned_date,
        table: { id: pointTables.id, name: pointTables.name, valid_from: pointTables.valid_from, parameters: pointTables.parameters },
      })
      .from(meets)
      .leftJoin(pointTables, eq(pointTables.id, validTable))
      .where(and(eq(meets.id, meetId), finished)),
    db(env)
      .select({ id: pointFactors.id, name: pointFactors.name, factors: pointFactors.factors })
      .from(pointFactors)
      .orderBy(desc(pointFactors.id))
      .limit(1),
  ] as const;
}

type BasisRows = BatchResponse<ReturnType<typeof pointsBasisReads>>;

/** The basis with the meet's club; null for no meet, or one whose first import has not finished (DESIGN 9). */
function pointsBasis([[meet], [factors]]: BasisRows): { club_id: number; basis: PointsBasis } | null {
  if (!meet) return null;
  const basis: PointsBasis = {
    course: meet.course,
    date: meet.date,
    table: meet.table ? { ...meet.table, parameters: JSON.parse(meet.table.parameters) as PointParameters[] } : null,
    factors: factors ? { ...factors, factors: JSON.parse(factors.factors) as PointFactor[] } : null,
  };
  return { club_id: meet.club_id, basis };
}

/** DESIGN 8c and 8g: the meet's results, with points, as the JSON text the public answer gives; null for no meet. */
export async function resultsJson(env: Env, meetId: number): Promise<string | null> {
  const found = pointsBasis(await db(env).batch(pointsBasisReads(env, meetId)));
  return found && room(env, meetId).pointsResultsJson(found.basis);
}

/**
 * The same for a user who may reach the meet, from its basis as read with the session (auth/access.ts
 * allowWith): the meet's club comes with it, so checking it costs no read of its own (DESIGN 11).
 */
export async function meetResultsJson(env: Env, meetId: number, user: Profile, rows: BasisRows): Promise<string> {
  const found = pointsBasis(rows);
  if (!found) throw notFound(text("server.records.meet"));
  assertClub(user, found.club_id);
  return room(env, meetId).pointsResultsJson(found.basis);
}
