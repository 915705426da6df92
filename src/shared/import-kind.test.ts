import { describe, expect, it } from "vitest";
import { importExtensions, importKindOf } from "./import-kind";

describe("the kind of a meet file", () => {
  it("is LENEX for .lxf and a bare .lef or .xml, CSV for .csv, in any case, and none for anything else", () => {
    expect(["a.lxf", "B.LEF", "c.xml", "d.Csv"].map(importKindOf)).toEqual(["lxf", "lxf", "lxf", "csv"]);
    expect(["lef", "a.lef.txt", "a.zip", ""].map(importKindOf)).toEqual([null, null, null, null]);
  });

  it("offers every extension the Worker reads", () => {
    expect(importExtensions(["lxf"])).toEqual(["lxf", "lef", "xml"]);
    expect(importExtensions(["lxf", "csv"])).toEqual(["lxf", "lef", "xml", "csv"]);
  });
});
