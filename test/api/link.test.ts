// DESIGN 8d: the club's meet-management program drives its meets with the link code, like the screens
// do with a session: the same limits, refusals and history. The program sends no Origin and no cookie.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { call, json, makeLinkCode, ORIGIN, seedClub, seedClubUser, seedMatrix, type Caller } from "./helpers";
import { fixture, storedState, upload } from "./meets-helpers";
import { sha256 } from "../../src/worker/auth/crypto";
import { hashPlainLinkCodes } from "../../src/worker/auth/link-code";
import { serverText } from "../../src/shared/i18n/server-texts";

let admin: Caller;
let clubId: number;
let own: Caller;
let other: Caller;
let otherClubId: number;
let code: string;
let otherCode: string;

let clients = 0;

/** A call as the program makes it: the code as Bearer, no Origin, no cookie; its own address unless `ip`. */
function link(
  method: string,
  path: string,
  key: string | null,
  opts: { form?: FormData; ip?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { "CF-Connecting-IP": opts.ip ?? `2001:db8:1::${(++clients).toString(16)}`, ...opts.headers };
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  return SELF.fetch(`${ORIGIN}/api/link${path}`, { method, headers, body: opts.form });
}

function form(file: { bytes: Uint8Array | string; name: string }, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  data.set("file", new File([file.bytes as BlobPart], file.name));
  return data;
}

const csv = (name = "csv/heatlist-en.csv") => ({ bytes: fixture(name), name: name.split("/").pop()! });
const lenex = (name = "lenex/inschrijving-minioren-competitie.lxf") => ({ bytes: fixture(name), name: name.split("/").pop()! });

let numbers = 0;
const freshNumber = () => String(30000 + ((Date.now() + ++numbers * 7919) % 60000));

async function setLicense(id: number, license: "free" | "knzb" | "beta") {
  await env.DB.prepare("update clubs set license = ? where id = ?").bind(license, id).run();
}

beforeAll(async () => {
  ({ admin, clubId, own, other, otherClubId } = await seedMatrix());
  await setLicense(clubId, "beta");
  await setLicense(otherClubId, "beta");
  code = await makeLinkCode(clubId, own);
  otherCode = await makeLinkCode(otherClubId, other);
});

describe("the link code as a credential", () => {
  it("a new code is answered in full once, kept as its first 8 characters and a hash, and ends the old one at once", async () => {
    const clubUser = await seedClubUser(clubId);
    const first = await makeLinkCode(clubId, clubUser);
    expect(first).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const row = await env.DB.prepare("select * from clubs where id = ?").bind(clubId).first<Record<string, unknown>>();
    expect(row!.api_key).toBe(first.slice(0, 8));
    expect(row!.api_key_hash).toBe(await sha256(first));
    expect(Object.values(row!)).not.toContain(first);
    // The screens show the first 8 characters, never the hash.
    const shown = await json(await call("GET", `/api/clubs/${clubId}.json`, { as: clubUser }), 200);
    expect(shown.api_key).toBe(first.slice(0, 8));
    expect(JSON.stringify(shown)).not.toContain(row!.api_key_hash as string);
    expect(JSON.stringify(await json(await call("GET", "/api/clubs", { as: admin }), 200))).not.toContain(row!.api_key_hash as string);
    await json(await link("GET", "/meets", first), 200);

    const second = await makeLinkCode(clubId, admin);
    expect(second).not.toBe(first);
    const refused = await json(await link("GET", "/meets", first), 401);
    expect(refused).toEqual({ error: "Invalid link code", message: serverText("nl", "server.link.wrongCode") });
    await json(await link("GET", "/meets", second), 200);
    code = second;
  });

  it("of ten parallel new codes for the code shown, one is answered and works; the others are 409 and change nothing", async () => {
    const club = await seedClub("ZV Tien Vensters");
    const member = await seedClubUser(club);
    await setLicense(club, "beta");
    const shown = (await json(await call("GET", `/api/clubs/${club}`, { as: member }), 200)).api_key;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call("POST", `/api/clubs/${club}/link_code?replaces=${shown}`, { as: i % 2 ? member : admin })),
    );
    const made = answers.filter((res) => res.status === 200);
    expect(made).toHaveLength(1);
    const [code] = await Promise.all(made.map(async (res) => (await res.json<{ api_key: string }>()).api_key));
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(await json(res, 409)).toEqual({
        error: "Link code replaced meanwhile",
        message: serverText("nl", "server.link.replacedMeanwhile"),
      });
    }
    await json(await link("GET", "/meets", code!), 200);
    expect((await json(await call("GET", `/api/clubs/${club}`, { as: member }), 200)).api_key).toBe(code!.slice(0, 8));
    // Without `replaces` (a script) a code is made after whatever is stored, unless one was made in the
    // last seconds: ten such requests at once make one code, and every code answered works until the next.
    await json(await call("POST", `/api/clubs/${club}/link_code`, { as: admin }), 409);
    await env.DB.prepare("update clubs set api_key_at = api_key_at - 10000 where id = ?").bind(club).run();
    const burst = await Promise.all(Array.from({ length: 10 }, () => call("POST", `/api/clubs/${club}/link_code`, { as: admin })));
    expect(burst.map((res) => res.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const script = await json<{ api_key: string }>(burst.find((res) => res.status === 200)!, 200);
    await json(await link("GET", "/meets", code!), 401);
    await json(await link("GET", "/meets", script.api_key), 200);
    await json(await call("POST", `/api/clubs/${club}/link_code?replaces=bad`, { as: admin }), 400);
  });

  it("only the club's own users and administrators make a new code, from our own pages", async () => {
    await json(await call("POST", `/api/clubs/${clubId}/link_code`, { as: other }), 403);
    await json(await call("POST", `/api/clubs/${clubId}/link_code`), 401);
    await json(await call("POST", `/api/clubs/${clubId}/link_code`, { as: own, headers: { Origin: "https://elders.example" } }), 403);
    await json(await call("POST", "/api/clubs/999999/link_code", { as: admin }), 404);
    // None of the refusals changed the code.
    await json(await link("GET", "/meets", code), 200);
  });

  it("codes kept in clear before are hashed by the Worker without being lost", async () => {
    const plain = "Oude-koppelcode-van-voor-de-hash-0123";
    const { id } = (await env.DB.prepare(
      "insert into clubs (name, external_id, city, license, api_key) values ('ZV Van Vroeger', '7777777', 'Delft', 'beta', ?) returning id",
    )
      .bind(plain)
      .first<{ id: number }>())!;
    await hashPlainLinkCodes(env);
    await hashPlainLinkCodes(env);
    const row = await env.DB.prepare("select api_key, api_key_hash from clubs where id = ?").bind(id).first();
    expect(row).toEqual({ api_key: plain.slice(0, 8), api_key_hash: await sha256(plain) });
    await json(await link("GET", "/meets", plain), 200);
  });
});

describe("who the link lets in", () => {
  it("refuses a missing, malformed or wrong code with 401, in Dutch", async () => {
    expect(await json(await link("GET", "/meets", null), 401)).toEqual({
      error: "Unauthorized",
      message: serverText("nl", "server.link.missingCode"),
    });
    await json(await link("GET", "/meets", null, { headers: { Authorization: `Basic ${btoa(`x:${code}`)}` } }), 401);
    await json(await link("GET", "/meets", `${code}x`), 401);
    await json(await link("GET", "/meets", "x".repeat(500)), 401);
    // A session opens nothing here: the link knows only its code.
    const res = await SELF.fetch(`${ORIGIN}/api/link/meets`, { headers: { Cookie: own.cookie!, Origin: ORIGIN } });
    await json(res, 401);
  });

  it("is for beta clubs only: a free or KNZB club's right code gets 403", async () => {
    const freeClub = await seedClub("ZV Gratis");
    const freeCode = await makeLinkCode(freeClub, admin);
    await setLicense(freeClub, "free");
    expect(await json(await link("GET", "/meets", freeCode), 403)).toEqual({
      error: "Forbidden",
      message: serverText("nl", "server.link.betaOnly"),
    });
    await setLicense(freeClub, "knzb");
    await json(await link("GET", "/meets", freeCode), 403);
    await setLicense(freeClub, "beta");
    await json(await link("GET", "/meets", freeCode), 200);
  });

  it("reaches only the club's own meets: another club's answers exactly as an unknown number, 404", async () => {
    const mine = await json(await link("POST", "/meets", code, { form: form(lenex()) }), 201);
    const unknown = await json(await link("GET", "/meets/99998/results", otherCode), 404);
    for (const path of [`/meets/${mine.external_id}/results`, `/meets/${mine.external_id}/heats/1-1`]) {
      expect(await json(await link("GET", path, otherCode), 404)).toEqual(unknown);
    }
    expect(await json(await link("POST", `/meets/${mine.external_id}/import`, otherCode, { form: form(csv()) }), 404)).toEqual(unknown);
    expect((await json<any[]>(await link("GET", "/meets", otherCode), 200)).map((m) => m.id)).not.toContain(mine.id);
    await json(await link("GET", "/meets/99999/results", code), 404);
    await json(await link("GET", "/meets/abc/results", code), 404);
  });

  it("counts wrong codes before checking them: a parallel burst is checked at most 10 times, then the address is locked", async () => {
    const ip = "2001:db8:dead::1";
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => link("GET", "/meets", `geraden-${i}-${"x".repeat(30)}`, { ip })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6);
    // Locked for the window: even the right code from that address waits.
    expect(await json(await link("GET", "/meets", code, { ip }), 429)).toEqual({
      error: "Too many requests",
      message: serverText("nl", "server.request.tooManyRequests"),
    });
    // A right code gives its attempt back: a program polling with it is never locked.
    const poller = "2001:db8:beef::1";
    for (let i = 0; i < 12; i++) await json(await link("GET", "/meets", code, { ip: poller }), 200);
  });
});

describe("every link route with a valid code", () => {
  it("creates a meet from LENEX and from CSV, lists, re-imports and exports them, each import marked as the link's", async () => {
    const fromLenex = await json(await link("POST", "/meets", code, { form: form(lenex()) }), 201);
    expect(fromLenex.club_id).toBe(clubId);
    expect(fromLenex.external_id).toMatch(/^\d{5}$/);
    expect(fromLenex.auth_code).toMatch(/^\d{4}$/);
    const number = freshNumber();
    const fromCsv = await json(
      await link("POST", "/meets", code, {
        form: form(csv(), { name: "Via de koppeling", external_id: number, planned_date: "2026-09-12" }),
      }),
      201,
    );
    expect(fromCsv).toMatchObject({ name: "Via de koppeling", external_id: number, planned_date: "2026-09-12", club_id: clubId });
    expect(fromCsv.imports).toEqual([expect.objectContaining({ kind: "csv", via: "link" })]);

    const listed = await json<any[]>(await link("GET", "/meets", code), 200);
    expect(listed.map((m) => m.id)).toEqual(expect.arrayContaining([fromLenex.id, fromCsv.id]));
    // The same list the club's users see on the dashboard.
    expect(listed).toEqual(await json(await call("GET", "/api/meets", { as: own }), 200));

    const again = await json(await link("POST", `/meets/${number}/import`, code, { form: form(csv()) }), 200);
    expect(again.report).toBeTruthy();
    expect(again.imports.map((i: any) => i.via)).toEqual(["link", "link"]);
    const history = await env.DB.prepare("select user_id, via from imports where meet_id = ?").bind(fromCsv.id).all();
    expect(history.results).toEqual([
      { user_id: null, via: "link" },
      { user_id: null, via: "link" },
    ]);
    // The screens' own imports stay the screens'.
    const onScreen = await json(await upload(`/api/meets/${fromCsv.id}/import`, own, csv()), 200);
    expect(onScreen.imports.map((i: any) => i.via)).toEqual(["app", "link", "link"]);

    const results = await link("GET", `/meets/${fromLenex.external_id}/results`, code);
    expect(results.status).toBe(200);
    expect(results.headers.get("Content-Type")).toBe("application/zip");
    expect(results.headers.get("Content-Disposition")).toContain(`${fromLenex.external_id}-uitslagen.lxf`);
    expect(Object.keys(unzipSync(new Uint8Array(await results.arrayBuffer()))).some((n) => n.endsWith(".lef"))).toBe(true);
  });

  it("gives a finished heat's Splash file, and refuses an unfinished or unknown heat as the screens do", async () => {
    const finished = await json(await link("POST", "/meets", code, { form: form(lenex("lenex/example-results.lxf")) }), 201);
    const { heats } = await json(await call("GET", `/api/meets/${finished.id}/heats`, { as: own }), 200);
    const heat = heats[0];
    const file = await link("GET", `/meets/${finished.external_id}/heats/${heat.id}`, code);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toContain(`Event${heat.event_number}-Heat${heat.heat_number}.txt`);
    expect(await file.text()).toBe(await (await call("GET", `/api/meets/${finished.id}/export_heat/${heat.id}`, { as: own })).text());

    const planned = await json(await link("POST", "/meets", code, { form: form(lenex()) }), 201);
    const first = (await json(await call("GET", `/api/meets/${planned.id}/heats`, { as: own }), 200)).heats[0];
    const viaLink = await json(await link("GET", `/meets/${planned.external_id}/heats/${first.id}`, code), 409);
    expect(viaLink).toEqual(await json(await call("GET", `/api/meets/${planned.id}/export_heat/${first.id}`, { as: own }), 409));
    expect(await json(await link("GET", `/meets/${planned.external_id}/heats/nope`, code), 404)).toEqual(
      await json(await call("GET", `/api/meets/${planned.id}/export_heat/nope`, { as: own }), 404),
    );
  });
});

describe("the same limits and refusals as the screens", () => {
  /** The same upload through the dashboard's create and through the link: the same status and answer, and nothing stored. */
  async function sameRefusal(file: { bytes: Uint8Array | string; name: string }, fields: Record<string, string>, status: number) {
    const before = await storedState();
    const screenPath = file.name.endsWith(".csv") ? "/api/meets/csv" : "/api/meets/lxf";
    const onScreen = await json(await upload(screenPath, own, file, fields), status);
    const viaLink = await json(await link("POST", "/meets", code, { form: form(file, fields) }), status);
    expect(viaLink).toEqual(onScreen);
    expect(await storedState()).toEqual(before);
    return viaLink;
  }

  it("a file of another type, a CSV without its fields, a taken number, missing columns, a broken LENEX file", async () => {
    expect((await sameRefusal({ bytes: "hallo", name: "notities.txt" }, {}, 415)).message).toBe(
      serverText("nl", "server.import.file_type"),
    );
    const missing = await sameRefusal(csv(), {}, 400);
    expect(Object.keys(missing.fields)).toEqual(expect.arrayContaining(["name", "external_id", "planned_date"]));
    const taken = await json(
      await link("POST", "/meets", code, { form: form(csv(), { name: "Eerste", external_id: freshNumber(), planned_date: "2026-10-03" }) }),
      201,
    );
    expect((await sameRefusal(csv(), { name: "Tweede", external_id: taken.external_id, planned_date: "2026-10-03" }, 422)).message).toBe(
      `${serverText("nl", "server.meets.numberInUse")}.`,
    );
    expect(
      (
        await sameRefusal(
          csv("csv/missing-lane-column.csv"),
          { name: "Zonder baan", external_id: freshNumber(), planned_date: "2026-10-03" },
          422,
        )
      ).error,
    ).toBe("CSV-file does not contain all required columns");
    await sameRefusal(lenex("lenex/not-a-zip.lxf"), {}, 422);
  });

  it("a file of 2,000,000 bytes or more is refused with 413; a re-import of another kind of file too", async () => {
    const big = { bytes: new Uint8Array(2_000_000).fill(65), name: "groot.csv" };
    expect((await sameRefusal(big, { name: "Te groot", external_id: freshNumber(), planned_date: "2026-10-03" }, 413)).error).toBe(
      "File too large",
    );
    const meet = await json(await link("POST", "/meets", code, { form: form(lenex()) }), 201);
    const viaLink = await json(
      await link("POST", `/meets/${meet.external_id}/import`, code, { form: form({ bytes: "x", name: "a.pdf" }) }),
      415,
    );
    expect(viaLink).toEqual(await json(await upload(`/api/meets/${meet.id}/import`, own, { bytes: "x", name: "a.pdf" }), 415));
  });
});
