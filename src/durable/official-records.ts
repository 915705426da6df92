// What the officials' records do to a heat (DESIGN 8), as pure functions: the room hands over the
// heat, the records already stored for it and the new one, and stores what comes back. The heat is
// always recomputed from all raw records, so a correction, a late watch or a re-swum heat gives the
// same lanes however the records arrived.
import { raceDistance, splitDistances, type Heat, type Lane, type Vva } from "../shared/programme";
import type { ArrivalMessage, LaneTimeMessage, LiveErrorCode, RecordMessage } from "../shared/live";
import { HEAT_STATUS } from "../shared/heat-rules";
import { messages } from "../shared/texts/nl";
import { heatTitle } from "../shared/labels";
import { formatClock, touchRaceTime } from "../shared/race-time";
import {
  formatVvaOrder,
  judgesDisagree,
  laneTime,
  positionsByTime,
  positionsFromFinishOrder,
  resultStatus,
  vvaLaneKeys,
} from "./result-rules";

export interface OfficialRef {
  id: number;
  name: string;
}

/** What the room keeps of every record (timings.data): the message as sent and what it knew then. */
interface RecordContext {
  official_id: number;
  official_name: string;
  /** The room's clock when the record arrived. */
  received_at: number;
  /** The heat's start_time then: a record only counts for the race it was made in. */
  start_time: number;
}

export type LaneTimeRecord = LaneTimeMessage & RecordContext & { time: number };
export type ArrivalRecord = ArrivalMessage & RecordContext;
export type OfficialRecord = LaneTimeRecord | ArrivalRecord;

export type RecordRefusalCode = Extract<LiveErrorCode, "unknown_heat" | "not_started" | "unknown_lane" | "bad_time" | "bad_split" | "restarted">;


export type RecordResult =
  | { ok: true; heat: Heat; record: OfficialRecord; log: string }
  | { ok: false; code: RecordRefusalCode; message: string };

// No swim of a meet takes two hours; a longer "race" is a phone clock that is off.
const LONGEST_RACE_MS = 2 * 3600_000;

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
  stored: readonly OfficialRecord[],
  message: RecordMessage,
  official: OfficialRef,
  receivedAt: number,
): RecordResult {
  if (!heat) return refuse("unknown_heat");
  const startTime = heat.start_time;
  if (startTime == null) return refuse("not_started");
  if (message.type === "arrival" && message.seen_start != null && message.seen_start !== startTime) return refuse("restarted");
  const lanes = message.type === "lane_time" ? [message.lane] : message.order;
  if (lanes.some((lane) => !Object.hasOwn(heat.lanes, lane))) return refuse("unknown_lane");
  const context: RecordContext = { official_id: official.id, official_name: official.name, received_at: receivedAt, start_time: startTime };
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
    log = `${title}, baan ${message.lane}: ${formatClock(time)} (${official.name})`;
  } else {
    record = { ...message, ...context };
    log = `${title}: volgorde van aankomst ${message.order.join(", ")} (${official.name})`;
  }
  return { ok: true, heat: heatFromRecords(heat, [...stored, record]), record, log };
}

/** Of each official's records, only the last counts: sending again corrects one's own record. */
function latestPerOfficial<R extends OfficialRecord>(records: readonly R[]): R[] {
  return [...new Map(records.map((r) => [r.official_id, r])).values()];
}

function laneFromWatches(lane: Lane, watches: readonly LaneTimeRecord[]): Lane {
  if (watches.length === 0) return lane;
  const byDistance = new Map<number, number[]>();
  for (const watch of watches) {
    for (const split of watch.splits) {
      const time = raceTime(split.touched_at, watch.offset, watch.start_time);
      if (time != null) byDistance.set(split.distance, [...(byDistance.get(split.distance) ?? []), time]);
    }
  }
  const splits = { ...lane.splits };
  for (const [distance, times] of byDistance) splits[String(distance)] = { time: laneTime(times)! };
  return { ...lane, time: laneTime(watches.map((w) => w.time)), confirmed: true, splits };
}

/**
 * The heat as the records of its current race make it. Lanes and vva rows without such records keep
 * what they had (imported results, a time typed in); a reset heat's earlier records no longer count.
 */
function heatFromRecords(heat: Heat, records: readonly OfficialRecord[]): Heat {
  const current = records.filter((r) => r.start_time === heat.start_time);
  const watches = current.filter((r): r is LaneTimeRecord => r.type === "lane_time");
  const judges = latestPerOfficial(current.filter((r): r is ArrivalRecord => r.type === "arrival"));

  const lanes = Object.fromEntries(
    Object.entries(heat.lanes).map(([key, lane]) => [key, laneFromWatches(lane, latestPerOfficial(watches.filter((w) => w.lane === key)))]),
  );
  const keys = vvaLaneKeys(heat);
  let vva: Vva | null = heat.vva;
  if (judges.length > 0) {
    const rows = judges.map((j) => ({ r: "K" as const, value: formatVvaOrder(positionsFromFinishOrder(j.order), keys) }));
    const { result: _result, ...rest } = heat.vva ?? {};
    vva = { ...rest, rows: [...(heat.vva?.rows ?? []).filter((row) => row.r !== "K"), ...rows] };
    if (!judgesDisagree({ lanes, vva })) vva.result = rows[0]!.value;
  }
  const byTime = positionsByTime({ lanes });
  if (byTime.size > 0) vva = { ...vva, time: formatVvaOrder(byTime, keys) };

  const changed: Heat = { ...heat, lanes, vva };
  // A running race keeps running; once stopped, every record may complete or change its result.
  const stopped = heat.status !== HEAT_STATUS.PLANNED && heat.status !== HEAT_STATUS.RUNNING;
  return stopped ? { ...changed, status: resultStatus(changed) } : changed;
}
