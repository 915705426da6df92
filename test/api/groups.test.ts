// DESIGN 8h against the real Worker and meet room: a results file imported, its events ranked per
// the meet's own AGEGROUPs in the staff's and the public results, the CSV and the LENEX export,
// with every place the meet program gave (the file's RANKINGs) given again.
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, seedClub, seedClubUser, type Caller } from "./helpers";
import { fixture, importLxf } from "./meets-helpers";
import { readLenex } from "../../src/worker/formats/lenex-read";
import { compareRankings, fileRankings, type RankingComparison } from "../../src/worker/formats/test-rankings";
import type { MeetResults } from "../../src/shared/results";

interface Meet {
  id: number;
  name: string;
  external_id: string;
  planned_date: string;
  auth_code: string;
}

let own: Caller;
const meets: Record<string, Meet> = {};
const NAMES = ["lenex/Results-Result.lxf", "lenex/example-results.lxf"];

beforeAll(async () => {
  own = await seedClubUser(await seedClub("ZV Groepen"));
  for (const name of NAMES) meets[name] = await json<Meet>(await importLxf(own, name), 201);
});

const staffResults = async (name: string) =>
  json<MeetResults>(await call("GET", `/api/meets/${meets[name]!.id}/results`, { as: own }), 200);

const counts = (comparisons: readonly RankingComparison[]) => {
  const found = { equal: 0, not_official: 0, different: 0 };
  for (const c of comparisons) found[c.check]++;
  return found;
};

describe("places per the meet's own age groups", () => {
  it.each([
    [NAMES[0]!, { equal: 745, not_official: 0, different: 0 }],
    [NAMES[1]!, { equal: 4141, not_official: 122, different: 0 }],
  ])("%s: GET results gives every RANKING's place in its group again", async (name, expected) => {
    const bytes = fixture(name);
    const results = await staffResults(name);
    const comparisons = compareRankings(fileRankings(bytes), readLenex(bytes).heats, results);
    expect(comparisons.filter((c) => c.check === "different")).toEqual([]);
    // A place the file withholds is one of a heat it calls INOFFICIAL: provisional here.
    expect(counts(comparisons)).toEqual(expected);
    for (const event of results.events) {
      expect(event.event_id).toMatch(/^\d+$/);
      for (const group of event.groups) expect(group.agegroup_id).toMatch(/^\d+$/);
    }
  });

  it("the public results carry the same groups, with nothing of a swimmer a public row does not have", async () => {
    const meet = meets[NAMES[0]!]!;
    const body = {
      name: meet.name,
      external_id: meet.external_id,
      planned_date: meet.planned_date,
      auth_code: meet.auth_code,
      public: true,
    };
    expect((await call("PUT", `/api/meets/${meet.id}`, { as: own, body })).status).toBe(200);
    const res = await call("GET", `/api/public/meets/${meet.external_id}/results`);
    const text = await res.text();
    expect(res.status).toBe(200);
    const shown = JSON.parse(text) as MeetResults;
    expect(shown.events.map((e) => e.groups)).toEqual((await staffResults(NAMES[0]!)).events.map((e) => e.groups));
    expect(shown.events[0]!.groups.map((g) => g.name)).toEqual(["9 Jahre und jünger", "10 Jahre", "11 Jahre", "12 Jahre"]);
    expect(text).not.toMatch(/birthdate|"lenex"|"license"|athlete_id/);
  });

  it("the results CSV names each swim's groups and its places there", async () => {
    const csv = await (await call("GET", `/api/meets/${meets[NAMES[0]!]!.id}/results.csv`, { as: own })).text();
    const [header, ...rows] = csv.slice(1).split("\r\n");
    expect(header!.split(";").slice(-2)).toEqual(["groep", "plaats in groep"]);
    // The fastest girl of the first event is 12, and the winner of her age group.
    const first = rows[0]!.split(";");
    expect([first[10], ...first.slice(-2)]).toEqual(["1", "12 Jahre", "1"]);
  });

  it("the LENEX export writes RANKINGS per AGEGROUP with the places the meet program gave", async () => {
    const name = NAMES[1]!;
    const res = await call("GET", `/api/meets/${meets[name]!.id}/export`, { as: own });
    expect(res.status).toBe(200);
    const exported = fileRankings(new Uint8Array(await res.arrayBuffer()));
    const key = (r: { event_id: string; agegroup_id: string; result_id: string }) => `${r.event_id} ${r.agegroup_id} ${r.result_id}`;
    const places = new Map(exported.map((r) => [key(r), r.place]));
    const given = fileRankings(fixture(name)).filter((r) => r.place !== null);
    expect(given.filter((r) => places.get(key(r)) !== r.place)).toEqual([]);
  });
});
