// On a slow connection (a parent in the stands, a phone on the pool's Wi-Fi) a page shows the logo at
// once, before its scripts arrive, instead of a white screen; the app replaces it on its first render.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launch, newPage } from "./browser";

const PHONE = { width: 360, height: 740 };

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe("a page whose scripts are slow to arrive", () => {
  for (const { path, script, ready } of [
    { path: "/login", script: /\/assets\/main-[^/]*\.js$/, ready: (page: Page) => page.getByRole("heading", { level: 1, name: "Welkom" }) },
    { path: "/official", script: /\/assets\/official-[^/]*\.js$/, ready: (page: Page) => page.getByLabel("Wedstrijdnummer") },
  ]) {
    it(`shows the logo while they load, then the page (${path})`, async () => {
      const { page } = await newPage(browser, PHONE);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(script, async (route) => {
        await held;
        await route.continue();
      });
      // Not "domcontentloaded": that waits for the module scripts held here.
      await page.goto(path, { waitUntil: "commit" });
      const shell = page.locator('#root [aria-busy="true"]').getByRole("img", { name: "Zwemtijd" });
      await shell.waitFor();
      const box = (await shell.boundingBox())!;
      // In the middle of the screen, not in a corner or off it.
      expect(Math.abs(box.x + box.width / 2 - PHONE.width / 2)).toBeLessThan(2);
      expect(Math.abs(box.y + box.height / 2 - PHONE.height / 2)).toBeLessThan(2);
      await page.screenshot({ path: `.tmp/slow-connection${path.replace("/", "-")}.png` });

      release();
      await ready(page).waitFor();
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    });
  }
});
