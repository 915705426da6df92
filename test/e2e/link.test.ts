// DESIGN 8d: the secretary makes a new link code on the dashboard and gives it to the meet-management
// program, which then reaches the club's meets with it; the old code stops working at once. The API's
// documentation page works under the app's CSP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseUrl, CLUB_USER, importMeet, launch, loginAs, newPage, watch } from "./browser";

const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** The program's call: the code as Bearer, no cookie and no Origin. */
const listMeets = (code: string) => fetch(`${baseUrl()}/api/link/meets`, { headers: { Authorization: `Bearer ${code}` } });

/** A code made through the API as the secretary, so the test knows the code the dashboard replaces. */
async function codeBefore(): Promise<string> {
  const origin = baseUrl();
  const login = await fetch(`${origin}/api/session/login`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ username: CLUB_USER.email, password: CLUB_USER.password }),
  });
  const { club_id } = (await login.json()) as { club_id: number };
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const made = await fetch(`${origin}/api/clubs/${club_id}/link_code`, { method: "POST", headers: { Origin: origin, Cookie: cookie } });
  return ((await made.json()) as { api_key: string }).api_key;
}

describe("the meet-management link", () => {
  it("a new code made and copied on the dashboard lists the club's meets; the old code gets 401", async () => {
    const meet = await importMeet(CSV, { name: "Via het wedstrijdprogramma", external_id: "58213" });
    const old = await codeBefore();
    expect((await listMeets(old)).status).toBe(200);

    const { context, page } = await newPage(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await loginAs(page, CLUB_USER.email, CLUB_USER.password);
    await page.goto("/app/dashboard");
    await page.getByText(`${old.slice(0, 8)}…`, { exact: true }).waitFor();

    // The same dashboard in another tab, left open behind this one.
    const other = await context.newPage();
    await other.goto("/app/dashboard");
    await other.getByText(`${old.slice(0, 8)}…`, { exact: true }).waitFor();

    await page.getByRole("button", { name: "Nieuwe koppelcode" }).click();
    const question = page.getByRole("dialog", { name: /De huidige koppelcode werkt daarna meteen niet meer/ });
    await question.waitFor();
    await page.screenshot({ path: "/tmp/helper-link-confirm.png" });
    await question.getByRole("button", { name: "Nieuwe koppelcode maken" }).click();

    const shown = page.getByRole("dialog", { name: "Nieuwe koppelcode" });
    await shown.getByText("De vorige koppelcode werkt niet meer.").waitFor();
    const code = (await shown.locator("code").textContent())!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await shown.getByRole("button", { name: "Kopiëren" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.screenshot({ path: "/tmp/helper-link-new-code.png" });
    await shown.getByRole("button", { name: "Sluiten" }).click();
    // The page now shows the new code's first 8 characters, and only those.
    await page.getByText(`${code.slice(0, 8)}…`, { exact: true }).waitFor();
    await expect(page.getByText(code, { exact: true }).count()).resolves.toBe(0);

    // Shown again, the other tab shows the new code's start, not the old one it loaded.
    await other.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await other.getByText(`${code.slice(0, 8)}…`, { exact: true }).waitFor({ timeout: 5_000 });
    await other.close();

    const listed = await listMeets(code);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { external_id: string }[]).map((m) => m.external_id)).toContain(meet.external_id);
    const refused = await listMeets(old);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toMatch(/koppelcode/);
  });

  it(
    "the dashboard says its code is only the start, copies those 8 characters as its button says, " + "and how to get a whole code",
    async () => {
      const { context, page } = await newPage(browser);
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
      await loginAs(page, CLUB_USER.email, CLUB_USER.password);
      await page.goto("/app/dashboard");
      const start = page.locator("dd code");
      await start.waitFor();
      const shown = (await start.textContent())!;
      expect(shown).toMatch(/^[A-Za-z0-9_-]{8}…$/);
      await page.getByText("Dit zijn de eerste 8 tekens van de koppelcode", { exact: false }).waitFor();
      await page.getByText("die staat alleen in beeld direct nadat je een nieuwe koppelcode maakt.", { exact: false }).waitFor();
      await page.getByRole("button", { name: "Eerste 8 tekens kopiëren" }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.slice(0, 8));
      await page.getByRole("button", { name: "Nieuwe koppelcode" }).waitFor();
      await page.locator("dl").screenshot({ path: "/tmp/helper-link-code-start.png" });
      await context.close();
    },
  );

  it("a club's page shows its link code only with the beta licence (issue 41)", async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, "admin@zwemtijd.test", "Zwemtijd!2026");
    const made = await page.request.post("/api/clubs", {
      headers: { Origin: baseUrl() },
      data: { name: "ZV Zonder Koppeling", external_id: "ZK-1", city: "Utrecht", license: "knzb" },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    await page.goto(`/app/admin/clubs/${id}`);
    await page.getByRole("heading", { name: "ZV Zonder Koppeling" }).waitFor();
    await page.getByText("Utrecht").waitFor();
    expect(await page.getByText("Koppelcode", { exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Nieuwe koppelcode" }).count()).toBe(0);
    await context.close();
  });

  it("the API's documentation page renders in Chromium with no CSP violation", async () => {
    const { page } = await newPage(browser);
    const problems = watch(page);
    const response = await page.goto("/api/docs");
    expect(response!.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page.getByRole("heading", { name: /Zwemtijd API/ }).waitFor();
    await page.getByText("/api/link/meets/{meetNumber}/results").first().waitFor();
    await page.screenshot({ path: "/tmp/helper-link-docs.png" });
    expect(problems).toEqual([]);
  });
});
