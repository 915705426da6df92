// DESIGN 8c: what clubs download besides the files for Splash (exports.ts): the results as CSV for
// Excel, and every uploaded file from the import history as it was uploaded.
import { and, eq } from "drizzle-orm";
import { db } from "../db/client";
import { imports, meets } from "../../shared/d1-schema";
import { assertClub } from "../auth/access";
import { notFound } from "../http/errors";
import { download } from "./exports";
import { logToMeet } from "./meet-log";
import { roomText } from "../../durable/room-text";
import { finished, room } from "./store";
import type { Profile } from "../../shared/profile";
import { say, text } from "../http/language";
import type { Language } from "../../shared/i18n/languages";

/**
 * The meet's results, one row per swim, in `language` and named in it by the meet's number as the room
 * has it. The log says who fetched them (DESIGN 8e), after the answer: it is best effort, and the
 * download should not wait for a second call to the room.
 */
export async function resultsCsvDownload(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  meetId: number,
  by: string,
  language: Language,
): Promise<Response> {
  const { external_id, body } = await room(env, meetId).resultsCsvFile(language);
  const filename = say(language, text("server.results.csvFile", { meetNumber: external_id }));
  ctx.waitUntil(logToMeet(env, meetId, "export", roomText("server.log.exportedCsv", { file: filename }), by));
  return download(body, filename, "text/csv; charset=utf-8");
}

// Uploaded files never change (each has a key of its own, and goes only with its history's row), so
// an isolate keeps the last few it served instead of reading R2 again (DESIGN 11).
const KEPT_FILE_BYTES = 8 * 1024 * 1024;
const keptFiles = new Map<string, Uint8Array>();
let keptBytes = 0;

async function storedFile(env: Env, key: string): Promise<Uint8Array | null> {
  const kept = keptFiles.get(key);
  if (kept) {
    keptFiles.delete(key);
    keptFiles.set(key, kept);
    return kept;
  }
  const object = await env.FILES.get(key);
  if (!object) return null;
  const bytes = new Uint8Array(await object.arrayBuffer());
  keptFiles.set(key, bytes);
  keptBytes += bytes.length;
  for (const [oldest, file] of keptFiles) {
    if (keptBytes <= KEPT_FILE_BYTES) break;
    keptFiles.delete(oldest);
    keptBytes -= file.length;
  }
  return bytes;
}

/**
 * An uploaded file of the meet's import history, byte for byte, for whoever may reach the meet (404
 * for an unknown meet, 403 for another club's). The meet and its import in one query: a meet without
 * that import, or another meet's import, is 404.
 */
export async function importFileDownload(env: Env, user: Profile, meetId: number, importId: string): Promise<Response> {
  const [row] = await db(env)
    .select({ club_id: meets.club_id, r2_key: imports.r2_key, filename: imports.filename })
    .from(meets)
    .leftJoin(imports, and(eq(imports.meet_id, meets.id), eq(imports.id, /^\d{1,15}$/.test(importId) ? Number(importId) : -1)))
    .where(and(eq(meets.id, meetId), finished));
  if (!row) throw notFound(text("server.records.meet"));
  assertClub(user, row.club_id);
  const file = row.r2_key ? await storedFile(env, row.r2_key) : null;
  if (!file || !row.filename) throw notFound(text("server.records.importFile"));
  // As uploaded: its kind says how we read it, not what it holds (a bare .lef is XML, not a zip).
  return download(file, row.filename, "application/octet-stream");
}
