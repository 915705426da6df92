// The meet statistics text (SPEC 6/7): every figure from a programme whose answer is known.
import { describe, expect, it } from "vitest";
import { meetStatistics } from "./statistics";
import { applyRecord, type OfficialRef } from "./official-records";
import { applyDecision } from "./referee";
import { heatResult } from "./heat-result";
import type { HeatEntry } from "./heat-entries";
import type { RecordMessage, RefereeMessage } from "../shared/live";
import type { Heat } from "../shared/programme";
import { heat, lane } from "../shared/test-heats";

const noEntries = (): HeatEntry[] => [];

const T0 = 1_750_000_000_000;

const programme = [
  // Timed by the room: 1:02.345 and 0:41.009 (a third digit is dropped, SW 11.2).
  heat({
    id: "1-1",
    status: 5,
    start_time: T0,
    end_time: T0 + 62_345,
    lanes: { "1": lane({ time: 61_000 }), "2": lane({ time: 62_000 }) },
  }),
  heat({
    id: "1-2",
    heat_number: 2,
    status: 9,
    start_time: T0,
    end_time: T0 + 41_009,
    lanes: { "1": lane({ time: 40_000, dqs: { false_start: true } }) },
  }),
  // Imported result: swum, a lane time and an imported DSQ, but no clock times.
  heat({ id: "2-1", event_number: 2, status: 6, lanes: { "3": lane({ time: 90_000 }), "4": lane({ status: "DSQ" }), "5": lane() } }),
  heat({ id: "3-1", event_number: 3, status: 1, start_time: T0, lanes: { "1": lane() } }),
  heat({ id: "4-1", event_number: 4, status: 0 }),
  heat({ id: "4-2", event_number: 4, heat_number: 2, status: 0 }),
  heat({ id: "5-1", event_number: 5, status: 10 }),
];

describe("meetStatistics", () => {
  const text = meetStatistics(programme, noEntries);

  it("counts heats per status with SPEC 4's labels, in status order", () => {
    expect(text).toContain("Series: 7\n");
    const block = text.slice(text.indexOf("Series: 7\n") + "Series: 7\n".length, text.indexOf("Gezwommen"));
    expect(block.split("\n").filter(Boolean)).toEqual([
      "  Gepland: 2",
      "  Race bezig: 1",
      "  Uitslag definitief: 1",
      "  Uitslag incompleet: 1",
      "  Er zijn diskwalificaties: 1",
      "  Status 10: 1",
    ]);
  });

  it("counts a heat as swum once it has a result, timed or imported", () => {
    expect(text).toContain("Gezwommen series: 4\n");
  });

  it("gives the mean and longest duration (end − start) as mm:ss.hh over the timed heats only", () => {
    expect(text).toContain("gemeten over 2 series met start- en eindtijd");
    // (62,345 + 41,009) / 2 = 51,677 ms → 51.67
    expect(text).toContain("  Gemiddeld: 51.67 s\n");
    expect(text).toContain("  Langste: 1:02.34 (Programma 1, serie 1)\n");
  });

  it("counts lanes with a time and disqualifications (flags or an imported DSQ)", () => {
    expect(text).toContain("Banen met een tijd: 4\n");
    expect(text).toContain("Diskwalificaties: 2\n");
  });

  it("says so plainly when nothing has been timed", () => {
    const empty = meetStatistics([heat({ status: 0 })], noEntries);
    expect(empty).toContain("gemeten over 0 series");
    expect(empty).toContain("  Gemiddeld: -\n");
    expect(empty).toContain("  Langste: -\n");
    expect(empty).toContain("Gezwommen series: 0\n");
    expect(meetStatistics([], noEntries)).toContain("Series: 0\n");
    expect(empty).toContain("Tijdwaarnemers: nog geen tijden\n");
  });
});

describe("meetStatistics: timekeepers (DESIGN 6b)", () => {
  const START = 1_800_000_000_000;
  const jan: OfficialRef = { id: 1, name: "Jan Jansen" };
  const piet: OfficialRef = { id: 2, name: "Piet Pietersen" };
  const klaas: OfficialRef = { id: 3, name: "Klaas Klok" };

  let n = 0;
  const time = (heatId: string, laneKey: string, ms: number): RecordMessage => ({
    type: "lane_time",
    id: `r${++n}`,
    heat_id: heatId,
    lane: laneKey,
    touched_at: START + ms,
    offset: 0,
    accuracy: 4,
    splits: [],
  });
  const withdraw = (heatId: string, record: RecordMessage): RecordMessage => ({
    type: "correct_record",
    id: `r${++n}`,
    heat_id: heatId,
    record_id: record.id,
    correction: { kind: "withdraw" },
  });
  const decide = (message: RefereeMessage extends infer M ? (M extends RefereeMessage ? Omit<M, "id"> : never) : never): RefereeMessage =>
    ({ ...message, id: `r${++n}` }) as RefereeMessage;

  /** A heat stopped `endMs` after START, swum through `steps` as the room applies them, with what it stored. */
  function swim(id: string, endMs: number, steps: ([RecordMessage, OfficialRef] | RefereeMessage)[]): { heat: Heat; entries: HeatEntry[] } {
    let current = heat({
      id,
      status: 6,
      start_time: START,
      end_time: START + endMs,
      end_accuracy: 10,
      lanes: { "3": lane(), "4": lane(), "5": lane(), "6": lane() },
    });
    const entries: HeatEntry[] = [];
    for (const step of steps) {
      const outcome = Array.isArray(step)
        ? applyRecord(current, entries, step[0], step[1], START + 90_000)
        : applyDecision(current, entries, step, "Els Scheids", START + 90_000);
      if (!outcome.ok) throw new Error(outcome.code);
      current = outcome.heat;
      entries.push(outcome.entry);
    }
    return { heat: current, entries };
  }

  const klaasA6 = time("1-1", "6", 33_000);
  // Lane 3: three watches, the middle one counts (31.30). Lane 4: the referee's 31.95 beside Jan's 32.00.
  // Lane 5: Piet's watch alone makes the time, so it says nothing of Piet. Lane 6: Klaas withdrew his.
  const a = swim("1-1", 60_000, [
    [time("1-1", "3", 31_200), jan],
    [time("1-1", "3", 31_400), piet],
    [time("1-1", "3", 31_300), klaas],
    [time("1-1", "4", 32_000), jan],
    decide({ type: "lane_result", heat_id: "1-1", lane: "4", time: 31_950, status: null, reason: "" }),
    [time("1-1", "5", 30_000), piet],
    [klaasA6, klaas],
    [withdraw("1-1", klaasA6), klaas],
  ]);
  // Lane 3: two watches, their mean (40.20). Lane 4: Jan touches after the stop (61.30 > 61.00 + 0.01)
  // and the referee accepts it: the mean of 60.90 and 61.30. Lane 5: Piet's time after settling, rejected.
  const janB4 = time("1-2", "4", 61_300);
  const pietB5 = time("1-2", "5", 39_000);
  const b = swim("1-2", 61_000, [
    [time("1-2", "3", 40_000), jan],
    [time("1-2", "3", 40_400), piet],
    [time("1-2", "4", 60_900), klaas],
    [janB4, jan],
    decide({ type: "accept_record", heat_id: "1-2", record_id: janB4.id }),
    decide({ type: "settle", heat_id: "1-2", settled: true }),
    [pietB5, piet],
    decide({ type: "reject_record", heat_id: "1-2", record_id: pietB5.id }),
  ]);
  const swum = [a, b];
  const entriesOf = (id: string) => swum.find((x) => x.heat.id === id)?.entries ?? [];
  const block = (text: string) => text.slice(text.indexOf("Tijdwaarnemers")).trimEnd().split("\n");

  it("has the heats the room would have: the lane times and the waiting, accepted and rejected watches", () => {
    expect(a.heat.lanes["3"]).toMatchObject({ time: 31_300, source: "watches" });
    expect(a.heat.lanes["4"]).toMatchObject({ time: 31_950, source: "referee" });
    expect(a.heat.lanes["6"]!.watches).toBeUndefined();
    expect(b.heat.lanes["3"]).toMatchObject({ time: 40_200, source: "watches" });
    expect(b.heat.lanes["4"]).toMatchObject({ time: 61_100, source: "watches" });
    expect(b.heat.lanes["4"]!.watches!.every((w) => !w.pending)).toBe(true);
    expect(b.heat.lanes["5"]!.watches).toEqual([expect.objectContaining({ official: "Piet Pietersen", rejected: true })]);
  });

  it(
    "gives per timekeeper, by name, the times, the mean and spread of their difference " + "with the time that counts, late and withdrawn",
    () => {
      // Jan: −0.10 (A3), +0.05 (A4, the referee's), −0.20 (B3), +0.20 (B4): mean −0.0125, spread 0.175.
      // Klaas: 0 (A3), −0.20 (B4); A6 withdrawn. Piet: +0.10 (A3), +0.20 (B3); A5 alone, B5 rejected.
      expect(block(meetStatistics([a.heat, b.heat], entriesOf))).toEqual([
        "Tijdwaarnemers (verschil met de tijd die telt, + is later):",
        "  Jan Jansen: 4 tijden, gemiddeld -0.01 s, spreiding 0.18 s, 1 te laat, 0 ingetrokken",
        "  Klaas Klok: 3 tijden (2 vergeleken), gemiddeld -0.10 s, spreiding 0.14 s, 0 te laat, 1 ingetrokken",
        "  Piet Pietersen: 4 tijden (2 vergeleken), gemiddeld +0.15 s, spreiding 0.07 s, 1 te laat, 0 ingetrokken",
        "  Niet vergeleken: een ingetrokken of afgewezen tijd, een tijd die als enige de baantijd maakte, een baan zonder tijd.",
      ]);
    },
  );

  it("counts a watch that still waits as late, against the time the others made", () => {
    const waiting = swim("1-3", 61_000, [
      [time("1-3", "4", 60_900), klaas],
      [time("1-3", "4", 61_500), jan],
    ]);
    expect(waiting.heat.lanes["4"]!.watches!.find((w) => w.official === jan.name)!.pending).toBe(true);
    expect(block(meetStatistics([waiting.heat], () => waiting.entries)).slice(1, 3)).toEqual([
      "  Jan Jansen: 1 tijd, gemiddeld +0.60 s, spreiding -, 1 te laat, 0 ingetrokken",
      "  Klaas Klok: 1 tijd (0 vergeleken), gemiddeld -, spreiding -, 0 te laat, 0 ingetrokken",
    ]);
  });

  it("counts an official's own correction as the time that stands, and only the race that counts", () => {
    const first = time("1-4", "3", 30_500);
    const corrected = swim("1-4", 60_000, [
      [first, jan],
      [time("1-4", "3", 30_000), piet],
      [{ type: "correct_record", id: "fix", heat_id: "1-4", record_id: first.id, correction: { kind: "time", time: 30_100 } }, jan],
    ]);
    expect(block(meetStatistics([corrected.heat], () => corrected.entries))[1]).toBe(
      "  Jan Jansen: 1 tijd, gemiddeld +0.05 s, spreiding -, 0 te laat, 0 ingetrokken",
    );
    // Reset and started again: the earlier race's records stay stored but are not this race's.
    const again = heatResult({ ...corrected.heat, start_time: START + 600_000, end_time: null, status: 1 }, corrected.entries);
    expect(block(meetStatistics([again], () => corrected.entries))).toEqual(["Tijdwaarnemers: nog geen tijden"]);
  });

  it("measures a watch of a dead heat against its lane's own time, not the heat's one official time", () => {
    const deadHeat = swim("1-6", 60_000, [
      [time("1-6", "3", 30_000), jan],
      [time("1-6", "3", 30_200), piet],
      [time("1-6", "4", 30_300), klaas],
      [time("1-6", "4", 30_500), piet],
      decide({ type: "arrival_decision", heat_id: "1-6", order: [["3", "4"]] }),
    ]);
    expect(deadHeat.heat.lanes["3"]).toMatchObject({ time: 30_250, measured_time: 30_100 });
    expect(block(meetStatistics([deadHeat.heat], () => deadHeat.entries))[1]).toBe(
      "  Jan Jansen: 1 tijd, gemiddeld -0.10 s, spreiding -, 0 te laat, 0 ingetrokken",
    );
  });

  it("tells two officials of the same name apart, and reads no entries of a heat never started", () => {
    const namesake: OfficialRef = { id: 9, name: "Jan Jansen" };
    const twice = swim("1-5", 60_000, [
      [time("1-5", "3", 30_000), jan],
      [time("1-5", "3", 30_200), namesake],
    ]);
    const asked: string[] = [];
    const text = meetStatistics([twice.heat, heat({ id: "2-1", event_number: 2 })], (id) => {
      asked.push(id);
      return twice.entries;
    });
    expect(block(text).slice(1)).toEqual([
      "  Jan Jansen: 1 tijd, gemiddeld -0.10 s, spreiding -, 0 te laat, 0 ingetrokken",
      "  Jan Jansen: 1 tijd, gemiddeld +0.10 s, spreiding -, 0 te laat, 0 ingetrokken",
    ]);
    expect(asked).toEqual(["1-5"]);
  });
});
