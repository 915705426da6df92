// DESIGN 4: real mail through the send_email binding; outside production every mail is also kept in
// the outbox table so activation and reset can be followed on /dev/mail.
import { db } from "../db/client";
import { outbox } from "../../shared/d1-schema";
import type { Mail } from "./templates";

export async function sendMail(env: Env, to: string, mail: Mail): Promise<void> {
  if (env.APP_ENV !== "production") {
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
