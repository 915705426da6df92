// A race time typed by hand: the referee's lane dialog (DESIGN 8b) and an official correcting their
// own watch (DESIGN 8) read it by one rule.
import { parseRaceTime } from "../shared/race-time";
import { t } from "./i18n/texts";

/**
 * A typed time in ms (null for an empty field) or the field's message: m:ss.hh as SW 11.2 keeps it,
 * so a third decimal is refused rather than silently dropped, and zero or a negative time is no time.
 */
export function parseTimeField(text: string): { time: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { time: null };
  if (/[.,]\d{3,}$/.test(trimmed)) return { error: t("common.fields.raceTime.hundredths") };
  const time = parseRaceTime(trimmed);
  return time == null ? { error: t("common.fields.raceTime.invalid") } : { time };
}
