// Whether an official's record, or their correction of one, may be stored (DESIGN 8), as a pure
// function: the room hands over the heat, the entries already stored for it and the new message, and
// stores what comes back. The heat itself is recomputed from every entry by heat-result.ts.
import { raceDistance, splitDistances, type Heat } from "../shared/programme";
import type { CorrectRecordMessage, LiveErrorCode, RecordMessage } from "../shared/live";
import { heatTitleText, roomText, type RoomText } from "./room-text";
import { formatSwimTime, touchRaceTime } from "../shared/race-time";
import { formatFinishOrder, heatResult, withPartnerChanges } from "./heat-result";
import {
  correctedRecord,
  standingEntries,
  type CorrectionEntry,
  type HeatEntry,
  type OfficialRecord,
  type StandingRecord,
} from "./heat-entries";

export interface OfficialRef {
  id: number;
  name: string;
}

export type RecordRefusalCode = Extract<
  LiveErrorCode,
  | "unknown_heat"
  | "not_started"
  | "unknown_lane"
  | "bad_time"
  | "bad_split"
  | "restarted"
  | "unknown_record"
  | "old_race"
  | "bad_correction"
  | "bad_corrected_time"
  | "future_time"
>;

export type RecordResult =
  | { ok: true; heat: Heat; entry: OfficialRecord | CorrectionEntry; log: RoomText }
  | { ok: false; code: RecordRefusalCode; message: RoomText };

// No swim of a meet takes two hours; a longer "race" is a phone clock that is off.
export const LONGEST_RACE_MS = 2 * 3600_000;

/** A time typed as a result (SW 11.2): whole hundredths, more than nothing, less than the longest race. */
export const isTypedRaceTime = (time: number): boolean =>
  Number.isSafeInteger(time) && time % 10 === 0 && time > 0 && time <= LONGEST_RACE_MS;

function refuse(code: RecordRefusalCode): RecordResult {
  return { ok: false, code, message: roomText(`room.refusal.${code}`) };
}

/**
 * A touch may seem later than the room received it by as much as the phone's clock may be off (its
 * accuracy) and this much more: the estimate a tap used drifts a little until the touch (100 ppm is 6
 * ms a minute), and the room's clock stands still while it works. A touch later still is a clock or
 * offset that is wrong, and its "time" would stand on every screen for a swim that is not over yet.
 */
export const TOUCH_FUTURE_SLACK_MS = 2_000;

/** Whether a touch the phone reports lies after the moment the room received it, beyond its clock's uncertainty. */
export const touchedInFuture = (touchedAt: number, offset: number, accuracy: number, receivedAt: number): boolean =>
  touchedAt + offset > receivedAt + accuracy + TOUCH_FUTURE_SLACK_MS;

/** The race time of a phone's touch: its clock corrected to the room's, minus the start; null when impossible. */
function raceTime(touchedAt: number, offset: number, startTime: number): number | null {
  const time = touchRaceTime(touchedAt, offset, startTime);
  return time > 0 && time <= LONGEST_RACE_MS ? time : null;
}

/**
 * Applies an official's record, received at `receivedAt`, to `heat` (undefined when the id names no
 * heat) given the records already stored for that heat, oldest first. `restarted`: the heat was
 * started more than once, so an order made without a start seen may be the voided run's.
 */
export function applyRecord(
  heat: Heat | undefined,
  stored: readonly HeatEntry[],
  message: RecordMessage,
  official: OfficialRef,
  receivedAt: number,
  restarted = false,
): RecordResult {
  if (!heat) return refuse("unknown_heat");
  if (message.type === "correct_record") return applyCorrection(heat, stored, message, official, receivedAt);
  const startTime = heat.start_time;
  if (startTime == null) return refuse("not_started");
  // An order names no clock of its own: once the heat was reset and swum again, only one made after a
  // start the phone saw as this race's belongs to it (one queued offline may be the voided run's).
  if (message.type === "arrival" && (message.seen_start != null ? message.seen_start !== startTime : restarted)) return refuse("restarted");
  const lanes = message.type === "lane_time" ? [message.lane] : message.order;
  if (lanes.flat().some((lane) => !Object.hasOwn(heat.lanes, lane))) return refuse("unknown_lane");
  const context = { official_id: official.id, official_name: official.name, received_at: receivedAt, start_time: startTime };
  const title = heatTitleText(heat);

  let record: OfficialRecord;
  let log: RoomText;
  if (message.type === "lane_time") {
    const time = raceTime(message.touched_at, message.offset, startTime);
    const splitsOk = message.splits.every((split) => raceTime(split.touched_at, message.offset, startTime) != null);
    if (time == null || !splitsOk) return refuse("bad_time");
    const touches = [message.touched_at, ...message.splits.map((split) => split.touched_at)];
    if (touches.some((at) => touchedInFuture(at, message.offset, message.accuracy, receivedAt))) return refuse("future_time");
    const walls = splitDistances(raceDistance(heat));
    const distances = message.splits.map((split) => split.distance);
    if (distances.some((d) => !walls.includes(d)) || new Set(distances).size !== distances.length) return refuse("bad_split");
    record = { ...message, ...context, time };
    const values = { title, lane: message.lane, time: formatSwimTime(time), official: official.name };
    log = message.unsure
      ? roomText("room.log.laneTimeUnsure", { ...values, unsure: roomText(`labels.watchUnsure.${message.unsure}`) })
      : roomText("room.log.laneTime", values);
  } else {
    record = { ...message, ...context };
    log = roomText("room.log.arrival", { title, order: formatFinishOrder(message.order), official: official.name });
  }
  const after = heatResult(heat, [...stored, record]);
  return {
    ok: true,
    heat: after,
    entry: record,
    log: withPartnerChanges(log, heat, after, message.type === "lane_time" ? [message.lane] : []),
  };
}

/** What a record says, as the log writes it: a time as swimmers read it, or the finish order. */
export const recordText = (record: StandingRecord): string =>
  record.type === "lane_time" ? formatSwimTime(record.time) : formatFinishOrder(record.order);

/** What a record is about, in the log: its lane, or the arrival order. */
export const recordSubject = (record: StandingRecord): RoomText =>
  record.type === "lane_time" ? roomText("room.log.recordSubject.lane", { lane: record.lane }) : roomText("room.log.recordSubject.order");

/** The official's own record named `recordId` (or its latest correction's id) as it stands, or undefined. */
export function ownStandingRecord(stored: readonly HeatEntry[], recordId: string, officialId: number): StandingRecord | undefined {
  const target = standingEntries(stored).find(
    (e): e is StandingRecord => (e.type === "lane_time" || e.type === "arrival") && e.id === recordId,
  );
  return target?.official_id === officialId ? target : undefined;
}

/**
 * An official's correction or withdrawal of one of their own records of this heat's current race
 * (DESIGN 8). Another official's record is refused as unknown, so its id tells nothing.
 */
function applyCorrection(
  heat: Heat,
  stored: readonly HeatEntry[],
  message: CorrectRecordMessage,
  official: OfficialRef,
  receivedAt: number,
): RecordResult {
  const target = ownStandingRecord(stored, message.record_id, official.id);
  if (!target) return refuse("unknown_record");
  if (target.start_time == null || target.start_time !== heat.start_time) return refuse("old_race");
  const change = message.correction;
  if (change.kind === "time" && !isTypedRaceTime(change.time)) return refuse("bad_corrected_time");
  if (change.kind === "order" && change.order.flat().some((lane) => !Object.hasOwn(heat.lanes, lane))) return refuse("unknown_lane");
  const entry: CorrectionEntry = {
    ...message,
    official_id: official.id,
    official_name: official.name,
    received_at: receivedAt,
    start_time: target.start_time,
  };
  const corrected = correctedRecord(target, entry);
  if (!corrected) return refuse("bad_correction");
  const title = heatTitleText(heat);
  const what = recordSubject(target);
  const log = corrected.withdrawn
    ? roomText("room.log.recordWithdrawn", { title, what, before: recordText(target), official: official.name })
    : roomText("room.log.corrected", { title, what, before: recordText(target), after: recordText(corrected), official: official.name });
  const after = heatResult(heat, [...stored, entry]);
  return { ok: true, heat: after, entry, log: withPartnerChanges(log, heat, after, target.type === "lane_time" ? [target.lane] : []) };
}
