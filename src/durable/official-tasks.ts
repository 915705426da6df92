// DESIGN 8 and 8b: an official records what their task lets them see. A timekeeper times the lane they
// chose, an arrival-order judge the order, and SW 11.3 takes the middle of three watches, so one watch
// from someone who does not time that lane would decide its time. The room therefore takes a lane time
// (or an order) only from an official who held that task in the race it is for.
//
// "Held in the race", not only "holds now": a phone keeps its records while it has no connection and
// sends them when the socket is back, after it has told its current task (DESIGN 8f); each record
// names the lane it was timed for. An official who timed lane 3, changed to lane 5 and then came
// back online still sends the lane 3 time of the earlier race, and may still correct or withdraw it.
// A task counts for a race when the sending socket holds it now, or the official held it at some
// moment since that race's start. The room knows a task only from the phone's word: a lane chosen and
// left again while the phone had no connection was never told, its times are refused, and the reason
// says to give them to the referee, who decides any lane.
import type { OfficialTask, RecordMessage } from "../shared/live";
import type { Heat } from "../shared/programme";
import type { HeatEntry } from "./heat-entries";
import { ownStandingRecord, type OfficialRef } from "./official-records";
import { roomText, type RoomText } from "./room-text";

/** A task as the room keeps it: the lane a timekeeper times, or "judge". */
const JUDGE = "judge";
export const taskKey = (task: OfficialTask): string => (task.kind === "judge" ? JUDGE : task.lane);

/**
 * The tasks one official held at the meet, by taskKey: the last moment (room ms) they held it, or
 * null while they hold it. A phone that locked or lost the Wi-Fi still holds its task (presence's
 * chosen lanes): only the official's next choice, from any of their phones, ends it.
 */
export type HeldTasks = Record<string, number | null>;
/** Every official's held tasks, by official id. */
export type HeldTasksByOfficial = Record<string, HeldTasks>;

/** An official's sockets, as far as tasks go: `task` undefined until the phone said it. */
type OfficialSockets = Iterable<{ official: { id: number }; task?: OfficialTask | null }>;

/**
 * `held` after what the officials' sockets say at `at`: an official's tasks are those of their sockets
 * that said one; a task no longer among them ends at `at`. An official none of whose sockets said a
 * task (a phone that just reconnected) keeps what they held.
 */
export function holdTasks(held: HeldTasksByOfficial, sockets: OfficialSockets, at: number): HeldTasksByOfficial {
  const now = new Map<number, Set<string>>();
  for (const { official, task } of sockets) {
    if (task === undefined) continue;
    const keys = now.get(official.id) ?? new Set<string>();
    if (task) keys.add(taskKey(task));
    now.set(official.id, keys);
  }
  const next = { ...held };
  for (const [id, keys] of now) {
    const tasks: HeldTasks = { ...next[id] };
    for (const [key, until] of Object.entries(tasks)) if (until === null && !keys.has(key)) tasks[key] = at;
    for (const key of keys) tasks[key] = null;
    next[id] = tasks;
  }
  return next;
}

/** What the room knows of the sender's tasks: their socket's task now, and what they held before. */
export interface SenderTasks {
  current: OfficialTask | null | undefined;
  held: HeldTasks | undefined;
}

/** Whether the sender held `task` in a race started at `since`: now on this socket, or at some moment since. */
export function heldSince(task: OfficialTask, since: number, sender: SenderTasks): boolean {
  const key = taskKey(task);
  if (sender.current && taskKey(sender.current) === key) return true;
  const until = sender.held?.[key];
  return until === null || (until !== undefined && until >= since);
}

export type TaskRefusal = { ok: false; code: "not_your_task"; message: RoomText };

/**
 * The refusal of a record, or of a correction, whose task the official did not hold in its race; null
 * when they did, and when applyRecord has a refusal of its own to give (no heat, no start, no such
 * record of theirs). A withdrawal is never refused: it takes a watch or an order away, never adds one.
 */
export function taskRefusal(
  heat: Heat | undefined,
  stored: readonly HeatEntry[],
  message: RecordMessage,
  official: OfficialRef,
  sender: SenderTasks,
): TaskRefusal | null {
  if (heat?.start_time == null) return null;
  let task: OfficialTask;
  let since = heat.start_time;
  if (message.type === "correct_record") {
    const target = ownStandingRecord(stored, message.record_id, official.id);
    if (!target || target.start_time == null || message.correction.kind === "withdraw") return null;
    task = target.type === "lane_time" ? { kind: "timekeeper", lane: target.lane } : { kind: "judge" };
    since = target.start_time;
  } else task = message.type === "lane_time" ? { kind: "timekeeper", lane: message.lane } : { kind: "judge" };
  if (heldSince(task, since, sender)) return null;
  return { ok: false, code: "not_your_task", message: refusalText(task, sender.current) };
}

/** What the official does hold, and what they would have to choose to send this. */
function refusalText(needed: OfficialTask, current: OfficialTask | null | undefined): RoomText {
  const task = !current ? "none" : current.kind;
  const held = current?.kind === "timekeeper" ? current.lane : "";
  return needed.kind === "judge"
    ? roomText("room.refusal.notJudge", { task, held })
    : roomText("room.refusal.notYourLane", { task, held, lane: needed.lane });
}
