import { describe, expect, it } from "vitest";
import { orderToKeep, parseKeptOrder, restoreOrder, waitingOrderHeat } from "./judgeOrder";

const START = 1_763_797_200_000.5;
const heat = { id: "1-1", start_time: START };
const tapped = [["4"], ["3", "5"]];

describe("an arrival-order judge's taps kept on the phone (DESIGN 8f)", () => {
  it("keeps the order with its heat and start exactly, and nothing when nothing is tapped", () => {
    const kept = orderToKeep(heat, tapped);
    expect(parseKeptOrder(structuredClone(kept))).toEqual({ heat_id: "1-1", seen_start: START, order: tapped });
    expect(orderToKeep(heat, [])).toBeNull();
  });

  it("brings the order back on its heat while its start is the one it was tapped in", () => {
    const kept = orderToKeep(heat, tapped);
    expect(restoreOrder(kept, heat)).toEqual(tapped);
    expect(restoreOrder(kept, { ...heat, id: "1-2" })).toEqual([]);
    expect(restoreOrder(kept, { ...heat, start_time: START + 60_000 })).toEqual([]);
    expect(restoreOrder(orderToKeep({ ...heat, start_time: null }, tapped), heat)).toEqual(tapped);
    expect(restoreOrder(null, heat)).toEqual([]);
  });

  it("opens the judge's screen on the heat whose order waits", () => {
    expect(waitingOrderHeat(orderToKeep(heat, tapped))).toBe("1-1");
    expect(waitingOrderHeat(null)).toBeNull();
  });

  it("counts a damaged entry as none", () => {
    expect(parseKeptOrder({ heat_id: "1-1", seen_start: START, order: [[4]] })).toBeNull();
    expect(parseKeptOrder(undefined)).toBeNull();
  });
});
