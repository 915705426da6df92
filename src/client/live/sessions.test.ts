// DESIGN 8h: the programme's session rows, in the page's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatSessionStart } from "../format";
import { loadTexts } from "../i18n/texts";
import { bySession, sessionName, sessionTitle } from "./sessions";

const heat = (id: string, session?: string) => ({ id, ...(session ? { source: { event_id: "1", heat_id: id, session } } : {}) });

describe("the programme's sessions", () => {
  beforeAll(() => loadTexts("nl", ["common"]));
  afterAll(() => loadTexts("nl", ["common"]));

  it("splits the heats where their session changes, in the order given", () => {
    const sessions = [
      { number: "1", date: "2024-05-13", daytime: "09:30", name: "Day 1 Prelims" },
      { number: "2", date: "2024-05-13", daytime: "18:00" },
    ];
    const groups = bySession([heat("1-1", "1"), heat("2-1", "1"), heat("1F-1", "2"), heat("3-1", "7")], sessions);
    expect(groups.map((g) => [g.session, g.heats.map((h) => h.id)])).toEqual([
      [sessions[0], ["1-1", "2-1"]],
      [sessions[1], ["1F-1"]],
      // A session the file numbers but does not list is named by its number.
      [{ number: "7" }, ["3-1"]],
    ]);
  });

  it("gives a CSV meet's heats, which no session holds, one group without a row", () => {
    expect(bySession([heat("1-1"), heat("1-2")], [])).toEqual([{ session: null, heats: [heat("1-1"), heat("1-2")] }]);
  });

  it("names a session by its number, its weekday and its time by the pool's clock, in Dutch and English", async () => {
    const session = { number: "2", date: "2024-05-13", daytime: "18:00" };
    expect(sessionTitle(session)).toBe("Sessie 2 · ma 18:00");
    expect(sessionTitle({ number: "3", date: "2026-07-04", daytime: "9:30" })).toBe("Sessie 3 · za 09:30");
    expect(sessionTitle({ number: "4" })).toBe("Sessie 4");
    await loadTexts("en", ["common"]);
    expect(sessionTitle(session)).toBe("Session 2 · Mon 18:00");
    expect(sessionTitle({ number: "4" })).toBe("Session 4");
  });

  it("says what the file gives of a session's start: a day alone, a time alone, nothing garbled", async () => {
    await loadTexts("nl", ["common"]);
    expect(formatSessionStart("2026-07-04", undefined)).toBe("za");
    expect(formatSessionStart(undefined, "18:00")).toBe("18:00");
    expect(formatSessionStart("2026-07-04", "25:00")).toBe("za");
    expect(formatSessionStart("morgen", "om zes")).toBe("");
  });

  it("shows the file's name for a session unless it only repeats the session's number", () => {
    expect(sessionName({ number: "1", name: "Day 1 Prelims" })).toBe("Day 1 Prelims");
    expect(sessionName({ number: "1", name: "Sessie 1" })).toBeNull();
    expect(sessionName({ number: "2", name: " session 02 " })).toBeNull();
    expect(sessionName({ number: "3", name: "Abschnitt Nr. 3" })).toBeNull();
    // Another number is news: the file's own numbering differs.
    expect(sessionName({ number: "1", name: "Sessie 2" })).toBe("Sessie 2");
    expect(sessionName({ number: "1", name: "Sessie 1 ochtend" })).toBe("Sessie 1 ochtend");
    expect(sessionName({ number: "1", name: "  " })).toBeNull();
    expect(sessionName({ number: "1" })).toBeNull();
  });
});
