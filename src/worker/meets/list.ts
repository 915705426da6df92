// The meets a list shows (SPEC 7), for the screens and the link alike.
import { and, desc, eq } from "drizzle-orm";
import { db } from "../db/client";
import { clubs, meets } from "../db/schema";
import { sweepDeadImports } from "./import";
import { finished, meetColumns, withSignedIds } from "./store";

/** One club's meets, or every club's, newest first; a meet whose first import died is swept away first. */
export async function listMeets(env: Env, clubId: number | undefined) {
  await sweepDeadImports(env);
  const rows = await db(env)
    .select(meetColumns)
    .from(meets)
    .innerJoin(clubs, eq(meets.club_id, clubs.id))
    .where(and(finished, clubId === undefined ? undefined : eq(meets.club_id, clubId)))
    .orderBy(desc(meets.planned_date), desc(meets.id));
  return withSignedIds(env, rows);
}
