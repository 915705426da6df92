// The start list on the public page (DESIGN 8c): every heat's lanes before it is swum, found by a
// swimmer's or club's name, each time marked 'voorlopig' until the referee settles its heat. Pure.
import type { PublicHeat, PublicLane } from "../../shared/results";
import { occupiedLanes } from "./liveView";
import { fold, rowMatches } from "./resultsFilter";

/** The heats with a swimmer or club matching the query; an empty query keeps them all. */
export function filterHeats(heats: PublicHeat[], query: string): PublicHeat[] {
  if (!fold(query)) return heats;
  return heats.filter((heat) => occupiedLanes(heat).some(([, lane]) => rowMatches(lane, query)));
}

const RESULT_CODES: ReadonlySet<string> = new Set(["DNS", "DNF", "DSQ"]);

/** A lane's result that may still change: a time or a DNS, DNF or DSQ in a heat not yet settled. */
export function isProvisional(heat: Pick<PublicHeat, "settled">, lane: Pick<PublicLane, "time" | "status">): boolean {
  return !heat.settled && (lane.time != null || RESULT_CODES.has(lane.status ?? ""));
}
