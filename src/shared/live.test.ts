// Untrusted WebSocket frames (DESIGN 6, 11 "bad input of any kind changes nothing").
import { describe, expect, it } from "vitest";
import {
  MAX_CLIENT_MESSAGE_LENGTH,
  isCommandMessage,
  isOversizedFrame,
  isRefereeMessage,
  parseClientMessage,
  type ServerMessage,
} from "./live";

const ID = "0b6f4a3e-9c1d-4f7e-8a2b-1234567890ab";

describe("parseClientMessage accepts the client messages", () => {
  it.each([
    { type: "ping", me: 1_750_000_000_000.25 },
    { type: "start", id: ID, time: 1_750_000_000_000, accuracy: 3.5 },
    { type: "stop", id: ID, time: 1_750_000_000_000, accuracy: 3.5 },
    { type: "activate", id: ID, heat_id: "3-2" },
    { type: "previous", id: ID },
    { type: "next", id: ID },
    { type: "reset", id: ID },
    { type: "lane_result", id: ID, heat_id: "3-2", lane: "4", time: 31_200, status: null, reason: "" },
    { type: "lane_result", id: ID, heat_id: "3-2", lane: "4", time: 31_200, status: "DSQ", reason: "SW 4.4 valse start" },
    { type: "lane_result", id: ID, heat_id: "3-2", lane: "4", time: null, status: null, reason: "" },
    { type: "arrival_decision", id: ID, heat_id: "3-2", order: ["4", ["3", "5"], "6"] },
    { type: "settle", id: ID, heat_id: "3-2", settled: true },
    { type: "accept_record", id: ID, heat_id: "3-2", record_id: "r-17" },
    { type: "task", task: { kind: "timekeeper", lane: "4" } },
    { type: "task", task: { kind: "judge" } },
    { type: "task", task: null },
    { type: "arrival", id: ID, heat_id: "3-2", order: ["2", ["1", "3"]], seen_start: 1_750_000_000_000 },
  ])("$type", (msg) => {
    expect(parseClientMessage(JSON.stringify(msg))).toEqual(msg);
  });

  it("drops unknown keys", () => {
    const parsed = parseClientMessage(`{"type":"reset","id":"${ID}","role":"admin","__proto__":{"x":1}}`);
    expect(parsed).toEqual({ type: "reset", id: ID });
    expect(Object.keys(parsed!)).toEqual(["type", "id"]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("tells commands from pings and from the referee's decisions", () => {
    expect(isCommandMessage(parseClientMessage(JSON.stringify({ type: "next", id: ID }))!)).toBe(true);
    expect(isCommandMessage(parseClientMessage(JSON.stringify({ type: "ping", me: 1 }))!)).toBe(false);
    const settle = parseClientMessage(JSON.stringify({ type: "settle", id: ID, heat_id: "1-1", settled: false }))!;
    expect(isCommandMessage(settle)).toBe(false);
    expect(isRefereeMessage(settle)).toBe(true);
    expect(isRefereeMessage(parseClientMessage(JSON.stringify({ type: "reset", id: ID }))!)).toBe(false);
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
    ["start without press time", JSON.stringify({ type: "start", id: ID })],
    ["start without accuracy", JSON.stringify({ type: "start", id: ID, time: 1 })],
    ["stop without time", JSON.stringify({ type: "stop", id: ID, accuracy: 1 })],
    ["stop without accuracy", JSON.stringify({ type: "stop", id: ID, time: 1 })],
    ["stop time as string", JSON.stringify({ type: "stop", id: ID, time: "now", accuracy: 1 })],
    ["stop accuracy negative", JSON.stringify({ type: "stop", id: ID, time: 1, accuracy: -1 })],
    ["stop accuracy huge", JSON.stringify({ type: "stop", id: ID, time: 1, accuracy: 1e9 })],
    ["activate without heat", JSON.stringify({ type: "activate", id: ID })],
    ["activate heat as object", JSON.stringify({ type: "activate", id: ID, heat_id: { $ne: null } })],
    ["activate empty heat", JSON.stringify({ type: "activate", id: ID, heat_id: "" })],
    ["activate long heat", JSON.stringify({ type: "activate", id: ID, heat_id: "x".repeat(65) })],
    ["lane_result without lane", JSON.stringify({ type: "lane_result", id: ID, heat_id: "1-1", time: 1000, status: null })],
    ["lane_result time as text", JSON.stringify({ type: "lane_result", id: ID, heat_id: "1-1", lane: "1", time: "0:31.20", status: null })],
    ["lane_result unknown status", JSON.stringify({ type: "lane_result", id: ID, heat_id: "1-1", lane: "1", time: null, status: "EXH" })],
    ["lane_result infinite time", '{"type":"lane_result","id":"a","heat_id":"1-1","lane":"1","time":1e999,"status":null}'],
    ["arrival_decision twice a lane", JSON.stringify({ type: "arrival_decision", id: ID, heat_id: "1-1", order: ["1", ["2", "1"]] })],
    ["arrival_decision one-lane dead heat", JSON.stringify({ type: "arrival_decision", id: ID, heat_id: "1-1", order: [["1"]] })],
    ["arrival_decision empty", JSON.stringify({ type: "arrival_decision", id: ID, heat_id: "1-1", order: [] })],
    ["settle as text", JSON.stringify({ type: "settle", id: ID, heat_id: "1-1", settled: "yes" })],
    ["accept without record", JSON.stringify({ type: "accept_record", id: ID, heat_id: "1-1" })],
    ["task of an unknown kind", JSON.stringify({ type: "task", task: { kind: "starter" } })],
    ["task lane not a lane", JSON.stringify({ type: "task", task: { kind: "timekeeper", lane: "x" } })],
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

  // Walk 11 F6: the room closes a socket on such a frame (1009) before anything reads it.
  it("oversized frames: text longer than a message may be, or binary of that size", () => {
    expect(isOversizedFrame("x".repeat(MAX_CLIENT_MESSAGE_LENGTH))).toBe(false);
    expect(isOversizedFrame("x".repeat(MAX_CLIENT_MESSAGE_LENGTH + 1))).toBe(true);
    expect(isOversizedFrame(new ArrayBuffer(MAX_CLIENT_MESSAGE_LENGTH + 1))).toBe(true);
    expect(isOversizedFrame(new Uint8Array(MAX_CLIENT_MESSAGE_LENGTH + 1))).toBe(true);
    expect(isOversizedFrame(new ArrayBuffer(8))).toBe(false);
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
        case "presence":
          return `${m.presence.judges}`;
        case "own_records":
          return `${m.records.length}`;
        case "maintenance":
          return m.message;
        case "closing":
          return `${m.code}`;
        case "official_waiting":
          return m.request.name;
        case "official_waiting_ended":
          return m.request_id;
        case "start_signal":
          return m.desk.armed?.heat_id ?? "";
        default: {
          const never: never = m;
          return never;
        }
      }
    };
    expect(describeMessage({ type: "error", code: "running", message: "Dit kan niet terwijl de race bezig is." })).toBe("running");
    expect(describeMessage({ type: "pong", me: 10, you: 25 })).toBe("15");
  });
});
