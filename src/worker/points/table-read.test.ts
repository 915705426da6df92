// DESIGN 8g: an uploaded points table or factor list is checked row by row, every error with its line.
import { describe, expect, it } from "vitest";
import { strToU8 } from "fflate";
import { readPointFactors, readPointTable, TableRefusal } from "./table-read";
import { makeXlsx, REFERENCE_ROWS } from "../formats/test-xlsx";
import { say } from "../http/language";
import type { Language } from "../../shared/i18n/languages";

/** Every error of a refused file, as a reader of `language` reads them (Dutch by default). */
function refusal(run: () => unknown, language: Language = "nl"): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof TableRefusal) return error.errors.map((e) => say(language, e));
    throw error;
  }
  throw new Error("expected a TableRefusal");
}

const csv = (text: string) => strToU8(text);

describe("readPointTable", () => {
  it("reads the calculator's sheet Parameters, p_ref left out", () => {
    const rows = readPointTable("xlsx", makeXlsx([{ name: "Parameters", rows: REFERENCE_ROWS }]));
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual({ gender: "M", stroke: "FREE", distance: 50, class: "S2", a: 1200, b: 6.190278, c: 433.181 });
  });

  it("reads the same columns as CSV, in any order, with a decimal comma, and every stroke's event name", () => {
    const rows = readPointTable(
      "csv",
      csv(
        "Class;c;b;a;Event;Gender\r\n" +
          "SB5;401,2;6,1;1200;100 m Breaststroke;Women\r\n\r\n" +
          "SM10;1500.5;5.9;1200;200 m Individual Medley;Men\r\n",
      ),
    );
    expect(rows).toEqual([
      { gender: "F", stroke: "BREAST", distance: 100, class: "SB5", a: 1200, b: 6.1, c: 401.2 },
      { gender: "M", stroke: "MEDLEY", distance: 200, class: "SM10", a: 1200, b: 5.9, c: 1500.5 },
    ]);
  });

  it("reports every bad row with its line and column, and stores none of them", () => {
    const errors = refusal(() =>
      readPointTable(
        "csv",
        csv(
          [
            "Gender,Event,Class,a,b,c",
            "Men,50 m Freestyle,S1,1200,6.190278,515.385",
            "Mixed,50 m Freestyle,S2,1200,6.190278,433.181",
            "Men,25 m Freestyle,S3,1200,6.190278,333.674",
            "Men,50 m Freestyle,SB4,1200,6.190278,268.021",
            "Men,50 m Freestyle,S5,-1200,6.190278,abc",
            "Men,50 m Freestyle,S1,1200,6.190278,515.385",
            "Men,50 m Freestyle,S15,1200,6.190278,200",
            "Women,50 m Freestyle,S3,1200,6.190278,",
          ].join("\n"),
        ),
      ),
    );
    expect(errors).toEqual([
      'Regel 3, kolom Gender: "Mixed" is geen geslacht. Gebruik Men of Women.',
      'Regel 4, kolom Event: "25 m Freestyle" is geen nummer van World Para Swimming. ' +
        "Gebruik bijvoorbeeld '50 m Freestyle', '100 m Backstroke', '100 m Breaststroke', '50 m Butterfly' of '200 m Individual Medley'.",
      'Regel 5, kolom Class: "SB4" is geen klasse voor dit nummer. Gebruik S1 tot en met S14.',
      "Regel 6, kolom a: -1200 moet groter zijn dan 0.",
      'Regel 6, kolom c: "abc" is geen getal. Gebruik een punt of komma als decimaalteken.',
      "Regel 7, kolom Class: Men 50 m Freestyle S1 staat al in regel 2. Laat één van beide regels weg.",
      'Regel 8, kolom Class: "S15" is geen klasse voor dit nummer. Gebruik S1 tot en met S14.',
      "Regel 9, kolom c: is leeg. Vul hier een getal in.",
    ]);
  });

  it("names the missing columns, and refuses a file with only its header", () => {
    expect(refusal(() => readPointTable("csv", csv("Gender;Event;Class;a\nMen;50 m Freestyle;S1;1200")))).toEqual([
      "Regel 1: de kolommen b, c ontbreken. De kop moet Gender, Event, Class, a, b en c bevatten.",
    ]);
    expect(refusal(() => readPointTable("xlsx", makeXlsx([{ name: "Parameters", rows: [REFERENCE_ROWS[0]!] }])))[0]).toMatch(
      /geen parameters/,
    );
  });

  it("refuses a file of more rows than any calculator has", () => {
    const rows = Array.from({ length: 5001 }, (_, i) => `Men;50 m Freestyle;S1;1200;6;${i + 1}`);
    expect(refusal(() => readPointTable("csv", csv(["Gender;Event;Class;a;b;c", ...rows].join("\n"))))).toEqual([
      "Het bestand heeft meer dan 5000 regels. Upload alleen de parameters.",
    ]);
  });
});

describe("readPointFactors", () => {
  it("reads stroke, distance and factor by name or LENEX code", () => {
    expect(readPointFactors(csv("stroke;distance;factor\nFreestyle;50;1,03\nBACK;100;1.025\n"))).toEqual([
      { stroke: "FREE", distance: 50, factor: 1.03 },
      { stroke: "BACK", distance: 100, factor: 1.025 },
    ]);
  });

  it("reports every bad row with its line", () => {
    expect(
      refusal(() =>
        readPointFactors(
          csv("stroke,distance,factor\nFreestyle,50,103\nCrawl,50,1.02\nFreestyle,75,1.02\nFreestyle,50,1.01\nFREE,50,1.03\n"),
        ),
      ),
    ).toEqual([
      'Regel 2, kolom factor: "103" is geen omrekenfactor. Gebruik een getal tussen 0,5 en 2.',
      'Regel 3, kolom stroke: "Crawl" is geen zwemslag. Gebruik Freestyle, Backstroke, Breaststroke, Butterfly of Individual Medley.',
      'Regel 4, kolom distance: "75" is geen afstand van World Para Swimming voor deze slag.',
      "Regel 6, kolom stroke: 50 m Vrije slag staat al in regel 5. Laat één van beide regels weg.",
    ]);
  });

  it("names the race of a duplicate in the reader's language (DESIGN 12)", () => {
    expect(refusal(() => readPointFactors(csv("stroke,distance,factor\nFreestyle,50,1.01\nFREE,50,1.03\n")), "en")).toEqual([
      "Line 3, column stroke: 50 m Freestyle is already on line 2. Leave out one of the two lines.",
    ]);
  });
});
