// For the room's unit tests: what a pure step of the room says (its log line, its refusal), written
// in Dutch as SPEC gives it, so a test reads the sentence a Dutch administrator reads.
import { formatRoomText, type RoomText } from "./room-text";

type InDutch<R> = { [K in keyof R]: R[K] extends RoomText ? string : R[K] };

/** A step's result with its log line or refusal written in Dutch. */
export function inDutch<R extends { ok: boolean }>(result: R): InDutch<R> {
  const out: Record<string, unknown> = { ...result };
  for (const key of ["log", "message"] as const) {
    const text = out[key];
    if (text && typeof text === "object") out[key] = formatRoomText("nl", text as RoomText);
  }
  return out as InDutch<R>;
}

/** The same step, answering in Dutch. */
export const dutchly =
  <A extends unknown[], R extends { ok: boolean }>(apply: (...args: A) => R) =>
  (...args: A): InDutch<R> =>
    inDutch(apply(...args));

/** A room text, or a plain value, in Dutch. */
export const dutch = (text: string | RoomText): string => (typeof text === "string" ? text : formatRoomText("nl", text));
