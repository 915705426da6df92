// DESIGN 8e, no lost update: a record's GET answers its version as an ETag, and an edit whose If-Match
// names another version is refused with 412, the current record and a message, writing nothing.
// Without If-Match (scripts, the link) the edit is taken as before: the last one wins.
import type { Context } from "hono";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { HttpError } from "./errors";
import type { Text } from "./language";
import { etagOf, ifMatchTags } from "../../shared/etag";

/** The ETag header of a record's answer. */
export const etagHeader = (record: { version: number }) => ({ ETag: etagOf(record.version) });

/** What an edit sets beside its fields: the next version. */
export const nextVersion = (column: SQLiteColumn) => sql<number>`${column} + 1`;

/** The 412 of an edit made from another version: the record as it is now, under its own name. */
export function preconditionFailed(message: Text, name: string, current: { version: number }): HttpError {
  return new HttpError(412, "precondition_failed", message, undefined, { body: { [name]: current }, headers: etagHeader(current) });
}

/**
 * Writes an edit of `read` (the row as the handler found it) only when the caller's If-Match names the
 * version it has; `write` gets the WHERE that says so, so of two edits racing from the same version
 * the second changes nothing either. `refuse` makes the 412 (or the 404 of a row deleted meanwhile).
 */
export async function editFrom<T>(
  c: Context,
  table: { id: SQLiteColumn; version: SQLiteColumn },
  read: { id: number; version: number },
  write: (where: SQL | undefined) => Promise<T | undefined>,
  refuse: () => Promise<HttpError>,
): Promise<T> {
  const tags = ifMatchTags(c.req.header("If-Match"));
  if (tags !== null && !tags.includes(etagOf(read.version))) throw await refuse();
  const written = await write(and(eq(table.id, read.id), tags === null ? undefined : eq(table.version, read.version)));
  if (written === undefined) throw await refuse();
  return written;
}
