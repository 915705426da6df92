// A CSV file as rows of cells, as every CSV upload reads it (DESIGN 9): UTF-8 with or without BOM,
// Windows-1252 or UTF-16; the separator from Excel's "sep=" line, else the one the header uses most.
import Papa from "papaparse";
import { decodeCsvBytes, looksBinary } from "./decode-text";
import { ImportError } from "./errors";
import { text as message } from "../http/language";

const DELIMITERS = [";", ",", "\t"];

/**
 * The rows, the header first. Empty lines are kept as rows, so row i is on line i + 1 as a
 * spreadsheet shows it (the header is line 1); a file that cannot be split says its line.
 */
export function csvRows(bytes: Uint8Array): string[][] {
  // Read as text, a picture's bytes break somewhere as a "quote not closed": say what it is instead.
  if (looksBinary(bytes)) throw new ImportError("csv_not_text", "The file is not a CSV text file");
  let text = decodeCsvBytes(bytes);
  const hint = /^sep=(.)(?:\r?\n|\r)/i.exec(text);
  if (hint) text = text.slice(hint[0].length);
  // Whitespace or a lone BOM is no file at all, not one that lacks the required columns.
  if (text.trim() === "") throw new ImportError("csv_empty", "The CSV file is empty");
  const firstLine = text.slice(0, text.search(/\r?\n|\r|$/));
  const delimiter = hint?.[1] ?? DELIMITERS.reduce((best, d) => (count(firstLine, d) > count(firstLine, best) ? d : best));
  const parsed = Papa.parse<string[]>(text, { delimiter });
  const broken = parsed.errors[0];
  if (broken) {
    const problem = message(broken.type === "Quotes" ? "server.import.csvProblem.quotes" : "server.import.csvProblem.unreadable");
    const line = (broken.row ?? 0) + 1;
    throw new ImportError(
      "csv_invalid",
      `CSV row ${line}: ${broken.message}`,
      message("server.import.csvLine", { line: String(line), problem }),
    );
  }
  return parsed.data;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}
