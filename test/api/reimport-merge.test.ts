// A re-import over the real room and the link (DESIGN 8e): heats not yet started are the room's
// line-up and the new file merged, with the file imported last as their base. The same file keeps
// every race-day change; a changed file wins on the lanes it changed and names the lanes both changed;
// a swimmer the room moved is in exactly one lane after any re-import; the link's re-import merges alike.
import { runInDurableObject, SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, json, ORIGIN, seedAdmin, seedClub, seedClubUser, type Caller } from "./helpers";
import { roomProbe, upload } from "./meets-helpers";
import { cid, closeAll, connect, controlPanel, pressNow, welcome, type LiveClient } from "./live-helpers";
import * as roomSchema from "../../src/durable/schema";
import type { MeetRoom } from "../../src/durable/room/server";
import type { ImportReport } from "../../src/durable/reimport";

const HEADER = "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;VERENIGING;KLASSE";
// Event 1: heat 1 lanes 3, 4, 5; heat 2 lanes 4 and 5. Event 2: heat 1 lane 4.
const ROWS = [
  "1;1;3;50;FREE;F;Bakker;Anne;ZV Merge;S9",
  "1;1;4;50;FREE;F;Visser;Bo;ZV Merge;S9",
  "1;1;5;50;FREE;F;Smit;Cato;ZV Merge;S8",
  "1;2;4;50;FREE;F;Mulder;Dana;ZV Merge;S9",
  "1;2;5;50;FREE;F;Dekker;Eva;ZV Merge;S9",
  "2;1;4;100;BACK;F;Bos;Fleur;ZV Merge;S7",
];
const csv = (rows = ROWS) => [HEADER, ...rows].join("\n");
/** The file with the row of `lane` in heat `event-heat` replaced (null: left out). */
const withRow = (rows: string[], event: number, heat: number, lane: number, row: string | null) => {
  const at = rows.findIndex((r) => r.startsWith(`${event};${heat};${lane};`));
  const next = at < 0 ? [...rows] : rows.filter((_, i) => i !== at);
  return row ? [...next, row] : next;
};

let own: Caller;
let admin: Caller;
let clubId: number;
let meet: { id: number; signed_id: string; external_id: string };
let club: LiveClient;

const { programme } = roomProbe(
  () => meet,
  () => own,
);
// The meet log is the administrators'.
const { log } = roomProbe(
  () => meet,
  () => admin,
);

/** Every lane holding `swimmer` in the room's programme. */
async function placesOf(swimmer: string): Promise<string[]> {
  const { heats } = await programme();
  return heats.flatMap((h) => Object.entries(h.lanes).flatMap(([key, l]) => (l.swimmer === swimmer ? [`${h.id}/${key}`] : [])));
}

const laneOf = async (heatId: string, key: string) => (await programme()).heats.find((h) => h.id === heatId)!.lanes[key];

async function change(heat_id: string, lane: string, lineupChange: object): Promise<void> {
  const id = cid();
  club.send({ type: "lineup", id, heat_id, lane, change: lineupChange });
  await club.take("ack", (m) => m.id === id);
  await club.settle();
}

async function reimport(text: string): Promise<ImportReport> {
  const res = await json<{ report: ImportReport }>(
    await upload(`/api/meets/${meet.id}/import`, own, { bytes: text, name: "series.csv" }),
    200,
  );
  return res.report;
}

async function newMeet(number: string): Promise<typeof meet> {
  return json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: csv(), name: "series.csv" },
      { name: "Samenvoegen", external_id: number, planned_date: "2099-06-01" },
    ),
    201,
  );
}

/** The race-day changes of every test: a withdrawal, an exhibition swim, a class, a late entry and a move to another heat. */
async function raceDay(): Promise<void> {
  club = await connect(meet.signed_id, own);
  await welcome(club);
  await change("1-1", "3", { kind: "withdraw" });
  await change("1-1", "4", { kind: "exhibition", on: true });
  await change("1-1", "5", { kind: "class", handicap: "S10" });
  await change("1-2", "6", { kind: "enter", swimmer: { lastname: "Laat", firstname: "Lies", club: "ZV Merge", gender: "F" } });
  await change("1-2", "4", { kind: "move", to_heat_id: "1-1", to_lane: "6" });
}

/** The room as a meet imported before the room kept its last file. */
async function forgetBase(): Promise<void> {
  const stub = env.MEET_ROOM.get(env.MEET_ROOM.idFromName(String(meet.id)));
  await runInDurableObject(stub, (room: MeetRoom) => room.db.delete(roomSchema.importBase).run());
}

async function expectRaceDayKept(): Promise<void> {
  expect(await laneOf("1-1", "3")).toMatchObject({ swimmer: "Bakker, Anne", status: "WDR", entry_status: "WDR" });
  expect(await laneOf("1-1", "4")).toMatchObject({ swimmer: "Visser, Bo", entry_status: "EXH" });
  expect(await laneOf("1-1", "5")).toMatchObject({ swimmer: "Smit, Cato", handicap: "S10" });
  expect(await laneOf("1-2", "6")).toMatchObject({ swimmer: "Laat, Lies", late_entry: true });
  expect(await placesOf("Mulder, Dana")).toEqual(["1-1/6"]);
}

beforeAll(async () => {
  admin = await seedAdmin();
  clubId = await seedClub("ZV Merge");
  own = await seedClubUser(clubId);
});

afterEach(closeAll);

describe("a re-import merges the room's line-up and the file (DESIGN 8e)", () => {
  it("of the same file keeps a withdrawal, an exhibition swim, a class, a late entry and a move, and counts them", async () => {
    meet = await newMeet("63001");
    await raceDay();
    const report = await reimport(csv());
    await expectRaceDayKept();
    // Five changed lanes, the move two of them: the lane left and the lane taken.
    expect(report).toMatchObject({ changed: [], unchanged: ["1-1", "1-2", "2-1"], kept_changes: 6, conflicts: [] });
    // The meet's import history keeps the report as answered.
    const { imports } = await json<{ imports: { report: ImportReport | null }[] }>(
      await call("GET", `/api/meets/${meet.id}`, { as: own }),
      200,
    );
    expect(imports[0]!.report).toEqual(report);
    // Again: the file is now the base, and the room's changes still stand.
    expect((await reimport(csv())).kept_changes).toBe(6);
    await expectRaceDayKept();
  });

  it("keeps codes of exception granted in the room; a file that changes that lane's codes wins, the conflict named", async () => {
    meet = await newMeet("63007");
    club = await connect(meet.signed_id, own);
    await welcome(club);
    await change("2-1", "4", { kind: "codes", codes: ["T"] });
    const same = await reimport(csv());
    expect((await laneOf("2-1", "4"))!.codes).toEqual(["T"]);
    expect(same).toMatchObject({ kept_changes: 1, conflicts: [] });
    // The file now gives her codes of its own: the file's lane counts, and both changes are named.
    const coded = [
      HEADER.replace("KLASSE", "KLASSE;UITZONDERINGEN"),
      ...ROWS.map((row) => `${row};${row.startsWith("2;1;4;") ? "A" : ""}`),
    ];
    const changed = await reimport(coded.join("\n"));
    expect((await laneOf("2-1", "4"))!.codes).toEqual(["A"]);
    expect(changed.conflicts).toEqual([expect.objectContaining({ heat_id: "2-1", lane: "4" })]);
  });

  it("of a changed file takes the file's lanes, and names the lanes the room changed too", async () => {
    meet = await newMeet("63002");
    await raceDay();
    let rows = withRow(ROWS, 1, 1, 3, "1;1;3;50;FREE;F;Jansen;Piet;ZV Merge;S9");
    rows = withRow(rows, 2, 1, 4, "2;1;4;100;BACK;F;Bos;Fleur;ZV Merge;S6");
    // The file also moves Mulder, whom the room moved to 1-1 lane 6, into 1-2 lane 2.
    rows = withRow(withRow(rows, 1, 2, 4, null), 1, 2, 2, "1;2;2;50;FREE;F;Mulder;Dana;ZV Merge;S9");
    const report = await reimport(csv(rows));
    expect(await laneOf("1-1", "3")).toMatchObject({ swimmer: "Jansen, Piet" });
    expect((await laneOf("1-1", "3"))!.entry_status).toBeUndefined();
    expect(await laneOf("2-1", "4")).toMatchObject({ swimmer: "Bos, Fleur", handicap: "S6" });
    expect(await laneOf("1-1", "4")).toMatchObject({ entry_status: "EXH" });
    expect(await placesOf("Mulder, Dana")).toEqual(["1-1/6"]);
    expect(await placesOf("Bakker, Anne")).toEqual([]);
    expect(report.conflicts).toEqual([
      {
        heat_id: "1-1",
        lane: "3",
        room: { what: "withdrawn", swimmer: "Bakker, Anne" },
        file: { what: "placed", swimmer: "Jansen, Piet" },
        outcome: "file",
      },
      {
        heat_id: "1-2",
        lane: "2",
        room: { what: "elsewhere", swimmer: "Mulder, Dana", to: { heat_id: "1-1", lane: "6" } },
        file: { what: "placed", swimmer: "Mulder, Dana" },
        outcome: "room",
        file_swimmer_now: { heat_id: "1-1", lane: "6" },
      },
    ]);
    expect(report.changed).toEqual(["1-1", "2-1"]);
    // The meet log's line of the import counts both.
    const [logged] = (await log()).filter((event) => event.kind === "import");
    expect(logged!.action).toContain(
      `${report.kept_changes} wijzigingen van de wedstrijdkamer behouden, 2 banen gewijzigd door zowel de wedstrijdkamer als het bestand`,
    );
  });

  it("leaves a swimmer the room moved in exactly one lane, whatever the file does with the lanes around them", async () => {
    meet = await newMeet("63003");
    await raceDay();
    const files = [
      withRow(ROWS, 1, 2, 4, "1;2;4;50;FREE;F;Nieuw;Nina;ZV Merge;S9"),
      withRow(ROWS, 1, 1, 6, "1;1;6;50;FREE;F;Nieuw;Nina;ZV Merge;S9"),
      withRow(ROWS, 1, 2, 3, "1;2;3;50;FREE;F;Mulder;Dana;ZV Merge;S9"),
      ROWS,
    ];
    for (const rows of files) {
      await reimport(csv(rows));
      expect(await placesOf("Mulder, Dana")).toEqual(["1-1/6"]);
    }
  });

  it("of a meet whose room has not kept its last file (imported before it did) reads that file again from the history", async () => {
    meet = await newMeet("63004");
    await raceDay();
    await forgetBase();
    const report = await reimport(csv());
    await expectRaceDayKept();
    expect(report.kept_changes).toBe(6);
  });

  it("without the last file anywhere takes the file's line-up as it is, and keeps the base from then on", async () => {
    meet = await newMeet("63006");
    await raceDay();
    await forgetBase();
    for (const { key } of (await env.FILES.list({ prefix: `meets/${meet.id}/imports/` })).objects) await env.FILES.delete(key);
    const report = await reimport(csv());
    expect(await laneOf("1-1", "3")).not.toHaveProperty("entry_status");
    expect(await placesOf("Mulder, Dana")).toEqual(["1-2/4"]);
    expect(report.kept_changes).toBe(0);
    await change("1-1", "3", { kind: "withdraw" });
    expect((await reimport(csv())).kept_changes).toBe(1);
  });
});

describe("a re-import after a heat the room changed was swum (DESIGN 8e)", () => {
  it("leaves a swimmer the room moved into it in that lane alone; a swum heat the file dropped is kept, not changed", async () => {
    meet = await newMeet("63008");
    await raceDay();
    // Heat 1-1, where the room moved Mulder, is swum.
    const send = await controlPanel(meet.signed_id, admin);
    await send({ type: "start", ...pressNow() });
    await send({ type: "stop", ...pressNow() });
    expect((await programme()).heats.find((h) => h.id === "1-1")!.status).not.toBe(0);

    // The file moves Mulder to lane 2 of heat 1-2, which is still to swim: the room's place counts, the file's is named.
    const moved = await reimport(csv(withRow(withRow(ROWS, 1, 2, 4, null), 1, 2, 2, "1;2;2;50;FREE;F;Mulder;Dana;ZV Merge;S9")));
    expect(await placesOf("Mulder, Dana")).toEqual(["1-1/6"]);
    expect(moved.conflicts).toContainEqual({
      heat_id: "1-2",
      lane: "2",
      room: { what: "elsewhere", swimmer: "Mulder, Dana", to: { heat_id: "1-1", lane: "6" } },
      file: { what: "placed", swimmer: "Mulder, Dana" },
      outcome: "room",
      file_swimmer_now: { heat_id: "1-1", lane: "6" },
    });

    // A file without heat 1-1 keeps it as swum, and does not count it as changed.
    const withoutSwum = ROWS.filter((row) => !row.startsWith("1;1;"));
    const dropped = await reimport(csv(withoutSwum));
    expect(dropped).toMatchObject({ kept: ["1-1"], removed: [], added: [] });
    expect(dropped.changed).not.toContain("1-1");
    expect(await placesOf("Mulder, Dana")).toEqual(["1-1/6"]);
    // Nor does the next file that still leaves it out; it moves Mulder within heat 1-2, and she stays where she swam.
    const again = await reimport(csv(withRow(withRow(withoutSwum, 1, 2, 4, null), 1, 2, 3, "1;2;3;50;FREE;F;Mulder;Dana;ZV Merge;S9")));
    expect(again).toMatchObject({ changed: [], kept: ["1-1"], unchanged: ["1-2", "2-1"] });
    expect(again.conflicts).toEqual([expect.objectContaining({ heat_id: "1-2", lane: "3", outcome: "room" })]);
    expect(await placesOf("Mulder, Dana")).toEqual(["1-1/6"]);
  });
});

describe("the link's re-import (DESIGN 8d)", () => {
  it("merges as the upload does: the same file keeps every change, a changed file wins on its lanes, the conflict named", async () => {
    await env.DB.prepare("update clubs set license = 'beta' where id = ?").bind(clubId).run();
    const { api_key } = await json<{ api_key: string }>(await call("POST", `/api/clubs/${clubId}/link_code`, { as: own }), 200);
    const linkImport = async (text: string) => {
      const form = new FormData();
      form.set("file", new File([text], "series.csv"));
      const res = await SELF.fetch(`${ORIGIN}/api/link/meets/${meet.external_id}/import`, {
        method: "POST",
        headers: { Authorization: `Bearer ${api_key}`, "CF-Connecting-IP": "2001:db8:35::1" },
        body: form,
      });
      return (await json<{ report: ImportReport }>(res, 200)).report;
    };
    meet = await newMeet("63005");
    await raceDay();
    expect(await linkImport(csv())).toMatchObject({ changed: [], kept_changes: 6, conflicts: [] });
    await expectRaceDayKept();

    const report = await linkImport(csv(withRow(ROWS, 1, 1, 3, "1;1;3;50;FREE;F;Jansen;Piet;ZV Merge;S9")));
    expect(report.kept_changes).toBe(5);
    expect(report.conflicts).toEqual([expect.objectContaining({ heat_id: "1-1", lane: "3", outcome: "file" })]);
    expect(await laneOf("1-1", "3")).toMatchObject({ swimmer: "Jansen, Piet" });
    expect(await laneOf("1-1", "4")).toMatchObject({ entry_status: "EXH" });
    expect(await laneOf("1-1", "5")).toMatchObject({ handicap: "S10" });
    expect(await placesOf("Mulder, Dana")).toEqual(["1-1/6"]);
  });
});
