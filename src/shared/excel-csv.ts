// The CSV files clubs open in Excel NL (the meet log, the results): one way of writing them.
import Papa from "papaparse";

const BOM = "\uFEFF";

/**
 * A table as Excel NL opens it with a double click: `;` between the fields (a comma is the decimal
 * sign there) and a BOM so it reads UTF-8. A name that starts like a formula (an official types their
 * own, a file names a swimmer) is written as text, never run.
 */
export function excelCsv(fields: string[], data: (string | number)[][]): string {
  return BOM + Papa.unparse({ fields, data }, { delimiter: ";", newline: "\r\n", escapeFormulae: true });
}
