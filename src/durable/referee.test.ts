// DESIGN 8b: the referee's decisions beside the officials' records, and the heat they give.
import { describe, expect, it } from "vitest";
import { applyDecision as applyRoomDecision, describeLaneResult as describeRoomLaneResult } from "./referee";
import { applyRecord as applyRoomRecord, type OfficialRef } from "./official-records";
import { dutch, dutchly } from "./test-dutch";
import { heatResult } from "./heat-result";
import type { HeatEntry } from "./heat-entries";
import type { RecordMessage, RefereeMessage } from "../shared/live";
import type { Heat } from "../shared/programme";
import { heat, lane } from "../shared/test-heats";
import { acceptEffect } from "../shared/lane-time";

const applyDecision = dutchly(applyRoomDecision);
const applyRecord = dutchly(applyRoomRecord);
const describeLaneResult = (lane: Parameters<typeof describeRoomLaneResult>[0]) => dutch(describeRoomLaneResult(lane));

const START = 1_800_000_000_000;
const jan: OfficialRef = { id: 1, name: "Jan Jansen" };
const piet: OfficialRef = { id: 2, name: "Piet Pietersen" };
const REF = "Els Scheids";

/** Lanes 3, 4, 5 with a swimmer; stopped 60 s after START (status 6 until recomputed). */
function stoppedHeat(over: Partial<Heat> = {}): Heat {
  return heat({
    status: 6,
    start_time: START,
    end_time: START + 60_000,
    end_accuracy: 10,
    lanes: { "3": lane(), "4": lane(), "5": lane() },
    ...over,
  });
}

let n = 0;
const id = () => `m${++n}`;
const watch = (laneKey: string, ms: number): RecordMessage => ({
  type: "lane_time",
  id: id(),
  heat_id: "1-1",
  lane: laneKey,
  touched_at: START + ms,
  offset: 0,
  accuracy: 4,
  splits: [],
});
const result = (laneKey: string, time: number | null, status: "DNS" | "DNF" | "DSQ" | null = null, reason = ""): RefereeMessage => ({
  type: "lane_result",
  id: id(),
  heat_id: "1-1",
  lane: laneKey,
  time,
  status,
  reason,
});

/** Runs records and decisions one after another as the room does; returns the heat and what it stored. */
function run(start: Heat, steps: ([RecordMessage, OfficialRef] | RefereeMessage)[], at = START + 70_000) {
  let current = start;
  const stored: HeatEntry[] = [];
  const logs: string[] = [];
  for (const step of steps) {
    const outcome = Array.isArray(step)
      ? applyRecord(current, stored, step[0], step[1], at)
      : applyDecision(current, stored, step, REF, at);
    if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
    current = outcome.heat;
    stored.push(outcome.entry);
    logs.push(outcome.log);
  }
  return { heat: current, stored, logs };
}

describe("precedence per lane (DESIGN 8b)", () => {
  it("the referee's decision, else SW 11.3 over the watches, else nothing", () => {
    const { heat: h } = run(stoppedHeat(), [
      [watch("3", 31_200), jan],
      [watch("3", 31_400), piet],
      [watch("4", 32_000), jan],
      result("4", 31_950),
    ]);
    expect(h.lanes["3"]).toMatchObject({ time: 31_300, source: "watches", confirmed: true });
    expect(h.lanes["4"]).toMatchObject({ time: 31_950, source: "referee", decision: { time: 31_950, status: null, by: REF } });
    expect(h.lanes["4"]!.watches).toEqual([{ id: expect.any(String), official: "Jan Jansen", time: 32_000, splits: {} }]);
    expect(h.lanes["5"]).toMatchObject({ time: null, confirmed: false });
    expect(h.lanes["5"]!.source).toBeUndefined();
  });

  it("a later decision replaces an earlier one; a withdrawal lets the watches count again, and then nothing", () => {
    const { heat: h, logs } = run(stoppedHeat(), [
      [watch("4", 32_000), jan],
      result("4", 31_950),
      result("4", null, "DSQ", "SW 4.4"),
      result("4", null),
    ]);
    expect(h.lanes["4"]).toMatchObject({ time: 32_000, source: "watches" });
    expect(h.lanes["4"]!.decision).toBeUndefined();
    expect(logs.slice(1)).toEqual([
      "Programma 1, serie 1, baan 4: 32.00 → 31.95 (scheidsrechter Els Scheids)",
      "Programma 1, serie 1, baan 4: 31.95 → DSQ (scheidsrechter Els Scheids): SW 4.4",
      "Programma 1, serie 1, baan 4: beslissing ingetrokken, DSQ → 32.00 (scheidsrechter Els Scheids)",
    ]);
    const bare = run(stoppedHeat(), [result("5", null, "DNS"), result("5", null)]).heat;
    expect(bare.lanes["5"]).toMatchObject({ time: null, confirmed: false });
    expect(bare.lanes["5"]!.status).toBeUndefined();
  });

  it("on a heat with a file's results, a withdrawn decision gives the file's result back", () => {
    const imported = heat({ status: 5, lanes: { "4": lane({ time: 30_500, confirmed: true, splits: { "25": { time: 14_000 } } }) } });
    const decided = run(imported, [result("4", 30_400)]).heat;
    expect(decided.lanes["4"]).toMatchObject({ time: 30_400, source: "referee" });
    const back = run(imported, [result("4", 30_400), result("4", null)]).heat;
    expect(back.lanes["4"]).toMatchObject({ time: 30_500, source: "import", splits: { "25": { time: 14_000 } } });
  });
});

describe("the status after each kind of decision (DESIGN 8)", () => {
  const timed = (): ([RecordMessage, OfficialRef] | RefereeMessage)[] => [
    [watch("3", 31_000), jan],
    [watch("4", 32_000), jan],
  ];

  it("a missing lane is 6; its DNS or DNF makes 5; a DSQ makes 9; a time makes 5", () => {
    expect(run(stoppedHeat(), timed()).heat.status).toBe(6);
    expect(run(stoppedHeat(), [...timed(), result("5", null, "DNS")]).heat.status).toBe(5);
    expect(run(stoppedHeat(), [...timed(), result("5", null, "DNF")]).heat.status).toBe(5);
    expect(run(stoppedHeat(), [...timed(), result("5", 33_000)]).heat.status).toBe(5);
    expect(run(stoppedHeat(), [...timed(), result("5", 33_000, "DSQ", "SW 6.5")]).heat.status).toBe(9);
    expect(run(stoppedHeat(), [...timed(), result("5", null, "DSQ")]).heat.status).toBe(9);
  });

  it("a corrected time that contradicts the judge gives 7; the referee's order ends both 7 and 8", () => {
    const judged = (order: string[], official: OfficialRef): [RecordMessage, OfficialRef] => [
      { type: "arrival", id: id(), heat_id: "1-1", order, seen_start: START },
      official,
    ];
    const base = [...timed(), result("5", 33_000), judged(["3", "4", "5"], jan)];
    expect(run(stoppedHeat(), base).heat.status).toBe(5);
    expect(run(stoppedHeat(), [...base, result("4", 30_000)]).heat.status).toBe(7);
    const disagree = [...base, judged(["4", "3", "5"], piet)];
    expect(run(stoppedHeat(), disagree).heat.status).toBe(8);
    const decided = run(stoppedHeat(), [...disagree, { type: "arrival_decision", id: id(), heat_id: "1-1", order: ["3", "4", "5"] }]).heat;
    expect(decided.status).toBe(5);
    expect(decided.vva).toMatchObject({ result: "1,2,3", decided: true });
  });

  it("a running race keeps status 1 whatever is decided", () => {
    const running = stoppedHeat({ status: 1, end_time: null });
    expect(run(running, [result("5", null, "DSQ")]).heat.status).toBe(1);
  });
});

describe("dead heats", () => {
  it("a judge's two lanes together share a place, and the next place is skipped", () => {
    const { heat: h, logs } = run(stoppedHeat(), [
      [{ type: "arrival", id: id(), heat_id: "1-1", order: [["4", "3"], "5"], seen_start: START }, jan],
    ]);
    expect(h.vva?.rows).toEqual([{ r: "K", value: "1,1,3" }]);
    expect(logs[0]).toBe("Programma 1, serie 1: volgorde van aankomst 4=3, 5 (Jan Jansen)");
  });

  it("equal times against a judged dead heat are no contradiction; the referee can decide one too", () => {
    const steps: ([RecordMessage, OfficialRef] | RefereeMessage)[] = [
      [watch("3", 31_000), jan],
      [watch("4", 31_000), piet],
      result("5", 32_000),
      [{ type: "arrival", id: id(), heat_id: "1-1", order: [["3", "4"], "5"], seen_start: START }, jan],
    ];
    expect(run(stoppedHeat(), steps).heat.status).toBe(5);
    const decided = run(stoppedHeat(), [...steps, { type: "arrival_decision", id: id(), heat_id: "1-1", order: ["5", ["3", "4"]] }]).heat;
    expect(decided.vva?.result).toBe("2,2,1");
    expect(decided.status).toBe(7);
  });
});

describe("a dead heat the referee decides (DESIGN 8b)", () => {
  const timed: ([RecordMessage, OfficialRef] | RefereeMessage)[] = [
    [watch("3", 30_000), jan],
    [watch("4", 30_020), piet],
    [watch("5", 31_000), jan],
  ];
  const deadHeat: RefereeMessage = { type: "arrival_decision", id: "dh", heat_id: "1-1", order: [["3", "4"], "5"] };

  it("judges who agree on one only propose it: each lane keeps its own time", () => {
    const { heat: h } = run(stoppedHeat(), [
      ...timed,
      [{ type: "arrival", id: id(), heat_id: "1-1", order: [["3", "4"], "5"], seen_start: START }, jan],
      [{ type: "arrival", id: id(), heat_id: "1-1", order: [["3", "4"], "5"], seen_start: START }, piet],
    ]);
    expect([h.lanes["3"]!.time, h.lanes["4"]!.time]).toEqual([30_000, 30_020]);
  });

  it("gives its lanes one official time, the mean truncated to hundredths (SW 11.2); the other lanes keep theirs", () => {
    const { heat: h } = run(stoppedHeat(), [...timed, deadHeat]);
    expect([h.lanes["3"]!.time, h.lanes["4"]!.time, h.lanes["5"]!.time]).toEqual([30_010, 30_010, 31_000]);
    expect([h.lanes["3"]!.measured_time, h.lanes["4"]!.measured_time, h.lanes["5"]!.measured_time]).toEqual([30_000, 30_020, undefined]);
    expect(h.lanes["3"]!.watches![0]!.time).toBe(30_000);
    expect(h.status).toBe(5);
    const truncated = run(stoppedHeat(), [[watch("3", 30_000), jan], [watch("4", 30_010), piet], deadHeat]).heat;
    expect([truncated.lanes["3"]!.time, truncated.lanes["4"]!.time]).toEqual([30_000, 30_000]);
  });

  it("a time the referee enters on a lane of it is its one time; withdrawing the decision gives back the lanes' own times", () => {
    const entered = run(stoppedHeat(), [...timed, deadHeat, result("4", 30_050)]).heat;
    expect([entered.lanes["3"]!.time, entered.lanes["4"]!.time]).toEqual([30_050, 30_050]);
    expect(entered.lanes["3"]!.measured_time).toBe(30_000);
    expect(entered.vva?.time).toBe("1,1,3");
    // Entered before the dead heat was decided, it is the dead heat's time all the same.
    const before = run(stoppedHeat(), [...timed, result("3", 30_000), deadHeat]).heat;
    expect([before.lanes["3"]!.time, before.lanes["4"]!.time]).toEqual([30_000, 30_000]);
    // Two lanes the referee entered differently keep the referee's word each; a third takes the last entered.
    const three = run(stoppedHeat(), [
      ...timed,
      { type: "arrival_decision", id: id(), heat_id: "1-1", order: [["3", "4", "5"]] },
      result("5", 30_030),
      result("3", 30_010),
    ]).heat;
    expect([three.lanes["3"]!.time, three.lanes["4"]!.time, three.lanes["5"]!.time]).toEqual([30_010, 30_010, 30_030]);
    // Withdrawn, the referee's time no longer sets the dead heat's: the mean does again.
    const withdrawn = run(stoppedHeat(), [...timed, deadHeat, result("4", 30_050), result("4", null)]).heat;
    expect([withdrawn.lanes["3"]!.time, withdrawn.lanes["4"]!.time]).toEqual([30_010, 30_010]);
    const undone = run(stoppedHeat(), [
      ...timed,
      deadHeat,
      { type: "arrival_decision", id: id(), heat_id: "1-1", order: ["3", "4", "5"] },
    ]).heat;
    expect([undone.lanes["3"]!.time, undone.lanes["4"]!.time]).toEqual([30_000, 30_020]);
    expect(undone.lanes["3"]!.measured_time).toBeUndefined();
  });

  it("a disqualified lane or an exhibition swim takes no part", () => {
    const { heat: h } = run(stoppedHeat(), [...timed, result("4", 30_020, "DSQ", "SW 4.4"), deadHeat]);
    expect([h.lanes["3"]!.time, h.lanes["4"]!.time]).toEqual([30_000, 30_020]);
    const guest = run(stoppedHeat({ lanes: { "3": lane(), "4": lane({ entry_status: "EXH" }), "5": lane() } }), [...timed, deadHeat]).heat;
    expect([guest.lanes["3"]!.time, guest.lanes["4"]!.time]).toEqual([30_000, 30_020]);
  });
});

describe("a decision that moves a dead heat's other lanes says so (DESIGN 8b)", () => {
  // Lane 3 at 4.20 by Jan, lane 4 at 4.15 by Piet: the referee's dead heat gives both 4.17.
  const swum: ([RecordMessage, OfficialRef] | RefereeMessage)[] = [
    [watch("3", 4_200), jan],
    [watch("4", 4_150), piet],
    [watch("5", 5_000), jan],
  ];
  const deadHeat = (): RefereeMessage => ({ type: "arrival_decision", id: id(), heat_id: "1-1", order: [["3", "4"], "5"] });
  const settle = (): RefereeMessage => ({ type: "settle", id: id(), heat_id: "1-1", settled: true });

  it("accepting a late correction on one lane logs the other lane's old and new time, as the sheet said it would", () => {
    const { heat: settled, stored } = run(stoppedHeat(), [...swum, deadHeat(), settle()]);
    expect([settled.lanes["3"]!.time, settled.lanes["4"]!.time]).toEqual([4_170, 4_170]);
    const jansWatch = settled.lanes["3"]!.watches![0]!.id;
    const corrected = applyRecord(
      settled,
      stored,
      { type: "correct_record", id: id(), heat_id: "1-1", record_id: jansWatch, correction: { kind: "time", time: 4_350 } },
      jan,
      START + 80_000,
    );
    if (!corrected.ok) throw new Error(corrected.message);
    const waiting = corrected.heat.lanes["3"]!.watches!.find((w) => w.pending)!;
    // The sheet's word before accepting, by the shared rule.
    expect(acceptEffect(corrected.heat, waiting.id)).toEqual({
      lane: "3",
      time: 4_250,
      partners: [{ lane: "4", before: 4_170, after: 4_250 }],
    });

    const accepted = applyDecision(
      corrected.heat,
      [...stored, corrected.entry],
      { type: "accept_record", id: id(), heat_id: "1-1", record_id: waiting.id },
      REF,
      START + 90_000,
    );
    if (!accepted.ok) throw new Error(accepted.message);
    expect([accepted.heat.lanes["3"]!.time, accepted.heat.lanes["4"]!.time]).toEqual([4_250, 4_250]);
    expect(accepted.log).toBe(
      "Programma 1, serie 1, baan 3: tijd 4.35 van Jan Jansen geaccepteerd (scheidsrechter Els Scheids); " +
        "daardoor baan 4: 4.17 → 4.25 (dode race)",
    );
  });

  it("a time the referee enters on one lane, the dead heat itself and a timekeeper's correction name every other lane they move", () => {
    const { logs } = run(stoppedHeat(), [...swum, deadHeat(), result("4", 4_180), result("4", null)]);
    expect(logs.slice(3)).toEqual([
      "Programma 1, serie 1: volgorde van aankomst vastgesteld op 3=4, 5 (scheidsrechter Els Scheids); " +
        "daardoor baan 3: 4.20 → 4.17 (dode race); daardoor baan 4: 4.15 → 4.17 (dode race)",
      "Programma 1, serie 1, baan 4: 4.17 → 4.18 (scheidsrechter Els Scheids); daardoor baan 3: 4.17 → 4.18 (dode race)",
      "Programma 1, serie 1, baan 4: beslissing ingetrokken, 4.18 → 4.17 (scheidsrechter Els Scheids); " +
        "daardoor baan 3: 4.18 → 4.17 (dode race)",
    ]);
    // Not settled, a correction counts at once, and moves the partner with it.
    const { heat: decided, stored } = run(stoppedHeat(), [...swum, deadHeat()]);
    const corrected = applyRecord(
      decided,
      stored,
      {
        type: "correct_record",
        id: id(),
        heat_id: "1-1",
        record_id: decided.lanes["4"]!.watches![0]!.id,
        correction: { kind: "time", time: 4_100 },
      },
      piet,
      START + 80_000,
    );
    expect(corrected.ok && corrected.log).toBe(
      "Programma 1, serie 1, baan 4: 4.15 → 4.10 (verbeterd door Piet Pietersen); daardoor baan 3: 4.17 → 4.15 (dode race)",
    );
    // A decision that moves no other lane says only what it does.
    expect(run(stoppedHeat(), [...swum, result("5", 4_990)]).logs.at(-1)).toBe(
      "Programma 1, serie 1, baan 5: 5.00 → 4.99 (scheidsrechter Els Scheids)",
    );
  });
});

describe("a reason belongs to the status it explains (DESIGN 8b, 8c)", () => {
  it("a note on a time entered for an exhibition swim stays the decision's, never the EXH's reason; a DSQ keeps its reason", () => {
    const guest = stoppedHeat({ lanes: { "3": lane(), "4": lane(), "6": lane({ entry_status: "EXH" }) } });
    const { heat: h } = run(guest, [result("6", 3_400, null, "Handtijd referee"), result("4", 3_310, "DSQ", "WPS 11.3")]);
    expect(h.lanes["6"]).toMatchObject({ time: 3_400, status: "EXH", decision: { reason: "Handtijd referee" } });
    expect(h.lanes["6"]!.reason).toBeUndefined();
    expect(h.lanes["4"]).toMatchObject({ time: 3_310, status: "DSQ", reason: "WPS 11.3" });
  });
});

describe("late records and settling", () => {
  it("a running heat is not settled: the result is settled only after the stop", () => {
    const running = stoppedHeat({ status: 1, end_time: null });
    const refused = applyDecision(running, [], { type: "settle", id: id(), heat_id: "1-1", settled: true }, REF, START + 10_000);
    expect(refused).toEqual({
      ok: false,
      code: "not_stopped",
      message: "Deze serie is nog niet gestopt: de uitslag wordt pas na de stop vastgesteld.",
    });
  });

  it("a touch after the stop plus its accuracy waits for the referee, and counts once accepted", () => {
    // The stop was at 60.00 s with an accuracy of 10 ms: 60.01 still counts, 60.02 waits.
    const late = watch("4", 60_020);
    const onTime = watch("3", 60_010);
    const { heat: h, stored } = run(stoppedHeat(), [
      [late, jan],
      [onTime, piet],
    ]);
    expect(h.lanes["4"]).toMatchObject({ time: null, watches: [{ time: 60_020, pending: true }] });
    expect(h.lanes["3"]).toMatchObject({ time: 60_010, source: "watches" });
    expect(h.status).toBe(6);
    const accepted = applyDecision(h, stored, { type: "accept_record", id: id(), heat_id: "1-1", record_id: late.id }, REF, START + 80_000);
    expect(accepted.ok && accepted.heat.lanes["4"]).toMatchObject({ time: 60_020, source: "watches" });
  });

  it("after settling, every record waits; reopening lets those that arrive next count", () => {
    const settle = (settled: boolean): RefereeMessage => ({ type: "settle", id: id(), heat_id: "1-1", settled });
    const { heat: h } = run(stoppedHeat(), [[watch("3", 31_000), jan], settle(true), [watch("3", 31_500), piet]]);
    expect(h.settled).toBe(true);
    expect(h.lanes["3"]).toMatchObject({ time: 31_000 });
    expect(h.lanes["3"]!.watches![1]).toMatchObject({ official: "Piet Pietersen", pending: true });
    const reopened = run(stoppedHeat(), [settle(true), settle(false), [watch("3", 31_500), piet]]).heat;
    expect(reopened.settled).toBeUndefined();
    expect(reopened.lanes["3"]!.time).toBe(31_500);
  });
});

describe("refusals (bad input changes nothing)", () => {
  const refuse = (h: Heat | undefined, message: RefereeMessage) => {
    const outcome = applyDecision(h, [], message, REF, START + 70_000);
    return outcome.ok ? null : outcome.code;
  };

  it(
    "a time that is not whole hundredths, negative, zero or beside DNS/DNF; " +
      "an unknown lane or heat; a long reason; a heat never started",
    () => {
      expect(refuse(stoppedHeat(), result("4", 31_205))).toBe("bad_result");
      expect(refuse(stoppedHeat(), result("4", -31_200))).toBe("bad_result");
      expect(refuse(stoppedHeat(), result("4", 0))).toBe("bad_result");
      expect(refuse(stoppedHeat(), result("4", 31_200.5))).toBe("bad_result");
      expect(refuse(stoppedHeat(), result("4", 31_200, "DNF"))).toBe("bad_result");
      expect(refuse(stoppedHeat(), result("9", 31_200))).toBe("unknown_lane");
      expect(refuse(undefined, result("4", 31_200))).toBe("unknown_heat");
      expect(refuse(stoppedHeat(), result("4", 31_200, "DSQ", "x".repeat(201)))).toBe("bad_reason");
      expect(refuse(stoppedHeat(), result("4", 31_200, "DSQ", ` ${"x".repeat(200)} `))).toBeNull();
      expect(refuse(heat({ lanes: { "4": lane() } }), result("4", 31_200))).toBe("not_swum");
    },
  );

  it("never modifies its input", () => {
    const h = stoppedHeat();
    const before = structuredClone(h);
    applyDecision(h, [], result("4", 31_200, "DSQ", "SW 4.4"), REF, START);
    expect(h).toEqual(before);
  });
});

describe("the log's wording", () => {
  it("names a lane's result as a time, a status, both, or none", () => {
    expect(describeLaneResult({ time: 31_200, status: null })).toBe("31.20");
    expect(describeLaneResult({ time: null, status: "DNS" })).toBe("DNS");
    expect(describeLaneResult({ time: 31_200, status: "DSQ" })).toBe("DSQ 31.20");
    expect(describeLaneResult({ time: null, status: undefined })).toBe("geen uitslag");
  });
});

describe("heatResult on its own", () => {
  it("a reset heat started again drops every entry of the earlier race", () => {
    const first = run(stoppedHeat(), [[watch("3", 31_000), jan], result("4", null, "DSQ")]);
    const again = heatResult({ ...first.heat, status: 1, start_time: START + 600_000, end_time: null }, first.stored);
    for (const key of ["3", "4", "5"]) {
      expect(again.lanes[key]).toMatchObject({ time: null, confirmed: false });
      expect(again.lanes[key]!.watches).toBeUndefined();
      expect(again.lanes[key]!.decision).toBeUndefined();
    }
  });
});

describe("rejecting a waiting record (DESIGN 8e)", () => {
  it("a late watch waits, counted in the heat's waiting records, and once rejected is shown and never counts", () => {
    const late = watch("4", 60_020);
    const { heat: h, stored } = run(stoppedHeat(), [
      [watch("3", 31_000), jan],
      [late, jan],
    ]);
    expect(h.lanes["4"]!.watches![0]).toMatchObject({ pending: true });
    const rejected = applyDecision(h, stored, { type: "reject_record", id: id(), heat_id: "1-1", record_id: late.id }, REF, START + 80_000);
    if (!rejected.ok) throw new Error(rejected.code);
    expect(rejected.heat.lanes["4"]).toMatchObject({ time: null, watches: [{ time: 60_020, rejected: true }] });
    expect(rejected.heat.lanes["4"]!.watches![0]!.pending).toBeUndefined();
    expect(rejected.log).toBe("Programma 1, serie 1, baan 4: 1:00.02 van Jan Jansen afgewezen (scheidsrechter Els Scheids)");
  });

  it("a record that counts, or one unknown, cannot be rejected", () => {
    const onTime = watch("3", 31_000);
    const { heat: h, stored } = run(stoppedHeat(), [[onTime, jan]]);
    const counted = applyDecision(
      h,
      stored,
      { type: "reject_record", id: id(), heat_id: "1-1", record_id: onTime.id },
      REF,
      START + 80_000,
    );
    expect(counted.ok ? null : counted.code).toBe("not_waiting");
    const unknown = applyDecision(h, stored, { type: "reject_record", id: id(), heat_id: "1-1", record_id: "nope" }, REF, START + 80_000);
    expect(unknown.ok ? null : unknown.code).toBe("unknown_record");
  });

  it("a correction that arrived after settling and is rejected leaves the official's earlier time counting", () => {
    const first = watch("3", 31_000);
    const settle: RefereeMessage = { type: "settle", id: id(), heat_id: "1-1", settled: true };
    const { heat: h, stored } = run(stoppedHeat(), [[first, jan], settle, [watch("3", 31_500), jan]]);
    const waiting = h.lanes["3"]!.watches!.find((w) => w.pending)!;
    const rejected = applyDecision(
      h,
      stored,
      { type: "reject_record", id: id(), heat_id: "1-1", record_id: waiting.id },
      REF,
      START + 80_000,
    );
    expect(rejected.ok && rejected.heat.lanes["3"]!.time).toBe(31_000);
  });
});
