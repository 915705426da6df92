// The heat state machine of the meet room (DESIGN 2, 6) as one pure function: the room hands it
// the programme and a command already checked for role and shape, stores what comes back, logs
// it and broadcasts it. The allowed-or-not decision is heat-rules.ts's, so that the control
// panel's buttons and the room can never disagree (DESIGN 2: one rule, one place).
import type { Heat } from "../shared/programme";
import type { Command, LiveMeet, RefusalCode } from "../shared/live";
import { HEAT_STATUS, activateRefusal, commandRefusal, controlStateOf, heatStatusLabelId } from "../shared/heat-rules";
import { resultStatus } from "./result-rules";
import { voidedRun } from "./heat-result";
import { heatTitleText, roomText, type RoomText } from "./room-text";
import { hornStartTime, timeThatCounts, type PressTime } from "./press-time";
import { heatStartCodes } from "../shared/start-codes";

export interface MachineState {
  /** The programme in its running order (DESIGN 8h): Next and Previous step through it. */
  heats: readonly Heat[];
  active_heat_id: string | null;
  /** DESIGN 6b: the heat armed for an automatic start ('Gereed voor start'), if any. */
  armed_heat_id?: string | null;
  /** DESIGN 6b: the active heat when its running race was started automatically, so 'Start ongedaan maken' may reset it. */
  auto_started_heat_id?: string | null;
}

export interface MachineChanges {
  /** Only the heats that changed, as new objects; the input is never modified. */
  heats: Heat[];
  meet: Partial<Pick<LiveMeet, "active_heat_id">>;
}

export type MachineResult =
  | { ok: true; changes: MachineChanges; log: RoomText; press?: PressTime }
  | { ok: false; code: RefusalCode; message: RoomText };

function refuse(code: RefusalCode): MachineResult {
  return { ok: false, code, message: roomText(`room.refusal.${code}`) };
}

function moveTo(target: Heat, log: RoomText): MachineResult {
  return { ok: true, changes: { heats: [], meet: { active_heat_id: target.id } }, log };
}

/**
 * Applies one control command received at server time `serverTime` (ms). DESIGN 6: start and stop
 * count from the press when the panel's claim is plausible (press-time.ts), and say which they used.
 */
export function applyCommand(state: MachineState, command: Command, serverTime: number): MachineResult {
  const control = controlStateOf(state.heats, state.active_heat_id);
  const active = control.activeIndex >= 0 ? state.heats[control.activeIndex]! : null;
  // DESIGN 8e: a move made from a view whose active heat has changed would skip or undo another desk's,
  // and one that does not say which view it was made from might.
  if (command.type !== "start" && command.type !== "stop") {
    if (command.from_heat_id === undefined) return refuse("no_view");
    if (command.from_heat_id !== state.active_heat_id) return refuse("stale_view");
  }

  switch (command.type) {
    case "activate": {
      const target = state.heats.find((h) => h.id === command.heat_id);
      if (!target) return refuse("unknown_heat");
      const refusal = activateRefusal(target.id, active ? active.id : null, control.activeStatus);
      if (refusal) return refuse(refusal);
      return moveTo(target, roomText("room.log.activated", { title: heatTitleText(target) }));
    }
    case "previous":
    case "next": {
      const refusal = commandRefusal(command.type, control);
      if (refusal) return refuse(refusal);
      const target = state.heats[control.activeIndex + (command.type === "next" ? 1 : -1)]!;
      return moveTo(target, roomText("room.log.moved", { direction: command.type, title: heatTitleText(target) }));
    }
    case "start":
    case "stop":
    case "reset": {
      // DESIGN 6b: an automatic start is undone while its race runs, before anyone stopped it.
      if (command.type === "reset" && command.why === "auto_start") {
        if (!active) return refuse("no_active_heat");
        if (active.status !== HEAT_STATUS.RUNNING || state.auto_started_heat_id !== active.id) return refuse("not_auto");
        return changeActive(active, command, serverTime, false);
      }
      const refusal = commandRefusal(command.type, control);
      if (refusal || !active) return refuse(refusal ?? "no_active_heat");
      return changeActive(active, command, serverTime, state.armed_heat_id === active.id);
    }
  }
}

function changeActive(
  heat: Heat,
  command: Extract<Command, { type: "start" | "stop" | "reset" }>,
  serverTime: number,
  armed: boolean,
): MachineResult {
  const title = heatTitleText(heat);
  // DESIGN 6b: a start nobody pressed only for a heat the administrator armed, and only from a signal
  // the room itself takes; in doubt the heat waits for the press.
  if (command.type === "start" && command.auto && !armed) return refuse("not_armed");
  let changed: Heat;
  let log: RoomText;
  let press: PressTime | undefined;
  switch (command.type) {
    case "start":
      press =
        command.source === "horn" && command.press_time !== undefined
          ? hornStartTime(
              { time: command.time, press_time: command.press_time, correction: command.correction ?? 0, confidence: command.confidence },
              command.accuracy,
              serverTime,
            )
          : timeThatCounts(command.time, command.accuracy, serverTime);
      if (command.auto && (command.source !== "horn" || press.source !== "horn")) return refuse("auto_unsure");
      changed = {
        ...heat,
        status: HEAT_STATUS.RUNNING,
        start_time: press.time,
        end_time: null,
        end_client_time: null,
        end_accuracy: null,
      };
      log = command.auto
        ? roomText("room.log.startedAuto", { title })
        : press.source === "horn"
          ? roomText("room.log.startedOnHorn", { title, seconds: ((command.press_time! - press.time) / 1000).toFixed(2) })
          : press.unsure_signal
            ? roomText("room.log.startedSignalUnsure", { title, confidence: (command.confidence ?? 0).toFixed(2) })
            : command.source === "press"
              ? // The panel listened for the start signal and counted none (it says "press" only then), and says why.
                roomText(command.horn_miss === "unsure" ? "room.log.startedUnsure" : "room.log.startedNoSignal", {
                  title,
                  source: roomText(`room.log.pressTime.${press.source}`),
                })
              : roomText("room.log.started", { title, source: roomText(`room.log.pressTime.${press.source}`) });
      // DESIGN 8i: a deaf swimmer needs a light start; a start that counted from the sound names their lanes.
      if (press.source === "horn") {
        const light = heatStartCodes(heat).flatMap(({ lane, code }) => (code === "H" ? [lane] : []));
        if (light.length > 0) log = roomText("room.log.lightStartNeeded", { start: log, lanes: light.join(", ") });
      }
      break;
    case "stop": {
      press = timeThatCounts(command.time, command.accuracy, serverTime);
      const status = resultStatus(heat);
      changed = {
        ...heat,
        status,
        // A race never ends before it started, whatever a clock said.
        end_time: Math.max(press.time, heat.start_time ?? press.time),
        end_client_time: command.time,
        end_accuracy: command.accuracy,
      };
      const label = heatStatusLabelId(status);
      log = roomText("room.log.stopped", {
        title,
        // SPEC 4's status 10 has a colour and no label: the log names it by nothing, as the chip does.
        status: label ? roomText(label) : status === HEAT_STATUS.MARKED ? "" : roomText("room.log.status", { status: String(status) }),
        source: roomText(`room.log.pressTime.${press.source}`),
      });
      break;
    }
    case "reset":
      changed = voidedRun(heat);
      log = roomText(command.why === "auto_start" ? "room.log.resetAutoStart" : "room.log.reset", {
        title,
        times: Object.values(heat.lanes).filter((lane) => lane.time != null).length,
      });
      break;
  }
  return { ok: true, changes: { heats: [changed], meet: {} }, log, ...(press ? { press } : {}) };
}
