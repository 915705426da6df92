// Admitted at the desk (DESIGN 8), in Chromium: a new official at a pool without mobile data cannot
// read the mailed code, so the phone waits ('Wacht op toelating') while the referee's meet page lists
// them; 'Toelaten' lets the phone in by itself, 'Weigeren' ends the wait, saying so, and leaves the
// mailed code. Out of mails for the address, the phone says why and still takes the last mail's code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { importMeet, launch, loginAs, mailedCode, newPage, tomorrow, type MeetFacts } from "./browser";

const PASSWORD = "Zwemtijd!2026";
const ADMIN = "admin@zwemtijd.test";
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);
const PHONE = { width: 360, height: 740 };

let browser: Browser;
let meet: MeetFacts;
let admin: Page;

const waitingList = () => admin.getByRole("region", { name: "Wacht op toelating" });
const WAITING = /^Wacht op toelating aan de tafel\. Laat daar je nummer zien: (\d{4})$/;

/** The phone page's two steps, without the mailed code: the join then waits. */
async function askToJoin(phone: Page, who: { email: string; number: string; name: string }) {
  await phone.goto("/official");
  await phone.getByLabel("Wedstrijdnummer").fill(meet.external_id);
  await phone.getByLabel("Autorisatiecode").fill(meet.auth_code);
  await phone.getByRole("button", { name: "Verder" }).click();
  await phone.getByLabel("E-mailadres").fill(who.email);
  await phone.getByLabel("Bondsnummer").fill(who.number);
  await phone.getByLabel("Naam").fill(who.name);
  await phone.getByRole("button", { name: "Aanmelden", exact: true }).click();
  await phone.getByRole("status").getByText(WAITING).waitFor({ timeout: 10_000 });
}

beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(CSV, { name: "Toelating aan de tafel", external_id: "24691", planned_date: tomorrow() });
  ({ page: admin } = await newPage(browser));
  await loginAs(admin, ADMIN, PASSWORD);
  await admin.goto(`/app/meets/${meet.id}`);
  await admin.getByRole("heading", { name: "Toelating aan de tafel", level: 1 }).waitFor({ timeout: 10_000 });
});

afterAll(async () => {
  await browser?.close();
});

describe("an official waiting at the desk", () => {
  it("is listed on the meet page, 'Toelaten' lets the phone in by itself, at 360 px", async () => {
    const { page: phone, context } = await newPage(browser, PHONE);
    try {
      await askToJoin(phone, { email: "nieuw.tafel@example.nl", number: "TF12345", name: "Tessa Tafel" });
      // The phone offers the mailed code as well, and says it waits for the desk.
      await phone.getByLabel("Code uit de e-mail").waitFor();
      expect(await phone.getByText("of meld je bij de tafel van de wedstrijdleiding").count()).toBe(1);
      await phone.screenshot({ path: ".tmp/admission-phone-waiting.png" });

      const row = waitingList().getByRole("listitem").filter({ hasText: "Tessa Tafel" });
      await row.waitFor({ timeout: 10_000 });
      // The desk lists the number the phone shows: the referee admits the phone the person holds up.
      const shown = WAITING.exec((await phone.getByRole("status").getByText(WAITING).textContent()) ?? "")![1];
      expect(await row.textContent()).toContain(`Nr. ${shown} · Tessa Tafel, TF12345, nieuw.tafel@example.nl`);
      await admin.screenshot({ path: ".tmp/admission-desk.png" });
      await row.getByRole("button", { name: "Tessa Tafel toelaten" }).click();
      await waitingList().waitFor({ state: "detached", timeout: 10_000 });

      // The phone asks again every few seconds, and then joins without a code.
      await phone.getByRole("navigation", { name: "Kies je taak" }).waitFor({ timeout: 15_000 });
      await admin.getByRole("button", { name: "Logging", exact: true }).click();
      await admin.getByRole("dialog").getByText("Tessa Tafel (TF12345) toegelaten aan de tafel").waitFor({ timeout: 10_000 });
      await admin.keyboard.press("Escape");
    } finally {
      await context.close();
    }
  });

  it("'Weigeren' ends the wait at the desk, told why; the mailed code still counts, and 'Terug' asks again", async () => {
    const { page: phone, context } = await newPage(browser, PHONE);
    try {
      await askToJoin(phone, { email: "onbekend.tafel@example.nl", number: "TF99999", name: "Onbekende Zwemmer" });
      const row = waitingList().getByRole("listitem").filter({ hasText: "Onbekende Zwemmer" });
      await row.waitFor({ timeout: 10_000 });
      await row.getByRole("button", { name: "Onbekende Zwemmer weigeren" }).click();
      const ended =
        "Je aanmelding aan de tafel van de wedstrijdleiding is geweigerd, of verlopen omdat deze pagina er 2 minuten niet naar vroeg. " +
        "Meld je opnieuw aan om het weer te vragen.";
      await phone.getByText(ended).waitFor({ timeout: 15_000 });
      // The code step stays, no longer waiting for the desk: a phone that slept while its official read
      // the mail must not mail a new code over the one being read.
      expect(await phone.getByText(WAITING).count()).toBe(0);
      await phone.getByLabel("Code uit de e-mail").waitFor();
      await phone.getByRole("button", { name: "Terug" }).click();
      await phone.getByText(ended).waitFor();
      await phone.getByRole("button", { name: "Aanmelden", exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("out of mailed codes for the address, the phone says why and joins with the last mail's code", async () => {
    const { page: phone, context } = await newPage(browser, PHONE);
    const who = { email: "vaak.tafel@example.nl", number: "TF55555", name: "Vera Vaak" };
    try {
      await askToJoin(phone, who);
      for (let i = 0; i < 2; i++) {
        await phone.getByRole("button", { name: "Terug" }).click();
        await phone.getByRole("button", { name: "Aanmelden", exact: true }).click();
        await phone.getByRole("status").getByText(WAITING).waitFor({ timeout: 10_000 });
      }
      // Each ask anew replaced the phone's own request: the desk lists it once.
      const rows = waitingList().getByRole("listitem").filter({ hasText: "Vera Vaak" });
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
      const last = await mailedCode(who.email);
      await phone.getByRole("button", { name: "Terug" }).click();
      await phone.getByRole("button", { name: "Aanmelden", exact: true }).click();
      await phone
        .getByText(
          "Er is geen nieuwe code gemaild: er zijn de afgelopen 15 minuten te veel codes naar dit adres gestuurd. " +
            "Vul hieronder de code uit de laatste mail in, of meld je bij de tafel van de wedstrijdleiding: " +
            "daar kan een beheerder je toelaten.",
        )
        .waitFor({ timeout: 10_000 });
      await phone.screenshot({ path: ".tmp/admission-out-of-mails.png" });
      expect(await mailedCode(who.email)).toBe(last);
      await phone.getByLabel("Code uit de e-mail").fill(last);
      await phone.getByRole("button", { name: "Aanmelden met code" }).click();
      await phone.getByRole("navigation", { name: "Kies je taak" }).waitFor({ timeout: 15_000 });
      await waitingList().getByRole("listitem").filter({ hasText: "Vera Vaak" }).waitFor({ state: "detached", timeout: 10_000 });
    } finally {
      await context.close();
    }
  });
});
