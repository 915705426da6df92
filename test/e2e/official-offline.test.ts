// DESIGN 8f: the officials' phone at a pool without Wi-Fi. In Chromium at 360 px: the page
// is installable and its service worker ready; an official joins by the QR link and takes a lane;
// the clock's state shows; the screen is kept on while the heat runs and STOP vibrates; offline, a
// STOP and a reload show the page again with the tap waiting for 'Bevestigen'; confirmed offline it
// reads '1 niet verzonden', and back online the room has the watch. A time confirmed offline shows
// after an offline reload as before it, sent and waiting, so it is not taken twice. Reloaded offline, the phone runs
// on the clock it kept and says so, and shows what it sent. A tap made before the page's first clock
// answer waits raw and reaches the room with the offset once the clock is known; an arrival order not
// yet sent is kept as well.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { formatSwimTime } from "../../src/shared/race-time";
import {
  AGAIN_ON_RESET,
  activeHeat,
  becomeJudge,
  importMeet,
  joinOnPhone,
  keptOnPhone,
  launch,
  launchPhone,
  loginAs,
  newPage,
  type MeetFacts,
} from "./browser";

const ADMIN = { email: "admin@zwemtijd.test", password: "Zwemtijd!2026" };
const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);
const MEET_NAME = "Zonder wifi aan het bad";
const OFFICIAL = { email: "offline@example.nl", external_id: "OFL1234", name: "Olga Offline" };

let browser: Browser;
let meet: MeetFacts;
let admin: Page;
let phoneContext: BrowserContext;
let phone: Page;

interface ApiHeat {
  id: string;
  start_time: number | null;
  lanes: Record<string, { watches?: { id: string; time: number; clock_accuracy?: number }[] }>;
}

interface KeptFinish {
  finish: { id: string; touched_at: number; offset: number | null } | null;
}

const control = (name: string) => admin.getByRole("group", { name: "Bediening" }).getByRole("button", { name, exact: true });
const captured = () => phone.getByTestId("captured-time");
const unsent = (count: number) => phone.getByText(`${count} niet verzonden.`, { exact: false });
const phoneCalls = (name: "wakeLocks" | "vibrations") =>
  phone.evaluate((name) => (window as unknown as Record<string, unknown[]>)[name]!.length, name);

async function untilWatch(
  heatId: string,
  id: string,
): Promise<{ heat: ApiHeat; watch: NonNullable<ApiHeat["lanes"][string]["watches"]>[number] }> {
  for (let i = 0; i < 80; i++) {
    const heats = ((await (await admin.request.get(`/api/meets/${meet.id}/heats`, AGAIN_ON_RESET)).json()) as { heats: ApiHeat[] }).heats;
    const heat = heats.find((h) => h.id === heatId)!;
    const watch = heat.lanes["4"]?.watches?.find((w) => w.id === id);
    if (watch) return { heat, watch };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the room never got watch ${id}`);
}

async function reloadPhone() {
  await phone.reload();
  await phone.getByRole("timer").waitFor({ timeout: 15_000 });
}

beforeAll(async () => {
  browser = await launch();
  meet = await importMeet(CSV, { name: MEET_NAME, external_id: "24690" });
  ({ page: admin } = await newPage(browser));
  ({ context: phoneContext, page: phone } = await launchPhone());
  // What the page asks of the phone's hardware, counted: headless Chromium has no screen to keep on.
  await phoneContext.addInitScript(() => {
    const calls = window as unknown as Record<string, unknown[]>;
    calls.wakeLocks = [];
    calls.vibrations = [];
    const request = navigator.wakeLock?.request.bind(navigator.wakeLock);
    if (navigator.wakeLock) navigator.wakeLock.request = (type) => (calls.wakeLocks!.push(type), request!(type));
    navigator.vibrate = (pattern) => (calls.vibrations!.push(pattern), true);
  });
  phone.on("dialog", (dialog) => void dialog.accept());
  await loginAs(admin, ADMIN.email, ADMIN.password);
  await admin.goto(`/app/meets/${meet.id}`);
});

afterAll(async () => {
  await phoneContext?.close();
  await browser?.close();
});

describe("the officials' page as an app", () => {
  it("is installable, with a service worker of its own scope ready", async () => {
    const joinKey = ((await (await admin.request.get(`/api/meets/${meet.id}`, AGAIN_ON_RESET)).json()) as { join_key: string }).join_key;
    await phone.goto(`/official?key=${joinKey}`);
    await phone.getByText(MEET_NAME).waitFor({ timeout: 10_000 });
    const scope = await phone.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/official");

    const cdp = await phoneContext.newCDPSession(phone);
    const { url, data } = (await cdp.send("Page.getAppManifest")) as { url: string; data: string };
    expect(new URL(url).pathname).toBe("/official.webmanifest");
    const manifest = JSON.parse(data) as {
      name: string;
      display: string;
      start_url: string;
      scope: string;
      icons: { sizes: string; src: string }[];
    };
    expect(manifest).toMatchObject({ name: "Zwemtijd official", display: "standalone", start_url: "/official", scope: "/official" });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    for (const icon of manifest.icons)
      expect((await phone.request.get(icon.src, AGAIN_ON_RESET)).headers()["content-type"]).toBe("image/png");
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  });

  it("leaves the other pages alone", async () => {
    const other = await phoneContext.newPage();
    await other.goto("/login");
    expect(await other.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await other.close();
  });
});

describe("an official at a pool without Wi-Fi", () => {
  it("joins by the QR link, takes a lane and sees the clock is synchronised", async () => {
    await joinOnPhone(phone, { email: OFFICIAL.email, number: OFFICIAL.external_id, name: OFFICIAL.name });
    await phone.getByRole("navigation", { name: "Kies je taak" }).getByRole("button", { name: "Tijdwaarnemer baan 4" }).click();
    await phone.getByText(/^Klok gelijk \(±\d+ ms\)\.$/).waitFor({ timeout: 10_000 });
    expect(await phoneCalls("wakeLocks")).toBe(0);
    await phone.screenshot({ path: ".tmp/official-offline-synced.png", fullPage: true });
  });

  it("keeps the screen on while the heat runs", async () => {
    await control("Start").click();
    await phone.getByText("Race bezig").waitFor({ timeout: 5_000 });
    await expect.poll(() => phoneCalls("wakeLocks")).toBeGreaterThan(0);
  });

  it("offline, keeps a STOP through a reload, says it is not sent once confirmed, and the room has it back online", async () => {
    await phoneContext.setOffline(true);
    await phone.getByRole("button", { name: "STOP" }).click();
    const time = (await captured().textContent())!;
    expect(await phoneCalls("vibrations")).toBe(1);
    const { finish } = (await keptOnPhone<KeptFinish>(phone, "zwemtijd.official.taps."))!;

    await reloadPhone();
    expect(await captured().textContent()).toBe(time);
    await phone.getByRole("button", { name: "Bevestigen" }).click();
    await unsent(1).waitFor({ timeout: 5_000 });
    await phone.screenshot({ path: ".tmp/official-offline-unsent.png", fullPage: true });

    await phoneContext.setOffline(false);
    await untilWatch("1-1", finish!.id);
    await unsent(1).waitFor({ state: "detached", timeout: 10_000 });
    expect((await keptOnPhone(phone, "zwemtijd.official.queue.")) ?? []).toEqual([]);
  });

  it("offline, shows a time confirmed before a reload as sent and waiting, and the room gets that one", async () => {
    await phoneContext.setOffline(true);
    await phone.getByRole("button", { name: "STOP" }).click();
    const time = (await captured().textContent())!;
    await phone.getByRole("button", { name: "Bevestigen" }).click();
    const sent = phone.getByText(`Doorgegeven: ${time}`, { exact: true });
    await sent.waitFor();
    await unsent(1).waitFor({ timeout: 5_000 });
    const [queued] = (await keptOnPhone<{ id: string }[]>(phone, "zwemtijd.official.queue."))!;
    await phone.screenshot({ path: ".tmp/official-offline-confirmed.png", fullPage: true });

    await reloadPhone();
    await sent.waitFor({ timeout: 5_000 });
    await phone.getByRole("status").getByText("Wacht op verbinding (1)").waitFor();
    await unsent(1).waitFor();
    // As before the reload: the split walls are behind the swimmer once the finish was sent.
    expect(await phone.getByRole("button", { name: /^Tussentijd/ }).count()).toBe(0);
    await phone.screenshot({ path: ".tmp/official-offline-confirmed-reloaded.png", fullPage: true });

    await phoneContext.setOffline(false);
    await untilWatch("1-1", queued!.id);
    await phone.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });
    expect(await sent.count()).toBe(1);
    expect((await keptOnPhone(phone, "zwemtijd.official.queue.")) ?? []).toEqual([]);
  });

  it("offline after a reload, runs on the last known clock and shows what was sent (issue 41)", async () => {
    await control("Stop").click();
    await control("Volgende").and(admin.locator(":enabled")).click();
    await control("Start").click();
    await phone.getByRole("heading", { name: "Programma 1, serie 2", level: 2 }).waitFor({ timeout: 5_000 });
    await phone.getByText("Race bezig").waitFor({ timeout: 5_000 });
    const history = phone.getByRole("region", { name: "Wat je hebt doorgegeven" });
    const sent = (await history.getByRole("region", { name: "Programma 1, serie 1" }).textContent())!;

    await phoneContext.setOffline(true);
    await reloadPhone();
    // Read once offline: no clock answer keeps a newer one now.
    const kept = (await keptOnPhone<{ at: number }>(phone, "zwemtijd.official.clock."))!;
    // Not 'Klok nog niet gelijk': the phone says it runs on the clock it kept, and since when.
    const at = new Date(kept.at).toLocaleTimeString("nl-NL", { hour: "2-digit", minute: "2-digit" });
    await phone.getByText(`Klok op de laatst bekende stand, van ${at} (±`, { exact: false }).waitFor();
    expect(await phone.getByText("Klok nog niet gelijk.", { exact: false }).count()).toBe(0);
    // 'Wat je hebt doorgegeven' from what the phone kept, as it was online.
    expect(await history.getByRole("region", { name: "Programma 1, serie 1" }).textContent()).toBe(sent);
    await phone.screenshot({ path: ".tmp/official-offline-reloaded.png", fullPage: true });
  });

  it("keeps a tap made before this page's first clock answer raw, and sends it with the offset once the clock is known", async () => {
    await phone.getByRole("button", { name: "STOP" }).click();
    await phone.getByText("Tijd vastgelegd, de klok is nog niet gelijk.", { exact: false }).waitFor();
    // Shown by the last known clock meanwhile; it goes with the offset the room gives once back.
    await captured().waitFor();
    const { finish } = (await keptOnPhone<KeptFinish>(phone, "zwemtijd.official.taps."))!;
    expect(finish!.offset).toBeNull();
    await reloadPhone();
    await phone.getByRole("button", { name: "Bevestigen" }).click();
    await unsent(1).waitFor({ timeout: 5_000 });
    await phone.screenshot({ path: ".tmp/official-offline-raw.png", fullPage: true });

    await phoneContext.setOffline(false);
    const { heat, watch } = await untilWatch("1-2", finish!.id);
    // Phone and room share this machine's clock: the offset the touch took is small (workerd's clock
    // moves only between requests), and it came with the clock's real accuracy, not the
    // "unsynchronised" minute a raw tap used to be sent with (marked only when over 50 ms).
    expect(Math.abs(watch.time - (finish!.touched_at - heat.start_time!))).toBeLessThan(250);
    expect(watch.clock_accuracy ?? 0).toBeLessThan(1_000);
    await phone.getByText(/^Klok gelijk/).waitFor();
  });

  it("keeps an arrival order not yet sent through a reload", async () => {
    const order = await becomeJudge(phone);
    await phone.getByRole("button", { name: /^Baan 4/ }).click();
    await phone.getByRole("button", { name: /^Baan 3/ }).click();
    await expect
      .poll(() => keptOnPhone<{ order: string[][] }>(phone, "zwemtijd.official.order."))
      .toMatchObject({ heat_id: "1-2", order: [["4"], ["3"]] });

    await reloadPhone();
    expect(await order.getByRole("listitem").allTextContents()).toEqual(["1. baan 4", "2. baan 3"]);
    await phone.screenshot({ path: ".tmp/official-offline-judge.png", fullPage: true });
    await phone.getByRole("button", { name: "Versturen" }).click();
    await phone.getByRole("status").getByText("Verzonden").waitFor({ timeout: 10_000 });
    expect(await keptOnPhone(phone, "zwemtijd.official.order.")).toBeNull();
  });

  it("shows a time confirmed before the start reached the phone as soon as the start does", async () => {
    // Back from the arrival order to lane 4.
    await phone.getByRole("button", { name: "Andere taak" }).click();
    const leaveJudging = phone.getByRole("alertdialog").getByRole("button", { name: "Ja, andere taak" });
    const lane4 = phone.getByRole("button", { name: "Tijdwaarnemer baan 4", exact: true });
    await leaveJudging.or(lane4).first().waitFor();
    if (await leaveJudging.isVisible()) await leaveJudging.click();
    await lane4.click();
    await control("Stop").click();
    await control("Volgende").and(admin.locator(":enabled")).click();
    const next = (await activeHeat(admin, meet.id)).id;
    const [event, number] = next.split("-");
    await phone.getByRole("heading", { name: `Programma ${event}, serie ${number}`, level: 2 }).waitFor({ timeout: 5_000 });
    // The phone loses the Wi-Fi before the gun: the start never reaches it. It says so at once, not
    // after the seconds a silent socket takes to count as lost, and offers STOP all the same.
    await phoneContext.setOffline(true);
    await phone.getByText("Verbinding verbroken", { exact: false }).waitFor({ timeout: 1_500 });
    await phone.getByRole("button", { name: "STOP" }).waitFor({ timeout: 1_500 });
    await control("Start").click();
    await phone.getByRole("button", { name: "STOP" }).click();
    await phone.getByText("Tijd vastgelegd, de start is nog niet ontvangen").waitFor();
    const { finish } = (await keptOnPhone<KeptFinish>(phone, "zwemtijd.official.taps."))!;
    await phone.getByRole("button", { name: "Bevestigen" }).click();
    await phone.getByText("Doorgegeven: —", { exact: true }).waitFor();

    await phoneContext.setOffline(false);
    const { watch } = await untilWatch(next, finish!.id);
    await phone.getByText(`Doorgegeven: ${formatSwimTime(watch.time)}`, { exact: true }).waitFor({ timeout: 10_000 });
    await phone.screenshot({ path: ".tmp/official-offline-start-missed.png", fullPage: true });
  });
});
