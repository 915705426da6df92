// CSV heat list import (DESIGN 9): one row per lane, exported from Splash or typed in a
// spreadsheet, so the header may be English or Dutch in any order, case and spacing, the separator
// ';', ',' or a tab, the encoding UTF-8, Windows-1252 or (Excel's "Unicode text") UTF-16. The
// meet's name and date come from the upload form.
import Papa from "papaparse";
import {
  compareHeats,
  heatKey,
  sportClassPrefix,
  swimmerName,
  type Heat,
  type Lane,
  type Programme,
  type Stroke,
} from "../../shared/programme";
import { parseRaceTime } from "../../shared/race-time";
import { decodeCsvBytes } from "./decode-text";
import { ImportError } from "./errors";

const COLUMNS = {
  event: ["event", "programma"],
  heat: ["heat", "serie"],
  lane: ["lane", "baan"],
  distance: ["distance", "afstand"],
  stroke: ["stroke", "slag"],
  gender: ["gender", "geslacht"],
  relaycount: ["relaycount", "aantal"],
  lastname: ["lastname", "achternaam"],
  firstname: ["firstname", "voornaam"],
  nameprefix: ["nameprefix", "tussenvoegsel"],
  license: ["license", "licence", "licentie"],
  handicap: ["handicap", "klasse"],
  club: ["clubname", "club", "vereniging"],
  entrytime: ["entrytime", "inschrijftijd"],
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: Column[] = ["event", "heat", "lane", "distance", "stroke", "gender", "lastname"];

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
  Object.entries({ M: "m h male men heren jongens", F: "f d female women dames meisjes", X: "x g mixed gemengd", A: "a" })
    .flatMap(([code, words]) => words.split(" ").map((word): [string, string] => [word, code])),
);
const DELIMITERS = [";", ",", "\t"];

export function readCsv(bytes: Uint8Array, meet: { name: string; date: string | null }): Programme {
  let text = decodeCsvBytes(bytes);
  // Excel's hint line "sep=;" names the separator; otherwise it is the one the header uses most.
  const hint = /^sep=(.)(?:\r?\n|\r)/i.exec(text);
  if (hint) text = text.slice(hint[0].length);
  const firstLine = text.slice(0, text.search(/\r?\n|\r|$/));
  const delimiter = hint?.[1] ?? DELIMITERS.reduce((best, d) => (count(firstLine, d) > count(firstLine, best) ? d : best));
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: "greedy" });
  const broken = parsed.errors[0];
  if (broken) throw new ImportError("csv_invalid", `CSV row ${(broken.row ?? 0) + 1}: ${broken.message}`);

  const [header = [], ...rows] = parsed.data;
  const index = columnIndex(header);
  if (REQUIRED.some((column) => index[column] === undefined)) {
    throw new ImportError("csv_missing_columns", "CSV-file does not contain all required columns");
  }

  const heats = new Map<string, Heat>();
  rows.forEach((row, i) => {
    const line = i + 2;
    const cell = (column: Column): string => {
      const at = index[column];
      return at === undefined ? "" : (row[at] ?? "").trim();
    };
    const event = positiveInt(cell("event"), "event", line);
    const heatNumber = positiveInt(cell("heat"), "heat", line);
    const laneNumber = wholeNumber(cell("lane"), "lane", line);
    const id = heatKey(event, heatNumber);
    let heat = heats.get(id);
    if (!heat) {
      heat = {
        id,
        event_number: event,
        heat_number: heatNumber,
        distance: positiveInt(cell("distance"), "distance", line),
        stroke: stroke(cell("stroke"), line),
        gender: gender(cell("gender"), line),
        relaycount: cell("relaycount") ? positiveInt(cell("relaycount"), "relaycount", line) : 1,
        status: 0,
        start_time: null,
        end_time: null,
        lanes: {},
        vva: null,
      };
      heats.set(id, heat);
    }
    const lastname = cell("lastname");
    // A row without a name seeds the heat but leaves the lane empty.
    if (!lastname) return;
    const key = String(laneNumber);
    if (heat.lanes[key]) {
      throw new ImportError("csv_invalid", `CSV row ${line}: lane ${key} of event ${event}, heat ${heatNumber} appears twice`);
    }
    heat.lanes[key] = lane(heat, lastname, cell);
  });

  if (heats.size === 0) throw new ImportError("no_heats", "The CSV file has no heats");
  return {
    meet: { name: meet.name, date: meet.date },
    heats: [...heats.values()].sort(compareHeats),
  };
}

function lane(heat: Heat, lastname: string, cell: (column: Column) => string): Lane {
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
  const classes = value.toUpperCase().split(/[\s,;/]+/).filter(Boolean);
  if (classes.length < 2 || !classes.every((c) => SPORT_CLASS.test(c))) return value;
  const prefix = sportClassPrefix(heatStroke);
  return classes.find((c) => c.replace(/\d+$/, "") === prefix) ?? null;
}

function columnIndex(header: string[]): Partial<Record<Column, number>> {
  const index: Partial<Record<Column, number>> = {};
  header.forEach((name, at) => {
    // "Last name", "LAST_NAME" and "LastName" are one column.
    const normalized = name.toLowerCase().replace(/[^a-z]/g, "");
    for (const [column, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
      if (names.includes(normalized) && index[column] === undefined) index[column] = at;
    }
  });
  return index;
}

function stroke(value: string, line: number): Stroke {
  const label = STROKES.get(value.toLowerCase().replace(/\s+/g, ""));
  if (label) return label;
  if (/^[A-Z_]+$/i.test(value)) return value.toUpperCase();
  throw new ImportError("csv_invalid", `CSV row ${line}: unknown stroke '${value}'`);
}

function gender(value: string, line: number): string {
  const code = GENDERS.get(value.toLowerCase());
  if (!code) throw new ImportError("csv_invalid", `CSV row ${line}: unknown gender '${value}'`);
  return code;
}

function wholeNumber(value: string, column: string, line: number): number {
  if (!/^\d{1,6}$/.test(value)) {
    throw new ImportError("csv_invalid", `CSV row ${line}: ${column} '${value}' is not a number`);
  }
  return Number(value);
}

function positiveInt(value: string, column: string, line: number): number {
  const n = wholeNumber(value, column, line);
  if (n === 0) throw new ImportError("csv_invalid", `CSV row ${line}: ${column} must be at least 1`);
  return n;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}
