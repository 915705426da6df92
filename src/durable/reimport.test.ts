// DESIGN 8e and 9: a re-import keeps what was recorded, by the swimmer, and the file is the truth
// for heats still to swim.
import { describe, expect, it } from "vitest";
import { mergeProgramme, mergeProgrammeMeet } from "./reimport";
import { applyRecord } from "./official-records";
import { applyDecision } from "./referee";
import { heatResult } from "./heat-result";
import type { HeatEntry } from "./heat-entries";
import type { RecordMessage, RefereeMessage } from "../shared/live";
import type { Heat, Lane, ProgrammeMeet } from "../shared/programme";
import { heat as baseHeat, lane as baseLane } from "../shared/test-heats";

const START = 1_800_000_000_000;

const lane = (swimmer: string, extra: Partial<Lane> = {}): Lane => baseLane({ swimmer, handicap: null, club: "ZV Test", ...extra });

const heat = (event: number, number: number, lanes: Record<string, Lane>, extra: Partial<Heat> = {}): Heat =>
  baseHeat({ id: `${event}-${number}`, event_number: event, heat_number: number, gender: "X", lanes, ...extra });

/** A heat and every entry stored for it, as the room keeps them. */
interface Raced {
  heat: Heat;
  entries: HeatEntry[];
}

/** Touches `ms` after the start by official 1 and 2 per lane, then the stop a minute in. */
function race(planned: Heat, touches: Record<string, number[]>): Raced {
  let current: Heat = { ...planned, status: 1, start_time: START };
  const entries: HeatEntry[] = [];
  for (const [key, times] of Object.entries(touches)) {
    times.forEach((ms, i) => {
      const message: RecordMessage = {
        type: "lane_time",
        id: `t${key}-${i}`,
        heat_id: planned.id,
        lane: key,
        touched_at: START + ms,
        offset: 0,
        accuracy: 4,
        splits: [],
      };
      const result = applyRecord(current, entries, message, { id: i + 1, name: `Official ${i + 1}` }, START + ms);
      if (!result.ok) throw new Error(result.code);
      entries.push(result.entry);
      current = result.heat;
    });
  }
  return { heat: heatResult({ ...current, status: 6, end_time: START + 60_000, end_accuracy: 5 }, entries), entries };
}

type Decision<M = RefereeMessage> = M extends unknown ? Omit<M, "id" | "heat_id"> : never;

/** The referee's decision, stored beside the records. */
function decide({ heat: current, entries }: Raced, message: Decision): Raced {
  const result = applyDecision(
    current,
    entries,
    { ...message, id: `d${entries.length}`, heat_id: current.id } as RefereeMessage,
    "Anna de Vries",
    START + 90_000,
  );
  if (!result.ok) throw new Error(result.code);
  return { heat: result.heat, entries: [...entries, result.entry] };
}

/** The file's heats, with the room's stored entries for the heats raced there. */
function reimport(stored: Heat[], incoming: Heat[], raced: Raced[] = []) {
  const entries = new Map(raced.map((r) => [r.heat.id, r.entries]));
  return mergeProgramme(stored, incoming, (id) => entries.get(id) ?? []);
}

const planned11 = () => heat(1, 1, { "3": lane("Jansen, Anna"), "4": lane("de Boer, Eva"), "5": lane("Smit, Cas") });

/** Heat 1-1 swum with two watches on lanes 3 and 4, lane 5 disqualified with a reason, and settled. */
function settled(): Raced {
  let raced = race(planned11(), { "3": [35_200, 35_240], "4": [36_100, 36_150], "5": [37_000] });
  raced = decide(raced, { type: "lane_result", lane: "5", time: 37_000, status: "DSQ", reason: "SW 4.4 valse start" });
  return decide(raced, { type: "settle", settled: true });
}

describe("a started heat", () => {
  it("re-imported from the same file keeps every watch, decision, reason and its settlement, and counts as unchanged", () => {
    const raced = settled();
    const later = heat(1, 2, { "4": lane("Visser, Dirk") });
    const { heats, report } = reimport([raced.heat, later], [planned11(), heat(1, 2, { "4": lane("Visser, Dirk") })], [raced]);
    expect(report).toEqual({
      added: [],
      removed: [],
      changed: [],
      unchanged: ["1-1", "1-2"],
      kept: [],
      moved: [],
      lanes: [],
      kept_changes: 0,
      conflicts: [],
      heats: 2,
    });
    expect(heats[0]).toEqual(raced.heat);
    expect(heats[0]!.settled).toBe(true);
    expect(heats[0]!.lanes["3"]!.watches).toHaveLength(2);
    expect(heats[0]!.lanes["5"]).toMatchObject({
      status: "DSQ",
      reason: "SW 4.4 valse start",
      source: "referee",
      decision: { by: "Anna de Vries" },
    });
  });

  it("is recomputed from its entries: a record that waits for the referee still waits", () => {
    const raced = settled();
    // A late touch after settling waits; the stored heat below predates it, the entries do not.
    const late = applyRecord(
      raced.heat,
      raced.entries,
      { type: "lane_time", id: "late", heat_id: "1-1", lane: "4", touched_at: START + 36_000, offset: 0, accuracy: 4, splits: [] },
      { id: 3, name: "Official 3" },
      START + 120_000,
    );
    if (!late.ok) throw new Error(late.code);
    const withLate = { heat: raced.heat, entries: [...raced.entries, late.entry] };
    const merged = reimport([raced.heat], [planned11()], [withLate]).heats[0]!;
    expect(merged.lanes["4"]!.watches!.find((w) => w.id === "late")).toMatchObject({ pending: true });
    expect(merged.lanes["4"]!.time).toBe(raced.heat.lanes["4"]!.time);
  });

  it("where the file swaps two swimmers, each keeps the lane and time they swam, and the report names both, not as a change", () => {
    const raced = settled();
    const swapped = heat(1, 1, { "3": lane("de Boer, Eva"), "4": lane("Jansen, Anna"), "5": lane("Smit, Cas") });
    const { heats, report } = reimport([raced.heat], [swapped], [raced]);
    expect(report).toMatchObject({ changed: [], unchanged: ["1-1"] });
    expect(report.moved).toEqual([
      { heat_id: "1-1", lane: "3", swam: "Jansen, Anna", file: "de Boer, Eva", file_now: { heat_id: "1-1", lane: "4" } },
      { heat_id: "1-1", lane: "4", swam: "de Boer, Eva", file: "Jansen, Anna", file_now: { heat_id: "1-1", lane: "3" } },
    ]);
    expect(heats[0]!.lanes["3"]).toMatchObject({ swimmer: "Jansen, Anna", time: 35_220 });
    expect(heats[0]!.lanes["4"]).toMatchObject({ swimmer: "de Boer, Eva", time: 36_120 });
  });

  it("does not gain a swimmer the file puts in a lane empty in the water, and keeps one the file leaves out", () => {
    const raced = settled();
    const file = heat(1, 1, { "3": lane("Jansen, Anna"), "4": lane("de Boer, Eva"), "6": lane("Nieuw, Nina") });
    const { heats, report } = reimport([raced.heat], [file], [raced]);
    expect(report.moved).toEqual([
      { heat_id: "1-1", lane: "5", swam: "Smit, Cas", file: "" },
      { heat_id: "1-1", lane: "6", swam: "", file: "Nieuw, Nina", file_now: null },
    ]);
    expect(Object.keys(heats[0]!.lanes)).toEqual(["3", "4", "5"]);
    expect(heats[0]!.lanes["5"]).toMatchObject({ swimmer: "Smit, Cas", status: "DSQ" });
  });

  it("knows a swimmer by the LENEX athlete id, and takes only the file's harmless facts: entry time, licence, LENEX ids", () => {
    const ids = (athlete: string, extra: Partial<NonNullable<Lane["lenex"]>> = {}) => ({ athlete_id: athlete, club_id: "7", ...extra });
    const planned = heat(1, 1, {
      "4": lane("Jansen, Anna", { handicap: "S8", entrytime: 40_000, lenex: ids("101", { handicap: { free: "8" } }) }),
      "5": lane("Smit, Cas", { lenex: ids("102") }),
    });
    const raced = race(planned, { "4": [35_200], "5": [36_000] });
    const file = heat(1, 1, {
      // The file spells her name anew and classes her S9; Smit's lane now holds another athlete of the same name.
      "4": lane("Jansen-Bos, Anna", {
        handicap: "S9",
        entrytime: 39_500,
        license: "2026001",
        lenex: ids("101", { handicap: { free: "9" }, birthdate: "2012-01-01" }),
      }),
      "5": lane("Smit, Cas", { lenex: ids("999") }),
    });
    const { heats, report } = reimport([raced.heat], [file], [raced]);
    expect(report.moved).toEqual([{ heat_id: "1-1", lane: "5", swam: "Smit, Cas", file: "Smit, Cas", file_now: null }]);
    expect(heats[0]!.lanes["4"]).toMatchObject({
      swimmer: "Jansen, Anna",
      handicap: "S8",
      entrytime: 39_500,
      license: "2026001",
      time: 35_200,
      lenex: { athlete_id: "101", club_id: "7", birthdate: "2012-01-01", handicap: { free: "8" } },
    });
    expect(heats[0]!.lanes["5"]!.lenex!.athlete_id).toBe("102");
  });

  it("knows a CSV swimmer by name and club, whatever the case and spacing; another club is another swimmer", () => {
    const raced = race(heat(1, 1, { "3": lane("van der Meer, Kee"), "4": lane("Pouw, Lotte", { club: "Azl" }) }), {
      "3": [35_000],
      "4": [36_000],
    });
    const file = heat(1, 1, { "3": lane("Van der  Meer, Kee", { club: "zv test" }), "4": lane("Pouw, Lotte", { club: "Azc" }) });
    const { report } = reimport([raced.heat], [file], [raced]);
    expect(report.moved).toEqual([{ heat_id: "1-1", lane: "4", swam: "Pouw, Lotte", file: "Pouw, Lotte", file_now: null }]);
  });

  it("takes the file's event and heat ids, so the export keeps one EVENT per event", () => {
    const raced = race(heat(1, 1, { "3": lane("Jansen, Anna") }, { lenex: { event_id: "1", heat_id: "11" } }), { "3": [35_000] });
    const file = heat(1, 1, { "3": lane("Jansen, Anna") }, { lenex: { event_id: "31", heat_id: "311" } });
    expect(reimport([raced.heat], [file], [raced]).heats[0]!.lenex).toEqual({ event_id: "31", heat_id: "311" });
  });
});

describe("heats not yet started, in a meet without a last file kept (imported before it was)", () => {
  it("take the file's line-up, replacing the room's withdrawals and late entries", () => {
    const stored = heat(1, 2, {
      "3": lane("Visser, Dirk", { status: "WDR", entry_status: "WDR" }),
      "4": lane("Laat, Lies", { late_entry: true }),
      "5": lane("Bakker, Bo"),
    });
    const file = heat(1, 2, { "3": lane("Visser, Dirk"), "5": lane("Mulder, Dana"), "6": lane("Bakker, Bo") });
    const { heats, report } = reimport([stored], [file]);
    expect(report).toMatchObject({ changed: ["1-2"], unchanged: [], moved: [] });
    expect(heats[0]).toEqual(file);
    // Lane by lane, as the summary says it: not only which heat changed.
    expect(report.lanes).toEqual([
      { heat_id: "1-2", lane: "3", now: { what: "restored", swimmer: "Visser, Dirk" } },
      { heat_id: "1-2", lane: "4", now: { what: "emptied", swimmer: "" }, before: "Laat, Lies" },
      { heat_id: "1-2", lane: "5", now: { what: "placed", swimmer: "Mulder, Dana" }, before: "Bakker, Bo" },
      { heat_id: "1-2", lane: "6", now: { what: "placed", swimmer: "Bakker, Bo" } },
    ]);
  });

  it("count as changed when only the room withdrew a swimmer the file still enters", () => {
    const stored = heat(1, 2, { "3": lane("Visser, Dirk", { status: "WDR", entry_status: "WDR" }) });
    const file = heat(1, 2, { "3": lane("Visser, Dirk") });
    expect(reimport([stored], [file]).report.changed).toEqual(["1-2"]);
    expect(reimport([file], [file]).report.unchanged).toEqual(["1-2"]);
  });
});

describe("the programme", () => {
  it("adds new heats, removes planned ones the file no longer has, and keeps swum ones", () => {
    const swum = race(heat(2, 1, { "1": lane("Visser, Dirk") }), { "1": [61_000] });
    const planned = heat(3, 1, { "4": lane("Smit, Cas") });
    const { heats, report } = reimport([swum.heat, planned], [heat(1, 1, { "3": lane("Nieuw, Nina") })], [swum]);
    expect(report).toEqual({
      added: ["1-1"],
      removed: ["3-1"],
      changed: [],
      unchanged: [],
      kept: ["2-1"],
      moved: [],
      lanes: [],
      kept_changes: 0,
      conflicts: [],
      heats: 2,
    });
    // The swum heat led the room's programme, so it still does (DESIGN 8h: nothing jumps).
    expect(heats.map((h) => h.id)).toEqual(["2-1", "1-1"]);
    expect(heats[0]).toEqual(swum.heat);
  });

  it("runs in the file's order, a swum heat the file dropped right after the heat it followed in the room", () => {
    const swum = (event: number, number: number) => race(heat(event, number, { "1": lane("Visser, Dirk") }), { "1": [61_000] });
    const [a, b, c] = [swum(9, 1), swum(9, 2), swum(4, 1)];
    // The room: 5-1, 9-1, 9-2 (both swum), 7-1 (planned, dropped), 4-1 (swum), 3-1. The file moves 3-1
    // ahead, drops 9-1, 9-2, 7-1 and 4-1, and brings 8-1 at its end.
    const stored = [heat(5, 1, {}), a.heat, b.heat, heat(7, 1, {}), c.heat, heat(3, 1, {})];
    const file = [heat(3, 1, {}), heat(5, 1, {}), heat(8, 1, {})];
    const { heats, report } = reimport(stored, file, [a, b, c]);
    expect(heats.map((h) => h.id)).toEqual(["3-1", "5-1", "9-1", "9-2", "4-1", "8-1"]);
    expect(report).toMatchObject({ added: ["8-1"], removed: ["7-1"], kept: ["9-1", "9-2", "4-1"], heats: 6 });
  });

  it("keeps a heat reset after its race, and one a results file brought, exactly as stored", () => {
    const reset = {
      ...race(heat(1, 1, { "3": lane("Jansen, Anna") }), { "3": [35_000] }).heat,
      status: 0,
      start_time: null,
      end_time: null,
    };
    const imported = heat(1, 2, { "3": lane("Bakker, Bo", { time: 40_000, confirmed: true, source: "import" }) }, { status: 9 });
    const { heats, report } = reimport(
      [reset, imported],
      [heat(1, 1, { "3": lane("Jansen, Anna") }), heat(1, 2, { "3": lane("Bakker, Bo") })],
    );
    expect(heats).toEqual([reset, imported]);
    expect(report.unchanged).toEqual(["1-1", "1-2"]);
  });

  it("gives a results file's heats their result status, but leaves a start list's withdrawals planned", () => {
    const results = heat(1, 1, {
      "1": lane("A", { time: 30_000, confirmed: true }),
      "2": lane("B", { status: "DSQ", dqs: { DSQ: true }, confirmed: true }),
    });
    const withdrawn = heat(1, 2, { "1": lane("C", { status: "WDR" }), "2": lane("D") });
    const { heats } = reimport([], [results, withdrawn]);
    expect(heats.map((h) => h.status)).toEqual([9, 0]);
  });
});

describe("the meet's ranking groups on a re-import (DESIGN 8h)", () => {
  const groups = (name: string) => ({ round: "TIM", agegroups: [{ agegroupid: "1", name, agemin: "-1", agemax: "-1" }] });
  const meet = (events: Record<string, ReturnType<typeof groups>>, agedate?: { value: string; type: string }): ProgrammeMeet => ({
    name: "Clubmeet",
    date: "2025-03-01",
    lenex: { ...(agedate ? { agedate } : {}), events },
  });
  const withEvent = (id: string, extra: Partial<Heat> = {}) => heat(1, 1, {}, { lenex: { event_id: id }, ...extra });

  it("are the new file's, with those of an event only a kept heat still has", () => {
    const before = meet({ "10": groups("Oud"), "20": groups("Weg") }, { value: "2024-12-31", type: "YEAR" });
    const file = meet({ "10": groups("Nieuw") });
    const merged = mergeProgrammeMeet(before, file, [withEvent("10"), withEvent("20")]);
    expect(merged.lenex?.events).toEqual({ "10": groups("Nieuw"), "20": groups("Weg") });
    expect(merged.lenex?.agedate).toEqual({ value: "2024-12-31", type: "YEAR" });
    // Nothing kept that no heat still names; a first import is the file's as it is.
    expect(mergeProgrammeMeet(before, file, [withEvent("10")])).toBe(file);
    expect(mergeProgrammeMeet(null, file, [withEvent("20")])).toBe(file);
  });
});
