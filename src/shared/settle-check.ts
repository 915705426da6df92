// What makes the referee look twice before settling a heat (DESIGN 8e): a swimmer without a result,
// or a time no swimmer swims. A question, never a refusal: a pool may be short, a watch may be right.
import { isOccupied, isWithdrawn, laneNumbers, raceDistance, type Heat } from "./programme";

/** Faster than the world's best over any distance (50 m free is 2.4 m/s): a slipped watch, not a swim. */
export const MAX_PLAUSIBLE_SPEED = 2.5;

export type SettleWarning =
  | { kind: "no_result"; lane: string; swimmer: string }
  | { kind: "too_fast"; lane: string; swimmer: string; time: number; distance: number };

/** DNS, DNF and DSQ are results; EXH swims for a time, so it is none. */
const hasStatus = (status: string | null | undefined) => status === "DNS" || status === "DNF" || status === "DSQ";

/** The lanes of a heat that look wrong for settling, in lane order; empty when all is plausible. */
export function settleWarnings(heat: Pick<Heat, "lanes" | "distance" | "relaycount">): SettleWarning[] {
  const distance = raceDistance(heat);
  return laneNumbers(heat.lanes).flatMap((key): SettleWarning[] => {
    const lane = heat.lanes[key]!;
    if (!isOccupied(lane) || isWithdrawn(lane)) return [];
    const flagged = Object.values(lane.dqs ?? {}).some(Boolean);
    if (lane.time == null) return hasStatus(lane.status) || flagged ? [] : [{ kind: "no_result", lane: key, swimmer: lane.swimmer }];
    // time / 1000 s < distance / speed, in whole numbers.
    if (lane.time * MAX_PLAUSIBLE_SPEED < distance * 1000)
      return [{ kind: "too_fast", lane: key, swimmer: lane.swimmer, time: lane.time, distance }];
    return [];
  });
}
