// DESIGN 8f on the officials' phone: a STOP waiting for 'Bevestigen' is kept on the phone with its
// splits, so a reload shows it again and confirming it then sends the record of the tap itself. The
// page asks before it is left with such a tap; a tap for a heat the administrator has moved on from
// stays with its heat, and one of a heat that was reset is forgotten with a notice. A time the room
// has stays on the lane's card after a reload, the newest or its correction, until the heat is reset.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { AGAIN_ON_RESET, importMeet, joinAsTimekeeper, keptOnPhone, launch, loginAs, newPage, type MeetFacts } from "./browser";

const ADMIN = { email: "admin@zwemtijd.test", password: "Zwemtijd!2026" };
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);
const OFFICIAL = { email: "herladen@example.nl", external_id: "HRL1234", name: "Hanna Herlaad" };

let browser: Browser;
let meet: MeetFacts;
let admin: Page;
let phone: Page;
/** The dialogs the phone's page opened (a beforeunload question is accepted: the page reloads). */
const dialogs: string[] = [];

interface KeptTaps {
  heat_id: string;
  lane: string;
  splits: { distance: number; touched_at: number }[];
  finish: { id: string; touched_at: number; offset: number; accuracy: number } | null;
}

interface ApiHeat {
  id: string;
  status: number;
  lanes: Record<string, { time: number | null; watches?: { id: string; time: number; splits: Record<string, number> }[] }>;
}

const control = (name: string) => admin.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });
const captured = () => phone.getByTestId("captured-time");
const splits = () => phone.getByRole("list", { name: "Tussentijden" });
const heatHeading = (name: string) => phone.getByRole("heading", { name, level: 2 });

/** The taps the phone keeps for this official (laneTaps.ts, in IndexedDB), or null. */
const keptTaps = () => keptOnPhone<KeptTaps>(phone, "zwemtijd.official.taps.");

/** Polls the programme the administrator reads from the API until `check` holds for `heatId`. */
async function untilHeat(heatId: string, check: (heat: ApiHeat) => boolean): Promise<ApiHeat> {
  let heat: ApiHeat | undefined;
  for (let i = 0; i < 40; i++) {
    const res = await admin.request.get(`/api/meets/${meet.id}/heats`, AGAIN_ON_RESET);
    expect(res.status()).toBe(200);
    heat = ((await res.json()) as { heats: ApiHeat[] }).heats.find((h) => h.id === heatId);
    if (heat && check(heat)) return heat;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`heat ${heatId} never got there: ${JSON.stringify(heat)}`);
}

async function startHeat() {
  await control("Start").click();
  await phone.getByText("Race bezig").waitFor({ timeout: 5_000 });
}

/** Taps STOP and returns the time the phone shows for confirmation. */
async function tapStop(): Promise<string> {
  await phone.getByRole("button", { name: "STOP" }).click();
  return (await captured().textContent())!;
}

async function reloadPhone() {
  await phone.reload();
  await phone.getByRole("timer").waitFor({ timeout: 15_000 });
}

beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(CSV, { name: "Herladen aan het bad", external_id: "24684" });
  ({ page: admin } = await newPage(browser));
  ({ page: phone } = await newPage(browser, { width: 360, height: 740 }));
  phone.on("dialog", (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await loginAs(admin, ADMIN.email, ADMIN.password);
  await admin.goto(`/app/meets/${meet.id}`);
  await phone.goto("/official");
  await joinAsTimekeeper(phone, meet, { email: OFFICIAL.email, number: OFFICIAL.external_id, name: OFFICIAL.name }, "4");
  await phone.getByRole("button", { name: "Wacht op de start" }).waitFor();
});

afterAll(async () => {
  await browser?.close();
});

/** The administrator stops the active heat and resets it, confirming the reset. */
async function stopAndReset() {
  await control("Stop").click();
  await control("Reset").and(admin.locator(":enabled")).click();
  await admin
    .getByRole("dialog", { name: "Weet je zeker dat je deze serie wilt resetten?" })
    .getByRole("button", { name: "Resetten" })
    .click();
}

describe("a STOP waiting for 'Bevestigen' on the officials' phone", () => {
  it("is kept with its split through a reload, which the page asks about first", async () => {
    await startHeat();
    await phone.getByRole("button", { name: "Tussentijd 50 m" }).click();
    await phone.getByText(/^50 m: \d{1,2}\.\d{2}$/).waitFor();
    const time = await tapStop();
    const split = await splits().textContent();
    const kept = await keptTaps();
    expect(kept).toMatchObject({ heat_id: "1-1", lane: "4", splits: [{ distance: 50 }] });
    expect(kept!.finish).not.toBeNull();

    await reloadPhone();
    expect(dialogs).toEqual(["beforeunload"]);
    await captured().waitFor();
    expect(await captured().textContent()).toBe(time);
    expect(await splits().textContent()).toBe(split);
    await phone.getByRole("button", { name: "Bevestigen" }).waitFor();
    expect(await keptTaps()).toEqual(kept);
    await phone.screenshot({ path: ".tmp/official-reload-waiting.png", fullPage: true });
  });

  it("sends, once confirmed after the reload, the record of the tap itself", async () => {
    const kept = (await keptTaps())!;
    await phone.getByRole("button", { name: "Bevestigen" }).click();
    await phone.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });
    expect((await keptTaps())?.finish ?? null).toBeNull();
    const heat = await untilHeat("1-1", (h) => (h.lanes["4"]?.watches ?? []).length > 0);
    const [watch] = heat.lanes["4"]!.watches!;
    // The watch carries the id the tap was given at STOP: the record is the one taken before the reload.
    expect(watch!.id).toBe(kept.finish!.id);
    expect(Object.keys(watch!.splits)).toEqual(["50"]);
    // Nothing waits any more: a reload is not asked about.
    await reloadPhone();
    expect(dialogs).toEqual(["beforeunload"]);
  });

  it("forgets a finish that is cleared", async () => {
    await tapStop();
    expect((await keptTaps())?.finish).not.toBeNull();
    await phone.getByRole("button", { name: "Wissen" }).click();
    expect((await keptTaps())?.finish ?? null).toBeNull();
    await reloadPhone();
    await phone.getByRole("button", { name: "STOP" }).waitFor();
    expect(await captured().count()).toBe(0);
  });

  it("keeps a tap for a heat the administrator moved on from with that heat, through a reload", async () => {
    const time = await tapStop();
    await control("Stop").click();
    await control("Volgende").and(admin.locator(":enabled")).click();
    await phone.getByText("Programma 1, serie 2 is al actief.", { exact: false }).waitFor({ timeout: 5_000 });

    await reloadPhone();
    await phone.getByText("Programma 1, serie 2 is al actief.", { exact: false }).waitFor({ timeout: 10_000 });
    await heatHeading("Programma 1, serie 1").waitFor();
    expect(await captured().textContent()).toBe(time);
    await phone.screenshot({ path: ".tmp/official-reload-moved-on.png", fullPage: true });

    const { finish } = (await keptTaps())!;
    await phone.getByRole("button", { name: "Bevestigen" }).click();
    await heatHeading("Programma 1, serie 2").waitFor({ timeout: 5_000 });
    await untilHeat("1-1", (h) => h.lanes["4"]!.watches!.some((w) => w.id === finish!.id));
  });

  it("forgets, with a notice, a tap of a heat that was reset", async () => {
    await startHeat();
    const time = await tapStop();
    await stopAndReset();

    await phone
      .getByText(`Je gestopte tijd van de vorige start (${time}) is niet doorgegeven en gewist.`, { exact: false })
      .waitFor({ timeout: 5_000 });
    expect(await captured().count()).toBe(0);
    expect(await keptTaps()).toBeNull();
    await phone.screenshot({ path: ".tmp/official-reload-reset.png", fullPage: true });
    await phone.getByRole("button", { name: "Wacht op de start" }).waitFor();
  });
});

describe("a time the room has, after a reload", () => {
  /** The lane's card of a time sent, its words exactly, with the status of the record. */
  const sentCard = (text: string) => phone.getByText(text, { exact: true });
  const sentStatus = (text: string) => sentCard(text).locator("..").getByRole("status");

  async function stopAndConfirm(): Promise<string> {
    const time = await tapStop();
    await phone.getByRole("button", { name: "Bevestigen" }).click();
    await sentStatus(`Doorgegeven: ${time}`).getByText("Verzonden").waitFor({ timeout: 10_000 });
    return time;
  }

  it("stays on the lane's card as sent, so the official does not tap again", async () => {
    await startHeat();
    const time = await stopAndConfirm();
    await untilHeat("1-2", (h) => (h.lanes["4"]?.watches ?? []).length === 1);
    await reloadPhone();
    await sentStatus(`Doorgegeven: ${time}`).getByText("Verzonden").waitFor({ timeout: 10_000 });
    // Past the finish no split is left to take.
    expect(await phone.getByRole("button", { name: /^Tussentijd/ }).count()).toBe(0);
    expect(await phone.getByRole("main").count()).toBe(1);
    await phone.screenshot({ path: ".tmp/official-reload-sent.png", fullPage: true });
  });

  it("shows the newest of the official's times, and a correction as the time that stands", async () => {
    const second = await stopAndConfirm();
    await reloadPhone();
    await sentCard(`Doorgegeven: ${second}`).waitFor({ timeout: 10_000 });

    const heat = phone.getByRole("region", { name: "Wat je hebt doorgegeven" }).getByRole("region", { name: "Programma 1, serie 2" });
    await heat.getByRole("button", { name: "Programma 1, serie 2, baan 4 verbeteren" }).click();
    await heat.getByLabel("Tijd").fill("1.11");
    await heat.getByRole("button", { name: "Opslaan" }).click();
    await sentCard(`Doorgegeven: ${second}, verbeterd naar 1.11`).waitFor({ timeout: 10_000 });
    // The card was rebuilt from the room's record: it knows the time that stands, not the first.
    await reloadPhone();
    await sentStatus("Doorgegeven: 1.11").getByText("Verzonden").waitFor({ timeout: 10_000 });
    await phone.screenshot({ path: ".tmp/official-reload-corrected.png", fullPage: true });
  });

  it("is gone once the heat is reset: a time of the voided run is not shown", async () => {
    await stopAndReset();
    await phone.getByRole("button", { name: "Wacht op de start" }).waitFor({ timeout: 5_000 });
    await reloadPhone();
    await phone.getByRole("button", { name: "Wacht op de start" }).waitFor();
    expect(await phone.getByText(/^Doorgegeven:/).count()).toBe(0);
  });
});
