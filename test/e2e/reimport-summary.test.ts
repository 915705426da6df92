// A re-import after race-day changes, in the real product (DESIGN 8e): the club's secretary withdraws
// two swimmers, then uploads a file that puts someone else in one of their lanes. The summary says
// the other withdrawal was kept, and names the lane both changed with what each did; a heat swum and
// then left out of the file is counted apart, not as changed. The upload dialogs list a CSV heat
// list's columns with a sample file, and a new CSV meet gets a free number.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { activeHeat, CLUB_USER, expectAccessible, importMeet, launch, loginAs, newPage, settled, watch, type MeetFacts } from "./browser";
import { sendRoomCommands } from "./room-commands";

const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);

let browser: Browser;
let club: Page;
let problems: string[];
let meet: MeetFacts & { signed_id: string };

const sheetOf = (page: Page) => page.getByRole("presentation").filter({ has: page.getByRole("table", { name: "Banen" }) });
const laneRow = (page: Page, lane: string) =>
  page
    .getByRole("table", { name: "Banen" })
    .locator("tbody tr")
    .filter({ has: page.getByRole("cell", { name: lane, exact: true }) });

async function withdraw(lane: string, swimmer: string) {
  await sheetOf(club)
    .getByRole("button", { name: `Startlijst baan ${lane} wijzigen` })
    .click();
  await club.getByRole("menuitem", { name: "Afmelden" }).click();
  await club
    .getByRole("dialog", { name: new RegExp(`${swimmer} afmelden voor baan ${lane}`) })
    .getByRole("button", { name: "Afmelden" })
    .click();
  await laneRow(club, lane).getByText("Afgemeld").waitFor({ timeout: 5_000 });
}

/** The referee's desk over the room's socket, from an administrator's page: the active heat started and stopped. */
async function swimActiveHeat(admin: Page): Promise<string> {
  const heatId = (await activeHeat(admin, meet.id)).id;
  await sendRoomCommands(admin, meet.signed_id, [
    { type: "start", time: "now", accuracy: 2 },
    { wait: 300 },
    { type: "stop", time: "now", accuracy: 2 },
  ]);
  return heatId;
}

/** The club's upload of `text` on the meet page; the summary's dialog. */
async function reimportOnPage(text: string, name: string) {
  const path = join(await mkdtemp(join(tmpdir(), "zwemtijd-reimport-")), name);
  await writeFile(path, text);
  await club.getByRole("button", { name: "Upload" }).click();
  const dialog = club.getByRole("dialog", { name: "Wedstrijd opnieuw importeren" });
  await dialog.locator('input[type="file"]').setInputFiles(path);
  await dialog.getByRole("button", { name: "Uploaden" }).click();
  return club.getByRole("dialog", { name: "Wedstrijd opnieuw geïmporteerd" });
}

beforeAll(async () => {
  browser = await launch();
  meet = (await importMeet(CSV, { name: "Herimport na de wedstrijdkamer", external_id: "35035" })) as typeof meet;
  ({ page: club } = await newPage(browser));
  problems = watch(club);
  await loginAs(club, CLUB_USER.email, CLUB_USER.password);
  await club.goto(`/app/meets/${meet.id}`);
});

afterAll(async () => {
  await browser?.close();
});

describe("the re-import summary after race-day changes", () => {
  it("says which changes of the room were kept and names each lane the room and the file both changed", async () => {
    await club.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="2-1"]').click();
    await club.getByRole("table", { name: "Banen" }).waitFor();
    await withdraw("3", "Ferré, Manuela");
    await withdraw("4", "Joosten, Sky");
    await sheetOf(club).getByRole("button", { name: "Sluiten", exact: true }).click();

    // The new file puts Piet Jansen in lane 3 of heat 2-1, Noor Nieuwkomer in lane 5 instead of Cato
    // van Weers, and leaves lane 4 as it was.
    const text = (await readFile(CSV, "utf8"))
      .replace("2;1;3;50;FREE;F;1;Ferré;Manuela;;201401222;;D.E.S.;NT", "2;1;3;50;FREE;F;1;Jansen;Piet;;201401999;;D.E.S.;NT")
      .replace("2;1;5;50;FREE;F;1;Weers;Cato;van;201302712;;D.E.S.;NT", "2;1;5;50;FREE;F;1;Nieuwkomer;Noor;;201302999;;D.E.S.;NT");
    const path = join(await mkdtemp(join(tmpdir(), "zwemtijd-reimport-")), "series-v2.csv");
    await writeFile(path, text);

    await club.getByRole("button", { name: "Upload" }).click();
    const dialog = club.getByRole("dialog", { name: "Wedstrijd opnieuw importeren" });
    await dialog.getByText(/blijven de wijzigingen uit de wedstrijdkamer staan/).waitFor();
    await dialog
      .getByText(
        "Verplicht: PROGRAMMA (EVENT), SERIE (HEAT), BAAN (LANE), AFSTAND (DISTANCE), SLAG (STROKE), GESLACHT (GENDER), " +
          "ACHTERNAAM (LASTNAME).",
        { exact: false },
      )
      .waitFor();
    await dialog.getByRole("link", { name: "Voorbeeldbestand downloaden" }).waitFor();
    await dialog.locator('input[type="file"]').setInputFiles(path);
    await dialog.getByRole("button", { name: "Uploaden" }).click();

    const done = club.getByRole("dialog", { name: "Wedstrijd opnieuw geïmporteerd" });
    await done.getByText("1 wijziging uit de wedstrijdkamer is behouden: het bestand liet die banen zoals ze waren.").waitFor();
    const conflicts = done.getByRole("region", { name: "Gewijzigd in de wedstrijdkamer én in het bestand" });
    await expect(
      conflicts
        .getByText(
          "Programma 2, serie 1, baan 3: Ferré, Manuela afgemeld in de wedstrijdkamer; het bestand zet er Jansen, Piet in. " +
            "De baan is nu zoals in het bestand.",
        )
        .isVisible(),
    ).resolves.toBe(true);
    // The heat the file changed counts as changed; the lane the room changed alone is among the kept changes.
    const changed = done.getByRole("region", { name: "Gewijzigd", exact: true });
    await expect(changed.getByText("Programma 2, serie 1", { exact: true }).isVisible()).resolves.toBe(true);
    // And lane by lane what the file did there, the lane both changed only once (above).
    const lines = changed.getByRole("listitem");
    await expect(lines.allTextContents()).resolves.toEqual([
      "Programma 2, serie 1, baan 5: het bestand zet er Nieuwkomer, Noor in (was van Weers, Cato).",
    ]);
    await settled(club);
    await club.screenshot({ path: ".tmp/reimport-summary.png" });
    await expectAccessible(club, "reimport-summary");
    await done.getByRole("button", { name: "Sluiten" }).click();

    // Closed, the summary can be read again from the import history, as it was.
    const history = club.locator("section").filter({ has: club.getByRole("heading", { name: "Importgeschiedenis" }) });
    await history.screenshot({ path: ".tmp/import-history.png" });
    await history.getByRole("button", { name: "Samenvatting" }).first().click();
    const again = club.getByRole("dialog", { name: "Samenvatting van series-v2.csv" });
    await again.getByText("1 wijziging uit de wedstrijdkamer is behouden: het bestand liet die banen zoals ze waren.").waitFor();
    await expect(again.getByRole("region", { name: "Gewijzigd", exact: true }).getByRole("listitem").allTextContents()).resolves.toEqual([
      "Programma 2, serie 1, baan 5: het bestand zet er Nieuwkomer, Noor in (was van Weers, Cato).",
    ]);
    await again.getByRole("button", { name: "Sluiten" }).click();

    // The sheet shows the kept withdrawal and the file's swimmer.
    await club.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="2-1"]').click();
    await laneRow(club, "4").getByText("Afgemeld").waitFor();
    await laneRow(club, "3").getByText("Jansen, Piet").waitFor();
    expect(problems).toEqual([]);
  });

  it("counts a swum heat the file no longer has apart, never as 'Gewijzigd'", async () => {
    const { page: admin } = await newPage(browser);
    await loginAs(admin, "admin@zwemtijd.test", CLUB_USER.password);
    const swum = await swimActiveHeat(admin);
    const [event, heat] = swum.split("-");
    // The file of the first test, without the swum heat's rows.
    const text = (await readFile(CSV, "utf8"))
      .replace("2;1;3;50;FREE;F;1;Ferré;Manuela;;201401222;;D.E.S.;NT", "2;1;3;50;FREE;F;1;Jansen;Piet;;201401999;;D.E.S.;NT")
      .replace("2;1;5;50;FREE;F;1;Weers;Cato;van;201302712;;D.E.S.;NT", "2;1;5;50;FREE;F;1;Nieuwkomer;Noor;;201302999;;D.E.S.;NT")
      .split("\n")
      .filter((row) => !row.startsWith(`${event};${heat};`))
      .join("\n");
    await club.goto(`/app/meets/${meet.id}`);
    const done = await reimportOnPage(text, "series-v3.csv");
    // Each count sits with its label: dt and dd in one box of the summary's list.
    const count = (label: string) =>
      done
        .locator("dl > div")
        .filter({ has: club.locator("dt").getByText(label, { exact: true }) })
        .locator("dd");
    await expect(count("Gezwommen, niet in bestand").textContent()).resolves.toBe("1");
    await expect(count("Gewijzigd").textContent()).resolves.toBe("0");
    await expect(done.getByRole("region", { name: "Gewijzigd", exact: true }).count()).resolves.toBe(0);
    const kept = done.getByRole("region", { name: "Gezwommen, niet in bestand" });
    await expect(kept.getByText(`Programma ${event}, serie ${heat}`).isVisible()).resolves.toBe(true);
    await done.getByRole("button", { name: "Sluiten" }).click();
    await admin.close();
    expect(problems).toEqual([]);
  });

  it("lists the CSV columns in the new-meet dialog, with a sample file, and suggests a free meet number", async () => {
    await club.goto("/app/dashboard");
    await club.getByRole("button", { name: "Nieuwe wedstrijd" }).click();
    const dialog = club.getByRole("dialog", { name: "Nieuwe wedstrijd" });
    await dialog
      .getByText("Voorgesteld: een vrij wedstrijdnummer. Neem het over, of vul het nummer in dat de wedstrijd al heeft.")
      .waitFor();
    await expect(dialog.getByLabel("Wedstrijdnummer").inputValue()).resolves.toMatch(/^\d{5}$/);
    await dialog
      .getByText(
        "Mogen erbij: AANTAL (RELAYCOUNT), VOORNAAM (FIRSTNAME), TUSSENVOEGSEL (NAMEPREFIX), LICENTIE (LICENSE), " +
          "KLASSE (HANDICAP), VERENIGING (CLUBNAME), INSCHRIJFTIJD (ENTRYTIME), UITZONDERINGEN (EXCEPTIONS).",
        { exact: false },
      )
      .waitFor();
    const [download] = await Promise.all([
      club.waitForEvent("download"),
      dialog.getByRole("link", { name: "Voorbeeldbestand downloaden" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("voorbeeld-serielijst.csv");
    const sample = await readFile((await download.path())!, "utf8");
    expect(sample.split("\n")[0]).toMatch(/^PROGRAMMA;SERIE;BAAN;/);
    await expectAccessible(club, "new-meet-csv-columns");
    expect(problems).toEqual([]);
  });
});
