// SPEC 3's arrival order strings ("1,3,2,,4": a position per lane, in lane order), read and written
// the same way by the room that computes a heat and the results that rank an event.
import { laneNumbers, type Heat } from "./programme";

/**
 * The lanes a vva order string speaks of, in its order: every lane of the heat by ascending lane
 * number (numeric, so lane 10 follows lane 9 and lane 0, which real files contain, comes first).
 */
export function vvaLaneKeys(heat: Pick<Heat, "lanes">): string[] {
  return laneNumbers(heat.lanes);
}

/** SPEC 3: "a comma-separated string of positions per lane"; an empty or bad entry is "not seen". */
export function parseVvaOrder(value: string | null | undefined, laneKeys: readonly string[]): Map<string, number> {
  const positions = new Map<string, number>();
  if (!value) return positions;
  const parts = value.split(",");
  laneKeys.forEach((lane, i) => {
    const text = (parts[i] ?? "").trim();
    if (!/^\d{1,3}$/.test(text)) return;
    const pos = Number(text);
    if (pos > 0) positions.set(lane, pos);
  });
  return positions;
}

export function formatVvaOrder(positions: ReadonlyMap<string, number>, laneKeys: readonly string[]): string {
  return laneKeys.map((lane) => (positions.has(lane) ? String(positions.get(lane)) : "")).join(",");
}
