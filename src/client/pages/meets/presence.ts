// DESIGN 8b: before the start, who is at the pool for the active heat.
import type { Presence } from "../../../shared/live";
import { isOccupied, laneNumbers, type Heat } from "../../../shared/programme";

export interface LanePresence {
  lane: string;
  /** Connected timekeepers of this lane. */
  timekeepers: number;
}

/** Every occupied lane of the heat, in pool order, with its connected timekeepers; an empty lane needs none. */
export function lanePresence(heat: Pick<Heat, "lanes">, presence: Presence): LanePresence[] {
  return laneNumbers(heat.lanes)
    .filter((lane) => isOccupied(heat.lanes[lane]!))
    .map((lane) => ({ lane, timekeepers: Math.max(0, presence.timekeepers[lane] ?? 0) }));
}

/** The occupied lanes nobody times. */
export function lanesWithoutTimekeeper(heat: Pick<Heat, "lanes">, presence: Presence): string[] {
  return lanePresence(heat, presence)
    .filter((lane) => lane.timekeepers === 0)
    .map((lane) => lane.lane);
}
