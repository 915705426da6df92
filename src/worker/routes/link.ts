// DESIGN 8d: the club's meet-management program drives the club's meets over the link, with the club's
// link code as `Authorization: Bearer`. It acts as the club, names a meet by its number, and takes
// the screens' own steps: the same limits, the same refusals (in the language its Accept-Language
// asks for, else Dutch), the same import history (each import marked as the link's).
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { describeRoute } from "hono-openapi";
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { db } from "../db/client";
import { meets } from "../../shared/d1-schema";
import { notFound } from "../http/errors";
import { answers, fileAnswer, HEAT_FILE, LINK_SECURITY, uploadBody } from "../http/openapi";
import { linkClub, type LinkEnv } from "../auth/link-code";
import { byLink } from "../meets/import";
import { meetFromFile, REIMPORT_ANSWER, reimport, uploadForm } from "../meets/from-file";
import { heatDownload, resultsDownload } from "../meets/exports";
import { listMeets } from "../meets/list";
import { finished, type MeetRow } from "../meets/store";
import { meetCsvSchema, meetNumber } from "../../shared/schemas";
import { languageOf, text } from "../http/language";

const TAG = ["Link"];

/**
 * The meet of the path by its number, among this club's only: another club's meet is
 * answered as a number nobody has, by the same query, so neither its answer nor its time tells the
 * program which numbers other clubs use.
 */
const clubMeet = createMiddleware<LinkEnv & { Variables: { meet: MeetRow } }>(async (c, next) => {
  const number = c.req.param("meetNumber") ?? "";
  const [meet] = v.is(meetNumber, number)
    ? await db(c.env)
        .select()
        .from(meets)
        .where(and(eq(meets.external_id, number), eq(meets.club_id, c.var.club.id), finished))
    : [];
  if (!meet) throw notFound(text("server.records.meet"));
  c.set("meet", meet);
  await next();
});

export const linkRoutes = new Hono<LinkEnv>()
  .use(linkClub)
  .get(
    "/meets",
    describeRoute({
      tags: TAG,
      security: LINK_SECURITY,
      summary: "The club's meets, newest first",
      responses: answers({ 200: "The meets" }, 401, 403, 429),
    }),
    async (c) => c.json(await listMeets(c.env, c.var.club.id)),
  )
  .post(
    "/meets",
    describeRoute({
      tags: TAG,
      security: LINK_SECURITY,
      summary: "Create a meet from a LENEX file, or from a CSV heat list with its name, number and date",
      requestBody: uploadBody(meetCsvSchema),
      responses: answers({ 201: "The new meet, with its number and authorisation code" }, 400, 401, 403, 413, 415, 422, 429),
    }),
    async (c) =>
      c.json(await meetFromFile(c.env, byLink(c.var.club, languageOf(c)), c.var.club.id, await uploadForm(c), languageOf(c)), 201),
  )
  .post(
    "/meets/:meetNumber/import",
    describeRoute({
      tags: TAG,
      security: LINK_SECURITY,
      summary: "Import a new programme into a meet, keeping its recorded results",
      requestBody: uploadBody(),
      responses: answers({ 200: REIMPORT_ANSWER }, 400, 401, 403, 404, 413, 415, 422, 429),
    }),
    clubMeet,
    async (c) => c.json(await reimport(c.env, byLink(c.var.club, languageOf(c)), c.var.meet, await uploadForm(c))),
  )
  .get(
    "/meets/:meetNumber/results",
    describeRoute({
      tags: TAG,
      security: LINK_SECURITY,
      summary: "The meet's results as a LENEX results file (.lxf) for Splash",
      responses: { ...answers({}, 401, 403, 404, 429), 200: fileAnswer("application/zip", "The LENEX results file") },
    }),
    clubMeet,
    (c) => resultsDownload(c.env, c.var.meet, byLink(c.var.club, languageOf(c)).name, languageOf(c)),
  )
  .get(
    "/meets/:meetNumber/heats/:heatId",
    describeRoute({
      tags: TAG,
      security: LINK_SECURITY,
      summary: "One finished heat as Splash's timing-system heat file",
      responses: { ...answers({}, 401, 403, 404, 409, 429), 200: fileAnswer("text/plain", HEAT_FILE) },
    }),
    clubMeet,
    (c) => heatDownload(c.env, c.var.meet, c.req.param("heatId"), byLink(c.var.club, languageOf(c)).name),
  );
