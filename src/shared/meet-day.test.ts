import { describe, expect, it } from "vitest";
import { dutchDate, isMeetPast } from "./meet-day";

describe("isMeetPast", () => {
  // 10 May 2026, 15:30 in Amsterdam (CEST, UTC+2).
  const afternoon = new Date("2026-05-10T13:30:00Z");

  it("is true for an earlier day and false for today or later", () => {
    expect(isMeetPast("2026-05-09", afternoon)).toBe(true);
    expect(isMeetPast("2026-05-10", afternoon)).toBe(false);
    expect(isMeetPast("2026-05-11", afternoon)).toBe(false);
  });

  it("never for a meet without a date", () => {
    expect(isMeetPast(null, afternoon)).toBe(false);
    expect(isMeetPast("", afternoon)).toBe(false);
  });

  // 23:30 UTC on 9 May is already 10 May at the pool: the Dutch calendar decides, not the machine's.
  it("follows the Dutch calendar, whatever the clock of the machine", () => {
    const justAfterMidnight = new Date("2026-05-09T23:30:00Z");
    expect(dutchDate(justAfterMidnight)).toBe("2026-05-10");
    expect(isMeetPast("2026-05-09", justAfterMidnight)).toBe(true);
  });
});
