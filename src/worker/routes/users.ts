// SPEC section 7, users (team members). A club user manages only their own club's team and never
// administrators; only administrators create administrators (SPEC section 6).
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { and, eq, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { db } from "../db/client";
import { clubs, users } from "../db/schema";
import type { AppEnv } from "../http/types";
import { forbidden, HttpError, notFound, validationFailed } from "../http/errors";
import { clubIdText, idParam, jsonBody, queryParams } from "../http/validate";
import { allow, assertClub, currentUser } from "../auth/access";
import { profileColumns } from "../auth/session";
import { issueToken } from "../auth/one-time";
import { sendMail } from "../mail/send";
import { welcomeMail } from "../mail/templates";
import { CHOOSE_CLUB, userCreateSchema, userUpdateSchema } from "../../shared/schemas";
import type { Profile } from "../../shared/profile";
import { deleteUser } from "../auth/last-admin";
import { liveMeetsOf, revokeIn } from "../auth/revoke-sockets";
import { messages } from "../../shared/texts/nl";

const existingUser = () =>
  new HttpError(422, "Existing user", messages.users.existing);

const listQuery = v.object({
  club_id: v.optional(clubIdText),
  is_admin: v.optional(
    v.pipe(
      v.picklist(["true", "false", "1", "0"], messages.users.adminFlag),
      v.transform((s) => s === "true" || s === "1"),
    ),
  ),
});

async function findUser(env: Env, id: number) {
  const [user] = await db(env).select(profileColumns).from(users).where(eq(users.id, id));
  if (!user) throw notFound(messages.records.user);
  return user;
}

/** Who may change or remove a user: administrators anyone, a club user their own club's non-admins. */
function assertManages(actor: Profile, target: Profile): void {
  if (actor.is_admin) return;
  if (target.is_admin) throw forbidden();
  assertClub(actor, target.club_id);
}

async function usernameTaken(env: Env, username: string, exceptId?: number): Promise<boolean> {
  const [row] = await db(env).select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return !!row && row.id !== exceptId;
}

/** The user of the path, once the actor may manage them; before any body is read. */
const managedUser = createMiddleware<AppEnv>(async (c, next) => {
  assertManages(currentUser(c), await findUser(c.env, idParam(c)));
  await next();
});

export const userRoutes = new Hono<AppEnv>()
  .get("/", allow("user"), queryParams(listQuery), async (c) => {
    const actor = currentUser(c);
    const query = c.req.valid("query");
    if (!actor.is_admin && query.club_id !== undefined) assertClub(actor, query.club_id);
    const filters: SQL[] = [];
    const clubId = actor.is_admin ? query.club_id : actor.club_id;
    if (clubId !== undefined) filters.push(eq(users.club_id, clubId ?? -1));
    if (query.is_admin !== undefined) filters.push(eq(users.is_admin, query.is_admin));
    const rows = await db(c.env)
      .select(profileColumns)
      .from(users)
      .where(and(...filters))
      .orderBy(users.last_name, users.first_name);
    return c.json(rows);
  })
  .post("/", allow("user"), jsonBody(userCreateSchema), async (c) => {
    const actor = currentUser(c);
    const body = c.req.valid("json");
    const clubId = body.is_admin ? null : (body.club_id ?? (actor.is_admin ? null : actor.club_id));
    if (body.is_admin && !actor.is_admin) throw forbidden();
    if (!body.is_admin) {
      if (clubId == null) {
        throw validationFailed({ club_id: CHOOSE_CLUB }, `${CHOOSE_CLUB}.`);
      }
      assertClub(actor, clubId);
      const [club] = await db(c.env).select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
      if (!club) throw notFound(messages.records.club);
    }
    if (await usernameTaken(c.env, body.username)) throw existingUser();
    const [user] = await db(c.env)
      .insert(users)
      .values({ username: body.username, first_name: body.first_name, last_name: body.last_name, club_id: clubId, is_admin: body.is_admin })
      .returning(profileColumns);
    const token = await issueToken(c.env, user!.id, "activation");
    await sendMail(c.env, user!.username, welcomeMail(c.env.APP_URL, user!.first_name, token));
    return c.json(user!, 201);
  })
  .put("/:id", allow("user"), managedUser, jsonBody(userUpdateSchema), async (c) => {
    const id = idParam(c);
    const body = c.req.valid("json");
    // A rename to an address that exists is refused like any other bad edit: a club user must not be
    // able to test which addresses have an account by renaming a team member to them.
    if (await usernameTaken(c.env, body.username, id)) throw new HttpError(422, "Not saved", messages.request.validationFailed);
    const [user] = await db(c.env).update(users).set(body).where(eq(users.id, id)).returning(profileColumns);
    return c.json(user!);
  })
  .delete("/:id", allow("user"), managedUser, async (c) => {
    const id = idParam(c);
    const meetIds = await liveMeetsOf(c.env, id);
    await deleteUser(c.env, id);
    await revokeIn(c.env, meetIds, { user: id });
    return c.body(null, 204);
  });
