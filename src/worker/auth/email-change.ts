// Nobody takes over an account by changing its address. An activated account's new address
// waits beside the old one until the account's owner confirms it: the link mailed to the new address
// proves the mailbox, the account's password proves the owner. Until then the old address signs in
// and gets the resets, and it is told of the request.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { db } from "../db/client";
import { users } from "../../shared/d1-schema";
import { HttpError } from "../http/errors";
import { nextVersion } from "../http/precondition";
import { sendMail } from "../mail/send";
import { confirmEmailMail, emailChangeNoticeMail } from "../mail/templates";
import { verifyPassword } from "./crypto";
import { consumeToken, endTokens, findToken, issueToken, openLinkSince } from "./one-time";
import { clientKey, giveBack, takeAttempt, WINDOW_MS } from "./rate-limit";
import { takeMails } from "../mail/mailbox-limit";
import { profileColumns } from "./session";
import type { Profile } from "../../shared/profile";
import { text } from "../http/language";
import type { Language } from "../../shared/i18n/languages";

// Like a login (DESIGN 3): the password on the confirmation page is guessed no faster than there.
const CONFIRM_FAILURES = 10;

/**
 * The addresses that saving `address` as the account's waiting one mails, counted against their
 * mailboxes' limit first: none when it is the address already waiting and the link mailed there in
 * the limit's window still opens (a dialog saved twice, a name put right), so repeating a save sends
 * nothing. A spent limit of either mailbox refuses with `refusal`, before anything is changed.
 */
export async function mailsToConfirm(
  env: Env,
  user: { id: number; username: string; pending_username: string | null },
  address: string,
  refusal: () => HttpError,
): Promise<string[]> {
  if (user.pending_username === address && (await openLinkSince(env, user.id, "email", Date.now() - WINDOW_MS))) return [];
  const addresses = [address, user.username];
  await takeMails(env, addresses, refusal);
  return addresses;
}

/**
 * Mails the confirmation link to the waiting address and tells the address the account still has,
 * both in the account's language, else in `language` (the request's: DESIGN 12).
 */
export async function askToConfirm(
  env: Env,
  user: { id: number; username: string; first_name: string; pending_username: string | null; language: Language | null },
  language: Language,
) {
  if (!user.pending_username) return;
  const token = await issueToken(env, user.id, "email");
  const own = user.language ?? language;
  await sendMail(env, user.pending_username, confirmEmailMail(own, env.APP_URL, user.first_name, user.pending_username, token));
  await sendMail(env, user.username, emailChangeNoticeMail(own, env.APP_URL, user.first_name, user.pending_username));
}

const invalidLink = () => new HttpError(400, "Invalid token", text("server.session.invalidToken"));

/**
 * Moves the account to its waiting address when the link is one of ours for it and the password is
 * the account's. A wrong password spends nothing but an attempt; the link is spent only by the move.
 */
export async function confirmEmail(
  env: Env,
  req: { header(name: string): string | undefined },
  token: string,
  password: string,
): Promise<Profile> {
  const found = await findToken(env, token);
  if (found?.kind !== "email") throw invalidLink();
  if (!found.usable) throw new HttpError(410, "Used email link", text("server.session.usedToken"));
  const limits = [
    { key: `email:user:${found.userId}`, limit: CONFIRM_FAILURES },
    { key: `email:ip:${clientKey(req)}`, limit: CONFIRM_FAILURES },
  ];
  await takeAttempt(env, limits);
  const d = db(env);
  const [account] = await d.select({ password_hash: users.password_hash }).from(users).where(eq(users.id, found.userId));
  if (!(await verifyPassword(password, account?.password_hash ?? null))) {
    throw new HttpError(401, "Wrong password", text("server.users.confirmWrongPassword"));
  }
  await giveBack(
    env,
    limits.map((l) => l.key),
  );
  const userId = await consumeToken(env, token, ["email"]);
  if (userId === null) throw invalidLink();
  const [moved] = await d
    .update(users)
    .set({ username: sql`${users.pending_username}`, pending_username: null, version: nextVersion(users.version) })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.pending_username),
        sql`not exists (select 1 from ${users} as other where other.username = ${users.pending_username})`,
      ),
    )
    .returning(profileColumns);
  if (!moved) throw new HttpError(409, "Address taken", text("server.users.addressTaken"));
  // Reset and activation links went to the old address: they open nothing any more.
  await endTokens(env, userId);
  return moved;
}
