// Para points (DESIGN 8g) in a real browser: an administrator uploads World Para Swimming's points
// calculator on the points page (a bad file first, its errors listed by line, nothing stored), and
// the results screen of a long-course meet ranks the calculator's four reference swimmers of four
// classes together by points.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { expectAccessible, importMeet, launch, loginAs, newPage, tomorrow } from "./browser";
import { makeXlsx, REFERENCE_ROWS } from "../../src/worker/formats/test-xlsx";

const ADMIN = { email: "admin@zwemtijd.test", password: "Zwemtijd!2026" };
const EVENT = "Programma 1 — 50 m Vrije slag, Mannen";
const SHOTS = process.env.SCREENSHOTS_DIR;

// A LENEX results file: one long-course heat of men's 50 m freestyle, S1 to S4, with the
// calculator's reference times.
const SWIMS = [
  ["Een", "1", "00:01:05.00"],
  ["Twee", "2", "00:00:57.00"],
  ["Drie", "3", "00:00:43.13"],
  ["Vier", "4", "00:00:37.08"],
] as const;
const lenex = () =>
  `<?xml version="1.0" encoding="UTF-8"?>
<LENEX version="3.0"><MEETS><MEET name="Para Punten Open" city="Eindhoven" nation="NED" course="LCM">
<SESSIONS><SESSION number="1" date="${tomorrow()}"><EVENTS><EVENT eventid="1" number="1" gender="M">
<SWIMSTYLE distance="50" relaycount="1" stroke="FREE"/><HEATS><HEAT heatid="11" number="1"/></HEATS>
</EVENT></EVENTS></SESSION></SESSIONS>
<CLUBS><CLUB name="ZV Para"><ATHLETES>${SWIMS.map(
    ([name, cls, time], i) =>
      `<ATHLETE athleteid="${i + 1}" lastname="${name}" firstname="Piet" gender="M">` +
      `<HANDICAP free="${cls}" breast="${cls}" medley="${cls}"/>` +
      `<RESULTS><RESULT resultid="${i + 1}" eventid="1" heatid="11" lane="${i + 1}" swimtime="${time}"/></RESULTS></ATHLETE>`,
  ).join("")}</ATHLETES></CLUB></CLUBS></MEET></MEETS></LENEX>`;

let browser: Browser;
let admin: Page;
let dir: string;
let meet: { id: number; name: string; external_id: string };

const pointsCells = (page: Page) =>
  page
    .getByRole("region", { name: EVENT, exact: true })
    .getByRole("table", { name: `${EVENT}: Puntenklassement`, exact: true })
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => [".c-place", ".c-class", ".c-time", ".c-points"].map((c) => tr.querySelector(c)?.textContent?.trim() ?? "")),
    );

async function fileOf(name: string, content: string | Uint8Array): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "zwemtijd-points-"));
  browser = await launch();
  ({ page: admin } = await newPage(browser));
  await loginAs(admin, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await browser?.close();
});

describe("the points tables page", () => {
  it("is in the administrators' menu and says there are no tables yet", async () => {
    await admin.getByRole("link", { name: "Punten", exact: true }).click();
    await admin.getByRole("heading", { name: "Puntentabellen", level: 1 }).waitFor();
    await admin.getByText("Nog geen puntentabellen. Upload de puntencalculator van World Para Swimming.").waitFor();
  });

  it("lists every bad line of a refused file and keeps the dialog open; a good calculator is listed", async () => {
    await admin.getByRole("button", { name: "Tabel uploaden" }).click();
    const dialog = admin.getByRole("dialog", { name: "Puntentabel uploaden" });
    await dialog.getByLabel("Naam").fill("WPS 2026");
    await dialog.getByLabel("Geldig vanaf").fill("2026-01-01");
    const bad =
      "Gender;Event;Class;a;b;c\n" +
      "Men;50 m Freestyle;S1;1200;6,190278;515,385\n" +
      "Men;50 m Freestyle;S2;1200;6,190278;veel\n" +
      "Men;25 m Freestyle;S3;1200;6,190278;333,674\n";
    await dialog.locator('input[type="file"]').setInputFiles(await fileOf("tabel.csv", bad));
    await dialog.getByRole("button", { name: "Uploaden" }).click();
    const alert = dialog.getByRole("alert");
    await alert.getByText("Het bestand is niet opgeslagen: 2 fouten.", { exact: false }).waitFor();
    await expect(alert.textContent()).resolves.toContain('Regel 3, kolom c: "veel" is geen getal.');
    await expect(alert.textContent()).resolves.toContain('Regel 4, kolom Event: "25 m Freestyle" is geen nummer van World Para Swimming.');
    await expectAccessible(admin, "the refused upload");
    if (SHOTS) await admin.screenshot({ path: join(SHOTS, "points-refused.png") });

    await dialog
      .locator('input[type="file"]')
      .setInputFiles(await fileOf("wps-points.xlsx", makeXlsx([{ name: "Parameters", rows: REFERENCE_ROWS }])));
    await dialog.getByRole("button", { name: "Uploaden" }).click();
    await dialog.waitFor({ state: "detached" });
    const row = admin.getByRole("row", { name: /WPS 2026/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain("1 januari 2026");
    await expectAccessible(admin, "the points tables page");
    if (SHOTS) await admin.screenshot({ path: join(SHOTS, "points-page.png"), fullPage: true });
  });
});

describe("the results screen", () => {
  it("ranks the event's classes together by points, S1, S3, S2, S4", async () => {
    meet = await importMeet(pathToFileURL(await fileOf("para-punten.lef", lenex())));
    await admin.goto(`/app/meets/${meet.id}/results`);
    const region = admin.getByRole("region", { name: EVENT, exact: true });
    await region.getByRole("heading", { name: "Puntenklassement" }).waitFor({ timeout: 20_000 });
    const rows = await pointsCells(admin);
    expect(rows.map(([place, cls, , points]) => [place, cls, points])).toEqual([
      ["1", "S1", "1006"],
      ["2", "S3", "969"],
      ["3", "S2", "939"],
      ["4", "S4", "842"],
    ]);
    // The time as swum, whatever is said under it (a provisional mark until the referee settles it).
    expect(rows.map(([, , time]) => time)).toEqual([
      expect.stringMatching(/^1:05\.00/),
      expect.stringMatching(/^43\.13/),
      expect.stringMatching(/^57\.00/),
      expect.stringMatching(/^37\.08/),
    ]);
    await admin.getByText("Punten volgens WPS 2026 (geldig vanaf 1 januari 2026).").waitFor();
    await expectAccessible(admin, "the results with points");
    if (SHOTS) await admin.screenshot({ path: join(SHOTS, "points-results.png"), fullPage: true });
  });

  it("short course: says why there are no points, then estimates them through the administrator's factors", async () => {
    await admin.goto(`/app/meets/${meet.id}`);
    await admin.getByRole("heading", { level: 1, name: meet.name }).waitFor();
    await admin.getByRole("button", { name: "Bewerken" }).click();
    const dialog = admin.getByRole("dialog", { name: "Wedstrijd aanpassen" });
    await dialog.getByRole("combobox", { name: "Baanlengte" }).click();
    await admin.getByRole("option", { name: "Kortebaan (25 m)" }).click();
    await dialog.getByLabel("Openbare live-uitslagen").check();
    await expect(admin.locator("dd").getByText("Langebaan (50 m)").count()).resolves.toBe(1);
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await dialog.waitFor({ state: "detached" });
    await admin.locator("dd").getByText("Kortebaan (25 m)").waitFor();

    await admin.goto(`/app/meets/${meet.id}/results`);
    await admin
      .getByText(
        "Geen punten: dit is een kortebaanwedstrijd en er zijn geen omrekenfactoren naar langebaan. " +
          "Vraag een beheerder ze te uploaden onder Punten in het menu.",
      )
      .waitFor({ timeout: 20_000 });
    await expect(admin.getByRole("heading", { name: "Puntenklassement" }).count()).resolves.toBe(0);

    await admin.getByRole("link", { name: "Punten", exact: true }).click();
    await admin.getByRole("button", { name: "Omrekenfactoren uploaden" }).click();
    const upload = admin.getByRole("dialog", { name: "Omrekenfactoren uploaden" });
    await upload.locator('input[type="file"]').setInputFiles(await fileOf("factoren.csv", "stroke;distance;factor\nFreestyle;50;1,02\n"));
    await upload.getByRole("button", { name: "Uploaden" }).click();
    await upload.waitFor({ state: "detached" });
    await admin
      .getByRole("row", { name: /50 m Vrije slag/ })
      .getByText("1,02")
      .waitFor();

    await admin.goto(`/app/meets/${meet.id}/results`);
    await admin
      .getByText("Kortebaan: de punten zijn geschat op de langebaantijd via de omrekenfactoren.", { exact: false })
      .waitFor({ timeout: 20_000 });
    const rows = await pointsCells(admin);
    // 37.08 × 1.02 is 37.82 long course; S4's c of 268.021 gives fewer points for it than 842.
    expect(rows.map((row) => row[1])).toEqual(["S1", "S3", "S2", "S4"]);
    expect(rows[3]![3]).toMatch(/^\d{3}geschat, 37\.82 langebaan$/);
    if (SHOTS) await admin.screenshot({ path: join(SHOTS, "points-estimated.png"), fullPage: true });
  });
});

describe("the public page", () => {
  it("offers the points ranking beside the classes", async () => {
    const { page: phone } = await newPage(browser, { width: 360, height: 740 });
    await phone.goto(`/live/${meet.external_id}`);
    const results = phone.getByRole("region", { name: "Uitslagen" });
    await results.getByRole("button", { name: "Puntenklassement" }).click({ timeout: 20_000 });
    const table = results.getByRole("table", { name: /Puntenklassement/ });
    const rows = await table.locator("tbody tr").allTextContents();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain("Een, Piet");
    expect(rows[0]).toContain("geschat");
    await expectAccessible(phone, "the public points ranking");
    if (SHOTS) await phone.screenshot({ path: join(SHOTS, "points-public.png"), fullPage: true });
  });
});
