// DESIGN 8i: what the starter must know of the active heat. Apart from exception-codes.ts, so the
// officials' phone, which needs only the codes' meanings, does not load the line-up rules.
import { startCodes } from "./exception-codes";
import { isOccupied, isWithdrawn, laneNumbers, type Heat } from "./programme";

/** What the starter must know of a heat (DESIGN 8i): each swimming lane's start codes, in lane order. */
export function heatStartCodes(heat: Pick<Heat, "lanes">): { lane: string; code: string }[] {
  return laneNumbers(heat.lanes).flatMap((key) => {
    const lane = heat.lanes[key]!;
    if (!isOccupied(lane) || isWithdrawn(lane)) return [];
    return startCodes(lane).map((code) => ({ lane: key, code }));
  });
}
