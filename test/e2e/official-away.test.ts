// DESIGN 8b presence on the officials' phone: a timekeeper whose phone is closed or offline still
// stands at their lane. The lane choice names them as not connected rather than "Nog vrij", and a
// second official may still take the lane after the warning, as with a connected timekeeper. Signing
// out is leaving the lane: it is free again at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { importMeet, joinAsTimekeeper, joinOnPhone, launch, newPage, type MeetFacts } from "./browser";

const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);
const PHONE = { width: 360, height: 740 };

let browser: Browser;
let meet: MeetFacts;

const tasks = (phone: Page) => phone.getByRole("navigation", { name: "Kies je taak" });
const laneTask = (phone: Page, lane: string) => tasks(phone).getByRole("button", { name: `Tijdwaarnemer baan ${lane}`, exact: true });
/** What a lane's button is described by: who times it, and the active heat's swimmer. */
async function laneStatus(phone: Page, lane: string): Promise<string> {
  const id = await laneTask(phone, lane).getAttribute("aria-describedby");
  return (await phone.locator(`[id="${id}"]`).textContent()) ?? "";
}

async function joinForChoice(phone: Page, official: { email: string; number: string; name: string }) {
  await phone.goto("/official");
  await phone.getByLabel("Wedstrijdnummer").fill(meet.external_id);
  await phone.getByLabel("Autorisatiecode").fill(meet.auth_code);
  await phone.getByRole("button", { name: "Verder" }).click();
  await joinOnPhone(phone, official);
  await tasks(phone).waitFor({ timeout: 10_000 });
}

beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(CSV, { name: "Telefoon op slot", external_id: "24699" });
});

afterAll(async () => {
  await browser?.close();
});

describe("a lane whose timekeeper is not connected", () => {
  let second: Page;

  it("is not offered as free: the choice names its timekeeper, not connected now", async () => {
    const { context: away, page: phone } = await newPage(browser, PHONE);
    await phone.goto("/official");
    await joinAsTimekeeper(phone, meet, { email: "anna@example.nl", number: "AFW0001", name: "Anna Afwezig" }, "4");
    await phone.getByText("Baan 4: Blue Marlins 1 1").waitFor({ timeout: 10_000 });
    // The phone locks: its socket ends.
    await away.close();

    ({ page: second } = await newPage(browser, PHONE));
    await joinForChoice(second, { email: "bert@example.nl", number: "AFW0002", name: "Bert Bijval" });
    await second.waitForFunction(() => document.body.textContent?.includes("(niet verbonden)"), undefined, { timeout: 10_000 });
    expect(await laneStatus(second, "4")).toBe("Anna Afwezig (niet verbonden) Zwemmer in deze serie");
    expect(await laneStatus(second, "3")).toBe("Nog vrij Zwemmer in deze serie");
    await second.screenshot({ path: "/tmp/helper-official-away.png", fullPage: true });
  });

  it("stays choosable after the warning, and then has one timekeeper here and one away", async () => {
    await laneTask(second, "4").click();
    const warning = second.getByRole("alertdialog", { name: "Baan 4 heeft al een tijdwaarnemer" });
    await warning.getByText("Er klokt al iemand op baan 4.", { exact: false }).waitFor();
    await second.screenshot({ path: "/tmp/helper-official-away-warning.png" });
    await warning.getByRole("button", { name: "Ook baan 4 klokken" }).click();
    await second.getByText("Baan 4: Blue Marlins 1 1").waitFor();

    const { page: third } = await newPage(browser, PHONE);
    await joinForChoice(third, { email: "cor@example.nl", number: "AFW0003", name: "Cor Derde" });
    await third.waitForFunction(() => document.body.textContent?.includes("1 tijdwaarnemer"), undefined, { timeout: 10_000 });
    expect(await laneStatus(third, "4")).toBe("1 tijdwaarnemer Anna Afwezig (niet verbonden) Zwemmer in deze serie");
    await third.screenshot({ path: "/tmp/helper-official-away-both.png", fullPage: true });
  });

  it("is free again once its timekeeper signs out, not kept as away", async () => {
    const { page: leaving } = await newPage(browser, PHONE);
    await leaving.goto("/official");
    await joinAsTimekeeper(leaving, meet, { email: "dirk@example.nl", number: "AFW0004", name: "Dirk Vertrek" }, "5");
    await leaving.getByText("Baan 5: ", { exact: false }).first().waitFor({ timeout: 10_000 });
    await leaving.getByRole("button", { name: "Uitloggen" }).click();
    await leaving.getByRole("button", { name: "Ja, uitloggen" }).click();
    await leaving.getByLabel("Wedstrijdnummer").waitFor();

    const { page: watcher } = await newPage(browser, PHONE);
    await joinForChoice(watcher, { email: "eva@example.nl", number: "AFW0005", name: "Eva Erna" });
    await watcher.waitForFunction(() => document.body.textContent?.includes("(niet verbonden)"), undefined, { timeout: 10_000 });
    expect(await laneStatus(watcher, "5")).toBe("Nog vrij Zwemmer in deze serie");
    expect(await laneStatus(watcher, "4")).toContain("Anna Afwezig (niet verbonden)");
  });
});
