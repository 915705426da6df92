// DESIGN 8h against the meet program itself: for every RANKING of a results file (each AGEGROUP's
// place for a result), the place the room computes from the same file in the same group.
import { describe, expect, it } from "vitest";
import { meetResults } from "../../shared/results";
import { readLenex } from "./lenex-read";
import { compareRankings, fileRankings } from "./test-rankings";
import { fixture } from "./test-helpers";
import { mergeProgramme } from "../../durable/reimport";

/** The file's RANKINGs beside the places of its programme as the room takes it (heats with results arrive swum). */
const checked = (name: string) => {
  const bytes = fixture(`lenex/${name}`);
  const programme = readLenex(bytes);
  const { heats } = mergeProgramme([], programme.heats, () => []);
  return compareRankings(fileRankings(bytes), heats, meetResults(heats, programme.meet));
};

const count = (comparisons: ReturnType<typeof checked>) => {
  const counts = { equal: 0, not_official: 0, different: 0 };
  for (const c of comparisons) counts[c.check]++;
  return counts;
};

describe("the places per the meet's own age groups, as the meet program gave them", () => {
  it("Results-Result.lxf: a club meet's age groups by year of birth, relays too: every RANKING equal", () => {
    const comparisons = checked("Results-Result.lxf");
    expect(count(comparisons)).toEqual({ equal: 745, not_official: 0, different: 0 });
  });

  it("example-results.lxf: open and junior groups, age-group finals (A, B), para class groups ranked by points", () => {
    const comparisons = checked("example-results.lxf");
    expect(comparisons.filter((c) => c.check === "different")).toEqual([]);
    // The file was written during the meet: three events still had a final or a fastest heat that
    // was not OFFICIAL, and Splash gives no place yet to any swim whose place it could still change.
    // The room places them, provisional; every other RANKING is equal.
    expect(count(comparisons)).toEqual({ equal: 4141, not_official: 122, different: 0 });
  });
});
