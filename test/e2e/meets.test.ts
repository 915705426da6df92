// A club secretary's meet from file to export, in the real product: the new-meet dialog (SPEC 4/5:
// submit rules, uniqueness check, SPEC 8 texts), the programme and its bottom sheet, a re-import
// with its change report, and the whole-meet download.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { AGAIN_ON_RESET, baseUrl, launch, loginAs, newPage } from "./browser";

const fixture = (path: string) => fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url));
const CLUB_USER = { email: "secretaris@zwemtijd.test", password: "Zwemtijd!2026" };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await loginAs(page, CLUB_USER.email, CLUB_USER.password);
  // Other files import the same LENEX meets through the API; with such a meet there, the dialog would
  // offer to import the file into it again (DESIGN 9). This file makes new meets of them.
  const meets = (await (await page.request.get("/api/meets", AGAIN_ON_RESET)).json()) as { id: number; planned_date: string | null }[];
  for (const meet of meets.filter((m) => m.planned_date === "2025-02-09" || m.planned_date === "2024-05-13")) {
    expect((await page.request.delete(`/api/meets/${meet.id}`, { headers: { Origin: baseUrl() } })).status()).toBe(204);
  }
});

afterAll(async () => {
  await browser?.close();
});

async function openNewMeetDialog() {
  await page.goto("/app/dashboard");
  await page.getByRole("button", { name: "Nieuwe wedstrijd" }).click();
  return page.getByRole("dialog", { name: "Nieuwe wedstrijd" });
}

describe("a meet from import to export", () => {
  let lenexMeetNumber = "";

  it("creates a meet from a LENEX file and opens it", async () => {
    const dialog = await openNewMeetDialog();
    await dialog.getByRole("tab", { name: "LENEX" }).click();
    const submit = dialog.getByRole("button", { name: "Uploaden" });
    await expect(submit.isDisabled()).resolves.toBe(true);

    await dialog.locator('input[type="file"]').setInputFiles(fixture("lenex/inschrijving-minioren-competitie.lxf"));
    await expect(submit.isEnabled()).resolves.toBe(true);
    // Behind the open dialog the page is aria-hidden: found by its element, not its role.
    const listed = page.locator("main").getByText("Alphen aan de Rijn Clubmeet Finale 2024-2025");
    const before = await listed.count();
    await submit.click();

    // The file's date has passed: said at once, with the offer to change it; closing keeps it.
    const past = page.getByRole("dialog", { name: "Datum ligt in het verleden" });
    await past.getByText(/met de datum 9 februari 2025 uit het bestand/).waitFor();
    // Behind the question the dashboard already lists the new meet (issue 41.11).
    await expect.poll(() => listed.count(), { timeout: 5_000 }).toBe(before + 1);
    await past.getByRole("button", { name: "Annuleren" }).click();
    await page.waitForURL(/\/app\/meets\/\d+$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const facts = page.locator("dd");
    lenexMeetNumber = (await facts.nth(0).textContent()) ?? "";
    expect(lenexMeetNumber).toMatch(/^\d{5}$/);
    expect(await facts.nth(1).textContent()).toMatch(/^\d{4}$/);
    expect(await facts.nth(2).textContent()).toBe("9 februari 2025");
    await expect(page.getByText("ZV De Demo", { exact: true }).isVisible()).resolves.toBe(true);
  });

  it("shows the programme with the first heat ready to start", async () => {
    const programme = page.getByRole("table", { name: "Programma" });
    await programme.waitFor();
    // The heats' rows; a session's row heads them (DESIGN 8h).
    const rows = programme.locator("tbody tr[data-heat]");
    expect(await rows.count()).toBeGreaterThan(5);
    const first = rows.first();
    await expect(first.getAttribute("aria-current")).resolves.toBe("true");
    await expect(first.getByText("Klaar om te starten").isVisible()).resolves.toBe(true);
    await expect(rows.nth(1).getByText("Gepland").isVisible()).resolves.toBe(true);
  });

  it("opens a heat's lanes and arrival order in the bottom sheet", async () => {
    await page.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="1-2"]').click();
    const lanes = page.getByRole("table", { name: "Banen" });
    await lanes.waitFor();
    await expect(page.getByRole("heading", { name: "Programma 1, serie 2" }).isVisible()).resolves.toBe(true);
    expect(await lanes.locator("tbody tr").count()).toBeGreaterThan(0);
    await expect(lanes.getByText("Wvz 1").isVisible()).resolves.toBe(true);
    await expect(lanes.getByText("3:45.63", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText("Er is nog geen volgorde van aankomst vastgelegd.").isVisible()).resolves.toBe(true);
    // SPEC 4: no heat file while the heat is still planned.
    await expect(page.getByRole("link", { name: "Exporteer serie" }).getAttribute("aria-disabled")).resolves.toBe("true");
    await page.getByRole("button", { name: "Sluiten" }).click();
    await lanes.waitFor({ state: "detached" });
  });

  it("re-imports the CSV heat list and reports what changed", async () => {
    await page.getByRole("button", { name: "Upload" }).click();
    const dialog = page.getByRole("dialog", { name: "Wedstrijd opnieuw importeren" });
    await dialog.locator('input[type="file"]').setInputFiles(fixture("csv/heatlist-en.csv"));
    await dialog.getByRole("button", { name: "Uploaden" }).click();

    const done = page.getByRole("dialog", { name: "Wedstrijd opnieuw geïmporteerd" });
    await done.waitFor();
    await expect(done.getByText(/Het programma heeft nu \d+ series\./).isVisible()).resolves.toBe(true);
    await done.getByRole("button", { name: "Sluiten" }).click();

    const history = page.getByRole("table").filter({ hasText: "heatlist-en.csv" });
    await history.waitFor();
    await expect(history.getByText("inschrijving-minioren-competitie.lxf").isVisible()).resolves.toBe(true);
  });

  it("asks before re-importing a LENEX file of another meet, and imports nothing unless told to", async () => {
    await page.getByRole("button", { name: "Upload" }).click();
    const dialog = page.getByRole("dialog", { name: "Wedstrijd opnieuw importeren" });
    await dialog.locator('input[type="file"]').setInputFiles(fixture("lenex/example-startlist.lxf"));
    await dialog.getByRole("button", { name: "Uploaden" }).click();
    await dialog
      .getByRole("alert")
      .getByText(/^Dit bestand is van de wedstrijd “.+”, niet van “.+”\./)
      .waitFor();
    await dialog.getByRole("button", { name: "Toch importeren" }).waitFor();
    // Another file is asked about afresh.
    await dialog.locator('input[type="file"]').setInputFiles(fixture("csv/heatlist-en.csv"));
    await dialog.getByRole("button", { name: "Uploaden" }).waitFor();
    expect(await dialog.getByRole("alert").count()).toBe(0);
    await dialog.getByRole("button", { name: "Annuleren" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByRole("table").filter({ hasText: "example-startlist.lxf" }).count()).toBe(0);
  });

  it("downloads the whole meet as a LENEX zip", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download" }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.lxf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  });

  it("refuses a meet number in use and creates a CSV meet with a free one", async () => {
    const dialog = await openNewMeetDialog();
    const submit = dialog.getByRole("button", { name: "Uploaden" });
    await dialog.getByLabel("Naam", { exact: true }).fill("Clubkampioenschappen");
    // The file chosen, the date still empty: the date says so, not only a grey button.
    await dialog.locator('input[type="file"]').setInputFiles(fixture("csv/heatlist-en.csv"));
    await dialog.getByText("Wedstrijddatum is verplicht").waitFor();
    await expect(submit.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel("Datum", { exact: true }).fill("2030-06-01");
    await dialog.getByText("Wedstrijddatum is verplicht").waitFor({ state: "detached" });

    await dialog.getByLabel("Wedstrijdnummer").fill(lenexMeetNumber);
    await dialog.getByText("Dit wedstrijdnummer is al in gebruik").waitFor();
    await expect(dialog.getByText(/Mogelijk is deze wedstrijd al eerder aangemaakt/).isVisible()).resolves.toBe(true);
    await expect(submit.isDisabled()).resolves.toBe(true);

    const free = lenexMeetNumber === "99999" ? "99998" : "99999";
    await dialog.getByLabel("Wedstrijdnummer").fill(free);
    await dialog.getByText("Wedstrijdnummer is beschikbaar").waitFor();
    await expect(submit.isEnabled()).resolves.toBe(true);

    // SPEC 5: the CSV mode takes .csv only, checked before anything is sent.
    await dialog.locator('input[type="file"]').setInputFiles(fixture("lenex/inschrijving-minioren-competitie.lxf"));
    await dialog.getByText("Kies een .csv-bestand").waitFor();
    await expect(submit.isDisabled()).resolves.toBe(true);

    await dialog.locator('input[type="file"]').setInputFiles(fixture("csv/heatlist-en.csv"));
    await submit.click();
    await page.waitForURL(/\/app\/meets\/\d+$/);
    await page.getByRole("heading", { name: "Clubkampioenschappen" }).waitFor();
    await expect(page.getByText("1 juni 2030").isVisible()).resolves.toBe(true);
  });

  it("offers to move a past date right after the import, and warns of a past date typed for a CSV", async () => {
    let dialog = await openNewMeetDialog();
    await dialog.getByLabel("Datum", { exact: true }).fill("2020-01-01");
    await dialog.getByText(/Deze datum ligt in het verleden/).waitFor();
    await dialog.getByLabel("Datum", { exact: true }).fill("2030-01-01");
    await expect(dialog.getByText(/Deze datum ligt in het verleden/).count()).resolves.toBe(0);
    await dialog.getByRole("button", { name: "Annuleren" }).click();

    dialog = await openNewMeetDialog();
    await dialog.getByRole("tab", { name: "LENEX" }).click();
    await dialog.locator('input[type="file"]').setInputFiles(fixture("lenex/example-startlist.lxf"));
    await dialog.getByRole("button", { name: "Uploaden" }).click();
    const past = page.getByRole("dialog", { name: "Datum ligt in het verleden" });
    // Another past date is said to keep officials out too; the real date is not.
    await past.getByLabel("Datum", { exact: true }).fill("2021-03-04");
    await past.getByText("Ook deze datum ligt in het verleden: officials kunnen zich dan nog steeds niet aanmelden.").waitFor();
    await past.getByLabel("Datum", { exact: true }).fill("2030-03-04");
    await expect(past.getByText(/Ook deze datum ligt in het verleden/).count()).resolves.toBe(0);
    await past.getByRole("button", { name: "Datum opslaan" }).click();
    await page.waitForURL(/\/app\/meets\/\d+$/);
    await page.getByText("4 maart 2030").waitFor();
  });

  it("shows SPEC 8's text for a CSV without the required columns", async () => {
    const dialog = await openNewMeetDialog();
    await dialog.getByLabel("Naam", { exact: true }).fill("Onvolledig");
    await dialog.getByLabel("Wedstrijdnummer").fill("99997");
    await dialog.getByLabel("Datum", { exact: true }).fill("2030-06-02");
    await dialog.locator('input[type="file"]').setInputFiles(fixture("csv/missing-lane-column.csv"));
    // 99997 may be the number the dialog suggests (99999 and 99998 are taken by now): then it says so instead.
    await dialog.getByText(/Wedstrijdnummer is beschikbaar|Voorgesteld: een vrij wedstrijdnummer/).waitFor();
    await dialog.getByRole("button", { name: "Uploaden" }).click();
    await dialog.getByText(/Het bestand bevat niet alle verplichte kolommen/).waitFor();
    // And which: the secretary knows what to add.
    await dialog.getByText("Kolommen die in de kopregel (regel 1) ontbreken: BAAN (LANE).", { exact: false }).waitFor();
    expect(page.url()).toMatch(/\/app\/dashboard$/);
  });

  it("edits a meet and deletes it, back to the dashboard", async () => {
    await page.goto("/app/dashboard");
    await page.getByRole("link", { name: "Clubkampioenschappen" }).click();
    await page.getByRole("button", { name: "Bewerken" }).click();
    const dialog = page.getByRole("dialog", { name: "Wedstrijd aanpassen" });
    const save = dialog.getByRole("button", { name: "Opslaan" });
    await expect(save.isDisabled()).resolves.toBe(true);
    // Another meet's number is said while typing, as in the new meet's dialog; its own is no other's.
    const own = await dialog.getByLabel("Wedstrijdnummer").inputValue();
    await dialog.getByLabel("Wedstrijdnummer").fill(lenexMeetNumber);
    await dialog.getByText("Dit wedstrijdnummer is al in gebruik").waitFor();
    await expect(save.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel("Wedstrijdnummer").fill(own);
    await dialog.getByText("Dit wedstrijdnummer is al in gebruik").waitFor({ state: "detached" });
    await dialog.getByLabel("Autorisatiecode").fill("12");
    await dialog.getByText("Autorisatiecode bestaat uit 4 cijfers").waitFor();
    await expect(save.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel("Autorisatiecode").fill("4321");
    await dialog.getByLabel("Naam", { exact: true }).fill("Clubkampioenschappen 2030");
    await save.click();
    await page.getByRole("heading", { name: "Clubkampioenschappen 2030" }).waitFor();
    await expect(page.getByText("4321", { exact: true }).isVisible()).resolves.toBe(true);

    await page.getByRole("button", { name: "Bewerken" }).click();
    await dialog.getByLabel("Wedstrijd verwijderen").check();
    await dialog.getByText("Let op: Alle gegevens worden verwijderd").waitFor();
    await dialog.getByRole("button", { name: "Verwijderen" }).click();
    await page.waitForURL(/\/app\/dashboard$/);
    await page.getByRole("table").waitFor();
    await expect(page.getByRole("link", { name: "Clubkampioenschappen 2030" }).count()).resolves.toBe(0);
  });
});
