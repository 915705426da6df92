// Why an uploaded file was refused. Readers throw it, the API maps `code` to its status and text, so
// messages here stay short and technical; `where` is the place and problem in the file (DESIGN 9:
// 'Regel 4, kolom BAAN: …'), shown instead of the general text when a reader knows it, as a message
// the answer says in the request's language (DESIGN 12).
import { text, type Text } from "../http/language";
import { MAX_DISTANCE, MAX_RELAY_COUNT, MIN_DISTANCE, type RaceProblem } from "../../shared/race-limits";

export type ImportErrorCode =
  | "file_type"
  | "not_a_zip"
  | "no_lef"
  | "too_large_unzipped"
  | "too_large_xml"
  | "xml_invalid"
  | "dtd_forbidden"
  | "no_heats"
  | "csv_missing_columns"
  | "csv_invalid"
  | "csv_empty"
  | "csv_not_text"
  | "lenex_invalid"
  | "race_invalid"
  | "lane_outside"
  | "xml_entity";

export class ImportError extends Error {
  readonly code: ImportErrorCode;

  readonly where?: Text;

  constructor(code: ImportErrorCode, message: string, where?: Text) {
    super(message);
    this.name = "ImportError";
    this.code = code;
    this.where = where;
  }
}

/** A heat's numbers beyond the race limits (shared/race-limits.ts), as the CSV cell or LENEX SWIMSTYLE gives them. */
export function raceProblemText(problem: RaceProblem, value: string): Text {
  return problem === "distance"
    ? text("server.import.race.distance", { value, min: String(MIN_DISTANCE), max: String(MAX_DISTANCE) })
    : text("server.import.race.relaycount", { value, max: String(MAX_RELAY_COUNT) });
}
