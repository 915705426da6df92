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
  "place",
  "class_place",
  "provisional",
] as const;

/** Every swim of every event in ranking order, with its place overall and in its para class. */
export function resultsCsv(results: MeetResults, language: Language = DEFAULT_LANGUAGE): string {
  const provisional = serverText(language, "server.results.provisional");
  const final = serverText(language, "server.results.final");
  const data: (string | number)[][] = [];
  for (const event of results.events) {
    const classPlace = new Map<string, number | null>();
    for (const { rows } of event.classes) for (const row of rows) classPlace.set(swimKey(row), row.place);
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
        row.place ?? "",
        classPlace.get(swimKey(row)) ?? "",
        row.provisional ? provisional : final,
      ]);
    }
  }
  return excelCsv(
    COLUMNS.map((column) => serverText(language, `server.results.csvColumns.${column}`)),
    data,
  );
}
