// DESIGN 8c: a meet its club made public can be followed without an account, at /live/{meetNumber}.
// What these routes answer is for everyone, so it holds names, clubs, classes and times only, and
// it is served through the edge cache: the meet room is asked about once a second, not per reader.
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { meets } from "../../shared/d1-schema";
import type { AppEnv } from "../http/types";
import { answers } from "../http/openapi";
import { allow } from "../auth/access";
import { servePublic } from "../http/edge-cache";
import { room } from "../meets/store";
import { resultsJson } from "../points/store";
import { say, text } from "../http/language";
import type { Language } from "../../shared/i18n/languages";

/**
 * The answer for a number that is no public meet. Every public answer's body is free of words but this
 * one (DESIGN 12): the cache keeps it by the meet alone, and the reader's language is said here.
 */
const notPublic = (language: Language) => JSON.stringify({ error: "Not found", message: say(language, text("server.meets.notPublic")) });

/** The id of a public meet by its number, or null: an unknown number and a private meet look the same. */
async function publicMeetId(env: Env, meetNumber: string): Promise<number | null> {
  if (!/^\d{5}$/.test(meetNumber)) return null;
  const [meet] = await db(env).select({ id: meets.id, public: meets.public }).from(meets).where(eq(meets.external_id, meetNumber));
  return meet?.public ? meet.id : null;
}

export const publicRoutes = new Hono<AppEnv>()
  .use(allow("public"))
  .get(
    "/meets/:number/live",
    describeRoute({
      tags: ["Public"],
      summary: "The live heats of a public meet in running order, with its sessions: names, clubs, classes, times",
      responses: answers({ 200: "The meet's live state", 304: "Not changed (ETag)" }, 404),
    }),
    (c) => {
      const number = c.req.param("number");
      return servePublic(c, `/api/public/meets/${number}/live`, notPublic, async () => {
        const id = await publicMeetId(c.env, number);
        if (id === null) return { status: 404 };
        const { live, server_time } = await room(c.env, id).publicLiveJson();
        // The ETag is of the meet without the clock, so an unchanged meet answers 304 from second to second.
        return { status: 200, body: `{"server_time":${server_time},${live.slice(1)}`, version: live };
      });
    },
  )
  .get(
    "/meets/:number/results",
    describeRoute({
      tags: ["Public"],
      summary: "The results of a public meet",
      responses: answers({ 200: "The results", 304: "Not changed (ETag)" }, 404),
    }),
    (c) => {
      const number = c.req.param("number");
      return servePublic(c, `/api/public/meets/${number}/results`, notPublic, async () => {
        const id = await publicMeetId(c.env, number);
        const body = id === null ? null : await resultsJson(c.env, id);
        return body === null ? { status: 404 } : { status: 200, body };
      });
    },
  );
