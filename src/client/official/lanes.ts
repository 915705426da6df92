// Which lanes the officials' page offers: a timekeeper's task per lane of the programme, a judge's
// button per occupied lane of the heat.
import type { Heat } from "../../shared/programme";

/** Lane keys in pool order (lane 10 after lane 9). */
export const byLaneNumber = (a: string, b: string): number => Number(a) - Number(b) || a.localeCompare(b);

/** The lanes with a swimmer in them: the judge's buttons. */
export function occupiedLanes(heat: Pick<Heat, "lanes">): string[] {
  return Object.keys(heat.lanes)
    .filter((key) => heat.lanes[key]!.swimmer.trim() !== "")
    .sort(byLaneNumber);
}

/** Every lane number in the programme, in pool order: the timekeeper tasks on offer. */
export function programmeLanes(heats: readonly Pick<Heat, "lanes">[]): string[] {
  return [...new Set(heats.flatMap((heat) => Object.keys(heat.lanes)))].sort(byLaneNumber);
}
