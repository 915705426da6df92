// DESIGN 6: start and stop carry the moment the button was pressed, in the room's time, and how sure
// the panel is of its clock.
import { reportedAccuracy } from "../../shared/live";
import type { ClockSync } from "../../shared/clock-sync";

/** The room time of a press at the panel's own clock `at`, and the accuracy the room is told. */
export function pressTime(at: number, clock: Pick<ClockSync, "serverNow" | "estimate"> | null): { time: number; accuracy: number } {
  return { time: Math.round(clock ? clock.serverNow(at) : at), accuracy: reportedAccuracy(clock?.estimate) };
}
