// The meet log (DESIGN 6: who, what, when): everything the room applied and everything the Worker did
// to the meet (DESIGN 8e), stored as a message so each reader gets it in their language (DESIGN 12),
// and sent to the administrators' sockets as it happens.
import { desc } from "drizzle-orm";
import type { Message } from "../../shared/i18n/server-texts";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/i18n/languages";
import type { ClientMessage, LogEvent, LogKind } from "../../shared/live";
import { encodeFrame } from "../../shared/live-frame";
import { actionOf, type LiveAction } from "../../shared/live-roles";
import { formatRoomText, formatStoredRoomText, fromMessage, isRoomText, type RoomText } from "../room-text";
import * as schema from "../schema";
import type { RoomFrames } from "./frames";
import { ADMIN_TAG, socketLanguage } from "./sockets";
import type { RoomDb } from "./storage";

export type EventRow = typeof schema.events.$inferSelect;

/**
 * A log event in `language`: written from its message where it has one (DESIGN 12); an event from
 * before languages, or whose message a later catalogue no longer has, as it was stored (Dutch).
 */
export function logEventOf(row: EventRow, language: Language): LogEvent {
  const text = isRoomText(row.message) ? formatStoredRoomText(language, row.message) : null;
  return {
    id: String(row.id),
    created_at: row.created_at,
    action: text ?? row.action,
    ...(row.user ? { user: row.user } : {}),
    ...(row.kind ? { kind: row.kind as LogKind } : {}),
  };
}

const LOG_KIND_OF_ACTION: Record<LiveAction, LogKind> = {
  lineup: "lineup",
  record: "record",
  command: "control",
  decide: "decision",
  admit: "official",
};

/** Which part of the meet day a socket message belongs to, for the log's filter (DESIGN 8e). */
export const logKindOf = (message: ClientMessage): LogKind => LOG_KIND_OF_ACTION[actionOf(message) ?? "decide"];

export class RoomLog {
  constructor(
    private readonly db: RoomDb,
    private readonly frames: RoomFrames,
  ) {}

  /** The log, newest first, in `language`. */
  read(language: Language): LogEvent[] {
    return this.db
      .select()
      .from(schema.events)
      .orderBy(desc(schema.events.id))
      .all()
      .map((row) => logEventOf(row, language));
  }

  /**
   * A log event: its message, so each reader gets it in their language (DESIGN 12), and beside it the
   * Dutch sentence, which stays readable whatever later catalogues hold. A plain text is kept as it is.
   */
  insert(kind: LogKind, action: string | RoomText, user: string | null, at: number): EventRow {
    const text = typeof action === "string" ? null : action;
    return this.db
      .insert(schema.events)
      .values({
        created_at: new Date(at).toISOString(),
        action: text ? formatRoomText(DEFAULT_LANGUAGE, text) : (action as string),
        message: text,
        user: user || null,
        kind,
      })
      .returning()
      .get();
  }

  /** Sends a log event to the administrators' sockets, each in its language: one frame per language. */
  publish(row: EventRow): void {
    const frames = new Map<Language, ReturnType<typeof encodeFrame>>();
    for (const admin of this.frames.sockets(ADMIN_TAG)) {
      const language = socketLanguage(admin);
      let frame = frames.get(language);
      if (frame === undefined) frames.set(language, (frame = encodeFrame({ type: "event", event: logEventOf(row, language) })));
      admin.send(frame);
    }
  }

  /**
   * What the Worker did to the meet, in the same log as the room's own: as a message (server-texts'
   * Message, or a RoomText whose values are messages too) it is read in every language.
   */
  add(kind: LogKind, action: string | RoomText | Message, user: string | null): LogEvent {
    const text = typeof action === "string" || isRoomText(action) ? action : fromMessage(action);
    const row = this.insert(kind, text, user, Date.now());
    this.publish(row);
    return logEventOf(row, DEFAULT_LANGUAGE);
  }
}
