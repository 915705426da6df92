/**
 * The client's clock as DESIGN 7 defines it: monotonic (performance.now), anchored at the page's
 * start, so a user changing the system clock cannot move a race. Pings and the race clock both use it.
 */
export const clientNow = (): number => performance.timeOrigin + performance.now();

/** How far before its handler runs an event's own time is believed: further, it is not on this clock. */
const EVENT_LAG_MOST_MS = 1_000;

/**
 * When an input event happened on the client's clock: its own time stamp (on performance.now's clock),
 * not when a main thread busy rendering got round to its handler. `now` is clientNow() as the handler
 * runs; a stamp that cannot be on this clock (after now, or far before it) gives now.
 */
export function eventTime(event: { timeStamp: number }, now: number = clientNow()): number {
  const at = performance.timeOrigin + event.timeStamp;
  return Number.isFinite(at) && at <= now && now - at <= EVENT_LAG_MOST_MS ? at : now;
}
