// SPEC section 7, meets; DESIGN 9 (import) and 10 (export). The programme lives in the meet's room;
// D1 keeps the meet record, R2 the uploaded files. Club users reach their own club's meets;
// statistics and the log are for administrators only (SPEC 6), so every route names its rule.
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { db } from "../db/client";
import { clubs, meets } from "../db/schema";
import type { AppEnv } from "../http/types";
import { answers, fileAnswer, uploadBody } from "../http/openapi";
import { notFound, validationFailed } from "../http/errors";
import { clubIdText, idParam, jsonBody, parseWith, queryParams } from "../http/validate";
import { allow, assertClub, currentUser } from "../auth/access";
import { randomToken } from "../auth/crypto";
import { chooseClub, meetCsvSchema, meetNumber, meetUpdateSchema } from "../../shared/schemas";
import type { Profile } from "../../shared/profile";
import { byUser, meetNumberInUse, numberTaken } from "../meets/import";
import { csvFields, meetFromCsv, meetFromLenex, reimport, uploadForm } from "../meets/from-file";
import { download, heatDownload, resultsDownload } from "../meets/exports";
import { importFileDownload, resultsCsvDownload } from "../meets/downloads";
import { acceptsGzip, textAnswer } from "../http/gzip";
import { listMeets } from "../meets/list";
import { liveMeetOf, reachableMeet, reachableMeetId, meetJson, room, type MeetRow } from "../meets/store";
import { logCsv, logToMeet, userName } from "../meets/meet-log";
import { editFrom, etagHeader, nextVersion, preconditionFailed } from "../http/precondition";
import { removeMeetState } from "../meets/remove-meet-state";
import { messages } from "../../shared/texts/nl";
import { pointsMessages } from "../../shared/texts/nl-points";
import { courseLabel } from "../../shared/labels";
import { resultsJson } from "../points/store";

// The list's filter and an upload's form field alike.
const clubChoice = v.object({ club_id: v.optional(clubIdText) });
const uniqueQuery = v.object({ external_id: meetNumber });
// DESIGN 9: the dashboard asks first whether the club already has the file's meet.
const lenexChoice = v.object({ ...clubChoice.entries, same_meet: v.optional(v.picklist(["ask"])) });

/** Club users create meets for their own club; administrators name the club (form field club_id). */
async function targetClub(env: Env, user: Profile, form: FormData): Promise<number> {
  const clubId = parseWith(clubChoice, { club_id: form.get("club_id") ?? undefined }).club_id ?? user.club_id;
  if (clubId == null) throw validationFailed({ club_id: chooseClub() }, `${chooseClub()}.`);
  assertClub(user, clubId);
  const [club] = await db(env).select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw notFound(messages.records.club);
  return clubId;
}

export const meetRoutes = new Hono<AppEnv>()
  .get("/", describeRoute({ tags: ["Meets"], summary: "The meets the caller may see, newest first", responses: answers({ 200: "The meets" }, 401, 403) }), allow("user"), queryParams(clubChoice), async (c) => {
    const user = currentUser(c);
    const query = c.req.valid("query");
    if (!user.is_admin && query.club_id !== undefined) assertClub(user, query.club_id);
    const clubId = user.is_admin ? query.club_id : (user.club_id ?? -1);
    return c.json(await listMeets(c.env, clubId));
  })
  .get("/validate_unique", describeRoute({ tags: ["Meets"], summary: "Whether a meet number is free", responses: answers({ 200: "Free: `{unique: true}`" }, 401, 422) }), allow("user"), queryParams(uniqueQuery), async (c) => {
    const { external_id } = c.req.valid("query");
    if (await numberTaken(c.env, external_id)) throw meetNumberInUse();
    return c.json({ unique: true });
  })
  .post("/lxf", describeRoute({ tags: ["Meets"], summary: "Create a meet from a LENEX file (administrators name the club). With `same_meet=ask`: 409 `same_meet` with the club's meet of the file's name and date, if it has one, and nothing stored", requestBody: uploadBody(lenexChoice), responses: answers({ 201: "The meet" }, 400, 401, 403, 404, 409, 413, 415, 422) }), allow("user"), async (c) => {
    const user = currentUser(c);
    const form = await uploadForm(c);
    const clubId = await targetClub(c.env, user, form);
    return c.json(await meetFromLenex(c.env, byUser(user), clubId, form), 201);
  })
  .post("/csv", describeRoute({ tags: ["Meets"], summary: "Create a meet from a CSV heat list with its name, number and date", requestBody: uploadBody(v.object({ ...meetCsvSchema.entries, ...clubChoice.entries })), responses: answers({ 201: "The meet" }, 400, 401, 403, 404, 413, 415, 422) }), allow("user"), async (c) => {
    const user = currentUser(c);
    const form = await uploadForm(c);
    const fields = csvFields(form);
    const clubId = await targetClub(c.env, user, form);
    return c.json(await meetFromCsv(c.env, byUser(user), clubId, form, fields), 201);
  })
  .get("/:id", describeRoute({ tags: ["Meets"], summary: "A meet with its import history (the path may end in .json); its version as ETag", responses: answers({ 200: "The meet" }, 401, 403, 404) }), allow("user"), async (c) => {
    const meet = await meetJson(c.env, idParam(c), currentUser(c));
    return c.json(meet, 200, etagHeader(meet));
  })
  .get("/:id/heats", describeRoute({ tags: ["Meets"], summary: "The programme: the heats with their lanes", responses: answers({ 200: "The programme" }, 401, 403, 404) }), allow("user"), reachableMeetId, async (c) => {
    const stub = room(c.env, c.var.meetId);
    return textAnswer(acceptsGzip(c.req.header("Accept-Encoding")) ? await stub.gzipped("programme") : await stub.publicProgrammeJson(), "application/json");
  })
  .put("/:id", describeRoute({ tags: ["Meets"], summary: "Change a meet: name, number, date, authorisation code, public. With `If-Match` of another version: 412 and the current meet, nothing written", responses: answers({ 200: "The meet" }, 401, 403, 404, 412, 413, 415, 422) }), allow("user"), reachableMeet, jsonBody(meetUpdateSchema), async (c) => {
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
        const [row] = await db(c.env).update(meets).set({ ...body, ...joinKey, version: nextVersion(meets.version) }).where(where).returning();
        return row;
      },
      async () => preconditionFailed(messages.changedMeanwhile.meet, "meet", await meetJson(c.env, meet.id)),
    );
    // With its version, so every open meet page loads the new code, QR code and switch (DESIGN 8e).
    await room(c.env, meet.id).updateMeet(liveMeetOf(updated));
    // A new code ends every official's token (DESIGN 8), and with it every official's open socket.
    if (updated.auth_code !== meet.auth_code) await room(c.env, meet.id).revoke({ officials: true });
    await logMeetEdit(c.env, meet, updated, userName(currentUser(c)));
    const answer = await meetJson(c.env, meet.id);
    return c.json(answer, 200, etagHeader(answer));
  })
  .delete("/:id", describeRoute({ tags: ["Meets"], summary: "Delete a meet with its files and live state", responses: answers({ 204: "Deleted" }, 401, 403, 404) }), allow("user"), reachableMeet, async (c) => {
    const meet = c.var.meet;
    await db(c.env).delete(meets).where(eq(meets.id, meet.id));
    await removeMeetState(c.env, [meet.id]);
    return c.body(null, 204);
  })
  .post("/:id/import", describeRoute({ tags: ["Meets"], summary: "Import a new programme, keeping the recorded results", requestBody: uploadBody(), responses: answers({ 200: "The meet, and what the import added, removed and changed" }, 400, 401, 403, 404, 413, 415, 422) }), allow("user"), reachableMeet, async (c) =>
    c.json(await reimport(c.env, byUser(currentUser(c)), c.var.meet, await uploadForm(c))),
  )
  .get("/:id/export", describeRoute({ tags: ["Meets"], summary: "The results as a LENEX results file (.lxf) for Splash", responses: { ...answers({}, 401, 403, 404), 200: fileAnswer("application/zip", "The LENEX results file") } }), allow("user"), reachableMeet, (c) => resultsDownload(c.env, c.var.meet, userName(currentUser(c))))
  .get("/:id/export_heat/:heatId", describeRoute({ tags: ["Meets"], summary: "One finished heat as Splash's timing-system heat file", responses: { ...answers({}, 401, 403, 404, 409), 200: fileAnswer("text/plain", "The heat file, Event{E}-Heat{H}.txt") } }), allow("user"), reachableMeet, (c) => heatDownload(c.env, c.var.meet, c.req.param("heatId"), userName(currentUser(c))))
  .get("/:id/results", describeRoute({ tags: ["Meets"], summary: "Every event ranked, overall and per para class", responses: answers({ 200: "The results" }, 401, 403, 404) }), allow("user"), reachableMeetId, async (c) => {
    return c.body(await resultsJson(c.env, c.var.meetId), 200, { "Content-Type": "application/json" });
  })
  .get("/:id/results.csv", describeRoute({ tags: ["Meets"], summary: "The results as CSV for Excel, one row per swim: `;`-separated, UTF-8 with BOM; 'voorlopig' until the referee settles the heat", responses: { ...answers({}, 401, 403, 404), 200: fileAnswer("text/csv", "The results, uitslagen-{meet number}.csv: programma;onderdeel;serie;baan;zwemmer;vereniging;klasse;tijd;status;plaats;plaats in klasse;uitslag") } }), allow("user"), reachableMeetId, (c) =>
    resultsCsvDownload(c.env, c.executionCtx, c.var.meetId, userName(currentUser(c)), c.req.header("Accept-Encoding")),
  )
  .get("/:id/imports/:importId/file", describeRoute({ tags: ["Meets"], summary: "An uploaded file of the meet's import history, as it was uploaded", responses: { ...answers({}, 401, 403, 404), 200: fileAnswer("application/octet-stream", "The file, under its uploaded name") } }), allow("user"), (c) =>
    importFileDownload(c.env, currentUser(c), idParam(c), c.req.param("importId")),
  )
  .get("/:id/statistics", describeRoute({ tags: ["Meets"], summary: "Statistics as Dutch text (administrators)", responses: answers({ 200: "The statistics (text/plain)" }, 401, 403, 404) }), allow("admin"), reachableMeet, async (c) => {
    const meet = c.var.meet;
    return c.text(await room(c.env, meet.id).statistics());
  })
  .get("/:id/events", describeRoute({ tags: ["Meets"], summary: "The meet's log, newest first (administrators)", responses: answers({ 200: "The log" }, 401, 403, 404) }), allow("admin"), reachableMeet, async (c) => {
    const meet = c.var.meet;
    return c.json(await room(c.env, meet.id).events());
  })
  .get("/:id/log.csv", describeRoute({ tags: ["Meets"], summary: "The meet's whole log as CSV for Excel: `;`-separated, UTF-8 with BOM, oldest first (administrators)", responses: { ...answers({}, 401, 403, 404), 200: fileAnswer("text/csv", "The log, logboek-{meet number}.csv: tijdstip;soort;wie;actie") } }), allow("admin"), reachableMeet, async (c) => {
    const meet = c.var.meet;
    const csv = logCsv(await room(c.env, meet.id).events());
    return download(csv, messages.log.csvFile(meet.external_id), "text/csv; charset=utf-8");
  });

/** DESIGN 8e: what an edit changed goes in the meet's log, the code and the public switch each on a line of their own. */
async function logMeetEdit(env: Env, before: MeetRow, after: MeetRow, by: string): Promise<void> {
  const log = messages.log;
  const shown = (field: "name" | "external_id" | "planned_date", meet: MeetRow) => meet[field] ?? log.noDate;
  const changes = (["name", "external_id", "planned_date"] as const)
    .filter((field) => before[field] !== after[field])
    .map((field) => log.editedField(log.editedFields[field], shown(field, before), shown(field, after)))
    .concat(before.course !== after.course ? [log.editedField(pointsMessages.courseField, courseLabel(before.course), courseLabel(after.course))] : []);
  const actions = [
    ...(changes.length > 0 ? [log.edited(changes.join(", "))] : []),
    ...(before.auth_code !== after.auth_code ? [log.authCode] : []),
    ...(before.public !== after.public ? [after.public ? log.publicOn : log.publicOff] : []),
  ];
  for (const action of actions) await logToMeet(env, before.id, "meet", action, by);
}
