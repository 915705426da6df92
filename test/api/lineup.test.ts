// Race day at the desk over real sockets (DESIGN 8e): the start list changes in the room, by the club
// and the administrators, never by officials and never for a heat that has started; an exhibition
// swim keeps its time without a place; a waiting record is rejected; a dead heat shares a place; two
// desks never skip a heat; and the exports write what happened.
import { unzipSync } from "fflate";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, seedAdmin, seedClub, seedClubUser, uniqueEmail, type Caller } from "./helpers";
import { roomProbe, upload } from "./meets-helpers";
import { cid, closeAll, connect, pressNow, welcome, type LiveClient } from "./live-helpers";
import { readLenex } from "../../src/worker/formats/lenex-read";
import type { Heat } from "../../src/shared/programme";
import { formatSwimTime } from "../../src/shared/race-time";
import type { MeetResults } from "../../src/shared/results";
import type { OfficialJoin } from "../../src/shared/official";

// Event 1: heat 1 has lanes 3, 4, 5; heat 2 lanes 4 and 5. Event 2: heat 1, lane 4.
const CSV = [
  "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;VERENIGING;KLASSE",
  "1;1;3;50;FREE;F;Bakker;Anne;ZV Baan;S9",
  "1;1;4;50;FREE;F;Visser;Bo;ZV Baan;S9",
  "1;1;5;50;FREE;F;Smit;Cato;ZV Baan;S8",
  "1;2;4;50;FREE;F;Mulder;Dana;ZV Baan;S9",
  "1;2;5;50;FREE;F;Dekker;Eva;ZV Baan;S9",
  "2;1;4;100;BACK;F;Bos;Fleur;ZV Baan;S7",
].join("\n");

let admin: Caller;
let admin2: Caller;
let own: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string };
let desk: LiveClient;
let desk2: LiveClient;
let club: LiveClient;
let timer: LiveClient;
let official: OfficialJoin;

const {
  programme: programmeNow,
  heat: heatNow,
  log: logNow,
} = roomProbe(
  () => meet,
  () => admin,
);

async function openAll() {
  desk = await connect(meet.signed_id, admin);
  desk2 = await connect(meet.signed_id, admin2);
  club = await connect(meet.signed_id, own);
  timer = await connect(meet.signed_id, undefined, { official: official.token });
  for (const client of [desk, desk2, club, timer]) await welcome(client);
  await desk.take("events");
  await desk2.take("events");
}

const everyone = () => [desk, desk2, club, timer];

/** A message from `from`, answered by its ack; every socket has heard what it caused. */
async function send(from: LiveClient, message: object): Promise<Heat[]> {
  // Frames of what came before (an official's records) are not this message's.
  for (const client of everyone()) await client.settle();
  const id = cid();
  from.send({ ...message, id });
  await from.take("ack", (m) => m.id === id);
  const frames = await desk.settle();
  for (const client of everyone()) if (client !== desk) await client.settle();
  return frames.flatMap((m) => (m.type === "heat" ? [m.heat] : []));
}

async function refused(from: LiveClient, message: object, code: string): Promise<string> {
  const id = cid();
  from.send({ ...message, id });
  // A message the schema refuses has no id the room could trust.
  const error = await from.take("error", (m) => (code === "bad_message" ? m.code === code : m.id === id));
  expect(error.code).toBe(code);
  expect(error.message).toMatch(/^[A-Z].+\.$/);
  return error.message;
}

const lineup = (heat_id: string, lane: string, change: object) => ({ type: "lineup", heat_id, lane, change });

async function results(): Promise<MeetResults> {
  return json<MeetResults>(await call("GET", `/api/meets/${meet.id}/results`, { as: own }), 200);
}

beforeAll(async () => {
  admin = await seedAdmin();
  admin2 = await seedAdmin();
  const clubId = await seedClub("ZV Baan");
  own = await seedClubUser(clubId);
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV, name: "startlijst.csv" },
      { name: "Wedstrijddag", external_id: "62345", planned_date: "2099-06-01" },
    ),
    201,
  );
  official = await json<OfficialJoin>(
    await joinOfficial({
      meet_number: meet.external_id,
      auth_code: meet.auth_code,
      email: uniqueEmail("tk"),
      external_id: "TK00021",
      name: "Jan Jansen",
    }),
    200,
  );
});

afterEach(closeAll);

describe("line-up changes before the start (DESIGN 8e)", () => {
  it(
    "the club withdraws and restores, moves and swaps, enters late and changes a class; " + "each is logged and heard by every socket",
    async () => {
      await openAll();
      const [withdrawn] = await send(club, lineup("1-2", "5", { kind: "withdraw" }));
      expect(withdrawn!.lanes["5"]).toMatchObject({ status: "WDR", entry_status: "WDR" });
      expect((await logNow())[0]).toMatchObject({ action: "Programma 1, serie 2, baan 5: Dekker, Eva afgemeld", kind: "lineup" });
      const [restored] = await send(club, lineup("1-2", "5", { kind: "restore" }));
      expect(restored!.lanes["5"]!.status ?? null).toBeNull();

      const moved = await send(club, lineup("1-2", "5", { kind: "move", to_heat_id: "1-2", to_lane: "6" }));
      expect(Object.keys(moved[0]!.lanes).sort()).toEqual(["4", "6"]);
      const swapped = await send(club, lineup("1-2", "6", { kind: "move", to_heat_id: "1-2", to_lane: "4" }));
      expect(swapped[0]!.lanes["4"]!.swimmer).toBe("Dekker, Eva");
      expect(swapped[0]!.lanes["6"]!.swimmer).toBe("Mulder, Dana");

      const swimmer = {
        lastname: "Berg",
        firstname: "Tim",
        nameprefix: "van den",
        club: "ZV Baan",
        gender: "F",
        birthdate: "2011-02-03",
        license: "1234567",
        handicap: "S10",
      };
      const [entered] = await send(club, lineup("1-2", "5", { kind: "enter", swimmer }));
      expect(entered!.lanes["5"]).toMatchObject({ swimmer: "van den Berg, Tim", handicap: "S10", late_entry: true });
      // Live clients never see the export's LENEX facts (a birth date among them).
      expect(entered!.lanes["5"]!.lenex).toBeUndefined();
      const [classed] = await send(desk, lineup("1-2", "5", { kind: "class", handicap: "S11" }));
      expect(classed!.lanes["5"]!.handicap).toBe("S11");
      const stored = await heatNow("1-2");
      expect(stored.lanes["5"]!.handicap).toBe("S11");
      expect((await logNow()).filter((e) => e.kind === "lineup")).toHaveLength(6);
    },
  );

  it("a repeated change applies once; an official's change is refused and changes nothing; bad changes are refused", async () => {
    await openAll();
    const id = cid();
    const change = { ...lineup("2-1", "4", { kind: "exhibition", on: true }), id };
    club.send(change);
    await club.take("ack", (m) => m.id === id);
    await club.settle();
    const log = await logNow();
    club.send(change);
    await club.take("ack", (m) => m.id === id);
    expect(await logNow()).toEqual(log);

    const before = await programmeNow();
    await refused(timer, lineup("2-1", "4", { kind: "withdraw" }), "forbidden");
    await refused(club, lineup("2-1", "4", { kind: "move", to_heat_id: "1-1", to_lane: "6" }), "bad_lineup");
    await refused(club, lineup("2-1", "6", { kind: "withdraw" }), "unknown_lane");
    await refused(club, lineup("9-9", "4", { kind: "withdraw" }), "unknown_heat");
    const wrongClass =
      "Deze klasse hoort niet bij de slag van dit programma: " +
      "S bij vrije slag, rugslag en vlinderslag, SB bij schoolslag, SM bij wisselslag.";
    expect(await refused(club, lineup("2-1", "4", { kind: "class", handicap: "SB7" }), "wrong_class")).toBe(wrongClass);
    const late = { lastname: "Laat", firstname: "", club: "ZV Baan", gender: "F", handicap: "SB5" };
    expect(await refused(club, lineup("1-2", "8", { kind: "enter", swimmer: late }), "wrong_class")).toBe(wrongClass);
    // Event 1 is for women: a man entered late would rank among them.
    const man = { ...late, gender: "M", handicap: "S9" };
    expect(await refused(club, lineup("1-2", "8", { kind: "enter", swimmer: man }), "wrong_gender")).toMatch(
      /^Dit programma is alleen voor heren of alleen voor dames/,
    );
    // The schema: a class that does not exist, a late entry without a club.
    for (const message of [
      lineup("2-1", "4", { kind: "class", handicap: "S99" }),
      lineup("2-1", "6", { kind: "enter", swimmer: { lastname: "X", firstname: "", club: "", gender: "F" } }),
    ]) {
      await refused(club, message, "bad_message");
    }
    expect(await programmeNow()).toEqual(before);
    expect(await logNow()).toEqual(log);
    await send(club, lineup("2-1", "4", { kind: "exhibition", on: false }));
  });
});

describe("a heat that has started (DESIGN 8e)", () => {
  it("refuses withdraw, move and late entry; an exhibition swim keeps EXH through start and stop, gets its time and no place", async () => {
    await openAll();
    await send(club, lineup("1-1", "5", { kind: "exhibition", on: true }));
    const [running] = await send(desk, { type: "start", time: Date.now() - 4_000, accuracy: 5 });
    expect(running!.lanes["5"]).toMatchObject({ status: "EXH", entry_status: "EXH" });
    await refused(club, lineup("1-1", "4", { kind: "withdraw" }), "started");
    await refused(desk, lineup("1-1", "4", { kind: "move", to_heat_id: "1-2", to_lane: "7" }), "started");
    await refused(
      club,
      lineup("1-1", "6", { kind: "enter", swimmer: { lastname: "Laat", firstname: "", club: "ZV Baan", gender: "F" } }),
      "started",
    );

    for (const [lane, ms] of [
      ["3", 3_100],
      ["4", 3_300],
      ["5", 3_000],
    ] as const) {
      const id = cid();
      timer.send({ type: "lane_time", id, heat_id: "1-1", lane, touched_at: running!.start_time! + ms, offset: 0, accuracy: 4 });
      await timer.take("ack", (m) => m.id === id);
    }
    const [stopped] = await send(desk, { type: "stop", ...pressNow() });
    expect(stopped!.lanes["5"]).toMatchObject({ status: "EXH", time: 3_000 });
    expect(stopped!.status).toBe(5);
    const event = (await results()).events.find((e) => e.event_number === 1)!;
    expect(event.overall.map((r) => [r.place, r.lane, r.time, r.status])).toEqual([
      [null, "5", 3_000, "EXH"],
      [1, "3", 3_100, null],
      [2, "4", 3_300, null],
    ]);
    // The class still changes after the start, and the result keeps its time.
    const [classed] = await send(desk, lineup("1-1", "3", { kind: "class", handicap: "S10" }));
    expect(classed!.lanes["3"]).toMatchObject({ handicap: "S10", time: 3_100 });
  });

  it("a late watch waits, is counted in the heat's waiting, shows on the programme and is rejected", async () => {
    await openAll();
    const heat = await heatNow("1-1");
    expect(heat).toMatchObject({ waiting: 0, settled: false });
    const id = cid();
    // A touch a second after the stop: the timekeeper was late, so it waits for the referee. (Not a
    // minute: the stop was just now, and a touch after the room received it is no time at all.)
    timer.send({ type: "lane_time", id, heat_id: "1-1", lane: "4", touched_at: heat.end_time! + 1_000, offset: 0, accuracy: 4 });
    await timer.take("ack", (m) => m.id === id);
    await desk.settle();
    const waiting = await heatNow("1-1");
    expect(waiting.waiting).toBe(1);
    const watch = waiting.lanes["4"]!.watches!.find((w) => w.pending)!;
    expect(watch.id).toBe(id);
    await refused(club, { type: "reject_record", heat_id: "1-1", record_id: id }, "forbidden");
    const [rejected] = await send(desk, { type: "reject_record", heat_id: "1-1", record_id: id });
    expect(rejected!.waiting).toBe(0);
    expect(rejected!.lanes["4"]!.time).toBe(3_300);
    expect(rejected!.lanes["4"]!.watches!.find((w) => w.id === id)).toMatchObject({ rejected: true });
    expect((await logNow())[0]!.action).toBe(
      `Programma 1, serie 1, baan 4: ${formatSwimTime(watch.time)} van Jan Jansen afgewezen (scheidsrechter Anna de Vries)`,
    );
    await refused(desk, { type: "reject_record", heat_id: "1-1", record_id: id }, "not_waiting");
    await send(desk, { type: "settle", heat_id: "1-1", settled: true });
    expect(await heatNow("1-1")).toMatchObject({ settled: true, waiting: 0 });
  });

  it("a dead heat the referee decides gets one official time, and ranks with a swimmer of another heat at that time", async () => {
    await openAll();
    await send(desk, { type: "next", from_heat_id: "1-1" });
    const [running] = await send(desk, { type: "start", time: Date.now() - 4_000, accuracy: 5 });
    // 3.29 and 3.31 touched together: one time of 3.30, as heat 1's lane 4 swam.
    for (const [lane, ms] of [
      ["4", 3_290],
      ["6", 3_310],
      ["5", 3_500],
    ] as const) {
      const id = cid();
      timer.send({ type: "lane_time", id, heat_id: "1-2", lane, touched_at: running!.start_time! + ms, offset: 0, accuracy: 4 });
      await timer.take("ack", (m) => m.id === id);
    }
    await send(desk, { type: "stop", ...pressNow() });
    const [decided] = await send(desk, { type: "arrival_decision", heat_id: "1-2", order: [["4", "6"], "5"] });
    expect([decided!.lanes["4"]!.time, decided!.lanes["6"]!.time, decided!.lanes["5"]!.time]).toEqual([3_300, 3_300, 3_500]);
    const event = (await results()).events.find((e) => e.event_number === 1)!;
    const row = (heat: number, lane: string) => event.overall.find((r) => r.heat_number === heat && r.lane === lane)!;
    expect([row(1, "4").time, row(2, "4").time, row(2, "6").time]).toEqual([3_300, 3_300, 3_300]);
    expect([row(1, "3"), row(1, "4"), row(2, "4"), row(2, "6"), row(2, "5")].map((r) => r.place)).toEqual([1, 2, 2, 2, 5]);
  });
});

describe("two desks (DESIGN 8e)", () => {
  it("two administrators' Next from the same heat move one heat; the second hears why", async () => {
    await openAll();
    const from = (await programmeNow()).active_heat_id;
    const a = cid();
    const b = cid();
    desk.send({ type: "next", id: a, from_heat_id: from });
    desk2.send({ type: "next", id: b, from_heat_id: from });
    // Two sockets: either Next may reach the room first.
    const winner = await Promise.any([
      desk.take("ack", (m) => m.id === a).then(() => "a"),
      desk2.take("ack", (m) => m.id === b).then(() => "b"),
    ]);
    const error = winner === "a" ? await desk2.take("error", (m) => m.id === b) : await desk.take("error", (m) => m.id === a);
    expect(error).toMatchObject({
      code: "stale_view",
      message: "De actieve serie is intussen gewijzigd. Kijk welke serie nu actief is en probeer het opnieuw.",
    });
    const programme = await programmeNow();
    const ids = programme.heats.map((h) => h.id);
    expect(ids.indexOf(programme.active_heat_id)).toBe(ids.indexOf(from) + 1);
    await refused(desk2, { type: "reset", from_heat_id: from }, "stale_view");
    await refused(desk2, { type: "activate", heat_id: from, from_heat_id: from }, "stale_view");
    await send(desk2, { type: "previous", from_heat_id: programme.active_heat_id });
  });
});

describe("the exports write what happened (DESIGN 8e)", () => {
  it("WDR, EXH with its time and a late entry as its own ATHLETE with ENTRY and RESULT", async () => {
    await openAll();
    await send(club, lineup("2-1", "4", { kind: "withdraw" }));
    const bytes = new Uint8Array(await (await call("GET", `/api/meets/${meet.id}/export`, { as: own })).arrayBuffer());
    const xml = new TextDecoder().decode(Object.values(unzipSync(bytes))[0]);
    const back = readLenex(bytes).heats;
    expect(back.find((h) => h.id === "2-1")!.lanes["4"]).toMatchObject({ status: "WDR", time: null });
    expect(back.find((h) => h.id === "1-1")!.lanes["5"]).toMatchObject({ status: "EXH", time: 3_000 });
    // The late entry: an ATHLETE of its own, named by its parts, with its ENTRY and its RESULT.
    const athlete = /<ATHLETE [^>]*lastname="Berg"[^>]*>[\s\S]*?<\/ATHLETE>/.exec(xml)?.[0] ?? "";
    expect(athlete).toContain('nameprefix="van den"');
    expect(athlete).toContain('birthdate="2011-02-03"');
    expect(athlete).toMatch(/<ENTRY [^>]*lane="5"/);
    expect(athlete).toMatch(/<RESULT [^>]*lane="5"/);
    expect(back.find((h) => h.id === "1-2")!.lanes["5"]).toMatchObject({ swimmer: "van den Berg, Tim", handicap: "S11" });
  });
});
