// SPEC section 7, session calls, with DESIGN 3's rate limits and one-time tokens.
import { Hono, type Context } from "hono";
import { describeRoute } from "hono-openapi";
import { and, eq, ne } from "drizzle-orm";
import { db } from "../db/client";
import { sessions, users } from "../../shared/d1-schema";
import type { AppEnv } from "../http/types";
import { answers } from "../http/openapi";
import { HttpError } from "../http/errors";
import { jsonBody } from "../http/validate";
import { allow, currentUser } from "../auth/access";
import { hashPassword, verifyPassword } from "../auth/crypto";
import { endSession, profileColumns, startSession } from "../auth/session";
import { clientKey, giveBack, takeAttempt } from "../auth/rate-limit";
import { knownDevice, rememberDevice } from "../auth/device";
import { consumeToken, endTokens, findToken, issueToken } from "../auth/one-time";
import { confirmEmail } from "../auth/email-change";
import { sendMail } from "../mail/send";
import { activationMail, resetMail } from "../mail/templates";
import {
  activationRequestSchema,
  confirmEmailSchema,
  forgotSchema,
  linkSchema,
  loginSchema,
  resetSchema,
  updatePasswordSchema,
} from "../../shared/schemas";
import { deleteUser } from "../auth/last-admin";
import { liveMeetsOf, revokeIn, revokeUser } from "../auth/revoke-sockets";
import { nextVersion } from "../http/precondition";
import { assertMailable } from "../mail/app-url";
import { languageOf, text } from "../http/language";
import { profileUpdateSchema } from "../../shared/profile";

const LOGIN_FAILURES = 10;
/**
 * Failures from one network address over every account: a pool's Wi-Fi is one address for all its
 * clubs' secretaries, whose typos must not lock each other out, while one client trying a password
 * on many accounts is still stopped.
 */
const LOGIN_FAILURES_PER_CLIENT = 50;
const MAIL_REQUESTS_PER_ADDRESS = 5;
const MAIL_REQUESTS_PER_CLIENT_AND_ADDRESS = 3;
const MAIL_REQUESTS_PER_CLIENT = 20;

// What a stranger's failures leave the owner of an address locked for sign-in: the reset link, after
// which the browser they reset from is remembered and no longer locked out (see /reset).
const loginLocked = () => new HttpError(429, "Too many requests", text("server.session.loginLocked"));
// Past the network's own limit the account is not what is locked: the refusal says so.
const networkLocked = () => new HttpError(429, "Too many requests", text("server.session.networkLocked"));
// What strangers who asked for the address's mails leave its owner on a new browser: the links they
// had mailed are in the owner's inbox, and the newest one works (a reset link for an hour, longer than
// the limit's window), so the refusal says to use it rather than to wait.
const mailsSpent = () => new HttpError(429, "Too many requests", text("server.session.mailsSpent"));
// Whoever finds a screen still signed in guesses the current password no faster than at the sign-in.
const passwordLocked = () => new HttpError(429, "Too many requests", text("server.session.passwordLocked"));

async function findUser(env: Env, username: string) {
  const [user] = await db(env)
    .select({ ...profileColumns, password_hash: users.password_hash })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return user;
}

/**
 * Forgot and activation answer the same, in the same time, whether or not the address exists
 * (DESIGN 3): after the limits, the lookup, the link and the mail happen after the answer.
 */
async function mailLinkRequest(c: Context<AppEnv>, username: string, kind: "reset" | "activation") {
  const env = c.env;
  // Before the limits and the answer: the mail itself goes after the answer, where a refusal is heard by nobody.
  assertMailable(env);
  const ip = clientKey(c.req);
  // The requesting client's limits first, and only a request they let through counts for
  // the address; one stranger can then never use up the mails the address's owner asks for.
  await takeAttempt(env, [
    { key: `${kind}:addr:${username}:ip:${ip}`, limit: MAIL_REQUESTS_PER_CLIENT_AND_ADDRESS },
    { key: `${kind}:ip:${ip}`, limit: MAIL_REQUESTS_PER_CLIENT },
  ]);
  // The address's own limit is one that strangers anywhere can use up: a browser that signed in to
  // this account before (its device cookie) is the owner's and always gets its reset mail.
  if (!(await knownDevice(c, username))) {
    await takeAttempt(env, [{ key: `${kind}:addr:${username}`, limit: MAIL_REQUESTS_PER_ADDRESS }], mailsSpent);
  }
  // In the account's language, else the one this request was made in (DESIGN 12).
  const language = languageOf(c);
  c.executionCtx.waitUntil(
    (async () => {
      const user = await findUser(env, username);
      if (!user) return;
      if (kind === "activation" && user.password_hash) return;
      const token = await issueToken(env, user.id, kind);
      const template = kind === "reset" ? resetMail : activationMail;
      await sendMail(env, user.username, template(user.language ?? language, env.APP_URL, user.first_name, token));
    })().catch((error) => console.error("mail link not sent", error)),
  );
}

export const sessionRoutes = new Hono<AppEnv>()
  .post(
    "/login",
    describeRoute({
      tags: ["Session"],
      summary: "Sign in: starts a session (cookie)",
      responses: answers({ 200: "The signed-in user's profile" }, 401, 403, 413, 415, 429),
    }),
    allow("public"),
    jsonBody(loginSchema),
    async (c) => {
      const { username, password } = c.req.valid("json");
      const client = clientKey(c.req);
      // Failures count per account and client always; per account and per client as well unless this
      // browser signed in to the account before, so strangers elsewhere cannot lock its owner out.
      const limits = [
        { key: `login:addr:${username}:ip:${client}`, limit: LOGIN_FAILURES },
        ...((await knownDevice(c, username))
          ? []
          : [
              { key: `login:addr:${username}`, limit: LOGIN_FAILURES },
              { key: `login:ip:${client}`, limit: LOGIN_FAILURES_PER_CLIENT, refusal: networkLocked },
            ]),
      ];
      await takeAttempt(c.env, limits, loginLocked);
      const user = await findUser(c.env, username);
      if (!(await verifyPassword(password, user?.password_hash ?? null)) || !user) {
        throw new HttpError(401, "Invalid credentials", text("server.session.invalidCredentials"));
      }
      await giveBack(
        c.env,
        limits.map((l) => l.key),
      );
      await startSession(c, user.id);
      await rememberDevice(c, username);
      const { password_hash: _, ...profile } = user;
      return c.json(profile);
    },
  )
  .get(
    "/verify",
    describeRoute({
      tags: ["Session"],
      summary: "The signed-in user's profile, with the account's `language` ('nl', 'en', 'de', 'fr', or null: the browser's)",
      responses: answers({ 200: "The profile" }, 401),
    }),
    allow("user"),
    (c) => c.json(currentUser(c)),
  )
  .delete(
    "/logout",
    describeRoute({ tags: ["Session"], summary: "Sign out", responses: answers({ 204: "Signed out" }, 403) }),
    allow("public"),
    async (c) => {
      const user = c.get("user");
      const session = c.get("sessionHash");
      await endSession(c);
      if (user && session) await revokeUser(c.env, user.id, { session });
      return c.body(null, 204);
    },
  )
  .post(
    "/forgot",
    describeRoute({
      tags: ["Session"],
      summary: "Mail a password reset link (the same answer whether or not the address has an account)",
      responses: answers({ 200: "Asked" }, 403, 413, 415, 429, 503),
    }),
    allow("public"),
    jsonBody(forgotSchema),
    async (c) => {
      const { username } = c.req.valid("json");
      await mailLinkRequest(c, username, "reset");
      return c.json({ ok: true });
    },
  )
  .post(
    "/activation",
    describeRoute({
      tags: ["Session"],
      summary: "Mail a new activation link (the same answer whether or not the address has an account)",
      responses: answers({ 200: "Asked" }, 403, 413, 415, 429, 503),
    }),
    allow("public"),
    jsonBody(activationRequestSchema),
    async (c) => {
      const { username } = c.req.valid("json");
      await mailLinkRequest(c, username, "activation");
      return c.json({ ok: true });
    },
  )
  .post(
    "/link",
    describeRoute({
      tags: ["Session"],
      summary: "What an activation or reset link opens",
      responses: answers({ 200: "The link's kind and account" }, 403, 404, 410, 413, 415),
    }),
    allow("public"),
    jsonBody(linkSchema),
    async (c) => {
      // Only the holder of a link (256 random bits) learns whose account it opens; a spent link tells
      // nothing of the account, only its kind, so the page can offer the right new one.
      const found = await findToken(c.env, c.req.valid("json").reset_token);
      if (!found) throw new HttpError(404, "Invalid token", text("server.session.invalidToken"));
      if (!found.usable) {
        throw new HttpError(
          410,
          found.kind === "activation" ? "Used activation link" : "Used reset link",
          text("server.session.usedToken"),
        );
      }
      const [account] = await db(c.env)
        .select({
          username: users.username,
          first_name: users.first_name,
          last_name: users.last_name,
          pending_username: users.pending_username,
        })
        .from(users)
        .where(eq(users.id, found.userId));
      // An address confirmation's holder also sees the address it confirms, so the page names it.
      const { pending_username, ...named } = account!;
      return c.json({ kind: found.kind, ...named, ...(found.kind === "email" ? { pending_username } : {}) });
    },
  )
  .post(
    "/reset",
    describeRoute({
      tags: ["Session"],
      summary: "Choose a password with an activation or reset link; signs in",
      responses: answers({ 200: "The signed-in user's profile" }, 403, 413, 415),
    }),
    allow("public"),
    jsonBody(resetSchema),
    async (c) => {
      // The body is checked before the token is spent, so a weak password does not burn the link.
      const { reset_token, password } = c.req.valid("json");
      const userId = await consumeToken(c.env, reset_token, ["reset", "activation"]);
      if (userId === null) throw new HttpError(400, "Invalid token", text("server.session.invalidToken"));
      const d = db(c.env);
      await d.batch([
        d
          .update(users)
          .set({ password_hash: await hashPassword(password) })
          .where(eq(users.id, userId)),
        // A reset ends every other session and link: whoever knew the old password is logged out.
        d.delete(sessions).where(eq(sessions.user_id, userId)),
        endTokens(c.env, userId),
      ]);
      await revokeUser(c.env, userId, { user: userId });
      await startSession(c, userId);
      const [profile] = await d.select(profileColumns).from(users).where(eq(users.id, userId));
      // The browser the owner reset from is theirs, so strangers' failures never lock it out.
      await rememberDevice(c, profile!.username);
      return c.json(profile!);
    },
  )
  .post(
    "/confirm_email",
    describeRoute({
      tags: ["Session"],
      summary: "Confirm an account's new address with the link mailed there and the account's password",
      responses: answers({ 200: "The profile, with the new address" }, 400, 401, 403, 409, 410, 413, 415, 429),
    }),
    allow("public"),
    jsonBody(confirmEmailSchema),
    async (c) => {
      const { token, password } = c.req.valid("json");
      return c.json(await confirmEmail(c.env, c.req, token, password));
    },
  )
  .put(
    "/update_password",
    describeRoute({
      tags: ["Session"],
      summary:
        "Change the own password; ends the user's other sessions. After 10 wrong current passwords in 15 minutes: 429, " +
        "even for the right one, until the window ends",
      responses: answers({ 204: "Changed" }, 401, 403, 413, 415, 429),
    }),
    allow("user"),
    jsonBody(updatePasswordSchema),
    async (c) => {
      const user = currentUser(c);
      const { password, current_password } = c.req.valid("json");
      // The sign-in's limit, counted by account only: just this account's own sessions can spend it, so
      // strangers' failed sign-ins never keep its owner from changing the password.
      const limits = [{ key: `password:user:${user.id}`, limit: LOGIN_FAILURES }];
      await takeAttempt(c.env, limits, passwordLocked);
      const stored = await findUser(c.env, user.username);
      if (!(await verifyPassword(current_password, stored?.password_hash ?? null))) {
        throw new HttpError(401, "Wrong password", text("server.session.wrongPassword"));
      }
      await giveBack(
        c.env,
        limits.map((l) => l.key),
      );
      const d = db(c.env);
      await d.batch([
        d
          .update(users)
          .set({ password_hash: await hashPassword(password) })
          .where(eq(users.id, user.id)),
        d.delete(sessions).where(and(eq(sessions.user_id, user.id), ne(sessions.token_hash, c.get("sessionHash")!))),
        endTokens(c.env, user.id),
      ]);
      await revokeUser(c.env, user.id, { user: user.id, except: c.get("sessionHash")! });
      return c.body(null, 204);
    },
  )
  .put(
    "/profile",
    describeRoute({
      tags: ["Session"],
      summary:
        "Change the own name, and the account's language when `language` is sent: " +
        "'nl', 'en', 'de' or 'fr' for the pages, the API's answers and the mails, null to follow the browser again (left out: unchanged)",
      responses: answers({ 200: "The profile, with its `language`" }, 401, 403, 413, 415),
    }),
    allow("user"),
    jsonBody(profileUpdateSchema),
    async (c) => {
      const user = currentUser(c);
      const body = c.req.valid("json");
      // A new version: an administrator's dialog opened before this change must not write over it (DESIGN 8e).
      const [profile] = await db(c.env)
        .update(users)
        .set({ ...body, version: nextVersion(users.version) })
        .where(eq(users.id, user.id))
        .returning(profileColumns);
      return c.json(profile!);
    },
  )
  .delete(
    "/account",
    describeRoute({ tags: ["Session"], summary: "Delete the own account", responses: answers({ 204: "Deleted" }, 401, 403, 422) }),
    allow("user"),
    async (c) => {
      const user = currentUser(c);
      const meetIds = await liveMeetsOf(c.env, user.id);
      await deleteUser(c.env, user.id);
      await revokeIn(c.env, meetIds, { user: user.id });
      await endSession(c);
      return c.body(null, 204);
    },
  );
