// DESIGN 8c: the results as a file clubs open in Excel, one row per swim, written as the meet log is,
// its headers and words in the reader's language (DESIGN 12).
import { heatRace } from "./labels";
import { formatSwimTime } from "./race-time";
import { resultClass, type MeetResults, type ResultRow } from "./results";
import { DEFAULT_LANGUAGE, type Language } from "./i18n/languages";
import { serverText } from "./i18n/server-texts";
import { excelCsv } from "./excel-csv";

const swimKey = (row: Pick<ResultRow, "heat_number" | "lane">) => `${row.heat_number}/${row.lane}`;

const COLUMNS = [
  "event",
  "race",
  "heat",
  "lane",
  "swimmer",
  "club",
  "class",
  "time",
  "status",
  "reason",
  "place",
  "class_place",
  "provisional",
  "group",
  "group_place",
] as const;

// A swim in several of the meet's groups (an open and a junior group) names each, in the file's order.
const SEVERAL = " / ";

/**
 * Every swim of every event in ranking order, with its place overall, in its para class and in each
 * of the meet's own groups it is placed in (DESIGN 8h).
 */
export function resultsCsv(results: MeetResults, language: Language = DEFAULT_LANGUAGE): string {
  const provisional = serverText(language, "server.results.provisional");
  const final = serverText(language, "server.results.final");
  const data: (string | number)[][] = [];
  for (const event of results.events) {
    const classPlace = new Map<string, number | null>();
    for (const { rows } of event.classes) for (const row of rows) classPlace.set(swimKey(row), row.place);
    const groups = new Map<string, { name: string; place: number | null }[]>();
    for (const { name, rows } of event.groups) {
      for (const row of rows) groups.set(swimKey(row), [...(groups.get(swimKey(row)) ?? []), { name, place: row.place }]);
    }
    const race = heatRace(event, language);
    for (const row of event.overall) {
      data.push([
        `${event.event_number}${event.round ?? ""}`,
        race,
        row.heat_number,
        row.lane,
        row.swimmer,
        row.club ?? "",
        resultClass(event.stroke, row.handicap) ?? row.handicap ?? "",
        formatSwimTime(row.time),
        row.status ?? "",
        row.reason ?? "",
        row.place ?? "",
        classPlace.get(swimKey(row)) ?? "",
        row.provisional ? provisional : final,
        (groups.get(swimKey(row)) ?? []).map((g) => g.name).join(SEVERAL),
        groupPlaces(groups.get(swimKey(row)) ?? []),
      ]);
    }
  }
  return excelCsv(
    COLUMNS.map((column) => serverText(language, `server.results.csvColumns.${column}`)),
    data,
  );
}

/** A swim's places in its groups; empty where it has none (a DSQ, an exhibition swim). */
function groupPlaces(groups: readonly { place: number | null }[]): string {
  return groups.every((g) => g.place === null) ? "" : groups.map((g) => g.place ?? "").join(SEVERAL);
}
