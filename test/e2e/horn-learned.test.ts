// The venue's own start signal (DESIGN 6b) in a real browser: Chromium hears a synthesised WAV as its
// microphone, a 1 kHz beep of 300 ms in soft noise every 5 s from 2 s after the microphone opens. The
// administrator tests the start signal (the dialog records while a beep sounds), tests it again, arms
// the active heat ('Gereed voor start'), and the next beep starts the heat by itself at its onset;
// 'Start ongedaan maken' then resets it, and the log says each step. Lane 4 of the heat has a deaf
// swimmer (code H): the panel warns of it while armed, and the log of the start names the lane.
import { mkdirSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import {
  AGAIN_ON_RESET,
  activeHeat,
  baseUrl,
  expectAccessible,
  importMeet,
  launch,
  loginAs,
  newPage,
  watch,
  type MeetFacts,
} from "./browser";
import { beepInNoise, wavFile } from "./wav";

const ADMIN = { email: "admin@zwemtijd.test", password: "Zwemtijd!2026" };
const CSV = new URL("../fixtures/csv/heatlist-codes.csv", import.meta.url);
const DIR = new URL(`../../.tmp/horn-learned-e2e${process.env.SERVE_NAME ? `-${process.env.SERVE_NAME}` : ""}/`, import.meta.url);
const FS = 48_000;
const FIRST_BEEP_MS = 2_000;
const BEEP_EVERY_MS = 5_000;
/** 10 m at 343 m/s, the default distance. */
const CORRECTION_MS = 29;

/** Soft noise with the same beep every 5 s: a starter sounding the venue's signal, again and again. */
function beepsInNoise(seconds: number): Float32Array {
  const samples = beepInNoise({ seconds, beepAt: FIRST_BEEP_MS / 1000, sampleRate: FS });
  for (let at = FIRST_BEEP_MS + BEEP_EVERY_MS; at < seconds * 1000 - 500; at += BEEP_EVERY_MS) {
    const start = Math.round((at / 1000) * FS);
    // The same beep as beepInNoise's first: 1 kHz, 300 ms, amplitude 0.25.
    for (let i = 0; i < 0.3 * FS; i++) samples[start + i]! += 0.25 * Math.sin((2 * Math.PI * 1_000 * i) / FS);
  }
  return samples;
}

let browser: Browser;
let meet: MeetFacts;
let admin: Page;
let problems: string[];
/** The test's clock at the switch's click and when the panel first listened: the file began between them. */
let switchedOn = 0;
let listening = 0;

const panel = () => admin.getByRole("group", { name: "Bediening" });
const control = (name: string) => panel().getByRole("button", { name, exact: true });
const status = (text: string | RegExp) => admin.getByRole("status").filter({ hasText: text });
const dialog = () => admin.getByRole("dialog", { name: "Startsignaal testen" });
/** The n-th beep (0 first) in the test's clock, at the latest it can have sounded. */
const beepAt = (n: number) => listening + FIRST_BEEP_MS + n * BEEP_EVERY_MS;
/** The active heat's card with the control panel, as the administrator sees it. */
const shoot = (name: string) => admin.getByRole("region", { name: "Actieve serie" }).screenshot({ path: new URL(name, DIR).pathname });
const waitUntil = (time: number) => admin.waitForTimeout(Math.max(0, time - Date.now()));

async function log(): Promise<{ action: string; user?: string }[]> {
  return (await admin.request.get(`/api/meets/${meet.id}/events`, AGAIN_ON_RESET)).json() as Promise<{ action: string; user?: string }[]>;
}

/** Opens 'Startsignaal testen' and starts the recording at `at` (test clock); waits until the dialog closed. */
async function testSignal(button: string, at: number, screenshot?: string): Promise<void> {
  await admin.getByRole("button", { name: button, exact: true }).click();
  await dialog().getByText("Laat de starter het startsignaal één keer geven terwijl de opname loopt.", { exact: false }).waitFor();
  await waitUntil(at);
  await dialog().getByRole("button", { name: "Opname starten" }).click();
  await dialog().getByText("Opname loopt: laat de starter nu het startsignaal één keer geven.").waitFor();
  if (screenshot) await dialog().screenshot({ path: new URL(screenshot, DIR).pathname });
  await dialog().waitFor({ state: "detached", timeout: 15_000 });
}

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  const microphone = new URL("start-signals.wav", DIR).pathname;
  writeFileSync(microphone, wavFile(beepsInNoise(60), FS));
  meet = await importMeet(CSV, { name: "Startsignaal geleerd", external_id: "46927" });
  browser = await launch({ microphone });
  ({ page: admin } = await newPage(browser));
  problems = watch(admin);
  await loginAs(admin, ADMIN.email, ADMIN.password);
  await admin.goto(`/app/meets/${meet.id}`);
  await control("Start").and(admin.locator(":enabled")).waitFor();
  switchedOn = Date.now();
  await admin.getByRole("switch", { name: "Start op het startsignaal" }).check();
  await status("Luistert naar het startsignaal.").waitFor({ timeout: 20_000 });
  listening = Date.now();
});

afterAll(async () => {
  await browser?.close();
});

describe("the venue's start signal, learned and hands-free (DESIGN 6b)", () => {
  it("'Startsignaal testen' records while the starter sounds it once, and the room keeps what was learned", async () => {
    await admin.getByText(/^Nog geen startsignaal geleerd\./).waitFor();
    expect(await admin.getByRole("button", { name: "Gereed voor start" }).count()).toBe(0);
    // The recording's 5 s hold the second beep, with 3.5 s of the hall before it.
    await testSignal("Startsignaal testen", beepAt(1) - 3_500, "recording.png");
    await admin.getByText(/^Startsignaal geleerd op .+ door .+\. De start zoekt alleen nog naar dit signaal\.$/).waitFor();
    expect((await log())[0]!.action).toBe("Startsignaal geleerd");
    await shoot("learned.png");
  });

  it("'Opnieuw testen' learns it again and replaces it", async () => {
    await testSignal("Opnieuw testen", beepAt(2) - 3_000);
    await admin.getByText(/^Startsignaal geleerd op /).waitFor();
    await expect.poll(async () => (await log())[0]!.action).toBe("Startsignaal opnieuw geleerd (het vorige vervalt)");
  });

  it("armed, the next signal starts the heat at its onset without a press; 'Start ongedaan maken' resets it", async () => {
    const arm = admin.getByRole("button", { name: "Gereed voor start" });
    // Armed just after a beep, so the next one is plainly after the arming: armed a moment before a
    // beep, the desk rightly starts on it while the test's own reading of the arming comes after it.
    await waitUntil(beepAt(Math.ceil((Date.now() - beepAt(0)) / BEEP_EVERY_MS)) + 300);
    await arm.click();
    await status(/^Gereed voor start: het startsignaal start Programma 1, serie 1 automatisch\. Dit scherm luistert\.$/).waitFor();
    const armedAt = Date.now();
    expect(await admin.getByTestId("start-codes").locator("li").allTextContents()).toContain("Baan 4: startsignaal met licht");
    expect((await log())[0]!.action).toBe("Programma 1, serie 1 gereed voor start: het geleerde startsignaal start de serie");
    await shoot("armed.png");
    // The first beep after the arming starts the heat; nothing before it did.
    const next = [3, 4, 5, 6].find((n) => beepAt(n) - 600 > armedAt)!;
    await status("Automatisch gestart op het startsignaal.").waitFor({ timeout: beepAt(next) + 3_000 - Date.now() });
    const heat = await activeHeat(admin, meet.id);
    expect(heat.status).toBe(1);
    const beep = heat.start_time! + CORRECTION_MS;
    expect(beep).toBeGreaterThanOrEqual(switchedOn + FIRST_BEEP_MS + next * BEEP_EVERY_MS - 50);
    expect(beep).toBeLessThanOrEqual(beepAt(next) + 50);
    expect((await log())[0]!.action).toBe(
      "Programma 1, serie 1 automatisch gestart op het geleerde startsignaal; let op, code H (startsignaal met licht): baan 4",
    );
    await shoot("auto-started.png");

    await admin.getByRole("button", { name: "Start ongedaan maken" }).click();
    await expect.poll(async () => (await activeHeat(admin, meet.id)).status).toBe(0);
    expect((await activeHeat(admin, meet.id)).start_time).toBeNull();
    expect((await log())[0]!.action).toBe("Programma 1, serie 1 teruggezet naar gepland: automatische start ongedaan gemaakt");
    // The arming ended with the start: the next beep starts nothing.
    await waitUntil(beepAt(next + 1) + 1_000);
    expect((await activeHeat(admin, meet.id)).status).toBe(0);
    await expectAccessible(admin, "the control panel with a learned start signal");
    expect(problems).toEqual([]);
  });

  it("another desk sees the arming; the desk that armed it still listens after a reload; its microphone off ends it", async () => {
    const { page: other } = await newPage(browser);
    await loginAs(other, ADMIN.email, ADMIN.password);
    await other.goto(`/app/meets/${meet.id}`);
    await other.getByRole("button", { name: "Start", exact: true }).waitFor();
    // Armed just after a beep, so the next one is seconds away while the other desk looks.
    const next = Math.ceil((Date.now() - beepAt(0)) / BEEP_EVERY_MS) + 1;
    await waitUntil(beepAt(next - 1) + 300);
    await admin.getByRole("button", { name: "Gereed voor start" }).click();
    const here = /^Gereed voor start: het startsignaal start Programma 1, serie 1 automatisch\. Dit scherm luistert\.$/;
    await status(here).waitFor();
    await other.getByText(/^Gereed voor start \(door .+, op een ander scherm\): dat scherm luistert/).waitFor({ timeout: 3_000 });
    await other.close();

    // A reload of the arming desk: the arming is still its own, and a later beep starts the heat.
    await admin.reload();
    await status(here).waitFor({ timeout: 20_000 });
    // The browser may let the microphone work again only after a click ('Klik ergens op deze pagina…').
    await status(here).click();
    await expect.poll(async () => (await activeHeat(admin, meet.id)).status, { timeout: 20_000 }).toBe(1);
    expect((await log())[0]!.action).toMatch(/^Programma 1, serie 1 automatisch gestart op het geleerde startsignaal/);
    await admin.getByRole("button", { name: "Start ongedaan maken" }).click();
    await expect.poll(async () => (await activeHeat(admin, meet.id)).status).toBe(0);

    // Switching the microphone off ends this desk's arming: nothing would hear the signal.
    await admin.getByRole("button", { name: "Gereed voor start" }).click();
    await status(here).waitFor();
    await admin.getByRole("switch", { name: "Start op het startsignaal" }).uncheck();
    await expect.poll(async () => (await log())[0]!.action).toBe("Programma 1, serie 1 niet meer gereed voor start");
    expect(await admin.getByRole("button", { name: "Gereed voor start" }).count()).toBe(0);
  });

  it("says so when a lesson kept other sounds as loud as the signal, the starts to show which it was", async () => {
    await admin.getByRole("switch", { name: "Start op het startsignaal" }).check();
    await status("Luistert naar het startsignaal.").waitFor({ timeout: 20_000 });
    const pcm = btoa(
      String.fromCharCode(...new Uint8Array(2 * 2_240).map((_, i) => (i % 2 ? Math.round(64 * Math.sin(i / 6)) & 0xff : 0))),
    );
    const sound = { lead: 320, template: pcm, threshold: 0.5 };
    const put = await admin.request.put(`/api/meets/${meet.id}/start_signal`, {
      headers: { Origin: baseUrl(), "Content-Type": "application/json" },
      data: { sample_rate: 16_000, ...sound, alternatives: [{ ...sound, threshold: 0.6 }] },
    });
    expect(put.status()).toBe(200);
    await admin
      .getByText(
        /De start zoekt alleen nog naar dit signaal\. Er klonken meer geluiden even hard; de starten wijzen uit welk het signaal is\./,
      )
      .waitFor({ timeout: 5_000 });
    await shoot("learned-alternatives.png");
    // A held signal learned from where it began, kept also where it rose most: one sound, no warning.
    const again = await admin.request.put(`/api/meets/${meet.id}/start_signal`, {
      headers: { Origin: baseUrl(), "Content-Type": "application/json" },
      data: { sample_rate: 16_000, ...sound, alternatives: [{ ...sound, threshold: 0.6, same_sound: true }] },
    });
    expect(again.status()).toBe(200);
    await admin.getByText(/De start zoekt alleen nog naar dit signaal\.$/).waitFor({ timeout: 5_000 });
    expect(await admin.getByText(/Er klonken meer geluiden even hard/).count()).toBe(0);
  });
});
