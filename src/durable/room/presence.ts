// Who is at the pool (DESIGN 8b): each official's socket says its task, the room tells everyone who
// times which lane and how many judge, and the log names each official's task when it changes.
import type { OfficialTask, Presence } from "../../shared/live";
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

const sameTask = (a: OfficialTask, b: OfficialTask) => JSON.stringify(a) === JSON.stringify(b);

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

  /** Each official's socket with a task counts; a closed one (`leaving`) no longer does. */
  now(leaving?: string): Presence {
    const presence: Presence = { timekeepers: {}, judges: 0 };
    for (const connection of this.frames.sockets()) {
      const state = connection.state;
      if (connection.id === leaving || state?.role !== "official" || !state.task) continue;
      if (state.task.kind === "judge") presence.judges += 1;
      else presence.timekeepers[state.task.lane] = (presence.timekeepers[state.task.lane] ?? 0) + 1;
    }
    return presence;
  }

  broadcast(leaving?: string): void {
    this.frames.broadcast({ type: "presence", presence: this.now(leaving) });
  }

  setTask(connection: RoomSocket, state: OfficialSocketState, task: OfficialTask | null): void {
    connection.setState({ ...state, task });
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
    this.broadcast();
    this.logTasks();
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
