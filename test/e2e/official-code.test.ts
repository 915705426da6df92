// Nobody acts as another official, in a real browser: a new official, and an existing one who joins
// on another phone, type the code mailed to them before anything is recorded; the join renames
// nobody, and the phone needs no code again. A reload while the official reads their mail keeps the
// page at the code, which still joins; going back forgets that step.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, importMeet, launch, mailedCode, newPage, type MeetFacts } from "./browser";

const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);
const PHONE = { width: 360, height: 740 };
const official = { email: `els-${Date.now()}@example.nl`, number: "EL12345", name: "Els Echt" };

let browser: Browser;
let meet: MeetFacts;
beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(CSV, { name: "Officials met een code", external_id: "24731" });
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(phone: Page, name: string, who = official) {
  await phone.goto("/official");
  await phone.getByLabel("Wedstrijdnummer").fill(meet.external_id);
  await phone.getByLabel("Autorisatiecode").fill(meet.auth_code);
  await phone.getByRole("button", { name: "Verder" }).click();
  await phone.getByLabel("E-mailadres").fill(who.email);
  await phone.getByLabel("Bondsnummer").fill(who.number);
  await phone.getByLabel("Naam").fill(name);
  await phone.getByRole("button", { name: "Aanmelden", exact: true }).click();
}

const tasks = (phone: Page) => phone.getByRole("navigation", { name: "Kies je taak" });

/** The names the officials list gives the official's address, as an administrator sees it. */
async function officialNames(): Promise<string[]> {
  const origin = baseUrl();
  const login = await fetch(`${origin}/api/session/login`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin@zwemtijd.test", password: "Zwemtijd!2026" }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const list = (await (await fetch(`${origin}/api/officials`, { headers: { Cookie: cookie } })).json()) as {
    email: string;
    name: string;
  }[];
  return list.filter((o) => o.email === official.email).map((o) => o.name);
}

const codeSent = (phone: Page, email = official.email) =>
  phone.getByText(`We hebben een code van 6 cijfers gestuurd naar ${email}.`, { exact: false }).waitFor();

/** How many mails the development mail page holds for `email`. */
async function mailsTo(email: string): Promise<number> {
  const mails = (await (await fetch(`${baseUrl()}/dev/mail.json`)).json()) as { to: string }[];
  return mails.filter((mail) => mail.to === email).length;
}

it("asks a new official the mailed code, then again on a new phone, renames nobody, and remembers the phone", async () => {
  const own = await newPage(browser, PHONE);
  await signIn(own.page, official.name);
  await codeSent(own.page);
  expect(await officialNames()).toEqual([]);
  await own.page.screenshot({ path: ".tmp/official-code-new.png" });
  await own.page.getByLabel("Code uit de e-mail").fill(await mailedCode(official.email));
  await own.page.getByRole("button", { name: "Aanmelden met code" }).click();
  await tasks(own.page).waitFor({ timeout: 10_000 });
  expect(await officialNames()).toEqual([official.name]);
  await own.context.close();

  const other = await newPage(browser, PHONE);
  await signIn(other.page, "Iemand Anders");
  await codeSent(other.page);
  await other.page.getByLabel("Code uit de e-mail").fill("000000");
  await other.page.getByRole("button", { name: "Aanmelden met code" }).click();
  await other.page.getByText("Deze code klopt niet of is verlopen.", { exact: false }).first().waitFor();
  await other.page.screenshot({ path: ".tmp/official-code.png" });
  expect(await tasks(other.page).count()).toBe(0);

  await other.page.getByLabel("Code uit de e-mail").fill(await mailedCode(official.email));
  await other.page.getByRole("button", { name: "Aanmelden met code" }).click();
  await tasks(other.page).waitFor({ timeout: 10_000 });
  // The name the official registered with, not the one typed on this phone.
  expect(await officialNames()).toEqual([official.name]);
  await other.page.screenshot({ path: ".tmp/official-code-joined.png" });

  // Signed out and in again on this phone: no code asked.
  await other.page.getByRole("button", { name: "Uitloggen" }).click();
  await other.page.getByText("Weet je zeker dat je wilt uitloggen?").waitFor();
  await other.page.getByRole("button", { name: "Ja, uitloggen" }).click();
  await signIn(other.page, official.name);
  await tasks(other.page).waitFor({ timeout: 10_000 });
  await other.context.close();
});

it("stays at the code step through a reload, where the code already mailed joins, and forgets the step on 'Terug'", async () => {
  const reader = { email: `lezer-${Date.now()}@example.nl`, number: "LZ12345", name: "Lies Lezer" };
  const phone = await newPage(browser, PHONE);
  await signIn(phone.page, reader.name, reader);
  await codeSent(phone.page, reader.email);
  const code = await mailedCode(reader.email);
  const mails = await mailsTo(reader.email);

  // The official reads the mail in another app; the phone reloads the page meanwhile.
  await phone.page.reload();
  await codeSent(phone.page, reader.email);
  await phone.page.screenshot({ path: ".tmp/official-code-reloaded.png" });
  await phone.page.getByLabel("Code uit de e-mail").fill(code);
  await phone.page.getByRole("button", { name: "Aanmelden met code" }).click();
  await tasks(phone.page).waitFor({ timeout: 10_000 });
  expect(await mailsTo(reader.email)).toBe(mails);
  // Joined: the step is forgotten, and a reload opens the meet.
  await phone.page.reload();
  await tasks(phone.page).waitFor({ timeout: 10_000 });
  await phone.context.close();

  const other = await newPage(browser, PHONE);
  const second = { email: `terug-${Date.now()}@example.nl`, number: "TR12345", name: "Tom Terug" };
  await signIn(other.page, second.name, second);
  await codeSent(other.page, second.email);
  await other.page.reload();
  await codeSent(other.page, second.email);
  await other.page.getByRole("button", { name: "Terug" }).click();
  // Back at the details, as typed before the reload.
  expect(await other.page.getByLabel("E-mailadres").inputValue()).toBe(second.email);
  expect(await other.page.getByLabel("Naam").inputValue()).toBe(second.name);
  await other.page.reload();
  await other.page.getByRole("heading", { name: "Aanmelden als official" }).waitFor();
  expect(await other.page.getByLabel("Wedstrijdnummer").inputValue()).toBe(meet.external_id);
  expect(await other.page.getByText("Code uit de e-mail").count()).toBe(0);
  await other.context.close();
});
