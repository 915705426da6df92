// DESIGN 8b and walk 11 F2/F11 over real sockets: a lane time counts only from a timekeeper of that
// lane and an order only from an arrival-order judge, in the race it is for; a phone that changed lane
// still sends (and corrects) what it timed before; a touch later than the room received it is no time.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { joinOfficial, json, seedAdmin, seedClub, seedClubUser, uniqueEmail, type Caller } from "./helpers";
import { roomProbe, upload } from "./meets-helpers";
import { cid, closeAll, connect, welcome, type LiveClient } from "./live-helpers";
import type { OfficialTask, ServerMessage } from "../../src/shared/live";
import type { OfficialJoin } from "../../src/shared/official";
import type { Heat } from "../../src/shared/programme";

const CSV = [
  "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;VERENIGING",
  "1;1;3;50;FREE;F;Bakker;Anne;ZV Taak",
  "1;1;4;50;FREE;F;Visser;Bo;ZV Taak",
  "1;1;5;50;FREE;F;Smit;Cato;ZV Taak",
  "1;2;3;50;FREE;F;Jong;Dewi;ZV Taak",
  "1;2;4;50;FREE;F;Dijk;Eva;ZV Taak",
  "1;2;5;50;FREE;F;Mol;Fenna;ZV Taak",
].join("\n");

let admin: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string };
const joins = new Map<string, OfficialJoin>();
let control: LiveClient;

const {
  programme,
  heat: heatNow,
  timings: stored,
} = roomProbe(
  () => meet,
  () => admin,
);

beforeAll(async () => {
  admin = await seedAdmin();
  const own = await seedClubUser(await seedClub("ZV Taak"));
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV, name: "series.csv" },
      { name: "Takentest", external_id: "61778", planned_date: "2099-06-01" },
    ),
    201,
  );
  for (const [name, number] of [
    ["Keeper Baan A", "TT00001"],
    ["Keeper Baan B", "TT00002"],
    ["Judge", "TT00003"],
  ] as const) {
    const body = { meet_number: meet.external_id, auth_code: meet.auth_code, email: uniqueEmail("tt"), external_id: number, name };
    joins.set(name, await json<OfficialJoin>(await joinOfficial(body), 200));
  }
});

afterEach(closeAll);

/** A phone of `name` that has told the room its task, and the desk has seen it. */
async function phoneOf(name: string, task: OfficialTask): Promise<LiveClient> {
  const phone = await connect(meet.signed_id, undefined, { official: joins.get(name)!.token });
  await welcome(phone);
  await tell(phone, task);
  return phone;
}

/** The phone says its task; presence's turn (which keeps the tasks held) has gone out once the desk has it. */
async function tell(phone: LiveClient, task: OfficialTask): Promise<void> {
  phone.send({ type: "task", task });
  await control.take("presence", (m) => (task.kind === "judge" ? m.presence.judges > 0 : (m.presence.timekeepers[task.lane] ?? 0) > 0));
  await control.settle();
}

/** A message under a new id; the room's answer to it: its ack, or its refusal. */
async function answer(client: LiveClient, message: object): Promise<ServerMessage & { id?: string }> {
  const id = cid();
  client.send({ ...message, id });
  return (await client.takeFirst((m) => (m.type === "ack" || m.type === "error") && m.id === id)) as ServerMessage & { id?: string };
}

async function openDesk(): Promise<void> {
  control = await connect(meet.signed_id, admin);
  await welcome(control);
  await control.settle();
}

async function desk(message: object): Promise<void> {
  expect(await answer(control, message)).toMatchObject({ type: "ack" });
  await control.settle();
}

/** Starts the active heat, by default backdated so that the touches below lie before the room receives them. */
async function start(backdated = 4_500): Promise<Heat> {
  await desk({ type: "start", time: Date.now() - backdated, accuracy: 5 });
  return heatNow((await programme()).active_heat_id);
}

const laneTime = (heat: Heat, lane: string, ms: number) => ({
  type: "lane_time",
  heat_id: heat.id,
  lane,
  touched_at: heat.start_time! + ms,
  offset: 0,
  accuracy: 4,
});

describe("a record for a task the official does not hold (walk 11 F2)", () => {
  it("counts nowhere: another lane's time, a judge's time and a timekeeper's order are refused, saying what to do", async () => {
    await openDesk();
    const keeperA = await phoneOf("Keeper Baan A", { kind: "timekeeper", lane: "3" });
    const keeperB = await phoneOf("Keeper Baan B", { kind: "timekeeper", lane: "4" });
    const judge = await phoneOf("Judge", { kind: "judge" });
    const running = await start();

    expect(await answer(keeperB, laneTime(running, "4", 3_100))).toMatchObject({ type: "ack" });
    expect(await answer(keeperA, laneTime(running, "4", 2_500))).toMatchObject({
      type: "error",
      code: "not_your_task",
      message:
        "Je bent tijdwaarnemer van baan 3, niet van baan 4. " +
        "Kies baan 4 als je die baan klokt, en geef een tijd die je al hebt door aan de scheidsrechter.",
    });
    expect(await answer(judge, laneTime(running, "4", 2_000))).toMatchObject({
      code: "not_your_task",
      message: expect.stringMatching(/^Je bent aankomstrechter, geen tijdwaarnemer van baan 4\. Kies baan 4 /),
    });
    expect(
      await answer(keeperA, { type: "arrival", heat_id: running.id, order: ["4", "3"], seen_start: running.start_time }),
    ).toMatchObject({
      code: "not_your_task",
      message: expect.stringMatching(/^Je bent tijdwaarnemer van baan 3, geen aankomstrechter\. Kies Aankomstrechter /),
    });
    expect(await answer(judge, { type: "arrival", heat_id: running.id, order: ["4", "3"], seen_start: running.start_time })).toMatchObject({
      type: "ack",
    });

    const heat = await heatNow(running.id);
    expect(heat.lanes["4"]).toMatchObject({ time: 3_100 });
    expect(heat.lanes["4"]!.watches!.map((w) => [w.official, w.time])).toEqual([["Keeper Baan B", 3_100]]);
    expect(await stored("lane_time")).toHaveLength(1);
    // The desk keeps every power it has: the referee decides any lane.
    await desk({ type: "lane_result", heat_id: running.id, lane: "4", time: 3_050, status: null, reason: "" });
    expect((await heatNow(running.id)).lanes["4"]).toMatchObject({ time: 3_050, source: "referee" });
    await desk({ type: "stop", time: Date.now(), accuracy: 5 });
  });

  it("a phone that changed lane offline sends and corrects its earlier lane's time; a lane left before a start is refused", async () => {
    await openDesk();
    await desk({ type: "next" });
    let keeperA = await phoneOf("Keeper Baan A", { kind: "timekeeper", lane: "3" });
    const running = await start();
    // The phone lost its connection after the touch; the official chose lane 5 while it had none.
    keeperA.close();
    keeperA = await connect(meet.signed_id, undefined, { official: joins.get("Keeper Baan A")!.token });
    await welcome(keeperA);
    await tell(keeperA, { kind: "timekeeper", lane: "5" });
    // Then its queue (DESIGN 8f): the lane 3 time, named for the lane it was timed for.
    const queued = laneTime(running, "3", 3_300);
    const sent = await answer(keeperA, queued);
    expect(sent).toMatchObject({ type: "ack" });
    const own = (await keeperA.take("own_records")).records.find((r) => r.kind === "time" && r.lane === "3")!;
    expect(
      await answer(keeperA, { type: "correct_record", heat_id: running.id, record_id: own.id, correction: { kind: "time", time: 3_280 } }),
    ).toMatchObject({ type: "ack" });
    expect((await heatNow(running.id)).lanes["3"]).toMatchObject({ time: 3_280 });
    // Lane 4 was never theirs.
    expect(await answer(keeperA, laneTime(running, "4", 3_000))).toMatchObject({ code: "not_your_task" });
    await desk({ type: "stop", time: Date.now(), accuracy: 5 });

    // A heat started after the change (now, not backdated to before it): lane 3 is no longer theirs, lane 5 is.
    await desk({ type: "activate", heat_id: "1-1" });
    await desk({ type: "reset" });
    const next = await start(0);
    expect(await answer(keeperA, laneTime(next, "3", 500))).toMatchObject({
      code: "not_your_task",
      message: expect.stringMatching(/^Je bent tijdwaarnemer van baan 5, niet van baan 3\./),
    });
    expect(await answer(keeperA, laneTime(next, "5", 500))).toMatchObject({ type: "ack" });
    await desk({ type: "stop", time: Date.now(), accuracy: 5 });
  });
});

describe("a touch in the future (walk 11 F11)", () => {
  it("is refused with why, and shows nowhere", async () => {
    await openDesk();
    await desk({ type: "reset" });
    const keeperB = await phoneOf("Keeper Baan B", { kind: "timekeeper", lane: "5" });
    const running = await start();
    const before = (await stored("lane_time")).length;
    const ahead = { ...laneTime(running, "5", 0), touched_at: Date.now() + 600_000 };
    expect(await answer(keeperB, ahead)).toMatchObject({
      type: "error",
      code: "future_time",
      message:
        "Deze tijd ligt in de toekomst: de klok van je telefoon loopt niet gelijk. " +
        "Wacht tot je telefoon 'Klok gelijk' toont, en geef deze tijd door aan de scheidsrechter.",
    });
    expect((await heatNow(running.id)).lanes["5"]!.time).toBeNull();
    expect(await stored("lane_time")).toHaveLength(before);
    // A touch just now counts.
    expect(await answer(keeperB, { ...laneTime(running, "5", 0), touched_at: Date.now() })).toMatchObject({ type: "ack" });
    await desk({ type: "stop", time: Date.now(), accuracy: 5 });
  });
});
