// DESIGN 12: what the meet room says, kept as a message (an id and its values) until it is told to
// whom: a socket's refusal in its connection's language, a log event in each reader's. A value may
// itself be a message (a heat's title, a status, "geen uitslag"), so a stored log event is written
// whole in whichever language it is read in, years later too.
import { serverText, type Message, type ServerMessageId } from "../shared/i18n/server-texts";
import { heatTitleValues } from "../shared/labels";
import type { Language } from "../shared/i18n/languages";

export type RoomValue = string | number | RoomText;

export interface RoomText {
  id: ServerMessageId;
  values?: { [name: string]: RoomValue };
}

export const roomText = (id: ServerMessageId, values?: { [name: string]: RoomValue }): RoomText => (values ? { id, values } : { id });

/** A room text in `language`, the messages among its values first. */
export function formatRoomText(language: Language, text: RoomText): string {
  if (!text.values) return serverText(language, text.id);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values))
    values[name] = typeof value === "object" ? formatRoomText(language, value) : value;
  return serverText(language, text.id, values);
}

/**
 * A stored room text in `language`, or null when a catalogue no longer has one of its messages or
 * its values no longer fit: the reader then gets the sentence stored beside it.
 */
export function formatStoredRoomText(language: Language, text: RoomText): string | null {
  try {
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(text.values ?? {})) {
      if (typeof value !== "object") values[name] = value;
      else {
        const inner = formatStoredRoomText(language, value);
        if (inner === null) return null;
        values[name] = inner;
      }
    }
    const formatted = serverText(language, text.id, values);
    // The formatter answers a message it does not have with its id.
    return formatted === text.id ? null : formatted;
  } catch {
    return null;
  }
}

/** A message of the Worker's (server-texts' Message) as the log stores it: its values text or numbers. */
export function fromMessage(message: Message): RoomText {
  if (!message.values) return { id: message.id };
  const values: Record<string, RoomValue> = {};
  for (const [name, value] of Object.entries(message.values)) values[name] = value instanceof Date ? value.toISOString() : value;
  return { id: message.id, values };
}

/** Whether a stored value is a room text (the log keeps them as JSON). */
export function isRoomText(value: unknown): value is RoomText {
  if (typeof value !== "object" || value === null) return false;
  const { id, values } = value as { id?: unknown; values?: unknown };
  if (typeof id !== "string") return false;
  if (values === undefined) return true;
  if (typeof values !== "object" || values === null) return false;
  return Object.values(values).every((v) => typeof v === "string" || typeof v === "number" || isRoomText(v));
}

/** A heat's title as the log names it ("Programma 3, serie 2"), in the language it is read in. */
export const heatTitleText = (heat: { event_number: number; heat_number: number; round?: string }): RoomText =>
  roomText("labels.heat.title", heatTitleValues(heat));
