// Text lookup for the public page (DESIGN 8c): the language's texts, and the names of a heat, its
// race and its status in that language. Pure, so both languages are tested side by side.
import { HEAT_STATUS, heatStatusLook } from "../../shared/heat-rules";
import { POOL_TIME_ZONE } from "../../shared/expected-start";
import { heatDistance } from "../../shared/labels";
import type { Heat } from "../../shared/programme";
import { formatSwimTime } from "../../shared/race-time";
import type { PublicHeat, PublicLane } from "../../shared/results";
import { resultLines, type ResultLine } from "../live/announcements";
import { publicEn } from "../texts/public.en";
import { publicNl, type PublicTexts } from "../texts/public.nl";
import type { PublicLanguage } from "./language";

const TEXTS: Record<PublicLanguage, PublicTexts> = { nl: publicNl, en: publicEn };

export function publicTexts(language: PublicLanguage): PublicTexts {
  return TEXTS[language];
}

/** A LENEX stroke code by name; an unknown code is shown as it is rather than hidden. */
export function strokeName(t: PublicTexts, stroke: string | null | undefined): string {
  if (!stroke) return "";
  return (t.strokes as Record<string, string>)[stroke.toUpperCase()] ?? stroke;
}

/** SPEC 3/9: M and F are men and women; anything else (X, A, empty) is a mixed race. */
export function genderName(t: PublicTexts, gender: string | null | undefined): string {
  const g = (gender ?? "").toUpperCase();
  return g === "M" ? t.genders.M : g === "F" ? t.genders.F : t.genders.X;
}

type HeatFacts = Pick<Heat, "event_number" | "heat_number" | "round" | "distance" | "relaycount" | "stroke" | "gender">;

/** The event as the programme numbers it, with Splash's round suffix ("7F"). */
export const eventLabel = (heat: Pick<Heat, "event_number" | "round">): string => `${heat.event_number}${heat.round ?? ""}`;

/** "Programma 3, serie 2" / "Event 3, heat 2". */
export function heatName(t: PublicTexts, heat: Pick<Heat, "event_number" | "heat_number" | "round">): string {
  return t.heatName(eventLabel(heat), heat.heat_number);
}

/** "50 m Vrije slag, Vrouwen" / "4 × 50 m Freestyle, Mixed". */
export function raceName(t: PublicTexts, heat: Omit<HeatFacts, "event_number" | "heat_number" | "round">): string {
  return `${heatDistance(heat)} ${strokeName(t, heat.stroke)}, ${genderName(t, heat.gender)}`;
}

/**
 * A heat's status as spectators read it, with the colour of SPEC 4's table; null for statuses that
 * table does not show (2, 3, 4, unknown) and for 10, which has a colour but no words. A complete
 * result is 'voorlopig' until the referee settles it (DESIGN 8c): never 'final' before it is.
 */
export function heatStatus(
  t: PublicTexts,
  heat: Pick<PublicHeat, "status" | "settled">,
  active: boolean,
): { label: string; color: NonNullable<ReturnType<typeof heatStatusLook>>["color"] } | null {
  const { status } = heat;
  const look = heatStatusLook(status, active);
  if (!look) return null;
  if (status === HEAT_STATUS.FINAL && !heat.settled) return { label: t.heatStatus.provisional, color: "default" };
  const labels = t.heatStatus as Record<string | number, string>;
  const label = status === 0 && active ? t.heatStatus.ready : labels[status];
  return label ? { label, color: look.color } : null;
}

const poolClock = (t: PublicTexts) => new Intl.DateTimeFormat(t.locale, { hour: "2-digit", minute: "2-digit", timeZone: POOL_TIME_ZONE });

/** "verwacht ± 14:35" by the pool's clock, for a heat not yet started whose start can be estimated. */
export function expectedStartText(t: PublicTexts, heat: Pick<PublicHeat, "status" | "start_time" | "expected_start">): string | null {
  if (heat.status !== HEAT_STATUS.PLANNED || heat.start_time != null || heat.expected_start == null) return null;
  return t.programme.expected(poolClock(t).format(new Date(heat.expected_start)));
}

/** What a result code (DNS, DNF, DSQ, EXH, SICK, WDR) means, or the code itself when unknown. */
export function resultStatusName(t: PublicTexts, status: string): string {
  return (t.resultStatus as Record<string, string>)[status] ?? status;
}

/** A yyyy-mm-dd date as a calendar day in the language: "3 maart 2026" / "3 March 2026". */
export function meetDate(t: PublicTexts, value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  if (!match) return t.noDate;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(t.locale, { day: "numeric", month: "long", year: "numeric" }).format(day);
}

/** "Programma 1, serie 2: Race bezig": the active heat as a screen reader hears it change. */
export function heatStatusLine(t: PublicTexts, heat: PublicHeat): string {
  return t.now.heatStatus(heatName(t, heat), heatStatus(t, heat, true)?.label ?? null);
}

/**
 * What the lanes table shows in a lane's time column: the result code (DNS, DSQ, …) or the time; an
 * exhibition swim (EXH) with a time shows the time.
 */
export function laneResult(lane: PublicLane): { code: string } | { time: string } | null {
  if (lane.status && (lane.status !== "EXH" || lane.time == null)) return { code: lane.status };
  return lane.time != null ? { time: formatSwimTime(lane.time) } : null;
}

/** The same as a screen reader hears each result arrive: "Baan 4: 31.27", "Lane 3: DNS". */
export function resultLinesOf(t: PublicTexts, heat: PublicHeat): ResultLine[] {
  return resultLines(heat.lanes, (lane, result) => {
    const shown = laneResult(result);
    return shown ? t.now.result(lane, "code" in shown ? shown.code : shown.time) : null;
  });
}
