import { describe, expect, it } from "vitest";
import { publicEn } from "../texts/public.en";
import { publicNl } from "../texts/public.nl";
import type { PublicHeat, PublicLane } from "../../shared/results";
import { expectedStartText, genderName, heatName, heatStatus, heatStatusLine, laneResult, meetDate, publicTexts, raceName, resultLinesOf, resultStatusName, strokeName } from "./texts";

/** Every key path of a texts object, functions as leaves. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, v]) => keyPaths(v, prefix ? `${prefix}.${key}` : key)).sort();
}

describe("the public page's texts", () => {
  it("has the same keys in Dutch and English, and no empty text", () => {
    expect(keyPaths(publicEn)).toEqual(keyPaths(publicNl));
    for (const texts of [publicNl, publicEn]) {
      for (const path of keyPaths(texts)) {
        const leaf = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts);
        if (typeof leaf === "string") expect(leaf, path).not.toBe("");
      }
    }
  });

  it("looks the language's texts up", () => {
    expect(publicTexts("nl").notPublic).toBe("Deze wedstrijd is niet openbaar of bestaat niet.");
    expect(publicTexts("en").notPublic).toBe("This meet is not public or does not exist.");
    expect(publicTexts("nl").now.clock).toBe("Wedstrijdklok");
    expect(publicTexts("en").now.clock).toBe("Race clock");
  });

  it("names strokes and genders in both languages; an unknown stroke as it is", () => {
    const nl = publicTexts("nl");
    const en = publicTexts("en");
    expect(strokeName(nl, "free")).toBe("Vrije slag");
    expect(strokeName(en, "FREE")).toBe("Freestyle");
    expect(strokeName(en, "BREAST")).toBe("Breaststroke");
    expect(strokeName(en, "SURF")).toBe("SURF");
    expect(strokeName(en, null)).toBe("");
    expect(genderName(nl, "F")).toBe("Vrouwen");
    expect(genderName(en, "m")).toBe("Men");
    expect(genderName(en, "X")).toBe("Mixed");
    expect(genderName(en, "")).toBe("Mixed");
  });

  it("names a heat and its race: Splash's round kept, relays as legs", () => {
    const heat = { event_number: 7, round: "F", heat_number: 2, distance: 50, relaycount: 4, stroke: "FREE", gender: "X" };
    expect(heatName(publicTexts("nl"), heat)).toBe("Programma 7F, serie 2");
    expect(heatName(publicTexts("en"), heat)).toBe("Event 7F, heat 2");
    expect(raceName(publicTexts("nl"), heat)).toBe("4 × 50 m Vrije slag, Gemengd");
    expect(raceName(publicTexts("en"), { ...heat, relaycount: 1, stroke: "BACK", gender: "F" })).toBe("50 m Backstroke, Women");
  });

  it("gives statuses the staff's Dutch words (spectator words for 7 and 8) and English ones", () => {
    const nl = publicTexts("nl");
    const en = publicTexts("en");
    expect(heatStatus(nl, { status: 0, settled: false }, false)).toEqual({ label: "Gepland", color: "default" });
    expect(heatStatus(nl, { status: 0, settled: false }, true)?.label).toBe("Klaar om te starten");
    expect(heatStatus(nl, { status: 1, settled: false }, true)?.label).toBe("Race bezig");
    expect(heatStatus(nl, { status: 6, settled: false }, true)).toEqual({ label: "Uitslag incompleet", color: "error" });
    expect(heatStatus(nl, { status: 5, settled: true }, false)).toEqual({ label: "Uitslag definitief", color: "success" });
    // DESIGN 8c: complete, but not final until the referee settles it.
    expect(heatStatus(nl, { status: 5, settled: false }, false)).toEqual({ label: "Uitslag voorlopig", color: "default" });
    expect(heatStatus(en, { status: 5, settled: false }, true)?.label).toBe("Provisional result");
    expect(heatStatus(en, { status: 5, settled: true }, true)?.label).toBe("Result final");
    expect(heatStatus(nl, { status: 7, settled: false }, false)?.label).toBe("Uitslag wordt gecontroleerd");
    expect(heatStatus(en, { status: 1, settled: false }, true)?.label).toBe("Race in progress");
    expect(heatStatus(en, { status: 0, settled: false }, true)?.label).toBe("Ready to start");
    expect(heatStatus(en, { status: 9, settled: false }, false)).toEqual({ label: "Disqualifications", color: "warning" });
    expect(heatStatus(en, { status: 3, settled: false }, false)).toBeNull();
    expect(heatStatus(en, { status: 10, settled: false }, false)).toBeNull();
  });

  it("says when a heat still to come is expected, by the pool's clock; nothing for a started heat or an unknown start", () => {
    const at = Date.UTC(2026, 6, 4, 12, 35);
    expect(expectedStartText(publicTexts("nl"), { status: 0, start_time: null, expected_start: at })).toBe("verwacht ± 14:35");
    expect(expectedStartText(publicTexts("en"), { status: 0, start_time: null, expected_start: Date.UTC(2026, 0, 10, 8, 5) })).toBe("expected ± 09:05");
    expect(expectedStartText(publicTexts("nl"), { status: 1, start_time: at, expected_start: at })).toBeNull();
    expect(expectedStartText(publicTexts("nl"), { status: 0, start_time: null, expected_start: null })).toBeNull();
  });

  it("explains result codes and writes dates in the language", () => {
    expect(resultStatusName(publicTexts("nl"), "DNS")).toBe("Niet gestart");
    expect(resultStatusName(publicTexts("en"), "DSQ")).toBe("Disqualified");
    expect(resultStatusName(publicTexts("en"), "XYZ")).toBe("XYZ");
    expect(meetDate(publicTexts("nl"), "2026-03-03")).toBe("3 maart 2026");
    expect(meetDate(publicTexts("en"), "2026-03-03")).toBe("3 March 2026");
    expect(meetDate(publicTexts("en"), null)).toBe("Date not known yet");
  });

  it("says a lane's result as its time column shows it: the code, or the time of an exhibition swim", () => {
    const swim = (over: Partial<PublicLane>): PublicLane => ({ swimmer: "Piet", club: "De Dolfijn", handicap: "S9", time: null, status: undefined, ...over });
    expect(laneResult(swim({ time: 31_270 }))).toEqual({ time: "31.27" });
    expect(laneResult(swim({ status: "DSQ", time: 31_270 }))).toEqual({ code: "DSQ" });
    expect(laneResult(swim({ status: "EXH", time: 31_270 }))).toEqual({ time: "31.27" });
    expect(laneResult(swim({ status: "EXH" }))).toEqual({ code: "EXH" });
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
      lanes: { "5": swim({ status: "DNS" }), "4": swim({ time: 61_230 }), "3": swim({}) },
    };
    expect(heatStatusLine(publicTexts("nl"), heat)).toBe("Programma 2, serie 1: Race bezig");
    expect(heatStatusLine(publicTexts("en"), heat)).toBe("Event 2, heat 1: Race in progress");
    expect(heatStatusLine(publicTexts("en"), { ...heat, status: 10 })).toBe("Event 2, heat 1");
    expect(resultLinesOf(publicTexts("nl"), heat).map((line) => line.text)).toEqual(["Baan 4: 1:01.23", "Baan 5: DNS"]);
    expect(resultLinesOf(publicTexts("en"), heat).map((line) => line.text)).toEqual(["Lane 4: 1:01.23", "Lane 5: DNS"]);
  });
});
