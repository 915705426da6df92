// A heat's result as everything stored for it makes it (DESIGN 8 and 8b), as one pure function: the
// room hands over the heat and every entry of its timings (officials' records and the referee's
// decisions, oldest first) and stores what comes back. The heat is always recomputed from all raw
// entries, so a correction, a late watch, a withdrawal or a re-swum heat gives the same lanes however
// the entries arrived, and nothing is overwritten: the entries stay as they were made.
import type { FinishOrder } from "../shared/live";
import type { EntryStatus, Heat, Lane, LaneDecision, Vva, Watch } from "../shared/programme";
import { entryStatusOf, laneNumbers } from "../shared/programme";
import { HEAT_STATUS } from "../shared/heat-rules";
import { formatSwimTime, touchRaceTime } from "../shared/race-time";
import { unsureClock } from "../shared/watch-clock";
import { roomText, type RoomText } from "./room-text";
import {
  standingEntries,
  type ArrivalDecisionEntry,
  type ArrivalRecord,
  type HeatEntry,
  type LaneBase,
  type LaneResultEntry,
  type LaneTimeRecord,
  type OfficialRecord,
  type Standing,
  type StandingEntry,
  type StandingRecord,
} from "./heat-entries";
import { deadHeatTimes, decidingWatches, laneTime } from "../shared/lane-time";
import {
  formatVvaOrder,
  judgesDisagree,
  placedOrder,
  positionsByTime,
  positionsFromFinishOrder,
  resultStatus,
  vvaLaneKeys,
} from "./result-rules";

/** Of each official's records, only the last counts: sending again corrects one's own record. */
function latestPerOfficial<R extends OfficialRecord>(records: readonly R[]): R[] {
  return [...new Map(records.map((r) => [r.official_id, r])).values()];
}

/** What the referee said of the records that waited: accepted ones count, rejected ones never do. */
interface Verdicts {
  waiting: ReadonlySet<string>;
  rejected: ReadonlySet<string>;
}

/**
 * The records that count, per official their last one that neither waits for the referee (a settled
 * result stays as it was until the referee accepts what came after) nor was rejected, unless they
 * withdrew it; and beside them each official's last record when it waits or was rejected, so the
 * sheet still shows it. In the order they arrived.
 */
function countedAndWaiting<R extends StandingRecord>(records: readonly R[], { waiting, rejected }: Verdicts): { counted: R[]; shown: R[] } {
  const counted = latestPerOfficial(records.filter((r) => !waiting.has(r.id) && !rejected.has(r.id))).filter((r) => !r.withdrawn);
  const held = latestPerOfficial(records).filter((r) => waiting.has(r.id) || rejected.has(r.id));
  const shown = new Set([...counted, ...held]);
  return { counted, shown: records.filter((r) => shown.has(r)) };
}

const splitTimesOf = (record: LaneTimeRecord): Map<number, number> =>
  new Map(record.splits.map((split) => [split.distance, touchRaceTime(split.touched_at, record.offset, record.start_time)]));

/** Cumulative splits from the watches that count: per wall, SW 11.3 over the watches that took it. */
function countedSplits(watches: readonly LaneTimeRecord[]): Lane["splits"] {
  const byDistance = new Map<number, number[]>();
  for (const watch of watches) {
    for (const [distance, time] of splitTimesOf(watch)) byDistance.set(distance, [...(byDistance.get(distance) ?? []), time]);
  }
  return Object.fromEntries([...byDistance].map(([distance, times]) => [String(distance), { time: laneTime(times)! }]));
}

const EMPTY_RESULT: LaneBase = {
  time: null,
  status: undefined,
  reason: undefined,
  splits: {},
  dqs: {},
  confirmed: false,
  source: undefined,
};

/** A lane's result fields as they stand; a result nobody recorded here came from the file. */
export const laneBaseOf = (lane: Lane): LaneBase => ({
  time: lane.time,
  status: lane.status,
  reason: lane.reason,
  splits: lane.splits,
  dqs: lane.dqs,
  confirmed: lane.confirmed,
  source: lane.source ?? (lane.time != null || lane.status ? "import" : undefined),
});

/** A decision that says something: both null is a withdrawal, after which the watches count again. */
const standing = (entry: LaneResultEntry | undefined): LaneResultEntry | null =>
  entry && (entry.time != null || entry.status != null) ? entry : null;

/** The order as the vva strings write it: "4, 3=5, 6". */
export function formatFinishOrder(order: FinishOrder): string {
  return order.map((place) => (typeof place === "string" ? place : place.join("="))).join(", ");
}

/**
 * Which records wait for the referee (DESIGN 8b): a touch after the heat's end (its stop plus the
 * panel's accuracy), and any record that arrived while the result was settled, until the referee
 * accepts or rejects it (DESIGN 8e); the last verdict on a record stands.
 */
function verdictsOf(heat: Heat, current: readonly StandingEntry[]): Verdicts {
  const verdicts = new Map<string, "accept_record" | "reject_record">();
  for (const e of current) if (e.type === "accept_record" || e.type === "reject_record") verdicts.set(e.record_id, e.type);
  const end = heat.end_time != null && heat.start_time != null ? heat.end_time + (heat.end_accuracy ?? 0) : null;
  const waiting = new Set<string>();
  const rejected = new Set<string>();
  let settled = false;
  for (const entry of current) {
    if (entry.type === "settle") settled = entry.settled;
    if (entry.type !== "lane_time" && entry.type !== "arrival") continue;
    const late = entry.type === "lane_time" && !entry.withdrawn && end != null && entry.start_time + entry.time > end;
    if (!settled && !late) continue;
    const verdict = verdicts.get(entry.id);
    if (verdict === "reject_record") rejected.add(entry.id);
    else if (verdict === undefined) waiting.add(entry.id);
  }
  return { waiting, rejected };
}

/** The result fields a lane has before anything is recorded in this race: its entry status only. */
const unswum = (entryStatus: EntryStatus | undefined): LaneBase => ({ ...EMPTY_RESULT, status: entryStatus });

/**
 * One lane by DESIGN 8b's precedence: the referee's standing decision, else SW 11.3 over the watches
 * that count, else what the lane had before anyone recorded (a never-swum heat's imported result;
 * nothing for a heat swum here, so a re-swum heat shows no time of the earlier race).
 */
function laneResult(heat: Heat, key: string, lane: Lane, current: readonly StandingEntry[], verdicts: Verdicts): Lane {
  const { counted, shown: records } = countedAndWaiting(
    current.filter((e): e is LaneTimeRecord & Standing => e.type === "lane_time" && e.lane === key),
    verdicts,
  );
  const { waiting, rejected } = verdicts;
  const decisions = current.filter((e): e is LaneResultEntry => e.type === "lane_result" && e.lane === key);
  const decision = standing(decisions.at(-1));
  const entryStatus = entryStatusOf(lane);
  const base = heat.start_time == null ? (decisions[0]?.base ?? laneBaseOf(lane)) : unswum(entryStatus);
  const deciding = decidingWatches(counted);
  const splits = deciding.length > 0 ? countedSplits(deciding) : base.splits;
  // DESIGN 8e: an exhibition swim stays one through the race, unless the referee gives DNS, DNF or DSQ.
  const exhibition = entryStatus === "EXH" ? "EXH" : undefined;

  let result: LaneBase;
  if (decision) {
    // The decision is the whole truth of the lane: an imported DQ flag does not outlive it.
    result = {
      time: decision.time,
      status: decision.status ?? exhibition,
      // A lane's reason is its status's (the results and the export's comment show it beside the
      // status): a note on a time the referee entered stays the decision's, never an exhibition's reason.
      reason: (decision.status && decision.reason) || undefined,
      splits,
      dqs: {},
      confirmed: true,
      source: "referee",
    };
  } else if (entryStatus === "WDR" || entryStatus === "SICK") {
    // Withdrawn before the race: a watch a timekeeper took on the lane anyway is shown, never counted.
    result = unswum(entryStatus);
  } else if (counted.length > 0) {
    result = {
      time: laneTime(deciding.map((r) => r.time)),
      status: exhibition,
      reason: undefined,
      splits,
      dqs: {},
      confirmed: true,
      source: "watches",
    };
  } else {
    result = base;
  }
  const watches: Watch[] = records.map((r) => ({
    id: r.id,
    official: r.official_name,
    time: r.time,
    splits: Object.fromEntries([...splitTimesOf(r)].map(([distance, time]) => [String(distance), time])),
    ...(waiting.has(r.id) ? { pending: true } : {}),
    ...(rejected.has(r.id) ? { rejected: true } : {}),
    ...(r.withdrawn ? { withdrawn: true } : {}),
    ...(r.first_time !== undefined && r.first_time !== r.time ? { first_time: r.first_time } : {}),
    ...(unsureClock(r.accuracy) !== undefined ? { clock_accuracy: unsureClock(r.accuracy) } : {}),
    ...(r.unsure ? { unsure: r.unsure } : {}),
  }));
  const shown: LaneDecision | undefined = decision
    ? { time: decision.time, status: decision.status, ...(decision.reason ? { reason: decision.reason } : {}), by: decision.by }
    : undefined;
  const {
    watches: _watches,
    decision: _decision,
    reason: _reason,
    source: _source,
    entry_status: _entry,
    measured_time: _measured,
    ...rest
  } = lane;
  return {
    ...rest,
    ...(entryStatus ? { entry_status: entryStatus } : {}),
    ...result,
    ...(watches.length > 0 ? { watches } : {}),
    ...(shown ? { decision: shown } : {}),
  };
}

/**
 * The heat as a reset leaves it (DESIGN 8b): a reset voids the run (a false or failed start), so none
 * of its times, orders, decisions or settlement stay in the heat, its results, points or exports; the
 * entries stay stored for the audit, and count only for the start they were made in.
 */
export function voidedRun(heat: Heat): Heat {
  const lanes = Object.fromEntries(
    Object.entries(heat.lanes).map(([key, lane]) => {
      const { watches: _watches, decision: _decision, measured_time: _measured, ...rest } = lane;
      return [key, { ...rest, ...unswum(entryStatusOf(lane)) }];
    }),
  );
  const { settled: _settled, pending_orders: _pending, ...rest } = heat;
  return {
    ...rest,
    lanes,
    vva: null,
    status: HEAT_STATUS.PLANNED,
    start_time: null,
    end_time: null,
    end_client_time: null,
    end_accuracy: null,
  };
}

/** The heat as every entry of its current race makes it: lanes, arrival order, status, settlement. */
export function heatResult(heat: Heat, entries: readonly HeatEntry[]): Heat {
  const current = standingEntries(entries.filter((e) => e.start_time === heat.start_time));
  const verdicts = verdictsOf(heat, current);
  const { waiting, rejected } = verdicts;
  const decided = current.filter((e): e is ArrivalDecisionEntry => e.type === "arrival_decision").at(-1);
  const measured = Object.fromEntries(
    Object.entries(heat.lanes).map(([key, lane]) => [key, laneResult(heat, key, lane, current, verdicts)]),
  );
  // A dead heat is the referee's: judges who agree on one only propose it.
  const entered = [...new Set(current.flatMap((e) => (e.type === "lane_result" ? [e.lane] : [])).reverse())].reverse();
  const lanes = decided ? deadHeatTimes(measured, decided.order, entered) : measured;

  const keys = vvaLaneKeys(heat);
  const arrivals = countedAndWaiting(
    current.filter((e): e is ArrivalRecord & Standing => e.type === "arrival"),
    verdicts,
  );
  const judges = arrivals.counted;
  // A heat swum here starts its arrival order afresh; an imported one keeps the file's rows.
  const { result: _result, decided: _decided, time: _time, ...kept } = (heat.start_time == null ? heat.vva : null) ?? {};
  let vva: Vva = kept;
  if (judges.length > 0) {
    const rows = judges.map((j) => ({ r: "K" as const, value: formatVvaOrder(positionsFromFinishOrder(j.order), keys) }));
    vva = { ...vva, rows: [...(vva.rows ?? []).filter((row) => row.r !== "K"), ...rows] };
    if (!judgesDisagree({ lanes, vva })) vva.result = formatVvaOrder(positionsFromFinishOrder(placedOrder(judges[0]!.order, lanes)), keys);
  } else if (heat.start_time == null && heat.vva?.result) {
    vva.result = heat.vva.result;
  }
  if (decided) vva = { ...vva, result: formatVvaOrder(positionsFromFinishOrder(placedOrder(decided.order, lanes)), keys), decided: true };
  const byTime = positionsByTime({ lanes });
  if (byTime.size > 0) vva = { ...vva, time: formatVvaOrder(byTime, keys) };

  let settled = false;
  for (const entry of current) if (entry.type === "settle") settled = entry.settled;
  const pendingOrders = arrivals.shown
    .filter((r) => waiting.has(r.id))
    .map((r) => ({ id: r.id, official: r.official_name, order: formatFinishOrder(r.order), ...(r.withdrawn ? { withdrawn: true } : {}) }));

  const rejectedOrders = arrivals.shown.filter((r) => rejected.has(r.id)).map((r) => r.id);

  const { settled: _settled, pending_orders: _pending, rejected_orders: _rejected, ...rest } = heat;
  const changed: Heat = {
    ...rest,
    lanes,
    vva: Object.keys(vva).length > 0 ? vva : null,
    ...(settled ? { settled } : {}),
    ...(pendingOrders.length > 0 ? { pending_orders: pendingOrders } : {}),
    ...(rejectedOrders.length > 0 ? { rejected_orders: rejectedOrders } : {}),
  };
  // A running race keeps running; once stopped, every entry may complete or change its result.
  const stopped = heat.status !== HEAT_STATUS.PLANNED && heat.status !== HEAT_STATUS.RUNNING;
  return stopped ? { ...changed, status: resultStatus(changed) } : changed;
}

/**
 * DESIGN 8b: nothing changes without a log line. A record or decision on one lane can move the one
 * time of a dead heat it is in, so `log` (which names the lanes in `own`) is followed by every other
 * lane whose official time went from `before` to `after`.
 */
export function withPartnerChanges(log: RoomText, before: Heat, after: Heat, own: readonly string[]): RoomText {
  const timeText = (time: number | null | undefined) => (time != null ? formatSwimTime(time) : roomText("room.log.noResult"));
  return laneNumbers(after.lanes).reduce((text, lane) => {
    const was = before.lanes[lane]?.time;
    const now = after.lanes[lane]!.time;
    if (own.includes(lane) || (was ?? null) === now) return text;
    return roomText("room.log.partnerChanged", { text, lane, before: timeText(was), after: timeText(now) });
  }, log);
}
