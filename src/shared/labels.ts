// Labels for the programme's codes, SPEC section 9, from the `labels` catalogue (DESIGN 12). Shared so
// the control panel, the officials' page and the exports name a heat the same way. Each takes an
// optional language: without one a page gets its own, the server Dutch.
import { labelText } from "./i18n/label-text";
import type { Language } from "./i18n/languages";
import type { Course } from "./para-points";
import type { UnsureReason } from "./live";

// SPEC 9 leaves TOWFINS without a label; 'Vinzwemmen' is the KNZB's own name for the discipline.
const STROKES = ["BACK", "BREAST", "FLY", "FREE", "MEDLEY", "TOWFINS"] as const;
type Stroke = (typeof STROKES)[number];
const isStroke = (code: string): code is Stroke => (STROKES as readonly string[]).includes(code);

/** The name of a LENEX stroke code; an unknown code is shown as it is rather than hidden. */
export function strokeLabel(stroke: string | null | undefined, language?: Language): string {
  if (!stroke) return "";
  const code = stroke.toUpperCase();
  return isStroke(code) ? labelText(`labels.stroke.${code}`, undefined, language) : stroke;
}

/** DESIGN 8b: a timekeeper's doubt about their watch, as the phone, the referee's sheet and the log name it. */
export const unsureText = (reason: UnsureReason, language?: Language): string =>
  labelText(`labels.watchUnsure.${reason}`, undefined, language);

/** DESIGN 8g: the pool a meet swims in; unknown until the file or the club says. */
export const courseLabel = (course: Course | null | undefined, language?: Language): string =>
  labelText(`labels.course.${course ?? "unknown"}`, undefined, language);

/** SPEC 3/9: M and F are men and women; anything else (X, A, empty) means a mixed heat. */
export function genderLabel(gender: string | null | undefined, language?: Language): string {
  const g = (gender ?? "").toUpperCase();
  return labelText(`labels.gender.${g === "M" || g === "F" ? g : "X"}`, undefined, language);
}

/** The values of a heat's title, for a message that names the heat in a language chosen later (the meet log). */
export const heatTitleValues = (heat: { event_number: number; heat_number: number; round?: string }) => ({
  event: String(heat.event_number),
  round: heat.round ?? "",
  heat: String(heat.heat_number),
});

/** How a heat is named in texts and the log: "Programma 3, serie 2"; Splash's round suffix kept ("7F"). */
export function heatTitle(heat: { event_number: number; heat_number: number; round?: string }, language?: Language): string {
  return labelText("labels.heat.title", heatTitleValues(heat), language);
}

/** A race's distance as the programme shows it: "100 m", a relay as "4 × 50 m" (alike in every language). */
export function heatDistance(heat: { distance: number; relaycount?: number }): string {
  const swimmers = heat.relaycount ?? 1;
  return swimmers > 1 ? `${swimmers} × ${heat.distance} m` : `${heat.distance} m`;
}

/** "50 m Vrije slag, Mannen". */
export function heatRace(
  heat: { distance: number; relaycount?: number; stroke: string; gender: string | null },
  language?: Language,
): string {
  return labelText(
    "labels.heat.race",
    { distance: heatDistance(heat), stroke: strokeLabel(heat.stroke, language), gender: genderLabel(heat.gender, language) },
    language,
  );
}

/** A club's licence (schemas.ts LICENSES); an unknown one as it is. */
export function licenseLabel(license: string, language?: Language): string {
  return license === "free" || license === "knzb" || license === "beta"
    ? labelText(`labels.license.${license}`, undefined, language)
    : license;
}
