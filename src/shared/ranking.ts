// How a list of result rows is placed (DESIGN 8c, 8h): one rule for the overall ranking, the para
// classes and the meet's own ranking groups, so a place means the same everywhere.
import type { ResultRow } from "./results";

// Rows without a place come last in this order, then by heat and lane.
const UNPLACED_ORDER: Record<string, number> = { DSQ: 0, DNF: 1, DNS: 2 };

export interface RankOptions {
  /**
   * Which final a row swam (0 for an A final or the only one, 1 for a B final, …): every swim of an
   * earlier final ranks before any of a later one, and a later final's places start after all who
   * swam the earlier ones, as a B final's winner is 9th or 11th whatever the A final's times.
   */
  tier?: (row: ResultRow) => number;
  /** Rank by these points, most first, instead of by time (a group of several para classes, DESIGN 8h). */
  points?: (row: ResultRow) => number | undefined;
}

/**
 * Ranks rows: those with a time and no status first, by final and then fastest first (or most
 * points), equal times (points) sharing a place; then the rest. The place after a shared one is
 * skipped, as places always are: 1, 2, 2, 4. A dead heat shares its place through its one official
 * time (DESIGN 8b), so a place follows the time across heats too.
 */
export function rankRows(rows: readonly ResultRow[], options: RankOptions = {}): ResultRow[] {
  const tier = options.tier ?? (() => 0);
  const points = options.points;
  // Smaller is better; a row without a score (an exhibition swim without points) goes after the scored.
  const score = (row: ResultRow): number => {
    if (points) return -(points(row) ?? Number.NEGATIVE_INFINITY);
    return row.time ?? Number.POSITIVE_INFINITY;
  };
  const before = (a: ResultRow, b: ResultRow) => tier(a) - tier(b) || score(a) - score(b);

  const placed = rows.filter((r) => r.time != null && r.status === null).sort(before);
  const unplaced = rows
    .filter((r) => r.status !== null && r.status !== "EXH")
    .sort(
      (a, b) => UNPLACED_ORDER[a.status!]! - UNPLACED_ORDER[b.status!]! || a.heat_number - b.heat_number || Number(a.lane) - Number(b.lane),
    );
  // Everyone who competed in a final counts for the places after it, a disqualified swimmer too.
  const competed = new Map<number, number>();
  for (const row of [...placed, ...unplaced]) competed.set(tier(row), (competed.get(tier(row)) ?? 0) + 1);
  const offset = (t: number) => [...competed].reduce((sum, [other, n]) => (other < t ? sum + n : sum), 0);

  const shares = (row: ResultRow, previous: ResultRow | undefined) =>
    previous !== undefined && tier(previous) === tier(row) && score(previous) === score(row);
  const ranked: ResultRow[] = [];
  let inTier = 0;
  placed.forEach((row, i) => {
    const previous = placed[i - 1];
    inTier = previous !== undefined && tier(previous) === tier(row) ? inTier + 1 : 1;
    const place = shares(row, previous) ? ranked[i - 1]!.place : offset(tier(row)) + inTier;
    ranked.push({ ...row, place });
  });

  // An exhibition swim shows its time among the others, without a place (DESIGN 8c), after those
  // placed with the same time.
  const guests = rows
    .filter((r) => r.status === "EXH")
    .map((row) => ({ ...row, place: null }))
    .sort(before);
  const timed: ResultRow[] = [];
  for (const row of ranked) {
    while (guests.length > 0 && before(guests[0]!, row) < 0) timed.push(guests.shift()!);
    timed.push(row);
  }
  return [...timed, ...guests, ...unplaced.map((row) => ({ ...row, place: null }))];
}
