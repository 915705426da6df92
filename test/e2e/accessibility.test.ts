// WCAG 2.1 A and AA on every page: axe-core scans each page in Chromium as its users see
// it, logged out, as the administrator and as a club's secretary, with the bottom sheet and dialogs
// open, and on a 320-px phone nothing needs a sideways scroll (WCAG 1.4.10, the width of 400 % zoom).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import {
  baseUrl,
  CLUB_USER,
  expectAccessible,
  importMeet,
  lastMailLink,
  launch,
  mailedCode,
  loginAs,
  newPage,
  type MeetFacts,
} from "./browser";

const ADMIN = { email: "admin@zwemtijd.test", password: "Zwemtijd!2026" };
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);
const NUMBER = "86420";
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };
const NARROW = { width: 320, height: 640 };

let browser: Browser;
let meet: MeetFacts;

async function noSidewaysScroll(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, what).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function visit(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await ready(page).first().waitFor({ timeout: 15_000 });
}

beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(CSV, { name: "Toegankelijke Para Spelen", external_id: NUMBER });
});

afterAll(async () => {
  await browser?.close();
});

describe("logged out", () => {
  it("login, forgot, reset and activate pass, also at 320 px", async () => {
    for (const viewport of [DESKTOP, NARROW]) {
      const { page, context } = await newPage(browser, viewport);
      const size = `${viewport.width} px`;
      await visit(page, "/login", (p) => p.getByRole("button", { name: "Inloggen" }));
      await expectAccessible(page, `login ${size}`);
      await noSidewaysScroll(page, `login ${size}`);
      // A failed login shows its alert: that is a state of the page too.
      await page.getByPlaceholder("E-mailadres").fill("niemand@example.nl");
      await page.getByPlaceholder("Wachtwoord").fill("Fout!wachtwoord1");
      await page.getByRole("button", { name: "Inloggen" }).click();
      await page.getByRole("alert").waitFor();
      await expectAccessible(page, `login failed ${size}`);

      await visit(page, "/password/forgot", (p) => p.getByRole("heading", { level: 1 }));
      await expectAccessible(page, `forgot ${size}`);
      await noSidewaysScroll(page, `forgot ${size}`);
      await visit(page, "/activate", (p) => p.getByRole("heading", { level: 1 }));
      await expectAccessible(page, `activate ${size}`);
      await noSidewaysScroll(page, `activate ${size}`);
      await context.close();
    }
  });

  it("the reset page from a real mail link passes", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await visit(page, "/password/forgot", (p) => p.getByRole("textbox"));
    await page.getByRole("textbox").first().fill(CLUB_USER.email);
    await page.getByRole("button", { name: "Link aanvragen" }).click();
    const link = await lastMailLink(CLUB_USER.email);
    await visit(page, new URL(link).pathname, (p) => p.getByRole("heading", { level: 1 }));
    await expectAccessible(page, "reset");
    await context.close();
  });

  it("the officials' page passes at 360 and 1366 px, joining and choosing a task", async () => {
    for (const [viewport, email, number] of [
      [PHONE, "toegankelijk@example.nl", "TGK2026"],
      [DESKTOP, "toegankelijk-breed@example.nl", "TGK2027"],
    ] as const) {
      const { page, context } = await newPage(browser, viewport);
      const size = `${viewport.width} px`;
      await visit(page, "/official", (p) => p.getByLabel("Wedstrijdnummer"));
      await expectAccessible(page, `official ${size}`);
      await noSidewaysScroll(page, `official ${size}`);
      await page.getByLabel("Wedstrijdnummer").fill(meet.external_id);
      await page.getByLabel("Autorisatiecode").fill(meet.auth_code);
      await page.getByRole("button", { name: "Verder" }).click();
      await page.getByLabel("Bondsnummer").waitFor({ timeout: 10_000 });
      await expectAccessible(page, `official join ${size}`);
      await page.getByLabel("E-mailadres").fill(email);
      await page.getByLabel("Bondsnummer").fill(number);
      await page.getByLabel("Naam").fill("Toos Toegankelijk");
      await page.getByRole("button", { name: "Aanmelden" }).click();
      // A new official types the code mailed to them.
      await page.getByLabel("Code uit de e-mail").waitFor({ timeout: 10_000 });
      await expectAccessible(page, `official code ${size}`);
      await page.getByLabel("Code uit de e-mail").fill(await mailedCode(email));
      await page.getByRole("button", { name: "Aanmelden met code" }).click();
      const tasks = page.getByRole("navigation", { name: "Kies je taak" });
      await tasks.getByRole("button", { name: "Tijdwaarnemer baan 4" }).waitFor({ timeout: 10_000 });
      await expectAccessible(page, `official tasks ${size}`);
      await noSidewaysScroll(page, `official tasks ${size}`);
      await tasks.getByRole("button", { name: "Tijdwaarnemer baan 4" }).click();
      await page.getByRole("timer").waitFor();
      await expectAccessible(page, `timekeeper ${size}`);
      await page.getByRole("button", { name: "Andere taak" }).click();
      await page.getByRole("button", { name: "Aankomstrechter (VVA)" }).click();
      await page.getByRole("region", { name: "Volgorde van aankomst" }).waitFor();
      await expectAccessible(page, `judge ${size}`);
      await noSidewaysScroll(page, `judge ${size}`);
      await context.close();
    }
  });
});

describe("motion", () => {
  it("stops every transition for whoever asks the system for less motion", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: "nl-NL", reducedMotion: "reduce" });
    const page = await context.newPage();
    await visit(page, "/login", (p) => p.getByRole("button", { name: "Inloggen" }));
    const duration = (target: Locator) =>
      target.evaluate((el) => Math.max(...getComputedStyle(el).transitionDuration.split(",").map(parseFloat)));
    expect(await duration(page.getByRole("button", { name: "Inloggen" }))).toBeLessThan(0.001);
    await context.close();

    const { page: moving, context: usual } = await newPage(browser, DESKTOP);
    await visit(moving, "/login", (p) => p.getByRole("button", { name: "Inloggen" }));
    expect(await duration(moving.getByRole("button", { name: "Inloggen" }))).toBeGreaterThan(0.1);
    await usual.close();
  });
});

describe("the administrator", () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await newPage(browser, DESKTOP));
    await loginAs(page, ADMIN.email, ADMIN.password);
  });

  it("clubs, a club, meets, officials and an official pass", async () => {
    await visit(page, "/app/admin/clubs", (p) => p.getByText("ZV De Demo"));
    await expectAccessible(page, "clubs");
    await page.getByText("ZV De Demo").first().click();
    await page.getByRole("heading", { name: "ZV De Demo" }).waitFor();
    await expectAccessible(page, "club detail");
    await visit(page, "/app/admin/meets", (p) => p.getByText(meet.name));
    await expectAccessible(page, "meets");
    await visit(page, "/app/admin/officials", (p) => p.getByText("Toos Toegankelijk"));
    await expectAccessible(page, "officials");
    await page.getByText("Toos Toegankelijk").first().click();
    await page.getByRole("heading", { name: "Toos Toegankelijk" }).waitFor();
    await expectAccessible(page, "official detail");
  });

  const control = (name: string) => page.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });

  it("the meet page passes with its control panel, ready, running and stopped", async () => {
    await visit(page, `/app/meets/${meet.id}`, (p) => p.getByRole("table", { name: "Programma" }));
    await control("Start").and(page.locator(":enabled")).waitFor({ timeout: 10_000 });
    await expectAccessible(page, "meet ready");
    await control("Start").click();
    await control("Stop").and(page.locator(":enabled")).waitFor();
    await expectAccessible(page, "meet running");
    await control("Stop").click();
    await page.getByRole("region", { name: "Actieve serie" }).getByText("Uitslag incompleet").waitFor({ timeout: 5_000 });
    await expectAccessible(page, "meet stopped");
  });

  it("the heat's bottom sheet passes, with a lane's details, the referee's dialogs and a disqualification", async () => {
    await page.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="1-1"]').click();
    const sheet = page.getByRole("dialog", { name: "Programma 1, serie 1" });
    await sheet.getByRole("button", { name: "Details baan 4" }).click();
    await expectAccessible(page, "bottom sheet");
    await sheet.getByRole("button", { name: "Baan 3 bewerken" }).click();
    const laneDialog = page.getByRole("dialog", { name: "Baan 3 bewerken" });
    await laneDialog.getByRole("radio", { name: "DSQ: gediskwalificeerd" }).check();
    await expectAccessible(page, "lane dialog");
    await laneDialog.getByRole("textbox", { name: "Reden" }).fill("SW 4.4 valse start");
    await laneDialog.getByRole("button", { name: "Opslaan" }).click();
    await laneDialog.waitFor({ state: "hidden" });
    await sheet
      .getByRole("table", { name: "Banen" })
      .locator("tbody tr", { hasText: "Blue Marlins 2 2" })
      .getByText("DSQ")
      .first()
      .waitFor({ timeout: 5_000 });
    await sheet.getByRole("button", { name: "Aankomstvolgorde vaststellen" }).click();
    const order = page.getByRole("dialog", { name: "Aankomstvolgorde vaststellen" });
    await expectAccessible(page, "arrival order dialog");
    await order.getByRole("button", { name: "Annuleren" }).click();
    await order.waitFor({ state: "hidden" });
    await expectAccessible(page, "bottom sheet with a disqualification");
    await sheet.getByRole("button", { name: "Sluiten", exact: true }).click();
    await sheet.waitFor({ state: "hidden" });
  });

  it("the confirmations and the meet's own dialogs pass", async () => {
    await page.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="1-2"]').click();
    await page.getByRole("button", { name: "Activeer serie" }).click();
    const activate = page.getByRole("dialog", { name: "Weet je zeker dat je deze serie wilt activeren?" });
    await expectAccessible(page, "activate confirmation");
    await activate.getByRole("button", { name: "Annuleren" }).click();
    await activate.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Sluiten", exact: true }).click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });

    await control("Reset").click();
    const reset = page.getByRole("dialog", { name: "Weet je zeker dat je deze serie wilt resetten?" });
    await expectAccessible(page, "reset confirmation");
    await reset.getByRole("button", { name: "Annuleren" }).click();
    await reset.waitFor({ state: "hidden" });

    for (const name of ["Statistieken", "Logging", "Bewerken"]) {
      await page.getByRole("button", { name, exact: true }).click();
      await page.getByRole("dialog").waitFor();
      await expectAccessible(page, `${name} dialog`);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });
    }
  });

  it("the results page and the projector view pass", async () => {
    await visit(page, `/app/meets/${meet.id}/results`, (p) => p.getByRole("heading", { level: 1 }));
    await page.getByRole("table").first().waitFor({ timeout: 10_000 });
    await expectAccessible(page, "results");
    await visit(page, `/app/meets/${meet.id}/results?hideNav`, (p) => p.getByRole("timer"));
    await expectAccessible(page, "projector");
  });

  it("the navigation of icons on a 320-px phone has names and needs no sideways scroll", async () => {
    const { page: phone, context } = await newPage(browser, NARROW);
    await loginAs(phone, ADMIN.email, ADMIN.password);
    for (const path of ["/app/admin/clubs", "/app/admin/meets", "/app/admin/officials", `/app/meets/${meet.id}`]) {
      await visit(phone, path, (p) => p.getByRole("heading", { level: 1 }));
      await expectAccessible(phone, `${path} at 320 px`);
      await noSidewaysScroll(phone, `${path} at 320 px`);
    }
    for (const name of ["Verenigingen", "Wedstrijden", "Officials"])
      await phone.getByRole("navigation").getByRole("link", { name, exact: true }).waitFor();
    await context.close();
  });
});

describe("the club's secretary", () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await newPage(browser, DESKTOP));
    await loginAs(page, CLUB_USER.email, CLUB_USER.password);
  });

  it("the dashboard and the settings tabs pass", async () => {
    await visit(page, "/app/dashboard", (p) => p.getByText(meet.name));
    await expectAccessible(page, "dashboard");
    for (const [path, what] of [
      ["/app/settings/profile", "profile tab"],
      ["/app/settings/club", "club tab"],
      ["/app/settings/team", "team tab"],
    ] as const) {
      await visit(page, path, (p) => p.getByRole("tab", { selected: true }));
      await expectAccessible(page, what);
    }
  });

  it("the meet page passes, and its public live page too", async () => {
    await visit(page, `/app/meets/${meet.id}`, (p) => p.getByRole("table", { name: "Programma" }));
    await expectAccessible(page, "club's meet page");

    const { name, external_id, planned_date, auth_code } = meet;
    const res = await page.request.put(`/api/meets/${meet.id}`, {
      headers: { Origin: baseUrl(), "Content-Type": "application/json" },
      data: { name, external_id, planned_date, auth_code, public: true },
    });
    expect(res.status()).toBe(200);
    for (const viewport of [PHONE, DESKTOP]) {
      const { page: spectator, context } = await newPage(browser, viewport);
      await spectator.goto(`/live/${NUMBER}`);
      await spectator.getByRole("heading", { name: meet.name, level: 1 }).waitFor({ timeout: 15_000 });
      await spectator.getByRole("table", { name: "Programma" }).waitFor();
      await expectAccessible(spectator, `public live ${viewport.width} px`);
      await noSidewaysScroll(spectator, `public live ${viewport.width} px`);
      await context.close();
    }
  });
});
