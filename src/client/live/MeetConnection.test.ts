import { describe, expect, it } from "vitest";
import { pollInterval } from "./MeetConnection";

describe("pollInterval", () => {
  it("looks every 3 s while the connection is healthy", () => {
    expect(pollInterval(0)).toBe(3_000);
  });

  it("slows down after reopens that did not help, up to 30 s (SPEC 9)", () => {
    expect(pollInterval(2)).toBeGreaterThan(pollInterval(1));
    expect(pollInterval(1_000)).toBe(30_000);
  });
});
