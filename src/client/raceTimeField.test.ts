import { beforeAll, describe, expect, it } from "vitest";
import { loadTexts, t } from "./i18n/texts";
import { parseTimeField } from "./raceTimeField";

beforeAll(() => loadTexts("nl", ["common", "labels", "staff"]));

describe("a typed race time", () => {
  it("reads m:ss.hh and seconds alone, in whole hundredths", () => {
    expect(parseTimeField("1:05.32")).toEqual({ time: 65_320 });
    expect(parseTimeField(" 31.2 ")).toEqual({ time: 31_200 });
    expect(parseTimeField("31,27")).toEqual({ time: 31_270 });
    expect(parseTimeField("00:31.27")).toEqual({ time: 31_270 });
  });

  it("is empty without a time", () => {
    expect(parseTimeField("  ")).toEqual({ time: null });
  });

  it("refuses a third decimal instead of dropping it", () => {
    expect(parseTimeField("31.275")).toEqual({ error: t("common.fields.raceTime.hundredths") });
  });

  it("refuses what is no time: text, zero, negative, seconds past 59", () => {
    for (const text of ["abc", "0.00", "-1:05.32", "1:75.20", "1:05.32.1"])
      expect(parseTimeField(text)).toEqual({ error: t("common.fields.raceTime.invalid") });
  });
});
