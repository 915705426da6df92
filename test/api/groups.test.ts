// DESIGN 8h against the real Worker and meet room: a results file imported, its events ranked per
// the meet's own AGEGROUPs in the staff's and the public results, the CSV and the LENEX export,
// with every place the meet program gave (the file's RANKINGs) given again.
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, seedClub, seedClubUser, type Caller } from "./helpers";
import { fixture, importLxf } from "./meets-helpers";
import { readLenex } from "../../src/worker/formats/lenex-read";
import { compareRankings, fileRankings, type RankingComparison } from "../../src/worker/formats/test-rankings";
import type { GroupResults, MeetResults, ResultRow } from "../../src/shared/results";

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

  it.each(NAMES)("%s: the results CSV gives every RANKING's place in its group again, each group by its name", async (name) => {
    const results = await staffResults(name);
    const csv = await (await call("GET", `/api/meets/${meets[name]!.id}/results.csv`, { as: own })).text();
    const [, ...rows] = Papa.parse<string[]>(csv.slice(1), { delimiter: ";", skipEmptyLines: true }).data;
    // The CSV's rows as the groups they name: a swim's groups in the file's order, its places in the same order.
    const named = new Map<string, { names: string[]; places: (number | null)[] }>();
    for (const row of rows) {
      const [event, , heat, lane] = row;
      const names = row.at(-2) ? row.at(-2)!.split(" / ") : [];
      const places = row.at(-1)
        ? row
            .at(-1)!
            .split(" / ")
            .map((p) => (p === "" ? null : Number(p)))
        : names.map(() => null);
      named.set(`${event} ${heat}-${lane}`, { names, places });
    }
    const key = (event: { event_number: number; round?: string }, row: Pick<ResultRow, "heat_number" | "lane">) =>
      `${event.event_number}${event.round ?? ""} ${row.heat_number}-${row.lane}`;
    const fromCsv: MeetResults = {
      events: results.events.map((event) => ({
        ...event,
        groups: event.groups.map(
          (group): GroupResults => ({
            ...group,
            rows: event.overall.flatMap((row) => {
              const swim = named.get(key(event, row));
              const theirs = event.groups.filter((g) => g.rows.some((r) => r.heat_number === row.heat_number && r.lane === row.lane));
              const at = theirs.indexOf(group);
              if (!swim || at < 0) return [];
              expect(swim.names[at], key(event, row)).toBe(group.name);
              return [{ ...row, place: swim.places[at] ?? null }];
            }),
          }),
        ),
      })),
    };
    expect(named.size).toBe(results.events.reduce((sum, e) => sum + e.overall.length, 0));
    const comparisons = compareRankings(fileRankings(fixture(name)), readLenex(fixture(name)).heats, fromCsv);
    expect(comparisons.filter((c) => c.check === "different")).toEqual([]);
    expect(counts(comparisons).different).toBe(0);
    expect(counts(comparisons).equal).toBeGreaterThan(700);
  });

  it.each(NAMES)("%s: the LENEX export writes RANKINGS per AGEGROUP with the places the meet program gave", async (name) => {
    const res = await call("GET", `/api/meets/${meets[name]!.id}/export`, { as: own });
    expect(res.status).toBe(200);
    const exported = fileRankings(new Uint8Array(await res.arrayBuffer()));
    const key = (r: { event_id: string; agegroup_id: string; result_id: string }) => `${r.event_id} ${r.agegroup_id} ${r.result_id}`;
    const places = new Map(exported.map((r) => [key(r), r.place]));
    const given = fileRankings(fixture(name)).filter((r) => r.place !== null);
    expect(given.length).toBeGreaterThan(600);
    expect(given.filter((r) => places.get(key(r)) !== r.place)).toEqual([]);
  });
});
