import { describe, expect, it } from "vitest";
import type { Lane } from "../../shared/programme";
import { publicHeat, type PublicHeat, type PublicLive } from "../../shared/results";
import { heat as baseHeat, lane as baseLane } from "../../shared/test-heats";
import { activeHeatOf, mergeLive, occupiedLanes, progressSignature } from "./liveView";
import { filterResults, fold } from "./resultsFilter";

const lane = (swimmer: string, extra: Partial<Lane> = {}): Lane => baseLane({ swimmer, handicap: null, club: null, ...extra });

/** A heat as /live gives it: the room's own public view of a programme heat. */
const heat = (id: string, status: number, lanes: Record<string, Lane> = {}): PublicHeat =>
  publicHeat(
    baseHeat({ id, event_number: Number(id.split("-")[0]), heat_number: Number(id.split("-")[1]), gender: "F", status, lanes }),
    null,
  );

const live = (heats: PublicHeat[], active: string | null, serverTime = 1): PublicLive => ({
  meet: { name: "Open NK", external_id: "12345", planned_date: "2026-03-03", time_zone: "Europe/Amsterdam" },
  active_heat_id: active,
  server_time: serverTime,
  heats,
  sessions: [],
});

describe("what the public page reads from /live", () => {
  it("finds the active heat, or none", () => {
    const h = heat("1-2", 0);
    expect(activeHeatOf(live([heat("1-1", 5), h], "1-2"))).toBe(h);
    expect(activeHeatOf(live([h], null))).toBeNull();
    expect(activeHeatOf(live([h], "9-9"))).toBeNull();
    expect(activeHeatOf(null)).toBeNull();
  });

  it("lists occupied lanes in pool order", () => {
    const h = heat("1-1", 1, { "10": lane("Tien"), "2": lane("Twee"), "3": lane(""), "0": lane("Nul") });
    expect(occupiedLanes(h).map(([key]) => key)).toEqual(["0", "2", "10"]);
  });

  it("keeps unchanged heats from the previous answer, and notices a status change", () => {
    const before = live([heat("1-1", 0)], "1-1", 1);
    const same = mergeLive(before, live([heat("1-1", 0)], "1-1", 2));
    expect(same.heats).toBe(before.heats);
    expect(same.meet).toBe(before.meet);
    expect(same.server_time).toBe(2);
    const started = mergeLive(before, live([heat("1-1", 1)], "1-1", 3));
    expect(started.heats).not.toBe(before.heats);
    expect(progressSignature(started)).not.toBe(progressSignature(before));
    expect(progressSignature(same)).toBe(progressSignature(before));
  });

  it("finds a swimmer or club in the results, without minding accents or case, also in the points ranking", () => {
    const row = (swimmer: string, club: string) => ({
      place: 1,
      heat_number: 1,
      lane: "4",
      swimmer,
      club,
      handicap: "S9",
      time: 35_220,
      status: null,
      provisional: true,
      points: 700,
      points_estimated: false,
    });
    const results = {
      events: [
        {
          event_number: 1,
          distance: 50,
          stroke: "FREE",
          gender: "F",
          relaycount: 1,
          groups: [{ agegroup_id: null, name: "Alle deelnemers", rows: [row("Ferré, Manuela", "D.E.S."), row("Joosten, Sky", "D.E.S.")] }],
          overall: [row("Ferré, Manuela", "D.E.S."), row("Joosten, Sky", "D.E.S.")],
          classes: [{ class: "S9", rows: [row("Ferré, Manuela", "D.E.S.")] }],
          points_ranking: [row("Joosten, Sky", "D.E.S."), row("Ferré, Manuela", "D.E.S.")],
        },
        {
          event_number: 2,
          distance: 50,
          stroke: "BACK",
          gender: "F",
          relaycount: 1,
          groups: [{ agegroup_id: null, name: "Alle deelnemers", rows: [row("Meer, Kee", "Z&PC Alkemade")] }],
          overall: [row("Meer, Kee", "Z&PC Alkemade")],
          classes: [],
          points_ranking: [],
        },
      ],
      points: { course: "LCM" as const, table: null, factors: null, missing: null },
    };
    expect(fold(" FERRÉ ")).toBe("ferre");
    expect(filterResults(results, "")).toBe(results.events);
    const ferre = filterResults(results, "ferre");
    expect(ferre).toHaveLength(1);
    expect(ferre[0]!.overall.map((r) => r.swimmer)).toEqual(["Ferré, Manuela"]);
    expect(ferre[0]!.classes).toHaveLength(1);
    expect(ferre[0]!.points_ranking.map((r) => r.swimmer)).toEqual(["Ferré, Manuela"]);
    const joosten = filterResults(results, "joosten");
    expect(joosten[0]!.classes).toHaveLength(0);
    expect(filterResults(results, "alkemade").map((e) => e.event_number)).toEqual([2]);
    expect(filterResults(results, "nobody")).toEqual([]);
  });
});
