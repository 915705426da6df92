// Debian's Chromium driven by playwright-core (TOOLCHAIN): no browser download.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ARGS });
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

/** The newest mail to an address on the development mail page (DESIGN 4), and its link. */
export async function lastMailLink(to: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const mails = (await (await fetch(`${baseUrl()}/dev/mail.json`)).json()) as { to: string; text: string }[];
    const mail = mails.find((m) => m.to === to);
    const link = mail?.text.match(/https?:\/\/\S+\/password\/reset\/\S+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to}`);
}
