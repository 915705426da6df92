// The meets a list shows (SPEC 7), for the screens and the link alike.
import { and, desc, eq } from "drizzle-orm";
import { db } from "../db/client";
import { clubs, meets } from "../db/schema";
import { sweepDeadImports } from "./import";
import { finished, meetColumns, withSignedIds } from "./store";

/**
 * One club's meets, or every club's, newest first. A meet whose first import died is swept away
 * meanwhile, not first: the list never shows an unfinished meet anyway, and the two reads of D1 then
 * take the time of one (DESIGN 11).
 */
export async function listMeets(env: Env, clubId: number | undefined) {
  const [, rows] = await Promise.all([
    sweepDeadImports(env),
    db(env)
      .select(meetColumns)
      .from(meets)
      .innerJoin(clubs, eq(meets.club_id, clubs.id))
      .where(and(finished, clubId === undefined ? undefined : eq(meets.club_id, clubId)))
      .orderBy(desc(meets.planned_date), desc(meets.id)),
  ]);
  return withSignedIds(env, rows);
}
