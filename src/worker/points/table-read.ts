// DESIGN 8g: World Para Swimming's points calculator (sheet Parameters of its .xlsx, or the same
// columns as CSV) and an administrator's short-course factors, read into checked rows. Every row is
// checked and every error reported with its line, so one upload shows all there is to mend.
import { csvRows } from "../formats/csv-rows";
import { genderOfLabel, strokeOfLabel } from "../formats/csv-read";
import { readSheet, type SheetRow } from "../formats/xlsx-read";
import { parametersKey, POINT_EVENTS, type PointParameters } from "../../shared/para-points";
import type { PointFactor } from "../../shared/points-results";
import { sportClassPrefix } from "../../shared/programme";
import { heatDistance, strokeLabel } from "../../shared/labels";
import { text, type Text } from "../http/language";
import type { ServerMessageId } from "../../shared/i18n/server-texts";
import type { Language } from "../../shared/i18n/languages";

/** A problem with a table's cell, as the calculator's own columns are named. */
const problem = (id: Extract<ServerMessageId, `server.points.table.${string}`>, value: string, more?: Record<string, string>) =>
  text(id, { value, ...more });

/** A table has a few hundred rows (2 genders × 16 events × 14 classes); more is no calculator. */
export const MAX_TABLE_ROWS = 5000;

/** The calculator's own sheet (DESIGN 8g). */
export const PARAMETERS_SHEET = "Parameters";

/** What was wrong with a file, each problem with its line: nothing of it is stored. */
export class TableRefusal extends Error {
  constructor(readonly errors: Text[]) {
    super(errors[0]?.id);
  }
}

export type TableFileKind = "xlsx" | "csv";

/** The rows of an uploaded table as a spreadsheet numbers them. */
function sheetRows(kind: TableFileKind, bytes: Uint8Array): SheetRow[] {
  if (kind === "xlsx") return readSheet(bytes, PARAMETERS_SHEET);
  return csvRows(bytes).map((cells, i) => ({ line: i + 1, cells }));
}

type Cells = Record<string, string>;

/**
 * The rows under the header as cells by their (lower-case) column names, without blank rows. A missing
 * column refuses the file; a column the table does not use (p_ref) is left out.
 */
function tableRows(rows: SheetRow[], columns: readonly string[], missing: (names: string) => Text): { line: number; cells: Cells }[] {
  const [header, ...body] = rows;
  const names = (header?.cells ?? []).map((name) => name.trim().toLowerCase());
  const absent = columns.filter((column) => !names.includes(column));
  if (absent.length > 0) throw new TableRefusal([missing(absent.join(", "))]);
  const filled = body.filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  if (filled.length > MAX_TABLE_ROWS) throw new TableRefusal([text("server.points.file.tooManyRows", { max: String(MAX_TABLE_ROWS) })]);
  return filled.map((row) => ({
    line: row.line,
    cells: Object.fromEntries(columns.map((column) => [column, (row.cells[names.indexOf(column)] ?? "").trim()])),
  }));
}

const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i;

/** A number as a spreadsheet or a Dutch CSV writes it (a point or a comma), or null. */
function numberOf(value: string): number | null {
  if (!NUMBER.test(value)) return null;
  const number = Number(value.replace(",", "."));
  return Number.isFinite(number) ? number : null;
}

/** The errors of one row, collected rather than thrown, so the file's every error is reported. */
class RowCheck {
  readonly errors: Text[] = [];

  constructor(private readonly line: number) {}

  refuse(column: string, problem: Text): null {
    this.errors.push(text("server.import.csvAt", { line: String(this.line), column, problem }));
    return null;
  }

  /** The cell's text, or null (refused: 'is leeg') when there is none. */
  filled(cells: Cells, column: string): string | null {
    return cells[column]!.trim() === "" ? this.refuse(column, text("server.points.table.empty")) : cells[column]!;
  }

  number(cells: Cells, column: string, positive: boolean): number | null {
    if (this.filled(cells, column) === null) return null;
    const value = numberOf(cells[column]!);
    if (value === null) return this.refuse(column, problem("server.points.table.number", cells[column]!));
    if (positive && value <= 0) return this.refuse(column, problem("server.points.table.positive", cells[column]!));
    return value;
  }
}

/** An event as the calculator names it, '100 m Freestyle' or '200 m Individual Medley'. */
function eventOf(value: string): { stroke: string; distance: number } | null {
  const match = /^(\d{2,4})\s*m\.?\s+(.+)$/i.exec(value);
  const stroke = match ? strokeOfLabel(match[2]!) : undefined;
  const distance = Number(match?.[1]);
  return stroke && POINT_EVENTS[stroke]?.includes(distance) ? { stroke, distance } : null;
}

/** Runs each row's check and refuses the file with every error of every row, or gives the rows. */
function checkAll<T>(
  rows: { line: number; cells: Cells }[],
  noRows: Text,
  check: (cells: Cells, row: RowCheck, line: number) => T | null,
): T[] {
  if (rows.length === 0) throw new TableRefusal([noRows]);
  const errors: Text[] = [];
  const out: T[] = [];
  for (const { line, cells } of rows) {
    const row = new RowCheck(line);
    const value = check(cells, row, line);
    errors.push(...row.errors);
    if (value !== null && row.errors.length === 0) out.push(value);
  }
  if (errors.length > 0) throw new TableRefusal(errors);
  return out;
}

const TABLE_COLUMNS = ["gender", "event", "class", "a", "b", "c"] as const;

/** DESIGN 8g: the calculator's parameters, every row checked (numbers, known events and classes, no duplicates). */
export function readPointTable(kind: TableFileKind, bytes: Uint8Array): PointParameters[] {
  const rows = tableRows(sheetRows(kind, bytes), TABLE_COLUMNS, (columns) => text("server.points.table.missingColumns", { columns }));
  const seen = new Map<string, number>();
  return checkAll(rows, text("server.points.table.noRows"), (cells, row, line) => {
    const gender = genderOfLabel(cells.gender!);
    if (gender !== "M" && gender !== "F") row.refuse("Gender", problem("server.points.table.gender", cells.gender!));
    const event = eventOf(cells.event!) ?? row.refuse("Event", problem("server.points.table.event", cells.event!));
    const prefix = event ? sportClassPrefix(event.stroke) : null;
    const number = Number(new RegExp(`^${prefix}(\\d{1,2})$`, "i").exec(cells.class!)?.[1]);
    if (event && !(number >= 1 && number <= 14))
      row.refuse("Class", problem("server.points.table.class", cells.class!, { prefix: prefix! }));
    const [a, b, c] = [row.number(cells, "a", true), row.number(cells, "b", false), row.number(cells, "c", true)];
    if (row.errors.length > 0) return null;
    const found: PointParameters = {
      gender: gender as "M" | "F",
      stroke: event!.stroke,
      distance: event!.distance,
      class: `${prefix}${number}`,
      a: a!,
      b: b!,
      c: c!,
    };
    const key = parametersKey(found);
    const first = seen.get(key);
    if (first !== undefined)
      return row.refuse(
        "Class",
        text("server.points.table.duplicate", { what: `${cells.gender} ${cells.event} ${found.class}`, line: String(first) }),
      );
    seen.set(key, line);
    return found;
  });
}

const FACTOR_COLUMNS = ["stroke", "distance", "factor"] as const;

/** DESIGN 8g: short-course × factor = the long-course estimate, per stroke and distance. */
export function readPointFactors(bytes: Uint8Array): PointFactor[] {
  const rows = tableRows(sheetRows("csv", bytes), FACTOR_COLUMNS, (columns) => text("server.points.factors.missingColumns", { columns }));
  const seen = new Map<string, number>();
  return checkAll(rows, text("server.points.factors.noRows"), (cells, row, line) => {
    const stroke = strokeOfLabel(cells.stroke!) ?? (POINT_EVENTS[cells.stroke!.toUpperCase()] ? cells.stroke!.toUpperCase() : undefined);
    if (!stroke) return row.refuse("stroke", problem("server.points.table.stroke", cells.stroke!));
    const distance = Number(cells.distance);
    if (!POINT_EVENTS[stroke]!.includes(distance)) return row.refuse("distance", problem("server.points.table.distance", cells.distance!));
    if (row.filled(cells, "factor") === null) return null;
    const factor = numberOf(cells.factor!);
    // A pool half or twice as long is no conversion: a typo (103 for 1.03) must not score a meet.
    if (factor === null || factor < 0.5 || factor > 2) return row.refuse("factor", problem("server.points.table.factor", cells.factor!));
    const key = `${stroke}|${distance}`;
    const first = seen.get(key);
    if (first !== undefined) {
      // The race in the reader's words: "50 m Vrije slag", "50 m Freestyle".
      const what = (language: Language) => `${heatDistance({ distance })} ${strokeLabel(stroke, language)}`;
      return row.refuse("stroke", text("server.points.table.duplicate", { what, line: String(first) }));
    }
    seen.set(key, line);
    return { stroke, distance, factor };
  });
}
