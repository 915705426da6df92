// The meets a list shows (SPEC 7), for the screens and the link alike.
import { and, desc, eq } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { db } from "../db/client";
import { clubs, meets } from "../../shared/d1-schema";
import { deadImportReads, removeDeadImports } from "./import";
import { finished, meetColumns, withSignedIds } from "./store";

/**
 * One club's meets, or every club's, newest first, with the sweep's reads of dead imports in the same
 * batch: the list never shows an unfinished meet anyway, so it need not be swept first.
 */
export function listReads(env: Env, clubId: number | undefined) {
  return [
    ...deadImportReads(env),
    db(env)
      .select(meetColumns)
      .from(meets)
      .innerJoin(clubs, eq(meets.club_id, clubs.id))
      .where(and(finished, clubId === undefined ? undefined : eq(meets.club_id, clubId)))
      .orderBy(desc(meets.planned_date), desc(meets.id)),
  ] as const;
}

/** The list of listReads' rows; the sweep writes only when something died. */
export async function listed(env: Env, [deadMeets, deadImports, rows]: BatchResponse<ReturnType<typeof listReads>>) {
  await removeDeadImports(env, deadMeets, deadImports);
  return withSignedIds(env, rows);
}

export async function listMeets(env: Env, clubId: number | undefined) {
  return listed(env, await db(env).batch(listReads(env, clubId)));
}
