// Clubs and their team members in a real browser: an administrator creates a club and a team
// member, the member activates through the welcome mail, sees only their own club, and cannot open
// another club.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { AGAIN_ON_RESET, CLUB_USER, lastMailLink, launch, loginAs, newPage } from "./browser";
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
    // One word for editing, as every other page has it (issue 41: 'Aanpassen' here, 'Bewerken' elsewhere).
    await admin.page.getByRole("button", { name: "Bewerken" }).waitFor();
    expect(await admin.page.getByRole("button", { name: "Aanpassen" }).count()).toBe(0);

    await admin.page.getByRole("button", { name: "Gebruiker toevoegen" }).click();
    const userDialog = admin.page.getByRole("dialog");
    await userDialog.getByLabel("E-mailadres").fill(email);
    await userDialog.getByLabel("Voornaam").fill("Nina");
    await userDialog.getByLabel("Achternaam").fill("van der Laan");
    await userDialog.getByText("welkomstmail").waitFor();
    await userDialog.getByRole("button", { name: "E-mail versturen" }).click();
    await admin.page.getByText(email).waitFor();
    // DESIGN 4: the list marks who has not activated yet, and the invitation can be sent again.
    const row = admin.page.getByRole("row").filter({ hasText: email });
    await row.getByText("Nog niet geactiveerd").waitFor();
    await row.getByRole("button", { name: `Uitnodiging opnieuw sturen: ${email}` }).click();
    await admin.page.getByText(`Uitnodiging verstuurd naar ${email}`).waitFor();
    await admin.page.screenshot({ path: ".tmp/accounts-users.png", fullPage: true });
    await admin.context.close();

    // The welcome mail leads to the activation page for this address, which mails the one-time link.
    const welcome = await lastMailLink(email, { path: "/activate" });
    const member = await newPage(browser);
    await member.page.goto(welcome.replace(/^https?:\/\/[^/]+/, ""));
    await member.page.getByText(`met het e-mailadres ${email}`).waitFor();
    await member.page.getByRole("button", { name: "Stuur mij een link" }).click();
    await member.page.getByText("Link verstuurd").waitFor();
    const link = await lastMailLink(email);
    await member.page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await member.page.getByRole("heading", { name: "Account activeren" }).waitFor();
    await member.page.getByText(`Nina van der Laan (${email})`, { exact: false }).waitFor();
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
    const demoClub = await member.page.request.get("/api/clubs", AGAIN_ON_RESET);
    const visible = (await demoClub.json()) as { id: number }[];
    expect(visible.map((c) => c.id)).toEqual([clubId]);
    const otherId = clubId === 1 ? 2 : 1;
    await member.page.goto(`/app/admin/clubs/${otherId}`);
    await member.page.getByText("Geen toegang").waitFor();
    expect((await member.page.request.get(`/api/clubs/${otherId}.json`, AGAIN_ON_RESET)).status()).toBe(403);
    expect((await member.page.request.get(`/api/users?club_id=${otherId}`, AGAIN_ON_RESET)).status()).toBe(403);
    await member.context.close();
  });
});

describe("administrator pages for a club user", () => {
  it("shows 'Geen toegang' on the club list, without its admin actions", async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, CLUB_USER.email, CLUB_USER.password);
    await page.waitForURL("**/app/dashboard");
    for (const path of ["/app/admin/clubs", "/app/admin/meets", "/app/admin/officials"]) {
      await page.goto(path);
      await page.getByText("Geen toegang").waitFor();
      expect(await page.getByRole("button", { name: "Nieuwe vereniging" }).count()).toBe(0);
      expect(await page.getByText("Laden mislukt").count()).toBe(0);
    }
    await page.getByRole("link", { name: "Naar de startpagina" }).click();
    await page.waitForURL("**/app/dashboard");
    await context.close();
  });
});

describe("the team tab", () => {
  it("marks a new team member as not activated and sends the invitation again", async () => {
    const email = `teamlid-${Date.now().toString().slice(-6)}@example.nl`;
    const { context, page } = await newPage(browser);
    await loginAs(page, CLUB_USER.email, CLUB_USER.password);
    await page.goto("/app/settings/team");
    await page.getByRole("button", { name: "Teamlid toevoegen" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("E-mailadres").fill(email);
    await dialog.getByLabel("Voornaam").fill("Tim");
    await dialog.getByLabel("Achternaam").fill("Teamlid");
    await dialog.getByRole("button", { name: "E-mail versturen" }).click();
    const row = page.getByRole("row").filter({ hasText: email });
    await row.getByText("Nog niet geactiveerd").waitFor();
    // The secretary's own, activated account has neither the mark nor the button.
    const own = page.getByRole("row").filter({ hasText: CLUB_USER.email });
    expect(await own.getByText("Nog niet geactiveerd").count()).toBe(0);
    expect(await own.getByRole("button", { name: /Uitnodiging opnieuw sturen/ }).count()).toBe(0);
    const again = row.getByRole("button", { name: `Uitnodiging opnieuw sturen: ${email}` });
    await again.click();
    await page.getByText(`Uitnodiging verstuurd naar ${email}`).waitFor();
    await page.screenshot({ path: ".tmp/accounts-team.png", fullPage: true });
    // A few times within a quarter of an hour, and the server says to wait, in Dutch.
    for (let i = 0; i < 3; i++) await again.click();
    await page.getByText("Wacht een kwartier").waitFor();
    await context.close();
  });
});
