// A re-import over the real room (DESIGN 8e and 9): a heat swum and settled keeps its watches,
// decisions, settlement, waiting records and exports; a file that moves swimmers of a swum heat
// leaves every time with the swimmer who swam; a heat still to swim takes the file's line-up.
import { unzipSync } from "fflate";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, seedAdmin, seedClub, seedClubUser, uniqueEmail, type Caller } from "./helpers";
import { fixture, roomProbe, upload } from "./meets-helpers";
import { cid, closeAll, connect, pressNow, welcome, type LiveClient } from "./live-helpers";
import { readLenex } from "../../src/worker/formats/lenex-read";
import type { ImportReport } from "../../src/durable/reimport";
import type { Heat } from "../../src/shared/programme";
import type { OfficialJoin } from "../../src/shared/official";

// Heat 2-1 of the fixture: Zantman in lane 2, Ferré 3, Joosten 4, van Weers 5, Moquette 6, van der Meer 7.
const FILE = new TextDecoder().decode(fixture("csv/heatlist-en.csv"));

/** The fixture with two rows of a heat exchanging their lane numbers, as a meet manager's swap writes it. */
function swapped(text: string, event: number, heat: number, a: string, b: string): string {
  const prefix = (lane: string) => `${event};${heat};${lane};`;
  return text
    .split("\n")
    .map((line) =>
      line.startsWith(prefix(a))
        ? prefix(b) + line.slice(prefix(a).length)
        : line.startsWith(prefix(b))
          ? prefix(a) + line.slice(prefix(b).length)
          : line,
    )
    .join("\n");
}

let admin: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string };
let control: LiveClient;
let timers: LiveClient[];
let officials: OfficialJoin[];

const { programme, heat: heatNow } = roomProbe(
  () => meet,
  () => admin,
);

async function openAll() {
  control = await connect(meet.signed_id, admin);
  timers = await Promise.all(officials.map((o) => connect(meet.signed_id, undefined, { official: o.token })));
  for (const client of [control, ...timers]) await welcome(client);
}

/** A message on a socket, answered by its ack: the last heat the control panel then received. */
async function send(client: LiveClient, message: object): Promise<Heat | null> {
  const id = cid();
  client.send({ ...message, id });
  await client.take("ack", (m) => m.id === id);
  const frames = await control.settle();
  for (const other of timers) await other.settle();
  return frames.flatMap((m) => (m.type === "heat" ? [m.heat] : [])).at(-1) ?? null;
}

const touch = (timer: number, heat: Heat, lane: string, ms: number) =>
  send(timers[timer]!, { type: "lane_time", heat_id: heat.id, lane, touched_at: heat.start_time! + ms, offset: 0, accuracy: 4 });

async function reimport(text: string): Promise<ImportReport> {
  const res = await json<{ report: ImportReport }>(
    await upload(`/api/meets/${meet.id}/import`, admin, { bytes: text, name: "series.csv" }),
    200,
  );
  return res.report;
}

/** Splash's heat file of a heat, its rows by lane. */
async function heatFile(heatId: string): Promise<Record<string, Record<string, string>>> {
  const text = await (await call("GET", `/api/meets/${meet.id}/export_heat/${heatId}`, { as: admin })).text();
  const [header, ...rows] = text.trim().split(/\r?\n/);
  const columns = header!.split(";");
  return Object.fromEntries(rows.map((row) => [row.split(";")[0]!, Object.fromEntries(row.split(";").map((v, i) => [columns[i], v]))]));
}

/** The whole meet as LENEX, read back. */
async function lenexBack() {
  const res = await call("GET", `/api/meets/${meet.id}/export`, { as: admin });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { heats: readLenex(bytes).heats, xml: new TextDecoder().decode(Object.values(unzipSync(bytes))[0]) };
}

beforeAll(async () => {
  const clubId = await seedClub("ZV Herimport");
  admin = await seedAdmin();
  const own = await seedClubUser(clubId);
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: FILE, name: "series.csv" },
      { name: "Herimporttest", external_id: "62020", planned_date: "2099-06-01" },
    ),
    201,
  );
  officials = [];
  for (const [name, number] of [
    ["Jan Jansen", "TK00021"],
    ["Piet Pietersen", "TK00022"],
  ] as const) {
    const body = { meet_number: meet.external_id, auth_code: meet.auth_code, email: uniqueEmail("tk"), external_id: number, name };
    officials.push(await json<OfficialJoin>(await joinOfficial(body), 200));
  }
});

afterEach(closeAll);

describe("re-import after a heat was swum (DESIGN 8e)", () => {
  let swum: Heat;

  it("a heat swum with two watches, a DSQ with its reason, settled and a record waiting", async () => {
    await openAll();
    await send(control, { type: "activate", heat_id: "2-1" });
    // Backdated, so that the touches lie before the stop.
    const running = (await send(control, { type: "start", time: Date.now() - 4_000, accuracy: 5 }))!;
    await touch(0, running, "3", 3_100);
    await touch(1, running, "3", 3_300);
    await touch(0, running, "4", 3_500);
    await touch(1, running, "4", 3_700);
    await touch(0, running, "5", 3_800);
    await send(control, { type: "stop", ...pressNow() });
    await send(control, { type: "lane_result", heat_id: "2-1", lane: "5", time: 3_800, status: "DSQ", reason: "SW 4.4 valse start" });
    await send(control, { type: "settle", heat_id: "2-1", settled: true });
    // After settling a record waits for the referee.
    swum = (await touch(1, running, "5", 3_900))!;
    expect(swum).toMatchObject({ settled: true, waiting: 1 });
    expect(swum.lanes["3"]).toMatchObject({ swimmer: "Ferré, Manuela", time: 3_200 });
    expect(swum.lanes["4"]).toMatchObject({ swimmer: "Joosten, Sky", time: 3_600 });
    expect((await heatFile("2-1"))["3"]).toMatchObject({ BACKUP1: "3.10", BACKUP2: "3.30" });
  });

  it("from the same file keeps the heat as it was, exports included, and counts every heat unchanged", async () => {
    const before = await programme();
    await openAll();
    const report = await reimport(FILE);
    expect(report).toEqual({
      added: [],
      removed: [],
      changed: [],
      unchanged: before.heats.map((h) => h.id),
      kept: [],
      moved: [],
      lanes: [],
      kept_changes: 0,
      conflicts: [],
      heats: before.heats.length,
    });
    const after = await heatNow("2-1");
    expect(after).toEqual(before.heats.find((h) => h.id === "2-1"));
    expect(after.lanes["5"]).toMatchObject({ status: "DSQ", reason: "SW 4.4 valse start", decision: { by: expect.any(String) } });
    expect(after.lanes["4"]!.watches).toHaveLength(2);
    // Everyone's page gets the programme as it now is.
    const broadcast = await control.take("heats");
    expect(broadcast.heats.find((h) => h.id === "2-1")).toMatchObject({ settled: true, waiting: 1 });

    const rows = await heatFile("2-1");
    expect(rows["3"]).toMatchObject({ BACKUP1: "3.10", BACKUP2: "3.30", BACKUP3: "" });
    expect(rows["4"]).toMatchObject({ BACKUP1: "3.50", BACKUP2: "3.70" });
    const { heats, xml } = await lenexBack();
    expect(xml).toContain('comment="SW 4.4 valse start"');
    expect(heats.find((h) => h.id === "2-1")!.lanes["5"]).toMatchObject({ status: "DSQ", reason: "SW 4.4 valse start" });
  });

  it("still reads settled: a record made after the import waits for the referee without a second settle", async () => {
    await openAll();
    const heat = await heatNow("2-1");
    const after = (await touch(0, heat, "6", 3_950))!;
    expect(after.settled).toBe(true);
    expect(after.lanes["6"]!.watches).toEqual([expect.objectContaining({ time: 3_950, pending: true })]);
    expect(after.lanes["6"]!.time).toBeNull();
    expect(after.waiting).toBe(2);
  });

  it(
    "a file that swaps two swimmers of the swum heat leaves each time with the swimmer who swam; " +
      "a heat still to swim takes the new line-up",
    async () => {
      const text = swapped(swapped(FILE, 2, 1, "3", "4"), 2, 2, "1", "2");
      const report = await reimport(text);
      expect(report.moved).toEqual([
        { heat_id: "2-1", lane: "3", swam: "Ferré, Manuela", file: "Joosten, Sky", file_now: { heat_id: "2-1", lane: "4" } },
        { heat_id: "2-1", lane: "4", swam: "Joosten, Sky", file: "Ferré, Manuela", file_now: { heat_id: "2-1", lane: "3" } },
      ]);
      // The swum heat stays as it was swum: its differences are listed under `moved`, not counted as a change.
      expect(report.changed).toEqual(["2-2"]);
      expect(report.unchanged).toHaveLength(report.heats - 1);

      const swumNow = await heatNow("2-1");
      expect(swumNow.lanes["3"]).toMatchObject({ swimmer: "Ferré, Manuela", time: 3_200 });
      expect(swumNow.lanes["4"]).toMatchObject({ swimmer: "Joosten, Sky", time: 3_600 });
      expect(swumNow.lanes["3"]!.watches!.map((w) => w.time)).toEqual([3_100, 3_300]);
      const planned = await heatNow("2-2");
      expect(planned.lanes["1"]!.swimmer).toBe("Baltes, Feline");
      expect(planned.lanes["2"]!.swimmer).toBe("Otto, Faja");
      const { heats } = await lenexBack();
      const exported = heats.find((h) => h.id === "2-1")!;
      expect(exported.lanes["3"]).toMatchObject({ swimmer: "Ferré, Manuela", time: 3_200 });
      expect(exported.lanes["4"]).toMatchObject({ swimmer: "Joosten, Sky", time: 3_600 });
    },
  );
});
