// SPEC section 7, meets; DESIGN 9 (import) and 10 (export). The programme lives in the meet's room;
// D1 keeps the meet record, R2 the uploaded files. An import is stored completely or not at all.
import { Hono, type Context } from "hono";
import { and, desc, eq, ne, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { db } from "../db/client";
import { clubs, imports, meets } from "../db/schema";
import type { AppEnv } from "../http/types";
import { HttpError, notFound, validationFailed } from "../http/errors";
import { clubIdText, idParam, jsonBody, parseWith, queryWith } from "../http/validate";
import { allow, assertClub, currentUser } from "../auth/access";
import { randomDigits } from "../auth/crypto";
import { CHOOSE_CLUB, meetCsvSchema, meetNumber, meetUpdateSchema } from "../../shared/schemas";
import type { Profile } from "../../shared/profile";
import { canExportHeat } from "../../shared/heat-rules";
import { formData, parseUpload, readUpload, type Upload } from "../meets/upload";
import { findMeet, liveMeetOf, meetColumns, meetJson, room, roomProgramme, withSignedIds, type MeetRow } from "../meets/store";
import { removeMeetState } from "../meets/remove-meet-state";
import { writeLenexResults } from "../formats/lenex-write";
import { writeSplashHeat } from "../formats/splash-heat-write";
import type { Programme } from "../../shared/programme";

const meetNumberInUse = () =>
  new HttpError(422, "Existing meet", "Dit is wedstrijdnummer is al in gebruik", { external_id: "Dit is wedstrijdnummer is al in gebruik" });

// The list's filter and an upload's form field alike.
const clubChoice = v.object({ club_id: v.optional(clubIdText) });
const uniqueQuery = v.object({ external_id: meetNumber });

async function numberTaken(env: Env, externalId: string, exceptId?: number): Promise<boolean> {
  const filters: SQL[] = [eq(meets.external_id, externalId)];
  if (exceptId) filters.push(ne(meets.id, exceptId));
  const [row] = await db(env).select({ id: meets.id }).from(meets).where(and(...filters)).limit(1);
  return !!row;
}

/** A free 5-digit meet number for a LENEX import, which carries none of its own (DESIGN 9). */
async function freeMeetNumber(env: Env): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const candidate = String(10000 + Math.floor(Math.random() * 90000));
    if (!(await numberTaken(env, candidate))) return candidate;
  }
  throw new HttpError(503, "No meet number", "Er is geen vrij wedstrijdnummer gevonden. Probeer het opnieuw.");
}

/** Club users create meets for their own club; administrators name the club (form field club_id). */
async function targetClub(env: Env, user: Profile, form: FormData): Promise<number> {
  const clubId = parseWith(clubChoice, { club_id: form.get("club_id") ?? undefined }).club_id ?? user.club_id;
  if (clubId == null) throw validationFailed({ club_id: CHOOSE_CLUB }, `${CHOOSE_CLUB}.`);
  assertClub(user, clubId);
  const [club] = await db(env).select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw notFound("Vereniging");
  return clubId;
}

/** The upload's form, with one file: of two, which one the user meant is a guess. */
async function uploadForm(c: Context): Promise<FormData> {
  const form = await formData(c);
  if (form.getAll("file").length > 1) throw validationFailed({ file: "Kies één importbestand" }, "Kies één importbestand.");
  return form;
}

const importKey = (meetId: number, filename: string) => `meets/${meetId}/imports/${Date.now()}-${filename}`;

/** Stores the file, hands the programme to the room and records the import; undoes the file if the room refuses. */
async function storeImport(env: Env, meet: MeetRow, user: Profile, upload: Upload, programme: Programme) {
  const key = importKey(meet.id, upload.filename);
  await env.FILES.put(key, upload.bytes, { httpMetadata: { contentType: upload.kind === "csv" ? "text/csv" : "application/zip" } });
  try {
    const stub = await room(env, meet.id);
    const report = await stub.importProgramme(programme, liveMeetOf(meet));
    const { active_heat_id } = await roomProgramme(env, meet.id);
    await db(env).batch([
      db(env).insert(imports).values({ meet_id: meet.id, user_id: user.id, r2_key: key, filename: upload.filename, kind: upload.kind, size: upload.bytes.length, report: JSON.stringify(report) }),
      db(env).update(meets).set({ active_heat_id }).where(eq(meets.id, meet.id)),
    ]);
    return report;
  } catch (error) {
    await env.FILES.delete(key);
    throw error;
  }
}

async function createMeet(
  env: Env,
  user: Profile,
  clubId: number,
  fields: { name: string; external_id: string; planned_date: string | null },
  upload: Upload,
  programme: Programme,
) {
  const [meet] = await db(env)
    .insert(meets)
    .values({ club_id: clubId, ...fields, auth_code: randomDigits(4) })
    .returning();
  try {
    await storeImport(env, meet!, user, upload, programme);
  } catch (error) {
    await db(env).delete(meets).where(eq(meets.id, meet!.id));
    await removeMeetState(env, [meet!.id]);
    throw error;
  }
  return meetJson(env, meet!.id);
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
  .use(allow("user"))
  .get("/", async (c) => {
    const user = currentUser(c);
    const query = queryWith(c, clubChoice);
    if (!user.is_admin && query.club_id !== undefined) assertClub(user, query.club_id);
    const clubId = user.is_admin ? query.club_id : (user.club_id ?? -1);
    const base = db(c.env).select(meetColumns).from(meets).innerJoin(clubs, eq(meets.club_id, clubs.id));
    const rows = await (clubId === undefined ? base : base.where(eq(meets.club_id, clubId))).orderBy(desc(meets.planned_date), desc(meets.id));
    return c.json(await withSignedIds(c.env, rows));
  })
  .get("/validate_unique", async (c) => {
    const { external_id } = queryWith(c, uniqueQuery);
    if (await numberTaken(c.env, external_id)) throw meetNumberInUse();
    return c.json({ unique: true });
  })
  .post("/lxf", async (c) => {
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
  .post("/csv", async (c) => {
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
  .get("/:id", async (c) => c.json(await meetJson(c.env, idParam(c), currentUser(c))))
  .get("/:id/heats", async (c) => {
    const meet = await findMeet(c.env, currentUser(c), idParam(c));
    return c.body(await room(c.env, meet.id).publicProgrammeJson(), 200, { "Content-Type": "application/json" });
  })
  .put("/:id", async (c) => {
    const user = currentUser(c);
    const meet = await findMeet(c.env, user, idParam(c));
    const body = await jsonBody(c, meetUpdateSchema);
    if (await numberTaken(c.env, body.external_id, meet.id)) throw meetNumberInUse();
    const [updated] = await db(c.env).update(meets).set(body).where(eq(meets.id, meet.id)).returning();
    await (await room(c.env, meet.id)).updateMeet(liveMeetOf(updated!));
    return c.json(await meetJson(c.env, meet.id));
  })
  .delete("/:id", async (c) => {
    const meet = await findMeet(c.env, currentUser(c), idParam(c));
    await db(c.env).delete(meets).where(eq(meets.id, meet.id));
    await removeMeetState(c.env, [meet.id]);
    return c.body(null, 204);
  })
  .post("/:id/import", async (c) => {
    const user = currentUser(c);
    const meet = await findMeet(c.env, user, idParam(c));
    const upload = await readUpload(await uploadForm(c), ["lxf", "csv"]);
    const programme = parseUpload(upload, { name: meet.name, date: meet.planned_date });
    const report = await storeImport(c.env, meet, user, upload, programme);
    return c.json({ ...(await meetJson(c.env, meet.id)), report });
  })
  .get("/:id/export", async (c) => {
    const meet = await findMeet(c.env, currentUser(c), idParam(c));
    const { heats, meet: programmeMeet } = await roomProgramme(c.env, meet.id);
    const programme: Programme = {
      meet: { ...(programmeMeet ?? { city: null, nation: null, course: null }), name: meet.name, date: meet.planned_date },
      heats,
    };
    const lenex = writeLenexResults(programme, { name: "Zwemtijd", version: c.env.API_VERSION, email: c.env.MAIL_FROM });
    return download(lenex, `${meet.external_id}-uitslagen.lxf`, "application/zip");
  })
  .get("/:id/export_heat/:heatId", async (c) => {
    const meet = await findMeet(c.env, currentUser(c), idParam(c));
    const heatId = c.req.param("heatId");
    const { heats } = await roomProgramme(c.env, meet.id);
    const heat = heats.find((h) => h.id === heatId);
    if (!heat) throw notFound("Serie");
    if (!canExportHeat(heat.status)) {
      throw new HttpError(409, "Heat not finished", "Deze serie heeft nog geen uitslag om te exporteren.");
    }
    const file = writeSplashHeat(heat);
    return download(file.text, file.filename, "text/plain; charset=utf-8");
  });
