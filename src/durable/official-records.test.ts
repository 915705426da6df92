// DESIGN 8: what an official's lane time or arrival order does to a heat.
import { describe, expect, it } from "vitest";
import { applyRecord as applyRoomRecord, type OfficialRef } from "./official-records";
import { dutchly } from "./test-dutch";
import type { HeatEntry } from "./heat-result";
import type { ArrivalMessage, CorrectRecordMessage, LaneTimeMessage, RecordMessage } from "../shared/live";
import type { Heat } from "../shared/programme";
import { heat, lane } from "../shared/test-heats";

const applyRecord = dutchly(applyRoomRecord);

const START = 1_800_000_000_000;
const RECEIVED = START + 40_000;
const jan: OfficialRef = { id: 1, name: "Jan Jansen" };
const piet: OfficialRef = { id: 2, name: "Piet Pietersen" };
const kees: OfficialRef = { id: 3, name: "Kees Klok" };

/** Lanes 1–3 with a swimmer, lane 4 empty; running since START. */
function race(over: Partial<Heat> = {}): Heat {
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
const PHONE_BEHIND = 86_400_000;
function laneTime(laneKey: string, ms: number, splits: [number, number][] = []): LaneTimeMessage {
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
const arrival = (...order: string[]): ArrivalMessage => ({ type: "arrival", id: `r${++n}`, heat_id: "1-1", order, seen_start: START });

const refused = (result: ReturnType<typeof applyRecord>) => (result.ok ? null : { code: result.code, message: result.message });

/** Applies the records one after another as the room does, keeping what it would store. */
function apply(start: Heat, records: [RecordMessage, OfficialRef][], stored: HeatEntry[] = []) {
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

describe("a timekeeper's lane time", () => {
  it("is the touch on the room's clock minus the start, truncated to hundredths, and confirms the lane", () => {
    const before = race();
    const result = applyRecord(before, [], laneTime("2", 31_238), jan, RECEIVED);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.heat.lanes["2"]).toMatchObject({ time: 31_230, confirmed: true });
    expect(result.heat.lanes["1"]).toEqual(before.lanes["1"]);
    expect(result.heat.status).toBe(1);
    expect(result.log).toBe("Programma 1, serie 1, baan 2: 31.23 (Jan Jansen)");
    expect(result.entry).toEqual({
      ...laneTime("2", 31_238),
      id: expect.any(String),
      official_id: 1,
      official_name: "Jan Jansen",
      received_at: RECEIVED,
      start_time: START,
      time: 31_230,
    });
    // The input is never modified: the room's cached heats are shared.
    expect(before.lanes["2"]!.time).toBeNull();
  });

  // DESIGN 8f: the referee sees which watch came from a phone whose clock was unsure.
  it("marks a watch whose clock accuracy was over 50 ms, and counts it as any other", () => {
    const unsure = { ...laneTime("1", 31_400), accuracy: 80.4 };
    const { heat: h } = apply(race(), [[laneTime("1", 31_200), jan], [unsure, piet]]);
    expect(h.lanes["1"]!.watches!.map((w) => [w.official, w.clock_accuracy])).toEqual([
      ["Jan Jansen", undefined],
      ["Piet Pietersen", 81],
    ]);
    expect(h.lanes["1"]!.time).toBe(31_300);
  });

  it("two timekeepers: their mean; three: the two that agree, else the middle one (SW 11.3)", () => {
    expect(apply(race(), [[laneTime("1", 31_200), jan], [laneTime("1", 31_400), piet]]).heat.lanes["1"]!.time).toBe(31_300);
    const agree = apply(race(), [[laneTime("1", 31_200), jan], [laneTime("1", 31_900), piet], [laneTime("1", 31_209), kees]]);
    expect(agree.heat.lanes["1"]!.time).toBe(31_200);
    const differ = apply(race(), [[laneTime("1", 31_200), jan], [laneTime("1", 31_900), piet], [laneTime("1", 31_500), kees]]);
    expect(differ.heat.lanes["1"]!.time).toBe(31_500);
  });

  it("an official who sends again corrects their own time; the others' stay", () => {
    const { heat: h } = apply(race(), [[laneTime("1", 31_000), jan], [laneTime("1", 31_200), piet], [laneTime("1", 31_400), jan]]);
    expect(h.lanes["1"]!.time).toBe(31_300);
  });

  it("a heat swum again after a reset ignores the records of the earlier race", () => {
    const first = apply(race(), [[laneTime("1", 31_000), jan], [laneTime("2", 33_000), jan], [arrival("1", "2"), piet]]);
    const restart = START + 600_000;
    const again = race({ ...first.heat, start_time: restart });
    const touch: LaneTimeMessage = { ...laneTime("1", 0), touched_at: restart + 35_000 - PHONE_BEHIND };
    const { heat: h } = apply(again, [[touch, piet]], first.stored);
    expect(h.lanes["1"]!.time).toBe(35_000);
    // Lane 2 has no record of the new race: the earlier race's time no longer counts (DESIGN 8b).
    expect(h.lanes["2"]!.time).toBeNull();
    // The earlier race's judge row no longer counts either; only the new race's times order.
    expect(h.vva).toEqual({ time: "1,,," });
  });

  it("splits are race times keyed by distance, combined like lane times; a split of an earlier race is gone", () => {
    const start = race({ lanes: { ...race().lanes, "1": lane({ splits: { "25": { time: 14_000 } } }) } });
    const { heat: h } = apply(start, [
      [laneTime("1", 62_000, [[50, 30_000]]), jan],
      [laneTime("1", 62_200, [[50, 30_209]]), piet],
    ]);
    expect(h.lanes["1"]!.splits).toEqual({ "50": { time: 30_100 } });
    expect(h.lanes["1"]!.time).toBe(62_100);
  });
});

describe("refusals", () => {

  it("an unknown heat, a heat not started, a lane that is not in the heat", () => {
    expect(refused(applyRecord(undefined, [], laneTime("1", 30_000), jan, RECEIVED))).toEqual({
      code: "unknown_heat",
      message: "Deze serie bestaat niet (meer).",
    });
    for (const message of [laneTime("1", 30_000), arrival("1")]) {
      expect(refused(applyRecord(race({ status: 0, start_time: null }), [], message, jan, RECEIVED))).toEqual({
        code: "not_started",
        message: "Deze serie is nog niet gestart.",
      });
    }
    for (const message of [laneTime("9", 30_000), arrival("1", "9")]) {
      expect(refused(applyRecord(race(), [], message, jan, RECEIVED))).toEqual({
        code: "unknown_lane",
        message: "Deze baan bestaat niet in deze serie.",
      });
    }
  });

  it("bad_time: a touch at or before the start, more than two hours after it, or such a split", () => {
    const badTime = { code: "bad_time", message: "Deze tijd kan niet kloppen: controleer de klok van je telefoon." };
    for (const ms of [0, 9, -5_000, 2 * 3600_000 + 10]) {
      expect(refused(applyRecord(race(), [], laneTime("1", ms), jan, RECEIVED))).toEqual(badTime);
    }
    expect(refused(applyRecord(race(), [], laneTime("1", 60_000, [[50, -10]]), jan, RECEIVED))).toEqual(badTime);
    expect(refused(applyRecord(race(), [], laneTime("1", 10), jan, RECEIVED))).toBeNull();
    expect(refused(applyRecord(race(), [], laneTime("1", 2 * 3600_000), jan, RECEIVED))).toBeNull();
  });
});

describe("an order made before a reset", () => {
  it("is refused once the heat was started again, and counts when the phone had not heard a start", () => {
    const again = race({ start_time: START + 600_000 });
    expect(refused(applyRecord(again, [], arrival("1", "2"), kees, RECEIVED))).toEqual({
      code: "restarted",
      message: "Deze serie is opnieuw gestart: deze volgorde hoort bij de vorige start.",
    });
    expect(refused(applyRecord(again, [], { ...arrival("1", "2"), seen_start: null }, kees, RECEIVED))).toBeNull();
    expect(refused(applyRecord(again, [], { ...arrival("1", "2"), seen_start: START + 600_000 }, kees, RECEIVED))).toBeNull();
  });
});

describe("splits", () => {
  const badSplit = { code: "bad_split", message: "Deze tussentijd past niet bij de afstand van deze serie." };

  it("bad_split: a split at no 50 m wall of the race, at the finish, or twice at one wall", () => {
    // race() is 100 m: its only wall is at 50 m.
    for (const splits of [[[25, 15_000]], [[100, 60_000]], [[50, 15_000], [50, 16_000]], [[150, 50_000]]] as [number, number][][]) {
      expect(refused(applyRecord(race(), [], laneTime("1", 70_000, splits), jan, RECEIVED))).toEqual(badSplit);
    }
    expect(refused(applyRecord(race(), [], laneTime("1", 70_000, [[50, 30_000]]), jan, RECEIVED))).toBeNull();
  });

  it("a relay's walls run over all its legs", () => {
    const relay = race({ distance: 50, relaycount: 4 });
    expect(refused(applyRecord(relay, [], laneTime("1", 120_000, [[50, 30_000], [100, 60_000], [150, 90_000]]), jan, RECEIVED))).toBeNull();
    expect(refused(applyRecord(relay, [], laneTime("1", 120_000, [[200, 110_000]]), jan, RECEIVED))).toEqual(badSplit);
  });
});

describe("an arrival-order judge", () => {
  it("adds a K row in vva order (lanes ascending), the decided result, and the order by times; an earlier race's rows are gone", () => {
    const withS = race({ vva: { rows: [{ r: "S", value: "1,2,3," }, { r: "K", value: "3,2,1," }] } });
    const { heat: h, logs } = apply(withS, [[laneTime("1", 31_000), jan], [laneTime("2", 30_000), piet], [arrival("2", "1", "3"), kees]]);
    expect(h.vva).toEqual({ rows: [{ r: "K", value: "2,1,3," }], result: "2,1,3,", time: "2,1,," });
    expect(logs[2]).toBe("Programma 1, serie 1: volgorde van aankomst 2, 1, 3 (Kees Klok)");
  });

  it("the order by times follows every new time", () => {
    const { heat: h } = apply(race(), [[arrival("1", "2"), kees], [laneTime("2", 30_000), jan], [laneTime("1", 29_000), piet]]);
    expect(h.vva?.time).toBe("1,2,,");
  });

  it("a judge who sends again replaces their own row; two judges who disagree leave no result", () => {
    const agreeing = apply(race(), [[arrival("1", "2", "3"), jan], [arrival("2", "1", "3"), piet], [arrival("1", "2", "3"), piet]]);
    expect(agreeing.heat.vva).toEqual({ rows: [{ r: "K", value: "1,2,3," }, { r: "K", value: "1,2,3," }], result: "1,2,3," });
    const disagreeing = apply(agreeing.heat, [[arrival("3", "2", "1"), piet]], agreeing.stored);
    expect(disagreeing.heat.vva).toEqual({ rows: [{ r: "K", value: "1,2,3," }, { r: "K", value: "3,2,1," }] });
  });
});

describe("the status of a stopped heat", () => {
  const stopped = (over: Partial<Heat> = {}) => race({ status: 6, end_time: START + 70_000, ...over });

  it("stays 'Race bezig' while the race runs, however complete the records are", () => {
    const { heat: h } = apply(race(), [[laneTime("1", 30_000), jan], [laneTime("2", 31_000), jan], [laneTime("3", 32_000), jan]]);
    expect(h.status).toBe(1);
  });

  it("goes from 'Uitslag incompleet' to 'Uitslag definitief' as the last occupied lane gets its time", () => {
    const partial = apply(stopped(), [[laneTime("1", 30_000), jan], [laneTime("2", 31_000), piet]]);
    expect(partial.heat.status).toBe(6);
    expect(apply(partial.heat, [[laneTime("3", 32_000), kees]], partial.stored).heat.status).toBe(5);
  });

  it("8 when the judges disagree, 7 when the times contradict the arrival order", () => {
    const timed = apply(stopped(), [[laneTime("1", 30_000), jan], [laneTime("2", 31_000), jan], [laneTime("3", 32_000), jan]]);
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
    const timed = apply(stopped(), [[laneTime("1", 30_000), jan], [laneTime("1", 30_400), piet]]);
    const original = timed.stored[0]!;
    const { heat: h, stored, logs } = apply(timed.heat, [[correct(original.id, { kind: "time", time: 30_200 }), jan]], timed.stored);
    // Two watches, 30.20 and 30.40: their mean.
    expect(h.lanes["1"]).toMatchObject({ time: 30_300, source: "watches" });
    // The referee sees the correction and what was first sent (issue 26).
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
    const timed = apply(stopped(), [[laneTime("1", 30_000), jan], [arrival("1", "2"), kees]]);
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
    const settled: HeatEntry = { type: "settle", id: "s1", heat_id: "1-1", settled: true, by: "Els", received_at: RECEIVED, start_time: START };
    const stored = [...timed.stored, settled];
    const { heat: h } = apply(timed.heat, [[correct(timed.stored[0]!.id, { kind: "withdraw" }), jan]], stored);
    expect(h.lanes["1"]).toMatchObject({ time: 30_000, source: "watches" });
    expect(h.lanes["1"]!.watches).toEqual([
      { id: timed.stored[0]!.id, official: "Jan Jansen", time: 30_000, splits: {} },
      { id: expect.any(String), official: "Jan Jansen", time: 30_000, splits: {}, pending: true, withdrawn: true },
    ]);
  });
});
