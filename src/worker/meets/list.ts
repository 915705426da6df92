// The meets a list shows (SPEC 7), for the screens and the link alike.
import { and, desc, eq } from "drizzle-orm";
import { db } from "../db/client";
import { clubs, meets } from "../db/schema";
import { deadImportReads, removeDeadImports } from "./import";
import { finished, meetColumns, withSignedIds } from "./store";

/**
 * One club's meets, or every club's, newest first. The sweep of dead imports reads in the same D1
 * batch as the list, one round trip beside the session (DESIGN 11), and writes only when something
 * died: the list never shows an unfinished meet anyway, so it need not be swept first.
 */
export async function listMeets(env: Env, clubId: number | undefined) {
  const [deadMeets, deadImports, rows] = await db(env).batch([
    ...deadImportReads(env),
    db(env)
      .select(meetColumns)
      .from(meets)
      .innerJoin(clubs, eq(meets.club_id, clubs.id))
      .where(and(finished, clubId === undefined ? undefined : eq(meets.club_id, clubId)))
      .orderBy(desc(meets.planned_date), desc(meets.id)),
  ]);
  await removeDeadImports(env, deadMeets, deadImports);
  return withSignedIds(env, rows);
}
