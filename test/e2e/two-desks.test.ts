// DESIGN 8e, two desks never skip a heat, as people press: two referees' desks press 'Volgende' at
// the same moment. Whether the second press reaches the room before the first one's change reaches
// its desk (the room refuses it) or a moment after (its desk re-rendered but nobody could have seen
// the new heat yet), the active heat moves on by one, and the other desk is told why its press did nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { AGAIN_ON_RESET, importMeet, launch, loginAs, newPage } from "./browser";

const ADMIN = { email: "admin@zwemtijd.test", password: "Zwemtijd!2026" };
const LENEX = new URL("../fixtures/lenex/inschrijving-minioren-competitie.lxf", import.meta.url);
const CHANGED = "De actieve serie is intussen gewijzigd.";

let browser: Browser;
let meetId: number;
let desks: Page[];

const control = (desk: Page, name: string) => desk.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });

async function heats(desk: Page): Promise<{ order: string[]; active: string }> {
  const answer = (await (await desk.request.get(`/api/meets/${meetId}/heats`, AGAIN_ON_RESET)).json()) as {
    heats: { id: string }[];
    active_heat_id: string;
  };
  return { order: answer.heats.map((heat) => heat.id), active: answer.active_heat_id };
}

beforeAll(async () => {
  meetId = (await importMeet(LENEX)).id;
  browser = await launch();
  desks = [];
  for (let i = 0; i < 2; i++) {
    const { page } = await newPage(browser);
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`/app/meets/${meetId}`);
    desks.push(page);
  }
});

afterAll(async () => {
  await browser?.close();
});

describe("two desks press 'Volgende' together", () => {
  it("moves the active heat on by one each time, never two", async () => {
    for (let round = 0; round < 4; round++) {
      const before = await heats(desks[0]!);
      for (const desk of desks) await control(desk, "Volgende").and(desk.locator(":enabled")).waitFor({ timeout: 5_000 });
      // Both desks showed `before.active` for a while: each press was meant for it.
      await new Promise((resolve) => setTimeout(resolve, 800));
      // Both pressed at once (`force`: not after Playwright's wait for a re-rendered button to hold still,
      // which under load can put a press more than SEEN_MS after the new heat showed: a press meant for it).
      await Promise.all(desks.map((desk) => control(desk, "Volgende").click({ force: true })));
      await expect.poll(async () => (await heats(desks[0]!)).active).not.toBe(before.active);
      // Time for a second command, had one been applied.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = await heats(desks[0]!);
      expect(after.order.indexOf(after.active)).toBe(before.order.indexOf(before.active) + 1);
      const told = await Promise.all(desks.map((desk) => desk.getByText(CHANGED, { exact: false }).count()));
      expect(told.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    }
  });

  it("forgets the refusal once the desk that was told presses again and the heat moves on", async () => {
    const told = (await Promise.all(desks.map((desk) => desk.getByText(CHANGED, { exact: false }).count()))).findIndex((n) => n > 0);
    const desk = desks[told]!;
    const before = await heats(desk);
    await control(desk, "Volgende").click();
    await expect.poll(async () => (await heats(desk)).active).not.toBe(before.active);
    // Neither beside the buttons nor as the page's message: the press went through.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await desk.getByText(CHANGED, { exact: false }).count()).toBe(0);
  });
});
