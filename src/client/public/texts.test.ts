import { afterAll, describe, expect, it } from "vitest";
import { heatRace, heatTitle } from "../../shared/labels";
import type { PublicHeat, PublicLane } from "../../shared/results";
import { loadTexts } from "../i18n/texts";
import { expectedStartText, groupLabel, heatStatus, heatStatusLine, meetDate, resultStatusName } from "./texts";
import { laneResult, resultLinesOf } from "../live/announcements";

const AREAS = ["common", "labels", "public"] as const;

/** What `read` gives with the page in Dutch, and then in English. */
async function inBoth<T>(read: () => T): Promise<{ nl: T; en: T }> {
  await loadTexts("nl", AREAS);
  const nl = read();
  await loadTexts("en", AREAS);
  return { nl, en: read() };
}

describe("the public page's texts", () => {
  afterAll(() => loadTexts("nl", AREAS));

  it("names a heat and its race with the shared labels, in the page's language: Splash's round kept, relays as legs", async () => {
    const heat = { event_number: 7, round: "F", heat_number: 2, distance: 50, relaycount: 4, stroke: "FREE", gender: "X" };
    expect(await inBoth(() => heatTitle(heat))).toEqual({ nl: "Programma 7F, serie 2", en: "Event 7F, heat 2" });
    expect(await inBoth(() => heatRace(heat))).toEqual({ nl: "4 × 50 m Vrije slag, Gemengd", en: "4 × 50 m Freestyle, Mixed" });
    expect(await inBoth(() => heatRace({ ...heat, relaycount: 1, stroke: "BACK", gender: "F" }))).toEqual({
      nl: "50 m Rugslag, Vrouwen",
      en: "50 m Backstroke, Women",
    });
  });

  it("gives statuses the staff's Dutch words (spectator words for 7 and 8) and English ones", async () => {
    await loadTexts("nl", AREAS);
    expect(heatStatus({ status: 0, settled: false }, false)).toEqual({ label: "Gepland", color: "default" });
    expect(heatStatus({ status: 0, settled: false }, true)?.label).toBe("Klaar om te starten");
    expect(heatStatus({ status: 1, settled: false }, true)?.label).toBe("Race bezig");
    expect(heatStatus({ status: 6, settled: false }, true)).toEqual({ label: "Uitslag incompleet", color: "error" });
    expect(heatStatus({ status: 5, settled: true }, false)).toEqual({ label: "Uitslag definitief", color: "success" });
    // DESIGN 8c: complete, but not final until the referee settles it.
    expect(heatStatus({ status: 5, settled: false }, false)).toEqual({ label: "Uitslag voorlopig", color: "default" });
    expect(heatStatus({ status: 7, settled: false }, false)?.label).toBe("Uitslag wordt gecontroleerd");
    // The referee settled it: no longer being checked.
    expect(heatStatus({ status: 7, settled: true }, false)).toEqual({ label: "Uitslag definitief", color: "success" });
    expect(heatStatus({ status: 8, settled: true }, false)?.label).toBe("Uitslag definitief");
    expect(heatStatus({ status: 9, settled: true }, false)?.label).toBe("Er zijn diskwalificaties");
    expect(heatStatus({ status: 9, settled: false }, false)?.label).toBe("Er zijn diskwalificaties");
    await loadTexts("en", AREAS);
    expect(heatStatus({ status: 5, settled: false }, true)?.label).toBe("Provisional result");
    expect(heatStatus({ status: 5, settled: true }, true)?.label).toBe("Result final");
    expect(heatStatus({ status: 1, settled: false }, true)?.label).toBe("Race in progress");
    expect(heatStatus({ status: 0, settled: false }, true)?.label).toBe("Ready to start");
    expect(heatStatus({ status: 8, settled: false }, true)?.label).toBe("Result being checked");
    expect(heatStatus({ status: 9, settled: false }, false)).toEqual({ label: "Disqualifications", color: "warning" });
    expect(heatStatus({ status: 3, settled: false }, false)).toBeNull();
    expect(heatStatus({ status: 10, settled: false }, false)).toBeNull();
  });

  it("says when a heat still to come is expected, by the pool's clock; nothing for a started heat or an unknown start", async () => {
    const at = Date.UTC(2026, 6, 4, 12, 35);
    await loadTexts("nl", AREAS);
    expect(expectedStartText({ status: 0, start_time: null, expected_start: at })).toBe("verwacht ± 14:35");
    expect(expectedStartText({ status: 1, start_time: at, expected_start: at })).toBeNull();
    expect(expectedStartText({ status: 0, start_time: null, expected_start: null })).toBeNull();
    await loadTexts("en", AREAS);
    expect(expectedStartText({ status: 0, start_time: null, expected_start: Date.UTC(2026, 0, 10, 8, 5) })).toBe("expected ± 09:05");
  });

  it("explains result codes and writes dates in the language", async () => {
    await loadTexts("nl", AREAS);
    expect(resultStatusName("DNS")).toBe("Niet gestart");
    expect(meetDate("2026-03-03")).toBe("3 maart 2026");
    expect(meetDate(null)).toBe("Datum nog niet bekend");
    await loadTexts("en", AREAS);
    expect(resultStatusName("DSQ")).toBe("Disqualified");
    expect(resultStatusName("XYZ")).toBe("XYZ");
    expect(meetDate("2026-03-03")).toBe("3 March 2026");
    expect(meetDate(null)).toBe("Date not known yet");
  });

  it("says a lane's result as its time column shows it: the code, or the time of an exhibition swim with EXH", async () => {
    const swim = (over: Partial<PublicLane>): PublicLane => ({
      swimmer: "Piet",
      club: "De Dolfijn",
      handicap: "S9",
      time: null,
      status: undefined,
      ...over,
    });
    expect(laneResult(swim({ time: 31_270 }))).toEqual({ time: "31.27", code: null });
    expect(laneResult(swim({ status: "DSQ", time: 31_270 }))).toEqual({ time: null, code: "DSQ" });
    expect(laneResult(swim({ status: "EXH", time: 31_270 }))).toEqual({ time: "31.27", code: "EXH" });
    expect(laneResult(swim({ status: "EXH" }))).toEqual({ time: null, code: "EXH" });
    expect(laneResult(swim({}))).toBeNull();

    const heat: PublicHeat = {
      id: "2-1",
      event_number: 2,
      heat_number: 1,
      distance: 100,
      stroke: "BACK",
      gender: "F",
      relaycount: 1,
      status: 1,
      start_time: 1,
      expected_start: 1,
      settled: false,
      end_time: null,
      lanes: {
        "5": swim({ status: "DNS" }),
        "4": swim({ time: 61_230 }),
        "3": swim({}),
        "6": swim({ status: "DSQ", time: 61_000 }),
        "7": swim({ status: "EXH", time: 62_000 }),
      },
    };
    expect(await inBoth(() => heatStatusLine(heat))).toEqual({
      nl: "Programma 2, serie 1: Race bezig",
      en: "Event 2, heat 1: Race in progress",
    });
    expect(await inBoth(() => heatStatusLine({ ...heat, status: 10 }))).toEqual({ nl: "Programma 2, serie 1", en: "Event 2, heat 1" });
    expect(await inBoth(() => resultLinesOf(heat).map((line) => line.text))).toEqual({
      nl: ["Baan 4: 1:01.23", "Baan 5: DNS", "Baan 6: DSQ", "Baan 7: 1:02.00 EXH"],
      en: ["Lane 4: 1:01.23", "Lane 5: DNS", "Lane 6: DSQ", "Lane 7: 1:02.00 EXH"],
    });
  });

  it("names a ranking group as the file does, and by its ages where the file gave no name (DESIGN 8h)", async () => {
    const group = { agegroup_id: "3", name: "Dames 25-29 jaar", agemin: 25, agemax: 29 };
    expect(await inBoth(() => groupLabel(group))).toEqual({ nl: "Dames 25-29 jaar", en: "Dames 25-29 jaar" });
    expect(await inBoth(() => groupLabel({ ...group, name: "" }))).toEqual({ nl: "25 t/m 29 jaar", en: "25 to 29 years" });
    expect(await inBoth(() => groupLabel({ ...group, name: " ", agemax: -1 }))).toEqual({
      nl: "25 jaar en ouder",
      en: "25 years and over",
    });
    expect(await inBoth(() => groupLabel({ agegroup_id: "4", name: "" }))).toEqual({ nl: "Leeftijdsgroep", en: "Age group" });
  });
});
