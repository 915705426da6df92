// What a screen reader hears of the active heat as it runs (WCAG 4.1.3, status messages): one line
// for the heat and its status, and a line per lane once its result is there. Pure, so the staff's
// pages and the public page (in its own language) make their lines the same way.
import { heatStatusLook } from "../../shared/heat-status";
import { heatTitle } from "../../shared/labels";
import { laneNumbers, type Heat, type Lane } from "../../shared/programme";
import { formatSwimTime } from "../../shared/race-time";
import { t } from "../i18n/texts";

export interface ResultLine {
  lane: string;
  text: string;
}

/** A line per lane that `line` has words for (a time, DNS, …), in lane order; silent lanes are left out. */
export function resultLines<L>(lanes: Record<string, L>, line: (lane: string, result: L) => string | null): ResultLine[] {
  return laneNumbers(lanes).flatMap((lane) => {
    const text = line(lane, lanes[lane]!);
    return text ? [{ lane, text }] : [];
  });
}

/** A heat's status in words, also status 10 (a colour only in SPEC 4); null for those SPEC 4 does not show. */
export function statusWords(status: number, active: boolean): string | null {
  const look = heatStatusLook(status, active);
  return look ? look.label || t("common.live.unlabelledStatus", { status }) : null;
}

/** "Programma 1, serie 2: Race bezig", as the staff's pages name the active heat and its status. */
export function heatStatusLine(heat: Heat): string {
  const status = statusWords(heat.status, true);
  return status ? t("common.live.heatStatus", { heat: heatTitle(heat), status }) : heatTitle(heat);
}

/**
 * What a lane's result shows, on the staff's and the public pages alike: the result code alone where
 * the time does not count (DNS, DSQ, …), the time with EXH beside it for an exhibition swim (a time,
 * never a place), else the time; null for a lane without either.
 */
export function laneResult(lane: Pick<Lane, "time" | "status">): { time: string | null; code: string | null } | null {
  const time = lane.time != null ? formatSwimTime(lane.time) : null;
  if (lane.status && (lane.status !== "EXH" || time === null)) return { time: null, code: lane.status };
  if (time === null) return null;
  return { time, code: lane.status === "EXH" ? "EXH" : null };
}

/** "Baan 4: 31.27", "Baan 3: DSQ", "Baan 6: 31.27 EXH": what a screen reader hears of each lane, as the lanes show it. */
export function resultLinesOf(heat: { lanes: Record<string, Pick<Lane, "time" | "status">> }): ResultLine[] {
  return resultLines(heat.lanes, (lane, result) => {
    const shown = laneResult(result);
    return shown ? t("common.live.result", { lane, result: [shown.time, shown.code].filter(Boolean).join(" ") }) : null;
  });
}
