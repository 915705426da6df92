// DESIGN 10: the files that go back to Splash, for the meet page's buttons and the link alike.
import { HttpError, notFound } from "../http/errors";
import { canExportHeat } from "../../shared/heat-rules";
import { heatTitleValues } from "../../shared/labels";
import { writeLenexResults } from "../formats/lenex-write";
import { writeSplashHeat } from "../formats/splash-heat-write";
import type { Programme } from "../../shared/programme";
import { roomProgramme, type MeetRow } from "./store";
import { logToMeet } from "./meet-log";
import { roomText } from "../../durable/room-text";
import { say, text } from "../http/language";
import type { Language } from "../../shared/i18n/languages";

/** A file the browser saves as it is, never from a cache. */
export function download(body: Uint8Array | string, filename: string, type: string): Response {
  return new Response(body as BodyInit, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}

/**
 * The whole meet as a LENEX results file (.lxf) that Splash imports, named in the request's language
 * (its content is LENEX's); the log says who fetched it (DESIGN 8e).
 */
export async function resultsDownload(env: Env, meet: MeetRow, by: string, language: Language): Promise<Response> {
  const { heats, meet: programmeMeet } = await roomProgramme(env, meet.id);
  const programme: Programme = {
    meet: { ...(programmeMeet ?? { city: null, nation: null, course: null }), name: meet.name, date: meet.planned_date },
    heats,
  };
  const lenex = writeLenexResults(programme, { name: "Zwemtijd", version: env.API_VERSION, email: env.MAIL_FROM });
  const filename = say(language, text("server.results.lxfFile", { meetNumber: meet.external_id }));
  await logToMeet(env, meet.id, "export", roomText("server.log.exportedResults", { file: filename }), by);
  return download(lenex, filename, "application/zip");
}

/** One finished heat as Splash's timing-system heat file; the log says who fetched it. */
export async function heatDownload(env: Env, meet: MeetRow, heatId: string, by: string): Promise<Response> {
  const { heats } = await roomProgramme(env, meet.id);
  const heat = heats.find((h) => h.id === heatId);
  if (!heat) throw notFound(text("server.records.heat"));
  if (!canExportHeat(heat.status)) {
    throw new HttpError(409, "Heat not finished", text("server.meets.heatNotFinished"));
  }
  // Splash's own name (Event{E}-Heat{H}.txt), in every language.
  const file = writeSplashHeat(heat);
  const title = roomText("labels.heat.title", heatTitleValues(heat));
  await logToMeet(env, meet.id, "export", roomText("server.log.exportedHeat", { title, file: file.filename }), by);
  return download(file.text, file.filename, "text/plain; charset=utf-8");
}
