import { describe, expect, it } from "vitest";
import { encodeFrame, frameText, GZIP_FROM_CHARS } from "./live-frame";
import type { ServerMessage } from "./live";

const event = (detail: string): ServerMessage => ({ type: "error", code: "bad_message", message: detail });

describe("live frames", () => {
  it("sends a short message as its JSON text", () => {
    const message = event("kort");
    expect(encodeFrame(message)).toBe(JSON.stringify(message));
  });

  it("gzips a long message once into a binary frame that unpacks to the same JSON", async () => {
    const message = event("Zwemmer ".repeat(GZIP_FROM_CHARS / 4));
    const frame = encodeFrame(message);
    expect(frame).toBeInstanceOf(Uint8Array);
    const bytes = frame as Uint8Array<ArrayBuffer>;
    expect(bytes.length).toBeLessThan(JSON.stringify(message).length / 10);
    expect(await frameText(bytes)).toBe(JSON.stringify(message));
    // A browser hands binary frames over as a Blob or an ArrayBuffer.
    expect(await frameText(new Blob([bytes]))).toBe(JSON.stringify(message));
    expect(await frameText(bytes.slice().buffer)).toBe(JSON.stringify(message));
  });

  it("keeps accents through gzip", async () => {
    const above = event("Brûlé ".repeat(GZIP_FROM_CHARS));
    expect(await frameText(encodeFrame(above) as Uint8Array<ArrayBuffer>)).toBe(JSON.stringify(above));
  });

  it("refuses a binary frame that is no gzip", async () => {
    await expect(frameText(new TextEncoder().encode('{"type":"ack"}'))).rejects.toThrow();
  });
});
