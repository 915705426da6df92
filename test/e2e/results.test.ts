// Results for everyone (DESIGN 8c) in a real browser: a championship's results file (many events,
// para classes S, SB and SM, ties, DNS and DSQ) imported by the club, ranked by the server. The
// administrator reads an event overall and per class, at 1280 px and on a 360 px phone, prints it
// on A4, puts the active heat on the projector at 1920 × 1080, and switches the meet public.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, importMeet, launch, loginAs, newPage } from "./browser";

const PASSWORD = "Zwemtijd!2026";
const ADMIN = "admin@zwemtijd.test";
const LENEX = new URL("../fixtures/lenex/example-results.lxf", import.meta.url);
const PHONE = { width: 360, height: 740 };
const PROJECTOR = { width: 1920, height: 1080 };

// Event 307 of the file: ten women, 100 m breaststroke, classes SB5 to SB14.
const EVENT = "Programma 307 — 100 m Schoolslag, Vrouwen";
// Event 1: 59 men, 400 m freestyle, a tie for place 23 and a DNS; no para classes.
const EVENT_1 = "Programma 1 — 400 m Vrije slag, Mannen";

let browser: Browser;
let meet: { id: number; external_id: string };
let admin: Page;

const resultsUrl = () => `/app/meets/${meet.id}/results`;
const eventRegion = (page: Page, title = EVENT) => page.getByRole("region", { name: title, exact: true });
const ranking = (page: Page, part: string, title = EVENT) =>
  eventRegion(page, title).getByRole("table", { name: `${title}: ${part}`, exact: true });
/** A ranking's rows as [place, swimmer cell, time] texts. */
async function rowsOf(page: Page, part: string, title = EVENT): Promise<string[][]> {
  return ranking(page, part, title)
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [".c-place", ".c-swimmer", ".c-time"].map((cell) => row.querySelector(cell)?.textContent?.trim() ?? "")),
    );
}

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
  it("is linked from the meet page and ranks an event overall, fastest first", async () => {
    await admin.goto(`/app/meets/${meet.id}`);
    await admin.getByRole("link", { name: "Uitslagen", exact: true }).click();
    await admin.waitForURL(new RegExp(`/app/meets/${meet.id}/results$`));
    await eventRegion(admin).waitFor({ timeout: 20_000 });
    await admin.getByRole("heading", { name: "Uitslagen", level: 1 }).waitFor();

    const overall = await rowsOf(admin, "Alle klassen");
    expect(overall).toHaveLength(10);
    expect(overall[0]![0]).toBe("1");
    expect(overall[0]![1]).toContain("Lavitt_S13SB13SM13, Maxine");
    expect(overall[0]![2]).toBe("1:26.30");
    expect(overall[1]!.slice(0, 1)).toEqual(["2"]);
    expect(overall[1]![2]).toBe("1:26.79");
    expect(overall.map((row) => row[0])).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    // Club and class have their own columns beside the name at this width.
    const first = ranking(admin, "Alle klassen").locator("tbody tr").first();
    await expect(first.locator(".c-club").textContent()).resolves.toBe("U of Manitoba Bisons Swimming");
    await expect(first.locator(".c-class").textContent()).resolves.toBe("SB13");
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
      "Alle klassen",
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
    const rows = await rowsOf(admin, "Alle klassen", EVENT_1);
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

  it("prints on A4 without navigation or buttons, the event's title in every table header", async () => {
    await admin.emulateMedia({ media: "print" });
    try {
      expect(await admin.getByRole("navigation").first().isVisible()).toBe(false);
      expect(await admin.getByRole("button", { name: "Afdrukken" }).isVisible()).toBe(false);
      // The header row that repeats on every printed page names the event and the ranking.
      const titleRow = ranking(admin, "Klasse SB5").locator("thead tr").first();
      expect(await titleRow.isVisible()).toBe(true);
      expect(await titleRow.textContent()).toContain(EVENT);
      expect(await titleRow.textContent()).toContain("Klasse SB5");
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
      await eventRegion(page).waitFor({ timeout: 20_000 });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      const first = ranking(page, "Alle klassen").locator("tbody tr").first();
      expect(await first.locator(".c-club").isVisible()).toBe(false);
      expect(await first.locator(".c-class").isVisible()).toBe(false);
      await expect(first.locator(".c-swimmer").textContent()).resolves.toContain("U of Manitoba Bisons Swimming · SB13");
      await page.screenshot({ path: ".tmp/results-360.png" });
      await eventRegion(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: ".tmp/results-360-event.png" });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
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
    await control("Start").and(admin.locator(":enabled")).waitFor({ timeout: 5_000 });
    await control("Start").click();
    await control("Stop").and(admin.locator(":enabled")).waitFor({ timeout: 5_000 });

    const { context, page } = await newPage(browser, PROJECTOR);
    try {
      await loginAs(page, ADMIN, PASSWORD);
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
    const stored = (await (await admin.context().request.get(`/api/meets/${meet.id}`)).json()) as { public: boolean };
    expect(stored.public).toBe(true);
  });
});
