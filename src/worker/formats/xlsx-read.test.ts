// DESIGN 8g: a worksheet of an .xlsx as rows, and hostile workbooks refused before they cost memory.
import { describe, expect, it } from "vitest";
import { strToU8, zipSync } from "fflate";
import { MAX_PART_BYTES, readSheet } from "./xlsx-read";
import { importError, whereOf } from "./test-helpers";
import { makeXlsx, REFERENCE_ROWS } from "./test-xlsx";

describe("readSheet", () => {
  it("reads the named sheet's rows with their line numbers, shared strings and numbers as text", () => {
    const bytes = makeXlsx([
      { name: "Intro", rows: [["nothing"]] },
      { name: "Parameters", rows: REFERENCE_ROWS },
    ]);
    const rows = readSheet(bytes, "parameters");
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({ line: 1, cells: ["Gender", "Event", "Class", "a", "b", "c", "p_ref"] });
    expect(rows[2]).toEqual({ line: 3, cells: ["Men", "50 m Freestyle", "S2", "1200", "6.190278", "433.181", "1000"] });
  });

  it("reads inline strings, keeps empty cells in their column and rows on their own line", () => {
    const bytes = makeXlsx([{ name: "Parameters", rows: [["A & B", null, "C"], [], ["x"]] }], { inline: true });
    expect(readSheet(bytes, "Parameters")).toEqual([
      { line: 1, cells: ["A & B", "", "C"] },
      { line: 2, cells: [] },
      { line: 3, cells: ["x"] },
    ]);
  });

  it("says the sheet is missing when the workbook has no such sheet", () => {
    const error = importError(() => readSheet(makeXlsx([{ name: "Blad1", rows: REFERENCE_ROWS }]), "Parameters"));
    expect(whereOf(error)).toBe(
      'Het werkblad "Parameters" ontbreekt. Upload de puntencalculator van World Para Swimming zoals gepubliceerd, of de kolommen als CSV.',
    );
  });

  it("refuses what is no workbook: not a zip, a damaged zip, a zip without a workbook", () => {
    const good = makeXlsx([{ name: "Parameters", rows: REFERENCE_ROWS }]);
    for (const bytes of [strToU8("Gender;Event"), good.slice(0, good.length / 2), zipSync({ "a.txt": strToU8("hi") })]) {
      expect(whereOf(importError(() => readSheet(bytes, "Parameters")))).toMatch(/geen geldig Excel-bestand/);
    }
  });

  it("refuses broken XML in a sheet", () => {
    const bytes = makeXlsx([{ name: "Parameters", rows: [] }], {
      extra: { "xl/worksheets/sheet1.xml": strToU8("<worksheet><sheetData><row>") },
    });
    expect(whereOf(importError(() => readSheet(bytes, "Parameters")))).toMatch(/beschadigd of onvolledig/);
  });

  it("refuses a zip bomb from its directory, before inflating it", () => {
    // 5 MB of one letter packs into a few kilobytes.
    const bomb = new Uint8Array(5_000_000).fill(65);
    const bytes = makeXlsx([{ name: "Parameters", rows: [] }], { extra: { "xl/worksheets/sheet1.xml": [bomb, { level: 9 }] } });
    expect(bytes.length).toBeLessThan(200_000);
    const error = importError(() => readSheet(bytes, "Parameters"));
    expect(error.code).toBe("too_large_unzipped");
    expect(MAX_PART_BYTES).toBeLessThan(bomb.length);
  });

  it("keeps a hostile far-away column from making every row huge", () => {
    const sheet = `<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c><c r="XFD1"><v>2</v></c></row></sheetData></worksheet>`;
    const bytes = makeXlsx([{ name: "Parameters", rows: [] }], { extra: { "xl/worksheets/sheet1.xml": strToU8(sheet) } });
    expect(readSheet(bytes, "Parameters")).toEqual([{ line: 1, cells: ["1"] }]);
  });
});
