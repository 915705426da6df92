import { describe, expect, it } from "vitest";
import type { OwnRecord } from "../../../shared/live";
import { heat, lane, watch } from "../../../shared/test-heats";
import { historyOf, originalsKey, readOriginals, rememberOriginal } from "./history";
import { memoryStore } from "../storage/testStore";

const START = 1_800_000_000_000;
const time = (id: string, heatId: string, laneKey: string, ms: number, over: Partial<OwnRecord> = {}): OwnRecord =>
  ({
    id,
    heat_id: heatId,
    start_time: START,
    corrected: false,
    withdrawn: false,
    kind: "time",
    lane: laneKey,
    time: ms,
    ...over,
  }) as OwnRecord;
const order = (id: string, heatId: string): OwnRecord => ({
  id,
  heat_id: heatId,
  start_time: START,
  corrected: false,
  withdrawn: false,
  kind: "order",
  order: ["4", ["3", "5"]],
});

describe("historyOf", () => {
  const heats = [
    heat({
      id: "1-1",
      start_time: START,
      lanes: { "3": lane(), "10": lane({ watches: [watch("a", 31_000)], decision: { time: 31_100, status: null, by: "Els" } }) },
    }),
    heat({
      id: "1-2",
      heat_number: 2,
      start_time: START,
      vva: { decided: true },
      pending_orders: [{ id: "o", official: "Jan", order: "4, 3=5" }],
    }),
    heat({ id: "2-1", event_number: 2, start_time: START, lanes: { "4": lane({ watches: [watch("p", 40_000, { pending: true })] }) } }),
    heat({ id: "2-2", event_number: 2, heat_number: 2 }),
  ];

  it("lists the heats the official recorded, newest in the programme first, lanes in pool order and the order last", () => {
    const history = historyOf(
      [time("a", "1-1", "10", 31_000), order("o", "1-2"), time("b", "1-1", "3", 30_000), time("p", "2-1", "4", 40_000)],
      heats,
    );
    expect(history.map((h) => [h.heat.id, h.records.map((r) => r.subject)])).toEqual([
      ["2-1", ["4"]],
      ["1-2", ["order"]],
      ["1-1", ["3", "10"]],
    ]);
  });

  it("says what waits for the referee and where the referee decided", () => {
    const [waiting, ordered, decided] = historyOf(
      [time("a", "1-1", "10", 31_000), order("o", "1-2"), time("p", "2-1", "4", 40_000)],
      heats,
    );
    expect(waiting!.records[0]).toMatchObject({ pending: true, decision: null });
    expect(ordered!.records[0]).toMatchObject({ pending: true, orderDecided: true });
    expect(decided!.records[0]).toMatchObject({ pending: false, decision: { time: 31_100, by: "Els" } });
  });

  it("says which records the referee rejected, a watch or an order (DESIGN 8e)", () => {
    const rejecting = [
      heat({ id: "3-1", event_number: 3, start_time: START, lanes: { "4": lane({ watches: [watch("w", 40_000, { rejected: true })] }) } }),
      heat({ id: "3-2", event_number: 3, heat_number: 2, start_time: START, rejected_orders: ["r"] }),
    ];
    const [order_, time_] = historyOf([time("w", "3-1", "4", 40_000), order("r", "3-2")], rejecting);
    expect(time_!.records[0]).toMatchObject({ rejected: true, pending: false });
    expect(order_!.records[0]).toMatchObject({ rejected: true, pending: false });
    expect(historyOf([order("o", "1-2")], heats)[0]!.records[0]).toMatchObject({ rejected: false });
  });

  it("leaves out records of a heat's earlier race, and shows nothing before the room sent them", () => {
    expect(historyOf([time("a", "1-1", "3", 30_000, { start_time: START - 600_000 })], heats)).toEqual([]);
    expect(historyOf(null, heats)).toEqual([]);
  });
});

describe("the originals of corrected records", () => {
  const KEY = originalsKey(7, 3);

  it("keeps what was first sent through every later correction, and survives damage", () => {
    const store = memoryStore();
    expect(readOriginals(store, KEY)).toEqual({});
    expect(rememberOriginal(store, KEY, { id: "first" }, "c1", "3.58")).toEqual({ c1: "3.58" });
    // Correcting the correction again: still the time first sent.
    expect(rememberOriginal(store, KEY, { id: "c1" }, "c2", "3.50")).toEqual({ c1: "3.58", c2: "3.58" });
    expect(readOriginals(store, KEY)).toEqual({ c1: "3.58", c2: "3.58" });
    store.setItem(KEY, '{"c3": 4, "c4": "1. baan 4"}');
    expect(readOriginals(store, KEY)).toEqual({ c4: "1. baan 4" });
    store.setItem(KEY, "kapot");
    expect(readOriginals(store, KEY)).toEqual({});
  });
});
