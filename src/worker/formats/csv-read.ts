// CSV heat list import (DESIGN 9): one row per lane, exported from Splash or typed in a
// spreadsheet, so the header may be English or Dutch in any order, case and spacing, the separator
// ';', ',' or a tab, the encoding UTF-8, Windows-1252 or (Excel's "Unicode text") UTF-16. The
// meet's name and date come from the upload form.
import {
  heatKey,
  isStrokeCode,
  sportClassPrefix,
  swimmerName,
  type Heat,
  type Lane,
  type Programme,
  type Stroke,
} from "../../shared/programme";
import { EXCEPTION_CODE, MAX_EXCEPTION_CODES, parseExceptionCodes } from "../../shared/exception-codes";
import { isReadableRaceTime, parseRaceTime } from "../../shared/race-time";
import { raceProblem } from "../../shared/race-limits";
import { plainText } from "../../shared/plain-text";
import { csvRows } from "./csv-rows";
import { CSV_COLUMNS, csvHeaderBoth, REQUIRED_CSV_COLUMNS, type CsvColumn } from "../../shared/csv-columns";
import { ImportError, raceProblemText } from "./errors";
import { text, type Text } from "../http/language";
import { DEFAULT_LANES } from "../../shared/pool-lanes";
import { MAX_TEXT } from "../../shared/schemas";

type Column = CsvColumn;

// Keyed by the label in lower case without spaces; Maps, because a cell must not find
// Object.prototype's "constructor".
const STROKES = new Map<string, Stroke>([
  ["rugslag", "BACK"],
  ["rug", "BACK"],
  ["backstroke", "BACK"],
  ["schoolslag", "BREAST"],
  ["school", "BREAST"],
  ["breaststroke", "BREAST"],
  ["vlinderslag", "FLY"],
  ["vlinder", "FLY"],
  ["butterfly", "FLY"],
  ["vrijeslag", "FREE"],
  ["vrij", "FREE"],
  ["freestyle", "FREE"],
  ["wisselslag", "MEDLEY"],
  ["wissel", "MEDLEY"],
  ["individualmedley", "MEDLEY"],
]);
const GENDERS = new Map(
  Object.entries({ M: "m h male men heren jongens", F: "f d female women dames meisjes", X: "x g mixed gemengd", A: "a" }).flatMap(
    ([code, words]) => words.split(" ").map((word): [string, string] => [word, code]),
  ),
);

export function readCsv(bytes: Uint8Array, meet: { name: string; date: string | null }): Programme {
  const [header = [], ...rows] = csvRows(bytes);
  const index = columnIndex(header);
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => index[column] === undefined);
  if (missing.length > 0) {
    // Named as the sample file writes them, with the English name a Splash export may use instead.
    const columns = missing.map(csvHeaderBoth).join(", ");
    const unknown = unrecognised(header, index);
    throw new ImportError(
      "csv_missing_columns",
      "CSV-file does not contain all required columns",
      unknown ? text("server.import.csvMissingUnknown", { columns, unknown }) : text("server.import.csvMissing", { columns }),
    );
  }
  // A cell's place as the file names it: the line, and the column by its own header.
  const at = (line: number, column: Column) => (problem: Text) => {
    const name = header[index[column]!]!.trim();
    return new ImportError(
      "csv_invalid",
      `CSV row ${line}: ${column}: ${problem.id}`,
      text("server.import.csvAt", { line: String(line), column: name, problem }),
    );
  };

  const heats = new Map<string, Heat>();
  // The row each heat begins on, which every later row of the heat must agree with.
  const firstRows = new Map<string, { line: number; cell: (column: Column) => string }>();
  const laneLines = new Map<string, number>();
  rows.forEach((row, i) => {
    const line = i + 2;
    if (row.every((value) => value.trim() === "")) return;
    const cell = (column: Column): string => {
      const place = index[column];
      const value = place === undefined ? "" : plainText(row[place] ?? "").trim();
      // The forms' limit: a name longer than any swimmer's is a broken file, not a name to print on every sheet.
      if (value.length > MAX_TEXT) throw at(line, column)(text("server.import.tooLong", { max: String(MAX_TEXT) }));
      return value;
    };
    const number = (column: Column, least: 0 | 1): number => {
      const value = cell(column);
      if (!/^\d{1,6}$/.test(value) || Number(value) < least)
        throw at(line, column)(text(`server.import.csvProblem.${column as NumberColumn}`, { value }));
      return Number(value);
    };
    const event = number("event", 1);
    const heatNumber = number("heat", 1);
    const laneNumber = number("lane", 0);
    if (laneNumber < DEFAULT_LANES.min || laneNumber > DEFAULT_LANES.max) {
      const range = { min: String(DEFAULT_LANES.min), max: String(DEFAULT_LANES.max) };
      throw at(line, "lane")(text("server.import.csvProblem.laneOutside", { lane: String(laneNumber), ...range }));
    }
    const race = {
      distance: () => number("distance", 1),
      stroke: () => stroke(cell("stroke"), at(line, "stroke")),
      gender: () => gender(cell("gender"), at(line, "gender")),
      relaycount: () => (cell("relaycount") ? number("relaycount", 1) : 1),
    };
    const id = heatKey(event, heatNumber);
    let heat = heats.get(id);
    if (heat) {
      // A later row may leave the race empty, as it was always allowed to; what it does say must be its heat's race.
      const start = firstRows.get(id)!;
      for (const column of RACE_COLUMNS) {
        if (cell(column) === "" || race[column]() === heat[column]) continue;
        // A list that gives each swimmer's own gender seeds men and women together in a mixed heat
        // (para meets do): that heat is mixed, not the first row's gender.
        if (column === "gender") {
          heat.gender = "X";
          continue;
        }
        const where = { event: String(event), heat: String(heatNumber), first: String(start.line) };
        throw at(line, column)(text("server.import.csvProblem.otherRace", { ...where, value: cell(column), expected: start.cell(column) }));
      }
    } else {
      heat = {
        id,
        event_number: event,
        heat_number: heatNumber,
        distance: race.distance(),
        stroke: race.stroke(),
        gender: race.gender(),
        relaycount: race.relaycount(),
        status: 0,
        start_time: null,
        end_time: null,
        lanes: {},
        vva: null,
      };
      const problem = raceProblem(heat);
      if (problem) throw at(line, problem)(raceProblemText(problem, cell(problem)));
      heats.set(id, heat);
      firstRows.set(id, { line, cell });
    }
    const lastname = cell("lastname");
    // A row without a name seeds the heat but leaves the lane empty.
    if (!lastname) return;
    const key = String(laneNumber);
    const first = laneLines.get(`${id}/${key}`);
    if (first !== undefined) {
      throw at(
        line,
        "lane",
      )(text("server.import.csvProblem.laneTwice", { lane: key, event: String(event), heat: String(heatNumber), first: String(first) }));
    }
    laneLines.set(`${id}/${key}`, line);
    // An empty entry time is no time (NT); one that cannot be read would be lost as if it were none.
    const entrytime = cell("entrytime");
    if (!isReadableRaceTime(entrytime)) throw at(line, "entrytime")(text("server.import.csvProblem.entrytime", { value: entrytime }));
    const codes = parseExceptionCodes(cell("codes"));
    if (codes.length > MAX_EXCEPTION_CODES || !codes.every((code) => EXCEPTION_CODE.test(code))) {
      throw at(line, "codes")(text("server.import.csvProblem.codes", { value: cell("codes") }));
    }
    heat.lanes[key] = lane(heat, lastname, cell, codes);
  });

  // Every row with a lane makes a heat or is refused by its line: without heats there was only the header.
  if (heats.size === 0) throw new ImportError("no_heats", "The CSV file has no heats", text("server.import.csvHeaderOnly"));
  return {
    meet: { name: meet.name, date: meet.date },
    // DESIGN 8h: a heat list runs in the order of its rows, each heat where its first row is.
    heats: [...heats.values()],
  };
}

function lane(heat: Heat, lastname: string, cell: (column: Column) => string, codes: string[]): Lane {
  const relay = (heat.relaycount ?? 1) > 1;
  const firstname = cell("firstname");
  const nameprefix = cell("nameprefix");
  return {
    // Splash writes a relay's team name ("Wvz 1") in the last-name column.
    swimmer: relay ? lastname : swimmerName(lastname, firstname, nameprefix),
    license: cell("license") || null,
    handicap: laneClass(cell("handicap"), heat.stroke),
    club: cell("club") || null,
    entrytime: parseRaceTime(cell("entrytime")),
    dqs: {},
    splits: {},
    time: null,
    confirmed: false,
    status: null,
    codes: relay ? [] : codes,
    // The LENEX export needs the name parts (and a relay's team number) back.
    lenex: relay
      ? { relay_number: /\s(\d+)$/.exec(lastname)?.[1] ?? "1" }
      : { lastname, ...(firstname ? { firstname } : {}), ...(nameprefix ? { nameprefix } : {}) },
  };
}

const SPORT_CLASS = /^(S|SB|SM)\d{1,2}$/;

/**
 * A KLASSE cell may hold a swimmer's whole classification ("S14 SB14 SM14", as Splash exports it);
 * the lane shows the class for this heat's stroke, the same one a LENEX import gives.
 */
function laneClass(value: string, heatStroke: Stroke): string | null {
  if (!value) return null;
  const classes = value
    .toUpperCase()
    .split(/[\s,;/]+/)
    .filter(Boolean);
  if (classes.length < 2 || !classes.every((c) => SPORT_CLASS.test(c))) return value;
  const prefix = sportClassPrefix(heatStroke);
  return classes.find((c) => c.replace(/\d+$/, "") === prefix) ?? null;
}

function columnIndex(header: string[]): Partial<Record<Column, number>> {
  const index: Partial<Record<Column, number>> = {};
  header.forEach((name, at) => {
    // Messages name a column by its header: one too long to print names none.
    if (name.trim().length > MAX_TEXT) return;
    // "Last name", "LAST_NAME" and "LastName" are one column.
    const normalized = name.toLowerCase().replace(/[^a-z]/g, "");
    for (const [column, names] of Object.entries(CSV_COLUMNS) as [Column, readonly string[]][]) {
      if (names.includes(normalized) && index[column] === undefined) index[column] = at;
    }
  });
  return index;
}

/**
 * The header's names that are no column, at most a few and each cut short: beside a missing column
 * they show it misspelt ("BAANNR"). Empty when every name is known.
 */
function unrecognised(header: string[], index: Partial<Record<Column, number>>): string {
  const known = new Set(Object.values(index));
  const names = header.flatMap((name, at) => {
    const shown = plainText(name).trim();
    if (known.has(at) || shown === "") return [];
    return [shown.length > 40 ? `${shown.slice(0, 39)}…` : shown];
  });
  return names.slice(0, 5).join(", ");
}

type Refusal = (problem: Text) => ImportError;
type NumberColumn = "event" | "heat" | "lane" | "distance" | "relaycount";
// What makes a heat's race: its first row gives it, and the others may not say otherwise.
const RACE_COLUMNS = ["distance", "stroke", "gender", "relaycount"] as const;

/** A stroke's LENEX code by its English or Dutch name ("Individual Medley", "rugslag"), if it is one. */
export const strokeOfLabel = (value: string): Stroke | undefined => STROKES.get(value.toLowerCase().replace(/\s+/g, ""));

/** A gender's LENEX code by its letter or English or Dutch word ("Women", "heren"), if it is one. */
export const genderOfLabel = (value: string): string | undefined => GENDERS.get(value.toLowerCase());

function stroke(value: string, refuse: Refusal): Stroke {
  const code = strokeOfLabel(value) ?? value.toUpperCase();
  if (isStrokeCode(code)) return code;
  throw refuse(text("server.import.csvProblem.stroke", { value }));
}

function gender(value: string, refuse: Refusal): string {
  const code = genderOfLabel(value);
  if (!code) throw refuse(text("server.import.csvProblem.gender", { value }));
  return code;
}
