// DESIGN 12, deploying for real: every activation and reset mail links to APP_URL. A production Worker
// whose APP_URL is still this computer's (http://127.0.0.1:8787, as wrangler.jsonc ships it) or plain
// http would mail links nobody can open safely, so it mails nothing and says which setting to change.
import { HttpError } from "../http/errors";
import { text } from "../http/language";
import { isLocalAppEnv } from "../app-env";

const LOCAL_HOSTS = /^(localhost|.*\.localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i;

/** Whether mails may link to `appUrl` in `appEnv`: anywhere on this computer, else only https off it. */
export function isMailableAppUrl(appEnv: string, appUrl: string): boolean {
  if (isLocalAppEnv(appEnv)) return true;
  try {
    const url = new URL(appUrl);
    return url.protocol === "https:" && !LOCAL_HOSTS.test(url.hostname);
  } catch {
    return false;
  }
}

/** The administrator's line in the Worker's log (wrangler tail, the dashboard) when a mail is not sent for APP_URL. */
export const appUrlLogLine = (appUrl: string) =>
  `No mail sent: APP_URL is ${appUrl}, an address the recipient cannot open; ` +
  "set it to the app's https address in wrangler.jsonc and deploy again.";

/** The refusal of a route that would mail while APP_URL is one no recipient can use: 503, naming the setting. */
export const MAIL_NOT_CONFIGURED = "Mail not configured";
const mailNotConfigured = (appUrl: string) => new HttpError(503, MAIL_NOT_CONFIGURED, text("server.mail.appUrl", { url: appUrl }));

/** Refuses (503, naming the setting, and logged) a route that would mail a link to an APP_URL no recipient can use. */
export function assertMailable(env: Pick<Env, "APP_ENV" | "APP_URL">): void {
  if (isMailableAppUrl(env.APP_ENV, env.APP_URL)) return;
  console.error(appUrlLogLine(env.APP_URL));
  throw mailNotConfigured(env.APP_URL);
}
