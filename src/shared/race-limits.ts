// What one race may be: a heat's distance and relay count size what is built for it (a
// split wall every 50 m on the phone, in the room and in the heat file), so a number from a file is
// checked against this one rule by the import, again by the room, and by whatever builds splits.
// The bounds hold every race swum (a 1,500 m, a 10 × 50 m relay) and nothing that could hurt.

export const MIN_DISTANCE = 25;
export const MAX_DISTANCE = 1_500;
export const MAX_RELAY_COUNT = 10;
/** The longest race a heat can be: no split list is ever longer than this one's. */
export const MAX_RACE_DISTANCE = MAX_DISTANCE * MAX_RELAY_COUNT;

export type RaceProblem = "distance" | "relaycount";

/**
 * What is wrong with a race's numbers, or null. A distance of 0 is one a LENEX file left out
 * (DESIGN 9: cope with real files): it builds nothing, so it passes.
 */
export function raceProblem(race: { distance: number; relaycount?: number }): RaceProblem | null {
  const { distance, relaycount = 1 } = race;
  if (!Number.isInteger(distance) || (distance !== 0 && (distance < MIN_DISTANCE || distance > MAX_DISTANCE))) return "distance";
  if (!Number.isInteger(relaycount) || relaycount < 1 || relaycount > MAX_RELAY_COUNT) return "relaycount";
  return null;
}
