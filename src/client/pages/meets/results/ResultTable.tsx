import { memo } from "react";
import type { PointsRow } from "../../../../shared/points-results";
import type { ResultRow } from "../../../../shared/results";
import { formatSwimTime } from "../../../../shared/race-time";
import { t, type MessageId } from "../../../i18n/texts";
import { placeText, rowTime, statusText } from "./resultFormat";

/** A ranking's row; only the points ranking (8g) has a row's points. */
type RankedRow = ResultRow & Partial<Pick<PointsRow, "points" | "points_estimated" | "lcm_time">>;

/** The columns with the class the results screen styles each by, and the message naming each. */
const COLUMNS: readonly (readonly [string, MessageId])[] = [
  ["c-place", "meet.results.columns.place"],
  ["c-swimmer", "meet.results.columns.swimmer"],
  ["c-club", "meet.results.columns.club"],
  ["c-class", "meet.results.columns.handicap"],
  ["c-time", "meet.results.columns.time"],
];

/**
 * A ranking's columns: the class only where someone in it has one (a meet without para swimmers has
 * no empty column), the points where the ranking is by them.
 */
export function resultColumns(rows: readonly Pick<ResultRow, "handicap">[], points: boolean): (readonly [string, MessageId])[] {
  const classes = rows.some((row) => row.handicap);
  return [
    ...COLUMNS.filter(([name]) => classes || name !== "c-class"),
    ...(points ? [["c-points", "meet.results.points.points"] as const] : []),
  ];
}

/** In print, a ranking up to this long is kept on one page: about half an A4 page of rows. */
const KEEP_TOGETHER_ROWS = 25;

/**
 * One ranking as a plain table: thousands of rows at a championship, so no per-cell styling; the
 * results screen styles these classes once (ResultsScreen). The first header row names the event and
 * is shown only in print, where a table header repeats on every page a long event fills.
 */
export const ResultTable = memo(function ResultTable({
  event,
  part,
  rows,
  points = false,
  ranking,
}: {
  event: string;
  part: string;
  /**
   * Which ranking this is (shared/result-parts' key, e.g. `group:1234` with the file's AGEGROUP id):
   * with each row's heat and lane, a place on screen traces back to the file, as DESIGN 8h asks.
   */
  ranking?: string;
  rows: readonly RankedRow[];
  /** DESIGN 8g: a points column, for the ranking across classes. */
  points?: boolean;
}) {
  const columns = resultColumns(rows, points);
  const classes = columns.some(([name]) => name === "c-class");
  return (
    <table
      className={rows.length <= KEEP_TOGETHER_ROWS ? "zt-rt zt-keep" : "zt-rt"}
      aria-label={t("meet.results.table", { event, part })}
      data-ranking={ranking}
    >
      <thead>
        <tr className="zt-print-title">
          <th colSpan={columns.length}>
            <span className="zt-print-event">{event}</span>
            <span className="zt-print-part">{part}</span>
          </th>
        </tr>
        <tr>
          {columns.map(([className, label]) => (
            <th key={className} scope="col" className={className}>
              {t(label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row key={`${row.heat_number}-${row.lane}`} row={row} points={points} classes={classes} />
        ))}
      </tbody>
    </table>
  );
});

function Row({ row, points, classes }: { row: RankedRow; points: boolean; classes: boolean }) {
  const status = statusText(row);
  const place = placeText(row);
  // On a phone club and class move under the name; wider screens and paper have their columns.
  const facts = [row.club, row.handicap].filter(Boolean).join(" · ");
  return (
    <tr className={row.place == null ? "zt-unplaced" : undefined} data-swim={`${row.heat_number}-${row.lane}`}>
      <td className="c-place">{row.status === "EXH" ? <abbr title={t("meet.results.statusLong.EXH")}>{place}</abbr> : place}</td>
      <td className="c-swimmer">
        <span className="zt-name">{row.swimmer}</span>
        {facts && <span className="zt-facts">{facts}</span>}
        {status && <span className="zt-status">{status}</span>}
      </td>
      <td className="c-club">{row.club}</td>
      {classes && <td className="c-class">{row.handicap}</td>}
      <td className="c-time">
        {rowTime(row)}
        {row.provisional && (
          <abbr className="zt-provisional" title={t("meet.results.provisionalHint")}>
            {t("meet.results.provisional")}
          </abbr>
        )}
      </td>
      {points && (
        <td className="c-points">
          {row.points ?? row.program_points}
          {row.points_estimated && row.lcm_time != null && (
            <span className="zt-estimated">{t("meet.results.points.estimatedAs", { time: formatSwimTime(row.lcm_time) })}</span>
          )}
        </td>
      )}
    </tr>
  );
}
