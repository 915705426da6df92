// DESIGN 8: the history an official sees of their own records.
import { describe, expect, it } from "vitest";
import { ownRecords, type OwnEntry } from "./official-history";
import type { HeatEntry } from "./heat-entries";

const START = 1_800_000_000_000;
const by = { official_id: 1, official_name: "Jan Jansen", received_at: START + 60_000 };

function time(id: string, heatId: string, lane: string, ms: number, start = START): OwnEntry {
  const data: HeatEntry = {
    type: "lane_time",
    id,
    heat_id: heatId,
    lane,
    touched_at: start + ms,
    offset: 0,
    accuracy: 2,
    splits: [],
    ...by,
    start_time: start,
    time: ms,
  };
  return { heat_id: heatId, data };
}
function order(id: string, heatId: string, lanes: string[]): OwnEntry {
  return { heat_id: heatId, data: { type: "arrival", id, heat_id: heatId, order: lanes, seen_start: START, ...by, start_time: START } };
}
function correction(
  id: string,
  heatId: string,
  recordId: string,
  change: Extract<HeatEntry, { type: "correct_record" }>["correction"],
): OwnEntry {
  return {
    heat_id: heatId,
    data: { type: "correct_record", id, heat_id: heatId, record_id: recordId, correction: change, ...by, start_time: START },
  };
}

describe("ownRecords", () => {
  it("gives per heat the last word on each lane and on the order, corrections included", () => {
    const records = ownRecords([
      time("a", "1-1", "4", 31_270),
      time("b", "1-1", "4", 31_300),
      order("c", "1-1", ["4", "3"]),
      time("d", "1-2", "4", 40_000),
      correction("e", "1-1", "b", { kind: "time", time: 31_200 }),
      correction("f", "1-2", "d", { kind: "withdraw" }),
    ]);
    expect(records).toEqual([
      { id: "e", heat_id: "1-1", start_time: START, corrected: true, withdrawn: false, kind: "time", lane: "4", time: 31_200 },
      { id: "c", heat_id: "1-1", start_time: START, corrected: false, withdrawn: false, kind: "order", order: ["4", "3"] },
      { id: "f", heat_id: "1-2", start_time: START, corrected: true, withdrawn: true, kind: "time", lane: "4", time: 40_000 },
    ]);
  });

  it("keeps each race of a heat apart, so the page shows only the current one", () => {
    const records = ownRecords([time("a", "1-1", "4", 31_000), time("b", "1-1", "4", 32_000, START + 600_000)]);
    expect(records.map((r) => [r.id, r.start_time])).toEqual([
      ["a", START],
      ["b", START + 600_000],
    ]);
  });
});
