// The arrival-order judge's taps (DESIGN 8): lanes in the order they finish, each lane once.

/** A tap adds the lane at the end; a lane already placed keeps its place (a double tap is no second finish). */
export function tapLane(order: readonly string[], lane: string): string[] {
  return order.includes(lane) ? [...order] : [...order, lane];
}

/** "Ongedaan maken": the last tap is taken back. */
export function undoLast(order: readonly string[]): string[] {
  return order.slice(0, -1);
}
