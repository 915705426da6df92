// DESIGN 4: the development-only mail page, so activation and reset links can be followed locally.
// Absent (404) unless APP_ENV says the Worker is on this computer (app-env.ts).
import { Hono } from "hono";
import { desc } from "drizzle-orm";
import { html, raw } from "hono/html";
import { db } from "../db/client";
import { outbox } from "../../shared/d1-schema";
import type { AppEnv } from "../http/types";
import { notFound } from "../http/errors";
import { isLocalAppEnv } from "../app-env";
import { languageOf, say, text } from "../http/language";
import type { ServerMessageId } from "../../shared/i18n/server-texts";

async function latestMails(env: Env) {
  return db(env).select().from(outbox).orderBy(desc(outbox.id)).limit(50);
}

export const devMailRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isLocalAppEnv(c.env.APP_ENV)) throw notFound(text("server.records.page"));
    await next();
  })
  .get("/mail.json", async (c) => c.json(await latestMails(c.env)))
  .get("/mail", async (c) => {
    const mails = await latestMails(c.env);
    const language = languageOf(c);
    const t = (key: "title" | "heading" | "intro" | "none" | "to" | "subject") =>
      say(language, { id: `server.devMail.${key}` satisfies ServerMessageId });
    return c.html(html`<!doctype html>
      <html lang="${language}">
        <head><meta charset="utf-8" /><title>${t("title")}</title>
          <style>body{font-family:sans-serif;max-width:800px;margin:2rem auto}
            article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}</style>
        </head>
        <body>
          <h1>${t("heading")}</h1>
          <p>${t("intro")}</p>
          ${mails.length === 0 ? html`<p>${t("none")}</p>` : ""}
          ${mails.map(
            (m) => html`<article>
              <div><strong>${t("to")}</strong> ${m.to}</div>
              <div><strong>${t("subject")}</strong> ${m.subject}</div>
              <div><small>${m.created_at}</small></div>
              <div>${raw(m.html)}</div>
            </article>`,
          )}
        </body>
      </html>`);
  });
