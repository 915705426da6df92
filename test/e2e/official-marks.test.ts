// What the officials' phones and the referee's sheet show of the start list and the referee's word
// (DESIGN 8b, 8e): a withdrawn lane has no STOP and says 'Afgemeld', an exhibition lane says so; a
// timekeeper marks a watch 'Start gemist' and the referee reads it; the sheet's arrival order places
// no exhibition lane; a judge reads 'Afgewezen door de scheidsrechter' on an order the referee rejected.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { formatSwimTime, parseRaceTime, truncateToHundredths } from "../../src/shared/race-time";
import {
  becomeJudge,
  expectAccessible,
  importMeet,
  joinAsTimekeeper,
  keptOnPhone,
  launch,
  loginAs,
  newPage,
  settled,
  watch,
} from "./browser";

const PASSWORD = "Zwemtijd!2026";
const ADMIN = "admin@zwemtijd.test";
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);
const OFFICIAL = { email: "twijfel@example.nl", number: "TWF1234", name: "Tineke Twijfel" };

let browser: Browser;
let meet: { id: number; external_id: string; auth_code: string };
let admin: Page;
let phone: Page;
let phoneContext: BrowserContext;
let problems: string[];

const sheet = () => admin.getByRole("presentation").filter({ has: admin.getByRole("table", { name: "Banen" }) });
const control = (name: string) => admin.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });
const history = () => phone.getByRole("region", { name: "Wat je hebt doorgegeven" });

async function openSheet(heat = "1-1") {
  await admin.getByRole("table", { name: "Programma" }).locator(`tbody tr[data-heat="${heat}"]`).click();
  await admin.getByRole("table", { name: "Banen" }).waitFor();
}

async function closeSheet() {
  await sheet().getByRole("button", { name: "Sluiten", exact: true }).click();
  await admin.getByRole("table", { name: "Banen" }).waitFor({ state: "detached" });
}

async function laneMenu(lane: string, item: string, role: "menuitem" | "menuitemcheckbox" = "menuitem") {
  await sheet()
    .getByRole("button", { name: `Startlijst baan ${lane} wijzigen` })
    .click();
  await admin.getByRole(role, { name: item }).click();
}

async function chooseTask(name: string) {
  await phone.getByRole("button", { name: "Andere taak" }).click();
  const question = phone.getByRole("alertdialog");
  if (await question.isVisible()) await question.getByRole("button", { name: "Ja, andere taak" }).click();
  await phone.getByRole("navigation", { name: "Kies je taak" }).getByRole("button", { name }).click();
}

/** A screenshot of the phone once nothing moves, scanned by axe (WCAG 2.1 AA) as it stands. */
async function screenshot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: `.tmp/${name}.png`, fullPage: true });
  await expectAccessible(page, name);
}

beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(CSV, { name: "Twijfel en afwijzing", external_id: "46802" });
  ({ page: admin } = await newPage(browser));
  ({ page: phone, context: phoneContext } = await newPage(browser, { width: 360, height: 740 }));
  problems = [...watch(admin), ...watch(phone)];
  await loginAs(admin, ADMIN, PASSWORD);
  await admin.goto(`/app/meets/${meet.id}`);
  await phone.goto("/official");
});

afterAll(async () => {
  await browser?.close();
});

describe("the phones and the sheet", () => {
  it("show a withdrawn lane without STOP as 'Afgemeld', and an exhibition lane as 'Buiten mededinging'", async () => {
    await openSheet();
    await laneMenu("3", "Afmelden");
    await admin
      .getByRole("dialog", { name: /afmelden voor baan 3/ })
      .getByRole("button", { name: "Afmelden" })
      .click();
    await laneMenu("5", "Buiten mededinging", "menuitemcheckbox");
    await admin
      .getByRole("dialog", { name: /buiten mededinging laten zwemmen/ })
      .getByRole("button", { name: "Buiten mededinging" })
      .click();
    await sheet().getByText("Buiten mededinging").waitFor({ timeout: 5_000 });
    await closeSheet();

    await joinAsTimekeeper(phone, meet, OFFICIAL, "3");
    await phone.getByRole("status").getByText("Afgemeld").waitFor({ timeout: 10_000 });
    expect(await phone.getByRole("button", { name: /STOP|Wacht op de start/ }).count()).toBe(0);
    expect(await phone.getByRole("button", { name: /Tussentijd/ }).count()).toBe(0);
    await screenshot(phone, "official-withdrawn-lane-360");

    await chooseTask("Tijdwaarnemer baan 5");
    await phone.getByText("Baan 5: De Watervogels 1").waitFor();
    await phone.getByText("Buiten mededinging").waitFor();
    await phone.getByRole("button", { name: "Wacht op de start" }).waitFor();
    await screenshot(phone, "official-exhibition-lane-360");
  });

  it("lets a timekeeper mark a watch 'Start gemist': sent, kept in the history, and read by the referee", async () => {
    await chooseTask("Tijdwaarnemer baan 4");
    await control("Start").click();
    await phone.getByText("Race bezig").waitFor({ timeout: 5_000 });
    await phone.getByRole("button", { name: "STOP" }).click();
    const captured = (await phone.getByTestId("captured-time").textContent())!;
    const missed = phone.getByRole("group", { name: "Twijfel je aan deze tijd?" }).getByRole("button", { name: "Start gemist" });
    await missed.click();
    // The mark is the phone's state after the click: read once React has drawn it.
    await expect.poll(() => missed.getAttribute("aria-pressed"), { timeout: 5_000 }).toBe("true");
    await screenshot(phone, "official-unsure-360");
    // Confirmed without a connection, the mark waits in the phone's queue with the touch (DESIGN 8f).
    await phoneContext.setOffline(true);
    await phone.getByRole("button", { name: "Bevestigen" }).click();
    await phone.getByText(`Doorgegeven: ${captured} · Start gemist`).waitFor();
    await phone.getByText("Wacht op verbinding (1)").waitFor({ timeout: 5_000 });
    expect(await keptOnPhone<unknown[]>(phone, "zwemtijd.official.queue.")).toEqual([expect.objectContaining({ unsure: "missed_start" })]);
    await phoneContext.setOffline(false);
    await phone.getByRole("status").getByText("Verzonden").waitFor({ timeout: 20_000 });
    await history().getByText("Start gemist").waitFor({ timeout: 5_000 });

    await openSheet();
    await sheet().getByRole("button", { name: "Details baan 4" }).click();
    await sheet().getByText("onzeker volgens de tijdwaarnemer: Start gemist").waitFor({ timeout: 5_000 });
    await screenshot(admin, "referee-unsure-watch");
    // The only watch of the lane: with nothing else to decide, it counts.
    await sheet().getByRole("table", { name: "Banen" }).getByText(captured).first().waitFor();
    await closeSheet();
  });

  it("gives the judge no button for a withdrawn lane, and the sheet's arrival order no place to the exhibition swim", async () => {
    const order = await becomeJudge(phone);
    await phone.getByText("Baan 3: Blue Marlins 2 2 · Afgemeld").waitFor();
    expect(await phone.getByRole("button", { name: /^Baan 3/ }).count()).toBe(0);
    await phone.getByText("Baan 5: De Watervogels 1 · Buiten mededinging").waitFor();
    await phone.getByRole("button", { name: /^Baan 5/ }).click();
    await phone.getByRole("button", { name: /^Baan 4/ }).click();
    expect(await order.getByRole("listitem").allTextContents()).toEqual(["1. baan 5", "2. baan 4"]);
    await screenshot(phone, "official-judge-wdr-exh-360");
    await phone.getByRole("button", { name: "Versturen" }).click();
    await phone.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });

    await control("Stop").click();
    await openSheet();
    const arrival = sheet().getByRole("table", { name: "Volgorde van aankomst" });
    const result = arrival.getByRole("row").filter({ has: admin.getByRole("rowheader", { name: "Uitslag" }) });
    await result.waitFor({ timeout: 5_000 });
    // Lanes 3, 4 and 5: the withdrawn and the exhibition lane are not placed; lane 4 is first.
    expect(await result.getByRole("cell").allTextContents()).toEqual(["-", "1", "-"]);
  });

  it("tells the judge 'Afgewezen door de scheidsrechter' on an order the referee rejected", async () => {
    await sheet().getByRole("button", { name: "Uitslag vaststellen" }).click();
    const question = admin.getByRole("dialog", { name: "Klopt de uitslag?" });
    if (await question.isVisible({ timeout: 1_000 }).catch(() => false))
      await question.getByRole("button", { name: "Toch vaststellen" }).click();
    await sheet().getByRole("button", { name: "Uitslag heropenen" }).waitFor({ timeout: 5_000 });

    await phone.getByRole("button", { name: /^Baan 4/ }).click();
    await phone.getByRole("button", { name: /^Baan 5/ }).click();
    await phone.getByRole("button", { name: "Versturen" }).click();
    await phone.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });
    const reject = sheet().getByRole("button", { name: `Afwijzen: volgorde van aankomst van ${OFFICIAL.name}` });
    await reject.click({ timeout: 5_000 });
    await admin
      .getByRole("dialog", { name: /afwijzen\?/ })
      .getByRole("button", { name: "Afwijzen" })
      .click();
    await reject.waitFor({ state: "detached", timeout: 5_000 });

    await history().getByText("Afgewezen door de scheidsrechter").waitFor({ timeout: 5_000 });
    await history().scrollIntoViewIfNeeded();
    await screenshot(phone, "official-rejected-360");
    await closeSheet();
  });

  it("shows the referee's dead heat as one time with each lane's measured one, and what the heat file leaves out of a DSQ", async () => {
    await control("Volgende").click();
    await chooseTask("Tijdwaarnemer baan 4");
    await control("Start").click();
    const captured: string[] = [];
    for (const lane of ["4", "5"]) {
      if (lane !== "4") await chooseTask(`Tijdwaarnemer baan ${lane}`);
      await phone.getByText("Race bezig").waitFor({ timeout: 5_000 });
      await phone.getByRole("button", { name: "STOP" }).click();
      captured.push((await phone.getByTestId("captured-time").textContent())!);
      await phone.getByRole("button", { name: "Bevestigen" }).click();
      await phone.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });
    }
    await control("Stop").click();
    // Two timekeepers' worth of touches a few seconds apart; the referee saw them touch together.
    const [four, five] = captured.map((time) => parseRaceTime(time)!);
    const official = formatSwimTime(truncateToHundredths((four! + five!) / 2));

    await openSheet("1-2");
    const lanes = sheet().getByRole("table", { name: "Banen" });
    await lanes.getByText(captured[1]!).first().waitFor({ timeout: 5_000 });
    await sheet().getByRole("button", { name: "Aankomstvolgorde vaststellen" }).click();
    const order = admin.getByRole("dialog", { name: "Aankomstvolgorde vaststellen" });
    await order.getByRole("button", { name: /^Baan 4/ }).click();
    await order.getByRole("button", { name: /^Baan 5/ }).click();
    await order.getByRole("button", { name: "Gelijk met vorige (dode race)" }).click();
    await order.getByRole("button", { name: "Vaststellen" }).click();
    await order.waitFor({ state: "hidden" });
    // Both lanes read the one official time; each lane's details keep what its watch measured.
    for (const team of ["Zvl-1886 1", "Azc 1"]) {
      await lanes.locator("tbody tr", { hasText: team }).getByText(official).first().waitFor({ timeout: 5_000 });
    }
    await sheet().getByRole("button", { name: "Details baan 4" }).click();
    await sheet().getByText(`gemeten ${captured[0]}`).waitFor();
    await sheet().getByText("Dode race").first().waitFor();

    // A disqualified lane: the sheet says beside the download what Splash's heat file leaves out.
    const hint = sheet().getByText("Splash leest uit het seriebestand alleen tijden", { exact: false });
    expect(await hint.count()).toBe(0);
    await sheet().getByRole("button", { name: "Baan 3 bewerken" }).click();
    const lane = admin.getByRole("dialog", { name: "Baan 3 bewerken" });
    await lane.getByRole("radio", { name: "DSQ: gediskwalificeerd" }).check();
    await lane.getByRole("textbox", { name: "Reden" }).fill("SW 4.4 valse start");
    await lane.getByRole("button", { name: "Opslaan" }).click();
    await lane.waitFor({ state: "hidden" });
    await hint.waitFor({ timeout: 5_000 });
    const download = sheet().getByRole("link", { name: "Exporteer serie" });
    expect(await admin.locator(`#${await download.getAttribute("aria-describedby")}`).textContent()).toMatch(
      /vul de DSQ in Splash zelf in/,
    );
    await screenshot(admin, "referee-dead-heat-dsq");
    expect(problems).toEqual([]);
  });
});
