// The officials' phone page at the pool (DESIGN 8): joining by the meet page's QR code on a
// phone-sized screen, a lane choice that shows who already times which lane, a sign-out that asks
// while a heat runs, and an official who corrects the time of an earlier heat.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { AGAIN_ON_RESET, baseUrl, importMeet, joinOnPhone, launch, loginAs, newPage, type MeetFacts } from "./browser";

const PASSWORD = "Zwemtijd!2026";
const ADMIN = "admin@zwemtijd.test";
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);
const MEET_NAME = "Officials met de QR-code in Ede";
const PHONE = { width: 360, height: 740 };

let browser: Browser;
let meet: MeetFacts;
let joinKey: string;
let admin: Page;
let first: Page;
let second: Page;

const control = (name: string) => admin.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });
const laneRow = (swimmer: string) => admin.getByRole("table", { name: "Banen" }).locator("tbody tr", { hasText: swimmer });
const tasks = (phone: Page) => phone.getByRole("navigation", { name: "Kies je taak" });
const laneTask = (phone: Page, lane: string) => tasks(phone).getByRole("button", { name: `Tijdwaarnemer baan ${lane}`, exact: true });
/** What a lane's button is described by: who times it, and the active heat's swimmer. */
async function laneStatus(phone: Page, lane: string): Promise<string> {
  const id = await laneTask(phone, lane).getAttribute("aria-describedby");
  return (await phone.locator(`[id="${id}"]`).textContent()) ?? "";
}

/** Scans the QR code: the link of the meet page, then the official's own details. */
async function joinByKey(phone: Page, who: { email: string; external_id: string; name: string }) {
  await phone.goto(`/official?key=${joinKey}`);
  await phone.getByText(MEET_NAME).waitFor({ timeout: 10_000 });
  await joinOnPhone(phone, { email: who.email, number: who.external_id, name: who.name });
  await tasks(phone).waitFor({ timeout: 10_000 });
}

/** STOP now, then confirm: the time as the phone shows it. */
async function stopAndConfirm(phone: Page): Promise<string> {
  await phone.getByRole("button", { name: "STOP" }).click();
  const captured = (await phone.getByTestId("captured-time").textContent())!;
  await phone.getByRole("button", { name: "Bevestigen" }).click();
  await phone.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });
  return captured;
}

beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(CSV, { name: MEET_NAME, external_id: "24682" });
  ({ page: admin } = await newPage(browser));
  ({ page: first } = await newPage(browser, PHONE));
  ({ page: second } = await newPage(browser, PHONE));
  await loginAs(admin, ADMIN, PASSWORD);
  await admin.goto(`/app/meets/${meet.id}`);
  // The key as the meet page gets it from the API.
  const detail = await admin.request.get(`/api/meets/${meet.id}`, AGAIN_ON_RESET);
  joinKey = ((await detail.json()) as { join_key: string }).join_key;
});

afterAll(async () => {
  await browser?.close();
});

describe("joining by the QR code", () => {
  it("the meet page shows the QR code with its link and a way to print it", async () => {
    const block = admin.getByRole("region", { name: "Aanmelden met de QR-code" });
    await block.getByRole("img", { name: "QR-code waarmee officials zich aanmelden voor deze wedstrijd" }).waitFor({ timeout: 10_000 });
    expect(await block.getByTestId("officials-link").textContent()).toBe(`${baseUrl()}/official?key=${joinKey}`);
    await block.getByRole("button", { name: "Link voor officials kopiëren" }).waitFor();
    await block.getByRole("button", { name: "QR-code afdrukken" }).waitFor();
    // Printed, the poster is one sheet, however long the meet page beside it (as 'QR-code afdrukken' prints it).
    await admin.evaluate(() => document.body.classList.add("zt-qr-printing"));
    try {
      await admin.emulateMedia({ media: "print" });
      await admin.screenshot({ path: ".tmp/qr-poster-print.png" });
      await admin.emulateMedia({ media: null });
      const pdf = (await admin.pdf({ format: "A4" })).toString("latin1");
      expect(pdf.match(/\/Type\s*\/Page(?![a-z])/g)).toHaveLength(1);
    } finally {
      await admin.emulateMedia({ media: null });
      await admin.evaluate(() => document.body.classList.remove("zt-qr-printing"));
    }

    const { page: small, context } = await newPage(browser, PHONE);
    await loginAs(small, ADMIN, PASSWORD);
    await small.goto(`/app/meets/${meet.id}`);
    const smallBlock = small.getByRole("region", { name: "Aanmelden met de QR-code" });
    await smallBlock.scrollIntoViewIfNeeded();
    await smallBlock.screenshot({ path: "/tmp/helper-official-qr.png" });
    await context.close();
  });

  it("a wrong or renewed key says so in Dutch and offers the typed path", async () => {
    await second.goto(`/official?key=${"A".repeat(22)}`);
    await second.getByText("Deze QR-code of link is niet (meer) geldig.", { exact: false }).waitFor({ timeout: 10_000 });
    await second.getByLabel("Wedstrijdnummer").waitFor();
    await second.getByLabel("Autorisatiecode").waitFor();
  });

  it("the link on a phone skips step 1, leaves no key in the address, and offers the tasks", async () => {
    await first.goto(`/official?key=${joinKey}`);
    await first.getByLabel("E-mailadres").waitFor({ timeout: 10_000 });
    expect(await first.getByLabel("Wedstrijdnummer").count()).toBe(0);
    expect(new URL(first.url()).search).toBe("");
    await joinOnPhone(first, { email: "qr-eerste@example.nl", number: "QRT0001", name: "Quirine Eerste" });
    await tasks(first).getByRole("button", { name: "Aankomstrechter (VVA)" }).waitFor({ timeout: 10_000 });
    // After a reload the join holds, without the key.
    await first.reload();
    await tasks(first).waitFor({ timeout: 10_000 });
  });

  it("signing in again after the join was refused needs no code: the phone kept how it joined", async () => {
    await first.evaluate(() => {
      const key = "zwemtijd.official.session";
      const session = JSON.parse(localStorage.getItem(key)!) as { token: string };
      localStorage.setItem(key, JSON.stringify({ ...session, token: `${session.token}x` }));
    });
    await first.reload();
    await first.getByText("Je aanmelding is verlopen of niet meer geldig. Meld je opnieuw aan.").waitFor({ timeout: 30_000 });
    expect(await first.getByLabel("Wedstrijdnummer").count()).toBe(0);
    expect(await first.getByLabel("Bondsnummer").inputValue()).toBe("QRT0001");
    await first.getByRole("button", { name: "Aanmelden" }).click();
    await tasks(first).waitFor({ timeout: 10_000 });
  });
});

describe("choosing a lane", () => {
  it("shows which lanes are taken and which the active heat uses, and warns before a second watch on a lane", async () => {
    await laneTask(first, "3").click();
    await first.getByText("Baan 3: Blue Marlins 2 2").waitFor();

    await joinByKey(second, { email: "qr-tweede@example.nl", external_id: "QRT0002", name: "Quinten Tweede" });
    // Heat 1-1 has swimmers in lanes 3, 4 and 5.
    await laneTask(second, "3").waitFor({ timeout: 10_000 });
    await second.waitForFunction(() => document.body.textContent?.includes("1 tijdwaarnemer"));
    expect(await laneStatus(second, "3")).toBe("1 tijdwaarnemer Zwemmer in deze serie");
    expect(await laneStatus(second, "4")).toBe("Nog vrij Zwemmer in deze serie");
    expect(await laneStatus(second, "0")).toBe("Nog vrij Leeg in deze serie");
    await second.screenshot({ path: "/tmp/helper-official-task-choice.png", fullPage: true });
    // The meet's name, longer than a line of the phone, is read whole on two lines within the bar.
    const title = second.getByRole("heading", { level: 1, name: MEET_NAME });
    expect(await title.evaluate((e) => [e.scrollHeight <= e.clientHeight, e.clientHeight > 30])).toEqual([true, true]);
    expect(await second.locator("header").evaluate((e) => e.getBoundingClientRect().height)).toBeLessThanOrEqual(52);

    await laneTask(second, "3").click();
    const warning = second.getByRole("alertdialog", { name: "Baan 3 heeft al een tijdwaarnemer" });
    await warning.waitFor();
    await second.screenshot({ path: "/tmp/helper-official-lane-warning.png" });
    await warning.getByRole("button", { name: "Andere baan kiezen" }).click();
    await laneTask(second, "4").click();
    await second.getByText("Baan 4: Blue Marlins 1 1").waitFor();
  });
});

describe("during a heat", () => {
  it("asks before signing out ('Uitloggen', never 'Afmelden', which withdraws a swimmer), saying the heat runs", async () => {
    await control("Start").click();
    await second.getByText("Race bezig").waitFor({ timeout: 5_000 });
    await second.getByRole("button", { name: "Uitloggen" }).click();
    const question = second.getByRole("alertdialog", { name: "Weet je zeker dat je wilt uitloggen?" });
    await question.getByText("De serie loopt nog.").waitFor();
    await second.screenshot({ path: "/tmp/helper-official-signout.png" });
    await question.getByRole("button", { name: "Nee, blijven" }).click();
    await question.waitFor({ state: "detached" });
    await second.getByRole("button", { name: "STOP" }).waitFor();
    expect(await second.getByRole("button", { name: "Aanmelden" }).count()).toBe(0);
  });

  it("an official corrects the time of an earlier heat, and the administrator's lane table shows it", async () => {
    // At least a second and a half of race, so that 1.11 lies before the stop and counts at once.
    await first.waitForFunction(() => (document.querySelector('[role="timer"]')?.textContent ?? "") >= "00:01.50");
    const original = await stopAndConfirm(first);
    await stopAndConfirm(second);
    await control("Stop").click();
    await control("Volgende").and(admin.locator(":enabled")).click();
    await first.getByRole("heading", { name: "Programma 1, serie 2", exact: true }).waitFor({ timeout: 5_000 });

    const history = first.getByRole("region", { name: "Wat je hebt doorgegeven" });
    const heat = history.getByRole("region", { name: "Programma 1, serie 1" });
    await heat.getByText(`Baan 3: ${original}`).waitFor({ timeout: 5_000 });
    await heat.getByRole("button", { name: "Programma 1, serie 1, baan 3 verbeteren" }).click();
    await heat.getByLabel("Tijd").fill("1.11");
    await heat.getByRole("button", { name: "Opslaan" }).click();
    await heat.getByText("Verbetering doorgegeven").waitFor();
    await heat.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });
    await heat.getByText("Baan 3: 1.11").waitFor({ timeout: 5_000 });
    await heat.getByText("Verbeterd").waitFor();
    await heat.scrollIntoViewIfNeeded();
    await first.screenshot({ path: "/tmp/helper-official-history.png", fullPage: true });

    await admin.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="1-1"]').click();
    await laneRow("Blue Marlins 2 2").getByText("1.11").waitFor({ timeout: 10_000 });
  });
});
