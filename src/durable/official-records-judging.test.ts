// DESIGN 8: what an official's arrival order and their corrections do to a heat, and the status of a stopped heat.
import { describe, expect, it } from "vitest";
import type { HeatEntry } from "./heat-entries";
import type { OfficialRef } from "./official-records";
import type { CorrectRecordMessage } from "../shared/live";
import type { Heat } from "../shared/programme";
import { apply, applyRecord, arrival, jan, kees, laneTime, piet, race, RECEIVED, refused, START } from "./test-records";

// Ids of this file's corrections.
let n = 0;

describe("an arrival-order judge", () => {
  it("adds a K row in vva order (lanes ascending), the decided result, and the order by times; an earlier race's rows are gone", () => {
    const withS = race({
      vva: {
        rows: [
          { r: "S", value: "1,2,3," },
          { r: "K", value: "3,2,1," },
        ],
      },
    });
    const { heat: h, logs } = apply(withS, [
      [laneTime("1", 31_000), jan],
      [laneTime("2", 30_000), piet],
      [arrival("2", "1", "3"), kees],
    ]);
    expect(h.vva).toEqual({ rows: [{ r: "K", value: "2,1,3," }], result: "2,1,3,", time: "2,1,," });
    expect(logs[2]).toBe("Programma 1, serie 1: volgorde van aankomst 2, 1, 3 (Kees Klok)");
  });

  it("the order by times follows every new time", () => {
    const { heat: h } = apply(race(), [
      [arrival("1", "2"), kees],
      [laneTime("2", 30_000), jan],
      [laneTime("1", 29_000), piet],
    ]);
    expect(h.vva?.time).toBe("1,2,,");
  });

  it("a judge who sends again replaces their own row; two judges who disagree leave no result", () => {
    const agreeing = apply(race(), [
      [arrival("1", "2", "3"), jan],
      [arrival("2", "1", "3"), piet],
      [arrival("1", "2", "3"), piet],
    ]);
    expect(agreeing.heat.vva).toEqual({
      rows: [
        { r: "K", value: "1,2,3," },
        { r: "K", value: "1,2,3," },
      ],
      result: "1,2,3,",
    });
    const disagreeing = apply(agreeing.heat, [[arrival("3", "2", "1"), piet]], agreeing.stored);
    expect(disagreeing.heat.vva).toEqual({
      rows: [
        { r: "K", value: "1,2,3," },
        { r: "K", value: "3,2,1," },
      ],
    });
  });
});

describe("the status of a stopped heat", () => {
  const stopped = (over: Partial<Heat> = {}) => race({ status: 6, end_time: START + 70_000, ...over });

  it("stays 'Race bezig' while the race runs, however complete the records are", () => {
    const { heat: h } = apply(race(), [
      [laneTime("1", 30_000), jan],
      [laneTime("2", 31_000), jan],
      [laneTime("3", 32_000), jan],
    ]);
    expect(h.status).toBe(1);
  });

  it("goes from 'Uitslag incompleet' to 'Uitslag definitief' as the last occupied lane gets its time", () => {
    const partial = apply(stopped(), [
      [laneTime("1", 30_000), jan],
      [laneTime("2", 31_000), piet],
    ]);
    expect(partial.heat.status).toBe(6);
    expect(apply(partial.heat, [[laneTime("3", 32_000), kees]], partial.stored).heat.status).toBe(5);
  });

  it("8 when the judges disagree, 7 when the times contradict the arrival order", () => {
    const timed = apply(stopped(), [
      [laneTime("1", 30_000), jan],
      [laneTime("2", 31_000), jan],
      [laneTime("3", 32_000), jan],
    ]);
    expect(timed.heat.status).toBe(5);
    const contradicting = apply(timed.heat, [[arrival("2", "1", "3"), piet]], timed.stored);
    expect(contradicting.heat.status).toBe(7);
    const disagreeing = apply(contradicting.heat, [[arrival("1", "2", "3"), kees]], contradicting.stored);
    expect(disagreeing.heat.status).toBe(8);
  });
});

describe("an official's correction of their own record (DESIGN 8)", () => {
  const stopped = () => race({ status: 6, end_time: START + 70_000 });
  const correct = (record_id: string, correction: CorrectRecordMessage["correction"]): CorrectRecordMessage => ({
    type: "correct_record",
    id: `c${++n}`,
    heat_id: "1-1",
    record_id,
    correction,
  });

  it("a corrected time counts instead of the original; both stay stored, and the log says what changed", () => {
    const timed = apply(stopped(), [
      [laneTime("1", 30_000), jan],
      [laneTime("1", 30_400), piet],
    ]);
    const original = timed.stored[0]!;
    const { heat: h, stored, logs } = apply(timed.heat, [[correct(original.id, { kind: "time", time: 30_200 }), jan]], timed.stored);
    // Two watches, 30.20 and 30.40: their mean.
    expect(h.lanes["1"]).toMatchObject({ time: 30_300, source: "watches" });
    // The referee sees the correction beside the time first sent, so no changed time goes unnoticed.
    expect(h.lanes["1"]!.watches!.map((w) => [w.official, w.time, w.first_time])).toEqual([
      ["Piet Pietersen", 30_400, undefined],
      ["Jan Jansen", 30_200, 30_000],
    ]);
    expect(stored).toHaveLength(3);
    expect(stored[0]).toEqual(original);
    expect(stored[2]).toMatchObject({ type: "correct_record", record_id: original.id, official_id: 1, start_time: START });
    expect(logs[0]).toBe("Programma 1, serie 1, baan 1: 30.00 → 30.20 (verbeterd door Jan Jansen)");
    const again = apply(h, [[correct(stored[2]!.id, { kind: "time", time: 30_100 }), jan]], stored);
    expect(again.heat.lanes["1"]!.watches!.find((w) => w.official === "Jan Jansen")).toMatchObject({ time: 30_100, first_time: 30_000 });
    const back = apply(again.heat, [[correct(again.stored[3]!.id, { kind: "time", time: 30_000 }), jan]], again.stored);
    expect(back.heat.lanes["1"]!.watches!.find((w) => w.official === "Jan Jansen")!.first_time).toBeUndefined();
  });

  it("a withdrawal takes the official's time out; a correction of the withdrawal brings one back", () => {
    const timed = apply(stopped(), [[laneTime("2", 31_000), jan]]);
    const withdrawn = apply(timed.heat, [[correct(timed.stored[0]!.id, { kind: "withdraw" }), jan]], timed.stored);
    expect(withdrawn.heat.lanes["2"]).toMatchObject({ time: null, confirmed: false });
    expect(withdrawn.heat.lanes["2"]!.watches).toBeUndefined();
    expect(withdrawn.heat.status).toBe(6);
    expect(withdrawn.logs[0]).toBe("Programma 1, serie 1, baan 2: 31.00 ingetrokken door Jan Jansen");
    const back = apply(withdrawn.heat, [[correct(withdrawn.stored[1]!.id, { kind: "time", time: 31_100 }), jan]], withdrawn.stored);
    expect(back.heat.lanes["2"]).toMatchObject({ time: 31_100, source: "watches" });
  });

  it("corrects an arrival order and withdraws one", () => {
    const judged = apply(stopped(), [[arrival("1", "2", "3"), kees]]);
    const corrected = apply(judged.heat, [[correct(judged.stored[0]!.id, { kind: "order", order: ["2", "1", "3"] }), kees]], judged.stored);
    expect(corrected.heat.vva?.rows).toEqual([{ r: "K", value: "2,1,3," }]);
    expect(corrected.logs[0]).toBe("Programma 1, serie 1, volgorde van aankomst: 1, 2, 3 → 2, 1, 3 (verbeterd door Kees Klok)");
    const withdrawn = apply(corrected.heat, [[correct(corrected.stored[1]!.id, { kind: "withdraw" }), kees]], corrected.stored);
    expect(withdrawn.heat.vva).toBeNull();
  });

  it("refuses someone else's record, a record of an earlier race, a time for an order and an impossible time", () => {
    const timed = apply(stopped(), [
      [laneTime("1", 30_000), jan],
      [arrival("1", "2"), kees],
    ]);
    const [time, order] = timed.stored;
    const tries: [CorrectRecordMessage, OfficialRef, Heat, string][] = [
      [correct(time!.id, { kind: "time", time: 30_100 }), piet, timed.heat, "unknown_record"],
      [correct("nothing", { kind: "withdraw" }), jan, timed.heat, "unknown_record"],
      [correct(time!.id, { kind: "time", time: 30_100 }), jan, { ...timed.heat, start_time: START + 600_000 }, "old_race"],
      [correct(order!.id, { kind: "time", time: 30_100 }), kees, timed.heat, "bad_correction"],
      [correct(time!.id, { kind: "order", order: ["1"] }), jan, timed.heat, "bad_correction"],
      [correct(time!.id, { kind: "time", time: 30_105 }), jan, timed.heat, "bad_corrected_time"],
      [correct(time!.id, { kind: "time", time: 0 }), jan, timed.heat, "bad_corrected_time"],
      [correct(order!.id, { kind: "order", order: ["1", "9"] }), kees, timed.heat, "unknown_lane"],
    ];
    for (const [message, official, h, code] of tries) {
      expect(refused(applyRecord(h, timed.stored, message, official, RECEIVED))?.code).toBe(code);
    }
  });

  it("waits for the referee once the result is settled; the settled time counts meanwhile", () => {
    const timed = apply(stopped(), [[laneTime("1", 30_000), jan]]);
    const settled: HeatEntry = {
      type: "settle",
      id: "s1",
      heat_id: "1-1",
      settled: true,
      by: "Els",
      received_at: RECEIVED,
      start_time: START,
    };
    const stored = [...timed.stored, settled];
    const { heat: h } = apply(timed.heat, [[correct(timed.stored[0]!.id, { kind: "withdraw" }), jan]], stored);
    expect(h.lanes["1"]).toMatchObject({ time: 30_000, source: "watches" });
    expect(h.lanes["1"]!.watches).toEqual([
      { id: timed.stored[0]!.id, official: "Jan Jansen", time: 30_000, splits: {} },
      { id: expect.any(String), official: "Jan Jansen", time: 30_000, splits: {}, pending: true, withdrawn: true },
    ]);
  });
});
