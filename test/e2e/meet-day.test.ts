// A whole meet day as a new user meets it: what made people stop and guess. A bare .lef
// uploads, the same Splash meet imported again offers its re-import, an empty file says so, a
// mistyped QR link says it is not valid, Back closes a heat's sheet, a past meet's banner says what
// to do, and an official's corrected time shows beside the one first sent.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { CLUB_USER, importMeet, joinAsTimekeeper, launch, loginAs, newPage, tomorrow } from "./browser";

const PASSWORD = "Zwemtijd!2026";
const ADMIN = "admin@zwemtijd.test";
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);
const fixture = (path: string) => fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url));
const PHONE = { width: 360, height: 740 };

let browser: Browser;
let club: Page;
let files: string;

beforeAll(async () => {
  browser = await launch();
  ({ page: club } = await newPage(browser));
  await loginAs(club, CLUB_USER.email, CLUB_USER.password);
  files = await mkdtemp(join(tmpdir(), "zwemtijd-meet-day-"));
});

afterAll(async () => {
  await browser?.close();
});

async function openNewMeetDialog(tab: "CSV" | "LENEX") {
  await club.goto("/app/dashboard");
  await club.getByRole("button", { name: "Nieuwe wedstrijd" }).click();
  const dialog = club.getByRole("dialog", { name: "Nieuwe wedstrijd" });
  await dialog.getByRole("tab", { name: tab }).click();
  return dialog;
}

describe("the new-meet dialog", () => {
  it("takes a bare .lef as LENEX, as the server does", async () => {
    // Results-Result.lxf: a meet no other test makes for this club.
    const [, lef] = Object.entries(unzipSync(await readFile(fixture("lenex/Results-Result.lxf")))).find(([name]) => name.endsWith(".lef"))!;
    const path = join(files, "fricktal.lef");
    await writeFile(path, lef);
    const dialog = await openNewMeetDialog("LENEX");
    await dialog.getByText("een .lxf-bestand, of het uitgepakte .lef-bestand").waitFor();
    await expect(dialog.locator('input[type="file"]').getAttribute("accept")).resolves.toBe(".lxf,.lef,.xml");
    await dialog.locator('input[type="file"]').setInputFiles(path);
    await expect(dialog.getByText(/^Kies een /).count()).resolves.toBe(0);
    await dialog.screenshot({ path: "/tmp/helper-meet-day-lef.png" });
    await dialog.getByRole("button", { name: "Uploaden" }).click();
    // The file's date (2021) has passed.
    await club.getByRole("dialog", { name: "Datum ligt in het verleden" }).getByRole("button", { name: "Annuleren" }).click();
    await club.waitForURL(/\/app\/meets\/\d+$/);
    await club.getByRole("heading", { level: 1, name: "Fricktal-Cup" }).waitFor();
    await club.getByText("fricktal.lef").waitFor();
  });

  it("a wrong file names every extension it takes", async () => {
    const dialog = await openNewMeetDialog("LENEX");
    await dialog.locator('input[type="file"]').setInputFiles(fixture("csv/heatlist-en.csv"));
    await dialog.getByText("Kies een .lxf-, .lef- of .xml-bestand").waitFor();
    await expect(dialog.getByRole("button", { name: "Uploaden" }).isDisabled()).resolves.toBe(true);
  });

  it("the results of a meet the club has (same name and date) offer to import them into that meet", async () => {
    // The start list first, as Splash exports it before the meet; the results later are the same meet.
    const startList = await importMeet(new URL("../fixtures/lenex/example-startlist.lxf", import.meta.url));
    const dialog = await openNewMeetDialog("LENEX");
    await dialog.locator('input[type="file"]').setInputFiles(fixture("lenex/example-results.lxf"));
    await dialog.getByRole("button", { name: "Uploaden" }).click();

    const same = club.getByRole("dialog", { name: "Deze wedstrijd bestaat al" });
    await same
      .getByText(
        `Je vereniging heeft al een wedstrijd met dezelfde naam en datum: ` +
          `${startList.name}, 13 mei 2024 (wedstrijdnummer ${startList.external_id}).`,
      )
      .waitFor();
    await same.getByText(/gestarte series blijven zoals ze gezwommen zijn/).waitFor();
    await same.screenshot({ path: "/tmp/helper-meet-day-same-meet.png" });
    await same.getByRole("button", { name: "Opnieuw importeren in deze wedstrijd" }).click();

    // The re-import dialog, with the chosen file already in it.
    const reimport = club.getByRole("dialog", { name: "Wedstrijd opnieuw importeren" });
    await reimport.getByText("example-results.lxf").waitFor();
    await reimport.getByRole("button", { name: "Uploaden" }).click();
    const done = club.getByRole("dialog", { name: "Wedstrijd opnieuw geïmporteerd" });
    await done.getByText(/^Het programma heeft nu \d+ series\.$/).waitFor({ timeout: 30_000 });
    await done.getByRole("button", { name: "Sluiten" }).click();
    await club.waitForURL(new RegExp(`/app/meets/${startList.id}$`));
    await club.getByText("example-results.lxf", { exact: true }).waitFor();
  });

  it("a second meet of the same file only when asked for", async () => {
    const dialog = await openNewMeetDialog("LENEX");
    await dialog.locator('input[type="file"]').setInputFiles(fixture("lenex/example-results.lxf"));
    await dialog.getByRole("button", { name: "Uploaden" }).click();
    const same = club.getByRole("dialog", { name: "Deze wedstrijd bestaat al" });
    const meetNumber = /wedstrijdnummer (\d{5})/.exec((await same.textContent())!)![1];
    await same.getByRole("button", { name: "Toch een nieuwe wedstrijd" }).click();
    await dialog.getByText(`Uploaden maakt een tweede wedstrijd, naast`).waitFor();
    await dialog.getByRole("button", { name: "Uploaden" }).click();
    await club.getByRole("dialog", { name: "Datum ligt in het verleden" }).getByRole("button", { name: "Annuleren" }).click();
    await club.waitForURL(/\/app\/meets\/\d+$/);
    await expect.poll(() => club.locator("dd").nth(0).textContent()).toMatch(/^\d{5}$/);
    expect(await club.locator("dd").nth(0).textContent()).not.toBe(meetNumber);
  });

  it("an empty CSV says it is empty, and one of only its header says that", async () => {
    const empty = join(files, "leeg.csv");
    await writeFile(empty, "");
    const header = join(files, "alleen-kop.csv");
    await writeFile(header, "EVENT;HEAT;LANE;DISTANCE;STROKE;GENDER;LASTNAME\r\n");
    const dialog = await openNewMeetDialog("CSV");
    await dialog.getByLabel("Naam", { exact: true }).fill("Lege lijst");
    await dialog.getByLabel("Wedstrijdnummer").fill("63001");
    await dialog.getByLabel("Datum", { exact: true }).fill(tomorrow());
    await dialog.getByText("Wedstrijdnummer is beschikbaar").waitFor();

    await dialog.locator('input[type="file"]').setInputFiles(empty);
    await dialog.getByText("Importbestand is leeg", { exact: true }).waitFor();
    await expect(dialog.getByText("Importbestand is verplicht").count()).resolves.toBe(0);
    await expect(dialog.getByRole("button", { name: "Uploaden" }).isDisabled()).resolves.toBe(true);

    await dialog.locator('input[type="file"]').setInputFiles(header);
    await dialog.getByRole("button", { name: "Uploaden" }).click();
    await dialog
      .getByRole("alert")
      .getByText("Het CSV-bestand heeft alleen een kopregel (regel 1) en verder geen regels met banen.", { exact: false })
      .waitFor();
    await dialog.screenshot({ path: "/tmp/helper-meet-day-empty-csv.png" });
  });
});

describe("the QR code's link on the phone", () => {
  it("a mistyped key says the link is not (or no longer) valid, once, and offers the typed path", async () => {
    const { page: phone, context } = await newPage(browser, PHONE);
    await phone.goto("/official?key=Abc_def-12");
    await phone.getByText("Deze QR-code of link is niet (meer) geldig.", { exact: false }).waitFor({ timeout: 10_000 });
    await phone.getByLabel("Wedstrijdnummer").waitFor();
    expect(new URL(phone.url()).search).toBe("");
    await phone.screenshot({ path: "/tmp/helper-meet-day-bad-key.png" });
    // Said about the link that was opened: the page opened again without one starts plainly.
    await phone.reload();
    await phone.getByLabel("Wedstrijdnummer").waitFor();
    await expect(phone.getByText("Deze QR-code of link is niet (meer) geldig.", { exact: false }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe("the meet page", () => {
  it("Back with a heat's sheet open closes the sheet and stays on the meet", async () => {
    const meet = await importMeet(CSV, { name: "Terug sluit de serie", external_id: "63002" });
    await club.goto("/app/dashboard");
    await club
      .getByRole("link", { name: /Terug sluit de serie/ })
      .first()
      .click();
    await club.waitForURL(new RegExp(`/app/meets/${meet.id}$`));
    const lanes = club.getByRole("table", { name: "Banen" });

    await club.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="1-2"]').click();
    await lanes.waitFor();
    expect(new URL(club.url()).search).toBe("?heat=1-2");
    await club.goBack();
    await lanes.waitFor({ state: "detached" });
    expect(new URL(club.url()).pathname).toBe(`/app/meets/${meet.id}`);
    expect(new URL(club.url()).search).toBe("");
    await club.getByRole("heading", { level: 1, name: "Terug sluit de serie" }).waitFor();

    // Closed by its button, the sheet leaves no step behind: Back then leaves the meet as before.
    await club.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="1-1"]').click();
    await lanes.waitFor();
    await club.getByRole("button", { name: "Sluiten" }).click();
    await lanes.waitFor({ state: "detached" });
    expect(new URL(club.url()).search).toBe("");
    await club.goBack();
    await club.waitForURL(/\/app\/dashboard$/);

    // The address with ?heat= opens that heat's sheet; closing it stays on the meet.
    await club.goto(`/app/meets/${meet.id}?heat=1-2`);
    await club.getByRole("heading", { name: "Programma 1, serie 2" }).waitFor();
    await club.getByRole("button", { name: "Sluiten" }).click();
    await lanes.waitFor({ state: "detached" });
    expect(club.url()).toMatch(new RegExp(`/app/meets/${meet.id}$`));
  });

  it("a past meet's banner says how to set the date right, and its button opens the edit dialog", async () => {
    const meet = await importMeet(CSV, { name: "Datum voorbij", external_id: "63003", planned_date: "2020-03-01" });
    await club.goto(`/app/meets/${meet.id}`);
    const banner = club.getByRole("alert").filter({ hasText: "De datum van deze wedstrijd (1 maart 2020) is voorbij" });
    await banner.getByText("Gaat de wedstrijd nog door? Pas dan de datum aan.", { exact: false }).waitFor();
    await banner.screenshot({ path: "/tmp/helper-meet-day-past.png" });
    await banner.getByRole("button", { name: "Datum aanpassen" }).click();
    const dialog = club.getByRole("dialog", { name: "Wedstrijd aanpassen" });
    await dialog.getByLabel("Datum", { exact: true }).fill(tomorrow());
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await dialog.waitFor({ state: "detached" });
    await banner.waitFor({ state: "detached" });
  });
});

/**
 * A meet whose first heat was swum with one timekeeper on lane 4: the administrator started and
 * stopped it and the phone's time reached the room. `first` is the time as the phone showed it.
 */
async function swimOneLane(csv: { name: string; external_id: string }, official: { email: string; number: string; name: string }) {
  const meet = await importMeet(CSV, csv);
  const { page: admin } = await newPage(browser);
  await loginAs(admin, ADMIN, PASSWORD);
  await admin.goto(`/app/meets/${meet.id}`);
  const { page: phone } = await newPage(browser, PHONE);
  await phone.goto("/official");
  await joinAsTimekeeper(phone, meet, official, "4");
  await phone.getByText("Baan 4: Blue Marlins 1 1").waitFor({ timeout: 10_000 });

  const control = (name: string) =>
    admin.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true }).and(admin.locator(":enabled"));
  await control("Start").click();
  await phone.getByText("Race bezig").waitFor({ timeout: 10_000 });
  await phone.waitForFunction(() => (document.querySelector('[role="timer"]')?.textContent ?? "") >= "00:01.50");
  await phone.getByRole("button", { name: "STOP" }).click();
  const first = (await phone.getByTestId("captured-time").textContent())!;
  await phone.getByRole("button", { name: "Bevestigen" }).click();
  await phone.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });
  await control("Stop").click();
  return { admin, phone, first, control };
}

describe("an official's corrected time", () => {
  it("shows on the phone beside the time first sent: on the heat's card and in what they sent", async () => {
    const { phone, first } = await swimOneLane(
      { name: "Verbeterde tijd", external_id: "63004" },
      { email: "verbeteraar@example.nl", number: "VBT0001", name: "Vera Verbeteraar" },
    );
    await phone.getByText(`Doorgegeven: ${first}`, { exact: true }).waitFor();

    const history = phone.getByRole("region", { name: "Wat je hebt doorgegeven" });
    const heat = history.getByRole("region", { name: "Programma 1, serie 1" });
    await heat.getByRole("button", { name: "Programma 1, serie 1, baan 4 verbeteren" }).click();
    await heat.getByLabel("Tijd").fill("1.11");
    await heat.getByRole("button", { name: "Opslaan" }).click();
    await heat.getByText("Baan 4: 1.11").waitFor({ timeout: 10_000 });
    await heat.getByText(`Eerst doorgegeven: ${first}`).waitFor();
    await phone.getByText(`Doorgegeven: ${first}, verbeterd naar 1.11`).waitFor();
    await phone.screenshot({ path: "/tmp/helper-meet-day-corrected.png", fullPage: true });

    // The phone remembers what was first sent: after a reload the history still says it.
    await phone.reload();
    await phone.getByRole("region", { name: "Programma 1, serie 1" }).getByText(`Eerst doorgegeven: ${first}`).waitFor({ timeout: 10_000 });
  });
});

describe("the active heat's panel after Stop", () => {
  it(
    "shows the lanes, times and what waits; the referee sees a correction beside the original; " +
      "settled shows everywhere; a reset leaves nothing to hear",
    async () => {
      const { admin, phone, first, control } = await swimOneLane(
        { name: "Paneel na stop", external_id: "63005" },
        { email: "paneel@example.nl", number: "PNL0001", name: "Pim Paneel" },
      );
      const panel = admin.getByRole("region", { name: "Actieve serie" });

      // The stopped heat's lanes and times on the panel itself.
      const lanes = panel.getByRole("table", { name: "Banen van de actieve serie" });
      const lane4 = lanes.getByRole("row").filter({ has: admin.getByRole("cell", { name: "4", exact: true }) });
      await lane4.getByText(first).waitFor({ timeout: 10_000 });
      await expect(lanes.getByRole("row").count()).resolves.toBeGreaterThan(2);
      const announcer = admin.locator('[role="log"]');
      await expect(announcer.textContent()).resolves.toContain(`Baan 4: ${first}`);

      // The official corrects; the panel counts the correction, the sheet shows both.
      const history = phone.getByRole("region", { name: "Wat je hebt doorgegeven" }).getByRole("region", { name: "Programma 1, serie 1" });
      const correct = async (time: string) => {
        await history.getByRole("button", { name: "Programma 1, serie 1, baan 4 verbeteren" }).click();
        await history.getByLabel("Tijd").fill(time);
        await history.getByRole("button", { name: "Opslaan" }).click();
      };
      await correct("1.11");
      await lane4.getByText("1.11").waitFor({ timeout: 10_000 });
      await panel.getByRole("button", { name: "Serie openen" }).click();
      const sheet = admin.getByRole("dialog", { name: "Programma 1, serie 1" });
      await sheet.getByRole("button", { name: "Details baan 4" }).click();
      await sheet.getByText(`Pim Paneel: 1.11 (verbeterd; eerst doorgegeven: ${first})`).waitFor();

      // The settle button says what it locks; once settled, 'Vastgesteld' shows beside the status everywhere.
      const settle = sheet.getByRole("button", { name: "Uitslag vaststellen" });
      await expect(settle.getAttribute("aria-describedby").then((id) => admin.locator(`#${id}`).textContent())).resolves.toMatch(
        /^Vaststellen zet de tijden, beslissingen en volgorde van aankomst van deze serie vast/,
      );
      await settle.click();
      // The other lanes have swimmers and no time: the referee is asked first.
      await admin.getByRole("dialog", { name: "Klopt de uitslag?" }).getByRole("button", { name: "Toch vaststellen" }).click();
      await sheet.getByText("Vastgesteld", { exact: true }).waitFor({ timeout: 10_000 });
      await sheet.screenshot({ path: "/tmp/meet-day-settled-sheet.png" });
      await sheet.getByRole("button", { name: "Sluiten", exact: true }).click();
      await sheet.waitFor({ state: "hidden" });
      await panel.getByText("Vastgesteld", { exact: true }).waitFor();
      await admin.locator('[data-heat="1-1"]').getByText("Vastgesteld", { exact: true }).waitFor();

      // A correction after the settlement waits, and the panel says so with the way to the decision.
      await correct("1.20");
      await panel.getByText("1 wacht op scheidsrechter").waitFor({ timeout: 10_000 });
      await lane4.getByText("wacht op scheidsrechter").waitFor();
      await panel.screenshot({ path: "/tmp/meet-day-panel-waiting.png" });
      await panel.getByRole("button", { name: "Beoordelen" }).click();
      await sheet.getByRole("region", { name: "Wacht op goedkeuring" }).waitFor();
      await sheet.getByRole("button", { name: "Sluiten", exact: true }).click();
      await sheet.waitFor({ state: "hidden" });

      // A reset voids the run: the officials' records stay, but the screen reader hears no time of it.
      await control("Reset").click();
      await admin
        .getByRole("dialog", { name: "Weet je zeker dat je deze serie wilt resetten?" })
        .getByRole("button", { name: "Reset" })
        .click();
      await panel.getByText("Klaar om te starten").waitFor({ timeout: 10_000 });
      await expect(announcer.textContent()).resolves.toBe("");
      await expect(lanes.count()).resolves.toBe(0);
    },
  );
});
