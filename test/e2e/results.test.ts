// Results for everyone (DESIGN 8c) in a real browser: a championship's results file (many events,
// para classes S, SB and SM, ties, DNS and DSQ) imported by the club, ranked by the server. The
// administrator reads an event overall and per class, at 1280 px and on a 360 px phone, prints it
// on A4, puts the active heat on the projector at 1920 × 1080, and switches the meet public. The
// page builds an event's rankings when it comes near the screen (DESIGN 11), so the test scrolls to
// the event it reads, as a reader would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Route } from "playwright-core";
import { AGAIN_ON_RESET, baseUrl, expectAccessible, importMeet, launch, loginAs, newPage } from "./browser";
import { sendRoomCommands } from "./room-commands";

const PASSWORD = "Zwemtijd!2026";
const ADMIN = "admin@zwemtijd.test";
const LENEX = new URL("../fixtures/lenex/example-results.lxf", import.meta.url);
const PHONE = { width: 360, height: 740 };
const PROJECTOR = { width: 1920, height: 1080 };

// Event 307 of the file: ten women, 100 m breaststroke, classes SB5 to SB14.
const EVENT = "Programma 307 — 100 m Schoolslag, Vrouwen";
// Event 1: 59 men, 400 m freestyle, a tie for place 23 and a DNS; no para classes.
// Event 307's own AGEGROUP in the file: the breaststroke classes it ranks together.
// Ranked by the meet program's points, as its header says.
const GROUP_307 = "SB4-SB9,SB11-SB14 (op punten van het wedstrijdprogramma)";
const EVENT_1 = "Programma 1 — 400 m Vrije slag, Mannen";

let browser: Browser;
let meet: { id: number; external_id: string };
let admin: Page;

const resultsUrl = () => `/app/meets/${meet.id}/results`;
const eventRegion = (page: Page, title = EVENT) => page.getByRole("region", { name: title, exact: true });
const ranking = (page: Page, part: string, title = EVENT) =>
  eventRegion(page, title).getByRole("table", { name: `${title}: ${part}`, exact: true });
/** Scrolls to an event, as a reader would, and waits for its rankings to be built. */
async function scrollTo(page: Page, title = EVENT) {
  await eventRegion(page, title).scrollIntoViewIfNeeded();
  await eventRegion(page, title).locator("table").first().waitFor({ timeout: 10_000 });
}
/** A ranking's rows as [place, swimmer cell, time] texts. */
async function rowsOf(page: Page, part: string, title = EVENT): Promise<string[][]> {
  await scrollTo(page, title);
  return ranking(page, part, title)
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [".c-place", ".c-swimmer", ".c-time"].map((cell) => row.querySelector(cell)?.textContent?.trim() ?? "")),
    );
}

type Row = { place: number | null; swimmer: string; club: string | null };
type Group = { agegroup_id: string | null; name: string; agemin?: number; agemax?: number; rows: Row[] };
type Answer = { events: { event_number: number; overall: Row[]; classes: { class: string }[]; groups?: Group[] }[] };

/**
 * DESIGN 8h: the results answer as a server with the file's own groups gives it, made from today's
 * answer, so the screens can be seen with groups whichever server answers. One event (307 unless
 * said) gets two age groups of its own (its swimmers alternately, each group placing them 1, 2, …)
 * and one that nobody swam in; every other event the one group of everyone that an event without
 * groups of its own has.
 */
function withGroups(answer: Answer, grouped = 307): Answer {
  const placed = (rows: Row[]) => rows.map((row, i) => ({ ...row, place: i + 1 }));
  for (const event of answer.events) {
    if (event.event_number === grouped) {
      event.groups = [
        {
          agegroup_id: "9001",
          name: "Dames 14-17 jaar",
          agemin: 14,
          agemax: 17,
          rows: placed(event.overall.filter((_, i) => i % 2 === 0)),
        },
        {
          agegroup_id: "9002",
          name: "Dames 18 jaar en ouder",
          agemin: 18,
          agemax: -1,
          rows: placed(event.overall.filter((_, i) => i % 2)),
        },
        { agegroup_id: "9003", name: "Dames 50 jaar en ouder", agemin: 50, agemax: -1, rows: [] },
      ];
    } else event.groups = [{ agegroup_id: null, name: "", rows: event.overall }];
  }
  return answer;
}

/**
 * Answers a results request with the server's own answer, groups added (a 304 stays a 304). A poll
 * still in flight when its page closes has nobody to answer: that is no failure of the test.
 */
const answerWithGroups =
  (grouped = 307) =>
  async (route: Route) => {
    try {
      const response = await route.fetch();
      if (response.status() !== 200) return await route.fulfill({ response });
      await route.fulfill({ response, json: withGroups((await response.json()) as Answer, grouped) });
    } catch (error) {
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  };

beforeAll(async () => {
  meet = await importMeet(LENEX);
  browser = await launch();
  ({ page: admin } = await newPage(browser));
  await loginAs(admin, ADMIN, PASSWORD);
});

afterAll(async () => {
  await browser?.close();
});

describe("the results screen", () => {
  it("is linked from the meet page and ranks an event in the file's own group, as the meet program placed it", async () => {
    await admin.goto(`/app/meets/${meet.id}`);
    await admin.getByRole("link", { name: "Uitslagen", exact: true }).click();
    await admin.waitForURL(new RegExp(`/app/meets/${meet.id}/results$`));
    await eventRegion(admin).waitFor({ timeout: 20_000 });
    await admin.getByRole("heading", { name: "Uitslagen", level: 1 }).waitFor();

    // Event 307's one group takes several para classes: the meet program ranks it by its points, so
    // the fastest time (Lavitt, SB13) is fifth, as the file's own RANKING has it.
    const group = await rowsOf(admin, GROUP_307);
    expect(group).toHaveLength(10);
    expect(group.map((row) => row[0])).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(group[0]![1]).toContain("Routliffe_S7SB7SM7");
    expect(group[0]![2]).toBe("1:31.81");
    expect(group[4]![1]).toContain("Lavitt_S13SB13SM13, Maxine");
    expect(group[4]![2]).toBe("1:26.30");
    // The points it is ranked by stand beside the times, highest first.
    const points = await ranking(admin, GROUP_307).locator("tbody tr .c-points").allTextContents();
    expect(points).toHaveLength(10);
    expect(points.map(Number)).toEqual([...points.map(Number)].sort((a, b) => b - a));
    // Club and class have their own columns beside the name at this width.
    const lavitt = ranking(admin, GROUP_307).locator("tbody tr", { hasText: "Lavitt" });
    await expect(lavitt.locator(".c-club").textContent()).resolves.toBe("U of Manitoba Bisons Swimming");
    await expect(lavitt.locator(".c-class").textContent()).resolves.toBe("SB13");
    // The group of everyone is not shown beside the file's own groups.
    expect(await eventRegion(admin).getByRole("heading", { name: "Alle klassen", exact: true }).count()).toBe(0);
  });

  it("has every event's heading from the start, and builds an event's rankings once it comes near the screen", async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginAs(page, ADMIN, PASSWORD);
      await page.goto(resultsUrl());
      await page.locator("section.zt-event table").first().waitFor({ timeout: 20_000 });
      await page.screenshot({ path: ".tmp/results-1280.png" });
      // Far down the page: its heading is there to jump to by heading, its tables are not yet.
      const far = page.getByRole("region", { name: EVENT, exact: true });
      await far.getByRole("heading", { name: EVENT, level: 2 }).waitFor({ state: "attached" });
      expect(await far.locator("table").count()).toBe(0);
      const headings = await page.getByRole("heading", { level: 2 }).count();
      expect(headings).toBe(await page.locator("section.zt-event").count());
      expect(await page.locator("section.zt-event:has(table)").count()).toBeLessThan(headings / 4);
      // "Ga naar programma" takes the reader there, and the event is built.
      await page.getByRole("combobox", { name: "Ga naar programma" }).click();
      await page.getByRole("option", { name: EVENT, exact: true }).click();
      await far.getByRole("table", { name: `${EVENT}: Klasse SB5`, exact: true }).waitFor({ timeout: 5_000 });
      await expect.poll(() => far.evaluate((node) => node === document.activeElement)).toBe(true);
      const top = await far.evaluate((node) => node.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
      await page.screenshot({ path: ".tmp/results-1280-jump.png" });
    } finally {
      await context.close();
    }
  });

  it("ranks per sport class, with the class's own places", async () => {
    await eventRegion(admin).getByRole("heading", { name: "Klasse SB5", exact: true }).waitFor();
    const sb5 = await rowsOf(admin, "Klasse SB5");
    expect(sb5.map((row) => row[0])).toEqual(["1", "2", "3"]);
    expect(sb5[0]![1]).toContain("Newkirk_S6SB5SM6, Shelby");
    expect(sb5[0]![2]).toBe("2:02.04");
    // A class section per class in the event, in class order.
    const classes = await eventRegion(admin).locator("h3").allTextContents();
    expect(classes).toEqual([
      GROUP_307,
      "Klasse SB5",
      "Klasse SB6",
      "Klasse SB7",
      "Klasse SB8",
      "Klasse SB9",
      "Klasse SB13",
      "Klasse SB14",
    ]);
  });

  it("lets equal times share a place and puts a DNS last, without a place or a time", async () => {
    const rows = await rowsOf(admin, "Open", EVENT_1);
    expect(rows.filter((row) => row[0] === "23")).toHaveLength(2);
    expect(rows.some((row) => row[0] === "24")).toBe(false);
    const last = rows.at(-1)!;
    expect(last[0]).toBe("DNS");
    expect(last[1]).toContain("Niet gestart");
    expect(last[2]).toBe("");
  });

  it("prints: the Afdrukken button opens the browser's print", async () => {
    await admin.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => {
        w.printed += 1;
      };
    });
    await admin.getByRole("button", { name: "Afdrukken" }).click();
    expect(await admin.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  it("builds every event for the browser's own print, not only those scrolled to", async () => {
    const page = await admin.context().newPage();
    try {
      await page.goto(resultsUrl());
      await page.locator("section.zt-event table").first().waitFor({ timeout: 20_000 });
      const events = await page.locator("section.zt-event").count();
      expect(await page.locator("section.zt-event:has(table)").count()).toBeLessThan(events);
      // As Ctrl+P and a print preview do: the page turns to print media.
      await page.emulateMedia({ media: "print" });
      await page.waitForFunction((n) => document.querySelectorAll("section.zt-event:has(table)").length === n, events);
      expect(await page.locator(".zt-placeholder").count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it("prints on A4 without navigation or buttons, the event's title in every table header", async () => {
    // 'Afdrukken' (the test before) built every event before it opened the print.
    expect(await admin.locator(".zt-placeholder").count()).toBe(0);
    await admin.emulateMedia({ media: "print" });
    try {
      expect(await admin.getByRole("navigation").first().isVisible()).toBe(false);
      expect(await admin.getByRole("button", { name: "Afdrukken" }).isVisible()).toBe(false);
      // The header row that repeats on every printed page names the event and the ranking.
      const titleRow = ranking(admin, "Klasse SB5").locator("thead tr").first();
      expect(await titleRow.isVisible()).toBe(true);
      expect(await titleRow.textContent()).toContain(EVENT);
      expect(await titleRow.textContent()).toContain("Klasse SB5");
      // Paper has no hover: what the place column's abbreviations stand for is written above the tables (issue 41).
      const legend = admin.getByText(/^DNS = Niet gestart/);
      expect(await legend.isVisible()).toBe(true);
      expect(await legend.textContent()).toContain("DSQ = Gediskwalificeerd");
      const pageRule = await admin.evaluate(() =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .some((rule) => rule instanceof CSSPageRule && /A4/i.test(rule.cssText)),
      );
      expect(pageRule).toBe(true);
    } finally {
      // Back to no emulation: a forced "screen" would also print the PDF with the screen styles.
      await admin.emulateMedia({ media: null });
    }

    const pdf = await admin.pdf({ format: "A4" });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Each page object is "/Type /Page" (the page tree is "/Type /Pages").
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(2);
  });

  it("fits a 360 px phone without sideways scrolling: club and class under the name", async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await loginAs(page, ADMIN, PASSWORD);
      await page.goto(resultsUrl());
      await page.locator("section.zt-event table").first().waitFor({ timeout: 20_000 });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: ".tmp/results-360.png" });
      await scrollTo(page);
      const first = ranking(page, GROUP_307).locator("tbody tr", { hasText: "Lavitt" });
      await expect(first.locator(".c-swimmer").textContent()).resolves.toContain("U of Manitoba Bisons Swimming · SB13");
      expect(await first.locator(".c-club").isVisible()).toBe(false);
      expect(await first.locator(".c-class").isVisible()).toBe(false);
      await page.screenshot({ path: ".tmp/results-360-event.png" });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await context.close();
    }
  });
});

describe("the file's own groups (DESIGN 8h), from an answer that has them", () => {
  it("shows each group with its places instead of overall, the classes beside them; overall where an event has none", async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginAs(page, ADMIN, PASSWORD);
      await page.route(/\/api\/meets\/\d+\/results$/, answerWithGroups());
      await page.goto(resultsUrl());
      await scrollTo(page);
      const parts = await eventRegion(page).locator("h3").allTextContents();
      expect(parts.slice(0, 3)).toEqual(["Dames 14-17 jaar", "Dames 18 jaar en ouder", "Klasse SB5"]);
      expect(parts).not.toContain("Alle klassen");
      expect(parts).not.toContain("Dames 50 jaar en ouder");
      const older = await rowsOf(page, "Dames 18 jaar en ouder");
      expect(older.map((row) => row[0])).toEqual(["1", "2", "3", "4", "5"]);
      expect(older[0]![1]).toContain("Roxon_S9SB8SM9, Katarina");
      expect(older[0]![2]).toBe("1:26.79");
      // Event 1 has no groups of its own: its ranking of everyone, as before.
      expect((await eventRegion(page, EVENT_1).locator("h3").allTextContents())[0]).toBe("Alle klassen");
      await eventRegion(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: ".tmp/results-1280-groups.png" });
      await expectAccessible(page, "results with groups");

      // On paper every table's repeated title names the group.
      await page.emulateMedia({ media: "print" });
      const title = ranking(page, "Dames 14-17 jaar").locator("thead tr").first();
      await title.waitFor();
      expect(await title.textContent()).toContain("Dames 14-17 jaar");
      await page.emulateMedia({ media: null });

      // One club's list: only the group its swimmer is in, with her place in that group.
      await page.getByRole("combobox", { name: "Vereniging" }).click();
      await page.getByRole("option", { name: "Saskatoon Lasers Swim Club", exact: true }).click();
      await scrollTo(page);
      expect(await eventRegion(page).locator("h3").allTextContents()).toEqual(["Dames 18 jaar en ouder", "Klasse SB5"]);
      expect(await rowsOf(page, "Dames 18 jaar en ouder")).toEqual([["4", expect.stringContaining("Newkirk_S6SB5SM6, Shelby"), "2:02.04"]]);
    } finally {
      await context.close();
    }
  });
});

describe("the projector view (?hideNav)", () => {
  const control = (name: string) => admin.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });

  it("shows the active heat full screen at 1920 × 1080: race clock, lanes and times, no navigation", async () => {
    // A fresh tab for the administrator: the printed results page before is long, and navigating
    // away from it once waited out the 30 s navigation timeout in CI.
    const printed = admin;
    admin = await printed.context().newPage();
    await printed.close();
    // The administrator puts heat 307-1 on and swims it again from the control panel. A heat read
    // from a results file arrives swum (DESIGN 8): Reset puts it back, and the new race starts clean.
    await admin.goto(`/app/meets/${meet.id}`);
    await admin.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="307-1"]').click();
    await admin.getByRole("button", { name: "Activeer serie" }).click();
    await admin.getByText("Weet je zeker dat je deze serie wilt activeren?").waitFor();
    await admin.getByRole("button", { name: "Activeren" }).click();
    await admin.getByRole("button", { name: "Activeer serie" }).and(admin.locator(":disabled")).waitFor();
    await admin.getByRole("button", { name: "Sluiten" }).click();
    await admin.getByRole("region", { name: "Actieve serie" }).getByText("Programma 307, serie 1").waitFor({ timeout: 5_000 });
    await control("Reset").and(admin.locator(":enabled")).waitFor({ timeout: 5_000 });
    await control("Reset").click();
    await admin.getByRole("dialog").getByRole("button", { name: "Resetten" }).click();
    // One swimmer withdrew before the race: the projector says so where the time would be.
    const { signed_id } = (await (await admin.context().request.get(`/api/meets/${meet.id}`, AGAIN_ON_RESET)).json()) as {
      signed_id: string;
    };
    const { heats } = (await (await admin.context().request.get(`/api/meets/${meet.id}/heats`, AGAIN_ON_RESET)).json()) as {
      heats: { id: string; lanes: Record<string, { swimmer: string }> }[];
    };
    const [withdrawnLane, { swimmer: withdrawn }] = Object.entries(heats.find((heat) => heat.id === "307-1")!.lanes).find(
      ([, lane]) => lane.swimmer.trim() !== "" && !lane.swimmer.startsWith("Lavitt"),
    )!;
    await sendRoomCommands(admin, signed_id, [{ type: "lineup", heat_id: "307-1", lane: withdrawnLane, change: { kind: "withdraw" } }]);
    await control("Start").and(admin.locator(":enabled")).waitFor({ timeout: 5_000 });
    await control("Start").click();
    await control("Stop").and(admin.locator(":enabled")).waitFor({ timeout: 5_000 });

    const { context, page } = await newPage(browser, PROJECTOR);
    try {
      await loginAs(page, ADMIN, PASSWORD);
      // DESIGN 8h: event 307 with two age groups of its own, so a lane's place is its group's.
      await page.route(/\/api\/meets\/\d+\/results$/, answerWithGroups());
      await page.goto(`${resultsUrl()}?hideNav`);
      await page.getByRole("heading", { name: "Programma 307, serie 1", level: 1 }).waitFor({ timeout: 15_000 });
      await page.getByText("100 m Schoolslag, Vrouwen").waitFor();

      expect(await page.getByRole("navigation").count()).toBe(0);
      expect(await page.getByRole("banner").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Afdrukken" }).count()).toBe(0);

      const clock = page.getByRole("timer", { name: "Wedstrijdklok" });
      await clock.waitFor();
      await page.waitForFunction(() => document.querySelector('[role="timer"]')?.textContent !== "00:00.00");
      const before = await clock.textContent();
      await page.waitForTimeout(300);
      expect(await clock.textContent()).not.toBe(before);
      // Large: the clock reads from across the pool hall.
      const clockSize = await clock.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
      expect(clockSize).toBeGreaterThanOrEqual(100);

      const lanes = page.getByRole("table", { name: "Banen van de actieve serie" });
      const lavitt = lanes.locator("tbody tr", { hasText: "Lavitt_S13SB13SM13, Maxine" });
      await expect(lavitt.textContent()).resolves.toContain("U of Manitoba Bisons Swimming");
      await expect(lavitt.textContent()).resolves.toContain("SB13");
      // The file's 1:26.30 belonged to the earlier race (DESIGN 8b: a re-swum heat starts clean).
      await expect(lavitt.textContent()).resolves.not.toContain("1:26.30");
      const gone = lanes.locator("tbody tr", { hasText: withdrawn });
      await expect(gone.locator("td").nth(-2).textContent()).resolves.toBe("Afgemeld");
      // Ten lanes fit the screen: nothing scrolls.
      const overflow = await page.evaluate(() => [document.documentElement.scrollHeight, document.documentElement.scrollWidth]);
      expect(overflow[1]).toBeLessThanOrEqual(PROJECTOR.width);
      const lastLane = await lanes.locator("tbody tr").last().boundingBox();
      expect(lastLane!.y + lastLane!.height).toBeLessThanOrEqual(PROJECTOR.height);

      // Times appear as they arrive: the referee enters this race's time after the stop.
      await control("Stop").click();
      await admin.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="307-1"]').click();
      const row = admin.getByRole("table", { name: "Banen" }).locator("tbody tr", { hasText: "Lavitt" });
      await row.getByRole("button", { name: /^Baan \d+ bewerken$/ }).click();
      const dialog = admin.getByRole("dialog", { name: /^Baan \d+ bewerken$/ });
      await dialog.getByRole("textbox", { name: "Tijd" }).fill("1:26.29");
      await dialog.getByRole("button", { name: "Opslaan" }).click();
      await lavitt.getByText("1:26.29").waitFor({ timeout: 5_000 });
      // Her place is the one in her own group of the whole event, as the results rank it, with the group named.
      const answer = withGroups(
        (await (await admin.context().request.get(`/api/meets/${meet.id}/results`, AGAIN_ON_RESET)).json()) as Answer,
      );
      const groups = answer.events.find((e) => e.event_number === 307)!.groups!;
      const own = groups.find((g) => g.rows.some((r) => r.swimmer.startsWith("Lavitt")))!;
      const place = own.rows.find((r) => r.swimmer.startsWith("Lavitt"))!.place;
      await lanes.getByRole("columnheader", { name: "Groep" }).waitFor({ timeout: 5_000 });
      await expect
        .poll(async () => [await lavitt.locator("td").nth(3).textContent(), await lavitt.locator("td").last().textContent()], {
          timeout: 5_000,
        })
        .toEqual([own.name, String(place)]);
      await page.screenshot({ path: ".tmp/projector-1920.png" });
      await admin.keyboard.press("Escape");
    } finally {
      await context.close();
      if (
        await control("Stop")
          .isEnabled({ timeout: 1_000 })
          .catch(() => false)
      )
        await control("Stop").click();
    }
  });
});

describe("the public switch", () => {
  it("is off by default, switched on in the meet's edit dialog, and then shows the public link", async () => {
    await admin.goto(`/app/meets/${meet.id}`);
    await admin.getByRole("heading", { level: 1 }).waitFor();
    expect(await admin.getByRole("button", { name: "Openbare link kopiëren" }).count()).toBe(0);

    await admin.getByRole("button", { name: "Bewerken" }).click();
    const dialog = admin.getByRole("dialog", { name: "Wedstrijd aanpassen" });
    const toggle = dialog.getByRole("switch", { name: "Openbare live-uitslagen" });
    expect(await toggle.isChecked()).toBe(false);
    await dialog.getByText(`/live/${meet.external_id}`).waitFor();
    await toggle.check();
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await dialog.waitFor({ state: "hidden" });

    // The address shows without its scheme; the link and the copy button have all of it.
    const link = admin.getByRole("link", { name: `${new URL(baseUrl()).host}/live/${meet.external_id}`, exact: true });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(`${baseUrl()}/live/${meet.external_id}`);
    await admin.getByRole("button", { name: "Openbare link kopiëren" }).waitFor();
    const stored = (await (await admin.context().request.get(`/api/meets/${meet.id}`, AGAIN_ON_RESET)).json()) as { public: boolean };
    expect(stored.public).toBe(true);
  });

  it("shows the file's own groups on the public page too, one ranking at a time by its chip (DESIGN 8h)", async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      // An event of several classes that the projector's race above left as the file had it.
      const answer = (await (await fetch(`${baseUrl()}/api/public/meets/${meet.external_id}/results`)).json()) as Answer;
      const grouped = answer.events.find((e) => e.event_number !== 307 && e.classes.length > 1 && e.overall.length >= 6)!;
      const n = grouped.event_number;
      await page.route(/\/api\/public\/meets\/\d+\/results$/, answerWithGroups(n));
      await page.goto(`/live/${meet.external_id}`);
      const event = page.getByRole("button", { name: new RegExp(`^Programma ${n}\\b`) });
      await event.waitFor({ timeout: 15_000 });
      await event.click();
      // The active heat's event is open too: this event's own fold-out.
      const chips = page.locator(".MuiAccordion-root").filter({ has: event }).getByRole("group", { name: "Klassement" });
      await chips.getByRole("button").first().waitFor();
      const names = await chips.getByRole("button").allTextContents();
      expect(names.slice(0, 3)).toEqual(["Dames 14-17 jaar", "Dames 18 jaar en ouder", grouped.classes[0]!.class]);
      expect(names).not.toContain("Alle");
      expect(await chips.getByRole("button", { name: "Dames 14-17 jaar" }).getAttribute("aria-pressed")).toBe("true");
      await page.getByRole("table", { name: `Uitslag ${n}, Dames 14-17 jaar` }).waitFor();
      await chips.getByRole("button", { name: "Dames 18 jaar en ouder" }).click();
      const older = page.getByRole("table", { name: `Uitslag ${n}, Dames 18 jaar en ouder` });
      await older.waitFor();
      expect(await older.locator("tbody tr").count()).toBe(Math.floor(grouped.overall.length / 2));
      const first = older.locator("tbody tr").first();
      expect(await first.textContent()).toContain(grouped.overall[1]!.swimmer);
      expect(await first.locator("td").first().textContent()).toBe("1");
      await older.scrollIntoViewIfNeeded();
      await page.screenshot({ path: ".tmp/public-360-groups.png" });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await context.close();
    }
  });
});
