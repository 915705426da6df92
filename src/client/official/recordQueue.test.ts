import { describe, expect, it } from "vitest";
import type { ArrivalMessage, LaneTimeMessage } from "../../shared/live";
import { dequeue, enqueue, queueKey, readQueue } from "./recordQueue";
import { memoryStore } from "./testStore";

const laneTime = (id: string, splits = 0): LaneTimeMessage => ({
  type: "lane_time",
  id,
  heat_id: "1-1",
  lane: "4",
  touched_at: 1_763_797_231_240.1234,
  offset: -12.5,
  accuracy: 3.2,
  splits: Array.from({ length: splits }, (_, i) => ({ distance: 50 * (i + 1), touched_at: 1_763_797_200_000.1234 + i * 30_000 })),
});
const arrival: ArrivalMessage = { type: "arrival", id: "a1", heat_id: "1-1", order: ["4", "5", "3"], seen_start: null };

describe("the record queue", () => {
  const key = queueKey(7, 3);

  it("keeps records per meet and official until each is answered by id", () => {
    const store = memoryStore();
    enqueue(store, key, laneTime("t1"));
    enqueue(store, key, arrival);
    expect(readQueue(store, queueKey(7, 4))).toEqual([]);
    expect(readQueue(store, key).map((r) => r.id)).toEqual(["t1", "a1"]);
    expect(dequeue(store, key, "t1")).toEqual([arrival]);
    expect(dequeue(store, key, "a1")).toEqual([]);
    expect(store.data.has(key)).toBe(false);
  });

  it("keeps the raw tap and the offset exactly as taken", () => {
    const store = memoryStore();
    enqueue(store, key, laneTime("t1", 2));
    expect(readQueue(store, key)).toEqual([laneTime("t1", 2)]);
  });

  it("holds a record once, however often it is queued", () => {
    const store = memoryStore();
    enqueue(store, key, arrival);
    expect(enqueue(store, key, arrival)).toEqual([arrival]);
  });

  it("drops what the room could never accept, and survives a damaged entry", () => {
    const store = memoryStore();
    store.setItem(key, JSON.stringify([arrival, { type: "start", id: "x" }, { type: "arrival", id: "b", heat_id: "1-1", order: [] }]));
    expect(readQueue(store, key)).toEqual([arrival]);
    store.setItem(key, "{not json");
    expect(readQueue(store, key)).toEqual([]);
  });
});
