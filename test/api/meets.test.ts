import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { unzipSync, zipSync } from "fflate";
import { call, json, seedClub, seedClubUser, seedMatrix, type Caller } from "./helpers";
import { fixture, importLxf, storedState, upload } from "./meets-helpers";
import { readLenex } from "../../src/worker/formats/lenex-read";

let admin: Caller;
let clubId: number;
let own: Caller;
let other: Caller;

beforeAll(async () => {
  ({ admin, clubId, own, other } = await seedMatrix());
});

describe("LENEX import", () => {
  it("creates the meet with a 5-digit number, 4-digit code, signed id, the programme and the stored file", async () => {
    const meet = await json(await importLxf(own), 201);
    expect(meet.external_id).toMatch(/^\d{5}$/);
    expect(meet.auth_code).toMatch(/^\d{4}$/);
    expect(meet.signed_id.split(".")).toHaveLength(3);
    expect(meet.club_id).toBe(clubId);
    expect(meet.name.length).toBeGreaterThan(0);
    expect(meet.imports).toHaveLength(1);
    const { heats, active_heat_id } = await json(await call("GET", `/api/meets/${meet.id}/heats`, { as: own }), 200);
    expect(heats.length).toBeGreaterThan(5);
    expect(active_heat_id).toBe(heats[0].id);
    // SPEC 3's fields only: the file's ids and the swimmers' birth dates stay in the room for the export.
    expect(JSON.stringify(heats)).not.toMatch(/"lenex"|birthdate/);
    // A start list has withdrawals but no results: every heat is still to be swum.
    expect(heats.filter((h: any) => h.status !== 0).map((h: any) => h.id)).toEqual([]);
    for (let i = 1; i < heats.length; i++) {
      const [a, b] = [heats[i - 1], heats[i]];
      expect(a.event_number * 1000 + a.heat_number).toBeLessThan(b.event_number * 1000 + b.heat_number);
    }
    const files = await env.FILES.list({ prefix: `meets/${meet.id}/imports/` });
    expect(files.objects).toHaveLength(1);
    expect(files.objects[0]!.size).toBe(fixture("lenex/inschrijving-minioren-competitie.lxf").length);
  });

  it("needs an administrator to name the club, and keeps club users to their own", async () => {
    await json(await importLxf(admin), 400);
    expect((await json(await importLxf(admin, undefined, { club_id: String(clubId) }), 201)).club_id).toBe(clubId);
    await json(await importLxf(own, undefined, { club_id: "999999" }), 403);
    await json(await importLxf(undefined), 401);
  });

  it("offers the club's meet of the file's name and date when asked (same_meet=ask): 409 with that meet, nothing stored", async () => {
    const first = await json(await importLxf(own, "lenex/example-results.lxf"), 201);
    const before = await storedState();
    const same = await json(await importLxf(own, "lenex/example-results.lxf", { same_meet: "ask" }), 409);
    expect(same.error).toBe("same_meet");
    expect(same.message).toContain(`wedstrijdnummer ${first.external_id}`);
    // The newest of the club's meets of that name and date (an earlier test may have made one too).
    expect(same.meet).toEqual({ id: first.id, name: first.name, external_id: first.external_id, planned_date: first.planned_date });
    expect(await storedState()).toEqual(before);
    // Without asking, a second meet is made.
    expect((await json(await importLxf(own, "lenex/example-results.lxf"), 201)).id).not.toBe(first.id);
  });

  it("reads a bare .lef as LENEX", async () => {
    const [, lef] = Object.entries(unzipSync(fixture("lenex/inschrijving-minioren-competitie.lxf"))).find(([name]) =>
      name.endsWith(".lef"),
    )!;
    const meet = await json(await upload("/api/meets/lxf", own, { bytes: lef, name: "startlijst.lef" }), 201);
    expect(meet.imports[0].filename).toBe("startlijst.lef");
  });

  it("reads a results file with its times as swum heats", async () => {
    const meet = await json(await importLxf(own, "lenex/example-results.lxf"), 201);
    const { heats } = await json(await call("GET", `/api/meets/${meet.id}/heats`, { as: own }), 200);
    const timed = heats.flatMap((h: any) => Object.values(h.lanes)).filter((l: any) => l.time !== null);
    expect(timed.length).toBeGreaterThan(50);
    const swum = heats.filter((h: any) => Object.values(h.lanes).some((l: any) => l.time !== null));
    expect(swum.length).toBeGreaterThan(10);
    expect(swum.every((h: any) => [5, 6, 9].includes(h.status))).toBe(true);
  });
});

describe("CSV import", () => {
  const csv = () => ({ bytes: fixture("csv/heatlist-en.csv"), name: "heatlist-en.csv" });

  it("creates the meet from the form's name, number and date", async () => {
    const meet = await json(
      await upload("/api/meets/csv", own, csv(), { name: "Minioren 1", external_id: "41001", planned_date: "2026-12-12" }),
      201,
    );
    expect(meet).toMatchObject({ name: "Minioren 1", external_id: "41001", planned_date: "2026-12-12" });
    await json(await call("GET", "/api/meets/validate_unique?external_id=41001", { as: own }), 422);
    expect(await json(await call("GET", "/api/meets/validate_unique?external_id=41002", { as: own }), 200)).toEqual({ unique: true });
    await json(await call("GET", "/api/meets/validate_unique?external_id=4100", { as: own }), 400);
    await json(await call("GET", "/api/meets/validate_unique?external_id=41002"), 401);
  });

  it("suggests a free meet number for a CSV meet, which the meet can then take", async () => {
    const { external_id } = await json<{ external_id: string }>(await call("GET", "/api/meets/free_number", { as: own }), 200);
    expect(external_id).toMatch(/^\d{5}$/);
    expect(await json(await call("GET", `/api/meets/validate_unique?external_id=${external_id}`, { as: own }), 200)).toEqual({
      unique: true,
    });
    const meet = await json(
      await upload("/api/meets/csv", own, csv(), { name: "Voorgesteld", external_id, planned_date: "2026-12-12" }),
      201,
    );
    expect(meet).toMatchObject({ external_id });
    await json(await call("GET", "/api/meets/free_number"), 401);
  });

  it("refuses a taken number, missing fields and a missing file, storing nothing", async () => {
    const before = await storedState();
    const dup = await json(
      await upload("/api/meets/csv", own, csv(), { name: "X", external_id: "41001", planned_date: "2026-12-12" }),
      422,
    );
    expect(dup.message).toBe("Dit wedstrijdnummer is al in gebruik.");
    const bad = await json(await upload("/api/meets/csv", own, csv(), { external_id: "123" }), 400);
    expect(bad.fields).toEqual({
      name: "Naam is verplicht",
      external_id: "Wedstrijdnummer is een 5-cijferige code",
      planned_date: "Wedstrijddatum is verplicht",
    });
    const form = new FormData();
    form.set("name", "Zonder bestand");
    form.set("external_id", "41003");
    form.set("planned_date", "2026-12-12");
    expect((await json(await call("POST", "/api/meets/csv", { as: own, raw: form }), 400)).fields).toEqual({
      file: "Importbestand is verplicht",
    });
    expect(await storedState()).toEqual(before);
  });
});

describe("bad files change nothing", () => {
  const cases: [string, () => { bytes: Uint8Array | string; name: string }, string, number, string][] = [
    ["plain text named .lxf", () => ({ bytes: fixture("lenex/not-a-zip.lxf"), name: "x.lxf" }), "/api/meets/lxf", 422, "not_a_zip"],
    ["a truncated .lef", () => ({ bytes: fixture("lenex/truncated-xml.lxf"), name: "x.lxf" }), "/api/meets/lxf", 422, "xml_invalid"],
    ["a zip without .lef", () => ({ bytes: fixture("lenex/no-lef-inside.lxf"), name: "x.lxf" }), "/api/meets/lxf", 422, "no_lef"],
    [
      "a DTD with entities",
      () => ({
        bytes: zipSync({
          "m.lef": new TextEncoder().encode('<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaa">]><LENEX version="3.0"><MEETS/></LENEX>'),
        }),
        name: "x.lxf",
      }),
      "/api/meets/lxf",
      422,
      "dtd_forbidden",
    ],
    [
      "a zip that unpacks to more than 50 MB",
      () => ({ bytes: zipSync({ "m.lef": new Uint8Array(51 * 1024 * 1024).fill(32) }, { level: 9 }), name: "x.lxf" }),
      "/api/meets/lxf",
      422,
      "too_large_unzipped",
    ],
    [
      "a LENEX document over 10 MB, which would not fit the Worker's memory",
      () => ({
        bytes: zipSync(
          { "m.lef": new TextEncoder().encode(`<?xml version="1.0"?><LENEX>${" ".repeat(10_000_000)}</LENEX>`) },
          { level: 9 },
        ),
        name: "x.lxf",
      }),
      "/api/meets/lxf",
      422,
      "too_large_xml",
    ],
    ["a file over 2,000,000 bytes", () => ({ bytes: new Uint8Array(2_000_001), name: "x.lxf" }), "/api/meets/lxf", 413, "File too large"],
    [
      "a file of exactly 2,000,000 bytes (SPEC 9: under)",
      () => ({ bytes: new Uint8Array(2_000_000), name: "x.lxf" }),
      "/api/meets/lxf",
      413,
      "File too large",
    ],
    ["a .csv sent as LENEX", () => ({ bytes: fixture("csv/heatlist-en.csv"), name: "heats.csv" }), "/api/meets/lxf", 415, "file_type"],
    ["an .exe", () => ({ bytes: "MZ", name: "virus.exe" }), "/api/meets/lxf", 415, "file_type"],
    [
      "a CSV without the lane column",
      () => ({ bytes: fixture("csv/missing-lane-column.csv"), name: "heats.csv" }),
      "/api/meets/csv",
      422,
      "CSV-file does not contain all required columns",
    ],
    [
      "an invitation without heats",
      () => ({
        bytes: zipSync({
          "m.lef": new TextEncoder().encode(
            '<?xml version="1.0"?><LENEX version="3.0"><MEETS><MEET name="Uitnodiging">' +
              '<SESSIONS><SESSION number="1" date="2026-12-01"><EVENTS><EVENT eventid="1" number="1">' +
              '<SWIMSTYLE distance="50" stroke="FREE" relaycount="1"/></EVENT></EVENTS></SESSION></SESSIONS></MEET></MEETS></LENEX>',
          ),
        }),
        name: "x.lxf",
      }),
      "/api/meets/lxf",
      422,
      "no_heats",
    ],
  ];

  for (const [what, file, path, status, error] of cases) {
    it(`refuses ${what} with ${status} ${error}`, async () => {
      const before = await storedState();
      const fields: Record<string, string> = path.endsWith("csv") ? { name: "Fout", external_id: "49999", planned_date: "2026-12-12" } : {};
      const res = await json(await upload(path, own, file(), fields), status);
      expect(res.error).toBe(error);
      expect(res.message).toMatch(/[a-z]/);
      expect(await storedState()).toEqual(before);
    });
  }
});

it("an empty CSV says it is empty: no bytes, only whitespace, or only its header line", async () => {
  const before = await storedState();
  const fields = { name: "Leeg", external_id: "49997", planned_date: "2026-12-12" };
  const none = await json(await upload("/api/meets/csv", own, { bytes: "", name: "leeg.csv" }, fields), 400);
  expect(none.fields).toEqual({ file: "Importbestand is leeg" });
  expect(none.message).toMatch(/^Het gekozen bestand is leeg/);
  const blank = await json(await upload("/api/meets/csv", own, { bytes: "\uFEFF\r\n \r\n", name: "leeg.csv" }, fields), 422);
  expect(blank).toEqual({
    error: "csv_empty",
    message: expect.stringMatching(/^Het CSV-bestand is leeg: er staat niets in, ook geen kopregel\./),
  });
  const header = await json(
    await upload("/api/meets/csv", own, { bytes: "EVENT;HEAT;LANE;DISTANCE;STROKE;GENDER;LASTNAME\r\n", name: "kop.csv" }, fields),
    422,
  );
  expect(header).toEqual({ error: "no_heats", message: expect.stringMatching(/^Het CSV-bestand heeft alleen een kopregel \(regel 1\)/) });
  expect(await storedState()).toEqual(before);
});

it("a CSV that cannot be read says where, in Dutch: line and column as the file names them", async () => {
  const before = await storedState();
  const bytes =
    "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM\n1;1;1;50;vrij;H;Jansen\n1;1;2;50;vrij;H;Smit\n1;1;x;50;vrij;H;Bakker\n";
  const res = await json(
    await upload("/api/meets/csv", own, { bytes, name: "series.csv" }, { name: "Fout", external_id: "49998", planned_date: "2026-12-12" }),
    422,
  );
  expect(res).toEqual({ error: "csv_invalid", message: 'Regel 4, kolom BAAN: "x" is geen baannummer.' });
  expect(await storedState()).toEqual(before);
});

describe("meet records", () => {
  let meet: any;
  beforeAll(async () => {
    meet = await json(await importLxf(own), 201);
  });

  it("are reached by their club and administrators only", async () => {
    await json(await call("GET", `/api/meets/${meet.id}`, { as: own }), 200);
    await json(await call("GET", `/api/meets/${meet.id}`, { as: admin }), 200);
    for (const path of [`/api/meets/${meet.id}`, `/api/meets/${meet.id}/heats`, `/api/meets/${meet.id}/export`]) {
      await json(await call("GET", path, { as: other }), 403);
      await json(await call("GET", path), 401);
    }
    await json(await call("PUT", `/api/meets/${meet.id}`, { as: other, body: {} }), 403);
    await json(await call("DELETE", `/api/meets/${meet.id}`, { as: other }), 403);
    await json(await upload(`/api/meets/${meet.id}/import`, other, { bytes: fixture("csv/heatlist-en.csv"), name: "h.csv" }), 403);
    await json(await call("GET", "/api/meets/999999", { as: admin }), 404);
    await json(await call("GET", "/api/meets/abc/heats", { as: admin }), 404);
  });

  it("list by club: a club user sees their club's only", async () => {
    const mine = await json(await call("GET", "/api/meets", { as: own }), 200);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((m: any) => m.club_id === clubId)).toBe(true);
    expect(await json(await call("GET", "/api/meets", { as: other }), 200)).toEqual([]);
    await json(await call("GET", `/api/meets?club_id=${clubId}`, { as: other }), 403);
    expect((await json(await call("GET", `/api/meets?club_id=${clubId}`, { as: admin }), 200)).length).toBe(mine.length);
  });

  it("list what the session's user may see as the session now says, whatever it said the request before", async () => {
    const mover = await seedClubUser(await seedClub("ZV Verhuizers"));
    const ids = async () => (await json<{ id: number }[]>(await call("GET", "/api/meets", { as: mover }), 200)).map((m) => m.id);
    const becomes = (clubOf: number | null, isAdmin: boolean) =>
      env.DB.prepare("update users set club_id = ?, is_admin = ? where id = ?")
        .bind(clubOf, isAdmin ? 1 : 0, mover.id)
        .run();
    expect(await ids()).toEqual([]);
    await becomes(clubId, false);
    const mine = (await json<{ id: number }[]>(await call("GET", "/api/meets", { as: own }), 200)).map((m) => m.id);
    expect(await ids()).toEqual(mine);
    await becomes(null, true);
    expect(await ids()).toEqual((await json<{ id: number }[]>(await call("GET", "/api/meets", { as: admin }), 200)).map((m) => m.id));
    await becomes(null, false);
    expect(await ids()).toEqual([]);
    await env.DB.prepare("delete from sessions where user_id = ?").bind(mover.id).run();
    await json(await call("GET", "/api/meets", { as: mover }), 401);
  });

  it("list the newest date first, so the coming meet is at the top", async () => {
    const csv = { bytes: fixture("csv/heatlist-en.csv"), name: "heatlist-en.csv" };
    await json(await upload("/api/meets/csv", own, csv, { name: "Vroeg", external_id: "61001", planned_date: "2025-01-05" }), 201);
    await json(await upload("/api/meets/csv", own, csv, { name: "Laat", external_id: "61002", planned_date: "2031-03-01" }), 201);
    const dates = (await json(await call("GET", "/api/meets", { as: own }), 200)).map((m: any) => m.planned_date ?? "");
    expect(dates[0]).toBe("2031-03-01");
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("are edited with validation and a unique number", async () => {
    const body = { name: "Nieuwe naam", external_id: "52525", auth_code: "0815", planned_date: "2027-01-15" };
    expect(await json(await call("PUT", `/api/meets/${meet.id}`, { as: own, body }), 200)).toMatchObject(body);
    const bad = await json(
      await call("PUT", `/api/meets/${meet.id}`, { as: own, body: { ...body, auth_code: "123", planned_date: "" } }),
      400,
    );
    expect(bad.fields).toEqual({ auth_code: "Autorisatiecode bestaat uit 4 cijfers", planned_date: "Wedstrijddatum is verplicht" });
    const second = await json(await importLxf(own), 201);
    await json(await call("PUT", `/api/meets/${second.id}`, { as: own, body }), 422);
  });

  it("re-import of the CSV version reports no heat changes and keeps the meet", async () => {
    const res = await json(
      await upload(`/api/meets/${meet.id}/import`, own, { bytes: fixture("csv/heatlist-nl-cp1252.csv"), name: "heats.csv" }),
      200,
    );
    expect(res.report.added).toEqual([]);
    expect(res.report.removed).toEqual([]);
    expect(res.imports).toHaveLength(2);
    expect((await env.FILES.list({ prefix: `meets/${meet.id}/` })).objects).toHaveLength(2);
  });

  it("re-import keeps recorded results of heats that still exist", async () => {
    const results = await json(await importLxf(own, "lenex/example-results.lxf"), 201);
    const before = await json(await call("GET", `/api/meets/${results.id}/heats`, { as: own }), 200);
    const res = await json(
      await upload(`/api/meets/${results.id}/import`, own, { bytes: fixture("lenex/example-startlist.lxf"), name: "start.lxf" }),
      200,
    );
    expect(res.report.heats).toBeGreaterThan(0);
    const after = await json(await call("GET", `/api/meets/${results.id}/heats`, { as: own }), 200);
    const times = (heats: any[]) =>
      heats.flatMap((h) =>
        Object.entries(h.lanes)
          .filter(([, l]: any) => l.time !== null)
          .map(([k, l]: any) => `${h.id}/${k}=${l.time}`),
      );
    for (const t of times(before.heats)) expect(times(after.heats)).toContain(t);
  });

  it("re-import that asks refuses a LENEX file of another meet, stores nothing, and takes the meet's own", async () => {
    const mine = await json(await importLxf(own), 201);
    const before = await storedState();
    const start = { bytes: fixture("lenex/example-startlist.lxf"), name: "start.lxf" };
    const refused = await json(await upload(`/api/meets/${mine.id}/import`, own, start, { other_meet: "ask" }), 409);
    const fileName = readLenex(start.bytes).meet.name;
    expect(refused.error).toBe("other_meet");
    expect(refused.message).toBe(
      `Dit bestand is van de wedstrijd “${fileName}”, niet van “${mine.name}”. ` +
        "Kies het bestand van deze wedstrijd, of importeer het toch als het echt bij deze wedstrijd hoort.",
    );
    expect(await storedState()).toEqual(before);
    // The meet's own file, renamed in the app since or not, is asked about nothing.
    await call("PUT", `/api/meets/${mine.id}`, { as: own, body: { ...mine, name: "Hernoemd in de app" } });
    const again = { bytes: fixture("lenex/inschrijving-minioren-competitie.lxf"), name: "minioren.lxf" };
    await json(await upload(`/api/meets/${mine.id}/import`, own, again, { other_meet: "ask" }), 200);
  });

  it("export the whole meet as LENEX that reads back to the same results", async () => {
    const results = await json(await importLxf(own, "lenex/example-results.lxf"), 201);
    const res = await call("GET", `/api/meets/${results.id}/export`, { as: own });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/\.lxf"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Object.keys(unzipSync(bytes)).some((n) => n.endsWith(".lef"))).toBe(true);
    const back = readLenex(bytes);
    const { heats } = await json(await call("GET", `/api/meets/${results.id}/heats`, { as: own }), 200);
    const summary = (hs: any[]) =>
      hs.map((h) => [
        h.id,
        Object.entries(h.lanes).map(([k, l]: any) => [k, l.swimmer, l.time, l.status ?? null, JSON.stringify(l.splits)]),
      ]);
    expect(summary(back.heats)).toEqual(summary(heats));
  });

  it("export one heat as Splash's heat file, refused while planned", async () => {
    const results = await json(await importLxf(own, "lenex/example-results.lxf"), 201);
    const { heats } = await json(await call("GET", `/api/meets/${results.id}/heats`, { as: own }), 200);
    const heat = heats[0];
    const res = await call("GET", `/api/meets/${results.id}/export_heat/${heat.id}`, { as: own });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toContain(`Event${heat.event_number}-Heat${heat.heat_number}.txt`);
    expect((await res.text()).split(/\r?\n/)[0]).toMatch(/^LANE;TIME50;.*BACKUP1;BACKUP2;BACKUP3$/);
    const planned = (await json(await call("GET", `/api/meets/${meet.id}/heats`, { as: own }), 200)).heats[0];
    await json(await call("GET", `/api/meets/${meet.id}/export_heat/${planned.id}`, { as: own }), 409);
    await json(await call("GET", `/api/meets/${meet.id}/export_heat/nope`, { as: own }), 404);
  });

  it("delete removes the record, its files and its room", async () => {
    const doomed = await json(await importLxf(own), 201);
    await json(await call("DELETE", `/api/meets/${doomed.id}`, { as: other }), 403);
    expect((await call("DELETE", `/api/meets/${doomed.id}`, { as: own })).status).toBe(204);
    await json(await call("GET", `/api/meets/${doomed.id}`, { as: own }), 404);
    expect((await env.FILES.list({ prefix: `meets/${doomed.id}/` })).objects).toHaveLength(0);
    const stub = env.MEET_ROOM.get(env.MEET_ROOM.idFromName(String(doomed.id)));
    expect(((await stub.programme()) as unknown as { heats: unknown[] }).heats).toEqual([]);
  });
});
