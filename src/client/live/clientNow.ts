/**
 * The client's clock as DESIGN 7 defines it: monotonic (performance.now), anchored at the page's
 * start, so a user changing the system clock cannot move a race. Pings and the race clock both use it.
 */
export const clientNow = (): number => performance.timeOrigin + performance.now();
