// Public live results (DESIGN 8c) on a spectator's 360 × 740 phone without login: nothing while the
// meet is not public; once the club switches it on, the page follows the administrator's start and
// stop by polling (never a socket), in Dutch or English, without sideways scrolling.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseUrl, importMeet, launch, loginAs, newPage, type MeetFacts } from "./browser";

const PASSWORD = "Zwemtijd!2026";
const ADMIN = "admin@zwemtijd.test";
const CLUB_USER = "secretaris@zwemtijd.test";
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);
const PHONE = { width: 360, height: 740 };
const MEET_NAME = "Open Para Kampioenschappen";
const NUMBER = "97531";

let browser: Browser;
let club: BrowserContext;
let meet: MeetFacts;
let phone: Page;
let admin: Page;
const sockets: string[] = [];
const apiCalls: { url: string; ifNoneMatch: string | undefined }[] = [];

const control = (name: string) => admin.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });
/** The active heat's section, named by its state: about to start, in the water, just swum. */
const now = (title = "Nu in het water") => phone.getByRole("region", { name: title });
const raceClock = (name = "Wedstrijdklok") => phone.getByRole("timer", { name });
const programmeRow = (table = "Programma") => phone.getByRole("table", { name: table }).locator('tbody tr[data-heat="1-1"]');
const liveUrl = () => `${baseUrl()}/api/public/meets/${NUMBER}/live`;

async function setPublic(on: boolean) {
  const { name, external_id, planned_date, auth_code } = meet;
  const res = await club.request.put(`/api/meets/${meet.id}`, {
    headers: { Origin: baseUrl(), "Content-Type": "application/json" },
    data: { name, external_id, planned_date, auth_code, public: on },
  });
  expect(res.status()).toBe(200);
}

const clockText = async (name?: string) => (await raceClock(name).textContent()) ?? "";
const clockMs = (text: string) => {
  const [m, rest] = text.split(":");
  return (Number(m) * 60 + Number(rest)) * 1000;
};
const noSidewaysScroll = async () =>
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

beforeAll(async () => {
  browser = await launch();
  const secretary = await newPage(browser);
  club = secretary.context;
  await loginAs(secretary.page, CLUB_USER, PASSWORD);
  meet = await importMeet(CSV, { name: MEET_NAME, external_id: NUMBER });
  // The spectator: a fresh phone context, never logged in (locale nl-NL, so Dutch by default).
  ({ page: phone } = await newPage(browser, PHONE));
  phone.on("websocket", (ws) => sockets.push(ws.url()));
  phone.on("request", (request) => {
    if (request.url().includes("/api/")) apiCalls.push({ url: request.url(), ifNoneMatch: request.headers()["if-none-match"] });
  });
});

afterAll(async () => {
  await browser?.close();
});

describe("public live results on a spectator's 360 × 740 phone", () => {
  it("shows nothing of a meet that is not public", async () => {
    expect((await fetch(liveUrl())).status).toBe(404);
    await phone.goto(`/live/${NUMBER}`);
    await phone.getByText("Deze wedstrijd is niet openbaar of bestaat niet.").waitFor({ timeout: 10_000 });
    expect(await phone.getByText(MEET_NAME).count()).toBe(0);
    expect(await phone.getByRole("table").count()).toBe(0);
    expect(await phone.getByRole("timer").count()).toBe(0);
    // No login form and no app navigation on the public page.
    expect(await phone.getByRole("button", { name: "Inloggen" }).count()).toBe(0);
    expect(phone.url()).toMatch(new RegExp(`/live/${NUMBER}$`));
  });

  it("shows the programme and the active heat once the club makes the meet public", async () => {
    await setPublic(true);
    // A 404 may still be fresh in the edge cache for about a second.
    let answer = await fetch(liveUrl());
    for (let i = 0; i < 20 && answer.status === 404; i++) {
      await new Promise((r) => setTimeout(r, 250));
      answer = await fetch(liveUrl());
    }
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { meet: { name: string }; heats: { lanes: Record<string, { license: unknown }> }[] };
    expect(body.meet.name).toBe(MEET_NAME);
    // Names, clubs, classes and times only: no licences leave the room.
    expect(JSON.stringify(body)).not.toContain("201501646");

    await phone.goto(`/live/${NUMBER}`);
    await phone.getByRole("heading", { name: MEET_NAME, level: 1 }).waitFor({ timeout: 10_000 });
    await phone.getByText(`Wedstrijdnummer ${NUMBER}`).waitFor();
    await now("Nu aan de beurt").getByText("Programma 1, serie 1").waitFor();
    await now("Nu aan de beurt").getByText("4 × 50 m Vrije slag, Gemengd").waitFor();
    await now("Nu aan de beurt").getByText("Klaar om te starten").waitFor();
    await now("Nu aan de beurt").getByRole("table", { name: "Banen" }).getByText("Blue Marlins 1 1").waitFor();
    expect(await clockText()).toBe("00:00.00");
    await programmeRow().getByText("Klaar om te starten").waitFor();
    await phone.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="2-1"]').getByText("Gepland").waitFor();
    await noSidewaysScroll();
  });

  it("follows the administrator's start and stop within seconds: status, running clock, new status", async () => {
    ({ page: admin } = await newPage(browser));
    await loginAs(admin, ADMIN, PASSWORD);
    await admin.goto(`/app/meets/${meet.id}`);
    await control("Start").and(admin.locator(":enabled")).waitFor({ timeout: 10_000 });

    await control("Start").click();
    await now().getByText("Race bezig").waitFor({ timeout: 5_000 });
    await phone.waitForFunction(() => document.querySelector('[role="timer"]')?.textContent !== "00:00.00", undefined, { timeout: 5_000 });
    const first = await clockText();
    await phone.waitForTimeout(400);
    const second = await clockText();
    // The clock runs (rewritten every 32 ms) and counts from the start in the room's time: a few seconds at most.
    expect(clockMs(second)).toBeGreaterThan(clockMs(first));
    expect(clockMs(second)).toBeLessThan(15_000);
    await programmeRow().getByText("Race bezig").waitFor({ timeout: 5_000 });
    await phone.screenshot({ path: ".tmp/public-360-running.png" });

    await control("Stop").click();
    await now("Net gezwommen").getByText("Uitslag incompleet").waitFor({ timeout: 5_000 });
    await programmeRow().getByText("Uitslag incompleet").waitFor({ timeout: 5_000 });
    // Stopped: the clock shows the race's end and stays there.
    const stopped = await clockText();
    await phone.waitForTimeout(300);
    expect(await clockText()).toBe(stopped);
    expect(clockMs(stopped)).toBeGreaterThan(0);

    await noSidewaysScroll();
    await phone.screenshot({ path: ".tmp/public-360.png" });
    await phone.screenshot({ path: ".tmp/public-360-full.png", fullPage: true });
  });

  it("polls with If-None-Match, never opens a socket and asks nothing but the public routes", async () => {
    expect(sockets).toEqual([]);
    const calls = apiCalls.filter((c) => c.url.includes(`/api/public/meets/${NUMBER}/`));
    expect(calls.length).toBeGreaterThan(3);
    expect(calls.some((c) => c.url.endsWith("/live") && c.ifNoneMatch)).toBe(true);
    expect(calls.some((c) => c.url.endsWith("/results"))).toBe(true);
    expect(apiCalls.filter((c) => !c.url.includes("/api/public/"))).toEqual([]);
  });

  it("speaks English after the switch, and remembers it", async () => {
    const language = phone.getByRole("group", { name: "Taal / Language" });
    expect(await language.getByRole("button", { name: "NL", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await language.getByRole("button", { name: "EN", exact: true }).click();
    // Without a reload; the new language's texts are fetched, which a loaded CI machine may take seconds for.
    await now("Just swum").getByText("Event 1, heat 1").waitFor({ timeout: 8_000 });
    await now("Just swum").getByText("4 × 50 m Freestyle, Mixed").waitFor();
    await now("Just swum").getByText("Result incomplete").waitFor();
    await now("Just swum").getByRole("table", { name: "Lanes" }).waitFor();
    await raceClock("Race clock").waitFor();
    await programmeRow("Programme").getByText("Result incomplete").waitFor();
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe("en");
    await noSidewaysScroll();
    await phone.screenshot({ path: ".tmp/public-360-en.png" });

    await phone.reload();
    await now("Just swum").getByText("Event 1, heat 1").waitFor({ timeout: 10_000 });
    await language.getByRole("button", { name: "NL", exact: true }).click();
    await now("Net gezwommen").getByText("Programma 1, serie 1").waitFor({ timeout: 8_000 });
  });

  it("shows nothing again once the meet is no longer public", async () => {
    await setPublic(false);
    // The edge cache keeps an answer about a second; the page polls every second.
    await phone.getByText("Deze wedstrijd is niet openbaar of bestaat niet.").waitFor({ timeout: 10_000 });
    expect(await phone.getByText(MEET_NAME).count()).toBe(0);
    expect(await phone.getByRole("timer").count()).toBe(0);
  });
});
