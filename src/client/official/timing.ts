// What the timekeeper's screen computes from a tap (DESIGN 7/8): the phone's raw clock at the touch,
// the offset to the room at that moment, and the race time they give against the heat's start.
import type { ClockEstimate } from "../../shared/clock-sync";
import { reportedAccuracy, type LaneTimeMessage } from "../../shared/live";
import { raceDistance, splitDistances, type Heat } from "../../shared/programme";
import { touchRaceTime } from "../../shared/race-time";

/** One tap: the phone's own clock and the offset it had then, as the room will be told. */
export interface Tap {
  touched_at: number;
  offset: number;
  accuracy: number;
}

export function tapAt(touchedAt: number, estimate: ClockEstimate | null): Tap {
  return { touched_at: touchedAt, offset: estimate?.offset ?? 0, accuracy: reportedAccuracy(estimate) };
}

/**
 * The race time the room will compute for a tap (SW 11.2: truncated to hundredths), or null while
 * the phone has not heard the start; the room decides in the end, this is what the official checks.
 */
export function raceTimeOf(touchedAt: number, offset: number, startTime: number | null): number | null {
  if (startTime == null) return null;
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
  finish: Tap,
  splits: readonly { distance: number; touched_at: number }[],
): LaneTimeMessage {
  return { type: "lane_time", id, heat_id: heatId, lane, ...finish, splits: [...splits] };
}
