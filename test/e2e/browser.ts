// Debian's Chromium driven by playwright-core (TOOLCHAIN): no browser download.
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { expect, inject } from "vitest";
// @ts-expect-error plain ESM helper shared with the npm scripts
import * as officialPhone from "../../scripts/lib/official-phone.mjs";
// @ts-expect-error plain ESM helper shared with the npm scripts
import { CHROMIUM_ARGS as ARGS } from "../../scripts/lib/chromium.mjs";

export const baseUrl = () => inject("baseUrl");

/**
 * A test's own GET (of the API or a built file) is sent again where the connection it went out on was
 * reset: a kept-alive socket the server closed as it sat idle while the test waited (in CI, 'socket
 * hang up' after an armed start), not an answer. Only GETs: they change nothing.
 */
export const AGAIN_ON_RESET = { maxRetries: 2 };

/**
 * `microphone`: a WAV file the browser hears as its microphone, granted without asking (TOOLCHAIN);
 * played once, then silence.
 */
export async function launch({ microphone }: { microphone?: string } = {}): Promise<Browser> {
  const fakeMicrophone = microphone
    ? ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-audio-capture=${microphone}%noloop`]
    : [];
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: [...ARGS, ...fakeMicrophone] });
}

/**
 * A phone's browser with a profile of its own on disk: Playwright's contexts are incognito, where
 * Chromium installs no web app (DESIGN 8f). Close the context to end it.
 */
export async function launchPhone(viewport = { width: 360, height: 740 }): Promise<{ context: BrowserContext; page: Page }> {
  const profile = await mkdtemp(join(tmpdir(), "zwemtijd-phone-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ARGS,
    baseURL: baseUrl(),
    viewport,
    locale: "nl-NL",
  });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, locale: "nl-NL" });
  const page = await context.newPage();
  return { context, page };
}

export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByPlaceholder("E-mailadres").fill(email);
  await page.getByPlaceholder("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await page.waitForURL(/\/app\//);
}

/**
 * The link to `path` in the newest mail to an address on the development mail page (DESIGN 4): by
 * default a one-time link; "/activate" for the welcome mail's. Waits for such a mail to arrive, and
 * with `newerThan` for one with another link.
 */
export async function lastMailLink(
  to: string,
  { path = "/password/reset/", newerThan }: { path?: string; newerThan?: string } = {},
): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const mails = (await (await fetch(`${baseUrl()}/dev/mail.json`)).json()) as { to: string; text: string }[];
    const mail = mails.find((m) => m.to === to);
    const link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(path));
    if (link && link !== newerThan) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to}`);
}

/** The join code in the newest mail to an official's address. */
export const mailedCode = (email: string): Promise<string> => officialPhone.mailedCode(baseUrl(), email);

/** Step 2's "Aanmelden" with the details the page holds, and the mailed code when the join asks for it. */
export const submitJoin: (phone: Page) => Promise<void> = officialPhone.submitJoin;

/** Step 2 of the phone page with an official's details, and the mailed code when the join asks for it. */
export const joinOnPhone: (phone: Page, official: { email: string; number: string; name: string }) => Promise<void> =
  officialPhone.joinOnPhone;

/** An official joined through the API with the code mailed to them (DESIGN 8): their token and the room's address. */
export async function joinOfficialByMail(
  meet: Pick<MeetFacts, "external_id" | "auth_code">,
  name: string,
  number: string,
): Promise<{ token: string; signed_id: string }> {
  const body = {
    meet_number: meet.external_id,
    auth_code: meet.auth_code,
    email: `${number.toLowerCase()}@example.nl`,
    external_id: number,
    name,
  };
  const join = (proof = {}) =>
    fetch(`${baseUrl()}/api/official/join`, {
      method: "POST",
      headers: { Origin: baseUrl(), "Content-Type": "application/json" },
      body: JSON.stringify({ ...body, ...proof }),
    });
  const asked = await join();
  if (asked.status !== 202) throw new Error(`join ${name}: ${asked.status} ${await asked.text()}`);
  const res = await join({ email_code: await mailedCode(body.email) });
  if (res.status !== 200) throw new Error(`join ${name}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; signed_id: string };
}

export const CLUB_USER = { email: "secretaris@zwemtijd.test", password: "Zwemtijd!2026" };

export interface MeetFacts {
  id: number;
  name: string;
  external_id: string;
  auth_code: string;
  planned_date: string | null;
}

/** Tomorrow (UTC) is today or later in Amsterdam too, so a meet on it is open to officials (DESIGN 8). */
export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * A meet made through the API as the demo club's secretary would (DESIGN 3: Origin on every POST):
 * a LENEX file, or a CSV heat list with the form's fields. Not public yet (DESIGN 8c).
 */
export async function importMeet(file: URL, csv?: { name: string; external_id: string; planned_date?: string }): Promise<MeetFacts> {
  const origin = baseUrl();
  const login = await fetch(`${origin}/api/session/login`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ username: CLUB_USER.email, password: CLUB_USER.password }),
  });
  if (login.status !== 200) throw new Error(`club login: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const form = new FormData();
  if (csv) for (const [key, value] of Object.entries({ planned_date: tomorrow(), ...csv })) form.set(key, value);
  form.set("file", new File([await readFile(file)], file.pathname.split("/").pop()!));
  const created = await fetch(`${origin}/api/meets/${csv ? "csv" : "lxf"}`, {
    method: "POST",
    headers: { Origin: origin, Cookie: cookie },
    body: form,
  });
  if (created.status !== 201) throw new Error(`import: ${created.status} ${await created.text()}`);
  return (await created.json()) as MeetFacts;
}

/** A heat as GET /api/meets/{id}/heats answers it, as far as the tests of starting read it. */
export interface ApiHeat {
  id: string;
  status: number;
  start_time: number | null;
}

/** The meet's active heat, as the administrator's API answers it. */
export async function activeHeat(page: Page, meetId: number): Promise<ApiHeat> {
  const res = await page.request.get(`/api/meets/${meetId}/heats`, AGAIN_ON_RESET);
  expect(res.status()).toBe(200);
  const { heats, active_heat_id } = (await res.json()) as { heats: ApiHeat[]; active_heat_id: string };
  return heats.find((heat) => heat.id === active_heat_id)!;
}

/** An official on the phone page (DESIGN 8): the meet's number and code, their details (and the mailed code), then timing `lane`. */
export async function joinAsTimekeeper(
  phone: Page,
  meet: Pick<MeetFacts, "external_id" | "auth_code">,
  official: { email: string; number: string; name: string },
  lane: string,
): Promise<void> {
  await phone.getByLabel("Wedstrijdnummer").fill(meet.external_id);
  await phone.getByLabel("Autorisatiecode").fill(meet.auth_code);
  await phone.getByRole("button", { name: "Verder" }).click();
  await joinOnPhone(phone, official);
  await phone
    .getByRole("navigation", { name: "Kies je taak" })
    .getByRole("button", { name: `Tijdwaarnemer baan ${lane}` })
    .click();
}

/**
 * A timekeeper at a running heat takes the arrival-order judge's task instead (the page asks first,
 * DESIGN 8); the judge's order as the page shows it.
 */
export async function becomeJudge(phone: Page): Promise<Locator> {
  await phone.getByRole("button", { name: "Andere taak" }).click();
  await phone.getByRole("alertdialog").getByRole("button", { name: "Ja, andere taak" }).click();
  await phone.getByRole("button", { name: "Aankomstrechter (VVA)" }).click();
  return phone.getByRole("region", { name: "Volgorde van aankomst" });
}

/**
 * What the officials' page keeps in IndexedDB (DESIGN 8f, phoneStore.ts) under the first key that
 * starts with `prefix`, or null. Never makes the database: the page's own first open must.
 */
export async function keptOnPhone<T>(page: Page, prefix: string): Promise<T | null> {
  return page.evaluate(
    (prefix) =>
      new Promise<T | null>((resolve, reject) => {
        const open = indexedDB.open("zwemtijd-official");
        open.onupgradeneeded = () => open.transaction!.abort();
        open.onerror = () => (open.error?.name === "AbortError" ? resolve(null) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction("kept").objectStore("kept");
          const keys = store.getAllKeys();
          keys.onsuccess = () => {
            const key = keys.result.find((k) => String(k).startsWith(prefix));
            if (key === undefined) {
              db.close();
              return resolve(null);
            }
            const value = store.get(key);
            value.onsuccess = () => {
              db.close();
              resolve((value.result as T | undefined) ?? null);
            };
          };
        };
      }),
    prefix,
  );
}

/**
 * Every CSP violation and uncaught error a page reports while it is used (a 401 of the session check
 * before login is the app asking, not a problem).
 */
export function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|CSP:/.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return problems;
}

/** Waits until no transition or animation runs (a dialog fading in has its colours only at the end). */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Zero violations of WCAG 2.1 A/AA; on failure each rule's id, impact and the elements it found. */
export async function expectAccessible(page: Page, what: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map(
    (v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((node) => `${node.target.join(" ")} ${node.html.slice(0, 160)}`).join(" | ")}`,
  );
  expect(found).toEqual([]);
}
