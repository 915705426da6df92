// DESIGN 6b: a watch far from its colleagues' on the same lane is marked in the heat's sheet, so the
// referee looks at that lane before trusting its time. One pure rule, shared by the sheet and its tests.
import type { Watch } from "./programme";

/** DESIGN 6b: this far (ms) or further from the other watches and a watch is marked. */
export const OUTLIER_MS = 300;

/** A watch the lane's time is made from (SW 11.3): not waiting for the referee, not rejected, not withdrawn. */
export const isCountingWatch = (watch: Watch): boolean => !watch.pending && !watch.rejected && !watch.withdrawn;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The watches of one lane that lie OUTLIER_MS or more from the median of the lane's other counting
 * watches, by id, with how far (ms, never negative). The median, because with three watches one bad
 * one must not drag the two good ones along; only counting watches are "the others", because a time
 * that waits, was rejected or withdrawn is no yardstick. A waiting watch is itself checked: the referee
 * decides on it. A withdrawn or rejected watch is not, and a watch with no counting colleague has
 * nothing to differ from (a lane with one watch has no outlier).
 */
export function outlyingWatches(watches: readonly Watch[]): Map<string, number> {
  const outliers = new Map<string, number>();
  for (const watch of watches) {
    if (watch.withdrawn || watch.rejected) continue;
    const others = watches.filter((other) => other !== watch && isCountingWatch(other)).map((other) => other.time);
    if (others.length === 0) continue;
    const distance = Math.abs(watch.time - median(others));
    if (distance >= OUTLIER_MS) outliers.set(watch.id, distance);
  }
  return outliers;
}

/** A difference of times as a referee reads it: seconds with hundredths, "0.42 s", or signed "+0.04 s". */
export function formatSeconds(ms: number, signed = false): string {
  // Rounded away from zero alike on both sides, so -0.045 s and +0.045 s read the same but for the sign.
  const hundredths = Math.sign(ms) * Math.round(Math.abs(ms) / 10);
  const sign = !signed || hundredths === 0 ? "" : hundredths > 0 ? "+" : "-";
  return `${sign}${(Math.abs(hundredths) / 100).toFixed(2)} s`;
}
