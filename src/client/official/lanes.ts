// Which lanes the officials' page offers: a timekeeper's task per lane of the programme, a judge's
// button per occupied lane of the heat.
import { byLaneNumber, isOccupied, laneNumbers, type Heat } from "../../shared/programme";

/** The lanes with a swimmer in them: the judge's buttons. */
export function occupiedLanes(heat: Pick<Heat, "lanes">): string[] {
  return laneNumbers(heat.lanes).filter((key) => isOccupied(heat.lanes[key]!));
}

/** Every lane number in the programme, in pool order: the timekeeper tasks on offer. */
export function programmeLanes(heats: readonly Pick<Heat, "lanes">[]): string[] {
  return [...new Set(heats.flatMap((heat) => Object.keys(heat.lanes)))].sort(byLaneNumber);
}
