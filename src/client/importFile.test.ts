import { beforeAll, describe, expect, it } from "vitest";
import { importFileProblem } from "./importFile";
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
