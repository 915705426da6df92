// Finding a swimmer in the results (DESIGN 8c): spectators follow one child or one club.
import type { ResultRow } from "../../shared/results";
import type { PointsEvent, PointsResults } from "../../shared/points-results";

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
 * The events with at least one row matching the query, each keeping only those rows (overall, per
 * class, classes without a match dropped, and by points); an empty query keeps everything as it is.
 */
export function filterResults(results: PointsResults, query: string): PointsEvent[] {
  if (!fold(query)) return results.events;
  const out: PointsEvent[] = [];
  for (const event of results.events) {
    const overall = event.overall.filter((row) => rowMatches(row, query));
    if (overall.length === 0) continue;
    const classes = event.classes
      .map((c) => ({ ...c, rows: c.rows.filter((row) => rowMatches(row, query)) }))
      .filter((c) => c.rows.length > 0);
    out.push({ ...event, overall, classes, points_ranking: event.points_ranking.filter((row) => rowMatches(row, query)) });
  }
  return out;
}
