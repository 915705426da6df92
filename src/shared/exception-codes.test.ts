// DESIGN 8i: the codes of exception as written, and their meaning in each language.
import { describe, expect, it } from "vitest";
import "./i18n/server-texts";
import { exceptionMeaning, parseExceptionCodes, readExceptionCodes, startCodes } from "./exception-codes";
import { heatStartCodes } from "./start-codes";
import { heat, lane } from "./test-heats";

describe("codes of exception", () => {
  it("reads a LENEX or CSV list as its codes, each as written", () => {
    expect(parseExceptionCodes("A,3,5,12,+")).toEqual(["A", "3", "5", "12", "+"]);
    expect(parseExceptionCodes(" *H, T ")).toEqual(["*H", "T"]);
    expect(parseExceptionCodes("")).toEqual([]);
    expect(parseExceptionCodes(undefined)).toEqual([]);
  });

  it("names every code of the WPS list in Dutch and English; an unknown code is shown as written", () => {
    expect(exceptionMeaning("H", "nl")).toBe("Startsignaal met licht");
    expect(exceptionMeaning("H", "en")).toBe("Start signal with a light");
    expect(exceptionMeaning("+", "nl")).toBe("Kan een dolfijnbeenslag maken (in de schoolslag een overtreding)");
    expect(exceptionMeaning("3", "en")).toBe("Breaststroke: both arms forward together, only the longer arm need touch");
    expect(exceptionMeaning("t", "en")).toBe("Tapper at turns and finish");
    expect(exceptionMeaning("Q7", "nl")).toBe("Q7");
    // 6 left the list in 2018, 10 and 11 were never on it.
    for (const code of ["6", "10", "11"]) expect(exceptionMeaning(code, "nl")).toBe(code);
    for (const code of ["A", "B", "E", "H", "T", "Y", "0", "1", "2", "3", "4", "5", "7", "8", "9", "12", "+"]) {
      expect(exceptionMeaning(code, "nl")).not.toBe(code);
      expect(exceptionMeaning(code, "en")).not.toBe(exceptionMeaning(code, "nl"));
    }
  });

  it("shows a code under the old rulebook as such, with the meaning it had before 2018", () => {
    expect(exceptionMeaning("*A", "nl")).toBe("Hulp bij start en finish (oude regels)");
    expect(exceptionMeaning("*A", "en")).toBe("Assistance at the start and finish (old rulebook)");
    expect(exceptionMeaning("*3", "en")).toBe("Touch with the left hand only (old rulebook)");
    expect(exceptionMeaning("*6", "nl")).toBe("Bedoeling om gelijktijdig aan te tikken (oude regels)");
  });

  it("reads the '*' in front of a list as the mark of every code on it", () => {
    expect(readExceptionCodes(["*A", "3", "Q"], "en")).toEqual([
      { code: "*A", meaning: "Assistance at the start and finish (old rulebook)" },
      { code: "*3", meaning: "Touch with the left hand only (old rulebook)" },
      { code: "Q", meaning: "Q" },
    ]);
    expect(readExceptionCodes(["A", "3"], "nl").map((c) => c.code)).toEqual(["A", "3"]);
    expect(readExceptionCodes(undefined)).toEqual([]);
  });

  it("picks the codes that change the start, in the panel's order", () => {
    expect(startCodes({ codes: ["A", "3", "T", "*H", "12"] })).toEqual(["H", "A", "T"]);
    expect(startCodes({ codes: ["3", "+"] })).toEqual([]);
    expect(startCodes({})).toEqual([]);
  });

  it("lists a heat's start codes by lane, leaving out a withdrawn swimmer", () => {
    const lanes = {
      "5": lane({ swimmer: "B", codes: ["T", "11"] }),
      "4": lane({ swimmer: "A", codes: ["H", "A"] }),
      "3": lane({ swimmer: "C", codes: ["H"], entry_status: "WDR", status: "WDR" }),
    };
    expect(heatStartCodes(heat({ lanes }))).toEqual([
      { lane: "4", code: "H" },
      { lane: "4", code: "A" },
      { lane: "5", code: "T" },
    ]);
  });
});
