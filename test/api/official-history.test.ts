// An official's history and corrections over real sockets (DESIGN 8): the room sends each official
// their own records, and an official corrects or withdraws a record of an earlier heat. Both the
// record and its correction stay stored, the heat's result follows, and the referee still decides.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, seedAdmin, seedClub, seedClubUser, uniqueEmail, type Caller } from "./helpers";
import { roomProbe, upload } from "./meets-helpers";
import { cid, closeAll, connect, pressNow, welcome, type LiveClient } from "./live-helpers";
import type { Heat } from "../../src/shared/programme";
import type { OwnRecord } from "../../src/shared/live";
import type { OfficialJoin } from "../../src/shared/official";

// Heat 1-1 has swimmers in lanes 3, 4 and 5; heat 1-2 in lane 4 only.
const CSV = [
  "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;VERENIGING",
  "1;1;3;50;FREE;F;Bakker;Anne;ZV Historie",
  "1;1;4;50;FREE;F;Visser;Bo;ZV Historie",
  "1;1;5;50;FREE;F;Smit;Cato;ZV Historie",
  "1;2;4;50;FREE;F;Mulder;Dana;ZV Historie",
].join("\n");

let admin: Caller;
let own: Caller;
let meet: { id: number; signed_id: string };
let jan: OfficialJoin;
let piet: OfficialJoin;
let control: LiveClient;
let viewer: LiveClient;
let janPhone: LiveClient;
let pietPhone: LiveClient;
/** What each phone's welcome said of its own records. */
let janOwn: OwnRecord[];
let pietOwn: OwnRecord[];

const {
  programme: programmeNow,
  heat: heatNow,
  log: logNow,
  timings: stored,
} = roomProbe(
  () => meet,
  () => admin,
);

async function openAll() {
  control = await connect(meet.signed_id, admin);
  viewer = await connect(meet.signed_id, own);
  janPhone = await connect(meet.signed_id, undefined, { official: jan.token });
  pietPhone = await connect(meet.signed_id, undefined, { official: piet.token });
  for (const client of [control, viewer]) await welcome(client);
  janOwn = (await welcome(janPhone)).own!.records;
  pietOwn = (await welcome(pietPhone)).own!.records;
  await control.take("events");
}

async function settleAll(): Promise<Heat | null> {
  const frames = await control.settle();
  for (const client of [viewer, janPhone, pietPhone]) await client.settle();
  return frames.flatMap((m) => (m.type === "heat" ? [m.heat] : [])).at(-1) ?? null;
}

/** An administrator's message, answered by its ack: the heat it changed, or null. */
async function admin_(message: object): Promise<Heat | null> {
  const id = cid();
  control.send({ ...message, id });
  await control.take("ack", (m) => m.id === id);
  return settleAll();
}

/**
 * An official's message, answered by its ack: the official's records as the room then sends them
 * (before the ack), and the heat the administrator got.
 */
async function official_(phone: LiveClient, message: object): Promise<{ records: OwnRecord[]; heat: Heat }> {
  const id = cid();
  phone.send({ ...message, id });
  const { records } = await phone.take("own_records");
  await phone.take("ack", (m) => m.id === id);
  return { records, heat: (await settleAll())! };
}

const touch = (phone: LiveClient, heat: Heat, lane: string, ms: number) =>
  official_(phone, { type: "lane_time", heat_id: heat.id, lane, touched_at: heat.start_time! + ms, offset: 0, accuracy: 4 });

const correct = (phone: LiveClient, heatId: string, recordId: string, correction: object) =>
  official_(phone, { type: "correct_record", heat_id: heatId, record_id: recordId, correction });

async function refused(phone: LiveClient, message: object, code: string) {
  const id = cid();
  phone.send({ ...message, id });
  expect((await phone.take("error", (m) => m.id === id)).code).toBe(code);
}

const timeOf = (records: OwnRecord[], lane: string) => records.find((r) => r.heat_id === "1-1" && r.kind === "time" && r.lane === lane)!;

beforeAll(async () => {
  admin = await seedAdmin();
  own = await seedClubUser(await seedClub("ZV Historie"));
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV, name: "series.csv" },
      { name: "Historietest", external_id: "61777", planned_date: "2099-06-01" },
    ),
    201,
  );
  // The officials come in by the meet page's QR code.
  const { join_key } = await json<{ join_key: string }>(await call("GET", `/api/meets/${meet.id}`, { as: own }), 200);
  const joinAs = async (name: string, number: string) =>
    json<OfficialJoin>(await joinOfficial({ join_key, email: uniqueEmail("tk"), external_id: number, name }), 200);
  jan = await joinAs("Jan Jansen", "HS00001");
  piet = await joinAs("Piet Pietersen", "HS00002");
});

afterEach(closeAll);

describe("an official's own records", () => {
  it("come with the welcome and after each record, to that official only", async () => {
    control = await connect(meet.signed_id, admin);
    janPhone = await connect(meet.signed_id, undefined, { official: jan.token });
    expect((await welcome(janPhone)).own).toEqual({ type: "own_records", records: [] });
    viewer = await connect(meet.signed_id, own);
    expect((await welcome(viewer)).own).toBeNull();
    expect((await viewer.settle()).filter((m) => m.type === "own_records")).toEqual([]);
    pietPhone = await connect(meet.signed_id, undefined, { official: piet.token });
    await welcome(pietPhone);
    await control.settle();

    // Backdated by 4 s so that the touches lie before the stop.
    const running = (await admin_({ type: "start", time: Date.now() - 4_000, accuracy: 5 }))!;
    await touch(janPhone, running, "3", 3_100);
    const { records } = await touch(janPhone, running, "4", 3_500);
    expect(records).toEqual([
      {
        id: expect.any(String),
        heat_id: "1-1",
        start_time: running.start_time,
        corrected: false,
        withdrawn: false,
        kind: "time",
        lane: "3",
        time: 3_100,
      },
      {
        id: expect.any(String),
        heat_id: "1-1",
        start_time: running.start_time,
        corrected: false,
        withdrawn: false,
        kind: "time",
        lane: "4",
        time: 3_500,
      },
    ]);
    const pietOwn = await touch(pietPhone, running, "4", 3_300);
    expect(pietOwn.records.map((r) => r.kind === "time" && r.time)).toEqual([3_300]);
    expect(pietOwn.heat.lanes["4"]).toMatchObject({ time: 3_400, source: "watches" });
    await admin_({ type: "stop", ...pressNow() });
    await admin_({ type: "next" });

    // A reconnected phone gets them again.
    const again = await connect(meet.signed_id, undefined, { official: jan.token });
    expect((await welcome(again)).own!.records).toEqual(records);
  });
});

describe("correcting a record of an earlier heat", () => {
  it("a corrected time changes that heat's result; the record and its correction both stay stored", async () => {
    await openAll();
    expect((await programmeNow()).active_heat_id).toBe("1-2");
    const record = timeOf(janOwn, "4");
    const { records, heat } = await correct(janPhone, "1-1", record.id, { kind: "time", time: 3_450 });
    // Jan's 3.45 beside Piet's 3.30: their mean, cut to hundredths.
    expect(heat.id).toBe("1-1");
    expect(heat.lanes["4"]).toMatchObject({ time: 3_370, source: "watches" });
    expect(heat.lanes["4"]!.watches!.map((w) => [w.official, w.time])).toEqual([
      ["Piet Pietersen", 3_300],
      ["Jan Jansen", 3_450],
    ]);
    expect(timeOf(records, "4")).toMatchObject({ corrected: true, withdrawn: false, time: 3_450 });
    expect(timeOf(records, "4").id).not.toBe(record.id);
    expect((await logNow())[0]).toMatchObject({
      action: "Programma 1, serie 1, baan 4: 3.50 → 3.45 (verbeterd door Jan Jansen)",
      user: "Jan Jansen",
    });
    expect((await stored("lane_time")).map((t) => (t.data as { time: number }).time)).toEqual([3_100, 3_500, 3_300]);
    expect(await stored("correct_record")).toHaveLength(1);
  });

  it("a withdrawal takes the official's time out of the result; every record stays stored", async () => {
    await openAll();
    const record = timeOf(janOwn, "4");
    const { records, heat } = await correct(janPhone, "1-1", record.id, { kind: "withdraw" });
    expect(heat.lanes["4"]).toMatchObject({ time: 3_300, source: "watches" });
    expect(heat.lanes["4"]!.watches!.map((w) => w.official)).toEqual(["Piet Pietersen"]);
    expect(timeOf(records, "4")).toMatchObject({ withdrawn: true, time: 3_450 });
    expect((await logNow())[0]!.action).toBe("Programma 1, serie 1, baan 4: 3.45 ingetrokken door Jan Jansen");
    expect(await stored("lane_time")).toHaveLength(3);
    expect(await stored("correct_record")).toHaveLength(2);
  });

  it("another official cannot correct someone else's record: refused, changing nothing", async () => {
    await openAll();
    const janRecords = janOwn;
    const before = await programmeNow();
    const log = await logNow();
    for (const record of janRecords) {
      await refused(
        pietPhone,
        { type: "correct_record", heat_id: "1-1", record_id: record.id, correction: { kind: "time", time: 3_000 } },
        "unknown_record",
      );
      await refused(
        pietPhone,
        { type: "correct_record", heat_id: "1-1", record_id: record.id, correction: { kind: "withdraw" } },
        "unknown_record",
      );
    }
    // Nor can a viewer or the administrator send an official's correction.
    for (const client of [viewer, control]) {
      await refused(
        client,
        { type: "correct_record", heat_id: "1-1", record_id: janRecords[0]!.id, correction: { kind: "withdraw" } },
        "forbidden",
      );
    }
    expect(await programmeNow()).toEqual(before);
    expect(await logNow()).toEqual(log);
    expect(await stored("correct_record")).toHaveLength(2);
  });

  it("the referee's decision still wins over a correction", async () => {
    await openAll();
    const record = pietOwn[0]!;
    const decided = (await admin_({ type: "lane_result", heat_id: "1-1", lane: "4", time: 3_400, status: null, reason: "Aanraakplaat" }))!;
    expect(decided.lanes["4"]).toMatchObject({ time: 3_400, source: "referee" });
    const { heat } = await correct(pietPhone, "1-1", record.id, { kind: "time", time: 3_250 });
    expect(heat.lanes["4"]).toMatchObject({ time: 3_400, source: "referee" });
    expect(heat.lanes["4"]!.watches!.map((w) => w.time)).toEqual([3_250]);
    // Withdrawn by the referee, the decision lets the corrected watch count.
    const withdrawn = (await admin_({ type: "lane_result", heat_id: "1-1", lane: "4", time: null, status: null, reason: "" }))!;
    expect(withdrawn.lanes["4"]).toMatchObject({ time: 3_250, source: "watches" });
  });

  it("once the result is settled a correction waits for the referee, who accepts it", async () => {
    await openAll();
    const record = timeOf(janOwn, "3");
    await admin_({ type: "settle", heat_id: "1-1", settled: true });
    const { heat } = await correct(janPhone, "1-1", record.id, { kind: "time", time: 3_150 });
    expect(heat.lanes["3"]).toMatchObject({ time: 3_100, source: "watches" });
    const waiting = heat.lanes["3"]!.watches!.find((w) => w.pending)!;
    expect(waiting).toMatchObject({ official: "Jan Jansen", time: 3_150 });
    const accepted = (await admin_({ type: "accept_record", heat_id: "1-1", record_id: waiting.id }))!;
    expect(accepted.lanes["3"]).toMatchObject({ time: 3_150, source: "watches" });
    expect((await logNow())[0]!.action).toBe(
      "Programma 1, serie 1, baan 3: tijd 3.15 van Jan Jansen geaccepteerd (scheidsrechter Anna de Vries)",
    );
  });

  it("malformed corrections are refused and change nothing", async () => {
    await openAll();
    const record = timeOf(janOwn, "3");
    const before = await programmeNow();
    const log = await logNow();
    const counts = [(await stored("lane_time")).length, (await stored("correct_record")).length];
    const base = { type: "correct_record", heat_id: "1-1", record_id: record.id };
    for (const malformed of [
      { ...base },
      { ...base, correction: { kind: "erase" } },
      { ...base, correction: { kind: "time", time: "3.15" } },
      { ...base, correction: { kind: "time" } },
      { ...base, correction: { kind: "order", order: ["3", "3"] } },
      { ...base, correction: { kind: "order", order: [] } },
      { ...base, record_id: "no spaces allowed", correction: { kind: "withdraw" } },
      { ...base, heat_id: "", correction: { kind: "withdraw" } },
    ]) {
      janPhone.send({ ...malformed, id: cid() });
      expect((await janPhone.take("error")).code).toBe("bad_message");
    }
    await refused(janPhone, { ...base, correction: { kind: "time", time: 3_155 } }, "bad_corrected_time");
    await refused(janPhone, { ...base, correction: { kind: "time", time: -3_150 } }, "bad_corrected_time");
    await refused(janPhone, { ...base, correction: { kind: "order", order: ["3", "4"] } }, "bad_correction");
    await refused(janPhone, { ...base, heat_id: "1-2", correction: { kind: "withdraw" } }, "unknown_record");
    await refused(janPhone, { ...base, heat_id: "9-9", correction: { kind: "withdraw" } }, "unknown_heat");
    expect(await programmeNow()).toEqual(before);
    expect(await logNow()).toEqual(log);
    expect([(await stored("lane_time")).length, (await stored("correct_record")).length]).toEqual(counts);
    expect((await heatNow()).lanes["3"]).toMatchObject({ time: 3_150 });
  });
});
