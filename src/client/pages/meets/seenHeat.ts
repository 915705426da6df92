/**
 * The active heat as this desk's administrator has seen it (DESIGN 8e: two desks never skip a heat).
 * A command names the heat it was meant for (`from_heat_id`) and the room refuses it when another is
 * active. But another desk's Next re-renders this panel at once, and a press landing a moment later
 * was begun on the old heat: nobody can have seen the new one yet. So for SEEN_MS after a change this
 * desk did not ask for, a press still names the heat before it, and the room refuses it with 'De
 * actieve serie is intussen gewijzigd'. A change this desk asked for itself was expected: no wait.
 */
export const SEEN_MS = 600;

export interface SeenHeat {
  id: string | null;
  /** The heat shown before `id`. */
  previous: string | null;
  /** When `id` was first on screen (ms, clientNow). */
  since: number;
  /** This desk's own command made it active. */
  own: boolean;
}

/** The heat a press at `now` was meant for. */
export function heatPressedFor(seen: SeenHeat, now: number): string | null {
  return !seen.own && now - seen.since < SEEN_MS ? seen.previous : seen.id;
}

/** What the desk has seen once `id` is on screen at `now`; `own` when this desk's command changed it. */
export function nextSeen(seen: SeenHeat, id: string | null, now: number, own: boolean): SeenHeat {
  return seen.id === id ? seen : { id, previous: seen.id, since: now, own };
}
