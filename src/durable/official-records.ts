// Whether an official's record may be stored (DESIGN 8), as a pure function: the room hands over the
// heat, the entries already stored for it and the new record, and stores what comes back. The heat
// itself is recomputed from every entry by heat-result.ts.
import { raceDistance, splitDistances, type Heat } from "../shared/programme";
import type { LiveErrorCode, RecordMessage } from "../shared/live";
import { messages } from "../shared/texts/nl";
import { heatTitle } from "../shared/labels";
import { formatClock, touchRaceTime } from "../shared/race-time";
import { formatFinishOrder, heatResult, type HeatEntry, type OfficialRecord } from "./heat-result";

export interface OfficialRef {
  id: number;
  name: string;
}

export type RecordRefusalCode = Extract<LiveErrorCode, "unknown_heat" | "not_started" | "unknown_lane" | "bad_time" | "bad_split" | "restarted">;


export type RecordResult =
  | { ok: true; heat: Heat; entry: OfficialRecord; log: string }
  | { ok: false; code: RecordRefusalCode; message: string };

// No swim of a meet takes two hours; a longer "race" is a phone clock that is off.
export const LONGEST_RACE_MS = 2 * 3600_000;

function refuse(code: RecordRefusalCode): RecordResult {
  return { ok: false, code, message: messages.live[code] };
}

/** The race time of a phone's touch: its clock corrected to the room's, minus the start; null when impossible. */
function raceTime(touchedAt: number, offset: number, startTime: number): number | null {
  const time = touchRaceTime(touchedAt, offset, startTime);
  return time > 0 && time <= LONGEST_RACE_MS ? time : null;
}

/**
 * Applies an official's record, received at `receivedAt`, to `heat` (undefined when the id names no
 * heat) given the records already stored for that heat, oldest first.
 */
export function applyRecord(
  heat: Heat | undefined,
  stored: readonly HeatEntry[],
  message: RecordMessage,
  official: OfficialRef,
  receivedAt: number,
): RecordResult {
  if (!heat) return refuse("unknown_heat");
  const startTime = heat.start_time;
  if (startTime == null) return refuse("not_started");
  if (message.type === "arrival" && message.seen_start != null && message.seen_start !== startTime) return refuse("restarted");
  const lanes = message.type === "lane_time" ? [message.lane] : message.order;
  if (lanes.flat().some((lane) => !Object.hasOwn(heat.lanes, lane))) return refuse("unknown_lane");
  const context = { official_id: official.id, official_name: official.name, received_at: receivedAt, start_time: startTime };
  const title = heatTitle(heat);

  let record: OfficialRecord;
  let log: string;
  if (message.type === "lane_time") {
    const time = raceTime(message.touched_at, message.offset, startTime);
    const splitsOk = message.splits.every((split) => raceTime(split.touched_at, message.offset, startTime) != null);
    if (time == null || !splitsOk) return refuse("bad_time");
    const walls = splitDistances(raceDistance(heat));
    const distances = message.splits.map((split) => split.distance);
    if (distances.some((d) => !walls.includes(d)) || new Set(distances).size !== distances.length) return refuse("bad_split");
    record = { ...message, ...context, time };
    log = messages.log.laneTime(title, message.lane, formatClock(time), official.name);
  } else {
    record = { ...message, ...context };
    log = messages.log.arrival(title, formatFinishOrder(message.order), official.name);
  }
  return { ok: true, heat: heatResult(heat, [...stored, record]), entry: record, log };
}
