// What the official sees of their own records (DESIGN 8): per heat they recorded, newest in the
// programme first, what stands of each record now and whether it counts.
import type { FinishOrder, OwnRecord } from "../../../shared/live";
import type { Places } from "../../live/finishOrder";
import { byLaneNumber, type Heat, type LaneDecision } from "../../../shared/programme";
import { readJson, type KeyValueStore } from "../storage/recordQueue";

export interface HistoryRecord {
  record: OwnRecord;
  /** Which of the official's records of the heat it is: its lane, or "order"; stays when it is corrected. */
  subject: string;
  /** It waits for the referee: it came after the result was settled, or its touch after the stop. */
  pending: boolean;
  /** The referee rejected it (DESIGN 8e): it stays, and never counts. */
  rejected: boolean;
  /** The referee's decision on the lane (a time record) counts instead of the watches. */
  decision: LaneDecision | null;
  /** The referee decided the arrival order (an order record). */
  orderDecided: boolean;
}

export interface HistoryHeat {
  heat: Heat;
  records: HistoryRecord[];
}

function historyRecord(heat: Heat, record: OwnRecord): HistoryRecord {
  if (record.kind === "order") {
    const pending = (heat.pending_orders ?? []).some((order) => order.id === record.id);
    const rejected = (heat.rejected_orders ?? []).includes(record.id);
    return { record, subject: "order", pending, rejected, decision: null, orderDecided: heat.vva?.decided === true };
  }
  const lane = heat.lanes[record.lane];
  const watch = (lane?.watches ?? []).find((w) => w.id === record.id);
  return {
    record,
    subject: record.lane,
    pending: watch?.pending === true,
    rejected: watch?.rejected === true,
    decision: lane?.decision ?? null,
    orderDecided: false,
  };
}

// Lanes in pool order, the arrival order after them.
const bySubject = (a: HistoryRecord, b: HistoryRecord) =>
  a.subject === "order" ? 1 : b.subject === "order" ? -1 : byLaneNumber(a.subject, b.subject);

/**
 * The heats the official recorded, the newest in the programme first, each with their records of
 * its current race: a heat reset and swum again shows only what was recorded since.
 */
export function historyOf(records: readonly OwnRecord[] | null, heats: readonly Heat[] | null): HistoryHeat[] {
  if (!records || !heats) return [];
  return heats
    .flatMap((heat) => {
      const own = records.filter((r) => r.heat_id === heat.id && r.start_time === heat.start_time);
      return own.length > 0 ? [{ heat, records: own.map((r) => historyRecord(heat, r)).sort(bySubject) }] : [];
    })
    .reverse();
}

/**
 * What the official first sent of each record they corrected, as shown ("3.58"), by the id of the
 * record the correction made. The room keeps the original beside the correction but tells the phone
 * only what stands, so the phone remembers the original it had when the correction was sent.
 */
export type Originals = Record<string, string>;

export const originalsKey = (meetId: number, officialId: number): string => `zwemtijd.official.originals.${meetId}.${officialId}`;

export function readOriginals(store: KeyValueStore, key: string): Originals {
  const value = readJson(store, key);
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/**
 * Remembers the original of the correction `correctionId` of `record`: the record's own original when
 * it is itself a correction, else what it says now (`shown`).
 */
export function rememberOriginal(
  store: KeyValueStore,
  key: string,
  record: Pick<OwnRecord, "id">,
  correctionId: string,
  shown: string,
): Originals {
  const originals = readOriginals(store, key);
  const next = { ...originals, [correctionId]: originals[record.id] ?? shown };
  store.setItem(key, JSON.stringify(next));
  return next;
}

/** An order as the finish-order pad holds it: every place a list of lanes, one unless tied. */
export const placesOf = (order: FinishOrder): Places => order.map((place) => (typeof place === "string" ? [place] : place));
