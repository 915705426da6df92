// A changed address never hands an account to someone else, in a real browser: a team member's new
// address waits ('wacht op bevestiging') until its owner confirms it on the mailed link's page with
// their password; until then the old one signs in.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseUrl, CLUB_USER, lastMailLink, launch, loginAs, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");

async function post(path: string, body: unknown, cookie?: string) {
  return fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { Origin: baseUrl(), "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** An activated team member of the club user's club, made and activated through the API. */
async function activatedMember(email: string, password: string) {
  const login = await post("/api/session/login", { username: CLUB_USER.email, password: CLUB_USER.password });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  expect((await post("/api/users", { username: email, first_name: "Bram", last_name: "Bevestig" }, cookie)).status).toBe(201);
  await post("/api/session/activation", { username: email });
  const token = new URL(await lastMailLink(email)).pathname.split("/").pop();
  expect((await post("/api/session/reset", { reset_token: token, password })).status).toBe(200);
}

it("shows the waiting address, and the owner confirms it with their password on the mailed link's page", async () => {
  const stamp = Date.now();
  const email = `bram-${stamp}@example.nl`;
  const next = `bram-nieuw-${stamp}@example.nl`;
  const password = "Bevestig!2026";
  await activatedMember(email, password);

  const { context, page } = await newPage(browser);
  await loginAs(page, CLUB_USER.email, CLUB_USER.password);
  await page.goto("/app/settings/team");
  await page.getByRole("button", { name: `Teamlid aanpassen: ${email}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("E-mailadres").fill(next);
  await dialog.getByText("Een nieuw e-mailadres gaat pas in als het teamlid het bevestigt", { exact: false }).waitFor();
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await page.getByText(`Nieuw adres ${next} wacht op bevestiging.`).waitFor();
  // The account keeps its address until the owner confirms.
  await page.getByRole("button", { name: `Teamlid aanpassen: ${email}` }).waitFor();
  await page.screenshot({ path: ".tmp/address-change-waiting.png" });
  await context.close();

  const owner = await newPage(browser);
  await owner.page.goto(local(await lastMailLink(next, { path: "/email/confirm/" })));
  await owner.page.getByText(`Bram Bevestig, vul je wachtwoord in om voortaan in te loggen met ${next} in plaats van ${email}.`).waitFor();
  await owner.page.getByLabel("Wachtwoord", { exact: true }).fill("Helemaal!Fout1");
  await owner.page.getByRole("button", { name: "Bevestigen" }).click();
  await owner.page.getByText("Dit wachtwoord klopt niet. Vul het wachtwoord in waarmee je nu inlogt.").waitFor();
  // Not confirmed yet: the old address still signs in.
  expect((await post("/api/session/login", { username: email, password })).status).toBe(200);
  await owner.page.screenshot({ path: ".tmp/address-change-confirm.png" });
  await owner.page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await owner.page.getByRole("button", { name: "Bevestigen" }).click();
  await owner.page.getByText(`Je logt voortaan in met ${next}.`).waitFor();
  await owner.page.screenshot({ path: ".tmp/address-change-done.png" });
  await owner.page.getByRole("link", { name: "Naar inloggen" }).click();
  await owner.page.getByPlaceholder("E-mailadres").fill(next);
  await owner.page.getByPlaceholder("Wachtwoord").fill(password);
  await owner.page.getByRole("button", { name: "Inloggen" }).click();
  await owner.page.waitForURL(/\/app\//);
  await owner.context.close();
});
