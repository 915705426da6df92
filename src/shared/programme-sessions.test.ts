// DESIGN 8h: a meet's sessions as its file names them, moved with the meet's date when the club corrects it.
import { describe, expect, it } from "vitest";
import { programmeSessions, type ProgrammeMeet } from "./programme";

const meet: ProgrammeMeet = {
  name: "Minioren",
  date: "2025-02-09",
  lenex: {
    sessions: [
      { number: "1", date: "2025-02-09", daytime: "13:30", name: "Middag" },
      { number: "2", date: "2025-02-10", daytime: "09:00" },
      { number: "3", daytime: "18:00" },
    ],
  },
};

describe("the sessions a programme shows", () => {
  it("are the file's while the meet keeps the file's date, or has none", () => {
    expect(programmeSessions(meet)).toBe(meet.lenex!.sessions);
    expect(programmeSessions(meet, "2025-02-09")).toBe(meet.lenex!.sessions);
    expect(programmeSessions(meet, null)).toBe(meet.lenex!.sessions);
    expect(programmeSessions(null, "2026-11-27")).toEqual([]);
  });

  it("move with a corrected meet date, the same days apart, over a month's and a year's end", () => {
    expect(programmeSessions(meet, "2026-11-27")).toEqual([
      { number: "1", date: "2026-11-27", daytime: "13:30", name: "Middag" },
      { number: "2", date: "2026-11-28", daytime: "09:00" },
      { number: "3", daytime: "18:00" },
    ]);
    expect(programmeSessions(meet, "2026-12-31").map((s) => s.date)).toEqual(["2026-12-31", "2027-01-01", undefined]);
    expect(programmeSessions(meet, "2024-02-28").map((s) => s.date)).toEqual(["2024-02-28", "2024-02-29", undefined]);
  });

  it("stay as they are when a date cannot be read", () => {
    expect(programmeSessions({ ...meet, date: "9 februari" }, "2026-11-27")).toBe(meet.lenex!.sessions);
    expect(programmeSessions(meet, "morgen")).toBe(meet.lenex!.sessions);
  });
});
