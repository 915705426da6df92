// The public page's names (DESIGN 8c) of a heat, its race and its status, in the page's language
// (the `public` catalogue, DESIGN 12). A heat's name and race are the shared labels, which follow the
// page's language themselves, so staff and spectators read the same words; the statuses have a
// spectator's wording of their own.
import { HEAT_STATUS, heatStatusLook } from "../../shared/heat-rules";
import { LOCALES } from "../../shared/i18n/languages";
import { heatTitle } from "../../shared/labels";
import type { Heat } from "../../shared/programme";
import type { PublicHeat } from "../../shared/results";
import { groupAges, type GroupFacts } from "../../shared/result-parts";
import { currentLanguage, t, type MessageId } from "../i18n/texts";
import { DEFAULT_TIME_ZONE } from "../../shared/time-zone";

/** The event as the programme numbers it, with Splash's round suffix ("7F"). */
export const eventLabel = (heat: Pick<Heat, "event_number" | "round">): string => `${heat.event_number}${heat.round ?? ""}`;

/**
 * A ranking group's name as the file gives it ("Dames 25-29 jaar"); a group the file left unnamed is
 * called by its ages, so no ranking goes without a name.
 */
export function groupLabel(group: GroupFacts): string {
  const name = group.name.trim();
  if (name) return name;
  const { min, max } = groupAges(group);
  if (min != null && max != null)
    return min === max ? t("public.results.group.one", { min }) : t("public.results.group.ages", { min, max });
  if (min != null) return t("public.results.group.from", { min });
  if (max != null) return t("public.results.group.upTo", { max });
  return t("public.results.group.unnamed");
}

// Words for the statuses of SPEC 4's table; 7 and 8 are about the arrival-order judges (VVA), words a
// spectator does not know, so both say the result is being checked.
const STATUS_WORDS: Partial<Record<number, MessageId>> = {
  0: "public.heatStatus.0",
  1: "public.heatStatus.1",
  5: "public.heatStatus.5",
  6: "public.heatStatus.6",
  7: "public.heatStatus.7",
  8: "public.heatStatus.8",
  9: "public.heatStatus.9",
};

const CHECKED_BY_REFEREE: ReadonlySet<number> = new Set([
  HEAT_STATUS.INCOMPLETE,
  HEAT_STATUS.VVA_DIFFERS_FROM_TIMES,
  HEAT_STATUS.VVA_DEVIATIONS,
]);

/**
 * A heat's status as spectators read it, with the colour of SPEC 4's table; null for statuses that
 * table does not show (2, 3, 4, unknown) and for 10, which has a colour but no words. A complete
 * result is 'voorlopig' until the referee settles it (DESIGN 8c): never 'final' before it is.
 */
export function heatStatus(
  heat: Pick<PublicHeat, "status" | "settled">,
  active: boolean,
): { label: string; color: NonNullable<ReturnType<typeof heatStatusLook>>["color"] } | null {
  const { status } = heat;
  const look = heatStatusLook(status, active);
  if (!look) return null;
  // The referee settled what the officials' records left open (DESIGN 8b): it is no longer being checked.
  if (heat.settled && CHECKED_BY_REFEREE.has(status))
    return { label: t("public.heatStatus.5"), color: heatStatusLook(HEAT_STATUS.FINAL)!.color };
  if (status === HEAT_STATUS.FINAL && !heat.settled) return { label: t("public.heatStatus.provisional"), color: "default" };
  const id = status === HEAT_STATUS.PLANNED && active ? "public.heatStatus.ready" : STATUS_WORDS[status];
  return id ? { label: t(id), color: look.color } : null;
}

/**
 * "verwacht ± 14:35" by the pool's clock (the meet's time zone, DESIGN 12: a parent abroad reads the
 * pool's time, as the announcements say it), for a heat not yet started whose start can be estimated.
 */
export function expectedStartText(
  heat: Pick<PublicHeat, "status" | "start_time" | "expected_start">,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  if (heat.status !== HEAT_STATUS.PLANNED || heat.start_time != null || heat.expected_start == null) return null;
  const poolClock = new Intl.DateTimeFormat(LOCALES[currentLanguage()], { hour: "2-digit", minute: "2-digit", timeZone });
  return t("public.programme.expected", { time: poolClock.format(new Date(heat.expected_start)) });
}

const RESULT_CODES = ["DNS", "DNF", "DSQ", "EXH", "SICK", "WDR"] as const;
const isResultCode = (code: string): code is (typeof RESULT_CODES)[number] => (RESULT_CODES as readonly string[]).includes(code);

/** What a result code (DNS, DNF, DSQ, EXH, SICK, WDR) means, or the code itself when unknown. */
export function resultStatusName(status: string): string {
  return isResultCode(status) ? t(`public.resultStatus.${status}`) : status;
}

/** A yyyy-mm-dd date as a calendar day in the page's language: "3 maart 2026" / "3 March 2026". */
export function meetDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  if (!match) return t("public.noDate");
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], { day: "numeric", month: "long", year: "numeric" }).format(day);
}

/** "Programma 1, serie 2: Race bezig": the active heat as a screen reader hears it change. */
export function heatStatusLine(heat: PublicHeat): string {
  const name = heatTitle(heat);
  const status = heatStatus(heat, true)?.label;
  return status ? t("common.live.heatStatus", { heat: name, status }) : name;
}
