// DESIGN 8b, 8c, 8e and 10 over real sockets: a timekeeper's unsure watch is kept, logged and shown
// and counts only when no other watch decides; lanes that take no place are left out of the heat's
// orders; a rejected arrival order is named on the heat for the judge's phone; the results CSV has
// the DSQ reason, and LENEX the DSQ's reason and no note on an exhibition swim's time; Splash's heat
// file writes a disqualified lane without a time.
import { unzipSync } from "fflate";
import Papa from "papaparse";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, seedAdmin, seedClub, seedClubUser, uniqueEmail, type Caller } from "./helpers";
import { upload } from "./meets-helpers";
import { cid, closeAll, connect, pressNow, welcome, type LiveClient } from "./live-helpers";
import type { Heat } from "../../src/shared/programme";
import type { OfficialJoin } from "../../src/shared/official";
import type { OwnRecord } from "../../src/shared/live";

const CSV = [
  "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;VERENIGING",
  "1;1;3;50;FREE;F;Bakker;Anne;ZV Twijfel",
  "1;1;4;50;FREE;F;Visser;Bo;ZV Twijfel",
  "1;2;3;50;FREE;F;Smit;Cato;ZV Twijfel",
  "1;2;4;50;FREE;F;de Jong;Dirk;ZV Twijfel",
  "1;2;5;50;FREE;F;Mulder;Eva;ZV Twijfel",
].join("\n");

let admin: Caller;
let own: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string };
const joins = new Map<string, OfficialJoin>();
let control: LiveClient;
const sockets = new Map<string, LiveClient>();

beforeAll(async () => {
  admin = await seedAdmin();
  own = await seedClubUser(await seedClub("ZV Twijfel"));
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV, name: "twijfel.csv" },
      { name: "Twijfeltest", external_id: "61888", planned_date: "2099-06-02" },
    ),
    201,
  );
  for (const [name, number] of [
    ["Jan Jansen", "TW00021"],
    ["Piet Pietersen", "TW00022"],
    ["Klaas Klok", "TW00023"],
  ] as const) {
    const body = { meet_number: meet.external_id, auth_code: meet.auth_code, email: uniqueEmail("tw"), external_id: number, name };
    joins.set(name, await json<OfficialJoin>(await joinOfficial(body), 200));
  }
});

afterEach(closeAll);

async function open() {
  control = await connect(meet.signed_id, admin);
  await welcome(control);
  for (const [name, join] of joins) {
    const socket = await connect(meet.signed_id, undefined, { official: join.token });
    await welcome(socket);
    sockets.set(name, socket);
  }
}

/** Everyone's frames up to now, so the next message taken is the next one sent. */
async function quiet() {
  for (const client of [control, ...sockets.values()]) await client.settle();
}

/** The administrator's command or decision, answered by its ack; the heat it changed as it then stands. */
async function adminSends(message: object): Promise<Heat> {
  const id = cid();
  control.send({ ...message, id });
  await control.take("ack", (m) => m.id === id);
  const heat = (await control.settle()).filter((m) => m.type === "heat").at(-1);
  await quiet();
  return heat?.type === "heat" ? heat.heat : (null as unknown as Heat);
}

/** An official's record sent under `id`, answered by its ack; the heat as the room then has it. */
async function record(name: string, message: object, id = cid()): Promise<{ id: string; heat: Heat; own: OwnRecord[] }> {
  const phone = sockets.get(name)!;
  phone.send({ ...message, id });
  await phone.take("ack", (m) => m.id === id);
  const own = (await phone.settle()).filter((m) => m.type === "own_records").at(-1);
  const heats = (await control.settle()).filter((m) => m.type === "heat");
  await quiet();
  const heat = heats.at(-1)?.type === "heat" ? heats.at(-1)! : null;
  return {
    id,
    heat: heat && heat.type === "heat" ? heat.heat : (null as unknown as Heat),
    own: own?.type === "own_records" ? own.records : [],
  };
}

const touch = (heat: Heat, lane: string, ms: number, unsure?: string) => ({
  type: "lane_time",
  heat_id: heat.id,
  lane,
  touched_at: heat.start_time! + ms,
  offset: 0,
  accuracy: 4,
  ...(unsure ? { unsure } : {}),
});

const logText = async () => (await call("GET", `/api/meets/${meet.id}/log.csv`, { as: admin })).text();

describe("an unsure watch (DESIGN 8b)", () => {
  it("is kept, logged and shown, counts only when no other watch decides, and is applied once by its id", async () => {
    await open();
    const running = await adminSends({ type: "start", time: Date.now() - 4_200, accuracy: 5 });
    // Lane 3: Jan missed the start (3.10), Piet did not (3.30): Piet's watch decides, not their mean 3.20.
    const jan = touch(running, "3", 3_100, "missed_start");
    const first = await record("Jan Jansen", jan);
    expect(first.own).toEqual([expect.objectContaining({ kind: "time", lane: "3", time: 3_100, unsure: "missed_start" })]);
    await record("Piet Pietersen", touch(running, "3", 3_300));
    // Lane 4: only Klaas's watch, unsure: with nothing else to decide, it counts.
    const klaas = await record("Klaas Klok", touch(running, "4", 3_560, "late_stop"));
    // The phone's queue sends Jan's record again after a reconnect: the same id is applied once.
    const again = await record("Jan Jansen", jan, first.id);
    expect(again.heat).toBeNull();

    const stopped = await adminSends({ type: "stop", ...pressNow() });
    expect(stopped.lanes["3"]!.time).toBe(3_300);
    expect(stopped.lanes["3"]!.watches).toEqual([
      expect.objectContaining({ official: "Jan Jansen", time: 3_100, unsure: "missed_start" }),
      expect.not.objectContaining({ unsure: expect.anything() }),
    ]);
    expect(stopped.lanes["4"]!.time).toBe(3_560);
    expect(klaas.heat.lanes["4"]!.watches).toEqual([expect.objectContaining({ official: "Klaas Klok", unsure: "late_stop" })]);

    const log = await logText();
    expect(log).toContain("Programma 1, serie 1, baan 3: 3.10 (Jan Jansen, onzeker: Start gemist)");
    expect(log).toContain("Programma 1, serie 1, baan 4: 3.56 (Klaas Klok, onzeker: Te laat gestopt)");
    expect(log.match(/onzeker: Start gemist/g)).toHaveLength(1);
  });

  it("is refused with an unknown doubt, and nothing is stored", async () => {
    await open();
    const before = await logText();
    const phone = sockets.get("Jan Jansen")!;
    const id = cid();
    phone.send({ ...touch({ id: "1-1", start_time: 1 } as Heat, "3", 3_000, "bored"), id });
    const refused = await phone.take("error", (m) => m.id === id || m.id === undefined);
    expect(refused.code).toBe("bad_message");
    expect(await logText()).toBe(before);
  });
});

describe("the heat's orders, a rejected order and the exports", () => {
  it("leave DSQ and EXH lanes out of the arrival order, name a rejected order, and export the DSQ's reason and no time", async () => {
    await open();
    await adminSends({ type: "activate", heat_id: "1-2", from_heat_id: "1-1" });
    // Lane 5 swims as an exhibition.
    await adminSends({ type: "lineup", heat_id: "1-2", lane: "5", change: { kind: "exhibition", on: true } });
    const running = await adminSends({ type: "start", time: Date.now() - 4_200, accuracy: 5 });
    await record("Jan Jansen", touch(running, "3", 3_000));
    await record("Piet Pietersen", touch(running, "4", 3_200));
    await record("Klaas Klok", touch(running, "5", 3_100));
    await adminSends({ type: "stop", ...pressNow() });
    const dsq = await adminSends({ type: "lane_result", heat_id: "1-2", lane: "3", time: 3_000, status: "DSQ", reason: "SW 4.4" });
    // By time 3 (3.00), 5 (3.10), 4 (3.20): only lane 4 takes a place.
    expect(dsq.vva?.time).toBe(",1,");
    const decided = await adminSends({ type: "arrival_decision", heat_id: "1-2", order: ["3", "5", "4"] });
    expect(decided.vva?.result).toBe(",1,");
    expect(decided.status).toBe(9);
    // The referee's note on a hand time for the exhibition swim belongs to the time, not to the EXH.
    const hand = await adminSends({
      type: "lane_result",
      heat_id: "1-2",
      lane: "5",
      time: 3_400,
      status: null,
      reason: "Handtijd referee",
    });
    expect(hand.lanes["5"]).toMatchObject({ time: 3_400, status: "EXH", decision: { reason: "Handtijd referee" } });
    expect(hand.lanes["5"]!.reason).toBeUndefined();

    // A judge's order after settling waits; the referee rejects it, and the heat names it for the judge's phone.
    await adminSends({ type: "settle", heat_id: "1-2", settled: true });
    const late = await record("Jan Jansen", { type: "arrival", heat_id: "1-2", order: ["4", "3", "5"], seen_start: running.start_time });
    expect(late.heat.pending_orders?.map((o) => o.id)).toEqual([late.id]);
    const rejected = await adminSends({ type: "reject_record", heat_id: "1-2", record_id: late.id });
    expect(rejected.pending_orders).toBeUndefined();
    expect(rejected.rejected_orders).toEqual([late.id]);

    const csv = await (await call("GET", `/api/meets/${meet.id}/results.csv`, { as: own })).text();
    const [header, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;
    const column = (name: string) => header!.indexOf(name);
    const smit = rows.find((row) => row[column("zwemmer")] === "Smit, Cato")!;
    expect([smit[column("status")], smit[column("reden")], smit[column("plaats")]]).toEqual(["DSQ", "SW 4.4", ""]);
    const mulder = rows.find((row) => row[column("zwemmer")] === "Mulder, Eva")!;
    expect([mulder[column("status")], mulder[column("reden")], mulder[column("tijd")]]).toEqual(["EXH", "", "3.40"]);

    // LENEX: the DSQ's reason is its RESULT's comment; the exhibition swim's RESULT has none.
    const lxf = new Uint8Array(await (await call("GET", `/api/meets/${meet.id}/export`, { as: own })).arrayBuffer());
    const xml = new TextDecoder().decode(Object.values(unzipSync(lxf))[0]);
    const results = [...xml.matchAll(/<RESULT [^>]*>/g)].map(([tag]) => tag);
    expect(results.find((tag) => tag.includes('status="DSQ"'))).toContain('comment="SW 4.4"');
    const exhibition = results.find((tag) => tag.includes('status="EXH"'))!;
    expect(exhibition).toContain('swimtime="00:00:03.40"');
    expect(exhibition).not.toContain("comment");

    const file = await call("GET", `/api/meets/${meet.id}/export_heat/1-2`, { as: own });
    expect(file.status).toBe(200);
    expect((await file.text()).split("\r\n")).toEqual([
      "LANE;TIME50;BACKUP1;BACKUP2;BACKUP3",
      "3;;;;",
      "4;3.20;3.20;;",
      "5;3.40;3.10;;",
      "",
    ]);
  });
});
