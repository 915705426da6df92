import { beforeAll, describe, expect, it } from "vitest";
import { heat, lane } from "../../shared/test-heats";
import { heatStatusLine, resultLines, resultLinesOf, statusWords } from "./announcements";
import { loadTexts } from "../i18n/texts";

// The Dutch texts these assert are the catalogue's.
beforeAll(() => loadTexts("nl", ["common", "labels", "meet"]));

describe("what a screen reader hears of the active heat", () => {
  it("names the heat with its status, 'Klaar om te starten' while it waits as the active heat", () => {
    expect(heatStatusLine(heat({ event_number: 3, heat_number: 2, status: 0 }))).toBe("Programma 3, serie 2: Klaar om te starten");
    expect(heatStatusLine(heat({ status: 1 }))).toBe("Programma 1, serie 1: Race bezig");
    expect(heatStatusLine(heat({ status: 9 }))).toBe("Programma 1, serie 1: Er zijn diskwalificaties");
  });

  it("gives status 10, a colour without words in SPEC 4, words; a status SPEC 4 does not show leaves the heat's name alone", () => {
    expect(heatStatusLine(heat({ status: 10 }))).toBe("Programma 1, serie 1: Status 10");
    expect(heatStatusLine(heat({ status: 3 }))).toBe("Programma 1, serie 1");
    expect(statusWords(0, false)).toBe("Gepland");
    expect(statusWords(10, false)).toBe("Status 10");
    expect(statusWords(4, false)).toBeNull();
  });

  it("reads each lane's time as a swim time (31.27, 1:01.23), or its DNS, DNF or DSQ, in lane order", () => {
    const lanes = {
      "10": lane({ time: 61_230 }),
      "2": lane({ time: 31_270 }),
      "3": lane({ status: "DNS" }),
      "4": lane(),
      "5": lane({ status: "DSQ", time: 40_000 }),
    };
    expect(resultLinesOf(heat({ lanes }))).toEqual([
      { lane: "2", text: "Baan 2: 31.27" },
      { lane: "3", text: "Baan 3: DNS" },
      { lane: "5", text: "Baan 5: DSQ" },
      { lane: "10", text: "Baan 10: 1:01.23" },
    ]);
  });

  it("never reads a disqualified lane's time as valid, and says an exhibition swim's time with EXH, as the lanes show them", () => {
    const lanes = { "4": lane({ status: "DSQ", time: 3_310 }), "6": lane({ status: "EXH", time: 3_400 }), "7": lane({ status: "EXH" }) };
    expect(resultLinesOf(heat({ lanes })).map((line) => line.text)).toEqual(["Baan 4: DSQ", "Baan 6: 3.40 EXH", "Baan 7: EXH"]);
  });

  it("leaves out the lanes its line has no words for", () => {
    expect(resultLines({ "1": 1, "2": 2, "3": 3 }, (lane, n) => (n % 2 ? `${lane}!` : null))).toEqual([
      { lane: "1", text: "1!" },
      { lane: "3", text: "3!" },
    ]);
  });
});
