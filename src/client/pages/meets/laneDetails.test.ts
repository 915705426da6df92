import { describe, expect, it } from "vitest";
import type { Heat, Lane } from "../../../shared/programme";
import { lane as baseLane } from "../../../shared/test-heats";
import { editableLanes, isStopped, pendingRecords, sortedSplits } from "./laneDetails";

const lane = (swimmer: string, extra: Partial<Lane> = {}): Lane => baseLane({ swimmer, handicap: null, club: null, ...extra });

describe("a lane's splits", () => {
  it("run from the nearest wall, whether a lane's {time} or a watch's ms", () => {
    expect(sortedSplits({ "100": { time: 62_000 }, "50": { time: 30_000 } })).toEqual([
      { distance: "50", time: 30_000 },
      { distance: "100", time: 62_000 },
    ]);
    expect(sortedSplits({ "150": 90_000, "50": 30_000 })).toEqual([
      { distance: "50", time: 30_000 },
      { distance: "150", time: 90_000 },
    ]);
    expect(sortedSplits(undefined)).toEqual([]);
  });
});

describe("records that wait for the referee", () => {
  it("lists pending watches in lane order, then arrival orders", () => {
    const heat: Pick<Heat, "lanes" | "pending_orders"> = {
      lanes: {
        "10": lane("Tien", { watches: [{ id: "w3", official: "Piet", time: 31_000, splits: {}, pending: true }] }),
        "4": lane("Vier", {
          watches: [
            { id: "w1", official: "Jan", time: 30_000, splits: {} },
            { id: "w2", official: "Kees", time: 30_100, splits: {}, pending: true },
          ],
        }),
      },
      pending_orders: [{ id: "o1", official: "Marie", order: "4, 3=5, 6" }],
    };
    expect(pendingRecords(heat)).toEqual([
      { kind: "watch", id: "w2", lane: "4", official: "Kees", time: 30_100 },
      { kind: "watch", id: "w3", lane: "10", official: "Piet", time: 31_000 },
      { kind: "order", id: "o1", official: "Marie", places: [["4"], ["3", "5"], ["6"]] },
    ]);
  });

  it("says which of them an official withdraws (DESIGN 8)", () => {
    const heat: Pick<Heat, "lanes" | "pending_orders"> = {
      lanes: { "4": lane("Vier", { watches: [{ id: "w1", official: "Jan", time: 30_000, splits: {}, pending: true, withdrawn: true }] }) },
      pending_orders: [{ id: "o1", official: "Marie", order: "4, 3", withdrawn: true }],
    };
    expect(pendingRecords(heat)).toEqual([
      { kind: "watch", id: "w1", lane: "4", official: "Jan", time: 30_000, withdrawn: true },
      { kind: "order", id: "o1", official: "Marie", places: [["4"], ["3"]], withdrawn: true },
    ]);
  });

  it("is empty when nothing waits", () => {
    expect(pendingRecords({ lanes: { "1": lane("Een") } })).toEqual([]);
  });
});

describe("what the referee may decide", () => {
  it("is every occupied lane, once the heat is no longer planned", () => {
    const lanes = { "1": lane("Een"), "2": lane(""), "3": lane("Drie") };
    expect([...editableLanes({ lanes, status: 0 })]).toEqual([]);
    expect([...editableLanes({ lanes, status: 1 })]).toEqual(["1", "3"]);
    expect([...editableLanes({ lanes, status: 6 })]).toEqual(["1", "3"]);
  });

  it("settles and decides the order only after the stop", () => {
    expect([0, 1, 5, 6, 7, 8, 9, 10].map(isStopped)).toEqual([false, false, true, true, true, true, true, true]);
  });
});
