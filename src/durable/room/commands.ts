// What a socket asks the room to change, applied once (DESIGN 6, 8, 8b, 8e): who may send it is
// asked of the shared roles, what it does of the pure rules (heat machine, line-up, records, referee),
// and everything it changes, its id and its log event are written in one transaction before anyone is
// told. A restart of the object at any moment keeps either all of it or none, and a message sent
// again under its id (a resend after a reconnect) is only acknowledged.
import {
  isAdmissionMessage,
  isCommandMessage,
  isRecordMessage,
  isRefereeMessage,
  type AdmissionMessage,
  type ArmStartMessage,
  type ClientMessage,
  type CommandMessage,
  type LineupMessage,
  type LiveErrorCode,
  type LiveMeet,
  type RecordMessage,
  type RefereeMessage,
  type RefusalCode,
} from "../../shared/live";
import { encodeFrame } from "../../shared/live-frame";
import { actionOf, mayDo, type LiveAction } from "../../shared/live-roles";
import type { Heat } from "../../shared/programme";
import { applyCommand } from "../heat-machine";
import { heatResult } from "../heat-result";
import type { HeatEntry } from "../heat-entries";
import { applyLineup } from "../lineup";
import { applyRecord, type RecordResult } from "../official-records";
import { taskRefusal, type TaskRefusal } from "../official-tasks";
import { applyDecision, type DecisionResult } from "../referee";
import { heatTitleText, roomText, type RoomText } from "../room-text";
import { commandRefusal, controlStateOf } from "../../shared/heat-rules";
import type { RoomAdmissions } from "./admissions";
import type { RoomCatalogue } from "./catalogue";
import { heatFor, liveHeat, type RoomFrames } from "./frames";
import { logKindOf, type EventRow, type RoomLog } from "./log";
import { heldTasksOf } from "./presence";
import { ADMIN_TAG, officialTag, type RoomSocket, type SocketState } from "./sockets";
import type { RoomStartSignal } from "./start-signal";
import { AUTO_START_UNDO_MS } from "../../shared/start-signal";
import type { RoomStorage } from "./storage";

/** A click on 'Start ongedaan maken' just before it goes may take this long to reach the room on a slow connection. */
const UNDO_GRACE_MS = 5_000;

/** What a socket hears when its role may not do what it sent. */
const FORBIDDEN: Record<LiveAction, RoomText> = {
  lineup: roomText("room.refusal.forbiddenLineup"),
  command: roomText("room.refusal.forbiddenCommand"),
  decide: roomText("room.refusal.forbiddenDecision"),
  record: roomText("room.refusal.forbiddenRecord"),
  admit: roomText("room.refusal.forbiddenAdmission"),
};

type Refusal = { ok: false; code: LiveErrorCode; message: RoomText };

export class RoomCommands {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly store: RoomStorage,
    private readonly frames: RoomFrames,
    private readonly log: RoomLog,
    private readonly catalogue: RoomCatalogue,
    private readonly admissions: RoomAdmissions,
    private readonly startSignal: RoomStartSignal,
  ) {}

  /** A message that changes the meet: applied when the socket's role may send it, refused otherwise. */
  dispatch(connection: RoomSocket, message: Exclude<ClientMessage, { type: "ping" | "task" }>): void {
    const state: SocketState | null = connection.state;
    const action = actionOf(message);
    if (!state || !action || !mayDo(state.role, action)) {
      this.frames.refuse(connection, "forbidden", FORBIDDEN[action ?? "record"], message.id);
      return;
    }
    const { user } = state;
    if (message.type === "lineup") this.runLineup(connection, message, user);
    else if (isAdmissionMessage(message)) this.runAdmission(connection, message, user);
    else if (message.type === "arm_start") this.runArm(connection, message, user);
    else if (isCommandMessage(message)) this.runCommand(connection, message, user);
    else if (isRefereeMessage(message)) {
      this.runEntry(connection, message, user, (heat, entries, at) => applyDecision(heat, entries, message, user, at));
    } else if (isRecordMessage(message) && state.role === "official") {
      const { official } = state;
      // DESIGN 8b: only for a task the official held in that race (official-tasks.ts).
      const sender = { current: state.task, held: heldTasksOf(this.store, official.id) };
      this.runEntry(
        connection,
        message,
        official.name,
        (heat, entries, at) =>
          taskRefusal(heat, entries, message, official, sender) ??
          applyRecord(heat, entries, message, official, at, heat !== undefined && this.store.startCount(heat.id) > 1),
        official.id,
      );
    }
  }

  /** The control panel's command (DESIGN 6, 11), with the raw press and receive times of a start or stop. */
  private runCommand(connection: RoomSocket, command: CommandMessage, user: string): void {
    const receivedAt = Date.now();
    if (this.seenBefore(connection, command)) return;
    const state = {
      heats: this.store.readHeats(),
      active_heat_id: this.store.activeHeatId(),
      armed_heat_id: this.startSignal.armed()?.heat_id ?? null,
      auto_started_heat_id: command.type === "reset" && command.why === "auto_start" ? this.autoStarted(receivedAt) : null,
    };
    const result = applyCommand(state, command, receivedAt);
    if (!result.ok) return this.refuse(connection, result, command.id);
    // DESIGN 6b: an arming ends when its heat starts (by the signal or a press) or another heat becomes active.
    const disarm = (command.type === "start" || result.changes.meet.active_heat_id !== undefined) && this.startSignal.hasArming();
    const { press } = result;
    // A start begins a race with no results yet, a stop may make touches late: both recompute the
    // heat from its entries (a reset has voided the run itself).
    const timed = command.type === "start" || command.type === "stop";
    const heats = timed ? result.changes.heats.map((heat) => heatResult(heat, this.store.readEntries(heat.id))) : result.changes.heats;
    const activeAfter = result.changes.meet.active_heat_id;
    const event = this.store.transaction(() => {
      for (const heat of heats) this.store.writeHeat(heat);
      if (activeAfter !== undefined) this.store.setMeta("active_heat_id", activeAfter);
      if (timed && press) {
        // DESIGN 6: both the panel's press time and the room's receive time, and which one counts,
        // kept raw so a result can be recomputed and audited.
        const horn =
          command.type === "start" && command.source === "horn"
            ? { press_time: command.press_time, confidence: command.confidence, correction: command.correction, auto: command.auto }
            : command.type === "start" && command.horn_miss
              ? { horn_miss: command.horn_miss }
              : {};
        const data = { server_time: receivedAt, client_time: command.time, accuracy: command.accuracy, used: press.source, user, ...horn };
        for (const heat of heats) this.store.insertTiming(heat.id, command.type, data, receivedAt);
      }
      if (disarm) this.startSignal.writeArmed(null);
      return this.markApplied(command, receivedAt, result.log, user);
    });

    this.publishHeats(state.heats, heats);
    if (disarm) this.startSignal.publish({ armed: null });
    if (activeAfter !== undefined) {
      this.frames.broadcast({ type: "meet", meet: { active_heat_id: activeAfter } });
      this.ctx.waitUntil(this.copyActiveHeat(activeAfter));
    }
    this.publishEventAndAck(connection, command.id, event);
  }

  /**
   * DESIGN 6b: the active heat, when the start its race runs from was an automatic one made within the
   * time 'Start ongedaan maken' is offered (and the way its click takes to come here); later only a stop
   * and a reset end that race, as any other.
   */
  private autoStarted(receivedAt: number): string | null {
    const active = this.store.activeHeatId();
    const start = active === null ? null : this.store.lastTiming<{ auto?: boolean; server_time: number }>(active, "start");
    return start?.auto === true && receivedAt - start.server_time <= AUTO_START_UNDO_MS + UNDO_GRACE_MS ? active : null;
  }

  /**
   * DESIGN 6b: 'Gereed voor start' and back. Only the active heat the desk saw (DESIGN 8e), only one that
   * may start, and only with a learned signal, since nothing else may start a heat without a press.
   * Disarming what is no longer armed (another desk was first) changes nothing and is only acknowledged.
   */
  private runArm(connection: RoomSocket, message: ArmStartMessage, user: string): void {
    const receivedAt = Date.now();
    if (this.seenBefore(connection, message)) return;
    const refuse = (code: RefusalCode) => this.frames.refuse(connection, code, roomText(`room.refusal.${code}`), message.id);
    const active = this.store.activeHeatId();
    if (message.from_heat_id === undefined) return refuse("no_view");
    if (message.from_heat_id !== active) return refuse("stale_view");
    const heats = this.store.readHeats();
    const heat = heats.find((h) => h.id === active);
    if (message.armed) {
      const refusal = heat ? commandRefusal("start", controlStateOf(heats, active)) : "no_active_heat";
      if (refusal || !heat) return refuse(refusal ?? "no_active_heat");
      if (!this.startSignal.learned()) return refuse("no_start_signal");
    } else if (!this.startSignal.armed() || !heat) {
      this.store.transaction(() => this.store.markApplied(message, receivedAt));
      return this.frames.send(connection, { type: "ack", id: message.id });
    }
    const armed = message.armed ? { heat_id: heat.id, at: receivedAt, by: user } : null;
    const title = heatTitleText(heat);
    const event = this.store.transaction(() => {
      this.startSignal.writeArmed(armed);
      return this.markApplied(message, receivedAt, roomText(armed ? "room.log.armed" : "room.log.disarmed", { title }), user);
    });
    this.startSignal.publish({ armed });
    this.publishEventAndAck(connection, message.id, event);
  }

  /** A race-day change to the start list (DESIGN 8e): the heats it changes, then to everyone. */
  private runLineup(connection: RoomSocket, message: LineupMessage, user: string): void {
    const receivedAt = Date.now();
    if (this.seenBefore(connection, message)) return;
    const heats = this.store.readHeats();
    const result = applyLineup(heats, message, (heatId) => this.store.readEntries(heatId));
    if (!result.ok) return this.refuse(connection, result, message.id);
    const event = this.store.transaction(() => {
      for (const heat of result.heats) this.store.writeHeat(heat);
      return this.markApplied(message, receivedAt, result.log, user);
    });
    this.publishHeats(heats, result.heats);
    this.publishEventAndAck(connection, message.id, event);
  }

  /** The desk admits or refuses an official who waits (DESIGN 8); every administrator's list loses the request. */
  private runAdmission(connection: RoomSocket, message: AdmissionMessage, user: string): void {
    const receivedAt = Date.now();
    if (this.seenBefore(connection, message)) return;
    const applied = this.store.transaction(() => {
      const result = this.admissions.decide(message);
      return result.ok ? { result, event: this.markApplied(message, receivedAt, result.log, user) } : { result, event: null };
    });
    if (!applied.result.ok) return this.refuse(connection, applied.result, message.id);
    this.frames.sendTo(ADMIN_TAG, { type: "official_waiting_ended", request_id: applied.result.ended });
    this.publishEventAndAck(connection, message.id, applied.event!);
  }

  /**
   * An official's record (DESIGN 8) or a referee's decision (DESIGN 8b): the entry beside the heat's
   * earlier ones and the heat it gives. Nothing earlier is changed: a withdrawal is one more entry.
   * An official's (`officialId`) sockets get their records as they now stand.
   */
  private runEntry(
    connection: RoomSocket,
    message: RecordMessage | RefereeMessage,
    user: string,
    apply: (heat: Heat | undefined, entries: readonly HeatEntry[], receivedAt: number) => RecordResult | DecisionResult | TaskRefusal,
    officialId?: number,
  ): void {
    const receivedAt = Date.now();
    if (this.seenBefore(connection, message)) return;
    const heats = this.store.readHeats();
    const heat = heats.find((h) => h.id === message.heat_id);
    const result = apply(heat, heat ? this.store.readEntries(heat.id) : [], receivedAt);
    if (!result.ok) return this.refuse(connection, result, message.id);
    const event = this.store.transaction(() => {
      this.store.insertTiming(result.heat.id, message.type, result.entry, receivedAt);
      this.store.writeHeat(result.heat);
      return this.markApplied(message, receivedAt, result.log, user);
    });
    this.publishHeats(heats, [result.heat]);
    if (officialId !== undefined) this.sendOwnRecords(officialId);
    this.publishEventAndAck(connection, message.id, event);
  }

  private refuse(connection: RoomSocket, refusal: Refusal, id: string): void {
    this.frames.refuse(connection, refusal.code, refusal.message, id);
  }

  /**
   * A repeated id is only acknowledged; the same id on another message is refused, so a client's
   * mistake never reads as applied.
   */
  private seenBefore(connection: RoomSocket, message: { id: string }): boolean {
    const seen = this.store.appliedMessage(message.id);
    if (!seen) return false;
    if (seen.message === null || seen.message === JSON.stringify(message)) this.frames.send(connection, { type: "ack", id: message.id });
    else this.frames.refuse(connection, "id_reused", roomText("room.refusal.id_reused"), message.id);
    return true;
  }

  /** Inside the applying transaction: the id and its message, so it applies once, and the log event. */
  private markApplied(message: ClientMessage & { id: string }, receivedAt: number, action: RoomText, user: string): EventRow {
    this.store.markApplied(message, receivedAt);
    return this.log.insert(logKindOf(message), action, user, receivedAt);
  }

  /** After the commit: the new heats become the copy and go to everyone. */
  private publishHeats(before: readonly Heat[], changed: readonly Heat[]): void {
    this.store.installHeats(before, changed);
    for (const heat of changed) {
      const live = liveHeat(heat);
      this.frames.broadcastTo((audience) => ({ type: "heat", heat: heatFor(audience, live) }));
    }
  }

  /** Last, so a client that has its ack has every frame of what it caused. */
  private publishEventAndAck(connection: RoomSocket, id: string, event: EventRow): void {
    this.log.publish(event);
    this.frames.send(connection, { type: "ack", id });
  }

  /** To every socket of the official (a second phone too), before the ack of what changed them. */
  sendOwnRecords(officialId: number): void {
    const frame = encodeFrame({ type: "own_records", records: this.store.readOwnRecords(officialId) });
    for (const socket of this.frames.sockets(officialTag(officialId))) socket.send(frame);
  }

  /**
   * D1's meets.active_heat_id is a copy for meet lists (DESIGN 2: the room is the truth). Best
   * effort: a failure leaves the copy stale until the next move, and never undoes a command.
   */
  private async copyActiveHeat(activeHeatId: string | null): Promise<void> {
    const meetId = this.store.getMeta<LiveMeet>("meet")?.id;
    if (meetId == null) return;
    try {
      await this.catalogue.copyActiveHeat(meetId, activeHeatId);
    } catch (error) {
      console.error("active heat not copied to D1", error);
    }
  }
}
