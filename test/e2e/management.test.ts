// Issue 3 in a real browser: an administrator creates a club and a team member, the member activates
// through the welcome mail, sees only their own club, and cannot open another club.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { lastMailLink, launch, loginAs, newPage } from "./browser";
// @ts-expect-error plain ESM helper shared with the npm scripts
import { DEMO } from "../../scripts/lib/local.mjs";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("clubs and team members", () => {
  it("from a new club to an active member who sees only their own club", async () => {
    const suffix = Date.now().toString().slice(-6);
    const clubName = `ZC Testwater ${suffix}`;
    const email = `nieuw-lid-${suffix}@example.nl`;

    const admin = await newPage(browser);
    await loginAs(admin.page, DEMO.admin.email, DEMO.admin.password);
    await admin.page.getByRole("button", { name: "Nieuwe vereniging" }).click();
    const clubDialog = admin.page.getByRole("dialog");
    await clubDialog.getByLabel("Naam").fill(clubName);
    await clubDialog.getByLabel("Verenigingsnummer").fill(`9${suffix}`);
    await clubDialog.getByLabel("Plaats").fill("Zwolle");
    await clubDialog.getByRole("button", { name: "Aanmaken" }).click();
    await admin.page.waitForURL(/\/app\/admin\/clubs\/\d+$/);
    await admin.page.getByRole("heading", { name: clubName }).waitFor();
    const clubId = Number(admin.page.url().split("/").pop());

    await admin.page.getByRole("button", { name: "Gebruiker toevoegen" }).click();
    const userDialog = admin.page.getByRole("dialog");
    await userDialog.getByLabel("Gebruikersnaam").fill(email);
    await userDialog.getByLabel("Voornaam").fill("Nina");
    await userDialog.getByLabel("Achternaam").fill("van der Laan");
    await userDialog.getByText("welkomstmail").waitFor();
    await userDialog.getByRole("button", { name: "E-mail versturen" }).click();
    await admin.page.getByText(email).waitFor();
    await admin.context.close();

    const link = await lastMailLink(email);
    const member = await newPage(browser);
    await member.page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await member.page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("Actief!2026");
    await member.page.getByLabel("Herhaal nieuw wachtwoord").fill("Actief!2026");
    await member.page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await member.page.getByRole("button", { name: "Nu inloggen" }).click();
    await member.page.waitForURL("**/app/dashboard");
    await member.page.getByText(clubName).first().waitFor();
    expect(await member.page.getByText("ZV De Demo").count()).toBe(0);
    // No administrator menu for a club user.
    expect(await member.page.getByRole("link", { name: "Verenigingen" }).count()).toBe(0);

    // Another club's page and API are closed to this member.
    const demoClub = await member.page.request.get("/api/clubs");
    const visible = (await demoClub.json()) as { id: number }[];
    expect(visible.map((c) => c.id)).toEqual([clubId]);
    const otherId = clubId === 1 ? 2 : 1;
    await member.page.goto(`/app/admin/clubs/${otherId}`);
    await member.page.getByText("Geen toegang").waitFor();
    expect((await member.page.request.get(`/api/clubs/${otherId}.json`)).status()).toBe(403);
    expect((await member.page.request.get(`/api/users?club_id=${otherId}`)).status()).toBe(403);
    await member.context.close();
  });
});
