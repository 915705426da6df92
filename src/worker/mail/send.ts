// DESIGN 4: real mail through the send_email binding; on this computer every mail is also kept in
// the outbox table so activation and reset can be followed on /dev/mail.
import { db } from "../db/client";
import { outbox } from "../../shared/d1-schema";
import type { Mail } from "./templates";
import { appUrlLogLine, isMailableAppUrl } from "./app-url";
import { isLocalAppEnv } from "../app-env";

export async function sendMail(env: Env, to: string, mail: Mail): Promise<void> {
  // The routes refuse before they change anything (assertMailable); this is the last word, so that no
  // route, however it came to mail, sends a production mail while APP_URL points at no reachable app.
  if (!isMailableAppUrl(env.APP_ENV, env.APP_URL)) {
    console.error(appUrlLogLine(env.APP_URL), mail.subject);
    return;
  }
  if (isLocalAppEnv(env.APP_ENV)) {
    await db(env).insert(outbox).values({ to, subject: mail.subject, text: mail.text, html: mail.html });
  }
  try {
    await env.EMAIL.send({ from: env.MAIL_FROM, to, subject: mail.subject, text: mail.text, html: mail.html });
  } catch (error) {
    // A mail service outage must not turn a created account into an error; the link can be re-sent
    // from the activation page. In production it is logged for the administrator.
    console.error("mail not sent", to, mail.subject, error);
  }
}
