// DESIGN 8e: the meet log has every action. What the Worker does to a meet (imports, its settings, the
// link code, officials joining, exports, lifted lockouts) goes in the room's log beside the room's own.
import type { LogEvent, LogKind } from "../../shared/live";
import type { Profile } from "../../shared/profile";
import { messages } from "../../shared/texts/nl";
import { room } from "./store";
import { excelCsv } from "../formats/excel-csv";

/** How the log names a user, as the live socket does: their name, else their username. */
export const userName = (user: Profile): string => `${user.first_name} ${user.last_name}`.trim() || user.username;

/**
 * Best effort, like the room's copy of the active heat to D1: the action has happened, and a room
 * that cannot write its log now must not turn it into a failure for the user.
 */
export async function logToMeet(env: Env, meetId: number, kind: LogKind, action: string, user: string | null): Promise<void> {
  try {
    await room(env, meetId).logEvent(kind, action, user);
  } catch (error) {
    console.error("meet log not written", error);
  }
}

/** The whole log for Excel NL, in the pool's local time, oldest first. */
export function logCsv(events: readonly LogEvent[]): string {
  const { csvColumns: columns, kinds } = messages.log;
  const data = [...events].reverse().map((event) => [dutchTime(event.created_at), kinds[event.kind ?? "other"], event.user ?? "", event.action]);
  return excelCsv([columns.created_at, columns.kind, columns.user, columns.action], data);
}

const TIME = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** 14-11-2026 09:31:05: the pool's own clock, which Excel recognises as a date and time. */
function dutchTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : TIME.format(date).replace(",", "");
}
