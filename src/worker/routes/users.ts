// SPEC section 7, users (team members). A club user manages only their own club's team and never
// administrators; only administrators create administrators (SPEC section 6).
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { createMiddleware } from "hono/factory";
import { and, eq, sql, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { db } from "../db/client";
import { clubs, users } from "../../shared/d1-schema";
import type { AppEnv } from "../http/types";
import { answers } from "../http/openapi";
import { asSentence, forbidden, HttpError, notFound, validationFailed } from "../http/errors";
import { clubIdText, idParam, jsonBody, queryParams, serverMessage } from "../http/validate";
import { allow, assertClub, currentUser } from "../auth/access";
import { profileColumns } from "../auth/session";
import { endTokens } from "../auth/one-time";
import { askToConfirm, mailsToConfirm } from "../auth/email-change";
import { giveBackMails, takeMails } from "../mail/mailbox-limit";
import { sendMail } from "../mail/send";
import { welcomeMail } from "../mail/templates";
import { assertMailable } from "../mail/app-url";
import { userCreateSchema, userUpdateSchema } from "../../shared/schemas";
import type { Profile } from "../../shared/profile";
import { deleteUser } from "../auth/last-admin";
import { liveMeetsOf, revokeIn } from "../auth/revoke-sockets";
import { editFrom, etagHeader, nextVersion, preconditionFailed } from "../http/precondition";
import { languageOf, text } from "../http/language";

// DESIGN 4: the invitation can be sent again, but a mailbox gets only so many in 15 minutes (mail/mailbox-limit.ts).
const inviteTooSoon = () => new HttpError(429, "Too many requests", text("server.users.inviteTooSoon"));
// A new address of an activated account waits for its owner (auth/email-change.ts): its two mails share that limit.
const addressMailsSpent = () => new HttpError(429, "Too many requests", text("server.users.addressMailsSpent"));
/** SPEC 8: the address has an account. */
const existingUser = () => new HttpError(422, "Existing user", text("server.users.existing"), { username: text("server.users.existing") });

/** A user as the lists show them: the profile, and whether they chose a password yet (DESIGN 4). */
const userColumns = {
  ...profileColumns,
  activated: sql<boolean>`${users.password_hash} is not null`.mapWith(Boolean),
  /** The new address of an activated account, waiting until its owner confirms it (auth/email-change.ts). */
  pending_username: users.pending_username,
  version: users.version,
};

const listQuery = v.object({
  club_id: v.optional(clubIdText),
  is_admin: v.optional(
    v.pipe(
      v.picklist(["true", "false", "1", "0"], serverMessage("server.users.adminFlag")),
      v.transform((s) => s === "true" || s === "1"),
    ),
  ),
});

async function findUser(env: Env, id: number) {
  const [user] = await db(env).select(userColumns).from(users).where(eq(users.id, id));
  if (!user) throw notFound(text("server.records.user"));
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
  .get(
    "/",
    describeRoute({ tags: ["Users"], summary: "The users the caller manages", responses: answers({ 200: "The users" }, 401, 403) }),
    allow("user"),
    queryParams(listQuery),
    async (c) => {
      const actor = currentUser(c);
      const query = c.req.valid("query");
      if (!actor.is_admin && query.club_id !== undefined) assertClub(actor, query.club_id);
      const filters: SQL[] = [];
      const clubId = actor.is_admin ? query.club_id : actor.club_id;
      if (clubId !== undefined) filters.push(eq(users.club_id, clubId ?? -1));
      if (query.is_admin !== undefined) filters.push(eq(users.is_admin, query.is_admin));
      const rows = await db(c.env)
        .select(userColumns)
        .from(users)
        .where(and(...filters))
        .orderBy(users.last_name, users.first_name);
      return c.json(rows);
    },
  )
  .get(
    "/:id",
    describeRoute({
      tags: ["Users"],
      summary: "A user the caller manages; its version as ETag",
      responses: answers({ 200: "The user" }, 401, 403, 404),
    }),
    allow("user"),
    managedUser,
    async (c) => {
      const user = await findUser(c.env, idParam(c));
      return c.json(user, 200, etagHeader(user));
    },
  )
  .post(
    "/",
    describeRoute({
      tags: ["Users"],
      summary:
        "Invite a user: mails a welcome with the activation link and answers the new user with its id; " +
        "422 'Existing user' when the address has an account, and nothing is added or mailed",
      responses: answers({ 201: "The new user, with its id" }, 401, 403, 404, 413, 415, 422, 429, 503),
    }),
    allow("user"),
    jsonBody(userCreateSchema),
    async (c) => {
      const actor = currentUser(c);
      const body = c.req.valid("json");
      const clubId = body.is_admin ? null : (body.club_id ?? (actor.is_admin ? null : actor.club_id));
      if (body.is_admin && !actor.is_admin) throw forbidden();
      if (!body.is_admin) {
        if (clubId == null) {
          const chooseClub = text("labels.validation.chooseClub");
          throw validationFailed({ club_id: chooseClub }, asSentence(chooseClub));
        }
        assertClub(actor, clubId);
        const [club] = await db(c.env).select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
        if (!club) throw notFound(text("server.records.club"));
      }
      assertMailable(c.env);
      // SPEC 9 and DESIGN 3: the secretary is told that the address has an account (only signed-in
      // club users and administrators add members), and nothing is added or mailed. Told before the
      // mail limit is counted, every time: no mail goes there, so nobody can spend that address's
      // invitations by adding it again and again.
      if (await usernameTaken(c.env, body.username)) throw existingUser();
      await takeMails(c.env, [body.username], inviteTooSoon);
      const invitation = {
        username: body.username,
        first_name: body.first_name,
        last_name: body.last_name,
        club_id: clubId,
        is_admin: body.is_admin,
      };
      const [created] = await db(c.env).insert(users).values(invitation).onConflictDoNothing().returning({ id: users.id });
      // A parallel add of the same address was first: its invitation is the one that goes out.
      if (!created) {
        await giveBackMails(c.env, [body.username]);
        throw existingUser();
      }
      // A new member has no language of their own yet: the welcome is in the inviter's (DESIGN 12).
      await sendMail(c.env, body.username, welcomeMail(languageOf(c), c.env.APP_URL, body.first_name, body.username));
      return c.json(await findUser(c.env, created.id), 201);
    },
  )
  .put(
    "/:id",
    describeRoute({
      tags: ["Users"],
      summary:
        "Change a user. A new address of an activated account waits (`pending_username`) until its owner confirms it from there. " +
        "Its mails count against each mailbox's limit (429, nothing changed); saving the same waiting address again " +
        "within 15 minutes mails nothing. With `If-Match` of another version: 412 and the current user",
      responses: answers({ 200: "The user" }, 401, 403, 404, 412, 413, 415, 422, 429, 503),
    }),
    allow("user"),
    managedUser,
    jsonBody(userUpdateSchema),
    async (c) => {
      const id = idParam(c);
      const actor = currentUser(c);
      const body = c.req.valid("json");
      const before = await findUser(c.env, id);
      const moves = before.username !== body.username;
      // An activated account keeps its address until its owner confirms the new one, so an edit
      // by someone else never hands the account's resets to a mailbox they read. One not yet activated
      // has no owner to ask: its address is put right at once, as before.
      const waits = moves && before.activated;
      if (waits) assertMailable(c.env);
      let mails: string[] = [];
      const user = await editFrom(
        c,
        users,
        before,
        async (where) => {
          // A rename to an address that exists is refused like any other bad edit: a club user must not be
          // able to test which addresses have an account by renaming a team member to them. A waiting
          // address is checked when it is confirmed, so its answer tells nothing either. An administrator
          // sees every account anyway: told at once, as when adding one, instead of a wait that cannot end.
          if (moves && (actor.is_admin || !waits) && (await usernameTaken(c.env, body.username, id))) {
            if (!actor.is_admin) throw new HttpError(422, "Not saved", text("server.request.validationFailed"));
            throw existingUser();
          }
          // Counted before the write: a mailbox that had its share refuses the whole edit, names and all.
          if (waits) mails = await mailsToConfirm(c.env, before, body.username, addressMailsSpent);
          const fields = waits ? { first_name: body.first_name, last_name: body.last_name, pending_username: body.username } : body;
          const [written] = await db(c.env)
            .update(users)
            .set({ ...fields, version: nextVersion(users.version) })
            .where(where)
            .returning(userColumns);
          // Another edit was first (412): nothing is mailed, so nothing counts.
          if (!written) await giveBackMails(c.env, mails);
          return written;
        },
        async () => preconditionFailed(text("server.changedMeanwhile.user"), "user", await findUser(c.env, id)),
      );
      if (mails.length > 0) await askToConfirm(c.env, user, languageOf(c));
      // A new address is usually a typo put right: the links mailed to the old one open nothing any more.
      else if (moves && !waits) await endTokens(c.env, id);
      return c.json(user, 200, etagHeader(user));
    },
  )
  .post(
    "/:id/invite",
    describeRoute({
      tags: ["Users"],
      summary: "Mail the invitation again to a user who has not activated yet",
      responses: answers({ 204: "Sent" }, 401, 403, 404, 409, 429, 503),
    }),
    allow("user"),
    managedUser,
    async (c) => {
      const user = await findUser(c.env, idParam(c));
      if (user.activated) throw new HttpError(409, "Already activated", text("server.users.alreadyActive"));
      assertMailable(c.env);
      await takeMails(c.env, [user.username], inviteTooSoon);
      await sendMail(c.env, user.username, welcomeMail(user.language ?? languageOf(c), c.env.APP_URL, user.first_name, user.username));
      return c.body(null, 204);
    },
  )
  .delete(
    "/:id",
    describeRoute({
      tags: ["Users"],
      summary: "Delete a user; closes their sockets",
      responses: answers({ 204: "Deleted" }, 401, 403, 404, 422),
    }),
    allow("user"),
    managedUser,
    async (c) => {
      const id = idParam(c);
      const meetIds = await liveMeetsOf(c.env, id);
      await deleteUser(c.env, id);
      await revokeIn(c.env, meetIds, { user: id });
      return c.body(null, 204);
    },
  );
