// Codes of exception in the real product (DESIGN 8i), from a CSV heat list with UITZONDERINGEN: the
// control panel warns the starter of the active heat's light start, assistance and tapper lane by
// lane; the heat's sheet shows each lane's codes with their meaning on hover; and the timekeeper's
// phone of a coded lane shows the codes large with their meaning, readable at 360 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { expectAccessible, importMeet, joinAsTimekeeper, launch, loginAs, newPage, settled, watch } from "./browser";

const ADMIN = "admin@zwemtijd.test";
const PASSWORD = "Zwemtijd!2026";
const CSV = new URL("../fixtures/csv/heatlist-codes.csv", import.meta.url);
const CLASS_STATUS = new URL("../fixtures/lenex/class-status.lef", import.meta.url);

let browser: Browser;
let meet: { id: number; external_id: string; auth_code: string };
let admin: Page;
let phone: Page;
let problems: string[];

beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(CSV, { name: "Para-wedstrijd met codes", external_id: "46813" });
  ({ page: admin } = await newPage(browser));
  ({ page: phone } = await newPage(browser, { width: 360, height: 740 }));
  problems = [...watch(admin), ...watch(phone)];
  await loginAs(admin, ADMIN, PASSWORD);
  await admin.goto(`/app/meets/${meet.id}`);
  await phone.goto("/official");
});

afterAll(async () => {
  await browser?.close();
});

/** 'Startlijst afdrukken' in print media; the browser's print dialog is the user's, the page's print layout is what is tested. */
async function printStartList() {
  await admin.evaluate(() => {
    window.print = () => {};
  });
  await admin.getByRole("button", { name: "Startlijst afdrukken" }).click();
  await admin.emulateMedia({ media: "print" });
  const paper = admin.locator(".zt-startlist");
  await paper.waitFor();
  return paper;
}

describe("codes of exception where they decide something", () => {
  it("warns the starter on the control panel: a light start, assistance, a device and a tapper, by lane", async () => {
    const warning = admin.getByTestId("start-codes");
    await warning.waitFor({ timeout: 10_000 });
    expect(await warning.locator("li").allTextContents()).toEqual([
      "Baan 3: tikker bij keerpunt en finish",
      "Baan 3: verduisterde zwembril",
      "Baan 4: startsignaal met licht",
      "Baan 5: hulp bij start en finish",
      "Baan 5: start met hulpmiddel",
    ]);
    await warning.getByText("Let op bij de start").waitFor();
    await settled(admin);
    await admin.screenshot({ path: ".tmp/exception-codes-panel.png" });
    await expectAccessible(admin, "exception-codes-panel");
  });

  it("shows each lane's codes on the heat's sheet, their meaning on hover; unknown and old codes as written", async () => {
    await admin.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="2-1"]').click();
    const lanes = admin.getByRole("table", { name: "Banen" });
    await lanes.waitFor();
    const codes = lanes.locator("abbr[data-code]");
    expect(await codes.allTextContents()).toEqual(["*A", "*7", "Q"]);
    await codes.first().hover();
    await admin.getByRole("tooltip", { name: "Hulp bij start en finish (oude regels)" }).waitFor();
    await codes.last().hover();
    await admin.getByRole("tooltip", { name: "Q", exact: true }).waitFor();
    await settled(admin);
    await expectAccessible(admin, "exception-codes-sheet");

    // A grant for this swim: T, from the lane's menu; a typo is named before anything is sent.
    await admin.getByRole("button", { name: "Startlijst baan 4 wijzigen" }).click();
    await admin.getByRole("menuitem", { name: "Uitzonderingscodes" }).click();
    const dialog = admin.getByRole("dialog", { name: "Bos, Fleur: uitzonderingscodes" });
    const field = dialog.getByRole("textbox", { name: "Uitzonderingscodes" });
    expect(await field.inputValue()).toBe("*A,7,Q");
    await field.fill("*A,7,Q,T,T");
    await dialog.getByText("elk één keer").waitFor();
    expect(await dialog.getByRole("button", { name: "Opslaan" }).isDisabled()).toBe(true);
    await field.fill("*A,7,Q,T");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await lanes.locator('abbr[data-code="*T"]').waitFor({ timeout: 5_000 });
    await admin.getByRole("button", { name: "Sluiten", exact: true }).click();
  });

  it("prints the start list with each lane's codes and what every code on it means", async () => {
    const paper = await printStartList();
    expect(await admin.locator("#root").isVisible()).toBe(false);
    const row = paper.locator("tr").filter({ hasText: "Visser" });
    expect(await row.locator("td").allTextContents()).toEqual(["4", "Visser, Bo", "ZV Para", "S9", "H", ""]);
    const legend = await paper.locator("dd").allTextContents();
    expect(legend).toContain("Startsignaal met licht");
    expect(legend).toContain("Hulp bij start en finish (oude regels)");
    await admin.screenshot({ path: ".tmp/exception-codes-print.png", fullPage: true });
    await admin.emulateMedia({ media: "screen" });
    await admin.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await paper.waitFor({ state: "detached" });
  });

  it("shows the timekeeper of lane 4 its H, large and with its meaning, at 360 px", async () => {
    await joinAsTimekeeper(phone, meet, { email: "codes-tijd@example.nl", number: "TWN4681", name: "Tara Tijd" }, "4");
    const list = phone.getByRole("list", { name: "Uitzonderingscodes" });
    await list.waitFor({ timeout: 10_000 });
    expect(await list.locator("li").allTextContents()).toEqual(["HStartsignaal met licht"]);
    const code = list.locator("strong");
    const size = await code.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(24);
    // Nothing wider than the phone: no sideways scrolling to read it.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await settled(phone);
    await phone.screenshot({ path: ".tmp/exception-codes-phone.png" });
    await expectAccessible(phone, "exception-codes-phone");
    expect(problems).toEqual([]);
  });

  it("keeps STOP on the screen of a lane with five codes at 360 × 740: the codes follow it", async () => {
    await phone.getByRole("button", { name: "Andere taak" }).click();
    await phone.getByRole("button", { name: "Tijdwaarnemer baan 5" }).click();
    const list = phone.getByRole("list", { name: "Uitzonderingscodes" });
    await list.waitFor({ timeout: 10_000 });
    expect(await list.locator("li").count()).toBe(5);
    const stop = (await phone.getByRole("button", { name: "Wacht op de start" }).boundingBox())!;
    expect(stop.y + stop.height).toBeLessThanOrEqual(740);
    expect((await list.boundingBox())!.y).toBeGreaterThanOrEqual(stop.y + stop.height);
  });

  it("shows the arrival-order judge every coded lane's codes with their meaning, at 360 px (issue 37)", async () => {
    // No heat runs: the page changes the task without asking.
    await phone.getByRole("button", { name: "Andere taak" }).click();
    await phone.getByRole("button", { name: "Aankomstrechter (VVA)" }).click();
    const lane = (number: string) => phone.getByRole("list", { name: `Baan ${number}: Uitzonderingscodes` });
    await lane("3").waitFor({ timeout: 10_000 });
    expect(await lane("3").locator("li").allTextContents()).toEqual(["BVerduisterde zwembril", "TTikker bij keerpunt en finish"]);
    expect(await lane("4").locator("li").allTextContents()).toEqual(["HStartsignaal met licht"]);
    expect(await lane("5").locator("li").count()).toBe(5);
    // The lane without codes has no list.
    expect(await phone.getByRole("list", { name: /Uitzonderingscodes$/ }).count()).toBe(3);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await settled(phone);
    await phone.screenshot({ path: ".tmp/exception-codes-judge.png", fullPage: true });
    await expectAccessible(phone, "exception-codes-judge");
    expect(problems).toEqual([]);
  });

  it("marks a class whose LENEX status is not CONFIRMED on the heat's sheet and the printed start list (issue 37)", async () => {
    const lenex = await importMeet(CLASS_STATUS);
    await admin.goto(`/app/meets/${lenex.id}`);
    await admin.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="1-1"]').click();
    const lanes = admin.getByRole("table", { name: "Banen" });
    await lanes.waitFor();
    // Breaststroke: the breaststatus counts; Lot Dekker's CONFIRMED is the ordinary case and unmarked.
    const marks = lanes.locator("abbr[data-class-status]:visible");
    expect(await marks.allTextContents()).toEqual(["observatie", "herbeoordeling"]);
    await marks.first().hover();
    await admin.getByRole("tooltip", { name: "Klasse wordt tijdens deze wedstrijd geobserveerd, daarna bevestigd" }).waitFor();
    await settled(admin);
    await admin.screenshot({ path: ".tmp/class-status-sheet.png" });
    await expectAccessible(admin, "class-status-sheet");
    await admin.getByRole("button", { name: "Sluiten", exact: true }).click();

    const paper = await printStartList();
    const cells = async (name: string) => (await paper.locator("tr").filter({ hasText: name }).locator("td").allTextContents())[3];
    expect(await cells("Jong")).toBe("SB5 (observatie)");
    expect(await cells("Dekker")).toBe("SB5");
    expect(await cells("Wit")).toBe("SB6 (herbeoordeling)");
    const legend = await paper.locator("dd").allTextContents();
    expect(legend).toContain("Klasse wordt dit jaar opnieuw beoordeeld, geldig tot het einde van het jaar");
    await admin.screenshot({ path: ".tmp/class-status-print.png", fullPage: true });
    await admin.emulateMedia({ media: "screen" });
    await admin.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await paper.waitFor({ state: "detached" });
  });
});
