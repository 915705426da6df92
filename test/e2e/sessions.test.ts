// DESIGN 8h in the browser: a multi-session meet (an Olympic and Paralympic trials start list, 14
// sessions over 7 days) shows its programme in running order under a row per session, on the meet
// page and on the public page, in Dutch and English, accessible, on a desk and on a phone.
import { writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { baseUrl, CLUB_USER, expectAccessible, importMeet, launch, loginAs, newPage, type MeetFacts } from "./browser";

const START_LIST = new URL("../fixtures/lenex/example-startlist.lxf", import.meta.url);

let browser: Browser;
let club: BrowserContext;
let page: Page;
let meet: MeetFacts;

/** The table's rows in document order: a session's row by its title, a heat's by its id. */
async function rowsOf(table: Locator): Promise<string[]> {
  return table
    .locator("tbody tr[data-session], tbody tr[data-heat]")
    .evaluateAll((rows) =>
      rows.map((row) =>
        row.hasAttribute("data-session") ? `# ${row.querySelector("th")?.textContent ?? ""}` : row.getAttribute("data-heat")!,
      ),
    );
}

/** The rows from `from` on, `count` of them. */
const slice = (rows: string[], from: string, count: number) => rows.slice(rows.indexOf(from), rows.indexOf(from) + count);

beforeAll(async () => {
  browser = await launch();
  ({ context: club, page } = await newPage(browser));
  await loginAs(page, CLUB_USER.email, CLUB_USER.password);
  meet = await importMeet(START_LIST);
  const { name, external_id, planned_date, auth_code } = meet;
  const res = await club.request.put(`/api/meets/${meet.id}`, {
    headers: { Origin: baseUrl(), "Content-Type": "application/json" },
    data: { name, external_id, planned_date, auth_code, public: true },
  });
  expect(res.status()).toBe(200);
});

afterAll(async () => {
  await browser?.close();
});

describe("the programme of a multi-session meet", () => {
  it("shows the meet page's heats in running order, each session under its own row", async () => {
    await page.goto(`/app/meets/${meet.id}`);
    const programme = page.getByRole("table", { name: "Programma" });
    await programme.locator('tbody tr[data-heat="1F-1"]').waitFor({ timeout: 20_000 });
    const rows = await rowsOf(programme);
    expect(rows.filter((row) => row.startsWith("# "))).toHaveLength(14);
    expect(rows.slice(0, 8)).toEqual([
      "# Sessie 1 · ma 09:30 · Day 1 Prelims / Jour 1 Préliminaires",
      "1-1",
      "1-2",
      "1-3",
      "1-4",
      "1-5",
      "1-6",
      "2-1",
    ]);
    expect(slice(rows, "2-6", 6)).toEqual(["2-6", "301-1", "302-1", "303-1", "304-1", "3-1"]);
    expect(slice(rows, "4-10", 3)).toEqual(["4-10", "# Sessie 2 · ma 18:00 · Day 1 Finals / Jour 1 Finales", "1F-1"]);
    expect(slice(rows, "20SOP-1", 2)).toEqual(["20SOP-1", "# Sessie 10 · vr 18:00 · Day 5 Finals / Jour 5 Finales"]);
    // A session's row heads its heats for a screen reader.
    await expect(programme.getByRole("rowheader", { name: "Sessie 2 · ma 18:00 · Day 1 Finals / Jour 1 Finales" }).count()).resolves.toBe(
      1,
    );

    const session2 = programme.locator('tbody tr[data-session="2"]');
    await session2.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -200));
    await page.screenshot({ path: ".tmp/sessions-meet-page.png" });
    await expectAccessible(page, "meet page with sessions");
  });

  it("shows the session rows on a phone too, without sideways scrolling", async () => {
    const { context, page: phone } = await newPage(browser, { width: 360, height: 740 });
    await context.addCookies(await club.cookies());
    await phone.goto(`/app/meets/${meet.id}`);
    const session2 = phone.getByRole("table", { name: "Programma" }).locator('tbody tr[data-session="2"]');
    await session2.waitFor({ timeout: 20_000 });
    await session2.scrollIntoViewIfNeeded();
    expect(await session2.textContent()).toBe("Sessie 2 · ma 18:00 · Day 1 Finals / Jour 1 Finales");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.screenshot({ path: ".tmp/sessions-meet-page-360.png" });
    await context.close();
  });

  it("shows the public page's programme under the same rows, in Dutch and in English", async () => {
    const { context, page: spectator } = await newPage(browser, { width: 360, height: 740 });
    await spectator.goto(`/live/${meet.external_id}`);
    const programme = spectator.getByRole("table", { name: "Programma" });
    await programme.locator('tbody tr[data-heat="1F-1"]').waitFor({ timeout: 20_000 });
    const rows = await rowsOf(programme);
    expect(rows.filter((row) => row.startsWith("# "))).toHaveLength(14);
    expect(rows.slice(0, 2)).toEqual(["# Sessie 1 · ma 09:30 · Day 1 Prelims / Jour 1 Préliminaires", "1-1"]);
    expect(slice(rows, "2-6", 6)).toEqual(["2-6", "301-1", "302-1", "303-1", "304-1", "3-1"]);
    expect(slice(rows, "4-10", 3)).toEqual(["4-10", "# Sessie 2 · ma 18:00 · Day 1 Finals / Jour 1 Finales", "1F-1"]);
    await programme.locator('tbody tr[data-session="2"]').scrollIntoViewIfNeeded();
    await spectator.screenshot({ path: ".tmp/sessions-public-360.png" });
    expect(await spectator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // A search keeps the rows of the sessions its heats are in, and only those: each such row heads
    // a found heat. With the start lists of a few heats instead of 2,852 lanes, axe checks the page
    // within the test's time.
    await spectator.getByLabel("Zoek zwemmer of vereniging").fill("Leroux_SB9");
    await expect.poll(async () => (await rowsOf(programme)).filter((row) => row.startsWith("# ")).length).toBeLessThan(14);
    const found = await rowsOf(programme);
    expect(found.length).toBeGreaterThan(1);
    found.forEach((row, i) => {
      if (row.startsWith("# ")) expect(found[i + 1], row).toMatch(/^\d+[A-Z]*-\d+$/);
    });
    expect(found[0]).toMatch(/^# Sessie \d+ · \w\w \d\d:\d\d · /);
    await expectAccessible(spectator, "public page with sessions");
    await spectator.getByLabel("Zoek zwemmer of vereniging").fill("");

    await spectator.getByRole("group", { name: "Taal / Language" }).getByRole("button", { name: "EN", exact: true }).click();
    const english = spectator.getByRole("table", { name: "Programme" });
    await english.locator('tbody tr[data-session="2"]').getByText("Session 2 · Mon 18:00").waitFor();
    expect(await english.locator('tbody tr[data-session="1"]').textContent()).toBe(
      "Session 1 · Mon 09:30 · Day 1 Prelims / Jour 1 Préliminaires",
    );
    await context.close();
  });
});

describe("the printed start list of a multi-session meet", () => {
  it("is dated, each session's heats under its heading as the programme has it, and runs over numbered sheets", async () => {
    await page.goto(`/app/meets/${meet.id}`);
    await page.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="1F-1"]').waitFor({ timeout: 20_000 });
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByRole("button", { name: "Startlijst afdrukken" }).click();
    await page.emulateMedia({ media: "print" });
    try {
      const paper = page.locator(".zt-startlist");
      await paper.waitFor();
      expect(await paper.locator("h1 + p").textContent()).toMatch(/\d{4}/);
      const sessions = await paper.locator("section[data-session] > h2").allTextContents();
      expect(sessions).toHaveLength(14);
      expect(sessions[0]).toBe("Sessie 1 · ma 09:30 · Day 1 Prelims / Jour 1 Préliminaires");
      // Session 2 opens with tonight's final, as the programme runs, not with event 2's heats.
      const second = paper.locator("section[data-session]").nth(1);
      expect(await second.locator("h3").first().textContent()).toMatch(/^Programma 1F, serie 1 · /);
      await page.screenshot({ path: ".tmp/startlist-sessions-print.png" });
      await page.emulateMedia({ media: null });
      const pdf = await page.pdf({ format: "A4" });
      await writeFile(".tmp/startlist-sessions.pdf", pdf);
      expect(pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)!.length).toBeGreaterThan(14);
    } finally {
      await page.emulateMedia({ media: null });
      await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    }
  });
});

describe("Next and Previous on the control panel", () => {
  it("moves from a session's last heat to the next session's first, not to the next event number, and back", async () => {
    const { context, page: desk } = await newPage(browser);
    try {
      await loginAs(desk, "admin@zwemtijd.test", CLUB_USER.password);
      await desk.goto(`/app/meets/${meet.id}`);
      const programme = desk.getByRole("table", { name: "Programma" });
      const control = (name: string) => desk.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });
      const current = (heat: string) => programme.locator(`tbody tr[data-heat="${heat}"][aria-current="true"]`);
      const activate = async (heat: string) => {
        await programme.locator(`tbody tr[data-heat="${heat}"]`).click();
        await desk.getByRole("button", { name: "Activeer serie" }).click();
        await desk.getByRole("button", { name: "Activeren" }).click();
        await desk.getByRole("button", { name: "Activeer serie" }).and(desk.locator(":disabled")).waitFor();
        await desk.getByRole("button", { name: "Sluiten" }).click();
        await current(heat).waitFor({ timeout: 5_000 });
      };
      await programme.locator('tbody tr[data-heat="1F-1"]').waitFor({ timeout: 20_000 });

      // Heat 1-6, the last of event 1's morning heats: Next is event 2, not tonight's final 1F.
      await activate("1-6");
      await control("Volgende").click();
      await current("2-1").waitFor({ timeout: 5_000 });
      // Event 2's last heat: Next is the para event 301, swum mid-morning.
      await activate("2-6");
      await control("Volgende").click();
      await current("301-1").waitFor({ timeout: 5_000 });
      // Session 1's last heat: Next is session 2's first, the final 1F; Previous goes back.
      await activate("4-10");
      await control("Volgende").click();
      await current("1F-1").waitFor({ timeout: 5_000 });
      await expect(desk.getByRole("region", { name: "Actieve serie" }).textContent()).resolves.toContain("1F");
      await control("Vorige").click();
      await current("4-10").waitFor({ timeout: 5_000 });
    } finally {
      await context.close();
    }
  });
});
