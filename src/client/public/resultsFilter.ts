// Finding a swimmer in the results (DESIGN 8c): spectators follow one child or one club.
import type { ResultRow } from "../../shared/results";
import type { PointsEvent, PointsResults } from "../../shared/points-results";
import { groupsOf, resultParts } from "../../shared/result-parts";

/** Lower case without accents, so "ferre" finds "Ferré". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

export function rowMatches(row: Pick<ResultRow, "swimmer" | "club">, query: string): boolean {
  const q = fold(query);
  if (!q) return true;
  return fold(row.swimmer).includes(q) || fold(row.club ?? "").includes(q);
}

/**
 * The events with at least one row matching the query, each keeping only those rows (overall, in
 * each of the file's groups, per class, classes without a match dropped, and by points); an empty
 * query keeps everything as it is. A group without a match stays, empty: the event still shows its
 * own groups rather than the overall ranking (shared/result-parts leaves the empty ones out).
 */
export function filterResults(results: PointsResults, query: string): PointsEvent[] {
  if (!fold(query)) return results.events;
  const matches = (row: ResultRow) => rowMatches(row, query);
  const out: PointsEvent[] = [];
  for (const event of results.events) {
    const overall = event.overall.filter(matches);
    if (overall.length === 0) continue;
    const found: PointsEvent = {
      ...event,
      overall,
      classes: event.classes.map((c) => ({ ...c, rows: c.rows.filter(matches) })).filter((c) => c.rows.length > 0),
      ...(event.groups ? { groups: groupsOf(event.groups, matches) } : {}),
      points_ranking: event.points_ranking.filter(matches),
    };
    // A swim in none of the event's own groups (and in no class) has no ranking to show it in.
    if (resultParts(found).length > 0) out.push(found);
  }
  return out;
}
