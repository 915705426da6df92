// The app and the officials' page under the security headers: a strict Content-Security-Policy
// (no inline script), no framing, nosniff; nothing the pages do may be blocked by them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { AGAIN_ON_RESET, baseUrl, importMeet, launch, loginAs, newPage, watch } from "./browser";

const ADMIN = { email: "admin@zwemtijd.test", password: "Zwemtijd!2026" };
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe("security headers", () => {
  it("the app's pages carry them and work under them: login, dashboard, a meet with its live socket", async () => {
    const meet = await importMeet(CSV, { name: "Onder de CSP", external_id: "31415" });
    const { page } = await newPage(browser);
    const problems = watch(page);
    const login = await page.goto("/login");
    const headers = login!.headers();
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`/app/meets/${meet.id}`);
    await page
      .getByRole("group", { name: "Bediening" })
      .getByRole("button", { name: "Start", exact: true })
      .and(page.locator(":enabled"))
      .waitFor({ timeout: 10_000 });
    expect(problems).toEqual([]);
  });

  it("the officials' phone page works under them too", async () => {
    const { page } = await newPage(browser, { width: 360, height: 740 });
    const problems = watch(page);
    const response = await page.goto("/official");
    expect(response!.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page.getByLabel("Wedstrijdnummer").waitFor();
    expect(problems).toEqual([]);
    // An injected inline script is what the policy is for: it is blocked, and the watch above sees it.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.appendChild(script);
    });
    await expect.poll(() => problems.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
  });

  it("the API's answers carry them as well", async () => {
    const { page } = await newPage(browser);
    const response = await page.request.get("/api/version", AGAIN_ON_RESET);
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });
});

describe("lockouts", () => {
  it("an administrator sees a locked meet code on the officials page and lifts it", async () => {
    const meet = await importMeet(CSV, { name: "Slot op de code", external_id: "27182" });
    const { page } = await newPage(browser);
    const wrong = meet.auth_code === "0000" ? "1111" : "0000";
    for (let i = 0; i < 30; i++) {
      await page.request.post("/api/official/meet", {
        headers: { Origin: baseUrl() },
        data: { meet_number: meet.external_id, auth_code: wrong },
      });
    }
    const locked = await page.request.post("/api/official/meet", {
      headers: { Origin: baseUrl() },
      data: { meet_number: meet.external_id, auth_code: meet.auth_code },
    });
    expect(locked.status()).toBe(429);

    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.getByRole("link", { name: "Officials" }).click();
    const lockouts = page.getByRole("table").filter({ hasText: `Wedstrijdcode van wedstrijd ${meet.external_id} vanaf` });
    await lockouts.waitFor({ timeout: 10_000 });
    const lift = lockouts.getByRole("button", {
      name: new RegExp(`^Blokkade opheffen: Wedstrijdcode van wedstrijd ${meet.external_id} vanaf `),
    });
    await lift.click();
    // Other files' lockouts may still be listed: only this one must be gone.
    await lift.waitFor({ state: "detached", timeout: 5_000 });
    const open = await page.request.post("/api/official/meet", {
      headers: { Origin: baseUrl() },
      data: { meet_number: meet.external_id, auth_code: meet.auth_code },
    });
    expect(open.status()).toBe(200);
  });
});
