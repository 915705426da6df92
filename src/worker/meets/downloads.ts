// DESIGN 8c: what clubs download besides the files for Splash (exports.ts): the results as CSV for
// Excel, and every uploaded file from the import history as it was uploaded.
import { and, eq } from "drizzle-orm";
import { db } from "../db/client";
import { imports } from "../db/schema";
import { notFound } from "../http/errors";
import { resultsCsv } from "../formats/results-csv";
import type { MeetResults } from "../../shared/results";
import { resultsTexts } from "../../shared/texts/nl-results";
import { download } from "./exports";
import { logToMeet } from "./meet-log";
import { room, type MeetRow } from "./store";

/**
 * The meet's results, one row per swim. The log says who fetched them (DESIGN 8e), after the answer:
 * it is best effort, and the download should not wait for a second call to the room.
 */
export async function resultsCsvDownload(env: Env, ctx: Pick<ExecutionContext, "waitUntil">, meet: MeetRow, by: string): Promise<Response> {
  const results = JSON.parse(await room(env, meet.id).resultsJson()) as MeetResults;
  const filename = resultsTexts.csvFile(meet.external_id);
  ctx.waitUntil(logToMeet(env, meet.id, "export", resultsTexts.exportedCsv(filename), by));
  return download(resultsCsv(results), filename, "text/csv; charset=utf-8");
}

/** An uploaded file of this meet's import history, byte for byte; 404 for another meet's import. */
export async function importFileDownload(env: Env, meet: MeetRow, importId: string): Promise<Response> {
  const id = /^\d{1,15}$/.test(importId) ? Number(importId) : null;
  if (id === null) throw notFound(resultsTexts.importFile);
  const [row] = await db(env)
    .select({ r2_key: imports.r2_key, filename: imports.filename })
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.meet_id, meet.id)));
  const file = row ? await env.FILES.get(row.r2_key) : null;
  if (!row || !file) throw notFound(resultsTexts.importFile);
  // As uploaded: its kind says how we read it, not what it holds (a bare .lef is XML, not a zip).
  return download(new Uint8Array(await file.arrayBuffer()), row.filename, "application/octet-stream");
}
