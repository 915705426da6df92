// DESIGN 12: the Worker's messages said in the reader's language, nested messages and words included.
import { describe, expect, it } from "vitest";
import { browserLanguage, say, sayLanguage, text } from "./language";
import { serverText } from "../../shared/i18n/server-texts";
import { LANGUAGES } from "../../shared/i18n/languages";

describe("the Worker's messages", () => {
  it("say a message with the messages and words among its values in the reader's language", () => {
    const where = text("server.import.csvAt", {
      line: "4",
      column: "BAAN",
      problem: text("server.import.csvProblem.lane", { value: "x" }),
    });
    expect(say("nl", where)).toBe('Regel 4, kolom BAAN: "x" is geen baannummer.');
    expect(say("en", where)).toBe('Line 4, column BAAN: "x" is not a lane number.');
    const heat = text("server.import.tooManyLanes", {
      heat: (language) => (language === "nl" ? "Programma 1, serie 1" : "Event 1, heat 1"),
      lanes: "11",
      max: "10",
    });
    expect(say("en", heat)).toBe("Event 1, heat 1 has 11 lanes; a heat has at most 10. Check the lane numbers in the file.");
  });

  it("write numbers as they are, 1000 without a separator, as the Dutch texts always did", () => {
    expect(say("nl", text("server.points.table.more", { count: 1000 }))).toBe("En nog 1000 fouten.");
    expect(say("en", text("server.points.table.refused", { count: 1 }))).toBe(
      "The file has not been saved: 1 error. Correct the line below and upload the file again.",
    );
  });

  it("keep the link's braces and quotes as they were", () => {
    expect(serverText("nl", "server.link.missingCode")).toBe(
      "Stuur de koppelcode van de vereniging mee als 'Authorization: Bearer {koppelcode}'.",
    );
    expect(serverText("en", "server.link.missingCode")).toBe("Send the club's link code as 'Authorization: Bearer {link code}'.");
    expect(serverText("de", "server.link.missingCode")).toBe(
      "Sende den Verknüpfungscode des Vereins als 'Authorization: Bearer {Verknüpfungscode}'.",
    );
    expect(serverText("fr", "server.link.missingCode")).toBe(
      "Envoyez le code de liaison du club sous la forme 'Authorization: Bearer {code de liaison}'.",
    );
  });

  it("keep every close reason of a refused socket within a WebSocket close frame (123 bytes)", () => {
    const reasons = [
      "server.liveClose.tokenRefused",
      "server.liveClose.otherMeet",
      "server.liveClose.noAccess",
      "server.request.unauthorized",
    ] as const;
    for (const language of LANGUAGES) {
      for (const id of reasons) expect(new TextEncoder().encode(serverText(language, id)).length, id).toBeLessThanOrEqual(123);
      expect(
        new TextEncoder().encode(say(language, text("server.request.notFound", { what: text("server.records.meet") }))).length,
      ).toBeLessThanOrEqual(123);
    }
  });

  it("pick the browser's language among ours, Dutch where it asks for none", () => {
    expect(browserLanguage("en")).toBe("en");
    expect(browserLanguage("en-US,en;q=0.9")).toBe("en");
    expect(browserLanguage("de-DE,en;q=0.5,nl;q=0.8")).toBe("de");
    expect(browserLanguage("fr")).toBe("fr");
    expect(browserLanguage("fr-CH,de;q=0.9")).toBe("fr");
    expect(browserLanguage("pl-PL,cs;q=0.5,nl;q=0.8")).toBe("nl");
    expect(browserLanguage("pl")).toBe("nl");
    expect(browserLanguage(undefined)).toBe("nl");
  });

  it("mark an answer's language, and that it varies by the browser's, beside what it varies by already", () => {
    const answer = sayLanguage(new Response("{}", { headers: { Vary: "Accept-Encoding" } }), "en");
    expect(answer.headers.get("Content-Language")).toBe("en");
    expect(answer.headers.get("Vary")).toBe("Accept-Encoding, Accept-Language");
    expect(sayLanguage(answer, "en").headers.get("Vary")).toBe("Accept-Encoding, Accept-Language");
  });
});
