// DESIGN 8c: the results as a file clubs open in Excel NL, one row per swim, written as the meet log is.
import { heatRace } from "../../shared/labels";
import { formatSwimTime } from "../../shared/race-time";
import { resultClass, type MeetResults, type ResultRow } from "../../shared/results";
import { resultsTexts } from "../../shared/texts/nl-results";
import { excelCsv } from "./excel-csv";

const swimKey = (row: Pick<ResultRow, "heat_number" | "lane">) => `${row.heat_number}/${row.lane}`;

/** Every swim of every event in ranking order, with its place overall and in its para class. */
export function resultsCsv(results: MeetResults): string {
  const { csvColumns: columns } = resultsTexts;
  const data: (string | number)[][] = [];
  for (const event of results.events) {
    const classPlace = new Map<string, number | null>();
    for (const { rows } of event.classes) for (const row of rows) classPlace.set(swimKey(row), row.place);
    for (const row of event.overall) {
      data.push([
        `${event.event_number}${event.round ?? ""}`,
        heatRace(event),
        row.heat_number,
        row.lane,
        row.swimmer,
        row.club ?? "",
        resultClass(event.stroke, row.handicap) ?? row.handicap ?? "",
        formatSwimTime(row.time),
        row.status ?? "",
        row.place ?? "",
        classPlace.get(swimKey(row)) ?? "",
        row.provisional ? resultsTexts.provisional : resultsTexts.final,
      ]);
    }
  }
  const fields = [columns.event, columns.race, columns.heat, columns.lane, columns.swimmer, columns.club, columns.class, columns.time, columns.status, columns.place, columns.class_place, columns.provisional];
  return excelCsv(fields, data);
}
