// SPEC section 7, meets; DESIGN 9 (import) and 10 (export). The programme lives in the meet's room;
// D1 keeps the meet record, R2 the uploaded files. Club users reach their own club's meets;
// statistics and the log are for administrators only (SPEC 6), so every route names its rule.
import { Hono, type Context } from "hono";
import { describeRoute } from "hono-openapi";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { db } from "../db/client";
import { clubs, meets } from "../../shared/d1-schema";
import type { AppEnv } from "../http/types";
import { answers, fileAnswer, HEAT_FILE, uploadBody } from "../http/openapi";
import { asSentence, notFound, validationFailed } from "../http/errors";
import { clubIdText, idParam, jsonBody, parseWith, queryParams, serverMessage } from "../http/validate";
import { allow, allowFor, allowWith, assertClub, currentUser } from "../auth/access";
import { randomToken } from "../auth/crypto";
import { meetCsvSchema, meetNumber, meetUpdateSchema } from "../../shared/schemas";
import type { Profile } from "../../shared/profile";
import { byUser, freeMeetNumber, meetNumberInUse, numberTaken } from "../meets/import";
import { csvFields, meetFromCsv, meetFromLenex, REIMPORT_ANSWER, reimport, uploadForm } from "../meets/from-file";
import { download, heatDownload, resultsDownload } from "../meets/exports";
import { importFileDownload, resultsCsvDownload } from "../meets/downloads";
import { listed, listReads } from "../meets/list";
import { liveMeetOf, reachableMeet, reachableMeetId, meetJson, meetOf, meetReads, room, type MeetRow } from "../meets/store";
import { listText, logCsv, logToMeet, userName } from "../meets/meet-log";
import { roomText, type RoomText } from "../../durable/room-text";
import { editFrom, etagHeader, nextVersion, preconditionFailed } from "../http/precondition";
import { removeMeetState } from "../meets/remove-meet-state";
import { languageOf, say, text } from "../http/language";
import type { Language } from "../../shared/i18n/languages";
import { meetResultsJson, pointsBasisReads } from "../points/store";
import { startSignalSchema } from "../../shared/start-signal";

// The list's filter and an upload's form field alike.
const clubChoice = v.object({ club_id: v.optional(clubIdText) });
const uniqueQuery = v.object({ external_id: meetNumber });
// DESIGN 6b: the panel sends what learnStartSignal made; anything else is not a signal, whichever field is off.
const learnedSignalBody = v.config(startSignalSchema, { message: serverMessage("server.startSignal.invalid") });
// DESIGN 9: the dashboard asks first whether the club already has the file's meet.
const lenexChoice = v.object({ ...clubChoice.entries, same_meet: v.optional(v.picklist(["ask"])) });

/**
 * Whose meets the list shows: the club an administrator names, or every club's; a club user's own.
 * Made before queryParams checks the query: for one it will refuse, the list of no club is read.
 */
function listedClub(user: Profile, c: Context): number | undefined {
  const asked = v.safeParse(clubChoice, { club_id: c.req.query("club_id") });
  if (!asked.success) return -1;
  return user.is_admin ? asked.output.club_id : (user.club_id ?? -1);
}

/** Club users create meets for their own club; administrators name the club (form field club_id). */
async function targetClub(env: Env, user: Profile, form: FormData, language: Language): Promise<number> {
  const clubId = parseWith(clubChoice, { club_id: form.get("club_id") ?? undefined }, language).club_id ?? user.club_id;
  if (clubId == null) {
    const chooseClub = text("labels.validation.chooseClub");
    throw validationFailed({ club_id: chooseClub }, asSentence(chooseClub));
  }
  assertClub(user, clubId);
  const [club] = await db(env).select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw notFound(text("server.records.club"));
  return clubId;
}

export const meetRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Meets"],
      summary: "The meets the caller may see, newest first",
      responses: answers({ 200: "The meets" }, 401, 403),
    }),
    allowFor("user", (c, caller) => listReads(c.env, listedClub(caller, c))),
    queryParams(clubChoice),
    async (c) => {
      const user = currentUser(c);
      const query = c.req.valid("query");
      if (!user.is_admin && query.club_id !== undefined) assertClub(user, query.club_id);
      return c.json(await listed(c.env, c.var.read));
    },
  )
  .get(
    "/validate_unique",
    describeRoute({
      tags: ["Meets"],
      summary: "Whether a meet number is free",
      responses: answers({ 200: "Free: `{unique: true}`" }, 401, 422),
    }),
    allow("user"),
    queryParams(uniqueQuery),
    async (c) => {
      const { external_id } = c.req.valid("query");
      if (await numberTaken(c.env, external_id)) throw meetNumberInUse();
      return c.json({ unique: true });
    },
  )
  .get(
    "/free_number",
    describeRoute({
      tags: ["Meets"],
      summary: "A free 5-digit meet number, suggested for a CSV meet: `{external_id}` (a heat list names no number of its own)",
      responses: answers({ 200: "A number no meet has now" }, 401, 503),
    }),
    allow("user"),
    async (c) => c.json({ external_id: await freeMeetNumber(c.env) }),
  )
  .post(
    "/lxf",
    describeRoute({
      tags: ["Meets"],
      summary:
        "Create a meet from a LENEX file (administrators name the club). " +
        "With `same_meet=ask`: 409 `same_meet` with the club's meet of the file's name and date, if it has one, and nothing stored",
      requestBody: uploadBody(lenexChoice),
      responses: answers({ 201: "The meet" }, 400, 401, 403, 404, 409, 413, 415, 422),
    }),
    allow("user"),
    async (c) => {
      const user = currentUser(c);
      const form = await uploadForm(c);
      const clubId = await targetClub(c.env, user, form, languageOf(c));
      return c.json(await meetFromLenex(c.env, byUser(user), clubId, form), 201);
    },
  )
  .post(
    "/csv",
    describeRoute({
      tags: ["Meets"],
      summary: "Create a meet from a CSV heat list with its name, number and date",
      requestBody: uploadBody(v.object({ ...meetCsvSchema.entries, ...clubChoice.entries })),
      responses: answers({ 201: "The meet" }, 400, 401, 403, 404, 413, 415, 422),
    }),
    allow("user"),
    async (c) => {
      const user = currentUser(c);
      const form = await uploadForm(c);
      const language = languageOf(c);
      const fields = csvFields(form, language);
      const clubId = await targetClub(c.env, user, form, language);
      return c.json(await meetFromCsv(c.env, byUser(user), clubId, form, fields), 201);
    },
  )
  .get(
    "/:id",
    describeRoute({
      tags: ["Meets"],
      summary: "A meet with its import history (the path may end in .json); its version as ETag",
      responses: answers({ 200: "The meet" }, 401, 403, 404),
    }),
    allowWith("user", (c) => meetReads(c.env, idParam(c))),
    async (c) => {
      const meet = await meetOf(c.env, c.var.read, currentUser(c));
      return c.json(meet, 200, etagHeader(meet));
    },
  )
  .get(
    "/:id/heats",
    describeRoute({
      tags: ["Meets"],
      summary: "The programme in running order: the heats with their lanes and the file's ids (source), and the sessions",
      responses: answers({ 200: "The programme" }, 401, 403, 404),
    }),
    allow("user"),
    reachableMeetId,
    async (c) => {
      return c.body(await room(c.env, c.var.meetId).publicProgrammeJson(), 200, { "Content-Type": "application/json" });
    },
  )
  .put(
    "/:id",
    describeRoute({
      tags: ["Meets"],
      summary:
        "Change a meet: name, number, date, authorisation code, public, time zone (IANA, e.g. Europe/Berlin). " +
        "With `If-Match` of another version: 412 and the current meet, nothing written",
      responses: answers({ 200: "The meet" }, 401, 403, 404, 412, 413, 415, 422),
    }),
    allow("user"),
    reachableMeet,
    jsonBody(meetUpdateSchema),
    async (c) => {
      const meet = c.var.meet;
      const body = c.req.valid("json");
      const updated = await editFrom(
        c,
        meets,
        meet,
        async (where) => {
          if (await numberTaken(c.env, body.external_id, meet.id)) throw meetNumberInUse();
          // The QR code's key is renewed with the code: a printed QR code of the old code stops working too.
          const joinKey = body.auth_code !== meet.auth_code ? { join_key: randomToken(16) } : {};
          const [row] = await db(c.env)
            .update(meets)
            .set({ ...body, ...joinKey, version: nextVersion(meets.version) })
            .where(where)
            .returning();
          return row;
        },
        async () => preconditionFailed(text("server.changedMeanwhile.meet"), "meet", await meetJson(c.env, meet.id)),
      );
      // With its version, so every open meet page loads the new code, QR code and switch (DESIGN 8e).
      await room(c.env, meet.id).updateMeet(liveMeetOf(updated));
      // A new code ends every official's token (DESIGN 8), and with it every official's open socket.
      if (updated.auth_code !== meet.auth_code) await room(c.env, meet.id).revoke({ officials: true });
      await logMeetEdit(c.env, meet, updated, userName(currentUser(c)));
      const answer = await meetJson(c.env, meet.id);
      return c.json(answer, 200, etagHeader(answer));
    },
  )
  .delete(
    "/:id",
    describeRoute({
      tags: ["Meets"],
      summary: "Delete a meet with its files and live state",
      responses: answers({ 204: "Deleted" }, 401, 403, 404),
    }),
    allow("user"),
    reachableMeet,
    async (c) => {
      const meet = c.var.meet;
      await db(c.env).delete(meets).where(eq(meets.id, meet.id));
      await removeMeetState(c.env, [meet.id]);
      return c.body(null, 204);
    },
  )
  .post(
    "/:id/import",
    describeRoute({
      tags: ["Meets"],
      summary: "Import a new programme, keeping the recorded results",
      description:
        "With `other_meet=ask`: 409 `other_meet` when a LENEX file names another meet than the file imported last, and nothing stored",
      requestBody: uploadBody(),
      responses: answers({ 200: REIMPORT_ANSWER }, 400, 401, 403, 404, 409, 413, 415, 422),
    }),
    allow("user"),
    reachableMeet,
    async (c) => c.json(await reimport(c.env, byUser(currentUser(c)), c.var.meet, await uploadForm(c))),
  )
  .get(
    "/:id/export",
    describeRoute({
      tags: ["Meets"],
      summary: "The results as a LENEX results file (.lxf) for Splash",
      responses: { ...answers({}, 401, 403, 404), 200: fileAnswer("application/zip", "The LENEX results file") },
    }),
    allow("user"),
    reachableMeet,
    (c) => resultsDownload(c.env, c.var.meet, userName(currentUser(c)), languageOf(c)),
  )
  .get(
    "/:id/export_heat/:heatId",
    describeRoute({
      tags: ["Meets"],
      summary: "One finished heat as Splash's timing-system heat file",
      responses: {
        ...answers({}, 401, 403, 404, 409),
        200: fileAnswer("text/plain", HEAT_FILE),
      },
    }),
    allow("user"),
    reachableMeet,
    (c) => heatDownload(c.env, c.var.meet, c.req.param("heatId"), userName(currentUser(c))),
  )
  .get(
    "/:id/results",
    describeRoute({
      tags: ["Meets"],
      summary: "Every event ranked, overall and per para class",
      responses: answers({ 200: "The results" }, 401, 403, 404),
    }),
    allowWith("user", (c) => pointsBasisReads(c.env, idParam(c))),
    async (c) => {
      return c.body(await meetResultsJson(c.env, idParam(c), currentUser(c), c.var.read), 200, { "Content-Type": "application/json" });
    },
  )
  .get(
    "/:id/results.csv",
    describeRoute({
      tags: ["Meets"],
      summary:
        "The results as CSV for Excel, one row per swim, in the request's language: `;`-separated, UTF-8 with BOM; " +
        "'voorlopig' ('provisional') until the referee settles the heat",
      responses: {
        ...answers({}, 401, 403, 404),
        200: fileAnswer(
          "text/csv",
          "The results, uitslagen-{meet number}.csv: " +
            "programma;onderdeel;serie;baan;zwemmer;vereniging;klasse;tijd;status;reden;plaats;plaats in klasse;uitslag " +
            "(in English results-{meet number}.csv: " +
            "Event;Race;Heat;Lane;Swimmer;Club;Class;Time;Status;Reason;Place;Place in class;Result)",
        ),
      },
    }),
    allow("user"),
    reachableMeetId,
    (c) => resultsCsvDownload(c.env, c.executionCtx, c.var.meetId, userName(currentUser(c)), languageOf(c)),
  )
  .get(
    "/:id/imports/:importId/file",
    describeRoute({
      tags: ["Meets"],
      summary: "An uploaded file of the meet's import history, as it was uploaded",
      responses: { ...answers({}, 401, 403, 404), 200: fileAnswer("application/octet-stream", "The file, under its uploaded name") },
    }),
    allow("user"),
    (c) => importFileDownload(c.env, currentUser(c), idParam(c), c.req.param("importId")),
  )
  .get(
    "/:id/statistics",
    describeRoute({
      tags: ["Meets"],
      summary: "Statistics as text in the request's language (administrators)",
      responses: answers({ 200: "The statistics (text/plain)" }, 401, 403, 404),
    }),
    allow("admin"),
    reachableMeet,
    async (c) => {
      const meet = c.var.meet;
      return c.text(await room(c.env, meet.id).statistics(languageOf(c)));
    },
  )
  .get(
    "/:id/events",
    describeRoute({
      tags: ["Meets"],
      summary: "The meet's log, newest first, in the request's language (administrators)",
      responses: answers({ 200: "The log" }, 401, 403, 404),
    }),
    allow("admin"),
    reachableMeet,
    async (c) => {
      const meet = c.var.meet;
      return c.json(await room(c.env, meet.id).events(languageOf(c)));
    },
  )
  .put(
    "/:id/start_signal",
    describeRoute({
      tags: ["Meets"],
      summary:
        "DESIGN 6b: the venue's start signal as the control panel learned it ('Startsignaal testen'); it replaces any " +
        "learned before and reaches every administrator's desk (administrators)",
      responses: answers({ 200: "When it was learned and by whom" }, 400, 401, 403, 404, 413, 415),
    }),
    allow("admin"),
    reachableMeetId,
    jsonBody(learnedSignalBody),
    async (c) => c.json(await room(c.env, c.var.meetId).learnStartSignal(c.req.valid("json"), userName(currentUser(c)))),
  )
  .delete(
    "/:id/start_signal",
    describeRoute({
      tags: ["Meets"],
      summary: "DESIGN 6b: the learned start signal forgotten; an armed automatic start ends with it (administrators)",
      responses: answers({ 204: "Forgotten" }, 401, 403, 404),
    }),
    allow("admin"),
    reachableMeetId,
    async (c) => {
      if (!(await room(c.env, c.var.meetId).forgetStartSignal(userName(currentUser(c)))))
        throw notFound(text("server.records.startSignal"));
      return c.body(null, 204);
    },
  )
  .get(
    "/:id/log.csv",
    describeRoute({
      tags: ["Meets"],
      summary:
        "The meet's whole log as CSV for Excel, in the request's language: `;`-separated, UTF-8 with BOM, oldest first (administrators)",
      responses: {
        ...answers({}, 401, 403, 404),
        200: fileAnswer(
          "text/csv",
          "The log, logboek-{meet number}.csv: tijdstip;soort;wie;actie (in English log-{meet number}.csv: Time;Type;Who;Action)",
        ),
      },
    }),
    allow("admin"),
    reachableMeet,
    async (c) => {
      const meet = c.var.meet;
      const language = languageOf(c);
      const csv = logCsv(await room(c.env, meet.id).events(language), language, meet.time_zone);
      return download(csv, say(language, text("server.log.csvFile", { meetNumber: meet.external_id })), "text/csv; charset=utf-8");
    },
  );

/**
 * DESIGN 8e: what an edit changed goes in the meet's log, the code and the public switch each on a line
 * of their own. The changes are one message each, kept whole like the line (DESIGN 12): the fields'
 * names and a course are words of whoever reads the log.
 */
async function logMeetEdit(env: Env, before: MeetRow, after: MeetRow, by: string): Promise<void> {
  const shown = (field: "name" | "external_id" | "planned_date" | "time_zone", meet: MeetRow) =>
    meet[field] ?? roomText("server.log.noDate");
  const course = (meet: MeetRow) => roomText(`labels.course.${meet.course ?? "unknown"}`);
  const change = (field: "name" | "external_id" | "planned_date" | "time_zone" | "course", was: string | RoomText, is: string | RoomText) =>
    roomText("server.log.editedField", { field: roomText(`server.log.editedFields.${field}`), before: was, after: is });
  const changes = (["name", "external_id", "planned_date", "time_zone"] as const)
    .filter((field) => before[field] !== after[field])
    .map((field) => change(field, shown(field, before), shown(field, after)))
    .concat(before.course !== after.course ? [change("course", course(before), course(after))] : []);
  const actions = [
    ...(changes.length > 0 ? [roomText("server.log.edited", { changes: listText(changes) })] : []),
    ...(before.auth_code !== after.auth_code ? [roomText("server.log.authCode")] : []),
    ...(before.public !== after.public ? [roomText(after.public ? "server.log.publicOn" : "server.log.publicOff")] : []),
  ];
  for (const action of actions) await logToMeet(env, before.id, "meet", action, by);
}
