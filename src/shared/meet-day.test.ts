import { describe, expect, it } from "vitest";
import { isMeetPast, poolDate } from "./meet-day";

describe("isMeetPast", () => {
  // 10 May 2026, 15:30 in Amsterdam (CEST, UTC+2).
  const afternoon = new Date("2026-05-10T13:30:00Z");

  it("is true for an earlier day and false for today or later", () => {
    expect(isMeetPast("2026-05-09", undefined, afternoon)).toBe(true);
    expect(isMeetPast("2026-05-10", undefined, afternoon)).toBe(false);
    expect(isMeetPast("2026-05-11", undefined, afternoon)).toBe(false);
  });

  it("never for a meet without a date", () => {
    expect(isMeetPast(null, undefined, afternoon)).toBe(false);
    expect(isMeetPast("", undefined, afternoon)).toBe(false);
  });

  // 23:30 UTC on 9 May is already 10 May at an Amsterdam pool: its calendar decides, not the machine's.
  it("follows the pool's calendar (Amsterdam by default), whatever the clock of the machine", () => {
    const justAfterMidnight = new Date("2026-05-09T23:30:00Z");
    expect(poolDate(justAfterMidnight)).toBe("2026-05-10");
    expect(isMeetPast("2026-05-09", undefined, justAfterMidnight)).toBe(true);
  });

  // DESIGN 12: the same moment is 10 May in Auckland (UTC+12), still 9 May in Berlin (UTC+2) at 21:30.
  it("follows the meet's own time zone: Auckland's day ends half a day before Berlin's", () => {
    const evening = new Date("2026-05-09T19:30:00Z");
    expect(poolDate(evening, "Pacific/Auckland")).toBe("2026-05-10");
    expect(poolDate(evening, "Europe/Berlin")).toBe("2026-05-09");
    expect(isMeetPast("2026-05-09", "Pacific/Auckland", evening)).toBe(true);
    expect(isMeetPast("2026-05-09", "Europe/Berlin", evening)).toBe(false);
  });
});
