// The referee's lane dialog (DESIGN 8b) as pure functions: what the fields start with, what is
// wrong with them, and the lane_result they send.
import { DECIDED_STATUSES, MAX_REASON_LENGTH, type DecidedStatus, type LaneResultMessage } from "../../../shared/live";
import type { Lane } from "../../../shared/programme";
import { formatSwimTime } from "../../../shared/race-time";
import { parseTimeField } from "../../raceTimeField";
import { t } from "../../i18n/texts";

export type LaneResult = Omit<LaneResultMessage, "id">;

export interface LaneForm {
  time: string;
  /** "" is no status: the lane swam and its time counts. */
  status: DecidedStatus | "";
  reason: string;
}

/** DNS and DNF go without a time (the room refuses one beside them). */
export const takesTime = (status: LaneForm["status"]): boolean => status !== "DNS" && status !== "DNF";

const isDecided = (status: unknown): status is DecidedStatus => (DECIDED_STATUSES as readonly unknown[]).includes(status);

/** The dialog opens on what counts now: the referee's decision, else the lane's counted time and status. */
export function initialLaneForm(lane: Pick<Lane, "time" | "status" | "reason" | "decision">): LaneForm {
  const time = lane.decision ? lane.decision.time : lane.time;
  const status = lane.decision ? lane.decision.status : lane.status;
  const decided = isDecided(status) ? status : "";
  return {
    time: time != null && takesTime(decided) ? formatSwimTime(time) : "",
    status: decided,
    reason: (lane.decision ? lane.decision.reason : lane.reason) ?? "",
  };
}

export interface LaneFormCheck {
  timeError: string | null;
  reasonError: string | null;
  /** The decision to send, null while a field is wrong. */
  result: LaneResult | null;
}

export function checkLaneForm(heatId: string, lane: string, form: LaneForm): LaneFormCheck {
  let timeError: string | null = null;
  let time: number | null = null;
  if (takesTime(form.status)) {
    const parsed = parseTimeField(form.time);
    if ("error" in parsed) timeError = parsed.error;
    else if (parsed.time == null && form.status === "") timeError = t("meet.referee.timeRequired");
    else time = parsed.time;
  }
  const reason = form.reason.trim();
  const reasonError = reason.length > MAX_REASON_LENGTH ? t("meet.referee.reasonTooLong", { max: MAX_REASON_LENGTH }) : null;
  const result: LaneResult | null =
    timeError || reasonError ? null : { type: "lane_result", heat_id: heatId, lane, time, status: form.status || null, reason };
  return { timeError, reasonError, result };
}

/** "Beslissing intrekken": no time and no status, so the officials' times count again. */
export function withdrawal(heatId: string, lane: string): LaneResult {
  return { type: "lane_result", heat_id: heatId, lane, time: null, status: null, reason: "" };
}
