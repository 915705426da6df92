// DESIGN 8: lane times from several watches (SW 11.3) and the status a stopped heat gets.
import { describe, expect, it } from "vitest";
import {
  placedOrder,
  formatVvaOrder,
  judgesDisagree,
  parseVvaOrder,
  positionsByTime,
  positionsFromFinishOrder,
  resultStatus,
  timesContradictArrival,
  vvaLaneKeys,
} from "./result-rules";
import type { Vva } from "../shared/programme";
import { heat, lane } from "../shared/test-heats";

describe("placedOrder", () => {
  it("leaves out the lanes that take no place, a dead heat of one lane becoming a single place", () => {
    const lanes = {
      "1": lane({ status: "DSQ" }),
      "2": lane({}),
      "3": lane({ status: "EXH" }),
      "4": lane({}),
      "5": lane({ status: "DNS" }),
    };
    expect(placedOrder(["1", ["2", "3"], "5", "4"], lanes)).toEqual(["2", "4"]);
    expect(placedOrder(["9", "2"], lanes)).toEqual(["2"]);
  });
});

describe("vva order strings", () => {
  const h = heat({ lanes: { "10": lane(), "2": lane(), "0": lane(), "5": lane() } });
  it("lanes in numeric order", () => {
    expect(vvaLaneKeys(h)).toEqual(["0", "2", "5", "10"]);
  });
  it("parse and format round trip, an empty entry means not seen", () => {
    const keys = vvaLaneKeys(h);
    const positions = parseVvaOrder("2, 1,,3", keys);
    expect([...positions]).toEqual([
      ["0", 2],
      ["2", 1],
      ["10", 3],
    ]);
    expect(formatVvaOrder(positions, keys)).toBe("2,1,,3");
  });
  it("ignores garbage", () => {
    expect(parseVvaOrder("x,-1,0,1e3", vvaLaneKeys(h)).size).toBe(0);
    expect(parseVvaOrder(null, vvaLaneKeys(h)).size).toBe(0);
  });
  it("finish order taps become positions", () => {
    expect([...positionsFromFinishOrder(["5", "2", "5", "0"])]).toEqual([
      ["5", 1],
      ["2", 2],
      ["0", 3],
    ]);
  });
  it("order by time shares places for equal hundredths", () => {
    const t = heat({
      lanes: { "1": lane({ time: 30_000 }), "2": lane({ time: 29_000 }), "3": lane({ time: 30_000 }), "4": lane() },
    });
    expect(formatVvaOrder(positionsByTime(t), vvaLaneKeys(t))).toBe("2,1,2,");
  });
});

// Four occupied lanes, times in lane order 30.00, 29.00, 31.00, 32.00: by time lane 2 wins.
function timedHeat(vva: Vva | null, over: Partial<Record<string, Partial<ReturnType<typeof lane>>>> = {}) {
  const times: Record<string, number> = { "1": 30_000, "2": 29_000, "3": 31_000, "4": 32_000 };
  const lanes = Object.fromEntries(Object.entries(times).map(([k, time]) => [k, lane({ time, ...over[k] })]));
  return heat({ lanes, vva });
}
const BY_TIME = "2,1,3,4";

describe("resultStatus (DESIGN 8, first match wins)", () => {
  it("5: every lane timed, judges agree with each other and the times", () => {
    expect(
      resultStatus(
        timedHeat({
          rows: [
            { r: "K", value: BY_TIME },
            { r: "K", value: BY_TIME },
          ],
        }),
      ),
    ).toBe(5);
  });

  it("5: no arrival order at all, all lanes timed", () => {
    expect(resultStatus(timedHeat(null))).toBe(5);
  });

  it("6: an occupied lane without time, DNS or DQ", () => {
    expect(resultStatus(timedHeat(null, { "3": { time: null } }))).toBe(6);
  });

  it("not 6: the lane without time did not start, or was disqualified, or is empty", () => {
    expect(resultStatus(timedHeat(null, { "3": { time: null, status: "DNS" } }))).toBe(5);
    expect(resultStatus(timedHeat(null, { "3": { time: null, dqs: { start: true } } }))).toBe(9);
    expect(resultStatus(timedHeat(null, { "3": { time: null, swimmer: "" } }))).toBe(5);
  });

  it("6: a heat without any officials' data", () => {
    expect(resultStatus(heat({ lanes: { "1": lane(), "2": lane() } }))).toBe(6);
  });

  it("6 wins over 8, 7 and 9", () => {
    const vva = {
      rows: [
        { r: "K" as const, value: "1,2,3,4" },
        { r: "K" as const, value: "2,1,3,4" },
      ],
    };
    expect(resultStatus(timedHeat(vva, { "1": { dqs: { turn: true } }, "3": { time: null } }))).toBe(6);
  });

  it("8: arrival-order judges disagree", () => {
    const vva = {
      rows: [
        { r: "K" as const, value: BY_TIME },
        { r: "K" as const, value: "1,2,3,4" },
      ],
    };
    expect(judgesDisagree(timedHeat(vva))).toBe(true);
    expect(resultStatus(timedHeat(vva))).toBe(8);
  });

  it("8: a dead heat seen by one judge and not by the other", () => {
    const vva = {
      rows: [
        { r: "K" as const, value: "2,1,3,4" },
        { r: "K" as const, value: "2,1,3,3" },
      ],
    };
    expect(resultStatus(timedHeat(vva))).toBe(8);
  });

  it("not 8: judges who each saw only some lanes agree where they overlap", () => {
    const vva = {
      rows: [
        { r: "K" as const, value: "2,1,," },
        { r: "K" as const, value: ",1,2,3" },
      ],
    };
    expect(judgesDisagree(timedHeat(vva))).toBe(false);
    expect(resultStatus(timedHeat(vva))).toBe(5);
  });

  it("S rows are not judges", () => {
    const vva = {
      rows: [
        { r: "K" as const, value: BY_TIME },
        { r: "S" as const, value: "4,3,2,1" },
      ],
    };
    expect(judgesDisagree(timedHeat(vva))).toBe(false);
  });

  it("8 wins over 7 and 9", () => {
    const vva = {
      rows: [
        { r: "K" as const, value: "1,2,3,4" },
        { r: "K" as const, value: "1,2,4,3" },
      ],
    };
    expect(resultStatus(timedHeat(vva, { "4": { dqs: { turn: true } } }))).toBe(8);
  });

  it("7: the order by time contradicts the judges", () => {
    const vva = {
      rows: [
        { r: "K" as const, value: "1,2,3,4" },
        { r: "K" as const, value: "1,2,3,4" },
      ],
    };
    expect(timesContradictArrival(timedHeat(vva))).toBe(true);
    expect(resultStatus(timedHeat(vva))).toBe(7);
  });

  it("7: the order by time contradicts the decided result", () => {
    expect(resultStatus(timedHeat({ result: "1,2,3,4" }))).toBe(7);
    expect(resultStatus(timedHeat({ result: BY_TIME, rows: [{ r: "K", value: "1,2,3,4" }] }))).toBe(5);
  });

  it("not 7: a dead heat by the judges or equal times", () => {
    expect(resultStatus(timedHeat({ rows: [{ r: "K", value: "1,1,3,4" }] }))).toBe(5);
    const equal = timedHeat({ rows: [{ r: "K", value: "1,2,3,4" }] }, { "1": { time: 29_000 } });
    expect(resultStatus(equal)).toBe(5);
  });

  it("7 wins over 9", () => {
    expect(resultStatus(timedHeat({ result: "1,2,3,4" }, { "4": { dqs: { stroke: true } } }))).toBe(7);
  });

  it("not 7: a lane that takes no place (DSQ, EXH) contradicts no order", () => {
    expect(resultStatus(timedHeat({ result: "1,2,3,4" }, { "2": { dqs: { stroke: true } } }))).toBe(9);
    expect(resultStatus(timedHeat({ result: "1,2,3,4" }, { "2": { status: "EXH" } }))).toBe(5);
  });

  it("9: any lane disqualified", () => {
    expect(resultStatus(timedHeat(null, { "4": { dqs: { stroke: false, turn: true } } }))).toBe(9);
    expect(resultStatus(timedHeat(null, { "4": { status: "DSQ" } }))).toBe(9);
    expect(resultStatus(timedHeat(null, { "4": { dqs: { stroke: false } } }))).toBe(5);
  });
});
