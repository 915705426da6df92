// DESIGN 8g against the real Worker, D1 and meet room: administrators upload World Para Swimming's
// points tables and short-course factors (checked row by row, stored whole or not at all), and a
// meet's results carry points and one ranking across classes, long course or estimated short course.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { call, json, seedAdmin, seedClub, seedClubUser, type Caller } from "./helpers";
import { importLxf, upload } from "./meets-helpers";
import { closeAll, controlPanel, pressNow } from "./live-helpers";
import { makeXlsx, REFERENCE_ROWS } from "../../src/worker/formats/test-xlsx";
import { longCourseEstimate, paraPoints } from "../../src/shared/para-points";
import type { PointsResults } from "../../src/shared/points-results";

// The calculator's four reference swimmers in one heat of men's 50 m freestyle, and a relay.
const CSV = [
  "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;AANTAL;ACHTERNAAM;VOORNAAM;KLASSE;VERENIGING",
  "1;1;1;50;FREE;M;1;Een;Piet;S1;ZV Punten",
  "1;1;2;50;FREE;M;1;Twee;Piet;S2;ZV Punten",
  "1;1;3;50;FREE;M;1;Drie;Piet;S3;ZV Punten",
  "1;1;4;50;FREE;M;1;Vier;Piet;S4;ZV Punten",
].join("\n");
const TIMES: Record<string, number> = { "1": 65_000, "2": 57_000, "3": 43_130, "4": 37_080 };

let admin: Caller;
let own: Caller;
let meet: {
  id: number;
  signed_id: string;
  external_id: string;
  auth_code: string;
  name: string;
  planned_date: string;
  course: string | null;
};

const xlsx = (rows = REFERENCE_ROWS, sheet = "Parameters") => makeXlsx([{ name: sheet, rows }]);
const postTable = (
  as: Caller | undefined,
  bytes: Uint8Array | string,
  name = "wps-points.xlsx",
  fields: Record<string, string> = { name: "WPS 2026", valid_from: "2026-01-01" },
) => upload("/api/point-tables", as, { bytes, name }, fields);
const postFactors = (as: Caller | undefined, text: string, name = "factoren.csv") =>
  upload("/api/point-factors", as, { bytes: text, name });
const stored = async () => ({
  tables: (await env.DB.prepare("select count(*) as n from point_tables").first<number>("n"))!,
  factors: (await env.DB.prepare("select count(*) as n from point_factors").first<number>("n"))!,
});
const results = async () => json<PointsResults>(await call("GET", `/api/meets/${meet.id}/results`, { as: own }), 200);
const setCourse = async (course: "LCM" | "SCM") =>
  (meet = await json(
    await call("PUT", `/api/meets/${meet.id}`, {
      as: own,
      body: { name: meet.name, external_id: meet.external_id, planned_date: meet.planned_date, auth_code: meet.auth_code, course },
    }),
    200,
  ));

beforeAll(async () => {
  admin = await seedAdmin();
  own = await seedClubUser(await seedClub("ZV Punten"));
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV, name: "punten.csv" },
      { name: "Puntentest", external_id: "52701", planned_date: "2099-05-01", course: "LCM" },
    ),
    201,
  );
  // The referee records the four reference times.
  const send = await controlPanel(meet.signed_id, admin);
  await send({ type: "start", ...pressNow() });
  await send({ type: "stop", ...pressNow() });
  for (const [lane, time] of Object.entries(TIMES))
    await send({ type: "lane_result", heat_id: "1-1", lane, time, status: null, reason: "" });
});

afterEach(closeAll);

describe("points tables", () => {
  it("are for administrators: a club user 403 and nothing stored, nobody 401", async () => {
    expect((await postTable(own, xlsx())).status).toBe(403);
    expect((await call("GET", "/api/point-tables", { as: own })).status).toBe(403);
    expect((await postFactors(own, "stroke;distance;factor\nFREE;50;1.02")).status).toBe(403);
    expect((await call("GET", "/api/point-factors", { as: own })).status).toBe(403);
    expect((await call("GET", "/api/point-tables")).status).toBe(401);
    expect(await stored()).toEqual({ tables: 0, factors: 0 });
  });

  it("refuse a table with a bad row, naming every bad row by its line, and store nothing", async () => {
    const rows = [
      ...REFERENCE_ROWS,
      ["Men", "50 m Freestyle", "S5", 1200, -6, "veel"],
      ["Men", "50 m Freestyle", "S1", 1200, 6.190278, 515.385],
    ];
    const refused = await json<{ error: string; message: string; errors: string[] }>(await postTable(admin, xlsx(rows)), 422);
    expect(refused.message).toBe("Het bestand is niet opgeslagen: 2 fouten. Verbeter de regels hieronder en upload het bestand opnieuw.");
    expect(refused.errors).toEqual([
      'Regel 6, kolom c: "veel" is geen getal. Gebruik een punt of komma als decimaalteken.',
      "Regel 7, kolom Class: Men 50 m Freestyle S1 staat al in regel 2. Laat één van beide regels weg.",
    ]);
    expect(await stored()).toEqual({ tables: 0, factors: 0 });
  });

  it("refuse hostile files: broken, another sheet, a zip bomb, a huge file, another type, no name", async () => {
    const good = xlsx();
    const refusal = async (res: Response, status: number) => await json<{ message: string; errors?: string[] }>(res, status);
    expect((await refusal(await postTable(admin, good.slice(0, 300)), 422)).errors![0]).toMatch(/geen geldig Excel-bestand/);
    expect((await refusal(await postTable(admin, xlsx(REFERENCE_ROWS, "Blad1")), 422)).errors).toEqual([
      'Het werkblad "Parameters" ontbreekt. Upload de puntencalculator van World Para Swimming zoals gepubliceerd, of de kolommen als CSV.',
    ]);
    const bomb = makeXlsx([{ name: "Parameters", rows: [] }], {
      extra: { "xl/worksheets/sheet1.xml": [new Uint8Array(5_000_000).fill(65), { level: 9 }] },
    });
    expect((await refusal(await postTable(admin, bomb), 422)).errors![0]).toMatch(/groter dan 2 MB/);
    // SPEC 9: a file of exactly 2,000,000 bytes is refused, as every upload is.
    expect((await postTable(admin, new Uint8Array(2_000_000))).status).toBe(413);
    expect((await refusal(await postTable(admin, "Gender;Event", "tabel.txt"), 415)).message).toBe("Upload een .xlsx- of .csv-bestand.");
    const manyBad = [
      "Gender;Event;Class;a;b;c",
      ...Array.from({ length: 150 }, (_, i) => `Men;50 m Freestyle;S${(i % 14) + 1};-1;6;${i + 1}`),
    ].join("\n");
    const many = await refusal(await postTable(admin, manyBad, "veel.csv"), 422);
    expect(many.message).toMatch(/^Het bestand is niet opgeslagen: 150 fouten\./);
    expect(many.errors).toHaveLength(101);
    expect(many.errors!.at(-1)).toBe("En nog 50 fouten.");
    expect((await refusal(await postTable(admin, " \r\n ", "leeg.csv"), 422)).errors).toEqual([
      "Het bestand is leeg: er staat niets in, ook geen kopregel. Kies het juiste bestand en upload het opnieuw.",
    ]);
    expect(
      (await refusal(await postTable(admin, 'Gender;Event;Class;a;b;c\nMen;"50 m Freestyle;S1;1200;6;500\n', "quote.csv"), 422)).errors![0],
    ).toMatch(/^Regel 2/);
    expect((await refusal(await postTable(admin, good, "wps.xlsx", { valid_from: "2026-01-01" }), 400)).message).toBeTruthy();
    expect((await refusal(await postTable(admin, good, "wps.xlsx", { name: "WPS", valid_from: "2026-02-31" }), 400)).message).toBeTruthy();
    expect(await stored()).toEqual({ tables: 0, factors: 0 });
  });

  it("are stored side by side by an administrator, and listed with their validity date", async () => {
    const older = await json<{ id: number }>(
      await postTable(admin, "Gender,Event,Class,a,b,c\nMen,50 m Freestyle,S1,1000,6,500\n", "oud.csv", {
        name: "WPS 2022",
        valid_from: "2022-01-01",
      }),
      201,
    );
    const table = await json<{ id: number; name: string; valid_from: string; rows: number; filename: string }>(
      await postTable(admin, xlsx()),
      201,
    );
    expect(table).toMatchObject({ name: "WPS 2026", valid_from: "2026-01-01", rows: 4, filename: "wps-points.xlsx" });
    const list = await json<{ id: number; valid_from: string; created_by: string }[]>(
      await call("GET", "/api/point-tables", { as: admin }),
      200,
    );
    expect(list.map((t) => [t.id, t.valid_from])).toEqual([
      [table.id, "2026-01-01"],
      [older.id, "2022-01-01"],
    ]);
    expect(list[0]!.created_by).toBe("Anna de Vries");
  });
});

describe("a meet's points", () => {
  it("long course: exactly the calculator's points, and one ranking S1, S3, S2, S4 across the classes", async () => {
    const { events, points } = await results();
    expect(points).toMatchObject({ course: "LCM", table: { name: "WPS 2026", valid_from: "2026-01-01" }, missing: null });
    const event = events[0]!;
    expect(event.points_ranking.map((r) => [r.place, r.handicap, r.points, r.points_estimated])).toEqual([
      [1, "S1", 1006, false],
      [2, "S3", 969, false],
      [3, "S2", 939, false],
      [4, "S4", 842, false],
    ]);
    // The time rankings stay as they were, and carry the points too.
    expect(event.overall.map((r) => [r.place, r.handicap, r.points])).toEqual([
      [1, "S4", 842],
      [2, "S3", 969],
      [3, "S2", 939],
      [4, "S1", 1006],
    ]);
    expect(event.classes.map((c) => [c.class, c.rows[0]!.points])).toEqual([
      ["S1", 1006],
      ["S2", 939],
      ["S3", 969],
      ["S4", 842],
    ]);
  });

  it("come from the table valid on the meet's date: an older table before 2026, none before any", async () => {
    const setDate = async (planned_date: string) =>
      (meet = await json(
        await call("PUT", `/api/meets/${meet.id}`, {
          as: own,
          body: { name: meet.name, external_id: meet.external_id, planned_date, auth_code: meet.auth_code },
        }),
        200,
      ));
    await setDate("2024-05-01");
    const older = await results();
    expect(older.points.table).toMatchObject({ name: "WPS 2022", valid_from: "2022-01-01" });
    // The 2022 table has S1 only: its own a, b and c, and no points for the other classes.
    expect(older.events[0]!.points_ranking.map((r) => [r.handicap, r.points])).toEqual([
      ["S1", paraPoints({ a: 1000, b: 6, c: 500 }, 65_000)],
    ]);
    await setDate("2021-12-31");
    expect((await results()).points.missing).toBe("no_table");
    await setDate("2099-05-01");
    expect((await results()).points.table!.name).toBe("WPS 2026");
  });

  it("never go into the LENEX results file's RESULT points", async () => {
    const res = await call("GET", `/api/meets/${meet.id}/export`, { as: own });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const lef = new TextDecoder().decode(Object.values(files)[0]!);
    expect(lef).toContain("<RESULT ");
    expect(lef).not.toMatch(/<RESULT [^>]*points=/);
  });

  it("short course without factors: no points, and the results say why", async () => {
    expect((await setCourse("SCM")).course).toBe("SCM");
    // DESIGN 8e: every edit is in the meet's log, this one too: it changes the points.
    const log = await json<{ action: string }[]>(await call("GET", `/api/meets/${meet.id}/events`, { as: admin }), 200);
    expect(log.map((e) => e.action)).toContain("Wedstrijdgegevens gewijzigd: baanlengte Langebaan (50 m) → Kortebaan (25 m)");
    const { events, points } = await results();
    expect(points.missing).toBe("no_factors");
    expect(events[0]!.points_ranking).toEqual([]);
    expect(events[0]!.overall.every((r) => r.points === null)).toBe(true);
  });

  it("short course with an administrator's factor: points estimated on the converted time", async () => {
    const bad = await json<{ errors: string[] }>(await postFactors(admin, "stroke;distance;factor\nFREE;50;103\n"), 422);
    expect(bad.errors).toEqual(['Regel 2, kolom factor: "103" is geen omrekenfactor. Gebruik een getal tussen 0,5 en 2.']);
    expect((await stored()).factors).toBe(0);
    const factors = await json<{ id: number; factors: unknown[] }>(
      await postFactors(admin, "stroke;distance;factor\nFreestyle;50;1,02\n"),
      201,
    );
    expect(factors.factors).toEqual([{ stroke: "FREE", distance: 50, factor: 1.02 }]);

    const { events, points } = await results();
    expect(points).toMatchObject({ course: "SCM", missing: null, factors: { id: factors.id } });
    const c = Object.fromEntries(REFERENCE_ROWS.slice(1).map((row) => [row[2], row[5] as number]));
    const expected = Object.entries(TIMES).map(([lane, time]) => {
      const cls = `S${lane}`;
      const lcm = longCourseEstimate(time, 1.02);
      return [cls, paraPoints({ a: 1200, b: 6.190278, c: c[cls]! }, lcm), lcm];
    });
    const ranking = events[0]!.points_ranking;
    expect(ranking.every((r) => r.points_estimated)).toBe(true);
    expect(ranking.map((r) => [r.handicap, r.points, r.lcm_time])).toEqual(expected.sort((a, b) => (b[1] as number) - (a[1] as number)));
    // A slower long-course estimate scores less than the time itself would have.
    expect(ranking.find((r) => r.handicap === "S2")!.points).toBeLessThan(939);
    await setCourse("LCM");
  });

  it("are in the public results too", async () => {
    await call("PUT", `/api/meets/${meet.id}`, {
      as: own,
      body: { name: meet.name, external_id: meet.external_id, planned_date: meet.planned_date, auth_code: meet.auth_code, public: true },
    });
    const body = await json<PointsResults>(await call("GET", `/api/public/meets/${meet.external_id}/results`), 200);
    expect(body.events[0]!.points_ranking.map((r) => r.points)).toEqual([1006, 969, 939, 842]);
  });

  it("in a mixed event by each swimmer's own gender: a late entry named a man scores by the men's table", async () => {
    const mixed = await json<{ id: number; signed_id: string }>(
      await upload(
        "/api/meets/csv",
        own,
        { bytes: `${CSV.split("\n")[0]}\n1;1;1;50;FREE;X;1;Onbekend;Sam;S2;ZV Punten`, name: "gemengd.csv" },
        { name: "Gemengd", external_id: "52704", planned_date: "2099-05-01", course: "LCM" },
      ),
      201,
    );
    const send = await controlPanel(mixed.signed_id, admin);
    const swimmer = { lastname: "Twee", firstname: "Piet", club: "ZV Punten", gender: "M", handicap: "S2" };
    await send({ type: "lineup", heat_id: "1-1", lane: "2", change: { kind: "enter", swimmer } });
    await send({ type: "start", ...pressNow() });
    await send({ type: "stop", ...pressNow() });
    for (const lane of ["1", "2"]) await send({ type: "lane_result", heat_id: "1-1", lane, time: 57_000, status: null, reason: "" });
    const [event] = (await json<PointsResults>(await call("GET", `/api/meets/${mixed.id}/results`, { as: own }), 200)).events;
    expect(event!.points_missing).toBeUndefined();
    // The CSV names no swimmer's gender: that swim has no table to score by.
    expect(event!.overall.map((r) => [r.swimmer, r.gender ?? null, r.points])).toEqual([
      ["Onbekend, Sam", null, null],
      ["Twee, Piet", "M", 939],
    ]);
  });

  it("take the course from a LENEX file's MEET course; a CSV without one leaves it unknown, and the results say so", async () => {
    const created = await json<{ course: string | null }>(await importLxf(own), 201);
    expect(created.course).toBe("SCM");
    const unknown = await json<{ id: number; course: string | null }>(
      await upload(
        "/api/meets/csv",
        own,
        { bytes: CSV, name: "punten.csv" },
        { name: "Zonder bad", external_id: "52702", planned_date: "2099-05-01", course: "" },
      ),
      201,
    );
    expect(unknown.course).toBeNull();
    const answer = await json<PointsResults>(await call("GET", `/api/meets/${unknown.id}/results`, { as: own }), 200);
    expect(answer.points.missing).toBe("no_course");
    expect(
      (
        await upload(
          "/api/meets/csv",
          own,
          { bytes: CSV, name: "punten.csv" },
          { name: "Fout bad", external_id: "52703", planned_date: "2099-05-01", course: "25m" },
        )
      ).status,
    ).toBe(400);
  });
});
