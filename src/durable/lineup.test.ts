// DESIGN 8e: race-day changes to the start list, and what a started heat still allows.
import { describe, expect, it } from "vitest";
import { applyLineup as applyRoomLineup } from "./lineup";
import { dutchly } from "./test-dutch";
import { applyRecord } from "./official-records";
import { heatResult } from "./heat-result";
import type { HeatEntry } from "./heat-entries";
import type { LineupChange, LineupMessage } from "../shared/live";
import type { Heat } from "../shared/programme";
import { heat, lane } from "../shared/test-heats";

const applyLineup = dutchly(applyRoomLineup);

const START = 1_800_000_000_000;

/** Event 1 with two planned heats and event 2 with one; lanes 4 and 5 of 1-1 and lane 4 of 1-2 taken. */
function programme(): Heat[] {
  return [
    heat({ id: "1-1", lanes: { "4": lane({ swimmer: "De Vries, Anna" }), "5": lane({ swimmer: "Jansen, Piet" }) } }),
    heat({ id: "1-2", heat_number: 2, lanes: { "4": lane({ swimmer: "Bakker, Els" }) } }),
    heat({ id: "2-1", event_number: 2, lanes: { "4": lane({ swimmer: "Smit, Jan" }) } }),
  ];
}

const change = (heatId: string, laneKey: string, c: LineupChange): LineupMessage => ({
  type: "lineup",
  id: "c1",
  heat_id: heatId,
  lane: laneKey,
  change: c,
});

function apply(heats: Heat[], message: LineupMessage, entries: HeatEntry[] = []) {
  const result = applyLineup(heats, message, () => entries);
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result;
}

const refusal = (heats: Heat[], message: LineupMessage) => {
  const result = applyLineup(heats, message, () => []);
  return result.ok ? null : result.code;
};

describe("before the start", () => {
  it("a withdrawal makes the lane WDR, counted as having a result; restoring takes it back", () => {
    const withdrawn = apply(programme(), change("1-1", "4", { kind: "withdraw" }));
    expect(withdrawn.heats[0]!.lanes["4"]).toMatchObject({ status: "WDR", entry_status: "WDR" });
    expect(withdrawn.log).toBe("Programma 1, serie 1, baan 4: De Vries, Anna afgemeld");
    const heats = programme().map((h) => (h.id === "1-1" ? withdrawn.heats[0]! : h));
    const restored = apply(heats, change("1-1", "4", { kind: "restore" })).heats[0]!.lanes["4"]!;
    expect(restored.status).toBeUndefined();
    expect(restored.entry_status).toBeUndefined();
    expect(refusal(programme(), change("1-1", "4", { kind: "restore" }))).toBe("bad_lineup");
  });

  it("a move to an empty lane of the same event leaves the old lane empty; onto a swimmer it swaps", () => {
    const moved = apply(programme(), change("1-1", "4", { kind: "move", to_heat_id: "1-2", to_lane: "6" }));
    expect(Object.keys(moved.heats[0]!.lanes)).toEqual(["5"]);
    expect(moved.heats[1]!.lanes["6"]!.swimmer).toBe("De Vries, Anna");
    expect(moved.log).toBe("Programma 1, serie 1, baan 4: De Vries, Anna verplaatst naar programma 1, serie 2, baan 6");
    const swapped = apply(programme(), change("1-1", "4", { kind: "move", to_heat_id: "1-2", to_lane: "4" }));
    expect(swapped.heats[0]!.lanes["4"]!.swimmer).toBe("Bakker, Els");
    expect(swapped.heats[1]!.lanes["4"]!.swimmer).toBe("De Vries, Anna");
    const within = apply(programme(), change("1-1", "4", { kind: "move", to_heat_id: "1-1", to_lane: "5" }));
    expect(within.heats).toHaveLength(1);
    expect(within.heats[0]!.lanes["4"]!.swimmer).toBe("Jansen, Piet");
    expect(within.heats[0]!.lanes["5"]!.swimmer).toBe("De Vries, Anna");
  });

  it("a move to another event, to the same lane, to an unknown heat or past ten lanes is refused", () => {
    expect(refusal(programme(), change("1-1", "4", { kind: "move", to_heat_id: "2-1", to_lane: "5" }))).toBe("bad_lineup");
    expect(refusal(programme(), change("1-1", "4", { kind: "move", to_heat_id: "1-1", to_lane: "4" }))).toBe("bad_lineup");
    expect(refusal(programme(), change("1-1", "4", { kind: "move", to_heat_id: "9-9", to_lane: "4" }))).toBe("unknown_heat");
    expect(refusal(programme(), change("1-1", "4", { kind: "move", to_heat_id: "1-2", to_lane: "11" }))).toBe("bad_lineup");
  });

  it("a late entry fills an empty lane with the facts the export needs; an occupied lane or a relay refuses it", () => {
    const swimmer = {
      lastname: "Berg",
      firstname: "Tim",
      nameprefix: "van den",
      club: "ZV De Demo",
      gender: "M" as const,
      birthdate: "2010-04-01",
      license: "1234567",
      handicap: "S9",
      codes: ["T", "12"],
    };
    const entered = apply(programme(), change("1-1", "6", { kind: "enter", swimmer })).heats[0]!.lanes["6"]!;
    expect(entered).toMatchObject({
      swimmer: "van den Berg, Tim",
      club: "ZV De Demo",
      handicap: "S9",
      license: "1234567",
      late_entry: true,
      codes: ["T", "12"],
      lenex: {
        lastname: "Berg",
        firstname: "Tim",
        nameprefix: "van den",
        gender: "M",
        birthdate: "2010-04-01",
        handicap: { exception: "T,12", free: "9" },
      },
    });
    expect(refusal(programme(), change("1-1", "4", { kind: "enter", swimmer }))).toBe("bad_lineup");
    const relay = [heat({ id: "1-1", relaycount: 4 })];
    expect(refusal(relay, change("1-1", "4", { kind: "enter", swimmer }))).toBe("bad_lineup");
    // A man in an event for women would rank among the women; in a mixed event anyone swims.
    expect(refusal([heat({ id: "1-1", gender: "F" })], change("1-1", "6", { kind: "enter", swimmer }))).toBe("wrong_gender");
    expect(apply([heat({ id: "1-1", gender: "X" })], change("1-1", "6", { kind: "enter", swimmer })).heats[0]!.lanes["6"]).toBeDefined();
  });

  it("a class outside the event's stroke group, or any class on a relay, is refused with its reason", () => {
    const swimmer = {
      lastname: "Berg",
      firstname: "Tim",
      nameprefix: "",
      club: "ZV De Demo",
      gender: "M" as const,
      birthdate: "",
      license: "",
      handicap: "SB5",
      codes: [],
    };
    const late = applyLineup(programme(), change("1-1", "6", { kind: "enter", swimmer }), () => []);
    expect(late).toEqual({
      ok: false,
      code: "wrong_class",
      message:
        "Deze klasse hoort niet bij de slag van dit programma: " +
        "S bij vrije slag, rugslag en vlinderslag, SB bij schoolslag, SM bij wisselslag.",
    });
    expect(refusal(programme(), change("1-1", "4", { kind: "class", handicap: "SM5" }))).toBe("wrong_class");
    expect(refusal(programme(), change("1-1", "4", { kind: "class", handicap: "S5" }))).toBeNull();
    expect(refusal(programme(), change("1-1", "4", { kind: "class", handicap: null }))).toBeNull();
    const relay = [heat({ id: "1-1", relaycount: 4, lanes: { "4": lane({ swimmer: "ZV De Demo 1" }) } })];
    expect(applyLineup(relay, change("1-1", "4", { kind: "class", handicap: "S5" }), () => [])).toEqual({
      ok: false,
      code: "relay_class",
      message: "Een estafetteploeg heeft geen eigen klasse.",
    });
  });

  it("a grant of codes for this swim changes the lane's codes, logged, and leaves the file's HANDICAP as it was", () => {
    const coded = lane({ swimmer: "De Vries, Anna", codes: ["A", "3"], lenex: { handicap: { free: "9", exception: "A,3" } } });
    const heats = [heat({ id: "1-1", lanes: { "4": coded } })];
    const granted = apply(heats, change("1-1", "4", { kind: "codes", codes: ["A", "3", "T"] }));
    expect(granted.heats[0]!.lanes["4"]).toMatchObject({ codes: ["A", "3", "T"], lenex: { handicap: { exception: "A,3" } } });
    expect(granted.log).toBe("Programma 1, serie 1, baan 4: uitzonderingscodes van De Vries, Anna A,3 → A,3,T");
    const cleared = apply(granted.heats, change("1-1", "4", { kind: "codes", codes: [] }));
    expect(cleared.log).toBe("Programma 1, serie 1, baan 4: uitzonderingscodes van De Vries, Anna A,3,T → geen");
    // The same codes again would log a change that is none.
    expect(refusal(heats, change("1-1", "4", { kind: "codes", codes: ["A", "3"] }))).toBe("bad_lineup");
    expect(refusal([heat({ id: "1-1", relaycount: 4, lanes: { "4": coded } })], change("1-1", "4", { kind: "codes", codes: ["T"] }))).toBe(
      "bad_lineup",
    );
  });

  it("an empty lane has nothing to withdraw, move or class", () => {
    expect(refusal(programme(), change("1-1", "3", { kind: "withdraw" }))).toBe("unknown_lane");
    expect(refusal(programme(), change("1-1", "3", { kind: "class", handicap: "S4" }))).toBe("unknown_lane");
  });
});

describe("after the start", () => {
  const started = (): Heat[] => programme().map((h) => (h.id === "1-1" ? { ...h, status: 1, start_time: START } : h));
  const tap = (laneKey: string, ms: number): HeatEntry => {
    const result = applyRecord(
      started()[0],
      [],
      { type: "lane_time", id: `t${laneKey}`, heat_id: "1-1", lane: laneKey, touched_at: START + ms, offset: 0, accuracy: 4, splits: [] },
      { id: 1, name: "Jan" },
      START + ms,
    );
    if (!result.ok) throw new Error(result.code);
    return result.entry;
  };

  it("refuses withdraw, restore, move and enter with 'started', and a move into a started heat too", () => {
    for (const c of [{ kind: "withdraw" }, { kind: "restore" }, { kind: "move", to_heat_id: "1-2", to_lane: "6" }] as LineupChange[]) {
      expect(refusal(started(), change("1-1", "4", c))).toBe("started");
    }
    expect(
      refusal(started(), change("1-1", "6", { kind: "enter", swimmer: { lastname: "X", firstname: "", club: "Y", gender: "F" } as never })),
    ).toBe("started");
    expect(refusal(started(), change("1-2", "4", { kind: "move", to_heat_id: "1-1", to_lane: "6" }))).toBe("started");
  });

  it("an exhibition swim keeps its time through the race, without a place; class changes too", () => {
    const entries = [tap("4", 31_270), tap("5", 32_000)];
    const exh = apply(started(), change("1-1", "4", { kind: "exhibition", on: true }), entries).heats[0]!;
    expect(exh.lanes["4"]).toMatchObject({ entry_status: "EXH", status: "EXH", time: 31_270 });
    const stopped = heatResult({ ...exh, status: 6, end_time: START + 60_000 }, entries);
    expect(stopped.lanes["4"]).toMatchObject({ status: "EXH", time: 31_270 });
    const classed = apply(started(), change("1-1", "5", { kind: "class", handicap: "S8" }), entries).heats[0]!;
    expect(classed.lanes["5"]).toMatchObject({ handicap: "S8", time: 32_000 });
    expect(refusal(started(), change("1-1", "5", { kind: "class", handicap: "SB8" }))).toBe("wrong_class");
  });
});

describe("the start list's EXH and WDR survive the start", () => {
  it("an EXH from the file keeps its status when the heat starts and gets its time; a WDR stays WDR", () => {
    const planned = heat({ lanes: { "4": lane({ status: "EXH" }), "5": lane({ status: "WDR" }), "6": lane() } });
    const running = heatResult({ ...planned, status: 1, start_time: START }, []);
    expect(running.lanes["4"]).toMatchObject({ status: "EXH", entry_status: "EXH" });
    expect(running.lanes["5"]).toMatchObject({ status: "WDR", entry_status: "WDR" });
    expect(running.lanes["6"]!.status).toBeUndefined();
  });
});
