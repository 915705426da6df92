// DESIGN 8c, parents look ahead and look back, against the real Worker, room, D1 and R2: the expected
// start of every heat from the meet's own pace, results 'voorlopig' until the referee settles them,
// the results as CSV and the uploaded files back, for the meet's club and administrators only.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import Papa from "papaparse";
import { call, json, seedAdmin, seedClub, seedClubUser, type Caller } from "./helpers";
import { fixture, importLxf, upload } from "./meets-helpers";
import { cid, closeAll, connect, pressNow, welcome } from "./live-helpers";
import type { MeetResults, PublicLive } from "../../src/shared/results";

// Five heats of one event; a name with an accent and CRLF line ends, so "byte for byte" means it.
const CSV = [
  "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;LICENTIE;KLASSE;VERENIGING",
  ...[1, 2, 3, 4, 5].flatMap((heat) => [
    `1;${heat};3;50;FREE;F;Ferré${heat};Anne;;S9;ZV Ouders`,
    `1;${heat};4;50;FREE;F;Visser${heat};Bo;;S10;ZV Ouders`,
  ]),
].join("\r\n");
const CSV_BYTES = new TextEncoder().encode(CSV);

let admin: Caller;
let own: Caller;
let other: Caller;
let meet: {
  id: number;
  signed_id: string;
  external_id: string;
  auth_code: string;
  name: string;
  planned_date: string;
  imports: { id: number }[];
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  admin = await seedAdmin();
  own = await seedClubUser(await seedClub("ZV Ouders"));
  other = await seedClubUser(await seedClub("ZV Buren"));
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV_BYTES, name: "ouders.csv" },
      { name: "Ouderstest", external_id: "52469", planned_date: "2099-06-01" },
    ),
    201,
  );
  const body = { name: meet.name, external_id: meet.external_id, planned_date: meet.planned_date, auth_code: meet.auth_code, public: true };
  await json(await call("PUT", `/api/meets/${meet.id}`, { as: own, body }), 200);

  // Three heats swum, a moment apart, each with two times; the first settled by the referee.
  const control = await connect(meet.signed_id, admin);
  await welcome(control);
  const send = async (message: object) => {
    const id = cid();
    control.send({ ...message, id });
    await control.take("ack", (m) => m.id === id);
  };
  for (const heat of [1, 2, 3]) {
    if (heat > 1) await send({ type: "next" });
    await send({ type: "start", ...pressNow() });
    await sleep(40);
    await send({ type: "stop", ...pressNow() });
    await send({ type: "lane_result", heat_id: `1-${heat}`, lane: "3", time: 31_000 + heat * 100, status: null, reason: "" });
    await send({ type: "lane_result", heat_id: `1-${heat}`, lane: "4", time: 32_000 + heat * 100, status: null, reason: "" });
    await sleep(40);
  }
  await send({ type: "settle", heat_id: "1-1", settled: true });
  closeAll();
});

afterEach(closeAll);

/** A public answer once it shows what the room holds now (the edge cache is about a second fresh). */
async function publicAnswer<T>(what: "live" | "results", check: (body: T) => boolean): Promise<T> {
  const until = Date.now() + 3_000;
  for (;;) {
    const res = await call("GET", `/api/public/meets/${meet.external_id}/${what}`);
    const body = (await res.json()) as T;
    if (res.status === 200 && check(body)) return body;
    if (Date.now() > until) throw new Error(`public ${what} did not follow in time`);
    await sleep(100);
  }
}

describe("the public start list", () => {
  it("gives every heat its lanes, whether it is settled, and later heats increasing expected starts after the last start", async () => {
    const live = await publicAnswer<PublicLive>("live", (l) => l.heats[0]!.settled);
    expect(live.heats.map((h) => h.id)).toEqual(["1-1", "1-2", "1-3", "1-4", "1-5"]);
    expect(live.heats.map((h) => h.settled)).toEqual([true, false, false, false, false]);
    expect(live.heats[4]!.lanes["3"]).toMatchObject({ swimmer: "Ferré5, Anne", club: "ZV Ouders", handicap: "S9", time: null });
    const [h1, h2, h3, h4, h5] = live.heats;
    // Swum heats: their own start. The next ones: after the third's start, by the meet's gaps so far.
    expect([h1, h2, h3].map((h) => h!.expected_start)).toEqual([h1!.start_time, h2!.start_time, h3!.start_time]);
    const gap = Math.min(h2!.start_time! - h1!.start_time!, h3!.start_time! - h2!.start_time!);
    expect(h4!.expected_start).toBe(h3!.start_time! + gap);
    expect(h5!.expected_start).toBe(h4!.expected_start! + gap);
    expect(h5!.expected_start!).toBeGreaterThan(h4!.expected_start!);
  });
});

describe("provisional results", () => {
  const provisionalByHeat = (results: MeetResults) => {
    const rows = results.events[0]!.overall;
    expect(rows).toHaveLength(6);
    return [...new Set(rows.map((r) => `${r.heat_number}:${r.provisional}`))].sort();
  };

  it("are every row but the settled heat's, for the club and in public, overall and per class", async () => {
    const forClub = await json<MeetResults>(await call("GET", `/api/meets/${meet.id}/results`, { as: own }), 200);
    expect(provisionalByHeat(forClub)).toEqual(["1:false", "2:true", "3:true"]);
    for (const { rows } of forClub.events[0]!.classes) for (const row of rows) expect(row.provisional).toBe(row.heat_number !== 1);
    const inPublic = await publicAnswer<MeetResults>(
      "results",
      (r) => r.events.length > 0 && r.events[0]!.overall.some((row) => !row.provisional),
    );
    expect(provisionalByHeat(inPublic)).toEqual(["1:false", "2:true", "3:true"]);
  });
});

describe("the results as CSV", () => {
  it("download for the meet's club and administrators, one row per swim, for Excel NL", async () => {
    for (const who of [own, admin]) {
      const res = await call("GET", `/api/meets/${meet.id}/results.csv`, { as: who });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="uitslagen-${meet.external_id}.csv"`);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const text = await res.text();
      // The runtime's text() drops the BOM, as Excel reads it.
      const [header, ...rows] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;
      expect(header).toEqual([
        "programma",
        "onderdeel",
        "serie",
        "baan",
        "zwemmer",
        "vereniging",
        "klasse",
        "tijd",
        "status",
        "reden",
        "plaats",
        "plaats in klasse",
        "uitslag",
        "groep",
        "plaats in groep",
      ]);
      expect(rows).toHaveLength(6);
      expect(rows[0]).toEqual([
        "1",
        "50 m Vrije slag, Vrouwen",
        "1",
        "3",
        "Ferré1, Anne",
        "ZV Ouders",
        "S9",
        "31.10",
        "",
        "",
        "1",
        "1",
        "definitief",
        "Alle deelnemers",
        "1",
      ]);
      expect(rows.filter((r) => r[12] === "voorlopig").map((r) => r[2])).toEqual(["2", "3", "2", "3"]);
    }
    const bytes = new Uint8Array(await (await call("GET", `/api/meets/${meet.id}/results.csv`, { as: own })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("download in English for a reader of English: its name, headers and words (DESIGN 12)", async () => {
    const res = await call("GET", `/api/meets/${meet.id}/results.csv`, { as: own, headers: { "Accept-Language": "en-GB,en;q=0.9" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="results-${meet.external_id}.csv"`);
    expect(res.headers.get("Content-Language")).toBe("en");
    const [header, first] = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;
    expect(header).toEqual([
      "Event",
      "Race",
      "Heat",
      "Lane",
      "Swimmer",
      "Club",
      "Class",
      "Time",
      "Status",
      "Reason",
      "Place",
      "Place in class",
      "Result",
      "Group",
      "Place in group",
    ]);
    expect(first).toEqual([
      "1",
      "50 m Freestyle, Women",
      "1",
      "3",
      "Ferré1, Anne",
      "ZV Ouders",
      "S9",
      "31.10",
      "",
      "",
      "1",
      "1",
      "final",
      "All swimmers",
      "1",
    ]);
  });

  it("are refused to another club (403), to nobody (401), and for an unknown meet (404), in Dutch", async () => {
    const refused = await call("GET", `/api/meets/${meet.id}/results.csv`, { as: other });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/\.$/);
    expect((await call("GET", `/api/meets/${meet.id}/results.csv`)).status).toBe(401);
    expect((await call("GET", `/api/meets/999999/results.csv`, { as: admin })).status).toBe(404);
  });

  it("go as text to a client that takes gzip too, the programme alike (http/gzip.ts)", async () => {
    for (const path of [`/api/meets/${meet.id}/results.csv`, `/api/meets/${meet.id}/heats`]) {
      const text = await (await call("GET", path, { as: own })).text();
      const asked = await call("GET", path, { as: own, headers: { "Accept-Encoding": "gzip, deflate" } });
      expect(asked.status).toBe(200);
      expect(asked.headers.get("Content-Encoding")).toBeNull();
      // The CSV's headers and words are in the reader's language (DESIGN 12); the programme has none.
      expect(asked.headers.get("Vary")).toBe(path.endsWith(".csv") ? "Accept-Language" : null);
      expect(await asked.text()).toBe(text);
    }
  });

  it("are named by the meet's number as it is now", async () => {
    const renumber = async (external_id: string) => {
      const body = { name: meet.name, external_id, planned_date: meet.planned_date, auth_code: meet.auth_code, public: true };
      await json(await call("PUT", `/api/meets/${meet.id}`, { as: own, body }), 200);
    };
    await renumber("52470");
    const res = await call("GET", `/api/meets/${meet.id}/results.csv`, { as: own });
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="uitslagen-52470.csv"');
    await res.body?.cancel();
    await renumber(meet.external_id);
  });

  it("are in the meet's log as an export, with who fetched them", async () => {
    const until = Date.now() + 2_000;
    let found = false;
    while (!found && Date.now() < until) {
      const log = await json<{ action: string; kind?: string; user?: string }[]>(
        await call("GET", `/api/meets/${meet.id}/events`, { as: admin }),
        200,
      );
      found = log.some(
        (e) =>
          e.kind === "export" &&
          e.action === `Uitslagen geëxporteerd als CSV-bestand uitslagen-${meet.external_id}.csv` &&
          e.user === "Anna de Vries",
      );
      if (!found) await sleep(50);
    }
    expect(found).toBe(true);
  });
});

describe("an uploaded file from the import history", () => {
  const fileOf = (meetId: number, importId: number | string, as?: Caller) =>
    call("GET", `/api/meets/${meetId}/imports/${importId}/file`, { as });

  it("comes back byte for byte under its own name, a CSV and a zipped LENEX file alike", async () => {
    const res = await fileOf(meet.id, meet.imports[0]!.id, own);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="ouders.csv"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(CSV_BYTES);

    const lenex = await json<{ id: number; imports: { id: number }[] }>(await importLxf(own), 201);
    const zipped = await fileOf(lenex.id, lenex.imports[0]!.id, admin);
    expect(zipped.status).toBe(200);
    expect(new Uint8Array(await zipped.arrayBuffer())).toEqual(fixture("lenex/inschrijving-minioren-competitie.lxf"));
  });

  it("is refused to another club (403) and nobody (401); another meet's import, an unknown one or no number is 404", async () => {
    const importId = meet.imports[0]!.id;
    expect((await fileOf(meet.id, importId, other)).status).toBe(403);
    expect((await fileOf(meet.id, importId)).status).toBe(401);
    const theirs = await json<{ id: number; imports: { id: number }[] }>(await importLxf(other), 201);
    // The other club's import through our meet: not found, and nothing of it shown.
    const crossed = await fileOf(meet.id, theirs.imports[0]!.id, own);
    expect(crossed.status).toBe(404);
    expect(((await crossed.json()) as { message: string }).message).toBe("Importbestand niet gevonden.");
    for (const id of ["999999", "abc", "1e3", "-1", "%2e%2e"]) expect((await fileOf(meet.id, id, admin)).status, id).toBe(404);
    expect((await fileOf(999999, importId, admin)).status).toBe(404);
  });
});

describe("a deleted meet", () => {
  it("has no programme, results or files any more: 404 at once, though its club read them a moment ago", async () => {
    const gone = await json<{ id: number; imports: { id: number }[] }>(await importLxf(own), 201);
    for (const path of [`/api/meets/${gone.id}/heats`, `/api/meets/${gone.id}/results.csv`])
      expect((await call("GET", path, { as: own })).status).toBe(200);
    expect((await call("DELETE", `/api/meets/${gone.id}`, { as: own })).status).toBe(204);
    for (const path of [
      `/api/meets/${gone.id}/heats`,
      `/api/meets/${gone.id}/results.csv`,
      `/api/meets/${gone.id}/imports/${gone.imports[0]!.id}/file`,
    ]) {
      expect((await call("GET", path, { as: own })).status, path).toBe(404);
    }
  });
});
