// Issue 2 in a real browser: login and logout, the failed-login alert, forgot → mail → reset → logged in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseUrl, lastMailLink, launch, loginAs, newPage } from "./browser";
// @ts-expect-error plain ESM helper shared with the npm scripts
import { DEMO } from "../../scripts/lib/local.mjs";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function apiAs(email: string, password: string) {
  const res = await fetch(`${baseUrl()}/api/session/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    body: JSON.stringify({ username: email, password }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
  return (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl()}${path}`, {
      method,
      headers: { Cookie: cookie, Origin: baseUrl(), "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

describe("signing in and out", () => {
  it("logs the demo administrator in to the clubs list and out again", async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL("**/app/admin/clubs");
    await expect(page.getByRole("heading", { name: "Verenigingen" })).toBeTruthy();
    await page.getByText("ZV De Demo").waitFor();
    await page.getByRole("button", { name: "Accountmenu" }).click();
    await page.getByRole("menuitem", { name: "Uitloggen" }).click();
    await page.waitForURL("**/login");
    await page.goto("/app/admin/clubs");
    await page.waitForURL("**/login");
    await context.close();
  });

  it("shows the red alert and clears the password after a failed login", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/login");
    const submit = page.getByRole("button", { name: "Inloggen" });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByPlaceholder("E-mailadres").fill(DEMO.admin.email);
    await page.getByPlaceholder("Wachtwoord").fill("Helemaal!Fout1");
    await submit.click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Inloggen mislukt. Gebruikersnaam en/of wachtwoord zijn verkeerd.");
    expect(await page.getByPlaceholder("Wachtwoord").inputValue()).toBe("");
    expect(page.url()).toContain("/login");
    await context.close();
  });
});

describe("forgot password", () => {
  it("mails a link; resetting logs the user in automatically", async () => {
    const admin = await apiAs(DEMO.admin.email, DEMO.admin.password);
    const clubs = (await (await admin("GET", "/api/clubs")).json()) as { id: number }[];
    const email = `vergeten-${Date.now()}@example.nl`;
    expect((await admin("POST", "/api/users", { club_id: clubs[0]!.id, username: email, first_name: "Vera", last_name: "Vergeten" })).status).toBe(201);

    const { context, page } = await newPage(browser);
    await page.goto("/login");
    await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
    await page.waitForURL("**/password/forgot");
    // The login page has an "E-mailadres" field too: wait until the forgot form has replaced it.
    await page.getByRole("heading", { name: "Wachtwoord vergeten" }).waitFor();
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByRole("button", { name: "Link aanvragen" }).click();
    await page.getByText("Controleer je e-mail").waitFor();

    const link = await lastMailLink(email);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("Opnieuw!2026");
    await page.getByLabel("Herhaal nieuw wachtwoord").fill("Opnieuw!2026");
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await page.getByText("Je wachtwoord is opgeslagen").waitFor();
    // The 10-second countdown ends in the app without a click.
    await page.waitForURL("**/app/dashboard", { timeout: 20_000 });
    await page.getByText("ZV De Demo").first().waitFor();
    await context.close();
  });
});
