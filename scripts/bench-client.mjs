// `npm run bench:client`: DESIGN 11's client budgets (the login page, the officials' phone page).
// Opens pages in Chromium against the built app and adds up the JavaScript each one loads, gzipped
// as a server would send it. The officials' page is measured as a phone meets it: signing in, and
// opened again once joined as a timekeeper or a judge; each with its service worker (DESIGN 8f),
// which the phone downloads as well.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { serveFresh } from "./lib/serve.mjs";
import { DEMO } from "./lib/local.mjs";
import { joinOnPhone } from "./lib/official-phone.mjs";
import { CHROMIUM_ARGS as ARGS } from "./lib/chromium.mjs";

const gzipSize = (body) => gzipSync(body, { level: 9 }).length;

// DESIGN 12: a page loads its catalogues in one language; the officials' page is measured in each.
const LANGUAGES = ["nl", "en", "de", "fr"];
const LOCALES = { nl: "nl-NL", en: "en-GB", de: "de-DE", fr: "fr-FR" };
// The switch's remembered choice (src/client/i18n/choice.ts): the measured page opens in it.
const LANGUAGE_KEY = "zwemtijd.language";

/**
 * The scripts `path` loads in `language`; `before` prepares the page (in Dutch, as its steps read it),
 * and with `onlyPath` what it loaded is not counted.
 */
async function scriptsOf(browser, baseUrl, path, before, { onlyPath = false, language = "nl" } = {}) {
  // The officials' service worker is measured once on its own; here every script comes from the network.
  const phone = path.startsWith("/official") ? { viewport: { width: 360, height: 740 } } : {};
  const locale = onlyPath ? LOCALES.nl : LOCALES[language];
  const context = await browser.newContext({ baseURL: baseUrl, locale, ...phone, serviceWorkers: "block" });
  const page = await context.newPage();
  const sizes = new Map();
  const reading = [];
  const count = (on) =>
    on.on("response", (res) => {
      if (res.request().resourceType() !== "script") return;
      reading.push(
        res.body().then(
          (body) => sizes.set(res.url(), { raw: body.length, gzip: gzipSize(body) }),
          () => undefined,
        ),
      );
    });
  if (!onlyPath) count(page);
  if (before) await before(page);
  if (onlyPath) await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, language]);
  // Only what `path` loads: a page of its own in the same browser, with what `before` kept.
  const measured = onlyPath ? await context.newPage() : page;
  if (onlyPath) count(measured);
  await measured.goto(path, { waitUntil: "networkidle" });
  const shownIn = await measured.evaluate(() => document.documentElement.lang);
  if (shownIn !== language) throw new Error(`${path} opened in ${shownIn}, not ${language}`);
  await Promise.all(reading);
  await context.close();
  if (process.env.BENCH_FILES)
    for (const [url, size] of sizes) console.log(`  ${(size.gzip / 1024).toFixed(1).padStart(6)} KB  ${path}  ${new URL(url).pathname}`);
  const total = [...sizes.values()].reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  return { files: sizes.size, ...total };
}

/** A meet of tomorrow, imported as the demo club's secretary would, for an official to join. */
async function meetForOfficials(baseUrl) {
  const login = await fetch(`${baseUrl}/api/session/login`, {
    method: "POST",
    headers: { Origin: baseUrl, "Content-Type": "application/json" },
    body: JSON.stringify({ username: DEMO.club.email, password: DEMO.club.password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const form = new FormData();
  form.set("name", "Bench aan het bad");
  form.set("external_id", "24999");
  form.set("planned_date", new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
  form.set("file", new File([readFileSync(new URL("../test/fixtures/csv/heatlist-en.csv", import.meta.url))], "heatlist-en.csv"));
  const created = await fetch(`${baseUrl}/api/meets/csv`, { method: "POST", headers: { Origin: baseUrl, Cookie: cookie }, body: form });
  if (created.status !== 201) throw new Error(`import: ${created.status} ${await created.text()}`);
  return created.json();
}

const { baseUrl, stop } = await serveFresh({ name: "bench-client" });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ARGS });
try {
  const login = await scriptsOf(browser, baseUrl, "/login");
  const loggedIn = async (page) => {
    await page.goto("/login");
    await page.getByPlaceholder("E-mailadres").fill(DEMO.club.email);
    await page.getByPlaceholder("Wachtwoord").fill(DEMO.club.password);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await page.waitForURL(/\/app\//);
  };
  const dashboard = await scriptsOf(browser, baseUrl, "/app/dashboard", loggedIn);
  const worker = Buffer.from(await (await fetch(`${baseUrl}/official-sw.js`)).arrayBuffer());
  const sw = { raw: worker.length, gzip: gzipSize(worker) };
  const meet = await meetForOfficials(baseUrl);
  let officials = 0;
  const joinedAs = (task) => async (page) => {
    await page.goto("/official");
    await page.getByLabel("Wedstrijdnummer").fill(meet.external_id);
    await page.getByLabel("Autorisatiecode").fill(meet.auth_code);
    await page.getByRole("button", { name: "Verder" }).click();
    // A new official for each phone, with the code mailed to them.
    const n = ++officials;
    await joinOnPhone(page, { email: `bench${n}@example.nl`, number: `BEN${String(n).padStart(4, "0")}`, name: `Bart Bench ${n}` });
    await page.getByRole("navigation", { name: "Kies je taak" }).getByRole("button", { name: task }).click();
    await page.getByRole("timer").waitFor();
  };
  const phonePages = {};
  for (const [i, language] of LANGUAGES.entries()) {
    // A lane of its own per phone: the lane an earlier (closed) phone chose is still its timekeeper's, and the page asks first.
    const lane = `Tijdwaarnemer baan ${3 + i}`;
    phonePages[language] = {
      signIn: await scriptsOf(browser, baseUrl, "/official", undefined, { language }),
      timekeeper: await scriptsOf(browser, baseUrl, "/official", joinedAs(lane), { onlyPath: true, language }),
      judge: await scriptsOf(browser, baseUrl, "/official", joinedAs("Aankomstrechter (VVA)"), { onlyPath: true, language }),
    };
  }
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  // A tenth of a KB: the officials' page sits close to its budget.
  const kb1 = (n) => `${(n / 1024).toFixed(1)} KB`;
  const withWorker = (page) =>
    `${page.files} scripts, ${kb(page.raw)} raw, ${kb1(page.gzip)} gzip + ` +
    `service worker ${kb1(sw.gzip)} = ${kb1(page.gzip + sw.gzip)} gzip`;
  console.log(`/login:         ${login.files} scripts, ${kb(login.raw)} raw, ${kb(login.gzip)} gzip (budget 250 KB gzip)`);
  console.log(
    `/app/dashboard: ${dashboard.files} scripts, ${kb(dashboard.raw)} raw, ${kb(dashboard.gzip)} gzip (login page, then the dashboard)`,
  );
  for (const language of LANGUAGES) {
    const { signIn, timekeeper, judge } = phonePages[language];
    console.log(`/official (${language}), signing in:        ${withWorker(signIn)} (budget 150 KB gzip)`);
    console.log(`/official (${language}), joined, timing:    ${withWorker(timekeeper)} (budget 150 KB gzip)`);
    console.log(`/official (${language}), joined, judging:   ${withWorker(judge)} (budget 150 KB gzip)`);
  }
} finally {
  await browser.close();
  stop();
}
