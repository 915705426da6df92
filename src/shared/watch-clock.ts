// DESIGN 8f: a phone whose clock was known no better than this at the touch may be off by more
// than a result's resolution several times over; the room marks its watch for the referee.
export const WATCH_ACCURACY_LIMIT_MS = 50;

/** The accuracy (ms) to show beside a watch, or undefined when its clock was good enough. */
export const unsureClock = (accuracy: number): number | undefined => (accuracy > WATCH_ACCURACY_LIMIT_MS ? Math.ceil(accuracy) : undefined);
