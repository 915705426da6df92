// Builds small .xlsx workbooks for the tests (DESIGN 8g's points calculator), with fflate: text
// cells as shared strings (as Excel writes them) or inline strings, numbers as numbers. Only tests
// import this file, so it stays out of the Worker bundle.
import { strToU8, zipSync, type Zippable } from "fflate";

export type Cell = string | number | null;
export interface Sheet {
  name: string;
  rows: Cell[][];
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const column = (index: number) => String.fromCharCode(65 + index);

/** A workbook of these sheets; `inline` writes text cells as inline strings instead of shared ones. */
export function makeXlsx(sheets: Sheet[], { inline = false, extra = {} as Zippable } = {}): Uint8Array {
  const strings: string[] = [];
  const sheetXml = (sheet: Sheet) => {
    const rows = sheet.rows.map((row, r) => {
      const cells = row.map((value, c) => {
        const ref = `${column(c)}${r + 1}`;
        if (value === null) return "";
        if (typeof value === "number") return `<c r="${ref}"><v>${value}</v></c>`;
        if (inline) return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
        strings.push(value);
        return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
      });
      return `<row r="${r + 1}">${cells.join("")}</row>`;
    });
    return (
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join("")}</sheetData></worksheet>`
    );
  };
  const files: Zippable = {};
  sheets.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(sheet));
  });
  files["xl/workbook.xml"] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ` +
      `xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets
        .map((s, i) => `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join("")}</sheets></workbook>`,
  );
  files["xl/_rels/workbook.xml.rels"] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" ` +
          `Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join("")}</Relationships>`,
  );
  if (strings.length > 0) {
    files["xl/sharedStrings.xml"] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
        `${strings.map((s) => `<si><t>${escapeXml(s)}</t></si>`).join("")}</sst>`,
    );
  }
  files["[Content_Types].xml"] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
  );
  return zipSync({ ...files, ...extra });
}

/** The calculator's reference rows (men's 50 m freestyle S1–S4) under its header, p_ref included. */
export const REFERENCE_ROWS: Cell[][] = [
  ["Gender", "Event", "Class", "a", "b", "c", "p_ref"],
  ["Men", "50 m Freestyle", "S1", 1200, 6.190278, 515.385, 1000],
  ["Men", "50 m Freestyle", "S2", 1200, 6.190278, 433.181, 1000],
  ["Men", "50 m Freestyle", "S3", 1200, 6.190278, 333.674, 1000],
  ["Men", "50 m Freestyle", "S4", 1200, 6.190278, 268.021, 1000],
];
