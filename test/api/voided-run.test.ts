// The published result is the one the rules give (DESIGN 6b, 8b, 8e) over real sockets: a reset voids
// the run in every answer and export while the audit keeps it, an order queued before any start seen
// does not count in a re-swum race, settling waits for the stop, a desk's command names the heat it was
// made from, a start signal the detector would not accept counts from the press, and a relay team
// gets no class.
import { unzipSync } from "fflate";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, seedAdmin, seedClub, seedClubUser, uniqueEmail, type Caller } from "./helpers";
import { roomProbe, upload } from "./meets-helpers";
import { cid, closeAll, connect, pressNow, welcome, type LiveClient } from "./live-helpers";
import { readLenex } from "../../src/worker/formats/lenex-read";
import type { Heat } from "../../src/shared/programme";
import type { MeetResults } from "../../src/shared/results";
import type { OfficialJoin } from "../../src/shared/official";

// Heat 1-1 has swimmers in lanes 3 and 4; heat 1-2 in lane 4.
const CSV = [
  "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;VERENIGING;KLASSE",
  "1;1;3;50;FREE;F;Bakker;Anne;ZV Vervallen;S9",
  "1;1;4;50;FREE;F;Visser;Bo;ZV Vervallen;S9",
  "1;2;4;50;FREE;F;Mulder;Dana;ZV Vervallen;S9",
].join("\n");

let admin: Caller;
let own: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string; name: string; planned_date: string };
let control: LiveClient;
let timer: LiveClient;
let judge: LiveClient;
let officials: OfficialJoin[];

const {
  programme,
  heat: heatNow,
  log: logNow,
  timings: entries,
} = roomProbe(
  () => meet,
  () => admin,
);

async function openAll() {
  control = await connect(meet.signed_id, admin);
  timer = await connect(meet.signed_id, undefined, { official: officials[0]!.token });
  judge = await connect(meet.signed_id, undefined, { official: officials[1]!.token });
  for (const client of [control, timer, judge]) await welcome(client);
  await control.take("events");
}

/** A message from `from`, answered by its ack: the last heat it changed, or null. */
async function send(from: LiveClient, message: object): Promise<Heat | null> {
  const id = cid();
  from.send({ ...message, id });
  await from.take("ack", (m) => m.id === id);
  const frames = await control.settle();
  for (const client of [timer, judge]) if (client !== control) await client.settle();
  return frames.flatMap((m) => (m.type === "heat" ? [m.heat] : [])).at(-1) ?? null;
}

/** A message from `from` that the room refuses: its code and message. */
async function refused(from: LiveClient, message: object | string): Promise<{ code: string; message: string }> {
  const id = cid();
  from.send(typeof message === "string" ? message.replace("$ID", id) : { ...message, id });
  const error = await from.take("error", (m) => m.id === id);
  return { code: error.code, message: error.message };
}

const results = async () => json<MeetResults>(await call("GET", `/api/meets/${meet.id}/results`, { as: own }), 200);

async function publicResults(): Promise<MeetResults> {
  // The public answer is cached at the edge for a moment: the room's answer follows within it.
  const until = Date.now() + 3_000;
  for (;;) {
    const body = await json<MeetResults>(await call("GET", `/api/public/meets/${meet.external_id}/results`), 200);
    if (body.events.length === 0 || Date.now() > until) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function lenexHeat(heatNumber: number) {
  const bytes = new Uint8Array(await (await call("GET", `/api/meets/${meet.id}/export`, { as: own })).arrayBuffer());
  expect(new TextDecoder().decode(Object.values(unzipSync(bytes))[0])).toContain("<LENEX");
  return readLenex(bytes).heats.find((h) => h.event_number === 1 && h.heat_number === heatNumber)!;
}

beforeAll(async () => {
  admin = await seedAdmin();
  own = await seedClubUser(await seedClub("ZV Vervallen"));
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV, name: "vervallen.csv" },
      { name: "Vervallen start", external_id: "73519", planned_date: "2099-07-01" },
    ),
    201,
  );
  const body = { name: meet.name, external_id: meet.external_id, planned_date: meet.planned_date, auth_code: meet.auth_code, public: true };
  await json(await call("PUT", `/api/meets/${meet.id}`, { as: own, body }), 200);
  officials = [];
  for (const [name, number] of [
    ["Tim Tijd", "TK00031"],
    ["Vera Volgorde", "TK00032"],
  ] as const) {
    const join = { meet_number: meet.external_id, auth_code: meet.auth_code, email: uniqueEmail("vv"), external_id: number, name };
    officials.push(await json<OfficialJoin>(await joinOfficial(join), 200));
  }
});

afterEach(closeAll);

describe("a reset voids the run (DESIGN 8b)", () => {
  it("after recorded watches, an order and a decision, no answer or export has a time of it; the audit and the log keep it", async () => {
    await openAll();
    const running = (await send(control, { type: "start", time: Date.now() - 4_000, accuracy: 5 }))!;
    for (const [lane, ms] of [
      ["3", 3_100],
      ["4", 3_300],
    ] as const) {
      await send(timer, { type: "lane_time", heat_id: "1-1", lane, touched_at: running.start_time! + ms, offset: 0, accuracy: 4 });
    }
    await send(judge, { type: "arrival", heat_id: "1-1", order: ["3", "4"], seen_start: running.start_time });
    await send(control, { type: "stop", ...pressNow() });
    await send(control, { type: "lane_result", heat_id: "1-1", lane: "4", time: 3_290, status: null, reason: "" });
    await send(control, { type: "settle", heat_id: "1-1", settled: true });
    expect((await results()).events[0]!.overall.map((r) => r.time)).toEqual([3_100, 3_290]);
    expect((await lenexHeat(1)).lanes["3"]!.time).toBe(3_100);

    const reset = (await send(control, { type: "reset" }))!;
    expect(reset).toMatchObject({ status: 0, start_time: null, vva: null });
    expect(reset.settled ?? false).toBe(false);
    for (const lane of ["3", "4"]) {
      expect(reset.lanes[lane]).toMatchObject({ time: null, confirmed: false });
      expect(reset.lanes[lane]!.watches).toBeUndefined();
      expect(reset.lanes[lane]!.decision).toBeUndefined();
    }
    expect(await heatNow("1-1")).toMatchObject({ status: 0, settled: false, waiting: 0 });

    expect((await results()).events).toEqual([]);
    expect((await publicResults()).events).toEqual([]);
    const exported = await lenexHeat(1);
    for (const lane of ["3", "4"]) expect(exported.lanes[lane]).toMatchObject({ time: null });
    const csv = await (await call("GET", `/api/meets/${meet.id}/results.csv`, { as: own })).text();
    expect(csv).not.toMatch(/3[.,]10|3[.,]29/);
    expect((await call("GET", `/api/meets/${meet.id}/export_heat/1-1`, { as: own })).status).toBe(409);

    expect((await logNow()).map((e) => e.action)).toContain(
      "Programma 1, serie 1 teruggezet naar gepland: start vervallen, 2 tijden vervallen",
    );
    expect(await entries("lane_time")).toHaveLength(2);
    expect(await entries("arrival", "lane_result", "settle")).toHaveLength(3);
  });

  it("an order queued before the phone saw any start does not count in the re-swum race; before a restart it does", async () => {
    await openAll();
    const again = (await send(control, { type: "start", ...pressNow() }))!;
    const unseen = { type: "arrival", heat_id: "1-1", order: ["4", "3"], seen_start: null };
    expect(await refused(judge, unseen)).toEqual({
      code: "restarted",
      message: "Deze serie is opnieuw gestart: deze volgorde hoort bij de vorige start.",
    });
    const seen = (await send(judge, { ...unseen, seen_start: again.start_time }))!;
    expect(seen.vva?.rows).toEqual([{ r: "K", value: "2,1" }]);
    await send(control, { type: "stop", ...pressNow() });

    await send(control, { type: "next" });
    await send(control, { type: "start", ...pressNow() });
    const first = (await send(judge, { type: "arrival", heat_id: "1-2", order: ["4"], seen_start: null }))!;
    expect(first.vva?.rows).toEqual([{ r: "K", value: "1" }]);
  });
});

describe("a dead heat is the referee's (DESIGN 8b)", () => {
  it("judges who agree only propose it; the referee's gives one time, the mean or the one entered; rankings follow it", async () => {
    // The meet: heat 1 touches at 3.00 and 3.02 together, heat 2 swims 3.01 between them.
    const other = await json<typeof meet>(
      await upload(
        "/api/meets/csv",
        own,
        {
          bytes: [
            "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;VERENIGING;KLASSE",
            "1;1;3;50;FREE;F;Bakker;Anne;ZV Vervallen;S9",
            "1;1;4;50;FREE;F;Visser;Bo;ZV Vervallen;S9",
            "1;2;4;50;FREE;F;Mulder;Dana;ZV Vervallen;S9",
          ].join("\n"),
          name: "gelijk.csv",
        },
        { name: "Gelijk aangetikt", external_id: "73522", planned_date: "2099-07-01" },
      ),
      201,
    );
    const body = {
      name: other.name,
      external_id: other.external_id,
      planned_date: other.planned_date,
      auth_code: other.auth_code,
      public: true,
    };
    await json(await call("PUT", `/api/meets/${other.id}`, { as: own, body }), 200);
    const phones: LiveClient[] = [];
    for (const [name, number] of [
      ["Gijs Gelijk", "TK00041"],
      ["Greta Gelijk", "TK00042"],
    ] as const) {
      const join = { meet_number: other.external_id, auth_code: other.auth_code, email: uniqueEmail("gl"), external_id: number, name };
      const official = await json<OfficialJoin>(await joinOfficial(join), 200);
      phones.push(await connect(other.signed_id, undefined, { official: official.token }));
    }
    const desk = await connect(other.signed_id, admin);
    for (const client of [desk, ...phones]) await welcome(client);
    const tell = async (from: LiveClient, message: object): Promise<Heat> => {
      const id = cid();
      from.send({ ...message, id });
      await from.take("ack", (m) => m.id === id);
      const frames = await desk.settle();
      for (const phone of phones) await phone.settle();
      return frames.flatMap((m) => (m.type === "heat" ? [m.heat] : [])).at(-1)!;
    };
    const places = async () => {
      const [own_, everyone] = [
        await json<MeetResults>(await call("GET", `/api/meets/${other.id}/results`, { as: own }), 200),
        await json<MeetResults>(await call("GET", `/api/public/meets/${other.external_id}/results`), 200),
      ];
      return [own_, everyone].map((results) =>
        results.events[0]!.overall.map((row) => [`${row.heat_number}-${row.lane}`, row.time, row.place]),
      );
    };

    const first = await tell(desk, { type: "start", time: Date.now() - 4_000, accuracy: 5 });
    await tell(phones[0]!, { type: "lane_time", heat_id: "1-1", lane: "3", touched_at: first.start_time! + 3_000, offset: 0, accuracy: 4 });
    await tell(phones[1]!, { type: "lane_time", heat_id: "1-1", lane: "4", touched_at: first.start_time! + 3_020, offset: 0, accuracy: 4 });
    for (const phone of phones) await tell(phone, { type: "arrival", heat_id: "1-1", order: [["3", "4"]], seen_start: first.start_time });
    const agreed = await tell(desk, { type: "stop", ...pressNow() });
    // Both judges saw a dead heat: a proposal only, each lane keeps its own time.
    expect([agreed.lanes["3"]!.time, agreed.lanes["4"]!.time]).toEqual([3_000, 3_020]);
    await tell(desk, { type: "next", from_heat_id: "1-1" });
    const second = await tell(desk, { type: "start", time: Date.now() - 4_000, accuracy: 5 });
    await tell(phones[0]!, {
      type: "lane_time",
      heat_id: "1-2",
      lane: "4",
      touched_at: second.start_time! + 3_010,
      offset: 0,
      accuracy: 4,
    });
    await tell(desk, { type: "stop", ...pressNow() });
    const byTime = [
      ["1-3", 3_000, 1],
      ["2-4", 3_010, 2],
      ["1-4", 3_020, 3],
    ];
    expect(await places()).toEqual([byTime, byTime]);

    // The referee's dead heat: one official time, 3.01, the mean; the swimmer of heat 2 at 3.01 shares the place.
    const decided = await tell(desk, { type: "arrival_decision", heat_id: "1-1", order: [["3", "4"]] });
    expect([decided.lanes["3"]!.time, decided.lanes["4"]!.time]).toEqual([3_010, 3_010]);
    const shared = [
      ["1-3", 3_010, 1],
      ["1-4", 3_010, 1],
      ["2-4", 3_010, 1],
    ];
    await expect.poll(places, { timeout: 3_000, interval: 100 }).toEqual([shared, shared]);
    const exported = readLenex(
      new Uint8Array(await (await call("GET", `/api/meets/${other.id}/export`, { as: own })).arrayBuffer()),
    ).heats.find((h) => h.id === "1-1")!;
    expect([exported.lanes["3"]!.time, exported.lanes["4"]!.time]).toEqual([3_010, 3_010]);

    // The referee enters another time for the dead heat on one of its lanes: both lanes have it, heat 2 comes first.
    const entered = await tell(desk, { type: "lane_result", heat_id: "1-1", lane: "4", time: 3_040, status: null, reason: "" });
    expect([entered.lanes["3"]!.time, entered.lanes["4"]!.time]).toEqual([3_040, 3_040]);
    const after = [
      ["2-4", 3_010, 1],
      ["1-3", 3_040, 2],
      ["1-4", 3_040, 2],
    ];
    await expect.poll(places, { timeout: 3_000, interval: 100 }).toEqual([after, after]);
  });
});

describe("settling and the desk's commands (DESIGN 8b, 8e)", () => {
  it("a running heat is not settled, and says why; after the stop it is", async () => {
    await openAll();
    expect(await refused(control, { type: "settle", heat_id: "1-2", settled: true })).toEqual({
      code: "not_stopped",
      message: "Deze serie is nog niet gestopt: de uitslag wordt pas na de stop vastgesteld.",
    });
    expect((await heatNow("1-2")).settled).toBe(false);
    await send(control, { type: "stop", ...pressNow() });
    expect((await send(control, { type: "settle", heat_id: "1-2", settled: true }))!.settled).toBe(true);
  });

  it("activate, previous, next and reset without the heat they were made from are refused, and nothing moves", async () => {
    await openAll();
    const log = await logNow();
    for (const command of [
      '{"type":"next","id":"$ID"}',
      '{"type":"previous","id":"$ID"}',
      '{"type":"reset","id":"$ID"}',
      '{"type":"activate","heat_id":"1-1","id":"$ID"}',
    ]) {
      expect(await refused(control, command)).toEqual({
        code: "no_view",
        message: "Deze opdracht zegt niet vanuit welke actieve serie ze is gegeven. Vernieuw de pagina en probeer het opnieuw.",
      });
    }
    expect(await refused(control, { type: "previous", from_heat_id: "1-1" })).toMatchObject({ code: "stale_view" });
    expect(await logNow()).toEqual(log);
    expect((await programme()).active_heat_id).toBe("1-2");
    await send(control, { type: "previous", from_heat_id: "1-2" });
  });
});

describe("the start from the start signal (DESIGN 6b)", () => {
  it("a start signal claimed under the detector's own acceptance counts from the press, and the log says so", async () => {
    await openAll();
    await send(control, { type: "reset" });
    const pressed = Date.now() - 300;
    const claim = {
      type: "start",
      source: "horn",
      time: pressed - 1_400,
      press_time: pressed,
      confidence: 0.02,
      correction: 0,
      accuracy: 5,
    };
    const running = (await send(control, claim))!;
    expect(running.start_time).toBe(pressed);
    expect((await logNow())[0]!.action).toBe(
      "Programma 1, serie 1 gestart (tijdstip van de knopdruk): het startsignaal was te onzeker (zekerheid 0.02)",
    );
    expect((await entries("start")).at(-1)!.data).toMatchObject({ confidence: 0.02, used: "press" });
    await send(control, { type: "stop", ...pressNow() });
  });
});

describe("the room refuses what the page would not offer (DESIGN 8e)", () => {
  it("a class for a relay team, with its reason, and nothing changes", async () => {
    const relays = await json<{ id: number; signed_id: string }>(
      await upload(
        "/api/meets/csv",
        own,
        {
          bytes: "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;AANTAL;ACHTERNAAM;VERENIGING\n5;1;4;200;FREE;X;4;Vervallen 1;ZV Vervallen",
          name: "estafette.csv",
        },
        { name: "Estafette", external_id: "73520", planned_date: "2099-07-01" },
      ),
      201,
    );
    const desk = await connect(relays.signed_id, admin);
    await welcome(desk);
    const before = await json(await call("GET", `/api/meets/${relays.id}/heats`, { as: admin }), 200);
    expect(await refused(desk, { type: "lineup", heat_id: "5-1", lane: "4", change: { kind: "class", handicap: "S14" } })).toEqual({
      code: "relay_class",
      message: "Een estafetteploeg heeft geen eigen klasse.",
    });
    expect(await json(await call("GET", `/api/meets/${relays.id}/heats`, { as: admin }), 200)).toEqual(before);
  });
});
