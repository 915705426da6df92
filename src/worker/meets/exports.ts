// DESIGN 10: the files that go back to Splash, for the meet page's buttons and the link alike.
import { HttpError, notFound } from "../http/errors";
import { canExportHeat } from "../../shared/heat-rules";
import { writeLenexResults } from "../formats/lenex-write";
import { writeSplashHeat } from "../formats/splash-heat-write";
import type { Programme } from "../../shared/programme";
import { roomProgramme, type MeetRow } from "./store";
import { messages } from "../../shared/texts/nl";

function download(body: Uint8Array | string, filename: string, type: string): Response {
  return new Response(body as BodyInit, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.\-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** The whole meet as a LENEX results file (.lxf) that Splash imports. */
export async function resultsDownload(env: Env, meet: MeetRow): Promise<Response> {
  const { heats, meet: programmeMeet } = await roomProgramme(env, meet.id);
  const programme: Programme = {
    meet: { ...(programmeMeet ?? { city: null, nation: null, course: null }), name: meet.name, date: meet.planned_date },
    heats,
  };
  const lenex = writeLenexResults(programme, { name: "Zwemtijd", version: env.API_VERSION, email: env.MAIL_FROM });
  return download(lenex, `${meet.external_id}-uitslagen.lxf`, "application/zip");
}

/** One finished heat as Splash's timing-system heat file. */
export async function heatDownload(env: Env, meet: MeetRow, heatId: string): Promise<Response> {
  const { heats } = await roomProgramme(env, meet.id);
  const heat = heats.find((h) => h.id === heatId);
  if (!heat) throw notFound(messages.records.heat);
  if (!canExportHeat(heat.status)) {
    throw new HttpError(409, "Heat not finished", messages.meets.heatNotFinished);
  }
  const file = writeSplashHeat(heat);
  return download(file.text, file.filename, "text/plain; charset=utf-8");
}
