// The control rules for the active heat (SPEC section 4) in one place: the control panel asks them
// to enable its buttons, the meet room asks them to refuse a command (DESIGN 2: one rule, one place).
import type { ActiveHeatCommand, RefusalCode } from "./live";
import { HEAT_STATUS } from "./heat-status";

export { HEAT_STATUS, heatStatusLabelId, heatStatusLook, type ChipColor, type HeatStatusCode, type StatusLook } from "./heat-status";

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
