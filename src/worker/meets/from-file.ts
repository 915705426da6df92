// A meet made, or made again, from an uploaded file: the same steps for the dashboard and for the
// meet-management link (DESIGN 8d, 9), so both have the same limits, the same refusals and the same
// import history.
import type { Context } from "hono";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "../db/client";
import { imports, meets } from "../../shared/d1-schema";
import { asSentence, HttpError, validationFailed } from "../http/errors";
import { parseWith } from "../http/validate";
import { meetCsvSchema } from "../../shared/schemas";
import { createMeet, freeMeetNumber, meetNumberInUse, numberTaken, storeImport, type Importer } from "./import";
import { formData, parseUpload, readUpload } from "./upload";
import { importKindOf } from "../../shared/import-kind";
import { COURSES, type Course } from "../../shared/para-points";
import { finished, meetJson, room, type MeetRow } from "./store";
import type { Heat } from "../../shared/programme";
import { text } from "../http/language";
import type { Language } from "../../shared/i18n/languages";

/** The upload's form, with one file: of two, which one the user meant is a guess. */
export async function uploadForm(c: Context): Promise<FormData> {
  const form = await formData(c);
  if (form.getAll("file").length > 1) {
    const oneFile = text("server.meets.oneFile");
    throw validationFailed({ file: oneFile }, asSentence(oneFile));
  }
  return form;
}

/** A CSV heat list names no meet: the form gives its name, number and date, refused in `language`. */
export const csvFields = (form: FormData, language: Language) =>
  parseWith(
    meetCsvSchema,
    {
      name: form.get("name") ?? "",
      external_id: form.get("external_id") ?? "",
      planned_date: form.get("planned_date") ?? "",
      course: form.get("course") || undefined,
    },
    language,
  );

/**
 * A LENEX file names its meet and date; the number is a free one (DESIGN 9). With `same_meet=ask`
 * (the dashboard's dialog) a file of a meet the club already has is refused with that meet, so the
 * club can import it again there instead of making a second meet of it.
 */
export async function meetFromLenex(env: Env, by: Importer, clubId: number, form: FormData) {
  const upload = await readUpload(form, ["lxf"]);
  const programme = parseUpload(upload, { name: "", date: null });
  const name = programme.meet.name.trim().slice(0, 200) || upload.filename.replace(/\.\w+$/, "");
  if (form.get("same_meet") === "ask") {
    const same = await sameSplashMeet(env, clubId, name, programme.meet.date);
    if (same) {
      const meet = { id: same.id, name: same.name, external_id: same.external_id, planned_date: same.planned_date };
      throw new HttpError(409, "same_meet", text("server.meets.sameMeet", { meetNumber: same.external_id }), undefined, { body: { meet } });
    }
  }
  const fields = {
    name,
    external_id: await freeMeetNumber(env),
    planned_date: programme.meet.date,
    course: courseOf(programme.meet.course),
  };
  return createMeet(env, by, clubId, fields, upload, programme);
}

/** DESIGN 8g: LENEX MEET course; a pool points do not know (yards, 33 m) leaves the course unknown. */
const courseOf = (course: string | null | undefined): Course | null => COURSES.find((known) => known === course?.toUpperCase()) ?? null;

/**
 * LENEX gives a meet no number of its own, so the same Splash meet is the club's meet of the same
 * name (as the file gave it, in any case) on the same date. The file's city is not kept on a meet.
 */
async function sameSplashMeet(env: Env, clubId: number, name: string, date: string | null): Promise<MeetRow | undefined> {
  const [meet] = await db(env)
    .select()
    .from(meets)
    .where(
      and(
        eq(meets.club_id, clubId),
        sql`lower(${meets.name}) = lower(${name})`,
        date === null ? isNull(meets.planned_date) : eq(meets.planned_date, date),
        finished,
      ),
    )
    .orderBy(desc(meets.id))
    .limit(1);
  return meet;
}

export async function meetFromCsv(env: Env, by: Importer, clubId: number, form: FormData, fields: ReturnType<typeof csvFields>) {
  if (await numberTaken(env, fields.external_id)) throw meetNumberInUse();
  const upload = await readUpload(form, ["csv"]);
  const programme = parseUpload(upload, { name: fields.name, date: fields.planned_date });
  return createMeet(env, by, clubId, fields, upload, programme);
}

/** One call for either kind, as the link has it: a .csv file with the CSV fields, else LENEX. */
export async function meetFromFile(env: Env, by: Importer, clubId: number, form: FormData, language: Language) {
  const file = form.get("file");
  if (file instanceof File && importKindOf(file.name) === "csv") return meetFromCsv(env, by, clubId, form, csvFields(form, language));
  return meetFromLenex(env, by, clubId, form);
}

/** The answer of a re-import, on the screens' route and the link's alike (DESIGN 8e), as /api/openapi.json describes it. */
export const REIMPORT_ANSWER =
  "The meet, and `report`: the heats `added`, `removed`, `changed`, `unchanged` and `kept` (swum, no longer in the file); " +
  "`moved` (`{heat_id, lane, swam, file, file_now}`: a started heat's lane where the file names another swimmer than the one " +
  "who swam, and where the file's swimmer is now, null for no heat); `kept_changes` (lanes of heats not yet started that kept " +
  "a change made in the room, the file having left them as the last file had them); `lanes` (`{heat_id, lane, now, before?}`: " +
  "each lane of a changed heat still to swim, what it holds now and who was there before, those not among `conflicts`); " +
  "`conflicts` (`{heat_id, lane, room, file, " +
  "outcome, file_swimmer_now?, withdrawn_now?}`: lanes the room and the file both changed, what each did, whose lane the " +
  "programme has now, and where a swimmer the room withdrew there stays withdrawn)";

/**
 * A new programme for a meet, keeping its recorded results (DESIGN 9), with what changed. With
 * `other_meet=ask` (the meet page's dialog) a LENEX file that names another meet than the file
 * imported last is refused with both names, so a file picked by mistake changes nothing unless the
 * club confirms it.
 */
export async function reimport(env: Env, by: Importer, meet: MeetRow, form: FormData) {
  const upload = await readUpload(form, ["lxf", "csv"]);
  const programme = parseUpload(upload, { name: meet.name, date: meet.planned_date });
  if (form.get("other_meet") === "ask" && upload.kind === "lxf") {
    const last = (await room(env, meet.id).programmeMeet())?.name.trim() || meet.name;
    const named = programme.meet.name.trim();
    if (named && named.toLowerCase() !== last.toLowerCase()) {
      throw new HttpError(409, "other_meet", text("server.meets.otherMeet", { file: named, meet: last }));
    }
  }
  const lastFile = await lastImportedHeats(env, meet);
  const report = await storeImport(env, meet, by, upload, programme, { lastFile });
  return { ...(await meetJson(env, meet.id)), report };
}

/**
 * DESIGN 8e: the base of a re-import's merge is the file imported last. A room keeps it from its
 * first import on; for a meet imported before that, the file is read again from the import history.
 * Undefined when the room has it, and when the file is gone or no longer reads: the new file's
 * line-up is then taken as it is, as before.
 */
async function lastImportedHeats(env: Env, meet: MeetRow): Promise<Heat[] | undefined> {
  if (await room(env, meet.id).hasImportBase()) return undefined;
  const [last] = await db(env)
    .select({ r2_key: imports.r2_key, filename: imports.filename, kind: imports.kind })
    .from(imports)
    .where(eq(imports.meet_id, meet.id))
    .orderBy(desc(imports.id))
    .limit(1);
  const file = last && (await env.FILES.get(last.r2_key));
  if (!last || !file) return undefined;
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    return parseUpload({ kind: last.kind, filename: last.filename, bytes }, { name: meet.name, date: meet.planned_date }).heats;
  } catch (error) {
    console.error("last imported file not read again", error);
    return undefined;
  }
}
