// DESIGN 8e, no lost update, in the real product: two desks open the same meet's edit dialog; the
// first saves a new code and name, the second desk's page loads the new code at once (the room says
// a new version, never the code), and the second desk's save is refused in Dutch with the values as
// they are now in the form, which it can then save.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { AGAIN_ON_RESET, baseUrl, CLUB_USER, importMeet, launch, loginAs, newPage, settled, watch, type MeetFacts } from "./browser";

const ADMIN = { email: "admin@zwemtijd.test", password: "Zwemtijd!2026" };
const CHANGED_MEANWHILE =
  "Iemand anders heeft deze wedstrijd intussen gewijzigd. Bekijk de huidige gegevens en sla je wijziging opnieuw op.";

let browser: Browser;
let first: Page;
let second: Page;
let meet: MeetFacts;
const problems: string[] = [];

beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(new URL("../fixtures/lenex/inschrijving-minioren-competitie.lxf", import.meta.url));
  ({ page: first } = await newPage(browser));
  ({ page: second } = await newPage(browser));
  problems.push(...watch(first), ...watch(second));
  await loginAs(first, ADMIN.email, ADMIN.password);
  await loginAs(second, CLUB_USER.email, CLUB_USER.password);
});

afterAll(async () => {
  await browser?.close();
});

async function openEdit(page: Page, name = meet.name) {
  await page.goto(`/app/meets/${meet.id}`);
  await page.getByRole("heading", { level: 1, name }).waitFor();
  await page.getByRole("button", { name: "Bewerken" }).click();
  return page.getByRole("dialog", { name: "Wedstrijd aanpassen" });
}

/** The meet's facts on its page: number, code, date. */
const facts = (page: Page) => page.locator("dd");

describe("two desks edit one meet", () => {
  it("refuses the second save in Dutch, keeps what it typed beside the current values, and saves it then", async () => {
    const firstDialog = await openEdit(first);
    const secondDialog = await openEdit(second);
    await expect(secondDialog.getByLabel("Naam").inputValue()).resolves.toBe(meet.name);

    const newCode = meet.auth_code === "2468" ? "1357" : "2468";
    await firstDialog.getByLabel("Naam").fill("Minioren bureau A");
    await firstDialog.getByLabel("Autorisatiecode").fill(newCode);
    await firstDialog.getByRole("button", { name: "Opslaan" }).click();
    await firstDialog.waitFor({ state: "detached" });

    // The second desk's page shows the new code at once, behind its open dialog: it loaded the meet again.
    await expect.poll(() => second.locator("h1").textContent()).toBe("Minioren bureau A");
    await expect.poll(() => facts(second).nth(1).textContent()).toBe(newCode);

    // Its dialog was opened before: saving from it is refused. The form goes on from what is stored,
    // keeping what this desk typed: its name, with the other desk's under it; the code it left alone
    // is the new one.
    await secondDialog.getByLabel("Naam").fill("Minioren bureau B");
    await secondDialog.getByRole("button", { name: "Opslaan" }).click();
    await secondDialog.getByRole("alert").getByText(CHANGED_MEANWHILE).waitFor();
    await expect(secondDialog.getByLabel("Naam").inputValue()).resolves.toBe("Minioren bureau B");
    await secondDialog.getByText("Intussen opgeslagen: Minioren bureau A").waitFor();
    await expect(secondDialog.getByLabel("Autorisatiecode").inputValue()).resolves.toBe(newCode);

    // Saved again, now from the current version, the edit is stored, and the first desk sees it.
    await secondDialog.getByRole("button", { name: "Opslaan" }).click();
    await secondDialog.waitFor({ state: "detached" });
    await first.getByRole("heading", { level: 1, name: "Minioren bureau B" }).waitFor();
    await expect.poll(() => facts(first).nth(1).textContent()).toBe(newCode);

    // The first desk never reloaded its page: its edit dialog opens with the values as they are now.
    await first.getByRole("button", { name: "Bewerken" }).click();
    const again = first.getByRole("dialog", { name: "Wedstrijd aanpassen" });
    await expect(again.getByLabel("Naam").inputValue()).resolves.toBe("Minioren bureau B");
    await expect(again.getByLabel("Autorisatiecode").inputValue()).resolves.toBe(newCode);
    await again.getByRole("button", { name: "Annuleren" }).click();
    await again.waitFor({ state: "detached" });
    expect(problems).toEqual([]);
  });

  it("the log shows both edits, filters by kind and downloads as CSV", async () => {
    await first.getByRole("button", { name: "Logging" }).click();
    const log = first.getByRole("dialog", { name: "Logging" });
    const filter = log.getByRole("group", { name: "Toon gebeurtenissen over" });
    await filter.getByRole("button", { name: "Wedstrijdgegevens (3)" }).click();
    await expect(filter.getByRole("button", { name: "Wedstrijdgegevens (3)" }).getAttribute("aria-pressed")).resolves.toBe("true");
    const lines = log.getByRole("listitem");
    await expect.poll(() => lines.count()).toBe(3);
    await log.getByText("Nieuwe autorisatiecode en QR-code ingesteld: officials met de oude code zijn afgemeld").waitFor();
    await log.getByText(/^Wedstrijdgegevens gewijzigd: naam Minioren bureau A → Minioren bureau B$/).waitFor();
    await filter.getByRole("button", { name: "Import (1)" }).click();
    await expect.poll(() => lines.count()).toBe(1);
    await filter.getByRole("button", { name: /^Alles/ }).click();
    await expect.poll(() => lines.count()).toBe(4);

    const [download] = await Promise.all([first.waitForEvent("download"), log.getByRole("link", { name: "Download als CSV" }).click()]);
    expect(download.suggestedFilename()).toBe(`logboek-${meet.external_id}.csv`);
    const text = (await streamText(await download.createReadStream())).replace(/^\uFEFF/, "");
    expect(text.split("\r\n")[0]).toBe("tijdstip;soort;wie;actie");
    expect(text).toContain(";Wedstrijdgegevens;");
    expect(problems).toEqual([]);
  });
});

describe("a session that ends while a form is open", () => {
  it("asks to sign in again over the form, keeps what was typed, and saves it then; the live page opens again", async () => {
    const dialog = await openEdit(second, "Minioren bureau B");
    await dialog.getByLabel("Naam").fill("Minioren na opnieuw inloggen");
    // The same user signs out in another tab: this session is gone, and the room ends its socket.
    const signedOut = await second.context().request.delete("/api/session/logout", { headers: { Origin: baseUrl() } });
    expect(signedOut.status()).toBe(204);
    await second.getByText("Je bent niet meer ingelogd. Log opnieuw in om de wedstrijd live te volgen.").waitFor();

    await dialog.getByRole("button", { name: "Opslaan" }).click();
    const relogin = second.getByRole("dialog", { name: "Je bent niet meer ingelogd" });
    await relogin.getByText(`Log opnieuw in als ${CLUB_USER.email}`, { exact: false }).waitFor();
    expect(second.url()).toContain(`/app/meets/${meet.id}`);
    await settled(second);
    await second.screenshot({ path: ".tmp/relogin-dialog.png" });

    await relogin.getByLabel("Wachtwoord", { exact: true }).fill("niet het wachtwoord");
    await relogin.getByRole("button", { name: "Inloggen" }).click();
    await relogin.getByText("Inloggen mislukt. Gebruikersnaam en/of wachtwoord zijn verkeerd.", { exact: false }).waitFor();
    await relogin.getByLabel("Wachtwoord", { exact: true }).fill(CLUB_USER.password);
    await relogin.getByRole("button", { name: "Inloggen" }).click();
    await relogin.waitFor({ state: "detached" });

    // The form still holds the change and says it was not saved; saving it now stores it.
    await dialog
      .getByText("Dit is nog niet opgeslagen: je was niet meer ingelogd. Sla het opnieuw op zodra je weer bent ingelogd.")
      .waitFor();
    await expect(dialog.getByLabel("Naam").inputValue()).resolves.toBe("Minioren na opnieuw inloggen");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await dialog.waitFor({ state: "detached" });
    await second.getByRole("heading", { level: 1, name: "Minioren na opnieuw inloggen" }).waitFor();
    // The page's live socket, refused when the session ended, is open again: another desk's change arrives.
    await expect(second.getByText("Je bent niet meer ingelogd. Log opnieuw in om de wedstrijd live te volgen.").count()).resolves.toBe(0);
    const stored = (await (await first.context().request.get(`/api/meets/${meet.id}`, AGAIN_ON_RESET)).json()) as Record<string, unknown>;
    expect(stored.name).toBe("Minioren na opnieuw inloggen");
    const { external_id, planned_date, auth_code } = stored;
    const renamed = await first.context().request.put(`/api/meets/${meet.id}`, {
      headers: { Origin: baseUrl(), "Content-Type": "application/json" },
      data: { name: "Minioren van de andere tafel", external_id, planned_date, auth_code },
    });
    expect(renamed.status()).toBe(200);
    await second.getByRole("heading", { level: 1, name: "Minioren van de andere tafel" }).waitFor();
  });

  it("is not saved as another account signed in meanwhile in another tab: it asks for the page's own", async () => {
    const dialog = await openEdit(second, "Minioren van de andere tafel");
    await dialog.getByLabel("Naam").fill("Getypt door de secretaris");
    // Another tab of this browser: the secretary signs out there and the administrator signs in.
    const tab = await second.context().newPage();
    await tab.request.delete("/api/session/logout", { headers: { Origin: baseUrl() } });
    await loginAs(tab, ADMIN.email, ADMIN.password);
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    const relogin = second.getByRole("dialog", { name: "Je bent niet meer ingelogd" });
    await relogin.getByText(`Deze pagina is niet meer ingelogd als ${CLUB_USER.email}`, { exact: false }).waitFor();
    // Nothing was saved, and certainly not in the administrator's name.
    const stored = (await (await tab.request.get(`/api/meets/${meet.id}`, AGAIN_ON_RESET)).json()) as { name: string };
    expect(stored.name).toBe("Minioren van de andere tafel");
    await relogin.getByLabel("Wachtwoord", { exact: true }).fill(CLUB_USER.password);
    await relogin.getByRole("button", { name: "Inloggen" }).click();
    await relogin.waitFor({ state: "detached" });
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await dialog.waitFor({ state: "detached" });
    const me = (await (await second.request.get("/api/session/verify", AGAIN_ON_RESET)).json()) as {
      first_name: string;
      last_name: string;
    };
    // The log (the administrator's) names who saved it: the secretary.
    const log = (await (await first.request.get(`/api/meets/${meet.id}/log.csv`, AGAIN_ON_RESET)).text()).trim().split(/\r?\n/);
    expect(log.find((line) => line.includes("Getypt door de secretaris"))).toContain(`;${me.first_name} ${me.last_name};`);
    await tab.close();
  });

  it("goes to the login page instead when asked, and back to the page after signing in", async () => {
    const dialog = await openEdit(second, "Getypt door de secretaris");
    await dialog.getByLabel("Naam").fill("Nooit opgeslagen");
    await second.context().request.delete("/api/session/logout", { headers: { Origin: baseUrl() } });
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    const relogin = second.getByRole("dialog", { name: "Je bent niet meer ingelogd" });
    await relogin.getByRole("button", { name: "Naar de inlogpagina" }).click();
    await second.waitForURL(/\/login/);
    await second.getByText("Log in om verder te gaan.").waitFor();
    await second.getByPlaceholder("E-mailadres").fill(CLUB_USER.email);
    await second.getByPlaceholder("Wachtwoord").fill(CLUB_USER.password);
    await second.getByRole("button", { name: "Inloggen" }).click();
    await second.waitForURL(new RegExp(`/app/meets/${meet.id}$`));
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
