// An official's own records at a meet (DESIGN 8: the heats they recorded, to correct or withdraw one):
// per heat, race and lane, or the heat's arrival order, what stands after their own corrections.
import type { OwnRecord } from "../shared/live";
import { standingEntries, type HeatEntry, type StandingRecord } from "./heat-entries";

/** One stored entry of the official's, with the heat it belongs to. */
export interface OwnEntry {
  heat_id: string;
  data: HeatEntry;
}

function ownRecordOf(heatId: string, startTime: number, record: StandingRecord): OwnRecord {
  const common = {
    id: record.id,
    heat_id: heatId,
    start_time: startTime,
    corrected: record.corrects !== undefined,
    withdrawn: record.withdrawn === true,
  };
  return record.type === "lane_time"
    ? { ...common, kind: "time", lane: record.lane, time: record.time, ...(record.unsure ? { unsure: record.unsure } : {}) }
    : { ...common, kind: "order", order: record.order };
}

/**
 * The official's records from their own entries (records and corrections, oldest first): per heat
 * the last word on each lane they timed and on the arrival order, in each race of the heat; a record
 * they sent again for the same lane stands in for the earlier one, as it does in the result.
 */
export function ownRecords(entries: readonly OwnEntry[]): OwnRecord[] {
  const byHeat = new Map<string, HeatEntry[]>();
  for (const { heat_id, data } of entries) {
    const heatEntries = byHeat.get(heat_id) ?? [];
    heatEntries.push(data);
    byHeat.set(heat_id, heatEntries);
  }
  return [...byHeat].flatMap(([heatId, heatEntries]) => {
    const latest = new Map<string, OwnRecord>();
    for (const entry of standingEntries(heatEntries)) {
      // Every record has the start it was made in: the room refuses one for a heat not started.
      if ((entry.type !== "lane_time" && entry.type !== "arrival") || entry.start_time == null) continue;
      const subject = entry.type === "lane_time" ? entry.lane : "order";
      latest.set(`${entry.start_time}:${subject}`, ownRecordOf(heatId, entry.start_time, entry));
    }
    return [...latest.values()];
  });
}
