// The referee's desk (DESIGN 8b) as one pure function: whether a decision may be stored, the entry
// the room keeps of it, the heat it gives and the log line that says what changed and who decided.
// Decisions never overwrite anything: each is an entry beside the officials' records, and the heat is
// recomputed from all of them (heat-result.ts), so a withdrawal lets the watches count again.
import type { LiveErrorCode, RefereeMessage } from "../shared/live";
import { MAX_REASON_LENGTH } from "../shared/live";
import { isPlainText } from "../shared/plain-text";
import type { Heat, Lane } from "../shared/programme";
import { HEAT_STATUS } from "../shared/heat-rules";
import { formatSwimTime } from "../shared/race-time";
import { heatTitleText, roomText, type RoomText } from "./room-text";
import { isTypedRaceTime, recordSubject, recordText } from "./official-records";
import { formatFinishOrder, heatResult, laneBaseOf, withPartnerChanges } from "./heat-result";
import { standingEntries, type DecisionEntry, type EntryContext, type HeatEntry, type StandingRecord } from "./heat-entries";

export type DecisionRefusalCode = Extract<
  LiveErrorCode,
  "unknown_heat" | "unknown_lane" | "not_swum" | "not_stopped" | "bad_result" | "bad_reason" | "unknown_record" | "not_waiting"
>;

export type DecisionResult =
  | { ok: true; heat: Heat; entry: DecisionEntry; log: RoomText }
  | { ok: false; code: DecisionRefusalCode; message: RoomText };

function refuse(code: DecisionRefusalCode): DecisionResult {
  return { ok: false, code, message: roomText(`room.refusal.${code}`) };
}

/** A lane's result as the log writes it: "31.27", "DNS", "DSQ 31.20", or no result at all. */
export function describeLaneResult(lane: Pick<Lane, "time" | "status">): string | RoomText {
  const time = lane.time != null ? formatSwimTime(lane.time) : "";
  if (lane.status) return time ? `${lane.status} ${time}` : lane.status;
  return time || roomText("room.log.noResult");
}

/** Whether a record of the heat waits for the referee, as the heat's last computation found. */
function isWaiting(heat: Heat, recordId: string): boolean {
  if (heat.pending_orders?.some((order) => order.id === recordId)) return true;
  return Object.values(heat.lanes).some((lane) => lane.watches?.some((watch) => watch.id === recordId && watch.pending));
}

/** SW 11.2: results are whole hundredths; a race has a length, and DNS or DNF has none. */
function resultRefusal(time: number | null, status: string | null): DecisionRefusalCode | null {
  if (time == null) return null;
  if (!isTypedRaceTime(time)) return "bad_result";
  if (status === "DNS" || status === "DNF") return "bad_result";
  return null;
}

/**
 * Applies a referee's decision by `by`, received at `receivedAt`, to `heat` (undefined when the id
 * names no heat) given the entries already stored for it, oldest first.
 */
export function applyDecision(
  heat: Heat | undefined,
  stored: readonly HeatEntry[],
  message: RefereeMessage,
  by: string,
  receivedAt: number,
): DecisionResult {
  if (!heat) return refuse("unknown_heat");
  // A heat never started here has nothing to settle, unless it came with results from a file.
  if (heat.start_time == null && heat.status === HEAT_STATUS.PLANNED) return refuse("not_swum");
  const context: EntryContext = { received_at: receivedAt, start_time: heat.start_time };
  const title = heatTitleText(heat);
  // `own`: the lanes the log line itself names; any other lane it moves is named beside it.
  const decide = (entry: DecisionEntry, log: (after: Heat) => RoomText, own: readonly string[] = []): DecisionResult => {
    const after = heatResult(heat, [...stored, entry]);
    return { ok: true, heat: after, entry, log: withPartnerChanges(log(after), heat, after, own) };
  };

  switch (message.type) {
    case "lane_result": {
      const lane = heat.lanes[message.lane];
      if (!Object.hasOwn(heat.lanes, message.lane) || !lane) return refuse("unknown_lane");
      const refusal = resultRefusal(message.time, message.status);
      if (refusal) return refuse(refusal);
      const reason = message.reason.trim();
      // Shown on the public page and written to the export: one plain-text rule for every stored text.
      if (reason.length > MAX_REASON_LENGTH || !isPlainText(reason)) return refuse("bad_reason");
      const current = stored.filter((e) => e.start_time === heat.start_time);
      const first = !current.some((e) => e.type === "lane_result" && e.lane === message.lane);
      // On a heat with a file's result, the first decision keeps what the file said, to return to.
      const base = heat.start_time == null && first ? { base: laneBaseOf(lane) } : {};
      const entry = { ...message, reason, ...context, by, ...base };
      const withdrawn = message.time == null && message.status == null;
      return decide(
        entry,
        (after) => {
          const before = describeLaneResult(lane);
          const now = describeLaneResult(after.lanes[message.lane]!);
          const values = { title, lane: message.lane, before, after: now, by };
          // 'geen uitslag → 40.12' read as if the lane had been given no result: a first result is set, a later one changed.
          return withdrawn
            ? roomText("room.log.withdrawn", values)
            : roomText("room.log.laneResult", {
                ...values,
                first: typeof before === "string" ? "no" : "yes",
                reasoned: reason ? "yes" : "no",
                reason,
              });
        },
        [message.lane],
      );
    }
    case "arrival_decision": {
      if (message.order.flat().some((lane) => !Object.hasOwn(heat.lanes, lane))) return refuse("unknown_lane");
      return decide({ ...message, ...context, by }, () =>
        roomText("room.log.arrivalDecision", { title, order: formatFinishOrder(message.order), by }),
      );
    }
    case "settle":
      // A result is settled once the race is over: while it runs, touches are still to come.
      if (heat.status === HEAT_STATUS.RUNNING) return refuse("not_stopped");
      return decide({ ...message, ...context, by }, () =>
        roomText(message.settled ? "room.log.settled" : "room.log.reopened", { title, by }),
      );
    case "reject_record":
    case "accept_record": {
      // A record as it stands: an official's correction is accepted like a record.
      const record = standingEntries(stored.filter((e) => e.start_time === heat.start_time)).find(
        (e): e is StandingRecord => e.id === message.record_id && (e.type === "lane_time" || e.type === "arrival"),
      );
      if (!record) return refuse("unknown_record");
      if (message.type === "reject_record") {
        // Only what waits can be turned down: a record that counts is the referee's lane_result to overrule.
        if (!isWaiting(heat, record.id)) return refuse("not_waiting");
        const what = record.type === "lane_time" ? formatSwimTime(record.time) : formatFinishOrder(record.order);
        return decide({ ...message, ...context, by }, () =>
          roomText("room.log.rejected", {
            title,
            what: recordSubject(record),
            record: record.withdrawn ? roomText("room.log.withdrawalOf", { record: recordText(record) }) : what,
            official: record.official_name,
            by,
          }),
        );
      }
      const official = record.official_name;
      const log = record.withdrawn
        ? roomText("room.log.acceptedWithdrawal", { title, what: recordSubject(record), before: recordText(record), official, by })
        : record.type === "lane_time"
          ? roomText("room.log.acceptedTime", { title, lane: record.lane, time: formatSwimTime(record.time), official, by })
          : roomText("room.log.acceptedOrder", { title, order: formatFinishOrder(record.order), official, by });
      return decide({ ...message, ...context, by }, () => log, record.type === "lane_time" ? [record.lane] : []);
    }
  }
}
