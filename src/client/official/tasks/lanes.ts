// Which lanes the officials' page offers: a timekeeper's task per lane of the programme, with who
// already has it, and a judge's button per occupied lane of the heat.
import { byLaneNumber, isOccupied, laneNumbers, type Heat } from "../../../shared/programme";
import type { Presence } from "../../../shared/live";

/** The lanes with a swimmer in them: the judge's buttons. */
export function occupiedLanes(heat: Pick<Heat, "lanes">): string[] {
  return laneNumbers(heat.lanes).filter((key) => isOccupied(heat.lanes[key]!));
}

/** Every lane number in the programme, in pool order: the timekeeper tasks on offer. */
export function programmeLanes(heats: readonly Pick<Heat, "lanes">[]): string[] {
  return [...new Set(heats.flatMap((heat) => Object.keys(heat.lanes)))].sort(byLaneNumber);
}

/** A timekeeper's task as the choice shows it (DESIGN 8b presence): who has it, and the active heat's use of it. */
export interface LaneChoice {
  lane: string;
  /** Timekeepers connected with this lane as their task. */
  timekeepers: number;
  /** The names of those who chose this lane and are not connected now: the lane is not free. */
  away: string[];
  /** A swimmer in this lane of the active heat; null without an active heat. */
  swimmer: boolean | null;
}

/** Every lane of the programme with its timekeepers and whether the active heat uses it. */
export function laneChoices(
  heats: readonly Pick<Heat, "lanes">[],
  active: Pick<Heat, "lanes"> | null,
  presence: Presence | null,
): LaneChoice[] {
  const occupied = active ? new Set(occupiedLanes(active)) : null;
  return programmeLanes(heats).map((lane) => ({
    lane,
    timekeepers: presence?.timekeepers[lane] ?? 0,
    away: presence?.away?.[lane] ?? [],
    swimmer: occupied ? occupied.has(lane) : null,
  }));
}
