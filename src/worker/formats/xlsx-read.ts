// One worksheet of an Excel workbook (.xlsx) as rows of text, for World Para Swimming's points
// calculator (DESIGN 8g). An .xlsx is a zip of XML parts: read with fflate and our own XML reader,
// under the same rules as a LENEX upload (DESIGN 9: nothing inflated past its limit, no DTD).
import { unzipLimited } from "./unzip-limited";
import { decodeXmlBytes } from "./decode-text";
import { ImportError } from "./errors";
import { child, parseXml, type XmlElement } from "./xml";
import { text as message } from "../http/language";

const notXlsx = () => message("server.points.file.notXlsx");
const tooLarge = () => message("server.points.file.tooLarge");

/**
 * A points calculator's parts are tens of kilobytes. The sheet's element tree with its text takes
 * several times its XML in memory, so each part stays far below the Worker's 128 MB.
 */
export const MAX_PART_BYTES = 2_000_000;
/** Columns past these are no table's: a hostile "XFD1" must not make every row 16,384 cells long. */
const MAX_COLUMNS = 64;

/** A row as a spreadsheet shows it: its own line number, and its cells by column (A is 0). */
export interface SheetRow {
  line: number;
  cells: string[];
}

const WORKBOOK = "xl/workbook.xml";
const WORKBOOK_RELS = "xl/_rels/workbook.xml.rels";
const SHARED_STRINGS = "xl/sharedStrings.xml";

/** The rows of the sheet of this name (any case), or an ImportError whose `where` says what to do. */
export function readSheet(bytes: Uint8Array, sheetName: string): SheetRow[] {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new ImportError("not_a_zip", "Not an .xlsx (zip) file", notXlsx());
  const book = unzipParts(bytes, (name) => name === WORKBOOK || name === WORKBOOK_RELS);
  if (!book[WORKBOOK] || !book[WORKBOOK_RELS]) throw new ImportError("not_a_zip", "No workbook in the zip", notXlsx());
  const sheet = child(xml(book[WORKBOOK]), "sheets")?.children.find((s) => s.attrs.name?.trim().toLowerCase() === sheetName.toLowerCase());
  const target = xml(book[WORKBOOK_RELS]).children.find((r) => r.attrs.Id === sheet?.attrs["r:id"])?.attrs.Target;
  if (!sheet || !target)
    throw new ImportError("file_type", `No sheet ${sheetName}`, message("server.points.file.noSheet", { sheet: sheetName }));
  // Targets are relative to xl/, or absolute within the package.
  const path = target.startsWith("/") ? target.slice(1) : `xl/${target}`;
  const parts = unzipParts(bytes, (name) => name === path || name === SHARED_STRINGS);
  if (!parts[path]) throw new ImportError("not_a_zip", `Sheet part ${path} missing`, notXlsx());
  const strings = parts[SHARED_STRINGS] ? xml(parts[SHARED_STRINGS], SHARED_STRING_PARTS).children.map(stringOf) : [];
  return rowsOf(xml(parts[path], SHEET_PARTS), strings);
}

function unzipParts(bytes: Uint8Array, wanted: (name: string) => boolean): Record<string, Uint8Array> {
  const parts = unzipLimited(bytes, wanted, MAX_PART_BYTES, {
    tooLarge: () => new ImportError("too_large_unzipped", "An .xlsx part is over its limit", tooLarge()),
    broken: () => new ImportError("not_a_zip", "The zip is damaged", notXlsx()),
  });
  return Object.fromEntries(parts);
}

function xml(bytes: Uint8Array, keep?: ReadonlySet<string>): XmlElement {
  const text = decodeXmlBytes(bytes);
  try {
    return parseXml(text, keep, keep !== undefined);
  } catch (error) {
    if (error instanceof ImportError) throw new ImportError(error.code, error.message, message("server.points.file.broken"));
    throw error;
  }
}

const SHARED_STRING_PARTS = new Set(["si", "r", "t"]);
const SHEET_PARTS = new Set(["sheetData", "row", "c", "v", "is", "r", "t"]);

/** A shared or inline string: one text, or runs of formatted text (phonetic hints are left out). */
function stringOf(item: XmlElement): string {
  return item.children
    .map((part) => (part.name === "t" ? (part.text ?? "") : part.name === "r" ? (child(part, "t")?.text ?? "") : ""))
    .join("");
}

function rowsOf(sheet: XmlElement, strings: readonly string[]): SheetRow[] {
  const rows: SheetRow[] = [];
  for (const row of child(sheet, "sheetData")?.children ?? []) {
    if (row.name !== "row") continue;
    // A row or cell without its reference follows the one before it, as Excel reads them.
    const line = Number(row.attrs.r) > 0 ? Number(row.attrs.r) : (rows.at(-1)?.line ?? 0) + 1;
    const cells: string[] = [];
    for (const cell of row.children) {
      const column = columnIndex(cell.attrs.r) ?? cells.length;
      if (column < MAX_COLUMNS) cells[column] = cellText(cell, strings);
    }
    rows.push({ line, cells: Array.from(cells, (c) => c ?? "") });
  }
  return rows;
}

function cellText(cell: XmlElement, strings: readonly string[]): string {
  const value = child(cell, "v")?.text ?? "";
  if (cell.attrs.t === "s") return strings[Number(value)] ?? "";
  if (cell.attrs.t === "inlineStr") return stringOf(child(cell, "is") ?? cell);
  return value;
}

/** "C5" is column 2; null for a reference of another shape. */
function columnIndex(reference: string | undefined): number | null {
  const letters = /^([A-Z]{1,3})\d+$/.exec(reference ?? "")?.[1];
  if (!letters) return null;
  let index = 0;
  for (const letter of letters) index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}
