// DESIGN 8: what an official's lane time does to a heat.
import { describe, expect, it } from "vitest";
import type { LaneTimeMessage } from "../shared/live";
import { lane } from "../shared/test-heats";
import { apply, applyRecord, arrival, jan, kees, laneTime, PHONE_BEHIND, piet, race, RECEIVED, refused, START } from "./test-records";

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
    const { heat: h } = apply(race(), [
      [laneTime("1", 31_200), jan],
      [unsure, piet],
    ]);
    expect(h.lanes["1"]!.watches!.map((w) => [w.official, w.clock_accuracy])).toEqual([
      ["Jan Jansen", undefined],
      ["Piet Pietersen", 81],
    ]);
    expect(h.lanes["1"]!.time).toBe(31_300);
  });

  it("two timekeepers: their mean; three: the two that agree, else the middle one (SW 11.3)", () => {
    expect(
      apply(race(), [
        [laneTime("1", 31_200), jan],
        [laneTime("1", 31_400), piet],
      ]).heat.lanes["1"]!.time,
    ).toBe(31_300);
    const agree = apply(race(), [
      [laneTime("1", 31_200), jan],
      [laneTime("1", 31_900), piet],
      [laneTime("1", 31_209), kees],
    ]);
    expect(agree.heat.lanes["1"]!.time).toBe(31_200);
    const differ = apply(race(), [
      [laneTime("1", 31_200), jan],
      [laneTime("1", 31_900), piet],
      [laneTime("1", 31_500), kees],
    ]);
    expect(differ.heat.lanes["1"]!.time).toBe(31_500);
  });

  it("an official who sends again corrects their own time; the others' stay", () => {
    const { heat: h } = apply(race(), [
      [laneTime("1", 31_000), jan],
      [laneTime("1", 31_200), piet],
      [laneTime("1", 31_400), jan],
    ]);
    expect(h.lanes["1"]!.time).toBe(31_300);
  });

  it("a heat swum again after a reset ignores the records of the earlier race", () => {
    const first = apply(race(), [
      [laneTime("1", 31_000), jan],
      [laneTime("2", 33_000), jan],
      [arrival("1", "2"), piet],
    ]);
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

  // Walk 11 F11: a touch ten minutes ahead showed as the lane's time on every screen while the race ran.
  it("future_time: a touch, or a split, later than the room received it beyond the phone clock's accuracy and two seconds", () => {
    const future = {
      code: "future_time",
      message:
        "Deze tijd ligt in de toekomst: de klok van je telefoon loopt niet gelijk. " +
        "Wacht tot je telefoon 'Klok gelijk' toont, en geef deze tijd door aan de scheidsrechter.",
    };
    const received = START + 31_000;
    // accuracy 3 (laneTime's): up to 2,003 ms after the arrival is the clock's uncertainty.
    expect(refused(applyRecord(race(), [], laneTime("1", 31_000 + 2_003), jan, received))).toBeNull();
    expect(refused(applyRecord(race(), [], laneTime("1", 31_000 + 2_004), jan, received))).toEqual(future);
    expect(refused(applyRecord(race(), [], laneTime("1", 31_000 + 600_000), jan, received))).toEqual(future);
    expect(refused(applyRecord(race(), [], laneTime("1", 30_000, [[50, 40_000]]), jan, received))).toEqual(future);
    // A phone that knew its offset only to ±800 ms may be that much further ahead.
    const unsure = { ...laneTime("1", 31_000 + 2_500), accuracy: 800 };
    expect(refused(applyRecord(race(), [], unsure, jan, received))).toBeNull();
  });
});

describe("an order made before a reset", () => {
  it("is refused once the heat was started again; one made without a start seen counts only in a heat's first race", () => {
    const again = race({ start_time: START + 600_000 });
    const restartedRefusal = {
      code: "restarted",
      message: "Deze serie is opnieuw gestart: deze volgorde hoort bij de vorige start.",
    };
    expect(refused(applyRecord(again, [], arrival("1", "2"), kees, RECEIVED, true))).toEqual(restartedRefusal);
    expect(refused(applyRecord(again, [], { ...arrival("1", "2"), seen_start: null }, kees, RECEIVED, true))).toEqual(restartedRefusal);
    expect(refused(applyRecord(again, [], { ...arrival("1", "2"), seen_start: START + 600_000 }, kees, RECEIVED, true))).toBeNull();
    expect(refused(applyRecord(race(), [], { ...arrival("1", "2"), seen_start: null }, kees, RECEIVED))).toBeNull();
  });
});

describe("splits", () => {
  const badSplit = { code: "bad_split", message: "Deze tussentijd past niet bij de afstand van deze serie." };

  it("bad_split: a split at no 50 m wall of the race, at the finish, or twice at one wall", () => {
    // race() is 100 m: its only wall is at 50 m.
    for (const splits of [
      [[25, 15_000]],
      [[100, 60_000]],
      [
        [50, 15_000],
        [50, 16_000],
      ],
      [[150, 50_000]],
    ] as [number, number][][]) {
      expect(refused(applyRecord(race(), [], laneTime("1", 70_000, splits), jan, RECEIVED))).toEqual(badSplit);
    }
    expect(refused(applyRecord(race(), [], laneTime("1", 70_000, [[50, 30_000]]), jan, RECEIVED))).toBeNull();
  });

  it("a relay's walls run over all its legs", () => {
    const relay = race({ distance: 50, relaycount: 4 });
    expect(
      refused(
        applyRecord(
          relay,
          [],
          laneTime("1", 120_000, [
            [50, 30_000],
            [100, 60_000],
            [150, 90_000],
          ]),
          jan,
          RECEIVED,
        ),
      ),
    ).toBeNull();
    expect(refused(applyRecord(relay, [], laneTime("1", 120_000, [[200, 110_000]]), jan, RECEIVED))).toEqual(badSplit);
  });
});
