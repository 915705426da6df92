// The sample heat list the upload dialogs offer (public/) is one the reader takes, with every column
// the dialogs list, so what a club copies from it imports.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCsv } from "./csv-read";
import { CSV_COLUMNS, csvHeader, SAMPLE_CSV_PATH, type CsvColumn } from "../../shared/csv-columns";

const sample = readFileSync(new URL(`../../../public${SAMPLE_CSV_PATH}`, import.meta.url));

describe("the sample CSV heat list", () => {
  it("has every column, as the dialogs name them", () => {
    const header = sample.toString("utf8").split("\n")[0]!.split(";");
    expect(header).toEqual((Object.keys(CSV_COLUMNS) as CsvColumn[]).map(csvHeader));
  });

  it("imports: heats, lanes, classes, entry times and a relay", () => {
    const { heats } = readCsv(new Uint8Array(sample), { name: "Voorbeeld", date: null });
    expect(heats.map((h) => h.id)).toEqual(["1-1", "1-2", "2-1", "3-1"]);
    expect(heats[0]!.lanes["4"]).toMatchObject({ swimmer: "de Vries, Eva", handicap: "S8", entrytime: 41_200, club: "ZV De Demo" });
    expect(heats[2]).toMatchObject({ distance: 100, stroke: "BACK", gender: "M" });
    expect(heats[3]).toMatchObject({ relaycount: 4, gender: "X" });
  });
});
