// The referee's desk on a phone (DESIGN 8b): an administrator walking the pool deck with a 360 × 740
// screen sees who is timing before the start, then settles the heat from its bottom sheet: a DNS
// and a corrected watch, while the heat's status and the lane table follow; a watch far from the
// others on its lane is marked (DESIGN 6b).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { importMeet, joinAsTimekeeper, joinOfficialByMail, launch, loginAs, newPage } from "./browser";
import { sendAsOfficial } from "./room-commands";
import { formatSwimTime, parseRaceTime } from "../../src/shared/race-time";

const PASSWORD = "Zwemtijd!2026";
const ADMIN = "admin@zwemtijd.test";
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);
const PHONE = { width: 360, height: 740 };

let browser: Browser;
let meet: { id: number; external_id: string; auth_code: string };
let referee: Page;
let timer: Page;

const control = (name: string) => referee.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });
const sheet = () => referee.getByRole("presentation").filter({ has: referee.getByRole("table", { name: "Banen" }) });
const laneRow = (swimmer: string) => referee.getByRole("table", { name: "Banen" }).locator("tbody tr", { hasText: swimmer });
const programmeRow = () => referee.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="1-1"]');

/**
 * Two more timekeepers on `lane` of heat 1-1, whose phones need no screen: joined through the API,
 * their records sent over their own sockets (from the timer's page, which has the browser's
 * WebSocket), 0.02 s and 0.42 s after the watch already there.
 */
async function twoMoreWatches(lane: string) {
  const joins: { token: string; signed_id: string }[] = [];
  for (const [name, number] of [
    ["Ada Akkoord", "TWN4322"],
    ["Otto Over", "TWN4323"],
  ])
    joins.push(await joinOfficialByMail(meet, name!, number!));
  for (const [i, join] of joins.entries())
    await sendAsOfficial(timer, join, { touch: { heat_id: "1-1", lane, after: [20, 420][i]!, from: "first_watch" } });
}

async function editLane(lane: string, fill: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>) {
  await sheet()
    .getByRole("button", { name: `Baan ${lane} bewerken` })
    .click();
  const dialog = referee.getByRole("dialog", { name: `Baan ${lane} bewerken` });
  await fill(dialog);
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await dialog.waitFor({ state: "hidden" });
}

beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(CSV, { name: "Scheidsrechter aan het bad", external_id: "13579" });
  ({ page: referee } = await newPage(browser, PHONE));
  ({ page: timer } = await newPage(browser, PHONE));
  await loginAs(referee, ADMIN, PASSWORD);
  await referee.goto(`/app/meets/${meet.id}`);
  await timer.goto("/official");
});

afterAll(async () => {
  await browser?.close();
});

describe("the referee's desk on a 360 × 740 phone", () => {
  it("shows before the start which occupied lanes have a timekeeper and that no judge is there", async () => {
    await referee.getByText("Geen aankomstrechter").waitFor({ timeout: 10_000 });
    await referee.getByText("Baan 4: geen tijdwaarnemer").waitFor();

    await joinAsTimekeeper(timer, meet, { email: "scheids-tijd@example.nl", number: "TWN4321", name: "Tim Tijd" }, "4");

    await referee.getByText("Baan 4: tijdwaarnemer aanwezig").waitFor({ timeout: 10_000 });
    await referee.getByText("Baan 3: geen tijdwaarnemer").waitFor();
    await referee.screenshot({ path: ".tmp/referee-presence-360.png" });
  });

  it("marks a DNS and corrects a watch from the bottom sheet; the statuses and the lane table follow", async () => {
    await control("Start").click();
    await timer.getByText("Race bezig").waitFor({ timeout: 5_000 });
    await timer.waitForFunction(() => document.querySelector('[role="timer"]')?.textContent !== "00:00.00");
    await timer.getByRole("button", { name: "STOP" }).click();
    const watched = (await timer.getByTestId("captured-time").textContent())!;
    await timer.getByRole("button", { name: "Bevestigen" }).click();
    await timer.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });
    await twoMoreWatches("4");
    await control("Stop").click();
    await programmeRow().getByText("Uitslag incompleet").waitFor({ timeout: 5_000 });

    await programmeRow().click();
    // Of three watches the middle one counts (SW 11.3): Ada's, 0.02 s after Tim's.
    await laneRow("Blue Marlins 1 1")
      .getByText(formatSwimTime(parseRaceTime(watched)! + 20))
      .waitFor({ timeout: 5_000 });
    await laneRow("Blue Marlins 1 1").getByText("Tijdwaarnemers").waitFor();

    // Lane 3 did not start, lane 5 is disqualified with a time, lane 4's watch is corrected.
    await editLane("3", async (dialog) => {
      await dialog.getByRole("radio", { name: "DNS: niet gestart" }).check();
      await dialog.getByRole("textbox", { name: "Reden" }).fill("Niet verschenen");
    });
    await laneRow("Blue Marlins 2 2").getByText("DNS").first().waitFor({ timeout: 5_000 });
    await editLane("5", async (dialog) => {
      await dialog.getByRole("radio", { name: "DSQ: gediskwalificeerd" }).check();
      await dialog.getByRole("textbox", { name: "Tijd" }).fill("0:41.20");
      await dialog.getByRole("textbox", { name: "Reden" }).fill("SW 4.4 valse start");
    });
    await sheet().getByText("Er zijn diskwalificaties").waitFor({ timeout: 5_000 });

    // A time that is not whole hundredths gets the field's own message and is not sent.
    await sheet().getByRole("button", { name: "Baan 4 bewerken" }).click();
    const dialog = referee.getByRole("dialog", { name: "Baan 4 bewerken" });
    await dialog.getByRole("textbox", { name: "Tijd" }).fill("0:07.777");
    await dialog.getByRole("textbox", { name: "Tijd" }).press("Tab");
    await dialog.getByText(/honderdsten/).waitFor();
    await referee.screenshot({ path: ".tmp/referee-dialog-360.png" });
    expect(await dialog.getByRole("button", { name: "Opslaan" }).isDisabled()).toBe(true);
    await dialog.getByRole("textbox", { name: "Tijd" }).fill("0:07.77");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await dialog.waitFor({ state: "hidden" });
    await laneRow("Blue Marlins 1 1").getByText("7.77").waitFor({ timeout: 5_000 });
    await laneRow("Blue Marlins 1 1").getByText("Scheidsrechter").waitFor();

    // Withdrawing the DSQ leaves lane 5 without a result: the heat is incomplete again.
    await sheet().getByRole("button", { name: "Baan 5 bewerken" }).click();
    await referee.getByRole("dialog", { name: "Baan 5 bewerken" }).getByRole("button", { name: "Beslissing intrekken" }).click();
    await sheet().getByText("Uitslag incompleet").waitFor({ timeout: 5_000 });
    await editLane("5", async (d) => {
      await d.getByRole("radio", { name: "DNF: niet gefinisht" }).check();
    });
    await sheet().getByText("Uitslag definitief").waitFor({ timeout: 5_000 });

    // The watch that was corrected is still there, beside the time that counts.
    await sheet().getByRole("button", { name: "Details baan 4" }).click();
    await referee.getByText("Tim Tijd").first().waitFor();
    expect(await referee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The lane table too, with each row's buttons: none is scrolled out of sight inside it.
    const lanes = sheet().getByRole("table", { name: "Banen" });
    expect(await lanes.evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    await referee.screenshot({ path: ".tmp/referee-sheet-360.png", fullPage: false });

    // DESIGN 6b: Otto's watch lies 0.41 s from the median of the other two (Tim's and Ada's, 0.02 s
    // apart) and is marked in words; the lane's row says a watch differs. Tim and Ada are not marked.
    const watchOf = (name: string) =>
      sheet()
        .getByRole("listitem")
        .filter({ hasText: `${name}:` });
    const marked = watchOf("Otto Over").getByText("wijkt 0.41 s af van de andere tijden");
    await marked.waitFor();
    for (const name of ["Tim Tijd", "Ada Akkoord"]) expect(await watchOf(name).getByText(/wijkt/).count()).toBe(0);
    await laneRow("Blue Marlins 1 1").getByText("Een tijd wijkt af").waitFor({ state: "attached" });
    expect(await laneRow("Blue Marlins 2 2").getByText(/wijk/).count()).toBe(0);
    expect(await referee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await marked.scrollIntoViewIfNeeded();
    await referee.screenshot({ path: ".tmp/referee-outlier-360.png", fullPage: false });
    // Behind the sheet, the programme shows the heat's new status too.
    await sheet().getByRole("button", { name: "Sluiten", exact: true }).click();
    await programmeRow().getByText("Uitslag definitief").waitFor({ timeout: 5_000 });
  });
});
