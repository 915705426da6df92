// Who is at the pool (DESIGN 8b): each official's socket says its task, the room tells everyone who
// times which lane and how many judge, and who chose a lane but is not connected now; the log names
// each official's task when it changes.
import type { OfficialTask, Presence } from "../../shared/live";
import { holdTasks, type HeldTasks, type HeldTasksByOfficial } from "../official-tasks";
import { roomText } from "../room-text";
import type { RoomFrames } from "./frames";
import type { RoomLog } from "./log";
import type { OfficialSocketState, RoomSocket } from "./sockets";
import type { RoomStorage } from "./storage";

// However fast officials change their tasks, presence goes out (and the log follows it) at most this
// often, the last state always: a watcher needs no more than a few frames a second, and a phone
// switching tasks in a loop must not flood every administrator's log.
const PRESENCE_EVERY_MS = 250;

/**
 * The log names an official's task when it differs from the one it named last, for that official
 * whatever phone or socket (a reload or a reconnect is no new task), and at most this often: a phone
 * switching tasks in a loop gives one line a minute, the task it settled on (issue 39).
 */
const TASK_LOG_EVERY_MS = 60_000;

/** The task the log named last per official id, and when (ms). */
type LoggedTasks = Record<string, { task: OfficialTask; at: number }>;

/**
 * The lane each official last chose to time, by official id, with their name. A socket's task ends
 * with the socket, but a phone that locked or lost the Wi-Fi still has its timekeeper at the lane:
 * the task choice names them, so nobody takes the lane for free (DESIGN 8b presence).
 */
export type ChosenLanes = Record<string, { name: string; lane: string }>;

/** An official's sockets, as far as presence needs them: `task` undefined until the phone said it. */
type OfficialTasks = Iterable<{ official: { id: number; name: string }; task?: OfficialTask | null }>;

/** `chosen` after what the officials' sockets say now: a lane kept, a judge's task or the choice forgets it. */
export function chooseLanes(chosen: ChosenLanes, sockets: OfficialTasks): ChosenLanes {
  const next = { ...chosen };
  const timing = new Set<number>();
  for (const { official, task } of sockets) {
    if (task?.kind === "timekeeper") {
      next[official.id] = { name: official.name, lane: task.lane };
      timing.add(official.id);
    } else if (task !== undefined && !timing.has(official.id)) delete next[official.id];
  }
  return next;
}

/** The names per lane of the timekeepers who chose it and have no socket with a task now (`here`). */
export function awayTimekeepers(chosen: ChosenLanes, here: ReadonlySet<number>): Record<string, string[]> {
  const away: Record<string, string[]> = {};
  for (const [id, { name, lane }] of Object.entries(chosen)) if (!here.has(Number(id))) (away[lane] ??= []).push(name);
  return away;
}

const sameTask = (a: OfficialTask, b: OfficialTask) => JSON.stringify(a) === JSON.stringify(b);

/** The tasks an official held at this meet, as presence's turns kept them (official-tasks.ts). */
export const heldTasksOf = (store: RoomStorage, officialId: number): HeldTasks | undefined =>
  store.getMeta<HeldTasksByOfficial>("held_tasks")?.[officialId];

export class RoomPresence {
  /** When presence last went out, and the send waiting for its turn (PRESENCE_EVERY_MS). */
  private sentAt = 0;
  private later: ReturnType<typeof setTimeout> | null = null;
  /** The log's turn for a task it could not name yet (TASK_LOG_EVERY_MS). */
  private logLater: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly frames: RoomFrames,
    private readonly log: RoomLog,
    private readonly store: RoomStorage,
  ) {}

  /**
   * Each official's socket with a task counts; a closed one (`leaving`) no longer does. A timekeeper
   * whose lane is kept (ChosenLanes) but who has no such socket is `away`.
   */
  now(leaving?: string): Presence {
    const presence: Presence = { timekeepers: {}, judges: 0 };
    const here = new Set<number>();
    for (const connection of this.frames.sockets()) {
      const state = connection.state;
      if (connection.id === leaving || state?.role !== "official" || !state.task) continue;
      here.add(state.official.id);
      if (state.task.kind === "judge") presence.judges += 1;
      else presence.timekeepers[state.task.lane] = (presence.timekeepers[state.task.lane] ?? 0) + 1;
    }
    const away = awayTimekeepers(this.store.getMeta<ChosenLanes>("chosen_lanes") ?? {}, here);
    return Object.keys(away).length > 0 ? { ...presence, away } : presence;
  }

  /** An official no longer joined (deleted, or every join ended by a new code) times no lane: `id`, or all. */
  forget(id?: number): void {
    const kept = this.store.getMeta<ChosenLanes>("chosen_lanes");
    if (!kept) return;
    if (id === undefined) this.store.deleteMeta("chosen_lanes");
    else if (kept[id]) {
      const { [id]: _gone, ...rest } = kept;
      this.store.setMeta("chosen_lanes", rest);
    }
  }

  broadcast(leaving?: string): void {
    this.frames.broadcast({ type: "presence", presence: this.now(leaving) });
  }

  setTask(connection: RoomSocket, state: OfficialSocketState, task: OfficialTask | null): void {
    connection.setState({ ...state, task });
    // No task is the official's own word (a sign-out says it just before its socket closes, and a
    // closed socket no longer counts at presence's turn): the lane is free now, unless another
    // phone of theirs still times one, which the turn keeps.
    if (task === null) this.forget(state.official.id);
    this.changed();
  }

  /** Presence goes out now, or when its turn comes (PRESENCE_EVERY_MS), with the state as it is then. */
  private changed(): void {
    if (this.later) return;
    const wait = this.sentAt + PRESENCE_EVERY_MS - Date.now();
    if (wait <= 0) this.sendNow();
    else
      this.later = setTimeout(() => {
        this.later = null;
        this.sendNow();
      }, wait);
  }

  /** The presence to everyone, and in the log each official's new task whose turn has come. */
  private sendNow(): void {
    this.sentAt = Date.now();
    this.keepLanes();
    this.broadcast();
    this.logTasks();
  }

  /**
   * The chosen lanes and the tasks held kept as the sockets say them now; written in presence's turn,
   * so a phone's loop of tasks costs few writes. A record sent between a task and its turn is judged
   * by its socket's own task (official-tasks.ts), which is set at once.
   */
  private keepLanes(): void {
    const kept = this.store.getMeta<ChosenLanes>("chosen_lanes") ?? {};
    const sockets = this.openOfficials();
    const next = chooseLanes(kept, sockets);
    if (JSON.stringify(next) !== JSON.stringify(kept)) this.store.setMeta("chosen_lanes", next);
    this.keepHeld(sockets);
  }

  /** The officials' sockets that speak for them: a socket the room is ending (a revocation) no longer does. */
  private openOfficials(): OfficialSocketState[] {
    return [...this.frames.sockets()].flatMap((connection) =>
      connection.state?.role === "official" && connection.readyState === WebSocket.OPEN ? [connection.state] : [],
    );
  }

  private keepHeld(sockets: readonly OfficialSocketState[]): void {
    const held = this.store.getMeta<HeldTasksByOfficial>("held_tasks") ?? {};
    const next = holdTasks(held, sockets, Date.now());
    if (JSON.stringify(next) !== JSON.stringify(held)) this.store.setMeta("held_tasks", next);
  }

  /**
   * An official's socket closed. The task it said is still theirs (the phone keeps it, and sends what
   * it recorded when it is back), also when it closed before presence's turn could note it; unless a
   * socket of theirs that said its task is open: the phone came back, and a dropped socket the room
   * hears of only now no longer speaks for them.
   */
  closed(state: OfficialSocketState): void {
    const open = this.openOfficials();
    const back = open.some((other) => other.official.id === state.official.id && other.task !== undefined);
    this.keepHeld(back ? open : [...open, state]);
  }

  private logTasks(): void {
    const now = Date.now();
    const logged = this.store.getMeta<LoggedTasks>("logged_tasks") ?? {};
    let wrote = false;
    let nextTurn = Number.POSITIVE_INFINITY;
    for (const connection of this.frames.sockets()) {
      const state = connection.state;
      if (state?.role !== "official" || !state.task) continue;
      const last = logged[state.official.id];
      if (last && sameTask(last.task, state.task)) continue;
      const turn = (last?.at ?? 0) + TASK_LOG_EVERY_MS;
      if (now < turn) {
        nextTurn = Math.min(nextTurn, turn);
        continue;
      }
      const task =
        state.task.kind === "judge" ? roomText("room.log.task.judge") : roomText("room.log.task.timekeeper", { lane: state.task.lane });
      const action = roomText("room.log.officialTask", { official: state.official.name, task });
      this.log.publish(this.log.insert("official", action, state.official.name, now));
      logged[state.official.id] = { task: state.task, at: now };
      wrote = true;
    }
    if (wrote) this.store.setMeta("logged_tasks", logged);
    if (nextTurn !== Number.POSITIVE_INFINITY && !this.logLater) {
      this.logLater = setTimeout(() => {
        this.logLater = null;
        this.logTasks();
      }, nextTurn - now);
    }
  }
}
