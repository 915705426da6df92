// DESIGN 8c, parents look ahead and look back, on a spectator's 360 × 740 phone without login: after
// three heats were swum and the first settled, every heat still to come shows its expected start and
// its lanes, the unsettled heats' times say 'voorlopig', and a search finds one swimmer; in Dutch and
// in English, without sideways scrolling.
import { writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseUrl, importMeet, launch, loginAs, newPage, type MeetFacts } from "./browser";
import { sendRoomCommands } from "./room-commands";
import type { PublicLive } from "../../src/shared/results";

const PASSWORD = "Zwemtijd!2026";
const ADMIN = "admin@zwemtijd.test";
const CLUB_USER = "secretaris@zwemtijd.test";
const PHONE = { width: 360, height: 740 };
const NUMBER = "97533";
const CSV = new URL("../../.tmp/parents-heats.csv", import.meta.url);

let browser: Browser;
let club: BrowserContext;
let meet: MeetFacts & { signed_id: string };
let phone: Page;
let secretary: Page;

const programme = (name = "Programma") => phone.getByRole("table", { name });
const heatRow = (id: string, name?: string) => programme(name).locator(`tbody tr[data-heat="${id}"]`);
const poolTime = (ms: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Amsterdam" }).format(new Date(ms));
/**
 * The programme row of heat `id` shows the expected start the API gives now (its nth heat), as
 * "<label> ± hh:mm". A meet running late moves it with the clock each minute: read again until the
 * page and the API agree, which they do within a poll or two of a minute's turn.
 */
const showsExpectedStart = (id: string, nth: number, label: string, locale: string, table?: string) =>
  expect
    .poll(
      async () => {
        const expected = (await publicLive()).heats[nth]!.expected_start!;
        return heatRow(id, table)
          .getByText(`${label} ± ${poolTime(expected, locale)}`)
          .count();
      },
      { timeout: 10_000 },
    )
    .toBe(1);
const noSidewaysScroll = async () =>
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

async function publicLive(): Promise<PublicLive> {
  return (await (await fetch(`${baseUrl()}/api/public/meets/${NUMBER}/live`)).json()) as PublicLive;
}

/**
 * The referee's desk over the room's socket, from an administrator's page: three heats started, stopped
 * and given their times, the first settled. Each message waits for its ack.
 */
async function swimThreeHeatsSettleFirst(admin: Page) {
  await sendRoomCommands(
    admin,
    meet.signed_id,
    [1, 2, 3]
      .flatMap((heat): object[] => [
        ...(heat > 1 ? [{ type: "next", from_heat_id: `1-${heat - 1}` }] : []),
        { type: "start", time: "now", accuracy: 2 },
        { wait: 300 },
        { type: "stop", time: "now", accuracy: 2 },
        { type: "lane_result", heat_id: `1-${heat}`, lane: "3", time: 31_000 + heat * 110, status: null, reason: "" },
        { type: "lane_result", heat_id: `1-${heat}`, lane: "4", time: 33_000 + heat * 120, status: null, reason: "" },
        { wait: 300 },
      ])
      .concat([{ type: "settle", heat_id: "1-1", settled: true }]),
  );
}

beforeAll(async () => {
  const rows = [1, 2, 3, 4, 5].flatMap((heat) => [
    `1;${heat};3;50;FREE;F;Ferré${heat};Anne;;S9;ZV Ouders;0:40.00`,
    `1;${heat};4;50;FREE;F;Visser${heat};Bo;;S10;Z&PC De Buren;0:42.00`,
  ]);
  await writeFile(
    CSV,
    ["PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;LICENTIE;KLASSE;VERENIGING;INSCHRIJFTIJD", ...rows].join("\n"),
  );
  browser = await launch();
  ({ page: secretary, context: club } = await newPage(browser));
  await loginAs(secretary, CLUB_USER, PASSWORD);
  meet = (await importMeet(CSV, { name: "Ouders kijken mee", external_id: NUMBER })) as typeof meet;
  const { name, external_id, planned_date, auth_code } = meet;
  const res = await club.request.put(`/api/meets/${meet.id}`, {
    headers: { Origin: baseUrl(), "Content-Type": "application/json" },
    data: { name, external_id, planned_date, auth_code, public: true },
  });
  expect(res.status()).toBe(200);
  const { page: admin } = await newPage(browser);
  await loginAs(admin, ADMIN, PASSWORD);
  await swimThreeHeatsSettleFirst(admin);
  ({ page: phone } = await newPage(browser, PHONE));
});

afterAll(async () => {
  await browser?.close();
});

describe("the public page after three heats, the first settled, on a 360 px phone", () => {
  it("shows each heat still to come with its expected start and lanes, and 'voorlopig' until settled", async () => {
    await phone.goto(`/live/${NUMBER}`);
    await phone.getByRole("heading", { name: "Ouders kijken mee", level: 1 }).waitFor({ timeout: 10_000 });
    const live = await publicLive();
    const [, , third, fourth, fifth] = live.heats;
    expect(fourth!.expected_start!).toBeGreaterThan(third!.start_time!);
    expect(fifth!.expected_start!).toBeGreaterThan(fourth!.expected_start!);
    await showsExpectedStart("1-4", 3, "verwacht", "nl-NL");
    await showsExpectedStart("1-5", 4, "verwacht", "nl-NL");
    // The start list: the lanes of a heat not yet swum, with club and class.
    const startList = programme().getByRole("list", { name: "Startlijst Programma 1, serie 5" });
    await startList.getByText("Ferré5, Anne").waitFor();
    await startList.getByText("ZV Ouders · S9").waitFor();
    // Swum heats: no expected start; the settled one final, the others provisional.
    expect(
      await heatRow("1-2")
        .getByText(/verwacht/)
        .count(),
    ).toBe(0);
    await heatRow("1-1").getByText("Uitslag definitief").waitFor();
    await heatRow("1-2").getByText("Uitslag voorlopig").waitFor();
    const lanesOf = (id: string) => programme().locator(`tbody tr[data-lanes-of="${id}"]`);
    expect(await lanesOf("1-1").getByText("voorlopig", { exact: true }).count()).toBe(0);
    expect(await lanesOf("1-2").getByText("voorlopig", { exact: true }).count()).toBe(2);
    const results = phone.getByRole("table", { name: "Uitslag 1, Alle" });
    await results.waitFor({ timeout: 10_000 });
    expect(await results.getByText("voorlopig", { exact: true }).count()).toBe(4);
    expect(await results.locator('abbr[title^="Voorlopig: de scheidsrechter"]').count()).toBe(4);
    await noSidewaysScroll();
    await phone.screenshot({ path: ".tmp/parents-360-nl.png" });
    await phone.screenshot({ path: ".tmp/parents-360-nl-full.png", fullPage: true });
  });

  it("finds one swimmer in the start list and the results, without minding accents", async () => {
    await phone.getByRole("searchbox", { name: "Zoek zwemmer of vereniging" }).fill("ferre4");
    await programme().locator("tbody tr[data-heat]").first().waitFor();
    expect(
      await programme()
        .locator("tbody tr[data-heat]")
        .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-heat"))),
    ).toEqual(["1-4"]);
    await phone.getByText("Geen zwemmer of vereniging gevonden.").waitFor();
    await phone.getByRole("searchbox", { name: "Zoek zwemmer of vereniging" }).fill("");
    expect(await programme().locator("tbody tr[data-heat]").count()).toBe(5);
  });

  it("says the same in English", async () => {
    await phone.getByRole("group", { name: "Taal / Language" }).getByRole("button", { name: "EN", exact: true }).click();
    await showsExpectedStart("1-4", 3, "expected", "en-GB", "Programme");
    await heatRow("1-2", "Programme").getByText("Provisional result").waitFor();
    await heatRow("1-1", "Programme").getByText("Result final").waitFor();
    const results = phone.getByRole("table", { name: "Results 1, All" });
    expect(await results.getByText("provisional", { exact: true }).count()).toBe(4);
    await programme("Programme").getByRole("list", { name: "Start list Event 1, heat 5" }).getByText("Visser5, Bo").waitFor();
    await noSidewaysScroll();
    await phone.screenshot({ path: ".tmp/parents-360-en.png" });
  });
});

describe("the club's downloads and its printed list", () => {
  it("the results screen marks the provisional times, downloads the CSV and shows one club's list to print", async () => {
    await secretary.goto(`/app/meets/${meet.id}/results`);
    const overall = secretary.getByRole("table", { name: "Programma 1 — 50 m Vrije slag, Vrouwen: Alle klassen" });
    await overall.waitFor({ timeout: 10_000 });
    expect(await overall.locator("tbody tr").count()).toBe(6);
    expect(await overall.getByText("voorlopig", { exact: true }).count()).toBe(4);
    const csv = secretary.getByRole("link", { name: "CSV downloaden" });
    const download = await Promise.all([secretary.waitForEvent("download"), csv.click()]).then(([d]) => d);
    expect(download.suggestedFilename()).toBe(`uitslagen-${NUMBER}.csv`);
    await secretary.getByRole("combobox", { name: "Vereniging" }).click();
    await secretary.getByRole("option", { name: "Z&PC De Buren" }).click();
    await secretary.getByRole("listbox").waitFor({ state: "detached" });
    await secretary.getByText("Uitslagen · Z&PC De Buren", { exact: false }).waitFor({ state: "attached" });
    expect(await overall.locator("tbody tr").count()).toBe(3);
    expect(await overall.getByText("Ferré1, Anne").count()).toBe(0);
    await secretary.emulateMedia({ media: "print" });
    await secretary.screenshot({ path: ".tmp/parents-club-print.png", fullPage: true });
    await secretary.emulateMedia({ media: "screen" });
  });

  it("the import history gives back the uploaded file as it was", async () => {
    await secretary.goto(`/app/meets/${meet.id}`);
    const file = secretary.getByRole("link", { name: "parents-heats.csv", exact: true });
    expect(await file.getAttribute("title")).toBe("parents-heats.csv downloaden");
    await file.waitFor({ timeout: 10_000 });
    const download = await Promise.all([secretary.waitForEvent("download"), file.click()]).then(([d]) => d);
    expect(download.suggestedFilename()).toBe("parents-heats.csv");
    const { readFile } = await import("node:fs/promises");
    expect(await readFile((await download.path())!)).toEqual(await readFile(CSV));
  });
});
