// DESIGN 9: an import is stored completely or not at all. The file goes to R2, the programme to the
// meet's room, the history and the active heat to D1; when a later step fails, the earlier ones are
// undone, and a meet created for the import is removed again.
import { and, eq, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import { db } from "../db/client";
import { clubs, meets, pendingImports, pendingMeets } from "../../shared/d1-schema";
import { DEFAULT_TIME_ZONE } from "../../shared/time-zone";
import { asSentence, HttpError } from "../http/errors";
import { randomDigits, randomToken } from "../auth/crypto";
import type { Profile } from "../../shared/profile";
import type { Heat, Programme } from "../../shared/programme";
import type { Course } from "../../shared/para-points";
import { IMPORT_CONTENT_TYPE, type ImportVia } from "../../shared/import-kind";
import type { Upload } from "./upload";
import { liveMeetOf, meetJson, room, type MeetRow } from "./store";
import { removeMeetState } from "./remove-meet-state";
import { listText, logToMeet, userName } from "./meet-log";
import { roomText, type RoomText } from "../../durable/room-text";
import type { ImportReport } from "../../durable/reimport";
import { say, text } from "../http/language";
import type { Language } from "../../shared/i18n/languages";

export const meetNumberInUse = () => {
  const inUse = text("server.meets.numberInUse");
  return new HttpError(422, "Existing meet", asSentence(inUse), { external_id: inUse });
};

export async function numberTaken(env: Env, externalId: string, exceptId?: number): Promise<boolean> {
  const filters: SQL[] = [eq(meets.external_id, externalId)];
  if (exceptId) filters.push(ne(meets.id, exceptId));
  const [row] = await db(env)
    .select({ id: meets.id })
    .from(meets)
    .where(and(...filters))
    .limit(1);
  return !!row;
}

/** A free 5-digit meet number: a LENEX file and a CSV heat list carry none of their own (DESIGN 9). */
export async function freeMeetNumber(env: Env): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const candidate = String(10000 + Math.floor(Math.random() * 90000));
    if (!(await numberTaken(env, candidate))) return candidate;
  }
  throw new HttpError(503, "No meet number", text("server.meets.noFreeNumber"));
}

/** Who made an import, for its history: a user on the screens, or the club's program over the link. */
export interface Importer {
  user_id: number | null;
  via: ImportVia;
  /** Who the meet log names (DESIGN 8e). */
  name: string;
}

export const byUser = (user: Profile): Importer => ({ user_id: user.id, via: "app", name: userName(user) });

/** The program over the link, named in the language it asks in: the log keeps who did it as a name. */
export const byLink = (club: { name: string }, language: Language): Importer => ({
  user_id: null,
  via: "link",
  name: say(language, text("server.log.byLink", { club: club.name })),
});

const importKey = (meetId: number, filename: string) => `meets/${meetId}/imports/${Date.now()}-${filename}`;

/**
 * One step across R2, the room and D1, so a process that dies midway leaves the old programme or the
 * new one whole, in the room and D1 alike: the import is named as pending, its file stored, and the
 * room takes the programme with the import's record in one transaction and records it in D1
 * (history, active heat, the end of pending) itself, again on its next read should the process die
 * in between. A file whose import the room never took is deleted here, or by the next sweep. The log
 * says who imported what and what it changed (DESIGN 8e), `first` for a new meet. `lastFile`: the
 * heats of the file imported last, for a room that has not kept them (lastImportedHeats).
 */
export async function storeImport(
  env: Env,
  meet: MeetRow,
  by: Importer,
  upload: Upload,
  programme: Programme,
  { first = false, lastFile }: { first?: boolean; lastFile?: Heat[] } = {},
) {
  await sweepDeadImports(env);
  const id = randomToken(16);
  const key = importKey(meet.id, upload.filename);
  await db(env).insert(pendingImports).values({ id, meet_id: meet.id, r2_key: key, created_at: Date.now() });
  await env.FILES.put(key, upload.bytes, { httpMetadata: { contentType: IMPORT_CONTENT_TYPE[upload.kind] } });
  const record = {
    id,
    meet_id: meet.id,
    user_id: by.user_id,
    via: by.via,
    r2_key: key,
    filename: upload.filename,
    kind: upload.kind,
    size: upload.bytes.length,
  };
  let report: ImportReport;
  try {
    ({ report } = await room(env, meet.id).importProgramme(programme, liveMeetOf(meet), record, lastFile));
  } catch (error) {
    await giveUpImport(env, meet.id, { id, r2_key: key });
    throw error;
  }
  await logToMeet(env, meet.id, "import", importAction(upload.filename, report, first), by.name);
  return report;
}

/** An import the room did not take leaves nothing: once the room agrees, its file and pending record go. */
async function giveUpImport(env: Env, meetId: number, pending: { id: string; r2_key: string }): Promise<void> {
  try {
    if (await room(env, meetId).settleImport(pending.id)) return;
    await env.FILES.delete(pending.r2_key);
    await db(env).delete(pendingImports).where(eq(pendingImports.id, pending.id));
  } catch (error) {
    // The room or D1 could not be asked: the pending record stays, and the next sweep asks again.
    console.error("import not given up yet", error);
  }
}

function importAction(file: string, report: ImportReport, first: boolean): RoomText {
  if (first) return roomText("server.log.imported", { file, heats: report.heats });
  const count = (kind: "added" | "changed" | "unchanged" | "removed" | "kept" | "moved" | "keptChanges" | "conflicts", n: number) =>
    roomText(`server.log.importCounts.${kind}`, { count: n });
  const counts = [
    count("added", report.added.length),
    count("changed", report.changed.length),
    // Absent in reports made before unchanged heats were counted.
    ...(report.unchanged ? [count("unchanged", report.unchanged.length)] : []),
    count("removed", report.removed.length),
    count("kept", report.kept.length),
    ...(report.moved?.length ? [count("moved", report.moved.length)] : []),
    ...(report.kept_changes ? [count("keptChanges", report.kept_changes)] : []),
    ...(report.conflicts?.length ? [count("conflicts", report.conflicts.length)] : []),
  ];
  return roomText("server.log.reimported", { file, counts: listText(counts), heats: report.heats });
}

// A first import takes seconds; one pending this long was cut off by a process that died midway.
const DEAD_IMPORT_MS = 2 * 60_000;

/** The sweep's reads, for a D1 batch of their own or beside another read (the meet list's). */
export function deadImportReads(env: Env) {
  const before = Date.now() - DEAD_IMPORT_MS;
  return [
    db(env).select({ id: pendingMeets.meet_id }).from(pendingMeets).where(lt(pendingMeets.created_at, before)),
    db(env).select().from(pendingImports).where(lt(pendingImports.created_at, before)),
  ] as const;
}

/**
 * Removes the meets whose first import died midway, with their files and room (DESIGN 9), and the
 * files of re-imports that died midway, unless their room took them after all: the room is asked
 * first, records in D1 an import it took, and from then on refuses one it did not.
 */
export async function sweepDeadImports(env: Env): Promise<void> {
  const [deadMeets, deadImports] = await db(env).batch(deadImportReads(env));
  await removeDeadImports(env, deadMeets, deadImports);
}

/** What deadImportReads found; nothing to write when nothing died. */
export async function removeDeadImports(
  env: Env,
  deadMeets: { id: number }[],
  deadImports: (typeof pendingImports.$inferSelect)[],
): Promise<void> {
  for (const pending of deadImports) await giveUpImport(env, pending.meet_id, pending);
  if (deadMeets.length === 0) return;
  const ids = deadMeets.map((row) => row.id);
  await db(env).delete(meets).where(inArray(meets.id, ids));
  await removeMeetState(env, ids);
}

/**
 * A new meet of this club from an uploaded file: the meet record is visible only once its import is
 * stored, and is removed if the import fails, or, should the process die, by the next sweep.
 */
export async function createMeet(
  env: Env,
  by: Importer,
  clubId: number,
  fields: { name: string; external_id: string; planned_date: string | null; course?: Course | null },
  upload: Upload,
  programme: Programme,
) {
  // DESIGN 12: a new meet runs on its club's clock until someone says otherwise.
  const timeZone = sql<string>`coalesce((select ${clubs.time_zone} from ${clubs} where ${clubs.id} = ${clubId}), ${DEFAULT_TIME_ZONE})`;
  const [inserted] = await db(env).batch([
    db(env)
      .insert(meets)
      .values({ club_id: clubId, ...fields, time_zone: timeZone, auth_code: randomDigits(4), join_key: randomToken(16) })
      .returning(),
    db(env)
      .insert(pendingMeets)
      .select(
        db(env)
          .select({ meet_id: meets.id, created_at: sql<number>`${Date.now()}`.as("created_at") })
          .from(meets)
          .where(eq(meets.external_id, fields.external_id)),
      ),
  ]);
  const meet = inserted[0];
  try {
    await storeImport(env, meet!, by, upload, programme, { first: true });
  } catch (error) {
    await db(env).delete(meets).where(eq(meets.id, meet!.id));
    await removeMeetState(env, [meet!.id]);
    throw error;
  }
  return meetJson(env, meet!.id);
}
