// Everything a mouse does, a keyboard does (WCAG 2.1.1 and 2.4.7): the administrator
// signs in, activates a heat from its row, starts and stops it, marks a lane DNS from the heat's
// sheet and resets the heat, and an official times a lane on the phone, with Tab, Enter, Space,
// the arrows and Escape only: no pointer event at all. Every step is checked through the API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { AGAIN_ON_RESET, importMeet, launch, mailedCode, newPage, type MeetFacts } from "./browser";

const ADMIN = { email: "admin@zwemtijd.test", password: "Zwemtijd!2026" };
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);

let browser: Browser;
let meet: MeetFacts;
let admin: Page;
let phone: Page;

interface ApiHeat {
  id: string;
  status: number;
  lanes: Record<string, { status?: string; time: number | null; watches?: unknown[] }>;
}

/** The programme as the API gives it, read with the administrator's session. */
async function programme(): Promise<{ active_heat_id: string | null; heats: ApiHeat[] }> {
  const res = await admin.request.get(`/api/meets/${meet.id}/heats`, AGAIN_ON_RESET);
  expect(res.status()).toBe(200);
  return res.json();
}

/** Polls the API until `check` holds for heat 1-2 (the room's answer is asynchronous). */
async function untilHeat(check: (heat: ApiHeat, activeId: string | null) => boolean) {
  for (let i = 0; i < 40; i++) {
    const { heats, active_heat_id } = await programme();
    const heat = heats.find((h) => h.id === "1-2")!;
    if (check(heat, active_heat_id)) return heat;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`heat 1-2 never got there: ${JSON.stringify((await programme()).heats.find((h) => h.id === "1-2"))}`);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 1_000 });

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab") {
  await target.waitFor({ state: "attached" });
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  throw new Error(`${key} never reached ${target}`);
}

/** WCAG 2.4.7: the focused control shows a ring of at least 2 px. */
async function expectFocusRing(target: Locator) {
  expect(await isFocused(target)).toBe(true);
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).not.toBe("none");
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

const control = (name: string) => admin.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });
const row = (heat: string) => admin.getByRole("table", { name: "Programma" }).locator(`tbody tr[data-heat="${heat}"]`);
const sheet = () => admin.getByRole("dialog", { name: "Programma 1, serie 2" });

beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(CSV, { name: "Met het toetsenbord", external_id: "75319" });
  ({ page: admin } = await newPage(browser));
  ({ page: phone } = await newPage(browser, { width: 360, height: 740 }));
  // A mouse that was never there: any pointer event on either page fails the test.
  for (const page of [admin, phone]) {
    await page.addInitScript(() => {
      for (const type of ["pointerdown", "mousedown", "click"]) {
        window.addEventListener(
          type,
          (event) => {
            if ((event as MouseEvent).detail > 0 || event.type !== "click")
              (window as unknown as { pointerUsed: boolean }).pointerUsed = true;
          },
          true,
        );
      }
    });
  }
});

afterAll(async () => {
  await browser?.close();
});

describe("the keyboard only", () => {
  it("signs the administrator in", async () => {
    await admin.goto("/login");
    await tabTo(admin, admin.getByPlaceholder("E-mailadres"));
    await admin.keyboard.type(ADMIN.email);
    await tabTo(admin, admin.getByPlaceholder("Wachtwoord"));
    await admin.keyboard.type(ADMIN.password);
    await admin.keyboard.press("Enter");
    await admin.waitForURL(/\/app\//);
    await admin.goto(`/app/meets/${meet.id}`);
    await control("Start").and(admin.locator(":enabled")).waitFor({ timeout: 10_000 });
  });

  it("signs an official in on the phone and chooses lane 4", async () => {
    await phone.goto("/official");
    await tabTo(phone, phone.getByLabel("Wedstrijdnummer"));
    await phone.keyboard.type(meet.external_id);
    await tabTo(phone, phone.getByLabel("Autorisatiecode"));
    await phone.keyboard.type(meet.auth_code);
    await phone.keyboard.press("Enter");
    await tabTo(phone, phone.getByLabel("E-mailadres"));
    await phone.keyboard.type("toetsen@example.nl");
    await tabTo(phone, phone.getByLabel("Bondsnummer"));
    await phone.keyboard.type("TTB2026");
    await tabTo(phone, phone.getByLabel("Naam"));
    await phone.keyboard.type("Tineke Toetsenbord");
    await phone.keyboard.press("Enter");
    // A new official confirms the join with the code mailed to them.
    await tabTo(phone, phone.getByLabel("Code uit de e-mail"));
    await phone.keyboard.type(await mailedCode("toetsen@example.nl"));
    await phone.keyboard.press("Enter");
    const lane4 = phone.getByRole("navigation", { name: "Kies je taak" }).getByRole("button", { name: "Tijdwaarnemer baan 4" });
    await tabTo(phone, lane4);
    await expectFocusRing(lane4);
    await phone.keyboard.press("Space");
    await phone.getByText("Baan 4:").first().waitFor();
  });

  it("opens a heat's row with Enter, activates it after the confirmation, and Escape gives the focus back to the row", async () => {
    await tabTo(admin, row("1-2"));
    await expectFocusRing(row("1-2"));
    expect(await row("1-2").getAttribute("aria-label")).toBe("Programma 1, serie 2, 4 × 50 m Vrije slag, Gemengd, Gepland");
    await admin.keyboard.press("Enter");
    await sheet().waitFor();
    expect(await sheet().evaluate((el) => el.contains(document.activeElement))).toBe(true);

    const activate = sheet().getByRole("button", { name: "Activeer serie" });
    await tabTo(admin, activate);
    await expectFocusRing(activate);
    await admin.keyboard.press("Enter");
    const confirm = admin.getByRole("dialog", { name: "Weet je zeker dat je deze serie wilt activeren?" });
    await confirm.waitFor();
    // The question keeps the focus inside until it is answered.
    const inside = confirm.getByRole("button", { name: "Activeren" });
    expect(await isFocused(inside)).toBe(true);
    await admin.keyboard.press("Tab");
    await admin.keyboard.press("Tab");
    expect(await confirm.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await tabTo(admin, inside);
    await admin.keyboard.press("Enter");
    await untilHeat((_, active) => active === "1-2");
    await activate.and(admin.locator(":disabled")).waitFor();
    // The button that opened the question is disabled now: the focus stays in the sheet all the same.
    await admin.waitForFunction(
      () => document.activeElement?.closest('[role="dialog"]')?.getAttribute("aria-label") === "Programma 1, serie 2",
    );

    await admin.keyboard.press("Escape");
    await sheet().waitFor({ state: "detached" });
    expect(await isFocused(row("1-2"))).toBe(true);
  });

  it("starts and stops the heat from the control panel, and the official's STOP and confirmation reach the room", async () => {
    await tabTo(admin, control("Start"), "Shift+Tab");
    await expectFocusRing(control("Start"));
    await admin.keyboard.press("Enter");
    await untilHeat((heat) => heat.status === 1);
    await control("Stop").and(admin.locator(":enabled")).waitFor();
    // Start is disabled under the focus: the panel keeps it, and the next Tab is Stop.
    expect(await isFocused(admin.getByRole("group", { name: "Bediening" }))).toBe(true);
    await admin.keyboard.press("Tab");
    await expectFocusRing(control("Stop"));

    const stop = phone.getByRole("button", { name: "STOP" });
    await stop.and(phone.locator(":enabled")).waitFor({ timeout: 10_000 });
    await tabTo(phone, stop);
    await phone.keyboard.press("Enter");
    const confirm = phone.getByRole("button", { name: "Bevestigen" });
    await tabTo(phone, confirm);
    await phone.keyboard.press("Enter");
    await phone.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });

    await admin.keyboard.press("Space");
    const stopped = await untilHeat((heat) => heat.status !== 1 && heat.lanes["4"]!.time != null);
    expect(stopped.status).toBe(6);

    // A screen reader hears the new status and the time that arrived, politely; never the race clock.
    await admin.getByRole("status").filter({ hasText: "Programma 1, serie 2: Uitslag incompleet" }).waitFor({ timeout: 5_000 });
    await admin
      .getByRole("log")
      .getByText(/^Baan 4: (?:[1-9]\d*:[0-5]\d|[1-9]?\d)\.\d{2}$/)
      .waitFor({ timeout: 5_000 });
    const clock = admin.getByRole("region", { name: "Actieve serie" }).getByRole("timer");
    expect(await clock.getAttribute("aria-live")).toBe("off");
    expect(
      await clock.evaluate((el) =>
        el.closest('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="log"], [role="alert"]'),
      ),
    ).toBeNull();
  });

  it("marks lane 3 DNS in the referee's dialog: arrows choose, Tab moves, the focus comes back to the lane's button", async () => {
    const title = admin.getByRole("region", { name: "Actieve serie" }).getByRole("button", { name: "Programma 1, serie 2" });
    await tabTo(admin, title, "Shift+Tab");
    await admin.keyboard.press("Enter");
    await sheet().waitFor();

    const edit = sheet().getByRole("button", { name: "Baan 3 bewerken" });
    await tabTo(admin, edit);
    await expectFocusRing(edit);
    await admin.keyboard.press("Enter");
    const dialog = admin.getByRole("dialog", { name: "Baan 3 bewerken" });
    await dialog.waitFor();
    await tabTo(admin, dialog.getByRole("radio", { name: "Geen" }));
    await admin.keyboard.press("ArrowDown");
    expect(await dialog.getByRole("radio", { name: "DNS: niet gestart" }).isChecked()).toBe(true);
    await tabTo(admin, dialog.getByRole("textbox", { name: "Reden" }));
    await admin.keyboard.type("Niet verschenen");
    await tabTo(admin, dialog.getByRole("button", { name: "Opslaan" }));
    await admin.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    expect(await isFocused(edit)).toBe(true);
    const marked = await untilHeat((heat) => heat.lanes["3"]!.status === "DNS");
    expect(marked.lanes["4"]!.time).not.toBeNull();

    await admin.keyboard.press("Escape");
    await sheet().waitFor({ state: "detached" });
    expect(await isFocused(title)).toBe(true);
  });

  it("asks before Reset: Enter on the focused Cancel changes nothing, the confirmed Reset throws the race away", async () => {
    await tabTo(admin, control("Reset"));
    await admin.keyboard.press("Enter");
    const question = admin.getByRole("dialog", { name: "Weet je zeker dat je deze serie wilt resetten?" });
    await question.waitFor();
    // Resetting cannot be taken back: the focus starts on Cancel.
    await expectFocusRing(question.getByRole("button", { name: "Annuleren" }));
    await admin.keyboard.press("Enter");
    await question.waitFor({ state: "detached" });
    expect(await isFocused(control("Reset"))).toBe(true);
    await admin.waitForTimeout(500);
    expect((await untilHeat(() => true)).status).toBe(6);

    await admin.keyboard.press("Space");
    await question.waitFor();
    await tabTo(admin, question.getByRole("button", { name: "Resetten" }));
    await admin.keyboard.press("Enter");
    const reset = await untilHeat((heat) => heat.status === 0);
    expect(reset.status).toBe(0);
    await control("Start").and(admin.locator(":enabled")).waitFor();
    expect(await isFocused(admin.getByRole("group", { name: "Bediening" }))).toBe(true);
  });

  it("never used a pointer", async () => {
    for (const page of [admin, phone])
      expect(await page.evaluate(() => (window as unknown as { pointerUsed?: boolean }).pointerUsed ?? false)).toBe(false);
  });
});
