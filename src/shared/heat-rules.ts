// The control rules for the active heat (SPEC section 4) in one place: the control panel asks them
// to enable its buttons, the meet room asks them to refuse a command (DESIGN 2: one rule, one place).
import type { ActiveHeatCommand, RefusalCode } from "./live";
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

/** Where the active heat stands: its status (null when none) and its place in the programme. */
export interface ControlState {
  activeStatus: number | null;
  /** Index of the active heat in programme order, -1 when there is none. */
  activeIndex: number;
  heatCount: number;
}

/** The control state of a programme, so client and room derive it the same way. */
export function controlStateOf(heats: readonly { id: string; status: number }[], activeHeatId: string | null): ControlState {
  // A stale active_heat_id (heat removed by a re-import, DESIGN 9) counts as no active heat.
  const activeIndex = activeHeatId == null ? -1 : heats.findIndex((h) => h.id === activeHeatId);
  return {
    activeStatus: activeIndex >= 0 ? heats[activeIndex]!.status : null,
    activeIndex,
    heatCount: heats.length,
  };
}

export function canStart(status: number | null): boolean {
  return status === HEAT_STATUS.PLANNED;
}

export function canStop(status: number | null): boolean {
  return status === HEAT_STATUS.RUNNING;
}

export function canReset(status: number | null): boolean {
  return status !== null && status !== HEAT_STATUS.PLANNED && status !== HEAT_STATUS.RUNNING;
}

/** SPEC 4 disables previous/next only while running; the ends of the programme stop them as well. */
export function moveRefusal(direction: "previous" | "next", state: ControlState): RefusalCode | null {
  // Without an active heat there is no "neighbour"; Activate picks a heat explicitly instead.
  if (state.activeIndex < 0 || state.activeStatus === null) return "no_active_heat";
  if (state.activeStatus === HEAT_STATUS.RUNNING) return "running";
  if (direction === "previous" && state.activeIndex <= 0) return "first_heat";
  if (direction === "next" && state.activeIndex >= state.heatCount - 1) return "last_heat";
  return null;
}

export function canMove(direction: "previous" | "next", state: ControlState): boolean {
  return moveRefusal(direction, state) === null;
}

export function activateRefusal(targetHeatId: string, activeHeatId: string | null, activeStatus: number | null): RefusalCode | null {
  if (targetHeatId === activeHeatId) return "already_active";
  // Switching away from a running race would orphan it: nobody could stop it any more.
  if (activeStatus === HEAT_STATUS.RUNNING) return "running";
  return null;
}

export function canActivate(targetHeatId: string, activeHeatId: string | null, activeStatus: number | null): boolean {
  return activateRefusal(targetHeatId, activeHeatId, activeStatus) === null;
}

/** SPEC 4: a heat file is exported only once the heat has a result (not planned, not running). */
export function canExportHeat(status: number): boolean {
  return status !== HEAT_STATUS.PLANNED && status !== HEAT_STATUS.RUNNING;
}

/** Why a command on the active heat is refused, or null when SPEC 4 allows it. */
export function commandRefusal(command: ActiveHeatCommand, state: ControlState): RefusalCode | null {
  switch (command) {
    case "start":
      if (state.activeStatus === null) return "no_active_heat";
      return canStart(state.activeStatus) ? null : "not_planned";
    case "stop":
      if (state.activeStatus === null) return "no_active_heat";
      return canStop(state.activeStatus) ? null : "not_running";
    case "reset":
      if (state.activeStatus === null) return "no_active_heat";
      return canReset(state.activeStatus) ? null : "not_finished";
    case "previous":
    case "next":
      return moveRefusal(command, state);
  }
}

/** Which control buttons are enabled for the active heat (activate is per target heat: canActivate). */
export function allowedCommands(
  activeStatus: number | null,
  opts: { activeIndex: number; heatCount: number },
): Record<ActiveHeatCommand, boolean> {
  const state: ControlState = { activeStatus, activeIndex: opts.activeIndex, heatCount: opts.heatCount };
  return {
    start: commandRefusal("start", state) === null,
    stop: commandRefusal("stop", state) === null,
    previous: commandRefusal("previous", state) === null,
    next: commandRefusal("next", state) === null,
    reset: commandRefusal("reset", state) === null,
  };
}
