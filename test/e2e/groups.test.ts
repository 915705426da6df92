// DESIGN 8h in the browser, against the meet program itself: both results fixtures imported as they
// are, and every place the results page shows in one of the file's own AGEGROUPs (all events, as
// printed), in one club's list, on the public page and on the projector equal to the place the file's
// own RANKING gives that swim in that group. No answer is changed on its way to the page: the groups
// are the server's, from the file.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { AGAIN_ON_RESET, baseUrl, CLUB_USER, importMeet, launch, loginAs, newPage, type MeetFacts } from "./browser";
import { readLenex } from "../../src/worker/formats/lenex-read";
import { compareRankings, fileRankings, type FileRanking, type RankingComparison } from "../../src/worker/formats/test-rankings";
import type { PublicProgramme } from "../../src/shared/programme";
import type { EventResults, GroupResults, MeetResults, ResultRow } from "../../src/shared/results";

const CLUB_MEET = "Results-Result.lxf";
const PARA_MEET = "example-results.lxf";
const fixtureUrl = (name: string) => new URL(`../fixtures/lenex/${name}`, import.meta.url);

let browser: Browser;
let club: BrowserContext;
let page: Page;
const meets: Record<string, MeetFacts> = {};
const files: Record<string, Uint8Array> = {};

/** One ranking table as a page shows it: its part (`group:<agegroup id>`) and each row's swim and place as written. */
interface ShownTable {
  ranking: string;
  rows: [swim: string, place: string][];
}

const swimKey = (row: Pick<ResultRow, "heat_number" | "lane">) => `${row.heat_number}-${row.lane}`;
const eventAnchor = (event: Pick<EventResults, "event_number" | "round">) => `programma-${event.event_number}${event.round ?? ""}`;

/**
 * The results as the page shows them: the answer's events, each group's rows those of its table on the
 * page, with the place the page wrote (a status or nothing is no place). A group without a table on
 * the page has no rows.
 */
function asShown(answer: MeetResults, shown: ReadonlyMap<string, readonly ShownTable[]>): MeetResults {
  return {
    events: answer.events.map((event) => {
      const tables = shown.get(eventAnchor(event)) ?? [];
      const groups = event.groups.map((group): GroupResults => {
        const table = tables.find((t) => t.ranking === `group:${group.agegroup_id}`);
        const served = new Map(group.rows.map((row) => [swimKey(row), row]));
        const rows = (table?.rows ?? []).map(([swim, place]): ResultRow => {
          const row = served.get(swim);
          const [heat, lane] = [swim.slice(0, swim.indexOf("-")), swim.slice(swim.indexOf("-") + 1)];
          return { ...row!, heat_number: Number(heat), lane, place: /^\d+$/.test(place) ? Number(place) : null };
        });
        return { ...group, rows };
      });
      return { ...event, groups };
    }),
  };
}

const counts = (comparisons: readonly RankingComparison[]) => {
  const found = { equal: 0, not_official: 0, different: 0 };
  for (const c of comparisons) found[c.check]++;
  return found;
};

const results = async (name: string) =>
  (await (await club.request.get(`/api/meets/${meets[name]!.id}/results`, AGAIN_ON_RESET)).json()) as MeetResults & {
    events: EventResults[];
  };

/** Builds every event as print does, and reads the file's groups of each event as the page shows them. */
async function shownOnResultsPage(): Promise<Map<string, ShownTable[]>> {
  await page.locator("section.zt-event table").first().waitFor({ timeout: 20_000 });
  await page.emulateMedia({ media: "print" });
  try {
    await page.waitForFunction(() => document.querySelectorAll(".zt-placeholder").length === 0, null, { timeout: 30_000 });
    const sections = await page.locator("section.zt-event").evaluateAll((nodes) =>
      nodes.map((node): [string, ShownTable[]] => [
        node.id,
        [...node.querySelectorAll("table[data-ranking]")].map((table) => ({
          ranking: table.getAttribute("data-ranking")!,
          rows: [...table.querySelectorAll("tbody tr[data-swim]")].map((row): [string, string] => [
            row.getAttribute("data-swim")!,
            row.querySelector("td")?.textContent?.trim() ?? "",
          ]),
        })),
      ]),
    );
    const shown = new Map(sections);
    return shown;
  } finally {
    await page.emulateMedia({ media: null });
  }
}

beforeAll(async () => {
  for (const name of [CLUB_MEET, PARA_MEET]) {
    meets[name] = await importMeet(fixtureUrl(name));
    files[name] = new Uint8Array(await readFile(fixtureUrl(name)));
  }
  browser = await launch();
  ({ context: club, page } = await newPage(browser));
  await loginAs(page, CLUB_USER.email, CLUB_USER.password);
});

afterAll(async () => {
  await browser?.close();
});

describe("the results page's places in the meet's own groups", () => {
  it.each([
    [CLUB_MEET, { equal: 745, not_official: 0, different: 0 }],
    // Written during the meet: swims whose place a final not yet OFFICIAL could change have none in the
    // file; the page shows them placed, provisional. Every other RANKING is equal.
    [PARA_MEET, { equal: 4141, not_official: 122, different: 0 }],
  ])("%s: every RANKING of the file, as the page shows it", async (name, expected) => {
    await page.goto(`/app/meets/${meets[name]!.id}/results`);
    const shown = await shownOnResultsPage();
    const answer = await results(name);
    // Every event of the answer has its section, and every group with swims its table.
    expect([...shown.keys()]).toEqual(answer.events.map(eventAnchor));
    for (const event of answer.events) {
      const tables = shown.get(eventAnchor(event))!.filter((t) => t.ranking.startsWith("group:"));
      const own = event.groups.filter((g) => g.agegroup_id !== null && g.rows.length > 0);
      expect(
        tables.map((t) => t.ranking),
        eventAnchor(event),
      ).toEqual(own.map((g) => `group:${g.agegroup_id}`));
    }
    const comparisons = compareRankings(fileRankings(files[name]!), readLenex(files[name]!).heats, asShown(answer, shown));
    expect(comparisons.filter((c) => c.check === "different")).toEqual([]);
    expect(counts(comparisons)).toEqual(expected);
  });

  it("one club's list keeps the club's swims in each group with their places in the whole group", async () => {
    const name = CLUB_MEET;
    await page.goto(`/app/meets/${meets[name]!.id}/results`);
    await page.locator("section.zt-event table").first().waitFor({ timeout: 20_000 });
    const answer = await results(name);
    const swims = new Map<string, number>();
    for (const event of answer.events) for (const row of event.overall) if (row.club) swims.set(row.club, (swims.get(row.club) ?? 0) + 1);
    const chosen = [...swims].sort((a, b) => b[1] - a[1])[0]![0];
    await page.getByRole("combobox", { name: "Vereniging" }).click();
    await page.getByRole("option", { name: chosen, exact: true }).click();
    const shown = await shownOnResultsPage();

    let checked = 0;
    for (const event of answer.events) {
      const tables = shown.get(eventAnchor(event)) ?? [];
      for (const group of event.groups.filter((g) => g.agegroup_id !== null)) {
        const own = group.rows.filter((row) => row.club === chosen);
        const table = tables.find((t) => t.ranking === `group:${group.agegroup_id}`);
        expect(table?.rows ?? [], `${eventAnchor(event)} ${group.name}`).toEqual(
          own.map((row) => [swimKey(row), row.place === null ? expect.any(String) : String(row.place)]),
        );
        checked += own.length;
      }
    }
    expect(checked).toBeGreaterThan(20);
    // And those places are the file's own.
    const comparisons = compareRankings(fileRankings(files[name]!), readLenex(files[name]!).heats, asShown(answer, shown));
    expect(comparisons.filter((c) => c.check === "different" && c.place !== undefined)).toEqual([]);
  });
});

describe("the public page's places in the meet's own groups", () => {
  it("shows each group of an event by its chip, every place the file's RANKING", async () => {
    const name = CLUB_MEET;
    const meet = meets[name]!;
    const { name: meetName, external_id, planned_date, auth_code } = meet;
    const res = await club.request.put(`/api/meets/${meet.id}`, {
      headers: { Origin: baseUrl(), "Content-Type": "application/json" },
      data: { name: meetName, external_id, planned_date, auth_code, public: true },
    });
    expect(res.status()).toBe(200);
    const answer = await results(name);
    const event = answer.events.find((e) => e.groups.filter((g) => g.rows.length > 0).length >= 3)!;
    const groups = event.groups.filter((g) => g.rows.length > 0);

    const { context, page: spectator } = await newPage(browser, { width: 360, height: 740 });
    try {
      await spectator.goto(`/live/${external_id}`);
      const summary = spectator.getByRole("button", { name: new RegExp(`^Programma ${event.event_number}${event.round ?? ""}\\b`) });
      await summary.waitFor({ timeout: 15_000 });
      if ((await summary.getAttribute("aria-expanded")) !== "true") await summary.click();
      const fold = spectator.locator(".MuiAccordion-root").filter({ has: summary });
      const chips = fold.getByRole("group", { name: "Klassement" }).getByRole("button");
      await chips.first().waitFor();
      const names = await chips.allTextContents();
      expect(names.slice(0, groups.length)).toEqual(groups.map((g) => g.name));

      const shown: ShownTable[] = [];
      for (const group of groups) {
        await fold.getByRole("group", { name: "Klassement" }).getByRole("button", { name: group.name, exact: true }).click();
        const table = fold.locator(`table[data-ranking="group:${group.agegroup_id}"]`);
        await table.waitFor();
        const rows = await table
          .locator("tbody tr[data-swim]")
          .evaluateAll((trs) => trs.map((tr) => [tr.getAttribute("data-swim")!, tr.querySelector("td")?.textContent?.trim() ?? ""]));
        shown.push({ ranking: `group:${group.agegroup_id}`, rows: rows as [string, string][] });
      }
      const only = { events: [event] };
      const comparisons = compareRankings(
        fileRankings(files[name]!).filter((r: FileRanking) => r.event_id === event.event_id),
        readLenex(files[name]!).heats,
        asShown(only, new Map([[eventAnchor(event), shown]])),
      );
      // Every swim shown meets its RANKING (a RANKING without a place, of a swim with no row, is equal too).
      expect(comparisons.filter((c) => c.place !== undefined)).toHaveLength(groups.reduce((sum, g) => sum + g.rows.length, 0));
      expect(counts(comparisons)).toEqual({ equal: comparisons.length, not_official: 0, different: 0 });
    } finally {
      await context.close();
    }
  });
});

describe("the projector's places in the meet's own groups", () => {
  it("gives each lane of the active heat its group and its place there, as the file's RANKING has it", async () => {
    const name = CLUB_MEET;
    const meet = meets[name]!;
    const programme = (await (await club.request.get(`/api/meets/${meet.id}/heats`, AGAIN_ON_RESET)).json()) as PublicProgramme;
    const heat = programme.heats.find((h) => h.id === programme.active_heat_id)!;
    const answer = await results(name);
    const event = answer.events.find((e) => e.event_number === heat.event_number && (e.round ?? null) === (heat.round ?? null))!;
    const fileHeat = readLenex(files[name]!).heats.find((h) => h.event_number === heat.event_number && h.heat_number === heat.heat_number)!;
    const rankings = fileRankings(files[name]!);

    const { context, page: projector } = await newPage(browser, { width: 1920, height: 1080 });
    try {
      await context.addCookies(await club.cookies());
      await projector.goto(`/app/meets/${meet.id}/results?hideNav`);
      const lanes = projector.getByRole("table", { name: "Banen van de actieve serie" });
      await lanes.getByRole("columnheader", { name: "Groep" }).waitFor({ timeout: 15_000 });
      const rows = await lanes
        .locator("tbody tr")
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "")));
      let placed = 0;
      for (const cells of rows) {
        const [lane, swimmer, , group, , , place] = cells as string[];
        if (!swimmer || !place || !/^\d+$/.test(place)) continue;
        const agegroup = event.groups.find(
          (g) => g.name === group && g.rows.some((r) => r.heat_number === heat.heat_number && r.lane === lane),
        );
        expect(agegroup, `lane ${lane}: ${group}`).toBeDefined();
        const resultId = fileHeat.lanes[lane!]!.lenex!.result_id;
        const ranking = rankings.find(
          (r) => r.event_id === event.event_id && r.agegroup_id === agegroup!.agegroup_id && r.result_id === resultId,
        );
        expect(ranking?.place, `lane ${lane}`).toBe(Number(place));
        placed++;
      }
      expect(placed).toBeGreaterThanOrEqual(2);
      await projector.screenshot({ path: ".tmp/projector-groups-1920.png" });
    } finally {
      await context.close();
    }
  });
});
