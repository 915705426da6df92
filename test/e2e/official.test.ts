// The officials' phone page (DESIGN 8) beside the administrator's control panel: an official joins a
// meet on a phone-sized screen, times a lane, goes offline and back without losing a confirmed time,
// judges the arrival order, and is told in Dutch when the join or the meet is no longer there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseUrl, becomeJudge, importMeet, joinOnPhone, keptOnPhone, launch, loginAs, newPage, type MeetFacts } from "./browser";

const PASSWORD = "Zwemtijd!2026";
const ADMIN = "admin@zwemtijd.test";
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);
const MEET_NAME = "Officials op de telefoon";
const OFFICIAL = { email: "tijd@example.nl", external_id: "TWN1234", name: "Toos Tijdwaarnemer" };

let browser: Browser;
let meet: MeetFacts;
let admin: Page;
let phone: Page;
let phoneContext: BrowserContext;

const control = (name: string) => admin.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });
const phoneClock = () => phone.getByRole("timer");
const laneRow = (swimmer: string) => admin.getByRole("table", { name: "Banen" }).locator("tbody tr", { hasText: swimmer });

async function signIn(authCode: string) {
  await phone.getByLabel("Wedstrijdnummer").fill(meet.external_id);
  await phone.getByLabel("Autorisatiecode").fill(authCode);
  await phone.getByRole("button", { name: "Verder" }).click();
}

async function openHeatSheet() {
  await admin.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="1-1"]').click();
  await admin.getByRole("table", { name: "Banen" }).waitFor();
}

beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(CSV, { name: MEET_NAME, external_id: "24680" });
  ({ page: admin } = await newPage(browser));
  ({ page: phone, context: phoneContext } = await newPage(browser, { width: 360, height: 740 }));
  await loginAs(admin, ADMIN, PASSWORD);
  await admin.goto(`/app/meets/${meet.id}`);
  await phone.goto("/official");
});

afterAll(async () => {
  await browser?.close();
});

describe("the officials' phone page", () => {
  it("refuses a wrong authorisation code in Dutch", async () => {
    const wrong = meet.auth_code === "0000" ? "1111" : "0000";
    await signIn(wrong);
    await phone.getByText("Wedstrijdnummer of autorisatiecode klopt niet.", { exact: false }).waitFor({ timeout: 5_000 });
    expect(await phone.getByLabel("E-mailadres").count()).toBe(0);
  });

  it("joins with the meet's number and code and the official's details, and offers the tasks", async () => {
    await signIn(meet.auth_code);
    await phone.getByText(MEET_NAME).waitFor({ timeout: 5_000 });
    await joinOnPhone(phone, { email: OFFICIAL.email, number: OFFICIAL.external_id, name: OFFICIAL.name });
    const tasks = phone.getByRole("navigation", { name: "Kies je taak" });
    await tasks.getByRole("button", { name: "Aankomstrechter (VVA)" }).waitFor({ timeout: 10_000 });
    // heatlist-en.csv uses lanes 0 to 9 over its heats; heat 1-1 has 3, 4 and 5.
    expect(await tasks.getByRole("button", { name: /^Tijdwaarnemer baan \d$/ }).count()).toBe(10);
    await tasks.getByRole("button", { name: "Tijdwaarnemer baan 4" }).click();
    await phone.getByText("Baan 4: Blue Marlins 1 1").waitFor();
    await phone.getByText("Programma 1, serie 1").waitFor();
    expect(await phoneClock().textContent()).toBe("00:00.00");
    await phone.getByRole("button", { name: "Wacht op de start" }).and(phone.locator(":disabled")).waitFor();
  });

  it("runs the clock from the start, takes the touch on STOP and sends it once confirmed", async () => {
    await control("Start").click();
    await phone.getByText("Race bezig").waitFor({ timeout: 5_000 });
    await phone.waitForFunction(() => document.querySelector('[role="timer"]')?.textContent !== "00:00.00");
    const first = await phoneClock().textContent();
    await phone.waitForTimeout(300);
    expect(await phoneClock().textContent()).not.toBe(first);

    await phone.getByRole("button", { name: "Tussentijd 50 m" }).click();
    await phone.getByText(/^50 m: \d{1,2}\.\d{2}$/).waitFor();
    await phone.getByRole("button", { name: "Tussentijd 100 m" }).waitFor();
    await phone.getByRole("button", { name: "STOP" }).click();
    const captured = (await phone.getByTestId("captured-time").textContent())!;
    expect(captured).toMatch(/^\d\.\d{2}$/);
    await phone.getByRole("button", { name: "Bevestigen" }).click();
    await phone.getByText(`Doorgegeven: ${captured}`).waitFor();
    await phone.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });

    // The room computes the race time from the same raw touch and offset: the administrator sees it.
    await openHeatSheet();
    await laneRow("Blue Marlins 1 1").getByText(captured).waitFor({ timeout: 5_000 });
  });

  it("keeps a time confirmed offline queued, and delivers it when the connection is back", async () => {
    await phoneContext.setOffline(true);
    // The phone is busy when the finger lands: its handlers run 300 ms after the touch, which is
    // what counts.
    await phone.evaluate(() => {
      window.addEventListener(
        "pointerdown",
        (event) => {
          (window as unknown as { touchedAt: number }).touchedAt = performance.timeOrigin + event.timeStamp;
          const until = performance.now() + 300;
          while (performance.now() < until);
        },
        { capture: true, once: true },
      );
    });
    await phone.getByRole("button", { name: "STOP" }).click();
    const corrected = (await phone.getByTestId("captured-time").textContent())!;
    await phone.getByRole("button", { name: "Bevestigen" }).click();
    await phone.getByText("Wacht op verbinding (1)").waitFor({ timeout: 5_000 });
    const queued = await keptOnPhone<{ touched_at: number }[]>(phone, "zwemtijd.official.queue.");
    expect(queued).toHaveLength(1);
    const touchedAt = await phone.evaluate(() => (window as unknown as { touchedAt: number }).touchedAt);
    expect(Math.abs(queued![0]!.touched_at - touchedAt)).toBeLessThan(2);
    await phone.getByText("Verbinding verbroken — opnieuw verbinden…").waitFor({ timeout: 15_000 });

    await phoneContext.setOffline(false);
    await phone.getByRole("status").getByText("Verzonden").waitFor({ timeout: 20_000 });
    expect((await keptOnPhone(phone, "zwemtijd.official.queue.")) ?? []).toEqual([]);
    // A timekeeper who sends again corrects their own time.
    await laneRow("Blue Marlins 1 1").getByText(corrected).waitFor({ timeout: 5_000 });
  });

  it("lets the arrival-order judge tap, undo and send the order", async () => {
    // The heat still runs: the page asks first (DESIGN 8).
    const order = await becomeJudge(phone);
    await phone.getByRole("button", { name: /^Baan 4/ }).click();
    await phone.getByRole("button", { name: /^Baan 3/ }).click();
    await phone.getByRole("button", { name: /^Baan 5/ }).click();
    expect(await order.getByRole("listitem").allTextContents()).toEqual(["1. baan 4", "2. baan 3", "3. baan 5"]);
    await phone.getByRole("button", { name: "Ongedaan maken" }).click();
    expect(await order.getByRole("listitem").allTextContents()).toEqual(["1. baan 4", "2. baan 3"]);
    await phone.getByRole("button", { name: /^Baan 5/ }).click();
    await phone.getByRole("button", { name: "Versturen" }).click();
    await phone.getByText("Volgorde doorgegeven").waitFor();
    await phone.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });

    // The judge's observation is a K row of the heat's arrival order on the administrator's sheet.
    await admin.getByRole("table", { name: "Volgorde van aankomst" }).getByRole("rowheader", { name: "K1" }).waitFor({ timeout: 5_000 });
    // The legend explains each row the grid has (issue 41: 'K1' alone said nothing), and no S row that is not there.
    await admin.getByText("K1 = aankomstrechter 1", { exact: true }).waitFor();
    expect(await admin.locator("abbr", { hasText: "K1" }).getAttribute("title")).toBe("aankomstrechter 1");
  });

  it("keeps a time still to confirm when the administrator moves on to the next heat", async () => {
    await phone.getByRole("button", { name: "Andere taak" }).click();
    await phone.getByRole("alertdialog").getByRole("button", { name: "Ja, andere taak" }).click();
    await phone.getByRole("button", { name: "Tijdwaarnemer baan 4" }).click();
    await phone.getByRole("button", { name: "STOP" }).click();
    const captured = (await phone.getByTestId("captured-time").textContent())!;

    await admin.getByRole("button", { name: "Sluiten" }).click();
    await admin.getByRole("table", { name: "Banen" }).waitFor({ state: "detached" });
    await control("Stop").click();
    await control("Volgende").and(admin.locator(":enabled")).click();
    await phone.getByText("Programma 1, serie 2 is al actief.", { exact: false }).waitFor({ timeout: 5_000 });
    expect(await phone.getByTestId("captured-time").textContent()).toBe(captured);

    await phone.getByRole("button", { name: "Bevestigen" }).click();
    // Sent, the screen follows the active heat again.
    await phone.getByRole("heading", { name: "Programma 1, serie 2" }).waitFor({ timeout: 5_000 });
    await openHeatSheet();
    await laneRow("Blue Marlins 1 1").getByText(captured).waitFor({ timeout: 10_000 });
    await admin.getByRole("button", { name: "Sluiten" }).click();
    await admin.getByRole("table", { name: "Banen" }).waitFor({ state: "detached" });

    // Stopped before this lane's touch: a late one still counts, for the referee to judge, and the phone says so first.
    const afterStop =
      "De serie is gestopt. Een tijd die je nu nog stopt, komt na het einde van de serie: de scheidsrechter beoordeelt hem.";
    await control("Start").click();
    await phone.getByText("Race bezig").waitFor({ timeout: 5_000 });
    expect(await phone.getByText(afterStop).count()).toBe(0);
    await control("Stop").click();
    await phone.getByText(afterStop).waitFor({ timeout: 5_000 });
    await phone.getByRole("button", { name: "STOP" }).click();
    await phone.getByTestId("captured-time").waitFor();
    expect(await phone.getByText(afterStop).count()).toBe(0);
    await phone.getByRole("button", { name: "Wissen" }).click();

    // Back to the judge's task, which the next visit is expected to remember.
    await phone.getByRole("button", { name: "Andere taak" }).click();
    await phone.getByRole("button", { name: "Aankomstrechter (VVA)" }).click();
  });

  it("sends an official whose join is refused back to step 1 with a Dutch notice", async () => {
    await phone.evaluate(() => {
      const key = "zwemtijd.official.session";
      const session = JSON.parse(localStorage.getItem(key)!) as { token: string };
      localStorage.setItem(key, JSON.stringify({ ...session, token: `${session.token}x` }));
    });
    await phone.reload();
    await phone.getByText("Je aanmelding is verlopen of niet meer geldig. Meld je opnieuw aan.").waitFor({ timeout: 30_000 });
    await phone.getByLabel("Wedstrijdnummer").waitFor();
  });

  it("remembers the official's details, and says so when the meet is deleted", async () => {
    await signIn(meet.auth_code);
    await phone.getByLabel("Bondsnummer").waitFor({ timeout: 5_000 });
    expect(await phone.getByLabel("Bondsnummer").inputValue()).toBe(OFFICIAL.external_id);
    await phone.getByRole("button", { name: "Aanmelden" }).click();
    // The task is remembered per meet and official as well.
    await phone.getByRole("region", { name: "Volgorde van aankomst" }).waitFor({ timeout: 10_000 });

    const deleted = await admin.request.delete(`/api/meets/${meet.id}`, { headers: { Origin: baseUrl() } });
    expect(deleted.status()).toBe(204);
    await phone.getByText("Deze wedstrijd is verwijderd.", { exact: false }).waitFor({ timeout: 10_000 });
    await phone.getByRole("button", { name: "Naar aanmelden" }).click();
    await phone.getByText("Deze wedstrijd is verwijderd. Meld je aan voor een andere wedstrijd.").waitFor();
  });
});
