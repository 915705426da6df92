// Sign-in through a real browser: login and logout, the failed-login alert, forgot → mail → reset → logged in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseUrl, importMeet, lastMailLink, launch, loginAs, newPage } from "./browser";
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
    // Opened logged out, an /app page leads to the login, and from there back to it.
    await page.goto("/app/admin/clubs");
    await page.waitForURL(/\/login\?next=%2Fapp%2Fadmin%2Fclubs$/);
    await context.close();
  });

  it("a logout elsewhere ends the meet page's live socket of that session within a second and a half", async () => {
    const meet = await importMeet(new URL("../fixtures/csv/heatlist-en.csv", import.meta.url), {
      name: "Uitloggen elders",
      external_id: "24702",
    });
    const { context, page } = await newPage(browser);
    await loginAs(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto(`/app/meets/${meet.id}`);
    await page.getByRole("region", { name: "Actieve serie" }).getByText("Programma 1, serie 1").waitFor({ timeout: 10_000 });
    // The same session signs out from another tab: the room ends this page's socket (4401) at once.
    const loggedOutAt = Date.now();
    expect((await context.request.delete("/api/session/logout", { headers: { Origin: baseUrl() } })).status()).toBe(204);
    await page.getByText("Je bent niet meer ingelogd. Log opnieuw in om de wedstrijd live te volgen.").waitFor({ timeout: 5_000 });
    expect(Date.now() - loggedOutAt).toBeLessThan(1_500);
    await context.close();
  });

  it("shows the red alert and clears the password after a failed login", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/login");
    const submit = page.getByRole("button", { name: "Inloggen" });
    expect(await submit.isDisabled()).toBe(true);
    // One main landmark, for a screen reader's jump to the form.
    expect(await page.getByRole("main").count()).toBe(1);
    await page.getByPlaceholder("E-mailadres").fill(DEMO.admin.email);
    // Longer than any password can be: the button stays grey and the page says why, at the field.
    await page.getByPlaceholder("Wachtwoord").fill(`Aa1!${"x".repeat(125)}`);
    await page.getByRole("alert").getByText("Te lang: gebruik hoogstens 128 tekens").waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByPlaceholder("Wachtwoord").getAttribute("aria-invalid")).toBe("true");
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
    expect(
      (await admin("POST", "/api/users", { club_id: clubs[0]!.id, username: email, first_name: "Vera", last_name: "Vergeten" })).status,
    ).toBe(201);

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

    // The link once more: it says it is spent and offers a new one, instead of a form that fails.
    const again = await newPage(browser);
    await again.page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await again.page.getByText("Deze link is al gebruikt, verlopen of ongeldig.", { exact: false }).waitFor();
    await again.page.getByLabel("E-mailadres").fill(email);
    await again.page.getByRole("button", { name: "Stuur mij een nieuwe link" }).click();
    await again.page.getByText("Controleer je e-mail").waitFor();
    expect(await lastMailLink(email, { newerThan: link })).not.toBe(link);
    await again.context.close();
  });
});

describe("activation", () => {
  it("names the address and the account, and a spent link offers a new one that works", async () => {
    const admin = await apiAs(DEMO.admin.email, DEMO.admin.password);
    const clubs = (await (await admin("GET", "/api/clubs")).json()) as { id: number }[];
    const email = `activeren-${Date.now()}@example.nl`;
    expect(
      (await admin("POST", "/api/users", { club_id: clubs[0]!.id, username: email, first_name: "Ada", last_name: "Actief" })).status,
    ).toBe(201);
    const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");

    const { context, page } = await newPage(browser);
    const welcome = local(await lastMailLink(email, { path: "/activate" }));
    await page.goto(welcome);
    await page.getByText(`Er is een account voor je aangemaakt met het e-mailadres ${email}.`).waitFor();
    expect(await page.getByLabel("E-mailadres").inputValue()).toBe(email);
    await page.screenshot({ path: ".tmp/accounts-activate.png" });
    await page.getByRole("button", { name: "Stuur mij een link" }).click();
    await page.getByText(`We hebben een e-mail gestuurd naar ${email}.`, { exact: false }).waitFor();
    const older = await lastMailLink(email);

    // Asked twice: the newer link ends the older one.
    await page.goto(welcome);
    await page.getByRole("button", { name: "Stuur mij een link" }).click();
    await page.getByText("Link verstuurd").waitFor();
    const newer = await lastMailLink(email, { newerThan: older });

    await page.goto(local(older));
    await page.getByText("Deze activatielink is al gebruikt of verlopen.", { exact: false }).waitFor();
    await page.screenshot({ path: ".tmp/accounts-spent.png" });
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByRole("button", { name: "Stuur mij een nieuwe link" }).click();
    await page.getByText("Link verstuurd").waitFor();
    const fresh = await lastMailLink(email, { newerThan: newer });

    await page.goto(local(fresh));
    await page.getByRole("heading", { name: "Account activeren" }).waitFor();
    await page.getByText(`Kies een wachtwoord voor het account van Ada Actief (${email}).`, { exact: false }).waitFor();
    await page.screenshot({ path: ".tmp/accounts-activate-link.png" });
    await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("Actief!2026");
    await page.getByLabel("Herhaal nieuw wachtwoord").fill("Actief!2027");
    await page.getByText("Wachtwoorden komen niet overeen").waitFor();
    await page.getByLabel("Herhaal nieuw wachtwoord").fill("Actief!2026");
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await page.getByRole("button", { name: "Nu inloggen" }).click();
    await page.waitForURL("**/app/dashboard");
    await context.close();
  });
});

describe("an expired session", () => {
  it("goes to the login page and, after logging in, back to the page the user was on", async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, DEMO.admin.email, DEMO.admin.password);
    await page.getByText("ZV De Demo").waitFor();

    // Logged out in another tab: this tab's next call is answered 401.
    const other = await context.newPage();
    await other.goto("/app");
    await other.getByRole("button", { name: "Accountmenu" }).click();
    await other.getByRole("menuitem", { name: "Uitloggen" }).click();
    await other.waitForURL("**/login");
    await other.close();

    await page.getByRole("link", { name: "Officials" }).click();
    await page.waitForURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get("next")).toBe("/app/admin/officials");
    await page.getByText("Log in om verder te gaan.").waitFor();
    expect(await page.getByText("Laden mislukt").count()).toBe(0);
    await page.getByPlaceholder("E-mailadres").fill(DEMO.admin.email);
    await page.getByPlaceholder("Wachtwoord").fill(DEMO.admin.password);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await page.waitForURL("**/app/admin/officials");
    await page.getByRole("heading", { name: "Officials" }).waitFor();
    await context.close();
  });

  it("never follows a return address off the app", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/login?next=${encodeURIComponent("//evil.example/app")}`);
    await page.getByPlaceholder("E-mailadres").fill(DEMO.admin.email);
    await page.getByPlaceholder("Wachtwoord").fill(DEMO.admin.password);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await page.waitForURL("**/app/admin/clubs");
    expect(new URL(page.url()).origin).toBe(baseUrl());
    await context.close();
  });
});
