// DESIGN 8c against a real para meet: example-results.lxf, whose athletes with a class carry it in
// their last name as well ("Hunsicker_S10SB9SM10"), so every class section can be checked by name.
import { describe, expect, it } from "vitest";
import { meetResults, resultClass } from "../../shared/results";
import { sportClassPrefix } from "../../shared/programme";
import { readLenex } from "./lenex-read";
import { fixture } from "./test-helpers";

const programme = readLenex(fixture("lenex/example-results.lxf"));
const results = meetResults(programme.heats);

/** The class a last name such as "Tan_S7SB6SM7" gives for a stroke group. */
function classFromName(swimmer: string, prefix: "S" | "SB" | "SM"): string | null {
  const suffix = /_((?:S\d+)?(?:SB\d+)?(?:SM\d+)?)(?:,|$)/.exec(swimmer)?.[1];
  if (!suffix) return null;
  const found = [...suffix.matchAll(/(SB|SM|S)(\d+)/g)].find((m) => m[1] === prefix);
  return found ? `${prefix}${found[2]}` : null;
}

describe("the para results fixture, ranked", () => {
  it("ranks every event that has results, with times ascending and places that never decrease", () => {
    expect(results.events.length).toBeGreaterThan(10);
    for (const event of results.events) {
      const placed = event.overall.filter((r) => r.place !== null);
      for (let i = 1; i < placed.length; i++) {
        expect(placed[i]!.time!).toBeGreaterThanOrEqual(placed[i - 1]!.time!);
        expect(placed[i]!.place!).toBeGreaterThanOrEqual(placed[i - 1]!.place!);
      }
      expect(event.overall.findIndex((r) => r.place === null && r.status !== "EXH")).not.toBe(0);
    }
  });

  it("puts each named swimmer in the class their name carries for the event's stroke, and only there", () => {
    let checked = 0;
    for (const event of results.events) {
      const prefix = sportClassPrefix(event.stroke);
      if (!prefix) continue;
      for (const { class: cls, rows } of event.classes) {
        for (const row of rows) {
          const named = classFromName(row.swimmer, prefix);
          if (named === null) continue;
          expect(cls).toBe(named);
          expect(resultClass(event.stroke, row.handicap)).toBe(named);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("keeps the file's DSQ and DNS rows last, without a place", () => {
    const statuses = results.events.flatMap((e) => e.overall.filter((r) => r.status === "DSQ" || r.status === "DNS"));
    expect(statuses.length).toBeGreaterThan(0);
    for (const row of statuses) expect(row.place).toBeNull();
  });
});
