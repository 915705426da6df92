import { and, eq, ne, or, sql } from "drizzle-orm";
import { db } from "../db/client";
import { users } from "../../shared/d1-schema";
import { HttpError } from "../http/errors";
import { text } from "../http/language";

/**
 * Deletes a user unless they are the last administrator, which would lock everyone out of the
 * platform's management. One conditional statement, not a check and then a delete: two
 * administrators deleting themselves at the same moment cannot both pass.
 */
export async function deleteUser(env: Env, userId: number): Promise<void> {
  const otherAdmin = sql`exists (select 1 from ${users} as other where other.is_admin = 1 and other.id != ${userId})`;
  const deleted = await db(env)
    .delete(users)
    .where(and(eq(users.id, userId), or(eq(users.is_admin, false), otherAdmin)))
    .returning({ id: users.id });
  if (deleted.length > 0) return;
  const [still] = await db(env)
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), ne(users.is_admin, false)));
  if (still) throw new HttpError(409, "Last administrator", text("server.users.lastAdmin"));
}
