// DESIGN 8c: the public start list's search and its 'voorlopig' mark.
import { describe, expect, it } from "vitest";
import { filterHeats, isProvisional } from "./startList";
import { publicHeat } from "../../shared/results";
import { heat, lane } from "../../shared/test-heats";

const heats = [
  publicHeat(
    heat({
      id: "1-1",
      lanes: { "3": lane({ swimmer: "Ferré, Manuela", club: "D.E.S." }), "4": lane({ swimmer: "", club: "Z&PC Alkemade" }) },
    }),
    null,
  ),
  publicHeat(heat({ id: "1-2", heat_number: 2, lanes: { "4": lane({ swimmer: "Meer, Kee", club: "Z&PC Alkemade" }) } }), null),
];

describe("the public start list", () => {
  it("finds heats by a swimmer's or club's name without minding accents or case; an empty lane's club does not count", () => {
    expect(filterHeats(heats, "")).toBe(heats);
    expect(filterHeats(heats, "  ").map((h) => h.id)).toEqual(["1-1", "1-2"]);
    expect(filterHeats(heats, "FERRE").map((h) => h.id)).toEqual(["1-1"]);
    expect(filterHeats(heats, "alkemade").map((h) => h.id)).toEqual(["1-2"]);
    expect(filterHeats(heats, "nobody")).toEqual([]);
  });

  it("marks a time or DNS, DNF, DSQ 'voorlopig' until the heat is settled, never an entry's withdrawal or an empty lane", () => {
    const open = { settled: false };
    expect(isProvisional(open, { time: 31_270, status: null })).toBe(true);
    expect(isProvisional(open, { time: null, status: "DNS" })).toBe(true);
    expect(isProvisional(open, { time: 31_270, status: "EXH" })).toBe(true);
    expect(isProvisional(open, { time: null, status: "WDR" })).toBe(false);
    expect(isProvisional(open, { time: null, status: null })).toBe(false);
    expect(isProvisional({ settled: true }, { time: 31_270, status: "DSQ" })).toBe(false);
  });
});
