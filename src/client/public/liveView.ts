// What the public page derives from a /live answer (DESIGN 8c): pure, so it is tested without a browser.
import { isOccupied, laneNumbers } from "../../shared/programme";
import type { PublicHeat, PublicLane, PublicLive } from "../../shared/results";

export function activeHeatOf(live: Pick<PublicLive, "heats" | "active_heat_id"> | null): PublicHeat | null {
  if (!live?.active_heat_id) return null;
  return live.heats.find((heat) => heat.id === live.active_heat_id) ?? null;
}

/** A heat's lanes with a swimmer, in pool order. */
export function occupiedLanes(heat: Pick<PublicHeat, "lanes">): [string, PublicLane][] {
  return laneNumbers(heat.lanes)
    .map((key): [string, PublicLane] => [key, heat.lanes[key]!])
    .filter(([, lane]) => isOccupied(lane));
}

/** Changes when a heat changes status or the active heat moves: then the results are worth asking for. */
export function progressSignature(live: Pick<PublicLive, "heats" | "active_heat_id">): string {
  return `${live.active_heat_id ?? ""}|${live.heats.map((heat) => `${heat.id}:${heat.status}`).join(",")}`;
}

/**
 * The new answer, but with the previous heats kept when they did not change, so the programme is not
 * drawn again every second only because `server_time` moved on.
 */
export function mergeLive(previous: PublicLive | null, next: PublicLive): PublicLive {
  if (!previous) return next;
  const sameMeet = JSON.stringify(previous.meet) === JSON.stringify(next.meet);
  const sameHeats = JSON.stringify(previous.heats) === JSON.stringify(next.heats);
  const sameSessions = JSON.stringify(previous.sessions) === JSON.stringify(next.sessions);
  return {
    ...next,
    meet: sameMeet ? previous.meet : next.meet,
    heats: sameHeats ? previous.heats : next.heats,
    sessions: sameSessions ? previous.sessions : next.sessions,
  };
}
