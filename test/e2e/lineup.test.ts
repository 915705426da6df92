// The start list on race day (DESIGN 8e), in the real product: the club's secretary withdraws a
// swimmer and enters a late one from the heat's bottom sheet, the administrator swaps two swimmers
// between heats and reads a refusal, then as the referee turns a late watch down and is asked before
// settling a result that looks wrong.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { CLUB_USER, expectAccessible, importMeet, joinAsTimekeeper, launch, loginAs, newPage, settled, watch } from "./browser";

const PASSWORD = "Zwemtijd!2026";
const ADMIN = "admin@zwemtijd.test";
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);

let browser: Browser;
let meet: { id: number; external_id: string; auth_code: string };
let club: Page;
let admin: Page;
let timer: Page;
let problems: string[];

const sheetOf = (page: Page) => page.getByRole("presentation").filter({ has: page.getByRole("table", { name: "Banen" }) });
const laneRow = (page: Page, lane: string) =>
  page
    .getByRole("table", { name: "Banen" })
    .locator("tbody tr")
    .filter({ has: page.getByRole("cell", { name: lane, exact: true }) });
const programmeRow = (page: Page, heat: string) => page.getByRole("table", { name: "Programma" }).locator(`tbody tr[data-heat="${heat}"]`);
const control = (name: string) => admin.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });

async function openSheet(page: Page, heat: string) {
  await programmeRow(page, heat).click();
  await page.getByRole("table", { name: "Banen" }).waitFor();
}

async function closeSheet(page: Page) {
  await sheetOf(page).getByRole("button", { name: "Sluiten", exact: true }).click();
  await page.getByRole("table", { name: "Banen" }).waitFor({ state: "detached" });
}

async function chooseFromLaneMenu(page: Page, lane: string, item: string) {
  await sheetOf(page)
    .getByRole("button", { name: `Startlijst baan ${lane} wijzigen` })
    .click();
  await page.getByRole("menuitem", { name: item }).click();
}

/** A MUI select: its combobox, then the option. */
async function select(page: Page, dialog: ReturnType<Page["getByRole"]>, label: string, option: string) {
  await dialog.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
}

/** A screenshot once menus and dialogs have finished fading in or out, scanned by axe (WCAG 2.1 AA) as it stands. */
async function screenshot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: `.tmp/${name}.png` });
  await expectAccessible(page, name);
}

beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(CSV, { name: "Startlijst op de wedstrijddag", external_id: "35791" });
  ({ page: club } = await newPage(browser));
  ({ page: admin } = await newPage(browser));
  ({ page: timer } = await newPage(browser, { width: 360, height: 740 }));
  problems = [...watch(club), ...watch(admin)];
  await loginAs(club, CLUB_USER.email, CLUB_USER.password);
  await loginAs(admin, ADMIN, PASSWORD);
  await club.goto(`/app/meets/${meet.id}`);
  await admin.goto(`/app/meets/${meet.id}`);
  await timer.goto("/official");
});

afterAll(async () => {
  await browser?.close();
});

describe("the start list on race day", () => {
  it("lets the club's secretary withdraw a swimmer, shown as 'Afgemeld' on the row, and take it back", async () => {
    await openSheet(club, "2-1");
    await chooseFromLaneMenu(club, "3", "Afmelden");
    const question = club.getByRole("dialog", { name: /Ferré, Manuela afmelden voor baan 3/ });
    await question.getByRole("button", { name: "Afmelden" }).click();
    await laneRow(club, "3").getByText("Afgemeld").waitFor({ timeout: 5_000 });

    // The administrator's page follows at once.
    await openSheet(admin, "2-1");
    await laneRow(admin, "3").getByText("Afgemeld").waitFor({ timeout: 5_000 });
    // Before the race the time column holds no time, and no entry word posing as one (issue 41.8).
    // (the seventh cell; the status column beside it keeps the lane's WDR).
    expect(await laneRow(admin, "3").locator("td").nth(6).textContent()).not.toMatch(/WDR/);

    // Withdrawn, the lane offers the withdrawal back, not a second one.
    await sheetOf(club).getByRole("button", { name: "Startlijst baan 3 wijzigen" }).click();
    await club.getByRole("menuitem", { name: "Afmelding intrekken" }).waitFor();
    expect(await club.getByRole("menuitem", { name: "Afmelden" }).count()).toBe(0);
    await screenshot(club, "lineup-menu");
    await club.getByRole("menuitem", { name: "Afmelding intrekken" }).click();
    await club
      .getByRole("dialog", { name: /afmelding van Ferré, Manuela intrekken/ })
      .getByRole("button", { name: "Afmelding intrekken" })
      .click();
    await laneRow(club, "3").getByText("Afgemeld").waitFor({ state: "detached", timeout: 5_000 });

    await chooseFromLaneMenu(club, "3", "Afmelden");
    await club
      .getByRole("dialog", { name: /Ferré, Manuela afmelden/ })
      .getByRole("button", { name: "Afmelden" })
      .click();
    await laneRow(club, "3").getByText("Afgemeld").waitFor({ timeout: 5_000 });
  });

  it("adds a late entry in an empty lane with the room's own checks, suggesting the meet's clubs", async () => {
    await sheetOf(club).getByRole("button", { name: "Inschrijving toevoegen" }).click();
    const dialog = club.getByRole("dialog", { name: "Inschrijving toevoegen" });
    const submit = dialog.getByRole("button", { name: "Toevoegen" });
    expect(await submit.isDisabled()).toBe(true);
    await select(club, dialog, "Baan", "Baan 8: vrij");
    await dialog.getByRole("textbox", { name: "Achternaam" }).fill("Visser");
    await dialog.getByRole("textbox", { name: "Tussenvoegsel" }).fill("de");
    await dialog.getByRole("textbox", { name: "Voornaam" }).fill("Noor");
    const clubField = dialog.getByRole("combobox", { name: "Vereniging" });
    // The meet's clubs are offered as the secretary types.
    expect(await club.locator(`datalist#${await clubField.getAttribute("list")} option[value="De Watervogels"]`).count()).toBe(1);
    await clubField.fill("De Watervogels");
    // Event 2 is a women's event: the gender is filled in already.
    expect(await dialog.getByRole("radio", { name: "Vrouw" }).isChecked()).toBe(true);
    // And only that one: a man would rank among the women (the room refuses it too).
    expect(await dialog.getByRole("radio", { name: "Man" }).isDisabled()).toBe(true);
    await dialog.getByLabel("Geboortedatum").fill("2014-05-17");
    await dialog.getByRole("textbox", { name: "Licentie / bondsnummer" }).fill("201499999");
    await select(club, dialog, "Klasse", "S9");
    // A license longer than the room takes is said in Dutch, and nothing is sent.
    await dialog.getByRole("textbox", { name: "Licentie / bondsnummer" }).fill("x".repeat(21));
    await dialog.getByText("Hoogstens 20 tekens").waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole("textbox", { name: "Licentie / bondsnummer" }).fill("201499999");
    await screenshot(club, "lineup-late-entry");
    await submit.click();

    const row = laneRow(club, "8");
    await row.getByText("de Visser, Noor").waitFor({ timeout: 5_000 });
    await row.getByText("Na-inschrijving").waitFor();
    await row.getByRole("cell", { name: "De Watervogels", exact: true }).waitFor();
    await row.getByRole("cell", { name: "S9", exact: true }).waitFor();
    await laneRow(admin, "8").getByText("Na-inschrijving").waitFor({ timeout: 5_000 });
  });

  it("swaps two swimmers between heats of one event, saying who goes where first", async () => {
    await chooseFromLaneMenu(admin, "4", "Verplaatsen");
    const dialog = admin.getByRole("dialog", { name: "Joosten, Sky verplaatsen" });
    await select(admin, dialog, "Serie", "Programma 2, serie 2");
    await select(admin, dialog, "Baan", "Baan 3: Meijer, Faye-Lynn (wisselen)");
    await dialog.getByText("De twee wisselen van plaats: Meijer, Faye-Lynn gaat naar Programma 2, serie 1, baan 4.").waitFor();
    await screenshot(admin, "lineup-move");
    await dialog.getByRole("button", { name: "Wisselen" }).click();
    await laneRow(admin, "4").getByText("Meijer, Faye-Lynn").waitFor({ timeout: 5_000 });
    await closeSheet(admin);
    await openSheet(admin, "2-2");
    await laneRow(admin, "3").getByText("Joosten, Sky").waitFor();
    await closeSheet(admin);
  });

  it("lets a swimmer swim 'buiten mededinging', a switch in the lane's menu", async () => {
    await openSheet(admin, "2-1");
    await sheetOf(admin).getByRole("button", { name: "Startlijst baan 7 wijzigen" }).click();
    await admin.getByRole("menuitemcheckbox", { name: "Buiten mededinging", checked: false }).click();
    await admin
      .getByRole("dialog", { name: /van der Meer, Kee buiten mededinging laten zwemmen/ })
      .getByRole("button", { name: "Buiten mededinging" })
      .click();
    await laneRow(admin, "7").getByText("Buiten mededinging").waitFor({ timeout: 5_000 });
    await sheetOf(admin).getByRole("button", { name: "Startlijst baan 7 wijzigen" }).click();
    await admin.getByRole("menuitemcheckbox", { name: "Buiten mededinging", checked: true }).waitFor();
    await admin.keyboard.press("Escape");
    await closeSheet(admin);
  });

  it("shows the room's Dutch refusal when the change no longer fits", async () => {
    // The secretary is about to withdraw lane 6 while the administrator already did.
    await chooseFromLaneMenu(club, "6", "Afmelden");
    const question = club.getByRole("dialog", { name: /Moquette, Ida afmelden/ });
    await question.waitFor();
    await openSheet(admin, "2-1");
    await chooseFromLaneMenu(admin, "6", "Afmelden");
    await admin
      .getByRole("dialog", { name: /Moquette, Ida afmelden/ })
      .getByRole("button", { name: "Afmelden" })
      .click();
    await laneRow(admin, "6").getByText("Afgemeld").waitFor({ timeout: 5_000 });
    await question.getByRole("button", { name: "Afmelden" }).click();
    await sheetOf(club)
      .getByRole("alert")
      .getByText("Deze wijziging past niet bij de startlijst.", { exact: false })
      .waitFor({ timeout: 5_000 });
    await closeSheet(admin);
    await closeSheet(club);
  });

  it("fits the secretary's phone: the lane's buttons and the late-entry form without a sideways scroll", async () => {
    await club.setViewportSize({ width: 360, height: 740 });
    await openSheet(club, "2-1");
    await laneRow(club, "3").getByText("Afgemeld").waitFor();
    expect(await club.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(club, "lineup-sheet-360");
    await chooseFromLaneMenu(club, "5", "Klasse wijzigen");
    const dialog = club.getByRole("dialog", { name: "van Weers, Cato: klasse wijzigen" });
    await select(club, dialog, "Klasse", "S14");
    await screenshot(club, "lineup-class-360");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await laneRow(club, "5").getByText("S14").first().waitFor({ timeout: 5_000 });
    await sheetOf(club).getByRole("button", { name: "Inschrijving toevoegen" }).click();
    await club.getByRole("dialog", { name: "Inschrijving toevoegen" }).getByRole("textbox", { name: "Achternaam" }).waitFor();
    await screenshot(club, "lineup-late-entry-360");
    await club.getByRole("dialog", { name: "Inschrijving toevoegen" }).getByRole("button", { name: "Annuleren" }).click();
    await closeSheet(club);
  });
});

describe("the referee's waiting records and settling", () => {
  it("after the start offers only the class and 'buiten mededinging'", async () => {
    await joinAsTimekeeper(timer, meet, { email: "startlijst-tijd@example.nl", number: "TWN5678", name: "Tim Tijd" }, "4");

    await control("Start").click();
    await timer.getByText("Race bezig").waitFor({ timeout: 5_000 });
    await timer.waitForFunction(() => document.querySelector('[role="timer"]')?.textContent !== "00:00.00");
    await timer.getByRole("button", { name: "STOP" }).click();
    await control("Stop").click();
    await programmeRow(admin, "1-1").getByText("Uitslag incompleet").waitFor({ timeout: 5_000 });

    await openSheet(admin, "1-1");
    // A relay team has no class of its own: only the exhibition switch is left.
    await sheetOf(admin).getByRole("button", { name: "Startlijst baan 5 wijzigen" }).click();
    await admin.getByRole("menuitemcheckbox", { name: "Buiten mededinging" }).waitFor();
    expect(await admin.getByRole("menu").getByRole("menuitem").count()).toBe(0);
    await admin.keyboard.press("Escape");
    expect(await sheetOf(admin).getByRole("button", { name: "Inschrijving toevoegen" }).count()).toBe(0);
  });

  it("asks before settling a lane without a result and an implausibly fast time", async () => {
    await sheetOf(admin).getByRole("button", { name: "Baan 4 bewerken" }).click();
    const edit = admin.getByRole("dialog", { name: "Baan 4 bewerken" });
    await edit.getByRole("textbox", { name: "Tijd" }).fill("0:12.40");
    await edit.getByRole("button", { name: "Opslaan" }).click();
    await laneRow(admin, "4").getByText("12.40").waitFor({ timeout: 5_000 });

    await sheetOf(admin).getByRole("button", { name: "Uitslag vaststellen" }).click();
    const question = admin.getByRole("dialog", { name: "Klopt de uitslag?" });
    await question.getByText("Baan 3 (Blue Marlins 2 2): geen tijd en geen status").waitFor();
    await question.getByText("Baan 4 (Blue Marlins 1 1): 12.40 is onwaarschijnlijk snel voor 200 m").waitFor();
    await question.getByText("Baan 5 (De Watervogels 1): geen tijd en geen status").waitFor();
    await screenshot(admin, "lineup-settle-question");
    await question.getByRole("button", { name: "Annuleren" }).click();
    expect(await sheetOf(admin).getByRole("button", { name: "Uitslag heropenen" }).count()).toBe(0);

    await sheetOf(admin).getByRole("button", { name: "Uitslag vaststellen" }).click();
    await question.getByRole("button", { name: "Toch vaststellen" }).click();
    await sheetOf(admin).getByRole("button", { name: "Uitslag heropenen" }).waitFor({ timeout: 5_000 });
  });

  it("lets a watch sent after settling wait, counted on the programme row, until it is rejected", async () => {
    await timer.getByRole("button", { name: "Bevestigen" }).click();
    await timer.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });
    const reject = sheetOf(admin).getByRole("button", { name: "Afwijzen: tijd van Tim Tijd voor baan 4" });
    await reject.waitFor({ timeout: 5_000 });
    await sheetOf(admin).getByRole("button", { name: "Accepteren: tijd van Tim Tijd voor baan 4" }).waitFor();
    await screenshot(admin, "lineup-waiting");

    await closeSheet(admin);
    const row = programmeRow(admin, "1-1");
    await row.getByText("1 wacht op scheidsrechter").first().waitFor({ timeout: 5_000 });
    await row.getByText("Vastgesteld").waitFor();
    expect(await row.getAttribute("aria-label")).toContain("1 wacht op scheidsrechter");
    await row.scrollIntoViewIfNeeded();
    await screenshot(admin, "lineup-programme-waiting");

    await openSheet(admin, "1-1");
    await reject.click();
    const confirm = admin.getByRole("dialog", { name: /afwijzen\?/ });
    await confirm.getByRole("button", { name: "Afwijzen" }).click();
    await reject.waitFor({ state: "detached", timeout: 5_000 });
    // The referee's 12.40 still counts; the rejected watch stays visible in the lane's details.
    await laneRow(admin, "4").getByText("12.40").waitFor();
    await sheetOf(admin).getByRole("button", { name: "Details baan 4" }).click();
    await sheetOf(admin).getByText("afgewezen").waitFor();
    await closeSheet(admin);
    await row.getByText("Vastgesteld").waitFor();
    expect(await row.getByText(/wacht/).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe("two desks", () => {
  it("refuses Next from a desk that had not yet seen the other desk's Next, and says so beside the buttons", async () => {
    const { page: late } = await newPage(browser);
    // The second desk's socket, with the room's messages held back while `holding`: it goes on seeing
    // the heat that was active, as a desk on a slow connection does.
    let holding = false;
    const held: (string | Buffer)[] = [];
    await late.routeWebSocket(/\/api\/live\//, (socket) => {
      const room = socket.connectToServer();
      socket.onMessage((message) => {
        room.send(message);
        if (holding && typeof message === "string" && message.includes('"type":"next"')) {
          holding = false;
          for (const frame of held.splice(0)) socket.send(frame);
        }
      });
      room.onMessage((message) => {
        if (holding) held.push(message);
        else socket.send(message);
      });
    });
    await loginAs(late, ADMIN, PASSWORD);
    await late.goto(`/app/meets/${meet.id}`);
    const lateNext = late.getByRole("group", { name: "Bediening" }).getByRole("button", { name: "Volgende", exact: true });
    await lateNext.and(late.locator(":enabled")).waitFor({ timeout: 10_000 });

    holding = true;
    await control("Volgende").click();
    await programmeRow(admin, "1-2").and(admin.locator('[aria-current="true"]')).waitFor({ timeout: 5_000 });
    await lateNext.click();
    await late.getByRole("alert").getByText("De actieve serie is intussen gewijzigd.", { exact: false }).waitFor({ timeout: 5_000 });
    await programmeRow(late, "1-2").and(late.locator('[aria-current="true"]')).waitFor();
    await screenshot(late, "lineup-stale-view");
    // One heat further, not two.
    expect(await programmeRow(admin, "1-2").getAttribute("aria-current")).toBe("true");
    await late.close();
  });
});
