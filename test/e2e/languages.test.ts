// DESIGN 12: every page in Dutch, English, German and French. Each page is opened by a browser set to
// the language, logged out, as the administrator and as a club's secretary; the test fails on a
// message id shown instead of its text (a message missing from the catalogue), on another
// language's words (a text not translated, or a catalogue of the wrong language) and on a page that
// does not say its language.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { AGAIN_ON_RESET, baseUrl, CLUB_USER, importMeet, launch, mailedCode, type MeetFacts } from "./browser";
import { LANGUAGE_SWITCH_NAME, LANGUAGES, type Language } from "../../src/shared/i18n/languages";

const ADMIN = { email: "admin@zwemtijd.test", password: "Zwemtijd!2026" };
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);
const NUMBER = "23023";

/** Words of the interface that only one language has, as whole words. */
const DUTCH_WORDS =
  "Wedstrijd|Wedstrijden|wedstrijd|Inloggen|Wachtwoord|wachtwoord|Vereniging|Verenigingen|Opslaan|Annuleren|Uitslag|Uitslagen|" +
  "Programma|Serie|serie|Baan|Bezig|Gebruikersnaam|Voornaam|Achternaam|niet|Aanmelden|Tijdwaarnemer|Tijdwaarnemers|Verwijderen|" +
  "Instellingen|wordt|geen|Zoeken|Terug|Verder|Nog|Welkom|Beheerder|Gemengd|Vrije slag|Mannen|Vrouwen";
const ENGLISH_WORDS =
  "Sign in|Password|password|Heat|Lane|Save|Cancel|Results|Event|Loading|Search|Settings|Delete|Back|Next|Welcome|" +
  "Club number|Meet number|Race clock|Freestyle|Men|Women";
const GERMAN_WORDS =
  "Anmelden|Passwort|Lauf|Bahn|Speichern|Abbrechen|Ergebnisse|Wettkampf|Veranstaltung|Veranstaltungen|Verein|Vereine|Einstellungen|" +
  "Löschen|Zurück|Weiter|Willkommen|Zeitnehmer|Schwimmer|nicht|Männer|Frauen|Freistil";
const FRENCH_WORDS =
  "Se connecter|Mot de passe|Couloir|Enregistrer|Annuler|Compétition|Compétitions|Nageur|Chronométreur|Paramètres|Supprimer|" +
  "Retour|Suivant|Bienvenue|Hommes|Femmes|Nage libre|Mixte";
const words = (...lists: string[]) => new RegExp(`(?<![\\p{L}])(${lists.join("|")})(?![\\p{L}])`, "u");
const FOREIGN: Record<Language, RegExp> = {
  // Shown on an English page, these are Dutch, German or French texts left behind.
  en: words(DUTCH_WORDS, GERMAN_WORDS, FRENCH_WORDS),
  nl: words(ENGLISH_WORDS, "Mixed", GERMAN_WORDS, FRENCH_WORDS),
  // 'Mixed' is German as well as English.
  de: words(DUTCH_WORDS, ENGLISH_WORDS, FRENCH_WORDS),
  fr: words(DUTCH_WORDS, ENGLISH_WORDS, "Mixed", GERMAN_WORDS),
};

type Nested = { [key: string]: string | Nested };
const plainTexts = (node: Nested): string[] =>
  Object.values(node).flatMap((value) => (typeof value === "string" ? (value.includes("{") ? [] : [value]) : plainTexts(value)));

/** Every plain message of a language's catalogues. */
function catalogueTexts(language: Language): Set<string> {
  const folders = ["../../src/client/locales/", "../../src/shared/locales/"].map(
    (folder) => new URL(`${folder}${language}/`, import.meta.url),
  );
  return new Set(
    folders.flatMap((dir) =>
      readdirSync(dir).flatMap((file) => plainTexts(JSON.parse(readFileSync(new URL(file, dir), "utf8")) as Nested)),
    ),
  );
}
const TEXTS = Object.fromEntries(LANGUAGES.map((language) => [language, catalogueTexts(language)])) as Record<Language, Set<string>>;

/** A whole message of another language's catalogues on the page: a text this language left untranslated. */
function otherLanguagesText(words: string, language: Language): string | undefined {
  // The switch is named in every language on purpose.
  words = words.replaceAll(LANGUAGE_SWITCH_NAME, "");
  for (const text of LANGUAGES.filter((other) => other !== language).flatMap((other) => [...TEXTS[other]])) {
    // Single words are the list above's: one word may be a word of both languages ('Link').
    if (TEXTS[language].has(text) || !/\p{L}+\s+\p{L}+/u.test(text)) continue;
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, "u").test(words)) return text;
  }
  return undefined;
}
const MESSAGE_ID = /\b(common|labels|staff|meet|official|public|server|room|mail)\.[A-Za-z0-9]+(\.[A-Za-z0-9]+)+\b/;

let browser: Browser;
let meet: MeetFacts;
/**
 * What users typed, not the interface: the names of every meet, club, user and official on the server.
 * Other test files' data shares it and shows in lists ('Terug sluit de serie', 'Demo Beheerder'); the
 * words are checked with these taken out, longest first.
 */
let names: string[] = [];

async function namesOnServer(context: BrowserContext): Promise<string[]> {
  const list = async (path: string) => (await (await context.request.get(path, AGAIN_ON_RESET)).json()) as Record<string, unknown>[];
  const [meets, clubs, users, officials] = await Promise.all(["/api/meets", "/api/clubs", "/api/users", "/api/officials"].map(list));
  const found = [
    ...meets.map((m) => m.name),
    ...clubs.map((c) => c.name),
    ...users.flatMap((u) => [`${u.first_name} ${u.last_name}`, u.first_name, u.last_name]),
    ...officials.map((o) => o.name),
  ].filter((name): name is string => typeof name === "string" && name.trim().length > 2);
  return [...new Set(found)].sort((a, b) => b.length - a.length);
}

async function signedIn(context: BrowserContext, who: { email: string; password: string }) {
  const res = await context.request.post("/api/session/login", {
    headers: { Origin: baseUrl(), "Content-Type": "application/json" },
    data: { username: who.email, password: who.password },
  });
  expect(res.status()).toBe(200);
}

/** The page's words as a person and a screen reader get them: its text, labels, placeholders and titles. */
async function wordsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label],[placeholder],[title],[alt]")].flatMap((element) =>
      ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the words a person sees, without hidden text.
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });
}

async function expectInLanguage(page: Page, language: Language, path: string) {
  await page.goto(path);
  await page
    .getByRole("heading")
    .first()
    .waitFor({ timeout: 15_000 })
    .catch((error: Error) => {
      throw new Error(`${path}: no heading (${error.message})`);
    });
  // Lazy parts (tables, the live connection's first frame) fill in after the heading.
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await expectShownInLanguage(page, language, path);
}

/** The dialog a button of the page at `path` opens (the button named by `opener`, a catalogue id) says everything in `language`. */
async function expectDialogInLanguage(page: Page, language: Language, path: string, opener: string) {
  await page.goto(path);
  await page
    .getByRole("button", { name: catalogueText(language, opener) })
    .first()
    .click({ timeout: 15_000 });
  await page.getByRole("dialog").waitFor({ timeout: 15_000 });
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await expectShownInLanguage(page, language, `${path}, the dialog of ${opener}`);
}

/** The page as it stands now (`path` names it in a failure) says everything in `language`. */
async function expectShownInLanguage(page: Page, language: Language, path: string) {
  const words = names.reduce((text, name) => text.replaceAll(name, " "), await wordsOf(page));
  expect(await page.evaluate(() => document.documentElement.lang), `${path}: <html lang>`).toBe(language);
  expect(words.match(MESSAGE_ID)?.[0], `${path}: a message id instead of its text`).toBeUndefined();
  expect(words.match(FOREIGN[language])?.[0], `${path} in ${language}: a word of another language`).toBeUndefined();
  expect(otherLanguagesText(words, language), `${path} in ${language}: a text of another language's catalogue`).toBeUndefined();
}

/** A message of a language's catalogue as the page shows it (`common.fields.email` → "E-Mail-Adresse"). */
function catalogueText(language: Language, id: string, values: Record<string, string> = {}): string {
  const [area, ...path] = id.split(".");
  const folder = area === "labels" ? "../../src/shared/locales/" : "../../src/client/locales/";
  let node: string | Nested = JSON.parse(readFileSync(new URL(`${folder}${language}/${area}.json`, import.meta.url), "utf8")) as Nested;
  for (const key of path) node = (node as Nested)[key]!;
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), node as string);
}

/**
 * An official joins by the meet's QR code on a phone in `language`, reading the form in it: the
 * details, and the code mailed to them when the join asks for it.
 */
async function joinInLanguage(page: Page, language: Language, who: { email: string; number: string; name: string }) {
  const say = (id: string) => catalogueText(language, id);
  // The form is what counts, not the load event, which waits for every font and icon too: one CI run
  // waited 30 s for it here (never seen again in 80 loads of this page in a row).
  await page.goto(`/official?key=${joinKey}`, { waitUntil: "domcontentloaded" });
  await page.getByLabel(say("common.fields.email")).fill(who.email);
  await page.getByLabel(say("common.fields.officialNumber")).fill(who.number);
  await page.getByLabel(say("common.fields.name"), { exact: true }).fill(who.name);
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/official/join" && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: say("official.joinStep.join"), exact: true }).click();
  if ((await answer).status() === 202) {
    await page.getByLabel(say("official.codeStep.code")).fill(await mailedCode(who.email));
    await page.getByRole("button", { name: say("official.codeStep.join") }).click();
  }
  await page.getByRole("navigation", { name: say("official.task.title") }).waitFor({ timeout: 15_000 });
}

let joinKey: string;

beforeAll(async () => {
  browser = await launch();
  // A name with words of the interface in it: the pages show it in either language as it was typed.
  meet = await importMeet(CSV, { name: "Serie Terug in het Water", external_id: NUMBER });
  const context = await browser.newContext({ baseURL: baseUrl() });
  await signedIn(context, CLUB_USER);
  const { name, external_id, planned_date, auth_code } = meet;
  const res = await context.request.put(`/api/meets/${meet.id}`, {
    headers: { Origin: baseUrl(), "Content-Type": "application/json" },
    data: { name, external_id, planned_date, auth_code, public: true },
  });
  expect(res.status()).toBe(200);
  await context.close();
  const admin = await browser.newContext({ baseURL: baseUrl() });
  await signedIn(admin, ADMIN);
  joinKey = ((await (await admin.request.get(`/api/meets/${meet.id}`, AGAIN_ON_RESET)).json()) as { join_key: string }).join_key;
  names = await namesOnServer(admin);
  await admin.close();
});

afterAll(async () => {
  await browser?.close();
});

for (const [locale, language] of [
  ["en-GB", "en"],
  ["nl-NL", "nl"],
  ["de-DE", "de"],
  ["fr-FR", "fr"],
] as const) {
  describe(`a browser in ${locale}`, () => {
    it("reads the login, forgot-password, activation, officials' and public pages in its language", async () => {
      const context = await browser.newContext({ baseURL: baseUrl(), locale });
      const page = await context.newPage();
      for (const path of [
        "/login",
        "/password/forgot",
        "/activate",
        "/password/reset/not-a-token",
        "/email/confirm/not-a-token",
        "/official",
        `/live/${NUMBER}`,
      ]) {
        await expectInLanguage(page, language, path);
      }
      await context.close();
    });

    it("reads the officials' page in its language once joined: the tasks and a timekeeper's lane", async () => {
      const context = await browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const official = {
        email: `talen-${language}-${Date.now()}@zwemtijd.test`,
        number: "AB12345",
        name: `Official ${language.toUpperCase()}`,
      };
      names = [official.name, ...names];
      await joinInLanguage(page, language, official);
      await expectShownInLanguage(page, language, "/official: the tasks");
      // A lane of its own: an earlier language's phone, closed, still has its timekeeper at its lane, and
      // the choice would ask first.
      const lane = String(1 + LANGUAGES.indexOf(language));
      await page.getByRole("button", { name: catalogueText(language, "official.task.timekeeper", { lane }) }).click();
      await page.getByRole("button", { name: catalogueText(language, "official.task.change") }).waitFor({ timeout: 15_000 });
      await page.waitForLoadState("networkidle").catch(() => undefined);
      await expectShownInLanguage(page, language, `/official: lane ${lane}`);
      await context.close();
    });

    it("reads every administrator's page and a meet's dialogs in its language", async () => {
      const context = await browser.newContext({ baseURL: baseUrl(), locale });
      await signedIn(context, ADMIN);
      const clubs = (await (await context.request.get("/api/clubs", AGAIN_ON_RESET)).json()) as { id: number }[];
      // An official of this language's own, for the official's page.
      const official = {
        email: `page-${language}-${Date.now()}@zwemtijd.test`,
        name: `Official ${language.toUpperCase()}`,
        external_id: "CD12345",
      };
      names = [official.name, ...names];
      const made = await context.request.post("/api/officials", { headers: { Origin: baseUrl() }, data: official });
      expect(made.status()).toBe(201);
      const officials = [(await made.json()) as { id: number }];
      const page = await context.newPage();
      // The administrator's dashboard is the secretary's (below) without a club; it starts at the clubs.
      for (const path of [
        "/app/admin/clubs",
        `/app/admin/clubs/${clubs[0].id}`,
        "/app/admin/meets",
        `/app/meets/${meet.id}`,
        `/app/meets/${meet.id}/results`,
        "/app/admin/officials",
        ...officials.slice(0, 1).map((official) => `/app/admin/officials/${official.id}`),
        "/app/admin/points",
        "/app/settings/profile",
      ]) {
        await expectInLanguage(page, language, path);
      }
      for (const opener of ["staff.shared.edit", "meet.actions.upload", "meet.statistics.title", "meet.log.title"]) {
        await expectDialogInLanguage(page, language, `/app/meets/${meet.id}`, opener);
      }
      await context.close();
    });

    it("reads a club secretary's pages and the new meet dialog in its language", async () => {
      const context = await browser.newContext({ baseURL: baseUrl(), locale });
      await signedIn(context, CLUB_USER);
      const page = await context.newPage();
      for (const path of ["/app/dashboard", `/app/meets/${meet.id}`, "/app/settings/profile", "/app/settings/club", "/app/settings/team"]) {
        await expectInLanguage(page, language, path);
      }
      await expectDialogInLanguage(page, language, "/app/dashboard", "staff.meets.new.title");
      await page.getByRole("tab", { name: catalogueText(language, "meet.kinds.lxf") }).click();
      await expectShownInLanguage(page, language, "/app/dashboard, a new meet from LENEX");
      await context.close();
    });
  });
}

describe("the switch", () => {
  it("turns a Dutch page English, and the choice outlasts a reload", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: "nl-NL" });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "Inloggen" }).waitFor();
    await page.getByRole("group", { name: LANGUAGE_SWITCH_NAME }).getByRole("button", { name: "EN", exact: true }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    await context.close();
  });

  it("looks chosen on the chosen language only, the others plain (issue 41)", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: "nl-NL", viewport: { width: 900, height: 400 } });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "Inloggen" }).waitFor();
    const group = page.getByRole("group", { name: LANGUAGE_SWITCH_NAME });
    const looks = () =>
      group
        .getByRole("button")
        .evaluateAll((buttons) =>
          buttons.map((b) => ({ code: b.textContent, pressed: b.getAttribute("aria-pressed"), fill: getComputedStyle(b).backgroundColor })),
        );
    const white = "rgb(255, 255, 255)";
    const plain = "rgba(0, 0, 0, 0)";
    const shows = (chosen: string) =>
      ["NL", "EN", "DE", "FR"].map((code) => ({ code, pressed: String(code === chosen), fill: code === chosen ? white : plain }));
    // Polled: MUI fades a button's fill in.
    await expect.poll(looks).toEqual(shows("NL"));
    await page.screenshot({ path: "/tmp/polish/switch-nl.png" });
    await group.getByRole("button", { name: "EN", exact: true }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    // Away from the pointer: a hovered button is not drawn as it rests.
    await page.mouse.move(0, 0);
    await expect.poll(looks).toEqual(shows("EN"));
    await context.close();
  });

  it("offers all four languages, and turns a page German and French", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: "nl-NL", viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto("/login");
    const group = page.getByRole("group", { name: LANGUAGE_SWITCH_NAME });
    await page.getByRole("button", { name: "Inloggen" }).waitFor();
    for (const code of ["NL", "EN", "DE", "FR"]) await group.getByRole("button", { name: code, exact: true }).waitFor();
    // On a 360 px phone the switch stays on the screen.
    const box = await group.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    await group.getByRole("button", { name: "DE", exact: true }).click();
    await page.getByRole("button", { name: "Anmelden" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    await group.getByRole("button", { name: "FR", exact: true }).click();
    await page.getByRole("button", { name: "Se connecter" }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Se connecter" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    await context.close();
  });
});

describe("the English a new user tripped over (issue 41)", () => {
  it("reads naturally: one word for editing, one for a heat not yet swum, e-mail called e-mail, no 'by itself'", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: "en-GB" });
    const page = await context.newPage();
    await page.goto("/live/99999");
    await page.getByText("This page checks again automatically", { exact: false }).waitFor({ timeout: 15_000 });

    await signedIn(context, ADMIN);
    const clubs = (await (await context.request.get("/api/clubs", AGAIN_ON_RESET)).json()) as { id: number }[];
    await page.goto(`/app/admin/clubs/${clubs[0].id}`);
    await page.getByRole("button", { name: "Edit", exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole("button", { name: "Adjust" }).count()).toBe(0);
    await page.goto("/app/settings/profile");
    await page.getByText("Email address", { exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByText("Username").count()).toBe(0);
    await page.goto("/app/admin/points");
    await page.getByText("A meet is scored with the table in force on its date", { exact: false }).waitFor({ timeout: 15_000 });
    await page.goto(`/app/meets/${meet.id}`);
    await page.getByRole("table", { name: "Programme" }).getByText("Scheduled").first().waitFor({ timeout: 15_000 });
    expect(await page.getByText("Planned", { exact: true }).count()).toBe(0);
    await context.close();
  });
});
