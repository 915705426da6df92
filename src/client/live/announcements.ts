// What a screen reader hears of the active heat as it runs (WCAG 4.1.3, status messages): one line
// for the heat and its status, and a line per lane once its result is there. Pure, so the staff's
// pages and the public page (in its own language) make their lines the same way.
import { heatStatusLook } from "../../shared/heat-status";
import { heatTitle } from "../../shared/labels";
import { laneNumbers, type Heat } from "../../shared/programme";
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

/** "Baan 4: 31.27", "Baan 3: DNS": the staff's lines, times as swim times. */
export function staffResultLines(heat: Heat): ResultLine[] {
  return resultLines(heat.lanes, (lane, result) => {
    if (result.time != null) return t("common.live.result", { lane, result: formatSwimTime(result.time) });
    return result.status ? t("common.live.result", { lane, result: result.status }) : null;
  });
}
