// DESIGN 8e: what a lane of the start list offers on race day, before and after its heat starts.
import { describe, expect, it } from "vitest";
import { HEAT_STATUS } from "./heat-rules";
import { entryStatusOf, isWithdrawn } from "./programme";
import { classRefusal, freeLanes, lineupChoices, lineupRefusal, moveTargets, poolLanes, sportClasses } from "./lineup-rules";
import { heat, lane } from "./test-heats";

const empty = lane({ swimmer: "", club: null, handicap: null });

describe("entry status", () => {
  it("is the lane's entry_status, or an old lane's never-recorded WDR, SICK or EXH", () => {
    expect(entryStatusOf(lane({ entry_status: "EXH", status: "EXH" }))).toBe("EXH");
    expect(entryStatusOf(lane({ status: "WDR" }))).toBe("WDR");
    expect(entryStatusOf(lane({ status: "DNS" }))).toBeUndefined();
    // A status the watches or the referee gave is a result, not the start list's.
    expect(entryStatusOf(lane({ status: "EXH", time: 31_000, source: "watches" }))).toBeUndefined();
    expect(isWithdrawn(lane({ status: "SICK" }))).toBe(true);
    expect(isWithdrawn(lane({ entry_status: "EXH" }))).toBe(false);
  });
});

describe("the changes a lane offers", () => {
  const planned = heat({ lanes: { "3": lane(), "4": lane({ entry_status: "WDR", status: "WDR" }), "5": empty } });

  it("before the start: withdraw or restore, move, class, codes and exhibition; an empty lane takes a late entry", () => {
    expect(lineupChoices(planned, "3")).toEqual(["withdraw", "move", "class", "codes", "exhibition"]);
    expect(lineupChoices(planned, "4")).toEqual(["restore", "move", "class", "codes"]);
    expect(lineupChoices(planned, "5")).toEqual(["enter"]);
    expect(lineupChoices(planned, "6")).toEqual(["enter"]);
  });

  it("after the start only class, codes and exhibition", () => {
    const swum = { ...planned, status: HEAT_STATUS.FINAL, start_time: 1 };
    expect(lineupChoices(swum, "3")).toEqual(["class", "codes", "exhibition"]);
    expect(lineupChoices(swum, "4")).toEqual(["class", "codes"]);
    expect(lineupChoices(swum, "5")).toEqual([]);
  });

  it("a relay takes no late entry and has no class or codes", () => {
    const relay = { ...planned, relaycount: 4 };
    expect(lineupChoices(relay, "3")).toEqual(["withdraw", "move", "exhibition"]);
    expect(lineupChoices(relay, "5")).toEqual([]);
    expect(lineupRefusal(relay, "3", "class")).toBe("relay_class");
  });

  it("a class is one of the event's stroke group, the ones the page offers, or none", () => {
    expect(classRefusal({ stroke: "FREE" }, "SB5")).toBe("wrong_class");
    expect(classRefusal({ stroke: "FREE" }, "S5")).toBeNull();
    expect(classRefusal({ stroke: "BREAST" }, "SB5")).toBeNull();
    expect(classRefusal({ stroke: "MEDLEY" }, "S5")).toBe("wrong_class");
    expect(classRefusal({ stroke: "FREE" }, null)).toBeNull();
    expect(sportClasses("FREE").every((cls) => classRefusal({ stroke: "FREE" }, cls) === null)).toBe(true);
  });
});

describe("lanes to fill and to move to", () => {
  const h11 = heat({ id: "1-1", heat_number: 1, lanes: { "3": lane({ swimmer: "A" }), "4": lane({ swimmer: "B" }), "5": empty } });
  const h12 = heat({ id: "1-2", heat_number: 2, lanes: { "1": lane({ swimmer: "C" }), "2": lane({ swimmer: "D" }) } });
  const h13 = heat({ id: "1-3", heat_number: 3, status: HEAT_STATUS.FINAL, start_time: 5, lanes: { "1": lane({ swimmer: "E" }) } });
  const h21 = heat({ id: "2-1", event_number: 2, lanes: { "6": lane({ swimmer: "F" }) } });
  const heats = [h11, h12, h13, h21];

  it("the pool runs from the meet's lowest lane to its highest", () => {
    expect(poolLanes(heats)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(poolLanes([])).toEqual([]);
  });

  it("a heat's free lanes are the pool's lanes without a swimmer", () => {
    expect(freeLanes(h11, poolLanes(heats))).toEqual(["1", "2", "5", "6"]);
  });

  it("a swimmer moves within the event's heats that have not started, to an empty lane or to swap", () => {
    const targets = moveTargets(heats, h11, "3", poolLanes(heats));
    expect(targets.map((t) => t.heat.id)).toEqual(["1-1", "1-2"]);
    expect(targets[0]!.lanes.map((l) => l.lane)).toEqual(["1", "2", "4", "5", "6"]);
    expect(targets[0]!.lanes.find((l) => l.lane === "4")).toEqual({ lane: "4", swimmer: "B", withdrawn: false });
    expect(targets[1]!.lanes.slice(0, 3)).toEqual([
      { lane: "1", swimmer: "C", withdrawn: false },
      { lane: "2", swimmer: "D", withdrawn: false },
      { lane: "3", swimmer: null, withdrawn: false },
    ]);
    expect(moveTargets(heats, h13, "1", poolLanes(heats))).toEqual([]);
  });

  it("a withdrawn swimmer's lane says so: moving there swaps with someone who does not swim", () => {
    const withdrawn = heat({ id: "1-4", event_number: 1, lanes: { "2": lane({ swimmer: "W", status: "WDR", entry_status: "WDR" }) } });
    const target = moveTargets([h11, withdrawn], h11, "3", poolLanes(heats)).find((t) => t.heat.id === "1-4")!;
    expect(target.lanes.find((l) => l.lane === "2")).toEqual({ lane: "2", swimmer: "W", withdrawn: true });
  });

  it("a heat with ten lanes gains no other", () => {
    const full = heat({ lanes: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i), lane()])) });
    expect(freeLanes(full, ["0", "1", "10"])).toEqual([]);
  });
});

describe("sport classes", () => {
  it("are the stroke's own, or all of them", () => {
    expect(sportClasses("BREAST")).toHaveLength(15);
    expect(sportClasses("BREAST")[0]).toBe("SB1");
    expect(sportClasses("FLY").at(-1)).toBe("S15");
    expect(sportClasses("TOWFINS")).toHaveLength(45);
  });
});
