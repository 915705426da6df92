// Dutch labels for the programme's codes, SPEC section 9. Shared so the control panel, the
// officials' page and the exports name a heat the same way.

export const STROKE_LABELS: Readonly<Record<string, string>> = {
  BACK: "Rugslag",
  BREAST: "Schoolslag",
  FLY: "Vlinderslag",
  FREE: "Vrije slag",
  MEDLEY: "Wisselslag",
  // SPEC 9 leaves TOWFINS without a label; 'Vinzwemmen' is the KNZB's own name for the discipline.
  TOWFINS: "Vinzwemmen",
};

/** Dutch name of a LENEX stroke code; an unknown code is shown as it is rather than hidden. */
export function strokeLabel(stroke: string | null | undefined): string {
  if (!stroke) return "";
  return STROKE_LABELS[stroke.toUpperCase()] ?? stroke;
}

/** DESIGN 8g: the pool a meet swims in; unknown until the file or the club says. */
export const COURSE_LABELS = { LCM: "Langebaan (50 m)", SCM: "Kortebaan (25 m)" } as const;

export const courseLabel = (course: keyof typeof COURSE_LABELS | null | undefined) => (course ? COURSE_LABELS[course] : "onbekend");

export const GENDER_LABELS = { M: "Mannen", F: "Vrouwen", X: "Gemengd" } as const;

/** SPEC 3/9: M and F are men and women; anything else (X, A, empty) means a mixed heat. */
export function genderLabel(gender: string | null | undefined): string {
  const g = (gender ?? "").toUpperCase();
  if (g === "M") return GENDER_LABELS.M;
  if (g === "F") return GENDER_LABELS.F;
  return GENDER_LABELS.X;
}

/** How a heat is named in texts and the log: "Programma 3, serie 2"; Splash's round suffix kept ("7F"). */
export function heatTitle(heat: { event_number: number; heat_number: number; round?: string }): string {
  return `Programma ${heat.event_number}${heat.round ?? ""}, serie ${heat.heat_number}`;
}

/** A race's distance as the programme shows it: "100 m", a relay as "4 × 50 m". */
export function heatDistance(heat: { distance: number; relaycount?: number }): string {
  const swimmers = heat.relaycount ?? 1;
  return swimmers > 1 ? `${swimmers} × ${heat.distance} m` : `${heat.distance} m`;
}

/** "50 m Vrije slag, Mannen". */
export function heatRace(heat: { distance: number; relaycount?: number; stroke: string; gender: string | null }): string {
  return `${heatDistance(heat)} ${strokeLabel(heat.stroke)}, ${genderLabel(heat.gender)}`;
}
