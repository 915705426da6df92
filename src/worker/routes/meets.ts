// SPEC section 7, meets; DESIGN 9 (import) and 10 (export). The programme lives in the meet's room;
// D1 keeps the meet record, R2 the uploaded files. Club users reach their own club's meets;
// statistics and the log are for administrators only (SPEC 6), so every route names its rule.
import { Hono, type Context } from "hono";
import { and, desc, eq } from "drizzle-orm";
import * as v from "valibot";
import { db } from "../db/client";
import { clubs, meets } from "../db/schema";
import type { AppEnv } from "../http/types";
import { HttpError, notFound, validationFailed } from "../http/errors";
import { clubIdText, idParam, jsonBody, parseWith, queryParams } from "../http/validate";
import { allow, assertClub, currentUser } from "../auth/access";
import { randomToken } from "../auth/crypto";
import { CHOOSE_CLUB, meetCsvSchema, meetNumber, meetUpdateSchema } from "../../shared/schemas";
import type { Profile } from "../../shared/profile";
import { createMeet, freeMeetNumber, meetNumberInUse, numberTaken, storeImport, sweepDeadImports } from "../meets/import";
import { canExportHeat } from "../../shared/heat-rules";
import { formData, parseUpload, readUpload } from "../meets/upload";
import { finished, liveMeetOf, meetColumns, reachableMeet, meetJson, room, roomProgramme, withSignedIds } from "../meets/store";
import { removeMeetState } from "../meets/remove-meet-state";
import { writeLenexResults } from "../formats/lenex-write";
import { writeSplashHeat } from "../formats/splash-heat-write";
import type { Programme } from "../../shared/programme";
import { messages } from "../../shared/texts/nl";

// The list's filter and an upload's form field alike.
const clubChoice = v.object({ club_id: v.optional(clubIdText) });
const uniqueQuery = v.object({ external_id: meetNumber });

/** Club users create meets for their own club; administrators name the club (form field club_id). */
async function targetClub(env: Env, user: Profile, form: FormData): Promise<number> {
  const clubId = parseWith(clubChoice, { club_id: form.get("club_id") ?? undefined }).club_id ?? user.club_id;
  if (clubId == null) throw validationFailed({ club_id: CHOOSE_CLUB }, `${CHOOSE_CLUB}.`);
  assertClub(user, clubId);
  const [club] = await db(env).select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw notFound(messages.records.club);
  return clubId;
}

/** The upload's form, with one file: of two, which one the user meant is a guess. */
async function uploadForm(c: Context): Promise<FormData> {
  const form = await formData(c);
  if (form.getAll("file").length > 1) throw validationFailed({ file: messages.meets.oneFile }, `${messages.meets.oneFile}.`);
  return form;
}

function download(body: Uint8Array | string, filename: string, type: string): Response {
  return new Response(body as BodyInit, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.\-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}

export const meetRoutes = new Hono<AppEnv>()
  .get("/", allow("user"), queryParams(clubChoice), async (c) => {
    const user = currentUser(c);
    const query = c.req.valid("query");
    if (!user.is_admin && query.club_id !== undefined) assertClub(user, query.club_id);
    const clubId = user.is_admin ? query.club_id : (user.club_id ?? -1);
    await sweepDeadImports(c.env);
    const rows = await db(c.env)
      .select(meetColumns)
      .from(meets)
      .innerJoin(clubs, eq(meets.club_id, clubs.id))
      .where(and(finished, clubId === undefined ? undefined : eq(meets.club_id, clubId)))
      .orderBy(desc(meets.planned_date), desc(meets.id));
    return c.json(await withSignedIds(c.env, rows));
  })
  .get("/validate_unique", allow("user"), queryParams(uniqueQuery), async (c) => {
    const { external_id } = c.req.valid("query");
    if (await numberTaken(c.env, external_id)) throw meetNumberInUse();
    return c.json({ unique: true });
  })
  .post("/lxf", allow("user"), async (c) => {
    const user = currentUser(c);
    const form = await uploadForm(c);
    const clubId = await targetClub(c.env, user, form);
    const upload = await readUpload(form, ["lxf"]);
    const programme = parseUpload(upload, { name: "", date: null });
    const fields = {
      name: programme.meet.name.trim().slice(0, 200) || upload.filename.replace(/\.\w+$/, ""),
      external_id: await freeMeetNumber(c.env),
      planned_date: programme.meet.date,
    };
    return c.json(await createMeet(c.env, user, clubId, fields, upload, programme), 201);
  })
  .post("/csv", allow("user"), async (c) => {
    const user = currentUser(c);
    const form = await uploadForm(c);
    const fields = parseWith(meetCsvSchema, {
      name: form.get("name") ?? "",
      external_id: form.get("external_id") ?? "",
      planned_date: form.get("planned_date") ?? "",
    });
    const clubId = await targetClub(c.env, user, form);
    if (await numberTaken(c.env, fields.external_id)) throw meetNumberInUse();
    const upload = await readUpload(form, ["csv"]);
    const programme = parseUpload(upload, { name: fields.name, date: fields.planned_date });
    return c.json(await createMeet(c.env, user, clubId, fields, upload, programme), 201);
  })
  .get("/:id", allow("user"), async (c) => c.json(await meetJson(c.env, idParam(c), currentUser(c))))
  .get("/:id/heats", allow("user"), reachableMeet, async (c) => {
    const meet = c.var.meet;
    return c.body(await room(c.env, meet.id).publicProgrammeJson(), 200, { "Content-Type": "application/json" });
  })
  .put("/:id", allow("user"), reachableMeet, jsonBody(meetUpdateSchema), async (c) => {
    const meet = c.var.meet;
    const body = c.req.valid("json");
    if (await numberTaken(c.env, body.external_id, meet.id)) throw meetNumberInUse();
    // The QR code's key is renewed with the code: a printed QR code of the old code stops working too.
    const joinKey = body.auth_code !== meet.auth_code ? { join_key: randomToken(16) } : {};
    const [updated] = await db(c.env).update(meets).set({ ...body, ...joinKey }).where(eq(meets.id, meet.id)).returning();
    await room(c.env, meet.id).updateMeet(liveMeetOf(updated!));
    // A new code ends every official's token (DESIGN 8), and with it every official's open socket.
    if (updated!.auth_code !== meet.auth_code) await room(c.env, meet.id).revoke({ officials: true });
    return c.json(await meetJson(c.env, meet.id));
  })
  .delete("/:id", allow("user"), reachableMeet, async (c) => {
    const meet = c.var.meet;
    await db(c.env).delete(meets).where(eq(meets.id, meet.id));
    await removeMeetState(c.env, [meet.id]);
    return c.body(null, 204);
  })
  .post("/:id/import", allow("user"), reachableMeet, async (c) => {
    const user = currentUser(c);
    const meet = c.var.meet;
    const upload = await readUpload(await uploadForm(c), ["lxf", "csv"]);
    const programme = parseUpload(upload, { name: meet.name, date: meet.planned_date });
    const report = await storeImport(c.env, meet, user, upload, programme);
    return c.json({ ...(await meetJson(c.env, meet.id)), report });
  })
  .get("/:id/export", allow("user"), reachableMeet, async (c) => {
    const meet = c.var.meet;
    const { heats, meet: programmeMeet } = await roomProgramme(c.env, meet.id);
    const programme: Programme = {
      meet: { ...(programmeMeet ?? { city: null, nation: null, course: null }), name: meet.name, date: meet.planned_date },
      heats,
    };
    const lenex = writeLenexResults(programme, { name: "Zwemtijd", version: c.env.API_VERSION, email: c.env.MAIL_FROM });
    return download(lenex, `${meet.external_id}-uitslagen.lxf`, "application/zip");
  })
  .get("/:id/export_heat/:heatId", allow("user"), reachableMeet, async (c) => {
    const meet = c.var.meet;
    const heatId = c.req.param("heatId");
    const { heats } = await roomProgramme(c.env, meet.id);
    const heat = heats.find((h) => h.id === heatId);
    if (!heat) throw notFound(messages.records.heat);
    if (!canExportHeat(heat.status)) {
      throw new HttpError(409, "Heat not finished", messages.meets.heatNotFinished);
    }
    const file = writeSplashHeat(heat);
    return download(file.text, file.filename, "text/plain; charset=utf-8");
  })
  .get("/:id/results", allow("user"), reachableMeet, async (c) => {
    return c.body(await room(c.env, c.var.meet.id).resultsJson(), 200, { "Content-Type": "application/json" });
  })
  .get("/:id/statistics", allow("admin"), reachableMeet, async (c) => {
    const meet = c.var.meet;
    return c.text(await room(c.env, meet.id).statistics());
  })
  .get("/:id/events", allow("admin"), reachableMeet, async (c) => {
    const meet = c.var.meet;
    return c.json(await room(c.env, meet.id).events());
  });
