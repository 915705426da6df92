import { and, eq, ne } from "drizzle-orm";
import { db } from "../db/client";
import { users } from "../db/schema";
import { HttpError } from "../http/errors";
import { messages } from "../../shared/texts/nl";

/** Removing the last administrator would lock everyone out of the platform's management. */
export async function assertNotLastAdmin(env: Env, userId: number): Promise<void> {
  const d = db(env);
  const [target] = await d.select({ is_admin: users.is_admin }).from(users).where(eq(users.id, userId));
  if (!target?.is_admin) return;
  const [other] = await d
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.is_admin, true), ne(users.id, userId)))
    .limit(1);
  if (!other) {
    throw new HttpError(409, "Last administrator", messages.users.lastAdmin);
  }
}
