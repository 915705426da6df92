// Untrusted WebSocket frames (DESIGN 6, 11 "bad input of any kind changes nothing").
import { describe, expect, it } from "vitest";
import {
  MAX_CLIENT_MESSAGE_LENGTH,
  isCommandMessage,
  parseClientMessage,
  type ServerMessage,
} from "./live";

const ID = "0b6f4a3e-9c1d-4f7e-8a2b-1234567890ab";

describe("parseClientMessage accepts the client messages", () => {
  it.each([
    { type: "ping", me: 1_750_000_000_000.25 },
    { type: "start", id: ID },
    { type: "stop", id: ID, time: 1_750_000_000_000, accuracy: 3.5 },
    { type: "activate", id: ID, heat_id: "3-2" },
    { type: "previous", id: ID },
    { type: "next", id: ID },
    { type: "reset", id: ID },
  ])("$type", (msg) => {
    expect(parseClientMessage(JSON.stringify(msg))).toEqual(msg);
  });

  it("drops unknown keys", () => {
    const parsed = parseClientMessage(`{"type":"start","id":"${ID}","role":"admin","__proto__":{"x":1}}`);
    expect(parsed).toEqual({ type: "start", id: ID });
    expect(Object.keys(parsed!)).toEqual(["type", "id"]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("tells commands from pings", () => {
    expect(isCommandMessage(parseClientMessage(JSON.stringify({ type: "next", id: ID }))!)).toBe(true);
    expect(isCommandMessage(parseClientMessage(JSON.stringify({ type: "ping", me: 1 }))!)).toBe(false);
  });
});

describe("parseClientMessage refuses hostile input", () => {
  it.each([
    ["not JSON", "{type: start}"],
    ["empty", ""],
    ["null", "null"],
    ["an array", JSON.stringify([{ type: "start", id: ID }])],
    ["a string", JSON.stringify("start")],
    ["unknown type", JSON.stringify({ type: "delete", id: ID })],
    ["server type", JSON.stringify({ type: "heats", heats: [], active_heat_id: null })],
    ["no type", JSON.stringify({ id: ID })],
    ["missing id", JSON.stringify({ type: "start" })],
    ["numeric id", JSON.stringify({ type: "start", id: 5 })],
    ["empty id", JSON.stringify({ type: "start", id: "" })],
    ["long id", JSON.stringify({ type: "start", id: "a".repeat(65) })],
    ["id with markup", JSON.stringify({ type: "start", id: "<script>" })],
    ["ping without me", JSON.stringify({ type: "ping" })],
    ["ping me as string", JSON.stringify({ type: "ping", me: "1750000000000" })],
    ["ping me infinite", '{"type":"ping","me":1e999}'],
    ["ping me negative", JSON.stringify({ type: "ping", me: -1 })],
    ["stop without time", JSON.stringify({ type: "stop", id: ID, accuracy: 1 })],
    ["stop without accuracy", JSON.stringify({ type: "stop", id: ID, time: 1 })],
    ["stop time as string", JSON.stringify({ type: "stop", id: ID, time: "now", accuracy: 1 })],
    ["stop accuracy negative", JSON.stringify({ type: "stop", id: ID, time: 1, accuracy: -1 })],
    ["stop accuracy huge", JSON.stringify({ type: "stop", id: ID, time: 1, accuracy: 1e9 })],
    ["activate without heat", JSON.stringify({ type: "activate", id: ID })],
    ["activate heat as object", JSON.stringify({ type: "activate", id: ID, heat_id: { $ne: null } })],
    ["activate empty heat", JSON.stringify({ type: "activate", id: ID, heat_id: "" })],
    ["activate long heat", JSON.stringify({ type: "activate", id: ID, heat_id: "x".repeat(65) })],
    ["huge frame", JSON.stringify({ type: "activate", id: ID, heat_id: "1-1", pad: "x".repeat(MAX_CLIENT_MESSAGE_LENGTH) })],
    ["megabyte string", "x".repeat(1_000_000)],
  ])("%s", (_name, raw) => {
    expect(parseClientMessage(raw)).toBeNull();
  });

  it("takes the largest record a phone sends: a lane time with 40 splits at the biggest values", () => {
    const big = Number.MAX_SAFE_INTEGER;
    const splits = Array.from({ length: 40 }, (_, i) => ({ distance: 10_000 - i, touched_at: big - i }));
    const frame = JSON.stringify({
      type: "lane_time",
      id: "x".repeat(64),
      heat_id: "y".repeat(64),
      lane: "10",
      touched_at: big,
      offset: -1e11,
      accuracy: 59_999.123456789,
      splits,
    });
    expect(frame.length).toBeLessThanOrEqual(MAX_CLIENT_MESSAGE_LENGTH);
    expect(parseClientMessage(frame)).toMatchObject({ type: "lane_time", splits: { length: 40 } });
  });

  it("non-string frames", () => {
    expect(parseClientMessage(new ArrayBuffer(8))).toBeNull();
    expect(parseClientMessage(undefined)).toBeNull();
  });
});

describe("server messages", () => {
  it("switch exhaustively on type", () => {
    const describeMessage = (m: ServerMessage): string => {
      switch (m.type) {
        case "hello":
          return m.role;
        case "heats":
          return `${m.heats.length}`;
        case "meet":
          return String(m.meet.active_heat_id);
        case "heat":
          return m.heat.id;
        case "events":
          return `${m.events.length}`;
        case "event":
          return m.event.action;
        case "pong":
          return `${m.you - m.me}`;
        case "ack":
          return m.id;
        case "error":
          return m.code;
        default: {
          const never: never = m;
          return never;
        }
      }
    };
    expect(describeMessage({ type: "error", code: "running", message: "Dit kan niet terwijl de race bezig is." })).toBe(
      "running",
    );
    expect(describeMessage({ type: "pong", me: 10, you: 25 })).toBe("15");
  });
});
