// OWASP's device cookie against lockout by strangers: a browser that signed in to an account before
// carries a signed cookie naming it, and the account-wide and per-address limits, which anyone
// anywhere can use up, do not apply to it: not to its sign-in, and not to the reset mails it asks
// for. Its own failures still count (account and address).
import type { Context } from "hono";
import { getSignedCookie, setSignedCookie } from "hono/cookie";
import type { AppEnv } from "../http/types";

const DEVICE_COOKIE = "device";
const DEVICE_DAYS = 365;

/** Whether this browser signed in to this account before. */
export async function knownDevice(c: Context<AppEnv>, username: string): Promise<boolean> {
  return (await getSignedCookie(c, c.env.SESSION_SECRET, DEVICE_COOKIE)) === username;
}

export async function rememberDevice(c: Context<AppEnv>, username: string): Promise<void> {
  await setSignedCookie(c, DEVICE_COOKIE, username, c.env.SESSION_SECRET, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    // Sign-in and the reset mail ask for it (routes/session.ts); no other route receives it.
    path: "/api/session",
    maxAge: DEVICE_DAYS * 86_400,
  });
}
