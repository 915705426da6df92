// The live meet in two browsers at once: the administrator drives the control panel, the club's
// secretary watches. Each step checks that the buttons follow SPEC 4's control rules and that the
// viewer sees the change (race clock, status chip, active heat) without reloading.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { baseUrl, importMeet, launch, loginAs, newPage } from "./browser";

const PASSWORD = "Zwemtijd!2026";
const ADMIN = "admin@zwemtijd.test";
const CLUB_USER = "secretaris@zwemtijd.test";
const LENEX = new URL("../fixtures/lenex/inschrijving-minioren-competitie.lxf", import.meta.url);

let browser: Browser;
let meetId: number;
let admin: Page;
let viewer: Page;

const control = (name: string) => admin.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });
const activePanel = (page: Page) => page.getByRole("region", { name: "Actieve serie" });
const clock = (page: Page) => activePanel(page).getByRole("timer");

/** Waits until every named control has the expected state; the room's answer arrives asynchronously. */
async function expectControls(states: Record<string, boolean>) {
  for (const [name, enabled] of Object.entries(states)) {
    const button = control(name);
    await button.and(admin.locator(enabled ? ":enabled" : ":disabled")).waitFor({ timeout: 5_000 });
  }
}

async function waitForText(locator: Locator, text: string | RegExp) {
  await locator.getByText(text).first().waitFor({ timeout: 5_000 });
}

beforeAll(async () => {
  meetId = (await importMeet(LENEX)).id;
  browser = await launch();
  ({ page: admin } = await newPage(browser));
  ({ page: viewer } = await newPage(browser, { width: 360, height: 740 }));
  await loginAs(admin, ADMIN, PASSWORD);
  await loginAs(viewer, CLUB_USER, PASSWORD);
  await admin.goto(`/app/meets/${meetId}`);
  await viewer.goto(`/app/meets/${meetId}`);
});

afterAll(async () => {
  await browser?.close();
});

describe("running a heat live", () => {
  it("offers the control panel to the administrator only, with the first heat ready", async () => {
    await expectControls({ Start: true, Stop: false, Vorige: false, Volgende: true, Reset: false });
    await waitForText(activePanel(viewer), "Klaar om te starten");
    await waitForText(activePanel(viewer), "Programma 1, serie 1");
    expect(await viewer.getByRole("group", { name: "Bediening" }).count()).toBe(0);
    expect(await clock(viewer).textContent()).toBe("00:00.00");
  });

  it("starts: the viewer's race clock runs and the status is 'Race bezig'", async () => {
    await control("Start").click();
    await expectControls({ Start: false, Stop: true, Vorige: false, Volgende: false, Reset: false });
    await waitForText(activePanel(viewer), "Race bezig");
    await viewer.waitForFunction(() => document.querySelector('[role="timer"]')?.textContent !== "00:00.00");
    const first = await clock(viewer).textContent();
    await viewer.waitForTimeout(300);
    const later = await clock(viewer).textContent();
    expect(first).toMatch(/^\d{2}:\d{2}\.\d{2}$/);
    expect(later).not.toBe(first);
  });

  it("stops: the clock halts and the heat gets a result status", async () => {
    await admin.waitForTimeout(500);
    await control("Stop").click();
    await expectControls({ Start: false, Stop: false, Vorige: false, Volgende: true, Reset: true });
    // No official recorded a time, so the result is incomplete (DESIGN 8, first rule).
    await waitForText(activePanel(viewer), "Uitslag incompleet");
    const stopped = await clock(viewer).textContent();
    await viewer.waitForTimeout(200);
    expect(await clock(viewer).textContent()).toBe(stopped);
    expect(stopped).not.toBe("00:00.00");
  });

  it("moves to the next heat", async () => {
    await control("Volgende").click();
    await expectControls({ Start: true, Stop: false, Vorige: true, Volgende: true, Reset: false });
    await waitForText(activePanel(viewer), "Programma 1, serie 2");
    await waitForText(activePanel(viewer), "Klaar om te starten");
    expect(await clock(viewer).textContent()).toBe("00:00.00");
    const rows = viewer.getByRole("table", { name: "Programma" }).locator("tbody tr[data-heat]");
    await waitForText(rows.nth(0), "Uitslag incompleet");
    await expect(rows.nth(1).getAttribute("aria-current")).resolves.toBe("true");
  });

  it("activates an earlier heat after the confirmation, and resets it", async () => {
    await admin.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="1-1"]').click();
    // SPEC 4: a stopped heat's file can be exported.
    await expect(admin.getByRole("link", { name: "Exporteer serie" }).getAttribute("aria-disabled")).resolves.toBeNull();
    await admin.getByRole("button", { name: "Activeer serie" }).click();
    await admin.getByText("Weet je zeker dat je deze serie wilt activeren?").waitFor();
    await admin.getByRole("button", { name: "Activeren" }).click();
    await admin.getByRole("button", { name: "Activeer serie" }).and(admin.locator(":disabled")).waitFor();
    await admin.getByRole("button", { name: "Sluiten" }).click();

    await waitForText(activePanel(viewer), "Programma 1, serie 1");
    await expectControls({ Start: false, Stop: false, Vorige: false, Volgende: true, Reset: true });
    // Reset throws the race away: it asks first, and cancelling changes nothing.
    await control("Reset").click();
    const question = admin.getByRole("dialog", { name: "Weet je zeker dat je deze serie wilt resetten?" });
    await question.getByRole("button", { name: "Annuleren" }).click();
    await question.waitFor({ state: "detached" });
    await expectControls({ Start: false, Reset: true });
    await waitForText(activePanel(viewer), "Uitslag incompleet");
    await control("Reset").click();
    await question.getByRole("button", { name: "Resetten" }).click();
    await expectControls({ Start: true, Stop: false, Reset: false });
    await waitForText(activePanel(viewer), "Klaar om te starten");
  });

  it("says when the connection is lost and picks up again by itself (SPEC 9 monitor)", async () => {
    const banner = viewer.getByText("Verbinding verbroken — opnieuw verbinden…");
    await viewer.context().setOffline(true);
    // Stale after 6 s without a message, noticed at the next 3-s poll.
    await banner.waitFor({ timeout: 15_000 });
    await viewer.context().setOffline(false);
    await banner.waitFor({ state: "detached", timeout: 15_000 });

    await control("Start").click();
    await waitForText(activePanel(viewer), "Race bezig");
    await control("Stop").click();
    await waitForText(activePanel(viewer), "Uitslag incompleet");
  });

  it("logs every command for the administrator", async () => {
    await admin.getByRole("button", { name: "Logging" }).click();
    const log = admin.getByRole("dialog", { name: "Logging" });
    await waitForText(log, /gestart/);
    await waitForText(log, /teruggezet/);
    await log.getByRole("button", { name: "Sluiten" }).click();
    expect(await viewer.getByRole("button", { name: "Logging" }).count()).toBe(0);
  });

  it("tells both screens when the meet is deleted meanwhile, instead of reconnecting forever", async () => {
    const deleted = await admin.request.delete(`/api/meets/${meetId}`, { headers: { Origin: baseUrl() } });
    expect(deleted.status()).toBe(204);
    await viewer.getByText("Deze wedstrijd is verwijderd.").waitFor({ timeout: 10_000 });
    await admin.getByText("Deze wedstrijd is verwijderd.").waitFor({ timeout: 10_000 });
    expect(await viewer.getByText("Verbinding verbroken — opnieuw verbinden…").count()).toBe(0);
  });
});
