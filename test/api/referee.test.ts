// The referee's desk over real sockets (DESIGN 6 and 8b): starts and stops from the press, lanes
// settled by the referee beside the officials' watches, late touches, restarts and both exports.
import { abortAllDurableObjects } from "cloudflare:test";
import { unzipSync } from "fflate";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, seedAdmin, seedClub, seedClubUser, uniqueEmail, type Caller } from "./helpers";
import { roomProbe, upload } from "./meets-helpers";
import { cid, closeAll, connect, pressNow, welcome, type LiveClient } from "./live-helpers";
import { readLenex } from "../../src/worker/formats/lenex-read";
import type { Heat } from "../../src/shared/programme";
import type { OfficialJoin } from "../../src/shared/official";

// Heat 1-1 has swimmers in lanes 3, 4 and 5; heat 1-2 in lane 4 only.
const CSV = [
  "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;VERENIGING",
  "1;1;3;50;FREE;F;Bakker;Anne;ZV Scheids",
  "1;1;4;50;FREE;F;Visser;Bo;ZV Scheids",
  "1;1;5;50;FREE;F;Smit;Cato;ZV Scheids",
  "1;2;4;50;FREE;F;Mulder;Dana;ZV Scheids",
].join("\n");

let admin: Caller;
let own: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string };
let control: LiveClient;
let viewer: LiveClient;
let timer1: LiveClient;
let timer2: LiveClient;
let officials: OfficialJoin[];

const {
  programme: programmeNow,
  heat: heatNow,
  log: logNow,
  timings: entries,
} = roomProbe(
  () => meet,
  () => admin,
);

async function openAll() {
  control = await connect(meet.signed_id, admin);
  viewer = await connect(meet.signed_id, own);
  timer1 = await connect(meet.signed_id, undefined, { official: officials[0]!.token });
  timer2 = await connect(meet.signed_id, undefined, { official: officials[1]!.token });
  for (const client of [control, viewer, timer1, timer2]) await welcome(client);
  await control.take("events");
}

/** An administrator's message, answered by its ack: the heat it changed, or null. */
async function admin_(message: object): Promise<Heat | null> {
  const id = cid();
  control.send({ ...message, id });
  await control.take("ack", (m) => m.id === id);
  const frames = await control.settle();
  for (const client of [viewer, timer1, timer2]) await client.settle();
  return frames.flatMap((m) => (m.type === "heat" ? [m.heat] : [])).at(-1) ?? null;
}

async function refusedAdmin(message: object, code: string) {
  const id = cid();
  control.send({ ...message, id });
  const error = await control.take("error", (m) => m.id === id);
  expect(error.code).toBe(code);
  expect(error.message).toMatch(/^[A-Z].+\.$/);
  return error.message;
}

/** A timekeeper's touch `ms` after the heat's start, on a phone whose clock agrees with the room's. */
async function touch(phone: LiveClient, heat: Heat, lane: string, ms: number): Promise<Heat> {
  const id = cid();
  phone.send({ type: "lane_time", id, heat_id: heat.id, lane, touched_at: heat.start_time! + ms, offset: 0, accuracy: 4 });
  await phone.take("ack", (m) => m.id === id);
  const frames = await control.settle();
  for (const client of [viewer, timer1, timer2]) await client.settle();
  return frames.flatMap((m) => (m.type === "heat" ? [m.heat] : [])).at(-1)!;
}

beforeAll(async () => {
  admin = await seedAdmin();
  const clubId = await seedClub("ZV Scheids");
  own = await seedClubUser(clubId);
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV, name: "series.csv" },
      { name: "Scheidsrechterstest", external_id: "61234", planned_date: "2099-06-01" },
    ),
    201,
  );
  officials = [];
  for (const [name, number] of [
    ["Jan Jansen", "TK00011"],
    ["Piet Pietersen", "TK00012"],
  ] as const) {
    officials.push(
      await json<OfficialJoin>(
        await joinOfficial({
          meet_number: meet.external_id,
          auth_code: meet.auth_code,
          email: uniqueEmail("tk"),
          external_id: number,
          name,
        }),
        200,
      ),
    );
  }
});

afterEach(closeAll);

describe("the press time (DESIGN 6)", () => {
  it("a start pressed 300 ms before it arrives starts 300 ms earlier; the log says so, and both times are kept", async () => {
    await openAll();
    const pressed = Date.now() - 300;
    const running = (await admin_({ type: "start", time: pressed, accuracy: 5 }))!;
    expect(running.start_time).toBe(pressed);
    const [start] = await entries("start");
    expect(start!.data).toMatchObject({ client_time: pressed, accuracy: 5, used: "press" });
    expect((start!.data as { server_time: number }).server_time - pressed).toBeGreaterThanOrEqual(300);
    expect((await logNow())[0]!.action).toBe("Programma 1, serie 1 gestart (tijdstip van de knopdruk)");
    await admin_({ type: "stop", ...pressNow() });
    await admin_({ type: "reset" });
  });

  it("an unsynchronised panel, a press from the future and one a minute old count from the room's receive time", async () => {
    await openAll();
    for (const claim of [
      { time: Date.now() - 300, accuracy: 150 },
      { time: Date.now() + 5_000, accuracy: 5 },
      { time: Date.now() - 60_000, accuracy: 5 },
    ]) {
      const sent = Date.now();
      const running = (await admin_({ type: "start", ...claim }))!;
      expect(running.start_time).toBeGreaterThanOrEqual(sent);
      expect(running.start_time).toBeLessThanOrEqual(Date.now());
      expect((await logNow())[0]!.action).toBe("Programma 1, serie 1 gestart (tijd van ontvangst)");
      await admin_({ type: "stop", ...pressNow() });
      await admin_({ type: "reset" });
    }
  });
});

describe("the start from the start signal (DESIGN 6b)", () => {
  it("a start with source horn 140 ms before the press counts from the signal; the log names it, and the press is kept", async () => {
    await openAll();
    const pressed = Date.now() - 300;
    const onset = pressed - 140;
    const running = (await admin_({
      type: "start",
      source: "horn",
      time: onset,
      press_time: pressed,
      confidence: 0.9,
      correction: 29,
      accuracy: 5,
    }))!;
    expect(running.start_time).toBe(onset);
    expect((await logNow())[0]!.action).toBe("Programma 1, serie 1 gestart op het startsignaal, 0.14 s voor de knopdruk");
    const starts = await entries("start");
    expect(starts.at(-1)!.data).toMatchObject({ client_time: onset, press_time: pressed, confidence: 0.9, correction: 29, used: "horn" });
    await admin_({ type: "stop", ...pressNow() });
    await admin_({ type: "reset" });
  });

  it("a signal claimed after the press, or two seconds before it, counts as the press", async () => {
    await openAll();
    for (const before of [-50, 2_000]) {
      const pressed = Date.now() - 300;
      const running = (await admin_({
        type: "start",
        source: "horn",
        time: pressed - before,
        press_time: pressed,
        confidence: 0.9,
        correction: 0,
        accuracy: 5,
      }))!;
      expect(running.start_time).toBe(pressed);
      expect((await logNow())[0]!.action).toBe("Programma 1, serie 1 gestart (tijdstip van de knopdruk)");
      await admin_({ type: "stop", ...pressNow() });
      await admin_({ type: "reset" });
    }
  });
});

describe("settling a heat (DESIGN 8b)", () => {
  it("two watches, a referee's correction, a DNS and a DSQ give statuses 5 and 9; a withdrawal lets the watches count again", async () => {
    await openAll();
    // Backdated by 4 s so that the touches lie before the stop.
    const running = (await admin_({ type: "start", time: Date.now() - 4_000, accuracy: 5 }))!;
    await touch(timer1, running, "3", 3_100);
    await touch(timer2, running, "3", 3_300);
    await touch(timer1, running, "4", 3_500);
    const stopped = (await admin_({ type: "stop", ...pressNow() }))!;
    expect(stopped.status).toBe(6); // lane 5 has neither a time nor a status
    expect(stopped.lanes["3"]).toMatchObject({ time: 3_200, source: "watches", confirmed: true });
    expect(stopped.lanes["3"]!.watches).toEqual([
      { id: expect.any(String), official: "Jan Jansen", time: 3_100, splits: {} },
      { id: expect.any(String), official: "Piet Pietersen", time: 3_300, splits: {} },
    ]);

    const dns = (await admin_({ type: "lane_result", heat_id: "1-1", lane: "5", time: null, status: "DNS", reason: "Niet verschenen" }))!;
    expect(dns.status).toBe(5);
    expect(dns.lanes["5"]).toMatchObject({ time: null, status: "DNS", reason: "Niet verschenen", source: "referee" });

    const corrected = (await admin_({
      type: "lane_result",
      heat_id: "1-1",
      lane: "4",
      time: 3_470,
      status: null,
      reason: "Horloge te laat gestopt",
    }))!;
    expect(corrected.lanes["4"]).toMatchObject({
      time: 3_470,
      source: "referee",
      decision: { time: 3_470, status: null, by: "Anna de Vries" },
    });
    expect(corrected.lanes["4"]!.watches).toHaveLength(1);
    expect(corrected.status).toBe(5);

    const dsq = (await admin_({
      type: "lane_result",
      heat_id: "1-1",
      lane: "3",
      time: 3_200,
      status: "DSQ",
      reason: "SW 4.4 valse start",
    }))!;
    expect(dsq.status).toBe(9);
    expect(dsq.lanes["3"]).toMatchObject({ status: "DSQ", reason: "SW 4.4 valse start", time: 3_200 });

    const log = (await logNow()).map((e) => e.action);
    expect(log.slice(0, 3)).toEqual([
      "Programma 1, serie 1, baan 3: 3.20 → DSQ 3.20 (scheidsrechter Anna de Vries): SW 4.4 valse start",
      "Programma 1, serie 1, baan 4: 3.50 → 3.47 (scheidsrechter Anna de Vries): Horloge te laat gestopt",
      "Programma 1, serie 1, baan 5: DNS vastgesteld (scheidsrechter Anna de Vries): Niet verschenen",
    ]);

    const withdrawn = (await admin_({ type: "lane_result", heat_id: "1-1", lane: "3", time: null, status: null, reason: "" }))!;
    expect(withdrawn.status).toBe(5);
    expect(withdrawn.lanes["3"]).toMatchObject({ time: 3_200, source: "watches" });
    expect(withdrawn.lanes["3"]!.decision).toBeUndefined();
    expect((await logNow())[0]!.action).toBe(
      "Programma 1, serie 1, baan 3: beslissing ingetrokken, DSQ 3.20 → 3.20 (scheidsrechter Anna de Vries)",
    );
    // Nothing is overwritten: every decision, the withdrawal too, is kept.
    expect(await entries("lane_result")).toHaveLength(4);
    expect(await entries("lane_time")).toHaveLength(3);
  });

  it("a repeated decision applies once", async () => {
    await openAll();
    const id = cid();
    const decision = { type: "lane_result", id, heat_id: "1-1", lane: "4", time: 3_460, status: null, reason: "" };
    control.send(decision);
    await control.take("ack", (m) => m.id === id);
    await control.settle();
    const log = await logNow();
    const stored = (await entries("lane_result")).length;
    control.send(decision);
    expect(await control.take("ack", (m) => m.id === id)).toEqual({ type: "ack", id });
    expect(await control.settle()).toEqual([]);
    expect(await logNow()).toEqual(log);
    expect(await entries("lane_result")).toHaveLength(stored);
  });

  it("an official's or a club user's decision is refused and changes nothing", async () => {
    await openAll();
    const before = await programmeNow();
    const log = await logNow();
    for (const client of [timer1, viewer]) {
      for (const message of [
        { type: "lane_result", heat_id: "1-1", lane: "4", time: 1_000, status: null, reason: "" },
        { type: "arrival_decision", heat_id: "1-1", order: ["4"] },
        { type: "settle", heat_id: "1-1", settled: true },
      ]) {
        const id = cid();
        client.send({ ...message, id });
        expect(await client.take("error", (m) => m.id === id)).toEqual({
          type: "error",
          id,
          code: "forbidden",
          message: "Alleen een beheerder (de scheidsrechter) beslist over de uitslag.",
        });
      }
    }
    expect(await programmeNow()).toEqual(before);
    expect(await logNow()).toEqual(log);
  });

  it("bad decisions get a clear error and change nothing", async () => {
    await openAll();
    const before = await programmeNow();
    const log = await logNow();
    const decision = { type: "lane_result", heat_id: "1-1", lane: "4", time: 3_460, status: null, reason: "" };
    expect(await refusedAdmin({ ...decision, time: 3_465 }, "bad_result")).toMatch(/honderdsten/);
    await refusedAdmin({ ...decision, time: -3_460 }, "bad_result");
    await refusedAdmin({ ...decision, time: 0 }, "bad_result");
    await refusedAdmin({ ...decision, status: "DNS" }, "bad_result");
    await refusedAdmin({ ...decision, lane: "9" }, "unknown_lane");
    await refusedAdmin({ ...decision, heat_id: "9-9" }, "unknown_heat");
    expect(await refusedAdmin({ ...decision, reason: "x".repeat(201) }, "bad_reason")).toMatch(/200/);
    expect(await refusedAdmin({ ...decision, heat_id: "1-2" }, "not_swum")).toMatch(/nog niet gezwommen/);
    await refusedAdmin({ type: "arrival_decision", heat_id: "1-1", order: ["4", "9"] }, "unknown_lane");
    await refusedAdmin({ type: "accept_record", heat_id: "1-1", record_id: "nothing-here" }, "unknown_record");
    expect(await programmeNow()).toEqual(before);
    expect(await logNow()).toEqual(log);
  });

  it("the referee decides the arrival order when the judges disagree, with a dead heat", async () => {
    await openAll();
    for (const [phone, order] of [
      [timer1, ["4", "3", "5"]],
      [timer2, ["3", "4", "5"]],
    ] as const) {
      const id = cid();
      phone.send({ type: "arrival", id, heat_id: "1-1", order, seen_start: (await heatNow()).start_time });
      await phone.take("ack", (m) => m.id === id);
    }
    expect((await heatNow()).status).toBe(8);
    const decided = (await admin_({ type: "arrival_decision", heat_id: "1-1", order: ["4", ["3", "5"]] }))!;
    // Lane 5 is DNS (above): it takes no place, so the dead heat leaves lane 3 alone at place 2.
    expect(decided.vva).toMatchObject({ result: "2,1,", decided: true });
    expect(decided.status).not.toBe(8);
    expect((await logNow())[0]!.action).toBe(
      "Programma 1, serie 1: volgorde van aankomst vastgesteld op 4, 3=5 (scheidsrechter Anna de Vries)",
    );
  });

  it("the decisions survive a restart of the room, and a resent decision still applies once", async () => {
    const before = await heatNow();
    const [stored] = await entries("lane_result");
    await abortAllDurableObjects();
    expect(await heatNow()).toEqual(before);
    expect(before.lanes["5"]).toMatchObject({ status: "DNS", source: "referee" });
    await openAll();
    const resent = stored!.data as { id: string };
    control.send({ ...resent });
    expect(await control.take("ack", (m) => m.id === resent.id)).toEqual({ type: "ack", id: resent.id });
    expect(await control.settle()).toEqual([]);
  });

  it("both exports carry it all: statuses, reasons, the times that count and every watch", async () => {
    const lxf = await call("GET", `/api/meets/${meet.id}/export`, { as: own });
    expect(lxf.status).toBe(200);
    const bytes = new Uint8Array(await lxf.arrayBuffer());
    const xml = new TextDecoder().decode(Object.values(unzipSync(bytes))[0]);
    expect(xml).not.toContain("00:00:00.00");
    const back = readLenex(bytes).heats.find((h) => h.event_number === 1 && h.heat_number === 1)!;
    const now = await heatNow();
    expect(back.lanes["5"]).toMatchObject({ status: "DNS", reason: "Niet verschenen", time: null });
    expect(back.lanes["4"]!.time).toBe(now.lanes["4"]!.time);
    expect(back.lanes["3"]!.time).toBe(3_200);
    // Heat 1-2 was never swum: no RESULT, so its lane reads back without a time or status.
    const unswum = readLenex(bytes).heats.find((h) => h.event_number === 1 && h.heat_number === 2)!;
    expect(unswum.lanes["4"]).toMatchObject({ time: null });
    expect(unswum.lanes["4"]!.status ?? null).toBeNull();

    const file = await (await call("GET", `/api/meets/${meet.id}/export_heat/1-1`, { as: own })).text();
    const [header, ...rows] = file.trim().split(/\r?\n/);
    const columns = header!.split(";");
    const row = (lane: string) =>
      Object.fromEntries(
        rows
          .find((r) => r.split(";")[0] === lane)!
          .split(";")
          .map((v, i) => [columns[i], v]),
      );
    expect(row("3")).toMatchObject({ BACKUP1: "3.10", BACKUP2: "3.30", BACKUP3: "" });
    expect(row("4")).toMatchObject({ BACKUP1: "3.50" });
  });
});

describe("late touches and a settled result (DESIGN 8b)", () => {
  it("a touch after the stop waits for the referee, who accepts it; after settling every record waits", async () => {
    await openAll();
    await admin_({ type: "next" });
    const running = (await admin_({ type: "start", time: Date.now() - 4_900, accuracy: 5 }))!;
    const stopped = (await admin_({ type: "stop", time: running.start_time! + 4_150, accuracy: 5 }))!;
    expect(stopped.end_time).toBe(running.start_time! + 4_150);

    // Late, yet not after the room received it (that would be no time at all).
    const late = await touch(timer1, stopped, "4", 4_600);
    expect(late.lanes["4"]!.time).toBeNull();
    expect(late.lanes["4"]!.watches).toEqual([{ id: expect.any(String), official: "Jan Jansen", time: 4_600, splits: {}, pending: true }]);
    expect(late.status).toBe(6);

    const accepted = (await admin_({ type: "accept_record", heat_id: "1-2", record_id: late.lanes["4"]!.watches![0]!.id }))!;
    expect(accepted.lanes["4"]).toMatchObject({ time: 4_600, source: "watches" });
    expect(accepted.status).toBe(5);
    expect((await logNow())[0]!.action).toBe(
      "Programma 1, serie 2, baan 4: tijd 4.60 van Jan Jansen geaccepteerd (scheidsrechter Anna de Vries)",
    );

    const settled = (await admin_({ type: "settle", heat_id: "1-2", settled: true }))!;
    expect(settled.settled).toBe(true);
    const after = await touch(timer2, settled, "4", 4_000);
    expect(after.lanes["4"]!.time).toBe(4_600);
    expect(after.lanes["4"]!.watches!.find((w) => w.official === "Piet Pietersen")).toMatchObject({ time: 4_000, pending: true });
  });

  it("a heat reset and swum again starts clean; the earlier race stays in the audit", async () => {
    await openAll();
    await admin_({ type: "previous" });
    const auditBefore = (await entries("lane_time")).length + (await entries("lane_result")).length;
    await admin_({ type: "reset" });
    const again = (await admin_({ type: "start", ...pressNow() }))!;
    for (const lane of ["3", "4", "5"]) {
      expect(again.lanes[lane]).toMatchObject({ time: null, confirmed: false });
      expect(again.lanes[lane]!.status ?? null).toBeNull();
      expect(again.lanes[lane]!.watches).toBeUndefined();
      expect(again.lanes[lane]!.decision).toBeUndefined();
    }
    expect(again.vva).toBeNull();
    const retimed = await touch(timer1, again, "4", 40);
    expect(retimed.lanes["4"]).toMatchObject({ time: 40, source: "watches" });
    expect(retimed.lanes["3"]!.time).toBeNull();
    expect((await entries("lane_time")).length + (await entries("lane_result")).length).toBe(auditBefore + 1);
    await admin_({ type: "stop", ...pressNow() });
  });
});

describe("presence before the start (DESIGN 8b)", () => {
  it("the panel sees which lanes have a timekeeper and whether a judge is there", async () => {
    await openAll();
    // The earlier tests' phones told the lanes of their records (live-helpers); they choose anew.
    for (const phone of [timer1, timer2]) phone.send({ type: "task", task: null });
    await control.take("presence", (m) => m.presence.away === undefined && Object.keys(m.presence.timekeepers).length === 0);
    await control.settle();
    timer1.send({ type: "task", task: { kind: "timekeeper", lane: "4" } });
    expect((await control.take("presence")).presence).toEqual({ timekeepers: { "4": 1 }, judges: 0 });
    timer2.send({ type: "task", task: { kind: "judge" } });
    expect((await control.take("presence")).presence).toEqual({ timekeepers: { "4": 1 }, judges: 1 });
    // A viewer cannot pose as an official.
    viewer.send({ type: "task", task: { kind: "judge" } });
    timer2.close();
    expect((await control.take("presence")).presence).toEqual({ timekeepers: { "4": 1 }, judges: 0 });
    const late = await connect(meet.signed_id, admin);
    expect((await welcome(late)).presence.presence).toEqual({ timekeepers: { "4": 1 }, judges: 0 });
  });

  it("names a timekeeper whose phone closed at their lane, until they choose another task", async () => {
    await openAll();
    timer1.send({ type: "task", task: { kind: "timekeeper", lane: "5" } });
    expect((await control.take("presence", (m) => m.presence.timekeepers["5"] === 1)).presence).toEqual({
      timekeepers: { "5": 1 },
      judges: 0,
    });
    timer1.close();
    const closed = await control.take("presence", (m) => m.presence.timekeepers["5"] === undefined);
    expect(closed.presence).toEqual({ timekeepers: {}, judges: 0, away: { "5": ["Jan Jansen"] } });
    // A phone opening later hears it too, as the task choice shows it.
    const back = await connect(meet.signed_id, undefined, { official: officials[0]!.token });
    expect((await welcome(back)).presence.presence.away).toEqual({ "5": ["Jan Jansen"] });
    back.send({ type: "task", task: { kind: "judge" } });
    expect((await control.take("presence", (m) => m.presence.judges === 1)).presence).toEqual({ timekeepers: {}, judges: 1 });
  });

  it("forgets the lane of an official who was deleted", async () => {
    await openAll();
    timer2.send({ type: "task", task: { kind: "timekeeper", lane: "6" } });
    await control.take("presence", (m) => m.presence.timekeepers["6"] === 1);
    timer2.close();
    await control.take("presence", (m) => m.presence.away?.["6"] !== undefined);
    expect((await call("DELETE", `/api/officials/${officials[1]!.official.id}`, { as: admin })).status).toBe(204);
    expect((await control.take("presence", (m) => m.presence.away === undefined)).presence).toEqual({ timekeepers: {}, judges: 0 });
  });
});
