import { describe, expect, it } from "vitest";
import { messages } from "./nl";

describe("the server's Dutch messages", () => {
  it("every socket refusal and import refusal is one sentence a user can read as it stands", () => {
    const texts = [
      ...[...Object.values(messages.live), ...Object.values(messages.import)].flatMap((m) => (typeof m === "string" ? [m] : [])),
      messages.import.tooManyHeats(1_001, 1_000),
      messages.import.tooManyLanes("Programma 1, serie 1", 11, 10),
    ];
    for (const message of texts) {
      expect(message).toMatch(/^[A-Z].+\.$/);
    }
  });

  it("close reasons fit a WebSocket close frame (123 bytes)", () => {
    for (const reason of Object.values(messages.liveClose)) {
      expect(new TextEncoder().encode(reason).length).toBeLessThanOrEqual(123);
    }
  });

  it("a record name makes a not-found sentence", () => {
    expect(messages.request.notFound(messages.records.meet)).toBe("Wedstrijd niet gevonden.");
  });
});
