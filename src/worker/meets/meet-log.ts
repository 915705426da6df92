// DESIGN 8e: the meet log has every action. What the Worker does to a meet (imports, its settings, the
// link code, officials joining, exports, lifted lockouts) goes in the room's log beside the room's own,
// as a message the room keeps whole, so each reader reads it in their own language (DESIGN 12).
import type { LogEvent, LogKind } from "../../shared/live";
import type { Profile } from "../../shared/profile";
import type { Language } from "../../shared/i18n/languages";
import { LOCALES } from "../../shared/i18n/languages";
import { roomText, type RoomText } from "../../durable/room-text";
import { room } from "./store";
import { excelCsv } from "../../shared/excel-csv";
import { say } from "../http/language";
import { DEFAULT_TIME_ZONE } from "../../shared/time-zone";

/** Several of the log's messages as one, between commas ("naam A → B, datum …"). */
export const listText = ([first, ...rest]: readonly [RoomText, ...RoomText[]] | RoomText[]): RoomText =>
  rest.length === 0 ? first! : roomText("server.log.list", { first: first!, rest: listText(rest) });

/** How the log names a user, as the live socket does: their name, else their username. */
export const userName = (user: Profile): string => `${user.first_name} ${user.last_name}`.trim() || user.username;

/**
 * Best effort, like the room's copy of the active heat to D1: the action has happened, and a room
 * that cannot write its log now must not turn it into a failure for the user.
 */
export async function logToMeet(env: Env, meetId: number, kind: LogKind, action: RoomText, user: string | null): Promise<void> {
  try {
    await room(env, meetId).logEvent(kind, action, user);
  } catch (error) {
    console.error("meet log not written", error);
  }
}

const CSV_COLUMNS = ["created_at", "kind", "user", "action"] as const;

/** The whole log for Excel, in the pool's local time, oldest first, in the reader's language. */
export function logCsv(events: readonly LogEvent[], language: Language, timeZone: string = DEFAULT_TIME_ZONE): string {
  const time = poolTime(language, timeZone);
  const kind = (event: LogEvent) => say(language, { id: `server.log.kinds.${event.kind ?? "other"}` });
  const data = [...events].reverse().map((event) => [time(event.created_at), kind(event), event.user ?? "", event.action]);
  return excelCsv(
    CSV_COLUMNS.map((column) => say(language, { id: `server.log.csvColumns.${column}` })),
    data,
  );
}

/**
 * 14-11-2026 09:31:05 (14/11/2026 09:31:05 in English): the pool's own clock (the meet's time zone,
 * DESIGN 12), which Excel recognises as a date and time.
 */
function poolTime(language: Language, timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date).replace(",", "");
  };
}
