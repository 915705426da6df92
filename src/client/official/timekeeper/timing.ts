// What the timekeeper's screen computes from a tap (DESIGN 7/8): the phone's raw clock at the touch,
// the offset to the room at that moment, and the race time they give against the heat's start.
import type { ClockEstimate } from "../../../shared/clock-sync";
import { reportedAccuracy, type UnsureReason } from "../../../shared/live";
import { raceDistance, splitDistances, type Heat } from "../../../shared/programme";
import { touchRaceTime } from "../../../shared/race-time";
import type { QueuedRecord } from "../storage/recordQueue";

/**
 * One tap: the phone's own clock and the offset it had then, as the room will be told. Before the
 * phone's first clock answer there is no offset yet (DESIGN 8f): the touch is kept raw, never
 * sent as if the clocks agreed.
 */
export type Tap = { touched_at: number } & ({ offset: number; accuracy: number } | { offset: null; accuracy: null });

export function tapAt(touchedAt: number, estimate: ClockEstimate | null): Tap {
  if (!estimate) return { touched_at: touchedAt, offset: null, accuracy: null };
  return { touched_at: touchedAt, offset: estimate.offset, accuracy: reportedAccuracy(estimate) };
}

/**
 * The race time the room will compute for a tap (SW 11.2: truncated to hundredths), or null while
 * the phone has not heard the start or knows no offset; the room decides in the end, this is what
 * the official checks.
 */
export function raceTimeOf(touchedAt: number, offset: number | null, startTime: number | null): number | null {
  if (startTime == null || offset == null) return null;
  return Math.max(0, touchRaceTime(touchedAt, offset, startTime));
}

/** The next split distance to take, or null when every wall before the finish has one. */
export function nextSplit(heat: Pick<Heat, "distance" | "relaycount">, taken: number): number | null {
  return splitDistances(raceDistance(heat))[taken] ?? null;
}

/** The timekeeper's touch with the splits taken on the way, as one record for the room. */
export function laneTimeRecord(
  id: string,
  heatId: string,
  lane: string,
  finish: Tap & { unsure?: UnsureReason },
  splits: readonly { distance: number; touched_at: number }[],
): QueuedRecord {
  return { type: "lane_time", id, heat_id: heatId, lane, ...finish, splits: [...splits] } as QueuedRecord;
}
