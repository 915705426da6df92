// DESIGN 12: what the room says, in each reader's language: refusals, close reasons and the log.
import { describe, expect, it } from "vitest";
import nlRoom from "../shared/locales/nl/room.json";
import { LANGUAGES } from "../shared/i18n/languages";
import { serverText, type ServerMessageId } from "../shared/i18n/server-texts";
import { applyCommand } from "./heat-machine";
import { applyDecision } from "./referee";
import { meetStatistics } from "./statistics";
import { formatRoomText, formatStoredRoomText, fromMessage, heatTitleText, isRoomText, roomText } from "./room-text";
import { heat, lane, programme } from "../shared/test-heats";

const NOW = 1_750_000_000_000;
// The catalogue arrives compiled, flat by id (scripts/icu-catalogues.ts).
const ids = (prefix: string) => Object.keys(nlRoom).filter((id) => id.startsWith(prefix)) as ServerMessageId[];

describe("the room's texts", () => {
  it("every refusal is one sentence a user can read as it stands, in every language", () => {
    expect(ids("room.refusal.").length).toBeGreaterThan(25);
    // The values a refusal that names the official's task takes (official-tasks.ts); the others take none.
    const values = { task: "timekeeper", held: "0", lane: "1" };
    for (const language of LANGUAGES)
      for (const id of ids("room.refusal.")) expect(serverText(language, id, values), id).toMatch(/^[A-Z].+\.$/);
  });

  it("tells an official which task they hold and what to choose, in every language", () => {
    const lane = (task: string) => formatRoomText("nl", roomText("room.refusal.notYourLane", { task, held: "0", lane: "1" }));
    expect(lane("timekeeper")).toBe(
      "Je bent tijdwaarnemer van baan 0, niet van baan 1. " +
        "Kies baan 1 als je die baan klokt, en geef een tijd die je al hebt door aan de scheidsrechter.",
    );
    expect(lane("judge")).toMatch(/^Je bent aankomstrechter, geen tijdwaarnemer van baan 1\. Kies baan 1 /);
    expect(lane("none")).toMatch(/^Je hebt geen taak gekozen\. Kies baan 1 /);
    const order = roomText("room.refusal.notJudge", { task: "timekeeper", held: "4" });
    expect(formatRoomText("nl", order)).toMatch(/^Je bent tijdwaarnemer van baan 4, geen aankomstrechter\. Kies Aankomstrechter /);
    expect(formatRoomText("en", order)).toMatch(/^You are the timekeeper of lane 4, not a finish judge\. Choose finish judge /);
    expect(formatRoomText("de", order)).toMatch(/^Du bist Zeitnehmer auf Bahn 4, nicht Zielrichter\. /);
    expect(formatRoomText("fr", order)).toMatch(/^Vous êtes chronométreur du couloir 4, pas juge d’arrivée\. /);
  });

  it("close reasons fit a WebSocket close frame (123 bytes) in every language", () => {
    for (const language of LANGUAGES) {
      for (const id of ids("room.close.")) expect(new TextEncoder().encode(serverText(language, id)).length, id).toBeLessThanOrEqual(123);
    }
  });

  it("a log line is kept as a message and written in the reader's language, the heat's title too", () => {
    const heats = programme();
    const result = applyCommand({ heats, active_heat_id: heats[1]!.id }, { type: "start", time: NOW - 300, accuracy: 5 }, NOW);
    if (!result.ok) throw new Error(result.code);
    expect(formatRoomText("nl", result.log)).toBe("Programma 1, serie 2 gestart (tijdstip van de knopdruk)");
    expect(formatRoomText("en", result.log)).toBe("Event 1, heat 2 started (time of the button press)");
    // As the room stores it: JSON, and back.
    const stored: unknown = JSON.parse(JSON.stringify(result.log));
    expect(isRoomText(stored) && formatStoredRoomText("en", stored)).toBe("Event 1, heat 2 started (time of the button press)");
  });

  it("a referee's first result is 'set', a later one a change, in English as in Dutch", () => {
    const swum = heat({ id: "1-1", status: 6, start_time: NOW - 60_000, end_time: NOW, lanes: { "4": lane() } });
    const first = applyDecision(
      swum,
      [],
      { type: "lane_result", id: "d1", heat_id: "1-1", lane: "4", time: 40_120, status: null, reason: "" },
      "Els",
      NOW,
    );
    if (!first.ok) throw new Error(first.code);
    expect(formatRoomText("nl", first.log)).toBe("Programma 1, serie 1, baan 4: 40.12 vastgesteld (scheidsrechter Els)");
    expect(formatRoomText("en", first.log)).toBe("Event 1, heat 1, lane 4: 40.12 set (referee Els)");
  });

  it("a re-import's counts agree with their number in French, as in Dutch and English", () => {
    const counts = (language: "fr" | "nl", n: number) =>
      (["added", "changed", "keptChanges"] as const).map((kind) =>
        formatRoomText(language, roomText(`server.log.importCounts.${kind}`, { count: n })),
      );
    expect(counts("fr", 1)).toEqual(["1 nouvelle", "1 modifiée", "1 modification du secrétariat conservée"]);
    expect(counts("fr", 68)).toEqual(["68 nouvelles", "68 modifiées", "68 modifications du secrétariat conservées"]);
    expect(counts("nl", 2)).toEqual(["2 nieuw", "2 gewijzigd", "2 wijzigingen van de wedstrijdkamer behouden"]);
  });

  it("a refusal names its code's message in either language", () => {
    const heats = programme();
    const refused = applyCommand({ heats, active_heat_id: heats[0]!.id }, { type: "previous", from_heat_id: heats[0]!.id }, NOW);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(formatRoomText("nl", refused.message)).toBe("Dit is de eerste serie van het programma.");
    expect(formatRoomText("en", refused.message)).toBe("This is the first heat of the programme.");
  });

  it("a stored message the catalogue no longer has gives way to the sentence stored beside it", () => {
    const gone = { id: "room.log.noSuchMessage", values: { title: heatTitleText({ event_number: 1, heat_number: 1 }) } };
    expect(isRoomText(gone)).toBe(true);
    expect(formatStoredRoomText("en", gone as never)).toBeNull();
    expect(formatStoredRoomText("en", roomText("room.log.reset", {}))).toBeNull();
    expect(isRoomText({ id: 3 })).toBe(false);
    expect(isRoomText({ id: "room.log.reset", values: { title: null } })).toBe(false);
  });

  it("a Worker's message is logged with its dates as text", () => {
    expect(fromMessage({ id: "room.log.activated", values: { title: "x", at: new Date(0) } })).toEqual({
      id: "room.log.activated",
      values: { title: "x", at: "1970-01-01T00:00:00.000Z" },
    });
  });

  it("the statistics in English", () => {
    const text = meetStatistics(programme(), () => [], "en");
    expect(text.split("\n").slice(0, 3)).toEqual(["Statistics", "", "Heats: 3"]);
    expect(text).toContain("Timekeepers: no times yet");
    expect(meetStatistics(programme(), () => [])).toContain("Tijdwaarnemers: nog geen tijden");
  });
});
