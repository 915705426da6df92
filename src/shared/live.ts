// The meet room's WebSocket messages (DESIGN 6, SPEC 7 "Live connection"), one union per direction
// discriminated on `type`, so the room and the clients switch on it and the compiler finds a case
// nobody handles. Client messages arrive untrusted: the room parses them only with
// parseClientMessage.
import * as v from "valibot";
import type { Heat } from "./programme";
import type { RefusalCode } from "./heat-rules";

export type LiveRole = "admin" | "viewer";

/** The meet fields a live client may see; the authorisation code stays out (officials type it). */
export interface LiveMeet {
  id: number;
  name: string;
  external_id: string;
  planned_date: string | null;
  active_heat_id: string | null;
}

/** SPEC 3 log event: who did what, when (DESIGN 6). */
export interface LogEvent {
  id: string;
  /** ISO 8601. */
  created_at: string;
  /** Dutch, readable as it stands in the log view. */
  action: string;
  user?: string;
}

/** Codes the room may send besides the SPEC 4 refusals. */
export type LiveErrorCode = RefusalCode | "bad_message" | "forbidden" | "internal";

export type ServerMessage =
  | { type: "hello"; role: LiveRole }
  | { type: "heats"; heats: Heat[]; active_heat_id: string | null }
  | { type: "meet"; meet: Partial<LiveMeet> }
  | { type: "heat"; heat: Heat }
  | { type: "events"; events: LogEvent[] }
  | { type: "event"; event: LogEvent }
  | { type: "pong"; me: number; you: number }
  /** A command was applied, or had been applied before under the same id (DESIGN 6). */
  | { type: "ack"; id: string }
  /** Message in Dutch, shown to the user as it stands. */
  | { type: "error"; id?: string; code: LiveErrorCode; message: string };

// Untrusted input: one frame is a few dozen bytes, so anything much bigger is refused before
// JSON.parse ever sees it.
export const MAX_CLIENT_MESSAGE_LENGTH = 1024;

// A client-made command id (crypto.randomUUID or similar) that the room stores to apply a command
// once; bounded and plain so it is safe as a storage key and in a log.
const commandId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const heatId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
// JSON has no NaN, but 1e999 parses to Infinity.
const timestamp = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
// An accuracy above a minute says the clock is not synchronised at all.
const accuracy = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(60_000));

export const pingSchema = v.object({ type: v.literal("ping"), me: timestamp });
export const startSchema = v.object({ type: v.literal("start"), id: commandId });
export const stopSchema = v.object({ type: v.literal("stop"), id: commandId, time: timestamp, accuracy });
export const activateSchema = v.object({ type: v.literal("activate"), id: commandId, heat_id: heatId });
export const previousSchema = v.object({ type: v.literal("previous"), id: commandId });
export const nextSchema = v.object({ type: v.literal("next"), id: commandId });
export const resetSchema = v.object({ type: v.literal("reset"), id: commandId });

// v.object strips unknown keys, so whatever else a client adds never reaches the room.
export const clientMessageSchema = v.variant("type", [
  pingSchema,
  startSchema,
  stopSchema,
  activateSchema,
  previousSchema,
  nextSchema,
  resetSchema,
]);

export type ClientMessage = v.InferOutput<typeof clientMessageSchema>;
export type PingMessage = v.InferOutput<typeof pingSchema>;
/** The control commands (SPEC 7 OfficialChannel actions), each with its client-made id. */
export type CommandMessage = Exclude<ClientMessage, PingMessage>;

export function isCommandMessage(msg: ClientMessage): msg is CommandMessage {
  return msg.type !== "ping";
}

/** A frame from a client as a typed message, or null for anything malformed, oversized or unknown. */
export function parseClientMessage(raw: unknown): ClientMessage | null {
  if (typeof raw !== "string" || raw.length > MAX_CLIENT_MESSAGE_LENGTH) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = v.safeParse(clientMessageSchema, data);
  return result.success ? result.output : null;
}
