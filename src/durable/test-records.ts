// The records of a race as the room would apply them, for the tests of official-records.ts.
import { applyRecord as applyRoomRecord, type OfficialRef } from "./official-records";
import { dutchly } from "./test-dutch";
import type { HeatEntry } from "./heat-entries";
import type { ArrivalMessage, LaneTimeMessage, RecordMessage } from "../shared/live";
import type { Heat } from "../shared/programme";
import { heat, lane } from "../shared/test-heats";

export const applyRecord = dutchly(applyRoomRecord);

export const START = 1_800_000_000_000;
// Records reach the room after every touch these tests make (up to the longest race): a touch after
// its arrival is a clock that is off (official-records.ts touchedInFuture).
export const RECEIVED = START + 3 * 3600_000;
export const jan: OfficialRef = { id: 1, name: "Jan Jansen" };
export const piet: OfficialRef = { id: 2, name: "Piet Pietersen" };
export const kees: OfficialRef = { id: 3, name: "Kees Klok" };

/** Lanes 1–3 with a swimmer, lane 4 empty; running since START. */
export function race(over: Partial<Heat> = {}): Heat {
  return heat({
    distance: 100,
    status: 1,
    start_time: START,
    lanes: { "1": lane(), "2": lane(), "3": lane(), "4": lane({ swimmer: "" }) },
    ...over,
  });
}

let n = 0;
// The phone's clock is a day behind the room's; the offset it sends puts it right.
export const PHONE_BEHIND = 86_400_000;
export function laneTime(laneKey: string, ms: number, splits: [number, number][] = []): LaneTimeMessage {
  return {
    type: "lane_time",
    id: `r${++n}`,
    heat_id: "1-1",
    lane: laneKey,
    touched_at: START + ms - PHONE_BEHIND,
    offset: PHONE_BEHIND,
    accuracy: 3,
    splits: splits.map(([distance, at]) => ({ distance, touched_at: START + at - PHONE_BEHIND })),
  };
}
export const arrival = (...order: string[]): ArrivalMessage => ({
  type: "arrival",
  id: `r${++n}`,
  heat_id: "1-1",
  order,
  seen_start: START,
});

export const refused = (result: ReturnType<typeof applyRecord>) => (result.ok ? null : { code: result.code, message: result.message });

/** Applies the records one after another as the room does, keeping what it would store. */
export function apply(start: Heat, records: [RecordMessage, OfficialRef][], stored: HeatEntry[] = []) {
  let current = start;
  const all = [...stored];
  const logs: string[] = [];
  for (const [message, official] of records) {
    const result = applyRecord(current, all, message, official, RECEIVED);
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    current = result.heat;
    all.push(result.entry);
    logs.push(result.log);
  }
  return { heat: current, stored: all, logs };
}
