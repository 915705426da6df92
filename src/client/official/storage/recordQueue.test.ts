import { describe, expect, it } from "vitest";
import type { ArrivalMessage, LaneTimeMessage } from "../../../shared/live";
import { UNSYNCHRONISED_MS } from "../../../shared/live";
import { isRaw, parseQueue, readyToSend, withoutRecord, withRecord, type RawLaneTime } from "./recordQueue";

const laneTime = (id: string, splits = 0): LaneTimeMessage => ({
  type: "lane_time",
  id,
  heat_id: "1-1",
  lane: "4",
  touched_at: 1_763_797_231_240.125,
  offset: -12.5,
  accuracy: 3.2,
  splits: Array.from({ length: splits }, (_, i) => ({ distance: 50 * (i + 1), touched_at: 1_763_797_200_000.125 + i * 30_000 })),
});
const raw = (id: string): RawLaneTime => ({ ...laneTime(id, 1), offset: null, accuracy: null });
const arrival: ArrivalMessage = { type: "arrival", id: "a1", heat_id: "1-1", order: ["4", "5", "3"], seen_start: null };

describe("the record queue", () => {
  it("keeps records in order until each is answered by id, each once", () => {
    const queue = withRecord(withRecord([], laneTime("t1")), arrival);
    expect(queue.map((r) => r.id)).toEqual(["t1", "a1"]);
    expect(withRecord(queue, arrival).map((r) => r.id)).toEqual(["t1", "a1"]);
    expect(withoutRecord(queue, "t1")).toEqual([arrival]);
    expect(withoutRecord(withoutRecord(queue, "t1"), "a1")).toEqual([]);
  });

  it("keeps the raw tap and the offset exactly as taken, through what the phone stores", () => {
    const kept = structuredClone([laneTime("t1", 2), raw("t2")]);
    expect(parseQueue(kept)).toEqual([laneTime("t1", 2), raw("t2")]);
  });

  it("keeps a timekeeper's unsure mark (DESIGN 8b) while the record waits, also a raw one", () => {
    const unsure = { ...laneTime("t1"), unsure: "missed_start" as const };
    const unsureRaw = { ...raw("t2"), unsure: "late_stop" as const };
    expect(parseQueue(structuredClone([unsure, unsureRaw]))).toEqual([unsure, unsureRaw]);
    expect(parseQueue([{ ...laneTime("t3"), unsure: "bored" }])).toEqual([]);
  });

  it("drops what the room could never accept, and survives a damaged entry", () => {
    expect(parseQueue([arrival, { type: "start", id: "x" }, { type: "arrival", id: "b", heat_id: "1-1", order: [] }])).toEqual([arrival]);
    expect(parseQueue([{ ...arrival, offset: null }])).toEqual([]);
    expect(parseQueue("{not json")).toEqual([]);
    expect(parseQueue(undefined)).toEqual([]);
  });
});

describe("a tap before the phone's first clock answer (DESIGN 8f)", () => {
  it("waits raw while there is no estimate, never sent as if the clocks agreed", () => {
    expect(isRaw(raw("t2"))).toBe(true);
    expect(readyToSend(raw("t2"), null)).toBeNull();
  });

  it("goes with the estimate's offset and accuracy once the clock is known as well as a watch must be", () => {
    const estimate = { offset: 812.25, accuracy: 4.5, used: 1 };
    expect(readyToSend(raw("t2"), estimate)).toEqual({ ...laneTime("t2", 1), offset: 812.25, accuracy: 4.5 });
    expect(readyToSend(raw("t2"), { ...estimate, accuracy: 50 })).toMatchObject({ offset: 812.25, accuracy: 50 });
  });

  it("waits on a slow first answer for more samples, then goes with what there is", () => {
    const slow = { offset: 812.25, accuracy: 73, used: 1 };
    expect(readyToSend(raw("t2"), slow)).toBeNull();
    expect(readyToSend(raw("t2"), { ...slow, used: 4 })).toBeNull();
    expect(readyToSend(raw("t2"), { ...slow, used: 5 })).toMatchObject({ accuracy: 73 });
    expect(readyToSend(raw("t2"), { ...slow, accuracy: 90_000, used: 5 })).toMatchObject({ accuracy: UNSYNCHRONISED_MS });
  });

  it("sends every other record as it is", () => {
    expect(readyToSend(laneTime("t1"), null)).toEqual(laneTime("t1"));
    expect(readyToSend(arrival, null)).toBe(arrival);
  });
});
