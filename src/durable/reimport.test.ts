import { describe, expect, it } from "vitest";
import { mergeProgramme } from "./reimport";
import type { Heat, Lane } from "../shared/programme";
import { heat as baseHeat, lane as baseLane } from "../shared/test-heats";

const lane = (swimmer: string, extra: Partial<Lane> = {}): Lane => baseLane({ swimmer, handicap: null, club: "ZV Test", ...extra });

const heat = (event: number, number: number, lanes: Record<string, Lane>, extra: Partial<Heat> = {}): Heat =>
  baseHeat({ id: `${event}-${number}`, event_number: event, heat_number: number, gender: "X", lanes, ...extra });

describe("re-import", () => {
  it("keeps recorded times of heats that still exist and reports added, removed and changed", () => {
    const swum = heat(1, 1, { "3": lane("Jansen, Anna", { time: 35_220, confirmed: true }), "4": lane("Bakker, Bo") }, { status: 6, start_time: 1, end_time: 2 });
    const planned = heat(1, 2, { "4": lane("Smit, Cas") });
    const gone = heat(2, 1, { "4": lane("Visser, Dirk") });
    const incoming = [
      heat(1, 1, { "3": lane("Jansen, Anna"), "4": lane("de Boer, Eva") }),
      heat(1, 2, { "4": lane("Smit, Cas") }),
      heat(3, 1, { "5": lane("Meijer, Fenna") }),
    ];
    const { heats, report } = mergeProgramme([swum, planned, gone], incoming);
    expect(report).toEqual({ added: ["3-1"], removed: ["2-1"], changed: ["1-1"], kept: [], heats: 3 });
    const merged = heats.find((h) => h.id === "1-1")!;
    expect(merged.status).toBe(6);
    expect(merged.start_time).toBe(1);
    expect(merged.lanes["3"]).toMatchObject({ swimmer: "Jansen, Anna", time: 35_220, confirmed: true });
    expect(merged.lanes["4"]!.swimmer).toBe("de Boer, Eva");
  });

  it("keeps a swum heat the new file no longer has, and a timed lane the file dropped", () => {
    const swum = heat(2, 1, { "1": lane("Visser, Dirk", { time: 61_000, confirmed: true }) }, { status: 5 });
    const partly = heat(1, 1, { "2": lane("Smit, Cas", { time: 40_000, confirmed: true }) }, { status: 5 });
    const { heats, report } = mergeProgramme([partly, swum], [heat(1, 1, { "3": lane("Nieuw, Nina") })]);
    expect(report.kept).toEqual(["2-1"]);
    expect(heats.map((h) => h.id)).toEqual(["1-1", "2-1"]);
    expect(Object.keys(heats[0]!.lanes).sort()).toEqual(["2", "3"]);
  });

  it("gives a results file's heats their result status, but leaves a start list's withdrawals planned", () => {
    const results = heat(1, 1, { "1": lane("A", { time: 30_000, confirmed: true }), "2": lane("B", { status: "DSQ", dqs: { DSQ: true }, confirmed: true }) });
    const withdrawn = heat(1, 2, { "1": lane("C", { status: "WDR" }), "2": lane("D") });
    const { heats } = mergeProgramme([], [results, withdrawn]);
    expect(heats.map((h) => h.status)).toEqual([9, 0]);
  });
});
