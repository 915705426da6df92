// `npm run bench:client`: DESIGN 11's client budgets (the login page, the officials' phone page).
// Opens pages in Chromium against the built app and adds up the JavaScript each one loads, gzipped
// as a server would send it.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { serveFresh } from "./lib/serve.mjs";
import { DEMO } from "./lib/local.mjs";

const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

async function scriptsOf(browser, baseUrl, path, before) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const sizes = new Map();
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "script") return;
    const body = await res.body().catch(() => null);
    if (body) sizes.set(res.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  if (before) await before(page);
  await page.goto(path, { waitUntil: "networkidle" });
  await context.close();
  const total = [...sizes.values()].reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  return { files: sizes.size, ...total };
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
  const official = await scriptsOf(browser, baseUrl, "/official");
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`/login:         ${login.files} scripts, ${kb(login.raw)} raw, ${kb(login.gzip)} gzip (budget 250 KB gzip)`);
  console.log(`/app/dashboard: ${dashboard.files} scripts, ${kb(dashboard.raw)} raw, ${kb(dashboard.gzip)} gzip (login page, then the dashboard)`);
  console.log(`/official:      ${official.files} scripts, ${kb(official.raw)} raw, ${kb(official.gzip)} gzip (budget 150 KB gzip)`);
} finally {
  await browser.close();
  stop();
}
