// Why an uploaded file was refused. Readers throw it, the API maps `code` to its status and Dutch
// text, so messages here stay short and technical; `where` is the Dutch place and problem in the
// file (DESIGN 9: 'Regel 4, kolom BAAN: …'), shown instead of the general text when a reader knows it.

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
  | "race_invalid"
  | "xml_entity";

export class ImportError extends Error {
  readonly code: ImportErrorCode;

  readonly where?: string;

  constructor(code: ImportErrorCode, message: string, where?: string) {
    super(message);
    this.name = "ImportError";
    this.code = code;
    this.where = where;
  }
}
