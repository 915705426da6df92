import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { importFileProblem, uploadFailure } from "./importFile";
import { loadTexts } from "./i18n/texts";

beforeAll(() => loadTexts("nl", ["common", "labels", "staff"]));

const file = (name: string) => new File(["x"], name);

describe("a meet file of the wrong kind", () => {
  it("names the extensions that are taken, joined as Dutch joins them", () => {
    expect(importFileProblem(file("start.pdf"), ["lxf"])).toBe("Kies een .lxf-, .lef- of .xml-bestand");
    expect(importFileProblem(file("start.pdf"), ["csv"])).toBe("Kies een .csv-bestand");
    expect(importFileProblem(file("start.csv"), ["csv"])).toBeUndefined();
  });

  it("and as English joins them", async () => {
    await loadTexts("en", ["common", "labels", "staff"]);
    expect(importFileProblem(file("start.pdf"), ["lxf"])).toBe("Choose a .lxf, .lef or .xml file");
    expect(importFileProblem(file("start.pdf"), ["csv"])).toBe("Choose a .csv file");
    await loadTexts("nl", ["common", "labels", "staff"]);
  });
});

describe("a meet file the server refused for its columns (SPEC 8)", () => {
  const missing = (message: string) => new ApiError(422, "CSV-file does not contain all required columns", message);

  it("says what to do once: the server's columns and advice, beneath that the upload failed", () => {
    const server = "Kolommen die in de kopregel (regel 1) ontbreken: BAAN (LANE). Voeg ze toe, of maak een nieuwe export uit Splash.";
    expect(uploadFailure(missing(server))).toEqual([
      "Uploaden van wedstrijd mislukt. Het bestand bevat niet alle verplichte kolommen.",
      server,
    ]);
  });

  it("keeps SPEC 8's own advice where the server names no columns", () => {
    expect(uploadFailure(missing(""))).toEqual([
      "Uploaden van wedstrijd mislukt. Het bestand bevat niet alle verplichte kolommen. " +
        "Controleer of je de laatste versie van Splash gebruikt en/of maak een nieuwe export.",
    ]);
  });
});
