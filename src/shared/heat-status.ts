// A heat's status as SPEC 4's table names and colours it, on its own: the officials' phone shows a
// status but runs no control rule, so it loads this without the rules (heat-rules.ts, DESIGN 11).
import { labelText } from "./i18n/label-text";
import type { Language } from "./i18n/languages";
import type { LabelId } from "./i18n/label-text";

export const HEAT_STATUS = {
  PLANNED: 0,
  RUNNING: 1,
  FINAL: 5,
  INCOMPLETE: 6,
  VVA_DIFFERS_FROM_TIMES: 7,
  VVA_DEVIATIONS: 8,
  DISQUALIFICATIONS: 9,
  // SPEC 4 gives 10 only a colour, no meaning or text; we never set it, only show and allow it.
  MARKED: 10,
} as const;

export type HeatStatusCode = (typeof HEAT_STATUS)[keyof typeof HEAT_STATUS];

export type ChipColor = "default" | "success" | "error" | "warning" | "primary";

export interface StatusLook {
  label: string;
  color: ChipColor;
  icon: "check" | null;
}

type StatusLabelId = Extract<LabelId, `labels.status.${string}`>;

/** SPEC 4 status table; 2, 3 and 4 are deliberately absent ("not shown"), 10 has a colour only. */
const STATUS_LOOK: Readonly<Record<number, { label: StatusLabelId | null; color: ChipColor; icon: "check" | null }>> = {
  0: { label: "labels.status.planned", color: "default", icon: null },
  1: { label: "labels.status.running", color: "default", icon: null },
  5: { label: "labels.status.final", color: "success", icon: "check" },
  6: { label: "labels.status.incomplete", color: "error", icon: null },
  7: { label: "labels.status.vvaDiffers", color: "warning", icon: null },
  8: { label: "labels.status.vvaDeviations", color: "warning", icon: null },
  9: { label: "labels.status.disqualifications", color: "warning", icon: null },
  10: { label: null, color: "primary", icon: null },
};

/** The label a status shows, as a message id (for a text formatted later, the meet log); null when it shows none. */
export function heatStatusLabelId(status: number, isActive = false): StatusLabelId | null {
  if (status === HEAT_STATUS.PLANNED && isActive) return "labels.status.ready";
  return STATUS_LOOK[status]?.label ?? null;
}

/** How a status chip looks; null for statuses SPEC 4 does not show (2, 3, 4, unknown). */
export function heatStatusLook(status: number, isActive = false, language?: Language): StatusLook | null {
  const look = STATUS_LOOK[status];
  if (!look) return null;
  const label = heatStatusLabelId(status, isActive);
  return { label: label ? labelText(label, undefined, language) : "", color: look.color, icon: look.icon };
}
