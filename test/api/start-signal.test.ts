// DESIGN 6b over the API and real sockets: the venue's learned start signal is kept per meet in the
// room, for administrators only (their desks get it, officials, the club and the public never do),
// bad or oversized signals change nothing; arming ('Gereed voor start') is a room state with the
// usual checks, an automatic start needs it, and 'Start ongedaan maken' undoes only an automatic start.
import { abortAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, seedAdmin, seedClub, seedClubUser, uniqueEmail, type Caller } from "./helpers";
import { roomProbe, upload } from "./meets-helpers";
import { cid, closeAll, connect, welcome, type LiveClient } from "./live-helpers";
import type { MeetRoom } from "../../src/durable/room/server";
import * as roomSchema from "../../src/durable/schema";
import { START_SIGNAL_ALTERNATIVES, type StartSignal } from "../../src/shared/start-signal";
import type { OfficialJoin } from "../../src/shared/official";

const CSV = [
  "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;VERENIGING;KLASSE",
  "1;1;4;50;FREE;F;Visser;Bo;ZV Signaal;",
  "1;2;4;50;FREE;F;Mulder;Dana;ZV Signaal;",
].join("\n");

/** A signal as learnStartSignal makes one: 140 ms of 16-bit PCM at 16 kHz, base64. */
function signal(threshold = 0.42): StartSignal {
  const pcm = new Uint8Array(2 * 2_240);
  for (let i = 0; i < 2_240; i++) pcm[2 * i + 1] = Math.round(64 * Math.sin(i / 3)) & 0xff;
  return { sample_rate: 16_000, lead: 320, template: btoa(String.fromCharCode(...pcm)), threshold };
}

let admin: Caller;
let own: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string };
let official: OfficialJoin;

const { heat, log, stub, timings } = roomProbe(
  () => meet,
  () => admin,
);
const put = (body: unknown, as: Caller | null = admin) => call("PUT", `/api/meets/${meet.id}/start_signal`, { as: as ?? undefined, body });
/** The administrator's name as the room logs it. */
let adminName: string;
const stored = () =>
  runInDurableObject(stub(), (room: MeetRoom) =>
    room.db
      .select()
      .from(roomSchema.meta)
      .all()
      .filter((row) => row.key.startsWith("start_")),
  );

/** An admin desk as it opens: the room's start signal state comes with the rest of its state. */
async function desk(): Promise<{ client: LiveClient; learned_at: number | null; armed: string | null }> {
  const client = await connect(meet.signed_id, admin);
  const state = (await welcome(client)).startSignal!;
  return { client, learned_at: state.learned?.learned_at ?? null, armed: state.armed?.heat_id ?? null };
}

async function send(from: LiveClient, message: object): Promise<void> {
  const id = cid();
  from.send({ ...message, id });
  await from.take("ack", (m) => m.id === id);
}

async function refused(from: LiveClient, message: object): Promise<{ code: string; message: string }> {
  const id = cid();
  from.send({ ...message, id });
  const error = await from.take("error", (m) => m.id === id);
  return { code: error.code, message: error.message };
}

beforeAll(async () => {
  admin = await seedAdmin();
  own = await seedClubUser(await seedClub("ZV Signaal"));
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV, name: "signaal.csv" },
      { name: "Signaal", external_id: "73611", planned_date: "2099-07-01" },
    ),
    201,
  );
  const join = {
    meet_number: meet.external_id,
    auth_code: meet.auth_code,
    email: uniqueEmail("ss"),
    external_id: "TK00061",
    name: "Tim Tijd",
  };
  official = await json<OfficialJoin>(await joinOfficial(join), 200);
});

afterEach(closeAll);

describe("the learned start signal (DESIGN 6b)", () => {
  it("is kept in the room and reaches every admin desk, never the club, the officials or the public", async () => {
    const first = await desk();
    expect(first.learned_at).toBeNull();
    const club = await connect(meet.signed_id, own);
    const phone = await connect(meet.signed_id, undefined, { official: official.token });
    await welcome(club);
    await welcome(phone);

    const answer = await json<{ learned_at: number; by: string }>(await put(signal()), 200);
    adminName = answer.by;
    expect(adminName).not.toBe("");
    const { desk: arrived } = await first.client.take("start_signal");
    expect(arrived.learned).toEqual({ signal: signal(), learned_at: answer.learned_at, by: answer.by });
    // A second desk has it from the start.
    expect((await desk()).learned_at).toBe(answer.learned_at);
    for (const other of [club, phone]) expect((await other.settle()).map((m) => m.type)).not.toContain("start_signal");
    expect(club.types).not.toContain("start_signal");
    expect(phone.types).not.toContain("start_signal");

    expect((await log())[0]).toMatchObject({ action: "Startsignaal geleerd", user: adminName, kind: "control" });
    // Stored in the object's own SQLite: a restart of the room keeps it.
    expect((await stored()).map((row) => row.key)).toEqual(["start_signal"]);
    await abortAllDurableObjects();
    expect((await desk()).learned_at).toBe(answer.learned_at);
  });

  it("refuses other roles, bad and oversized signals with a clear error, and changes nothing", async () => {
    const before = (await desk()).learned_at;
    expect((await put(signal(), own)).status).toBe(403);
    expect((await put(signal(), null)).status).toBe(401);
    for (const bad of [
      { ...signal(), threshold: 2 },
      { ...signal(), template: "geen base64!" },
      { ...signal(), sample_rate: 12.5 },
      { sample_rate: 16_000, lead: 0, threshold: 0.5 },
      // At most START_SIGNAL_ALTERNATIVES other sounds of the lesson, each a sound as the detector keeps it.
      {
        ...signal(),
        alternatives: Array.from({ length: START_SIGNAL_ALTERNATIVES + 1 }, () => ({
          lead: 320,
          template: signal().template,
          threshold: 0.5,
        })),
      },
      { ...signal(), alternatives: [{ lead: 320, template: "geen base64!", threshold: 0.5 }] },
      // 'The same sound' is only ever said, never denied: anything but true is no signal the detector made.
      { ...signal(), alternatives: [{ lead: 320, template: signal().template, threshold: 0.5, same_sound: false }] },
      { ...signal(), alternatives: [{ lead: 320, template: signal().template, threshold: 0.5, spare: "ja" }] },
    ]) {
      const body = await json<{ message: string; fields: Record<string, string> }>(await put(bad), 400);
      expect(body.message).toBe("Controleer de gegevens en probeer opnieuw.");
      expect(Object.values(body.fields)).toContain("Dit is geen geleerd startsignaal. Test het startsignaal opnieuw.");
    }
    const huge = await put({ ...signal(), template: "A".repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { message: string }).message).toBe("Het verzoek is te groot.");
    expect((await desk()).learned_at).toBe(before);
    expect((await log())[0]!.action).toBe("Startsignaal geleerd");
  });

  it("'Opnieuw testen' replaces it, and the log says so", async () => {
    const before = (await desk()).learned_at!;
    const again = await json<{ learned_at: number }>(await put(signal(0.5)), 200);
    expect(again.learned_at).toBeGreaterThanOrEqual(before);
    expect((await desk()).learned_at).toBe(again.learned_at);
    expect((await log())[0]!.action).toBe("Startsignaal opnieuw geleerd (het vorige vervalt)");
  });

  it("keeps the other sounds of a lesson that could not tell them from the signal, for every admin desk", async () => {
    const other = { lead: 320, template: signal().template, threshold: 0.61 };
    // A held signal learned from where it began keeps where it rose most as the same sound.
    const same = { ...other, threshold: 0.58, same_sound: true };
    // And, as spares, sounds that rose in some band only, up to four besides the signal in all.
    const spares = [0.52, 0.53].map((threshold) => ({ ...other, threshold, spare: true }));
    await json(await put({ ...signal(0.45), alternatives: [other, same, ...spares] }), 200);
    const client = await connect(meet.signed_id, admin);
    expect((await welcome(client)).startSignal!.learned!.signal).toEqual({ ...signal(0.45), alternatives: [other, same, ...spares] });
  });
});

describe("arming and the automatic start (DESIGN 6b)", () => {
  const auto = (onset: number, confidence = 0.9) => ({
    type: "start",
    time: onset - 29,
    accuracy: 3,
    source: "horn",
    press_time: onset + 250,
    confidence,
    correction: 29,
    auto: true,
  });

  it("arms the active heat with the usual checks, for every admin desk to see, and logged", async () => {
    const { client: control } = await desk();
    const club = await connect(meet.signed_id, own);
    await welcome(club);
    expect(await refused(club, { type: "arm_start", from_heat_id: "1-1", armed: true })).toMatchObject({ code: "forbidden" });
    expect(await refused(control, { type: "arm_start", armed: true })).toMatchObject({ code: "no_view" });
    expect(await refused(control, { type: "arm_start", from_heat_id: "1-2", armed: true })).toMatchObject({ code: "stale_view" });
    await send(control, { type: "arm_start", from_heat_id: "1-1", armed: true });
    expect((await control.take("start_signal")).desk.armed).toMatchObject({ heat_id: "1-1", by: adminName });
    expect((await desk()).armed).toBe("1-1");
    expect((await log())[0]!.action).toBe("Programma 1, serie 1 gereed voor start: het geleerde startsignaal start de serie");
  });

  it("refuses an automatic start once disarmed, and of an unsure signal; an armed heat starts at the signal's onset", async () => {
    const { client: control } = await desk();
    await send(control, { type: "arm_start", from_heat_id: "1-1", armed: false });
    expect((await log())[0]!.action).toBe("Programma 1, serie 1 niet meer gereed voor start");
    const onset = Date.now() - 400;
    expect(await refused(control, auto(onset))).toMatchObject({
      code: "not_armed",
      message: "Deze serie is niet gereed voor start: alleen een knopdruk kan haar starten.",
    });
    await send(control, { type: "arm_start", from_heat_id: "1-1", armed: true });
    expect(await refused(control, auto(onset, 0.2))).toMatchObject({ code: "auto_unsure" });
    expect(await heat("1-1")).toMatchObject({ status: 0, start_time: null });

    await send(control, auto(onset));
    expect(await heat("1-1")).toMatchObject({ status: 1, start_time: onset - 29 });
    expect((await log())[0]!.action).toBe("Programma 1, serie 1 automatisch gestart op het geleerde startsignaal");
    expect((await timings("start")).at(-1)!.data).toMatchObject({ used: "horn", auto: true, press_time: onset + 250 });
    // The arming ended with the start: every desk hears it, and a second start from the signal is refused.
    await control.take("start_signal", (m) => m.desk.armed === null);
    expect((await stored()).map((row) => row.key)).toEqual(["start_signal"]);
  });

  it("'Start ongedaan maken' resets only an automatic start, with why in the log", async () => {
    const { client: control } = await desk();
    await send(control, { type: "reset", from_heat_id: "1-1", why: "auto_start" });
    expect(await heat("1-1")).toMatchObject({ status: 0, start_time: null });
    expect((await log())[0]!.action).toBe("Programma 1, serie 1 teruggezet naar gepland: automatische start ongedaan gemaakt");
    await send(control, { type: "start", time: Date.now(), accuracy: 3 });
    expect(await refused(control, { type: "reset", from_heat_id: "1-1", why: "auto_start" })).toMatchObject({ code: "not_auto" });
    // A running heat cannot be armed: only a heat that may still start.
    expect(await refused(control, { type: "arm_start", from_heat_id: "1-1", armed: true })).toMatchObject({ code: "not_planned" });
    expect(await heat("1-1")).toMatchObject({ status: 1 });
  });

  it("forgetting the signal ends an arming, and nothing can be armed without one", async () => {
    const { client: control } = await desk();
    await send(control, { type: "stop", time: Date.now(), accuracy: 3 });
    await send(control, { type: "next", from_heat_id: "1-1" });
    await send(control, { type: "arm_start", from_heat_id: "1-2", armed: true });
    expect((await call("DELETE", `/api/meets/${meet.id}/start_signal`, { as: own })).status).toBe(403);
    expect((await call("DELETE", `/api/meets/${meet.id}/start_signal`, { as: admin })).status).toBe(204);
    expect((await control.take("start_signal", (m) => m.desk.learned === null)).desk.armed).toBeNull();
    expect(await stored()).toEqual([]);
    expect((await log())[0]!.action).toBe("Geleerd startsignaal vergeten");
    expect(await refused(control, { type: "arm_start", from_heat_id: "1-2", armed: true })).toMatchObject({ code: "no_start_signal" });
    expect((await call("DELETE", `/api/meets/${meet.id}/start_signal`, { as: admin })).status).toBe(404);
  });

  it("takes 'Start ongedaan maken' only while the panel offers it: later the race runs on", async () => {
    const { client: control } = await desk();
    await json(await put(signal()), 200);
    await send(control, { type: "arm_start", from_heat_id: "1-2", armed: true });
    await send(control, auto(Date.now() - 400));
    // The automatic start as the room stored it, moved back to 16 s ago.
    await runInDurableObject(stub(), (room: MeetRoom) => {
      const start = room.db
        .select()
        .from(roomSchema.timings)
        .all()
        .filter((row) => row.heat_id === "1-2" && row.kind === "start")
        .at(-1)!;
      const data = start.data as { server_time: number };
      room.db
        .update(roomSchema.timings)
        .set({ data: { ...data, server_time: data.server_time - 16_000 } })
        .where(eq(roomSchema.timings.id, start.id))
        .run();
    });
    expect(await refused(control, { type: "reset", from_heat_id: "1-2", why: "auto_start" })).toMatchObject({ code: "not_auto" });
    expect(await heat("1-2")).toMatchObject({ status: 1 });
  });
});
