import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDayAndTime, initials } from "./format";
import { loadTexts } from "./i18n/texts";

describe("initials", () => {
  it("takes the first letter of the last word of each name", () => {
    expect(initials("Jan", "de Vries")).toBe("JV");
    expect(initials("Anna Maria", "van der Berg")).toBe("MB");
  });

  it("upper-cases and ignores extra spaces", () => {
    expect(initials(" jan ", "  de   vries ")).toBe("JV");
  });

  it("skips empty names", () => {
    expect(initials("Jan", "")).toBe("J");
    expect(initials(null, undefined)).toBe("");
  });
});

describe("formatDate", () => {
  it("writes d MMMM yyyy in Dutch", () => {
    expect(formatDate("2026-03-07")).toBe("7 maart 2026");
    expect(formatDate("2025-12-31")).toBe("31 december 2025");
  });

  it("writes the month in the page's language", async () => {
    await loadTexts("en", ["common"]);
    expect(formatDate("2026-03-07")).toBe("7 March 2026");
    expect(formatDateTime(new Date(2026, 2, 7, 14, 5, 9).toISOString())).toBe("7 March 2026 14:05:09");
    await loadTexts("nl", ["common"]);
    expect(formatDate("2026-03-07")).toBe("7 maart 2026");
  });

  it("gives nothing for an empty or invalid date", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatDateTime", () => {
  it("writes the SPEC 9 date and the local time of a moment", () => {
    expect(formatDateTime(new Date(2026, 2, 7, 14, 5, 9).toISOString())).toBe("7 maart 2026 14:05:09");
  });

  // DESIGN 12: a meet's log reads by its pool's clock, wherever the page is read.
  it("writes a moment by the meet's own clock when its time zone is given", () => {
    const moment = "2026-03-07T13:05:09Z";
    expect(formatDateTime(moment, "Europe/Berlin")).toBe("7 maart 2026 14:05:09");
    expect(formatDateTime(moment, "Pacific/Auckland")).toBe("8 maart 2026 02:05:09");
  });

  it("gives nothing for an empty or invalid moment", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("gisteren")).toBe("");
  });
});

describe("formatDayAndTime", () => {
  // DESIGN 12: an import's day and time on the meet page, by the pool's clock.
  it("gives a moment's day and time of day apart, by the meet's clock", () => {
    const moment = Date.parse("2026-03-07T13:05:09Z");
    expect(formatDayAndTime(moment, "Europe/Berlin")).toEqual({ day: "7 maart 2026", time: "14:05" });
    expect(formatDayAndTime(moment, "Pacific/Auckland")).toEqual({ day: "8 maart 2026", time: "02:05" });
    expect(formatDayAndTime(new Date(moment).toISOString(), "Pacific/Auckland").day).toBe("8 maart 2026");
  });

  it("gives nothing for an empty or invalid moment", () => {
    expect(formatDayAndTime(null)).toEqual({ day: "", time: "" });
    expect(formatDayAndTime("gisteren")).toEqual({ day: "", time: "" });
  });
});
