// A stranger never locks the venue out for good, in a real browser: someone who read a meet's number
// on the public page used up its typed codes; the venue's joins then go to the desk (DESIGN 8), the
// administrator sees the lockout on top of the meet page and lifts it, and the venue types again.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseUrl, importMeet, launch, loginAs, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const typeCode = (meet_number: string, auth_code: string, ip: string, step = "meet", official = {}) =>
  fetch(`${baseUrl()}/api/official/${step}`, {
    method: "POST",
    headers: { Origin: baseUrl(), "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify({ meet_number, auth_code, ...official }),
  });
const official = (n: number) => ({ email: `slot${n}.${Date.now()}@example.nl`, external_id: `SL1234${n}`, name: "Slot Official" });
/** Whether a join with the right code waits for the desk only (no code mailed). */
const deskOnly = async (meet: { external_id: string; auth_code: string }, n: number) =>
  ((await (await typeCode(meet.external_id, meet.auth_code, "192.0.2.60", "join", official(n))).json()) as { code_sent: boolean })
    .code_sent === false;

it("shows a meet's typed-code lockout to the administrator, who lifts it from the meet page", async () => {
  const meet = await importMeet(new URL("../fixtures/csv/heatlist-en.csv", import.meta.url), {
    name: "Geblokkeerde code",
    external_id: "24799",
  });
  const wrong = meet.auth_code === "0000" ? "1111" : "0000";
  for (let i = 0; i < 62; i++) await typeCode(meet.external_id, wrong, `203.0.113.${i % 3}`);
  expect(await deskOnly(meet, 1)).toBe(true);

  const { context, page } = await newPage(browser);
  await loginAs(page, "admin@zwemtijd.test", "Zwemtijd!2026");
  await page.goto(`/app/meets/${meet.id}`);
  const notice = page.getByText("Het typen van wedstrijdnummer en autorisatiecode is geblokkeerd", { exact: false });
  await notice.waitFor();
  await page.screenshot({ path: ".tmp/code-lockout.png" });
  await page.getByRole("button", { name: "Blokkade opheffen" }).click();
  await notice.waitFor({ state: "detached" });
  expect((await typeCode(meet.external_id, meet.auth_code, "192.0.2.60")).status).toBe(200);
  expect(await deskOnly(meet, 2)).toBe(false);
  await context.close();
});
