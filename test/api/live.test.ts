// The live meet room over real WebSockets (DESIGN 6, 11; SPEC 4, 6, 7): the Worker's checks on
// the upgrade, the full state on connect, commands applied once and broadcast, the SPEC 4 rules,
// clock pings, a restart of the object, the administrators' statistics and log, and a re-import
// while sockets are open.
import { SELF, abortAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, json, seedAdmin, seedClub, seedClubUser, ORIGIN, type Caller } from "./helpers";
import { cid, closeAll, connect, refusal, spec3, track, upgrade, welcome, pressNow } from "./live-helpers";
import { fixture, importLxf, roomProbe, upload } from "./meets-helpers";
import * as roomSchema from "../../src/durable/schema";
import type { Heat } from "../../src/shared/programme";
import type { MeetRoom } from "../../src/durable/room/server";
import { heatTitle } from "../../src/shared/labels";
import { LIVE_CLOSE, MAX_CLIENT_MESSAGE_LENGTH, MESSAGE_TOO_BIG } from "../../src/shared/live";
import { GZIP_FROM_CHARS } from "../../src/shared/live-frame";

let admin: Caller;
let own: Caller;
let other: Caller;
let meet: { id: number; signed_id: string };
let heats: Heat[];

const {
  programme: programmeNow,
  log: logNow,
  stub: roomStub,
} = roomProbe(
  () => meet,
  () => admin,
);

async function catalogueActiveHeat(expected: string): Promise<string | null> {
  // The copy in D1 is written after the broadcast (best effort, waitUntil): poll briefly.
  let value: string | null = null;
  for (let i = 0; i < 50; i++) {
    value =
      (await env.DB.prepare("select active_heat_id from meets where id = ?").bind(meet.id).first<string | null>("active_heat_id")) ?? null;
    if (value === expected) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return value;
}

beforeAll(async () => {
  admin = await seedAdmin();
  const clubId = await seedClub("ZV Live");
  own = await seedClubUser(clubId);
  other = await seedClubUser(await seedClub("ZV Buren"));
  meet = await json(await importLxf(own), 201);
  heats = (await programmeNow()).heats;
  expect(heats.length).toBeGreaterThan(3);
});

afterEach(closeAll);

describe("opening the socket", () => {
  it("closes the socket at once with a code for anonymous, another club and a forged or unknown signed id", async () => {
    expect(await refusal(await upgrade(meet.signed_id, undefined))).toEqual({
      code: LIVE_CLOSE.unauthorized,
      reason: "Je bent niet ingelogd.",
    });
    expect(await refusal(await upgrade(meet.signed_id, other))).toEqual({
      code: LIVE_CLOSE.forbidden,
      reason: "Je hebt geen toegang tot deze wedstrijd.",
    });
    const [head, body, signature] = meet.signed_id.split(".");
    const unknown = { code: LIVE_CLOSE.gone, reason: "Wedstrijd niet gevonden." };
    expect(await refusal(await upgrade(`${head}.${body}.${signature!.slice(0, -4)}AAAA`, admin))).toEqual(unknown);
    expect(await refusal(await upgrade("not-a-signed-id", admin))).toEqual(unknown);
  });

  it("refuses a cross-site page and a plain GET over HTTP, before any socket", async () => {
    const refused = async (res: Response, status: number) => {
      expect(res.status).toBe(status);
      expect(res.webSocket).toBeNull();
      await res.arrayBuffer();
    };
    await refused(await upgrade(meet.signed_id, admin, { origin: "https://evil.example" }), 403);
    await refused(await SELF.fetch(`${ORIGIN}/api/live/${meet.signed_id}`, { headers: { Cookie: admin.cookie!, Origin: ORIGIN } }), 426);
  });

  it("gives an administrator and a club user of the meet's club the full state at once, the log to the administrator only", async () => {
    const control = await connect(meet.signed_id, admin);
    const viewer = await connect(meet.signed_id, own);

    const a = await welcome(control);
    expect(a.hello.role).toBe("admin");
    expect(a.heats.heats).toEqual(heats.map(spec3));
    // The LENEX facts (swimmers' birth dates among them) stay in the room, for the export.
    const stored = (await runInDurableObject(env.MEET_ROOM.get(env.MEET_ROOM.idFromName(String(meet.id))), (room: MeetRoom) =>
      room.programme(),
    )) as unknown as { heats: Heat[] };
    expect(stored.heats.some((h) => Object.values(h.lanes).some((lane) => lane.lenex?.birthdate || lane.lenex?.relay_positions))).toBe(
      true,
    );
    expect(JSON.stringify(a.heats.heats)).not.toMatch(/birthdate|"lenex"/);
    expect(a.heats.active_heat_id).toBe(heats[0]!.id);
    const record = await env.DB.prepare("select name, external_id, planned_date, time_zone from meets where id = ?").bind(meet.id).first();
    // With its version (DESIGN 8e), so a page that loaded another one loads the meet again.
    expect(a.meet.meet).toEqual({ id: meet.id, ...record, active_heat_id: heats[0]!.id, version: expect.stringMatching(/^"\d+"$/) });
    expect(a.meet.meet).not.toHaveProperty("auth_code");
    // The import is the only thing that happened to the meet yet.
    expect((await control.take("events")).events.map((event) => event.kind)).toEqual(["import"]);

    const v = await welcome(viewer);
    expect(v.hello.role).toBe("viewer");
    expect(v.heats.heats).toEqual(a.heats.heats);
    expect(v.meet.meet).toEqual(a.meet.meet);
    expect(await viewer.settle()).toEqual([]);
    // The programme is the one long frame: gzipped once, the short ones plain text.
    expect(JSON.stringify(a.heats).length).toBeGreaterThan(GZIP_FROM_CHARS);
    expect(control.gzipped).toEqual(["heats"]);
    expect(viewer.gzipped).toEqual(["heats"]);
  });

  it("ignores role headers a client sends itself", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/live/${meet.signed_id}?_pk=role:admin`, {
      headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: own.cookie!, "X-Live-Role": "admin", "X-Live-User": "Beheerder" },
    });
    const viewer = track(res.webSocket!);
    expect((await viewer.take("hello")).role).toBe("viewer");
    viewer.send({ type: "start", id: cid(), ...pressNow() });
    expect((await viewer.take("error")).code).toBe("forbidden");
  });
});

describe("commands", () => {
  it("start: both sockets receive the heat running, the sender an ack, the administrator the log event", async () => {
    const control = await connect(meet.signed_id, admin);
    const viewer = await connect(meet.signed_id, own);
    await welcome(control);
    await welcome(viewer);
    await control.take("events");

    const id = cid();
    const before = Date.now();
    control.send({ type: "start", id, ...pressNow() });
    const mine = await control.take("heat");
    const theirs = await viewer.take("heat");
    expect(mine.heat).toEqual(theirs.heat);
    expect(mine.heat).toMatchObject({ id: heats[0]!.id, status: 1, end_time: null });
    expect(mine.heat.start_time).toBeGreaterThanOrEqual(before);
    expect(await control.take("ack")).toEqual({ type: "ack", id });
    const { event } = await control.take("event");
    expect(event.action).toBe("Programma 1, serie 1 gestart (tijdstip van de knopdruk)");
    expect(event.user).toBe("Anna de Vries");
    expect(new Date(event.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // SPEC 6: the log is not the club user's; nor is anyone else's ack.
    expect(await viewer.settle()).toEqual([]);
  });

  it("refuses a club user's command with forbidden, changing nothing", async () => {
    const control = await connect(meet.signed_id, admin);
    const viewer = await connect(meet.signed_id, own);
    await welcome(control);
    await welcome(viewer);
    await control.settle();
    const before = await programmeNow();
    const eventsBefore = await logNow();

    const id = cid();
    viewer.send({ type: "stop", id, time: Date.now(), accuracy: 3 });
    const error = await viewer.take("error");
    expect(error).toMatchObject({ type: "error", id, code: "forbidden" });
    expect(error.message).toMatch(/beheerder/);
    expect(await control.settle()).toEqual([]);
    expect(await programmeNow()).toEqual(before);
    expect(await logNow()).toEqual(eventsBefore);
  });

  it("stop records the end time, the panel's time and accuracy and a result status; a repeated id applies once", async () => {
    const control = await connect(meet.signed_id, admin);
    await welcome(control);
    await control.settle();
    const eventsBefore = (await logNow()).length;

    const id = cid();
    const panelTime = Date.now() - 40;
    control.send({ type: "stop", id, time: panelTime, accuracy: 4.5 });
    const { heat } = await control.take("heat");
    expect(await control.take("ack")).toEqual({ type: "ack", id });
    const started = heats[0]!.id;
    expect(heat.id).toBe(started);
    expect(heat.end_time).toBeGreaterThanOrEqual(heat.start_time!);
    expect(heat).toMatchObject({ end_client_time: panelTime, end_accuracy: 4.5 });
    // An entry list has no times yet: the result is incomplete (DESIGN 8, status 6).
    expect(heat.status).toBe(6);
    expect((await control.take("event")).event.action).toBe("Programma 1, serie 1 gestopt: Uitslag incompleet (tijdstip van de knopdruk)");

    control.send({ type: "stop", id, time: panelTime, accuracy: 4.5 });
    expect(await control.take("ack")).toEqual({ type: "ack", id });
    expect(await control.settle()).toEqual([]);
    // The same id on another message is refused, not acknowledged as if it had been applied.
    control.send({ type: "stop", id, time: panelTime + 999, accuracy: 1 });
    expect(await control.take("error")).toEqual({
      type: "error",
      id,
      code: "id_reused",
      message: "Dit opdrachtnummer is al voor een andere opdracht gebruikt. Vernieuw de pagina en probeer opnieuw.",
    });
    expect(await control.settle()).toEqual([]);
    expect((await logNow()).length).toBe(eventsBefore + 1);
    const stored = (await programmeNow()).heats.find((h) => h.id === started)!;
    expect(spec3(stored)).toEqual(heat);

    const timings = await runInDurableObject(roomStub(), (room) => room.db.select().from(roomSchema.timings).all());
    expect(timings.map((t) => [t.heat_id, t.kind])).toEqual([
      [started, "start"],
      [started, "stop"],
    ]);
    // DESIGN 6: the press counts, and both times are kept with which one was used.
    expect(heat.end_time).toBe(panelTime);
    expect(timings[1]!.data).toMatchObject({ client_time: panelTime, accuracy: 4.5, used: "press", user: "Anna de Vries" });
    expect((timings[1]!.data as { server_time: number }).server_time).toBeGreaterThanOrEqual(panelTime);
  });

  it("follows SPEC 4's control rules, refusing with a code and a Dutch message, and keeps D1's active heat in step", async () => {
    const control = await connect(meet.signed_id, admin);
    const viewer = await connect(meet.signed_id, own);
    await welcome(control);
    await welcome(viewer);
    await control.settle();
    const [first, second, third] = heats;

    const refused = async (command: object, code: string, message: string) => {
      const id = cid();
      control.send({ ...command, id });
      expect(await control.take("error")).toEqual({ type: "error", id, code, message });
    };
    const moved = async (command: object, to: string) => {
      const id = cid();
      control.send({ ...command, id });
      expect((await control.take("meet")).meet).toEqual({ active_heat_id: to });
      expect((await viewer.take("meet")).meet).toEqual({ active_heat_id: to });
      expect(await control.take("ack")).toEqual({ type: "ack", id });
      expect(await catalogueActiveHeat(to)).toBe(to);
    };
    const changed = async (command: object) => {
      const id = cid();
      control.send({ ...command, id });
      const { heat } = await control.take("heat");
      expect((await viewer.take("heat")).heat).toEqual(heat);
      expect(await control.take("ack")).toEqual({ type: "ack", id });
      return heat;
    };

    // The first heat is finished (status 6).
    await refused({ type: "start", ...pressNow() }, "not_planned", "Alleen een geplande serie kan worden gestart.");
    await refused(
      { type: "stop", time: Date.now(), accuracy: 2 },
      "not_running",
      "Alleen een serie waarvan de race bezig is, kan worden gestopt.",
    );
    await refused({ type: "previous" }, "first_heat", "Dit is de eerste serie van het programma.");
    await refused({ type: "activate", heat_id: first!.id }, "already_active", "Deze serie is al de actieve serie.");
    await refused({ type: "activate", heat_id: "999-9" }, "unknown_heat", "Deze serie bestaat niet (meer).");

    await moved({ type: "next" }, second!.id);
    await refused({ type: "reset" }, "not_finished", "Een geplande of lopende serie kan niet worden teruggezet.");
    await moved({ type: "activate", heat_id: third!.id }, third!.id);
    await moved({ type: "previous" }, second!.id);

    expect((await changed({ type: "start", ...pressNow() })).status).toBe(1);
    await refused({ type: "next" }, "running", "Dit kan niet terwijl de race bezig is.");
    await refused({ type: "activate", heat_id: first!.id }, "running", "Dit kan niet terwijl de race bezig is.");
    await refused({ type: "reset" }, "not_finished", "Een geplande of lopende serie kan niet worden teruggezet.");
    expect((await changed({ type: "stop", time: Date.now(), accuracy: 3 })).status).toBe(6);

    await moved({ type: "activate", heat_id: first!.id }, first!.id);
    const reset = await changed({ type: "reset" });
    expect(reset).toMatchObject({ id: first!.id, status: 0, start_time: null, end_time: null });

    const log = (await logNow()).map((e) => e.action);
    expect(log.slice(0, 8)).toEqual([
      "Programma 1, serie 1 teruggezet naar gepland: start vervallen",
      "Programma 1, serie 1 geactiveerd",
      "Programma 1, serie 2 gestopt: Uitslag incompleet (tijdstip van de knopdruk)",
      "Programma 1, serie 2 gestart (tijdstip van de knopdruk)",
      "Vorige serie: Programma 1, serie 2 geactiveerd",
      `${heatTitle(third!)} geactiveerd`,
      "Volgende serie: Programma 1, serie 2 geactiveerd",
      "Programma 1, serie 1 gestopt: Uitslag incompleet (tijdstip van de knopdruk)",
    ]);
    expect(await viewer.settle()).toEqual([]);
  });

  it("answers a malformed or unknown message with bad_message, changing nothing", async () => {
    const control = await connect(meet.signed_id, admin);
    await welcome(control);
    await control.settle();
    const before = await programmeNow();
    for (const bad of [
      "not json",
      { type: "start" },
      { type: "launch", id: cid() },
      { type: "stop", id: cid(), time: -1, accuracy: 1 },
      "x".repeat(MAX_CLIENT_MESSAGE_LENGTH),
    ]) {
      control.send(bad);
      expect(await control.take("error")).toMatchObject({ code: "bad_message", message: "Dit bericht is niet begrepen." });
    }
    expect(await programmeNow()).toEqual(before);
  });

  // Walk 11 F6: the runtime takes in a whole frame before the room sees it; megabytes of them stalled
  // every desk. The first one ends its socket, unread, so it cannot send a second.
  it("closes a socket on a frame larger than any message (1009) without reading it; every other socket goes on", async () => {
    const control = await connect(meet.signed_id, admin);
    const other = await connect(meet.signed_id, admin);
    const viewer = await connect(meet.signed_id, own);
    for (const client of [control, other, viewer]) await welcome(client);
    await control.settle();
    const before = await programmeNow();
    // A start that would count if it were read: unknown keys are dropped, the rest is a valid command.
    const padded = JSON.stringify({ type: "start", id: cid(), ...pressNow(), pad: "x".repeat(MAX_CLIENT_MESSAGE_LENGTH) });
    control.send(padded);
    expect(await control.take("closing")).toEqual({ type: "closing", code: MESSAGE_TOO_BIG, reason: "Bericht te groot" });
    expect(await control.closed).toEqual({ code: MESSAGE_TOO_BIG, reason: "Bericht te groot" });
    viewer.send("x".repeat(2_000_000));
    expect((await viewer.closed).code).toBe(MESSAGE_TOO_BIG);
    expect(await programmeNow()).toEqual(before);
    // The other desk heard of no change and no log line, and answers at once.
    expect((await other.settle()).filter((m) => m.type === "heat" || m.type === "event" || m.type === "meet")).toEqual([]);
  });

  it("answers ping with pong: the client's time back and the room's time (DESIGN 7)", async () => {
    const viewer = await connect(meet.signed_id, own);
    await welcome(viewer);
    const before = Date.now();
    viewer.send({ type: "ping", me: 123456.789 });
    const pong = await viewer.take("pong");
    expect(pong.me).toBe(123456.789);
    expect(pong.you).toBeGreaterThanOrEqual(before - 1000);
    expect(pong.you).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe("a restart of the room", () => {
  it("keeps the heats, the active heat, the log and the applied command ids", async () => {
    const control = await connect(meet.signed_id, admin);
    await welcome(control);
    await control.settle();
    const id = cid();
    const start = { type: "start", id, ...pressNow() };
    control.send(start);
    const { heat: running } = await control.take("heat");
    await control.take("ack");
    await control.settle();
    const before = await programmeNow();
    const logBefore = await logNow();
    control.close();
    await runInDurableObject(roomStub(), (room) => Object.assign(room, { beforeRestart: true }));

    await abortAllDurableObjects();
    expect(await runInDurableObject(roomStub(), (room) => "beforeRestart" in room)).toBe(false);

    const again = await connect(meet.signed_id, admin);
    const state = await welcome(again);
    expect(state.heats.heats).toEqual(before.heats.map(spec3));
    expect(state.heats.active_heat_id).toBe(before.active_heat_id);
    expect(state.heats.heats.find((h) => h.id === running.id)).toEqual(running);
    expect((await again.take("events")).events).toEqual(logBefore);
    // DESIGN 6b: an administrator's desk hears the start signal's state too; none was learned here.
    expect(state.startSignal).toEqual({ learned: null, armed: null });

    // The start sent again after the reconnect (the panel never saw its ack) is not applied twice.
    again.send(start);
    expect(await again.take("ack")).toEqual({ type: "ack", id });
    expect(await again.settle()).toEqual([]);
    expect(await logNow()).toEqual(logBefore);

    // The race that was running is stopped as usual.
    const stopId = cid();
    again.send({ type: "stop", id: stopId, time: Date.now(), accuracy: 2 });
    const { heat: stopped } = await again.take("heat");
    expect(stopped.start_time).toBe(running.start_time);
    expect(stopped.status).toBe(6);
    expect(await again.take("ack")).toEqual({ type: "ack", id: stopId });
  });
});

describe("statistics and logging", () => {
  it("are for administrators: 401 anonymous, 403 club users (own club too), 404 for an unknown meet", async () => {
    for (const path of [`/api/meets/${meet.id}/statistics`, `/api/meets/${meet.id}/events`]) {
      await json(await call("GET", path), 401);
      await json(await call("GET", path, { as: own }), 403);
      await json(await call("GET", path, { as: other }), 403);
    }
    await json(await call("GET", "/api/meets/999999/statistics", { as: admin }), 404);
    await json(await call("GET", "/api/meets/999999/events", { as: admin }), 404);
    // The meet's other routes are untouched by the administrators' routes beside them.
    expect((await json(await call("GET", `/api/meets/${meet.id}`, { as: own }), 200)).id).toBe(meet.id);
  });

  it("statistics: plain Dutch text with the heats per status, swum heats, durations, lane times and disqualifications", async () => {
    const res = await call("GET", `/api/meets/${meet.id}/statistics`, { as: admin });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const now = (await programmeNow()).heats;
    const count = (status: number) => now.filter((h) => h.status === status).length;
    expect(text).toContain(`Series: ${heats.length}\n`);
    expect(text).toContain(`  Gepland: ${count(0)}\n`);
    expect(text).toContain(`  Uitslag incompleet: ${count(6)}\n`);
    expect(text).toContain(`Gezwommen series: ${now.length - count(0) - count(1)}\n`);
    expect(text).toContain("gemeten over 2 series met start- en eindtijd");
    // Durations as swimmers read times, with a unit under a minute: "0.35 s", "1:07.58".
    expect(text).toMatch(/ {2}Gemiddeld: (\d+:\d\d\.\d\d|\d{1,2}\.\d\d s)\n/);
    expect(text).toMatch(/ {2}Langste: (\d+:\d\d\.\d\d|\d{1,2}\.\d\d s) \(Programma 1, serie [12]\)\n/);
    expect(text).toContain("Banen met een tijd: 0\n");
    expect(text).toContain("Diskwalificaties: 0\n");
  });

  it("logging: the log events as JSON, newest first, with who and when", async () => {
    // The import has its line too; these are the heat control's.
    const log = (await logNow()).filter((event) => event.kind === "control");
    // start, stop; next, activate, previous, start, stop, activate, reset; start, stop after the restart
    expect(log.length).toBe(11);
    expect(log[0]!.action).toBe("Programma 1, serie 1 gestopt: Uitslag incompleet (tijdstip van de knopdruk)");
    expect(log.at(-1)!.action).toBe("Programma 1, serie 1 gestart (tijdstip van de knopdruk)");
    for (const event of log) {
      expect(event).toEqual({
        id: expect.any(String),
        created_at: expect.any(String),
        action: expect.any(String),
        user: "Anna de Vries",
        kind: "control",
      });
    }
    const times = log.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe("a re-import while the room is live", () => {
  it("reaches the open sockets, and the next command acts on the new programme", async () => {
    const control = await connect(meet.signed_id, admin);
    await welcome(control);
    await control.settle();
    const res = await upload(`/api/meets/${meet.id}/import`, own, {
      bytes: fixture("lenex/example-startlist.lxf"),
      name: "example-startlist.lxf",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const now = await programmeNow();
    const { heats: broadcast } = await control.take("heats");
    expect(broadcast).toEqual(now.heats.map(spec3));

    const fresh = now.heats.find((h) => !heats.some((old) => old.id === h.id) && h.id !== now.active_heat_id);
    expect(fresh).toBeDefined();
    const id = cid();
    control.send({ type: "activate", heat_id: fresh!.id, id });
    expect((await control.take("meet")).meet).toEqual({ active_heat_id: fresh!.id });
    expect(await control.take("ack")).toEqual({ type: "ack", id });
  });
});

describe("the programme a socket gets when it opens", () => {
  it("gives a socket that opens after each command the programme as it is then, as the room keeps it", async () => {
    // A meet of its own: the commands here would change what the other tests count.
    const fresh: { id: number; signed_id: string } = await json(await importLxf(own), 201);
    const { programme: storedNow } = roomProbe(
      () => fresh,
      () => admin,
    );
    const control = await connect(fresh.signed_id, admin);
    await welcome(control);
    await control.settle();
    const joinNow = async () => {
      const late = await connect(fresh.signed_id, own);
      const { heats: state } = await welcome(late);
      late.close();
      const stored = await storedNow();
      expect(state.heats).toEqual(stored.heats.map(spec3));
      expect(state.active_heat_id).toBe(stored.active_heat_id);
      return state;
    };
    const send = async (message: object) => {
      const id = cid();
      control.send({ ...message, id });
      await control.take("ack", (m) => m.id === id);
      await control.settle();
    };
    const first = await joinNow();
    // Twice the same: what the room made once for the first socket is given to the next.
    expect(await joinNow()).toEqual(first);
    await send({ type: "start", ...pressNow() });
    expect((await joinNow()).heats.find((h) => h.id === first.active_heat_id)!.status).toBe(1);
    await send({ type: "stop", ...pressNow() });
    await send({ type: "next" });
    expect((await joinNow()).active_heat_id).not.toBe(first.active_heat_id);
    await send({ type: "previous" });
    expect((await joinNow()).active_heat_id).toBe(first.active_heat_id);
  });
});
