// What the room stores of a heat (DESIGN 8 and 8b): every official's record and correction and every
// referee's decision as an entry of its own, oldest first, never overwritten; and how the entries
// stand once each correction has taken the place of the record it corrects.
import type {
  AcceptRecordMessage,
  RejectRecordMessage,
  ArrivalDecisionMessage,
  ArrivalMessage,
  CorrectRecordMessage,
  LaneResultMessage,
  LaneTimeMessage,
  SettleMessage,
} from "../shared/live";
import type { Lane } from "../shared/programme";

/** What every entry keeps beside the message: when it arrived and which race it was made in. */
export interface EntryContext {
  /** The room's clock when the entry arrived. */
  received_at: number;
  /** The heat's start_time then: an entry only counts for the race it was made in (null: never swum here). */
  start_time: number | null;
}

interface ByOfficial {
  official_id: number;
  official_name: string;
}

/** The result fields of a lane, as a decision on a never-swum heat found them (to return to on withdrawal). */
export type LaneBase = Pick<Lane, "time" | "status" | "reason" | "splits" | "dqs" | "confirmed" | "source">;

export type LaneTimeRecord = LaneTimeMessage & ByOfficial & EntryContext & { start_time: number; time: number };
export type ArrivalRecord = ArrivalMessage & ByOfficial & EntryContext;
export type OfficialRecord = LaneTimeRecord | ArrivalRecord;
/** An official's correction or withdrawal of their own record (DESIGN 8), made in that record's race. */
export type CorrectionEntry = CorrectRecordMessage & ByOfficial & EntryContext & { start_time: number };
export type LaneResultEntry = LaneResultMessage & EntryContext & { by: string; base?: LaneBase };
export type ArrivalDecisionEntry = ArrivalDecisionMessage & EntryContext & { by: string };
export type SettleEntry = SettleMessage & EntryContext & { by: string };
export type AcceptEntry = AcceptRecordMessage & EntryContext & { by: string };
export type RejectEntry = RejectRecordMessage & EntryContext & { by: string };
export type DecisionEntry = LaneResultEntry | ArrivalDecisionEntry | SettleEntry | AcceptEntry | RejectEntry;
export type HeatEntry = OfficialRecord | CorrectionEntry | DecisionEntry;

export const ENTRY_KINDS: readonly HeatEntry["type"][] = [
  "lane_time",
  "arrival",
  "correct_record",
  "lane_result",
  "arrival_decision",
  "settle",
  "accept_record",
  "reject_record",
];

/**
 * An official's record as it stands after their corrections: a correction stands in for what it
 * corrects, under its own id, as a record of the same kind (`corrects` names that record); a
 * withdrawal is such a record that no longer counts.
 */
export type StandingRecord = (LaneTimeRecord & Standing) | (ArrivalRecord & Standing);
export type Standing = { corrects?: string; withdrawn?: true; first_time?: number };
export type StandingEntry = StandingRecord | DecisionEntry;

/** The record a correction makes of the record it names, or null when it does not fit (a time for an order). */
export function correctedRecord(target: StandingRecord, correction: CorrectionEntry): StandingRecord | null {
  const change = correction.correction;
  const standing = { id: correction.id, received_at: correction.received_at, corrects: correction.record_id };
  if (target.type === "lane_time") {
    const { withdrawn: _withdrawn, ...record } = target;
    if (change.kind === "withdraw") return { ...record, ...standing, withdrawn: true };
    return change.kind === "time" ? { ...record, ...standing, time: change.time, first_time: target.first_time ?? target.time } : null;
  }
  const { withdrawn: _withdrawn, ...record } = target;
  if (change.kind === "withdraw") return { ...record, ...standing, withdrawn: true };
  return change.kind === "order" ? { ...record, ...standing, order: change.order } : null;
}

/** The entries as they stand, in their order: each correction turned into the record it makes. */
export function standingEntries(entries: readonly HeatEntry[]): StandingEntry[] {
  const records = new Map<string, StandingRecord>();
  const standing: StandingEntry[] = [];
  for (const entry of entries) {
    if (entry.type === "correct_record") {
      // The room stores a correction only of a record it holds, of the right kind.
      const target = records.get(entry.record_id);
      const record = target ? correctedRecord(target, entry) : null;
      if (!record) continue;
      records.set(record.id, record);
      standing.push(record);
    } else {
      if (entry.type === "lane_time" || entry.type === "arrival") records.set(entry.id, entry);
      standing.push(entry);
    }
  }
  return standing;
}
