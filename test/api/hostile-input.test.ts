// Bad and hostile input on every route: each refusal has its status, a JSON {error, message} in
// Dutch, and leaves every table and file as it was.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { zipSync } from "fflate";
import app from "../../src/worker/app";
import { json, lastMailTo, login, ORIGIN, PASSWORD, seedClubUser, seedMatrix, seedUser, uniqueEmail, type Caller } from "./helpers";
import { fixture, importLxf } from "./meets-helpers";

let clients = 0;

/**
 * helpers' `call`, handed to the Worker's own fetch in this workerd rather than through SELF: SELF
 * grows slower with every request of a file (workers-sdk#15446), and this file sends thousands.
 * A header given as undefined is left out.
 */
async function call(
  method: string,
  path: string,
  opts: { body?: unknown; as?: Caller; headers?: Record<string, string | undefined>; raw?: BodyInit } = {},
): Promise<Response> {
  const given = { Origin: ORIGIN, "CF-Connecting-IP": `2001:db8:1::${(++clients).toString(16)}`, ...opts.headers };
  const headers = new Headers(Object.entries(given).filter((entry): entry is [string, string] => entry[1] !== undefined));
  if (opts.as?.cookie) headers.set("Cookie", opts.as.cookie);
  let body = opts.raw;
  if (opts.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(opts.body);
  }
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const lxfFile = () => new File([fixture("lenex/example-startlist.lxf") as BlobPart], "start.lxf");

type Who = Caller & { id: number; username: string };

let admin: Who;
let own: Who;
let other: Who;
let clubId: number;
let otherClubId: number;
let mate: { id: number; username: string };
let officialId: number;
let meet: { id: number; signed_id: string };
let heatId: string;

beforeAll(async () => {
  ({ admin, own, other, clubId, otherClubId } = await seedMatrix());
  mate = await seedUser({ clubId });
  officialId = (
    await json(
      await call("POST", "/api/officials", { as: admin, body: { email: uniqueEmail("official"), external_id: "AB12CD3", name: "Olga" } }),
      201,
    )
  ).id;
  meet = await json(await importLxf(own, "lenex/example-results.lxf"), 201);
  heatId = (await json(await call("GET", `/api/meets/${meet.id}/heats`, { as: own }), 200)).heats[0].id;
});

// valibot's and the runtime's own words: a text carrying them was never given a Dutch one.
const ENGLISH = /\b(Invalid|Expected|[Rr]eceived|undefined|null|NaN|Error|Object)\b/;

/** A refusal: its status, a JSON {error, message} (and fields) in Dutch. Gives the body. */
async function refused(res: Response, status: number, error?: string) {
  const body = await json(res, status);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(body.error).toEqual(expect.any(String));
  if (error) expect(body.error).toBe(error);
  expect(body.message).toMatch(/[a-z]/);
  for (const text of [body.message, ...Object.values<string>(body.fields ?? {})]) expect(text).not.toMatch(ENGLISH);
  return body;
}

/** Every table but the rate limits (which count refused logins on purpose), and every stored file. */
async function snapshot() {
  const tables = ["clubs", "users", "sessions", "tokens", "officials", "meets", "meet_officials", "imports", "outbox"];
  const rows = await Promise.all(tables.map(async (t) => [t, (await env.DB.prepare(`select * from ${t} order by rowid`).all()).results]));
  const files = (await env.FILES.list()).objects.map((o) => o.key);
  return { ...Object.fromEntries(rows), files };
}

/** Runs the calls and checks that none of them changed anything. */
async function changesNothing(calls: () => Promise<void>) {
  const before = await snapshot();
  await calls();
  expect(await snapshot()).toEqual(before);
}

const meetBody = { name: "Voorjaarswedstrijd", external_id: "61616", auth_code: "1234", planned_date: "2027-03-01" };

/** Every route with a record id in its path, as [method, path of id, body]. */
const idRoutes = (): [string, (id: string) => string, unknown?][] => [
  ["GET", (id) => `/api/clubs/${id}.json`],
  ["GET", (id) => `/api/clubs/${id}`],
  ["PUT", (id) => `/api/clubs/${id}`, { name: "ZV Nieuw", external_id: "1234", city: "Zwolle" }],
  ["DELETE", (id) => `/api/clubs/${id}`],
  ["GET", (id) => `/api/users/${id}`],
  ["PUT", (id) => `/api/users/${id}`, { username: uniqueEmail("ander"), first_name: "Piet", last_name: "Jansen" }],
  ["DELETE", (id) => `/api/users/${id}`],
  ["GET", (id) => `/api/officials/${id}.json`],
  ["PUT", (id) => `/api/officials/${id}`, { email: uniqueEmail("o"), external_id: "ZZ99ZZ9", name: "Otto" }],
  ["DELETE", (id) => `/api/officials/${id}`],
  ["GET", (id) => `/api/meets/${id}`],
  ["GET", (id) => `/api/meets/${id}/heats`],
  ["PUT", (id) => `/api/meets/${id}`, meetBody],
  ["DELETE", (id) => `/api/meets/${id}`],
  ["POST", (id) => `/api/meets/${id}/import`],
  ["GET", (id) => `/api/meets/${id}/export`],
  ["GET", (id) => `/api/meets/${id}/export_heat/${encodeURIComponent(heatId)}`],
  ["GET", (id) => `/api/meets/${id}/statistics`],
  ["GET", (id) => `/api/meets/${id}/events`],
  ["GET", (id) => `/api/meets/${id}/log.csv`],
];

/** A call with a JSON body, or with a LENEX file to the upload routes. */
function send(method: string, path: string, as: Caller, body: unknown, headers: Record<string, string | undefined> = {}) {
  if (!/\/(import|lxf)$/.test(path)) return call(method, path, { as, body, headers });
  const form = new FormData();
  form.set("file", lxfFile());
  return call(method, path, { as, raw: form, headers });
}

describe("path ids", () => {
  const malformed = [
    "abc",
    "1.5",
    "-1",
    "0",
    "1e3",
    "0x1",
    "01",
    "+1",
    "9999999999999999999999",
    "9007199254740993",
    "%201",
    "%00",
    "1%00",
    "1;drop",
  ];

  it("answers ids that are not ids with 404 on every route, changing nothing", async () => {
    await changesNothing(async () => {
      for (const [method, path, body] of idRoutes()) {
        for (const id of malformed) await refused(await send(method, path(id), admin, body), 404, "Not found");
      }
    });
  });

  it("answers unknown ids with 404, not a database error, changing nothing", async () => {
    await changesNothing(async () => {
      for (const [method, path, body] of idRoutes()) {
        for (const id of ["999999", "9007199254740991"]) {
          expect((await refused(await send(method, path(id), admin, body), 404, "Not found")).message).toMatch(/niet gevonden/);
        }
      }
    });
  });

  it("answers another club's records with 403 on every route, changing nothing", async () => {
    const ids: Record<string, number> = { clubs: clubId, users: mate.id, officials: officialId, meets: meet.id };
    await changesNothing(async () => {
      for (const [method, path, body] of idRoutes()) {
        const target = path("ID").replace(/^\/api\/(\w+)\/ID.*$/, "$1");
        await refused(await send(method, path(String(ids[target])), other, body), 403, "Forbidden");
      }
    });
  });

  it("answers a heat that is not in the meet with 404", async () => {
    for (const heat of ["nope", "%00", "%E0%A4%A", "1-1".repeat(1000)]) {
      await refused(await call("GET", `/api/meets/${meet.id}/export_heat/${heat}`, { as: own }), 404, "Not found");
    }
  });
});

// Whoever sends each JSON call, and a body it accepts: a refusal below is then about the one thing changed.
let me: Who;
let resetToken: string;
const jsonRoutes = (): { method: string; path: string; as?: Caller; body: Record<string, unknown> }[] => [
  { method: "POST", path: "/api/session/login", body: { username: me.username, password: PASSWORD } },
  { method: "POST", path: "/api/session/forgot", body: { username: me.username } },
  { method: "POST", path: "/api/session/activation", body: { username: me.username } },
  { method: "PUT", path: "/api/session/update_password", as: me, body: { current_password: PASSWORD, password: "Ander!Wacht9" } },
  { method: "PUT", path: "/api/session/profile", as: me, body: { first_name: "Mia", last_name: "Smit" } },
  // After me's own calls: a reset ends all of me's sessions.
  { method: "POST", path: "/api/session/reset", body: { reset_token: resetToken, password: "Nieuw!Wacht8" } },
  { method: "POST", path: "/api/session/link", body: { reset_token: resetToken } },
  { method: "POST", path: "/api/clubs", as: admin, body: { name: "ZV Nieuw", external_id: "4321", city: "Gouda", license: "free" } },
  { method: "PUT", path: `/api/clubs/${clubId}`, as: own, body: { name: "ZV Eigen", external_id: "1001", city: "Utrecht" } },
  {
    method: "POST",
    path: "/api/users",
    as: own,
    body: { club_id: clubId, username: uniqueEmail("lid"), first_name: "Piet", last_name: "Jansen", is_admin: false },
  },
  { method: "PUT", path: `/api/users/${mate.id}`, as: own, body: { username: mate.username, first_name: "Kees", last_name: "Bakker" } },
  { method: "POST", path: "/api/officials", as: admin, body: { email: uniqueEmail("official"), external_id: "XY34ZW5", name: "Tom" } },
  {
    method: "PUT",
    path: `/api/officials/${officialId}`,
    as: admin,
    body: { email: uniqueEmail("official"), external_id: "AB12CD3", name: "Olga" },
  },
  { method: "PUT", path: `/api/meets/${meet.id}`, as: own, body: meetBody },
];

describe("JSON bodies", () => {
  beforeAll(async () => {
    me = await seedClubUser(clubId);
    await call("POST", "/api/session/forgot", { body: { username: me.username } });
    resetToken = (await lastMailTo(me.username)).token!;
  });

  const raw = (route: ReturnType<typeof jsonRoutes>[number], body: BodyInit, contentType?: string) =>
    call(route.method, route.path, { as: route.as, raw: body, headers: contentType ? { "Content-Type": contentType } : {} });

  it("refuses a body that is not JSON, or JSON that is not an object, with 400 'Invalid JSON'", async () => {
    await changesNothing(async () => {
      for (const route of jsonRoutes()) {
        for (const text of [
          "",
          "{",
          "nope",
          "{'a':1}",
          `${JSON.stringify(route.body)}x`,
          "[]",
          "null",
          '"tekst"',
          "5",
          "true",
          `[${JSON.stringify(route.body)}]`,
        ]) {
          await refused(await raw(route, text, "application/json"), 400, "Invalid JSON");
        }
      }
    });
  });

  it("refuses a body sent without the JSON content type with 415", async () => {
    await changesNothing(async () => {
      for (const route of jsonRoutes()) {
        const text = JSON.stringify(route.body);
        await refused(await raw(route, new TextEncoder().encode(text)), 415, "Unsupported media type");
        await refused(await raw(route, text, "text/plain"), 415, "Unsupported media type");
        await refused(await raw(route, text, "application/x-www-form-urlencoded"), 415, "Unsupported media type");
        const form = new FormData();
        for (const [key, value] of Object.entries(route.body)) form.set(key, String(value));
        await refused(await raw(route, form), 415, "Unsupported media type");
      }
    });
  });

  it("refuses fields of the wrong type with 400 and a Dutch message on the field", async () => {
    const wrong: Record<string, unknown[]> = {
      club_id: ["5", 1.5, 0, -1, 1e300, true, {}, []],
      is_admin: ["true", 1, null, {}],
      license: [5, "gold", true, null],
    };
    await changesNothing(async () => {
      for (const route of jsonRoutes()) {
        for (const key of Object.keys(route.body)) {
          for (const value of wrong[key] ?? [5, 0, {}, ["x"], true, null]) {
            const res = await refused(
              await call(route.method, route.path, { as: route.as, body: { ...route.body, [key]: value } }),
              400,
              "Validation failed",
            );
            expect(Object.keys(res.fields), `${route.path} ${key}=${JSON.stringify(value)}`).toEqual([key]);
          }
        }
      }
    });
  });

  it("refuses 10,000 characters in any field with 400", async () => {
    await changesNothing(async () => {
      for (const route of jsonRoutes()) {
        for (const key of Object.keys(route.body).filter((k) => typeof route.body[k] === "string")) {
          const res = await refused(
            await call(route.method, route.path, { as: route.as, body: { ...route.body, [key]: "A1a!".repeat(2_500) } }),
            400,
          );
          expect(Object.keys(res.fields), `${route.path} ${key}`).toEqual([key]);
        }
      }
    });
  });

  // Passwords and link tokens are secrets, never shown: any character is theirs to hold. A login
  // name is only looked up: a strange one simply matches nobody.
  const shown = (path: string, key: string) =>
    path !== "/api/session/login" && !["password", "current_password", "reset_token"].includes(key);

  it("refuses blank fields and control characters, NUL, bidi overrides and broken UTF-16 in shown text", async () => {
    const hostile = ["   ", "\t\n", "Jan\u0000sen", "Jan\u0007", "Jan\nsen", "\u202Egnissab", "Jan\u2066sen", "Jan\uD800sen", "\u0085"];
    await changesNothing(async () => {
      for (const route of jsonRoutes()) {
        for (const key of Object.keys(route.body).filter((k) => typeof route.body[k] === "string" && shown(route.path, k))) {
          for (const value of hostile) {
            const res = await refused(await call(route.method, route.path, { as: route.as, body: { ...route.body, [key]: value } }), 400);
            expect(Object.keys(res.fields), `${route.path} ${key}=${JSON.stringify(value)}`).toEqual([key]);
          }
        }
      }
    });
  });

  it("refuses a date that is not on the calendar", async () => {
    await changesNothing(async () => {
      for (const planned_date of ["2027-02-30", "2027-02-29", "2027-04-31", "2027-13-01", "27-03-01", "2027-03-01T00:00"]) {
        const res = await refused(await call("PUT", `/api/meets/${meet.id}`, { as: own, body: { ...meetBody, planned_date } }), 400);
        expect(res.fields).toEqual({ planned_date: "Wedstrijddatum is verplicht" });
      }
    });
    expect(
      (await json(await call("PUT", `/api/meets/${meet.id}`, { as: own, body: { ...meetBody, planned_date: "2028-02-29" } }), 200))
        .planned_date,
    ).toBe("2028-02-29");
  });

  it("stores emoji, right-to-left script, HTML and SQL as the text it is, escaped in mail", async () => {
    const club = { name: "<script>alert('x')</script> & <b>Dolfijn</b>", external_id: "1'); DROP TABLE clubs;--", city: "تل أبيب 🏊‍♀️" };
    const created = await json(await call("POST", "/api/clubs", { as: admin, body: club }), 201);
    expect(created).toMatchObject(club);
    expect(await json(await call("GET", `/api/clubs/${created.id}.json`, { as: admin }), 200)).toMatchObject(club);
    const user = {
      username: uniqueEmail("emoji"),
      first_name: "Zoë 👩🏽‍💻 <img src=x onerror=alert(1)>",
      last_name: "Ünal",
      club_id: created.id,
    };
    expect(await json(await call("POST", "/api/users", { as: admin, body: user }), 201)).toMatchObject({
      first_name: user.first_name,
      last_name: user.last_name,
    });
    const { mail } = await lastMailTo(user.username);
    expect(mail!.html).toContain("Zoë 👩🏽‍💻 &lt;img src=x onerror=alert(1)&gt;");
    expect(mail!.html).not.toContain("<img");
    const injected = await json(
      await call("PUT", "/api/session/profile", { as: own, body: { first_name: "<script>", last_name: "' OR 1=1 --" } }),
      200,
    );
    expect(injected).toMatchObject({ first_name: "<script>", last_name: "' OR 1=1 --" });
    expect(await env.DB.prepare("select count(*) as n from clubs").first("n")).toBeGreaterThan(2);
  });

  // Last, since it spends the reset link and changes me's password: the refusals above were about
  // the one thing each changed, as the untouched bodies are accepted.
  it("accepts the same bodies as JSON", async () => {
    for (const route of jsonRoutes()) {
      // The password change just before ended every outstanding link (a reset or a change does):
      // the reset and the lookup here use a link asked for after it.
      if ("reset_token" in route.body) {
        const before = (await lastMailTo(me.username)).mail?.id ?? 0;
        await call("POST", "/api/session/forgot", { body: { username: me.username } });
        route.body.reset_token = (await lastMailTo(me.username, before)).token;
      }
      const res = await call(route.method, route.path, { as: route.as, body: route.body });
      expect(res.status, `${route.method} ${route.path}: ${await res.clone().text()}`).toBeLessThan(300);
    }
  });
});

describe("fields a caller may not set", () => {
  it("leaves a team member's role, club and id alone when a club user sends them", async () => {
    const body = {
      username: mate.username,
      first_name: "Kees",
      last_name: "Bakker",
      is_admin: true,
      club_id: otherClubId,
      id: other.id,
      password_hash: "x",
    };
    const res = await json(await call("PUT", `/api/users/${mate.id}`, { as: own, body }), 200);
    expect(res).toMatchObject({ id: mate.id, is_admin: false, club_id: clubId });
    const row = await env.DB.prepare("select * from users where id = ?").bind(mate.id).first<any>();
    expect(row).toMatchObject({ is_admin: 0, club_id: clubId, first_name: "Kees" });
    expect(row.password_hash).not.toBe("x");
    expect(await env.DB.prepare("select first_name from users where id = ?").bind(other.id).first("first_name")).toBe("Anna");
  });

  it("creates a team member of the own club, inactive, whatever id, hash or prototype a club user smuggles", async () => {
    const username = uniqueEmail("smokkel");
    const text =
      `{"__proto__":{"is_admin":true,"club_id":${otherClubId}},"username":"${username}","first_name":"Sem","last_name":"Smokkel",` +
      `"id":424242,"password_hash":"pbkdf2$1$AAAA$AAAA","created_at":"1970-01-01"}`;
    const user = await json(await call("POST", "/api/users", { as: own, raw: text, headers: { "Content-Type": "application/json" } }), 201);
    expect(user).toMatchObject({ username, is_admin: false, club_id: clubId });
    const row = await env.DB.prepare("select * from users where username = ?").bind(username).first<any>();
    expect(row).toMatchObject({ is_admin: 0, club_id: clubId, password_hash: null });
    expect(row.id).not.toBe(424242);
    expect(row.created_at).not.toBe("1970-01-01");
  });

  it("changes only the own names on a profile update", async () => {
    const who = await seedClubUser(clubId);
    const body = {
      first_name: "Eva",
      last_name: "Visser",
      is_admin: true,
      club_id: otherClubId,
      username: uniqueEmail("kaping"),
      id: admin.id,
    };
    expect(await json(await call("PUT", "/api/session/profile", { as: who, body }), 200)).toMatchObject({
      id: who.id,
      username: who.username,
      is_admin: false,
      club_id: clubId,
    });
    expect(await env.DB.prepare("select first_name from users where id = ?").bind(admin.id).first("first_name")).toBe("Anna");
  });

  it("keeps a club's link code, id and licence from a club user's edit", async () => {
    const before = await env.DB.prepare("select * from clubs where id = ?").bind(clubId).first<any>();
    const body = {
      name: before.name,
      external_id: before.external_id,
      city: before.city,
      api_key: "gekozen",
      id: otherClubId,
      created_at: "1970-01-01",
    };
    await json(await call("PUT", `/api/clubs/${clubId}`, { as: own, body }), 200);
    // Only its edit version moves on (DESIGN 8e).
    expect(await env.DB.prepare("select * from clubs where id = ?").bind(clubId).first()).toEqual({
      ...before,
      version: before.version + 1,
    });
    const created = await json(
      await call("POST", "/api/clubs", {
        as: admin,
        body: { name: "ZV Code", external_id: "9", city: "Ede", api_key: "gekozen", id: 777 },
      }),
      201,
    );
    expect(created.api_key).not.toBe("gekozen");
    expect(created.id).not.toBe(777);
  });

  it("keeps a meet in its club, with its id and active heat, whatever a club user sends", async () => {
    const before = await env.DB.prepare("select id, club_id, active_heat_id from meets where id = ?").bind(meet.id).first();
    const body = { ...meetBody, club_id: otherClubId, id: 1, active_heat_id: "9-9", signed_id: "x" };
    await json(await call("PUT", `/api/meets/${meet.id}`, { as: own, body }), 200);
    expect(await env.DB.prepare("select id, club_id, active_heat_id from meets where id = ?").bind(meet.id).first()).toEqual(before);
  });

  it("keeps an official's id", async () => {
    const body = { email: uniqueEmail("o"), external_id: "AB12CD3", name: "Olga", id: 555 };
    expect((await json(await call("PUT", `/api/officials/${officialId}`, { as: admin, body }), 200)).id).toBe(officialId);
  });
});

describe("query parameters", () => {
  it("refuses malformed, repeated and unknown filters with 400 instead of answering unfiltered or other rows", async () => {
    const bad: [string, string][] = [
      ["club_id=abc", "club_id"],
      ["club_id=", "club_id"],
      ["club_id=0", "club_id"],
      ["club_id=-1", "club_id"],
      ["club_id=1.5", "club_id"],
      ["club_id=99999999999999999999", "club_id"],
      ["club_id=%00", "club_id"],
      ["club_id=%E0%A4%A", "club_id"],
      ["club_id[]=1", "club_id[]"],
      ["club_id=1&club_id=2", "club_id"],
      ["clubid=1", "clubid"],
    ];
    for (const path of ["/api/meets", "/api/users"]) {
      for (const [query, key] of bad) {
        for (const as of [admin, own]) {
          expect(
            Object.keys(
              (await refused(await call("GET", `${path}?${query.replace("=1&", `=${clubId}&`)}`, { as }), 400, "Validation failed")).fields,
            ),
          ).toEqual([key]);
        }
      }
    }
    for (const query of ["is_admin=yes", "is_admin=", "is_admin=true&is_admin=false"]) {
      expect(Object.keys((await refused(await call("GET", `/api/users?${query}`, { as: admin }), 400)).fields)).toEqual(["is_admin"]);
    }
  });

  it("checks a meet number with the field's own message, once and at most 5 digits", async () => {
    for (const query of [
      "",
      "external_id=",
      `external_id=${"1".repeat(5_000)}`,
      "external_id=1234%00",
      "external_id=12345&external_id=12346",
      "external_id[]=12345",
    ]) {
      const res = await refused(await call("GET", `/api/meets/validate_unique?${query}`, { as: own }), 400, "Validation failed");
      expect(Object.values(res.fields)[0]).toMatch(/Wedstrijdnummer is een 5-cijferige code|één keer|Onbekende parameter/);
    }
  });
});

describe("uploads", () => {
  const csvFields = { name: "Najaarswedstrijd", external_id: "73737", planned_date: "2027-10-10" };
  const routes = () => [
    { path: "/api/meets/lxf", fields: {} as Record<string, string> },
    { path: "/api/meets/csv", fields: csvFields },
    { path: `/api/meets/${meet.id}/import`, fields: {} as Record<string, string> },
  ];
  const post = (path: string, build: (form: FormData) => void, fields: Record<string, string>, as: Caller = own) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    build(form);
    return call("POST", path, { as, raw: form });
  };

  it("refuses a form without exactly one non-empty file, with the file's message, storing nothing", async () => {
    await changesNothing(async () => {
      for (const { path, fields } of routes()) {
        const cases: [(f: FormData) => void, string][] = [
          [() => {}, "Importbestand is verplicht"],
          [(f) => f.set("file", "PK\u0003\u0004 geen bestand"), "Importbestand is verplicht"],
          [(f) => f.set("file", new File([], "leeg.lxf")), "Importbestand is leeg"],
          [(f) => f.set("file", new File([], "")), "Importbestand is verplicht"],
          [(f) => (f.append("file", lxfFile()), f.append("file", lxfFile())), "Kies één importbestand"],
          [(f) => (f.append("file", lxfFile()), f.append("file", "tweede")), "Kies één importbestand"],
        ];
        for (const [build, message] of cases) {
          expect((await refused(await post(path, build, fields), 400, "Validation failed")).fields).toEqual({ file: message });
        }
      }
    });
  });

  it("refuses bodies that are no form at all with 400", async () => {
    await changesNothing(async () => {
      for (const { path } of routes()) {
        await refused(await call("POST", path, { as: own }), 400, "Invalid form");
        await refused(await call("POST", path, { as: own, body: { file: "x" } }), 400, "Invalid form");
        await refused(
          await call("POST", path, { as: own, raw: "--x\r\nrommel", headers: { "Content-Type": "multipart/form-data; boundary=x" } }),
          400,
          "Invalid form",
        );
      }
    });
  });

  it("goes by the extension and the content, not by what the file's type claims", async () => {
    await changesNothing(async () => {
      const csvBytes = fixture("csv/heatlist-en.csv");
      await refused(
        await post("/api/meets/lxf", (f) => f.set("file", new File([csvBytes as BlobPart], "heats.lxf", { type: "application/zip" })), {}),
        422,
      );
      await refused(
        await post(
          "/api/meets/lxf",
          (f) => f.set("file", new File([fixture("lenex/example-startlist.lxf") as BlobPart], "start.txt", { type: "application/zip" })),
          {},
        ),
        415,
        "file_type",
      );
      await refused(
        await post("/api/meets/lxf", (f) => f.set("file", new File([csvBytes as BlobPart], "heats", { type: "text/csv" })), {}),
        415,
        "file_type",
      );
      await refused(
        await post(
          "/api/meets/csv",
          (f) => f.set("file", new File([fixture("lenex/example-startlist.lxf") as BlobPart], "start.csv", { type: "text/csv" })),
          csvFields,
        ),
        422,
      );
      await refused(
        await post(
          `/api/meets/${meet.id}/import`,
          (f) => f.set("file", new File([csvBytes as BlobPart], "heats.exe", { type: "text/csv" })),
          {},
        ),
        415,
        "file_type",
      );
    });
  });

  it("refuses a picture renamed .csv, a name of a megabyte and an entry time that is none, saying where, storing nothing", async () => {
    await changesNothing(async () => {
      const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, ...new TextEncoder().encode('IHDR"'.repeat(40))];
      const heats = "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;INSCHRIJFTIJD\n1;1;1;50;Vrij;H;Bakker;\n";
      const cases: [BlobPart, string, string][] = [
        [
          Uint8Array.from(png),
          "csv_not_text",
          "Dit bestand is geen CSV-tekstbestand, maar bijvoorbeeld een afbeelding, een pdf of een Excel-bestand. " +
            "Kies het CSV-bestand met de serie-indeling, of maak een nieuwe export uit Splash.",
        ],
        [
          `${heats}1;1;2;50;Vrij;H;${"A".repeat(1_500_000)};\n`,
          "csv_invalid",
          "Regel 3, kolom ACHTERNAAM: te lang (hoogstens 200 tekens). Maak de tekst in het bestand korter.",
        ],
        [
          `${heats}1;1;2;50;Vrij;H;Visser;1:9x.00\n`,
          "csv_invalid",
          'Regel 3, kolom INSCHRIJFTIJD: "1:9x.00" is geen tijd (bijvoorbeeld 1:02.34, 62.34 of NT). ' +
            "Verbeter de inschrijftijd, of laat het vak leeg als er geen tijd is.",
        ],
      ];
      for (const { path, fields } of routes().slice(1)) {
        for (const [bytes, error, message] of cases) {
          const body = await refused(await post(path, (f) => f.set("file", new File([bytes], "heats.csv")), fields), 422, error);
          expect(body.message).toBe(message);
        }
      }
    });
  });

  it("refuses a club field that is no club id with 400, another club's with 403", async () => {
    await changesNothing(async () => {
      for (const { path, fields } of routes().slice(0, 2)) {
        for (const club_id of ["abc", "", "0", "1.5", "99999999999999999999", `${clubId} `]) {
          for (const as of [admin, own]) {
            expect((await refused(await post(path, (f) => f.set("file", lxfFile()), { ...fields, club_id }, as), 400)).fields).toEqual({
              club_id: "Onbekende vereniging",
            });
          }
        }
        await refused(await post(path, (f) => f.set("file", lxfFile()), { ...fields, club_id: String(otherClubId) }), 403, "Forbidden");
      }
    });
  });

  it("checks the CSV form's fields like the JSON ones", async () => {
    await changesNothing(async () => {
      const file = (f: FormData) => f.set("file", new File([fixture("csv/heatlist-en.csv") as BlobPart], "heats.csv"));
      const bad: [Record<string, string>, string][] = [
        [{ name: "Naam\u0000" }, "name"],
        [{ name: "x".repeat(10_000) }, "name"],
        [{ name: "   " }, "name"],
        [{ external_id: "1234 5" }, "external_id"],
        [{ planned_date: "2027-02-30" }, "planned_date"],
      ];
      for (const [change, key] of bad) {
        expect(Object.keys((await refused(await post("/api/meets/csv", file, { ...csvFields, ...change }), 400)).fields)).toEqual([key]);
      }
      const nameAsFile = await post("/api/meets/csv", (f) => (file(f), f.set("name", new File(["Naam"], "naam.txt"))), csvFields);
      expect((await refused(nameAsFile, 400)).fields).toEqual({ name: "Naam is verplicht" });
    });
  });
});

describe("names and entities in meet files", () => {
  const lenexFile = (athlete: string) =>
    new File(
      [
        zipSync({
          "m.lef": new TextEncoder().encode(
            `<?xml version="1.0" encoding="UTF-8"?>\n<LENEX version="3.0"><MEETS><MEET name="Schoon&#x202E;bad">` +
              `<SESSIONS><SESSION number="1" date="2099-04-01"><EVENTS>\n` +
              `<EVENT eventid="1" number="1"><SWIMSTYLE distance="50" stroke="FREE" relaycount="1"/>` +
              `<HEATS><HEAT heatid="11" number="1"/></HEATS></EVENT>\n` +
              `</EVENTS></SESSION></SESSIONS><CLUBS><CLUB name="ZV &#x2067;Omkeer&#x2069;"><ATHLETES>\n${athlete}\n` +
              `</ATHLETES></CLUB></CLUBS></MEET></MEETS></LENEX>`,
          ),
        }) as BlobPart,
      ],
      "schoon.lxf",
    );
  const upload = (athlete: string) => {
    const form = new FormData();
    form.set("file", lenexFile(athlete));
    return call("POST", "/api/meets/lxf", { as: own, raw: form });
  };

  it("cleans a name with a bidi override and control characters as a form's text must be", async () => {
    const meetMade = await json<{ id: number; name: string }>(
      await upload(
        `<ATHLETE athleteid="1" lastname="Jan&#x202E;sen" firstname="An&#7;ne&#x0;">` +
          `<ENTRIES><ENTRY eventid="1" heatid="11" lane="4"/></ENTRIES></ATHLETE>`,
      ),
      201,
    );
    expect(meetMade.name).toBe("Schoonbad");
    const heats = await json<{ heats: { lanes: Record<string, { swimmer: string; club: string }> }[] }>(
      await call("GET", `/api/meets/${meetMade.id}/heats`, { as: own }),
      200,
    );
    expect(heats.heats[0]!.lanes["4"]).toMatchObject({ swimmer: "Jansen, An ne ", club: "ZV Omkeer" });
  });

  it("refuses a name longer than a form's 200 characters, naming the element and attribute, storing nothing", async () => {
    await changesNothing(async () => {
      const name = "A".repeat(1_500_000);
      const body = await refused(await upload(`<ATHLETE athleteid="1" lastname="${name}" firstname="A"/>`), 422, "lenex_invalid");
      expect(body.message).toBe(
        "Element ATHLETE, attribuut lastname: te lang (hoogstens 200 tekens). Maak de tekst in het bestand korter.",
      );
    });
  });

  it("refuses an entity no LENEX file declares, with a Dutch 422 naming the line, storing nothing", async () => {
    await changesNothing(async () => {
      const body = await refused(await upload(`<ATHLETE athleteid="1" lastname="&evil;" firstname="A"/>`), 422, "xml_entity");
      expect(body.message).toBe(
        'Regel 5: "&evil;" is een onbekende entiteit; een LENEX-bestand kent alleen &amp;, &lt;, &gt;, &quot; en &apos;. ' +
          "Maak een nieuwe export uit Splash.",
      );
    });
  });
});

describe("methods and paths", () => {
  it("answers a method a path does not have with a JSON 404, changing nothing", async () => {
    const pairs: [string, string][] = [
      ["PATCH", `/api/clubs/${clubId}`],
      ["POST", `/api/clubs/${clubId}`],
      ["PUT", "/api/clubs"],
      ["DELETE", "/api/clubs"],
      ["PATCH", `/api/users/${mate.id}`],
      ["DELETE", "/api/users"],
      ["DELETE", "/api/officials"],
      ["POST", `/api/meets/${meet.id}`],
      ["PATCH", `/api/meets/${meet.id}`],
      ["DELETE", "/api/meets"],
      ["GET", `/api/meets/${meet.id}/import`],
      ["DELETE", `/api/meets/${meet.id}/export`],
      ["GET", "/api/meets/lxf/x"],
      ["GET", "/api/session/login"],
      ["POST", "/api/session/verify"],
      ["GET", "/api/session/logout"],
      ["GET", "/api/session/profile"],
      ["POST", "/api/version"],
      ["OPTIONS", "/api/clubs"],
    ];
    await changesNothing(async () => {
      for (const [method, path] of pairs)
        await refused(
          await call(method, path, { as: admin, body: method === "GET" || method === "OPTIONS" ? undefined : {} }),
          404,
          "Not found",
        );
    });
  });

  it("answers unknown /api paths with JSON, never the app's HTML", async () => {
    for (const path of [
      "/api",
      "/api/",
      "/api/nope",
      "/api/clubs/",
      `/api/clubs/${clubId}/users`,
      "/api/meets/1/heats/2",
      "/api//clubs",
      "/api/CLUBS",
      "/api/.env",
      "/api/%00",
    ]) {
      await refused(await call("GET", path, { as: admin }), 404, "Not found");
    }
  });
});

describe("origin and session", () => {
  /** State-changing calls their callers may make: refused below for their headers or cookie alone. */
  const writes = (): [string, string, Caller, unknown?][] => [
    ["POST", "/api/session/login", {}, { username: own.username, password: PASSWORD }],
    ["DELETE", "/api/session/logout", own],
    ["PUT", "/api/session/profile", own, { first_name: "Ev", last_name: "Il" }],
    ["DELETE", "/api/session/account", own],
    ["POST", "/api/clubs", admin, { name: "ZV Vals", external_id: "666", city: "Nergens" }],
    ["PUT", `/api/clubs/${clubId}`, admin, { name: "ZV Vals", external_id: "666", city: "Nergens", license: "free" }],
    ["DELETE", `/api/clubs/${clubId}`, admin],
    ["POST", "/api/users", admin, { username: uniqueEmail("vals"), first_name: "V", last_name: "W", is_admin: true }],
    ["DELETE", `/api/users/${mate.id}`, admin],
    ["DELETE", `/api/officials/${officialId}`, admin],
    ["PUT", `/api/meets/${meet.id}`, own, { ...meetBody, external_id: "66666" }],
    ["DELETE", `/api/meets/${meet.id}`, own],
    ["POST", "/api/meets/lxf", own],
  ];

  it("refuses state-changing calls without our Origin, or sent cross-site, with 403, changing nothing", async () => {
    const foreign: Record<string, string | undefined>[] = [
      { Origin: undefined },
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "" },
      { Origin: "http://localhost.evil.example" },
      { Origin: "http://localhost:8080" },
      { Origin: "https://localhost" },
      { Origin: ORIGIN, "Sec-Fetch-Site": "cross-site" },
      { Origin: undefined, Referer: `${ORIGIN}/app` },
    ];
    await changesNothing(async () => {
      for (const [method, path, as, body] of writes()) {
        for (const headers of foreign) {
          const res = await send(method, path, as, body, headers);
          await refused(res, 403, "Bad origin");
          expect(res.headers.get("Set-Cookie")).toBeNull();
        }
      }
    });
  });

  it("treats a garbage or expired session cookie, or a deleted user's, as no session, changing nothing", async () => {
    const expired = await seedClubUser(clubId);
    await env.DB.prepare("update sessions set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1, expired.id)
      .run();
    const gone = await seedUser({ clubId });
    const goneSession = await login(gone.username);
    expect((await call("DELETE", `/api/users/${gone.id}`, { as: admin })).status).toBe(204);
    const cookies = [
      "session=forged",
      "session=",
      `session=${"x".repeat(99)}`,
      `session=${"x".repeat(10_000)}`,
      "session=%E0%A4%A",
      "session=%00",
      `session=${encodeURIComponent(own.cookie!)}`,
      "session=a; session=b",
      expired.cookie!,
      goneSession.cookie!,
    ];
    await changesNothing(async () => {
      for (const cookie of cookies) {
        await refused(await call("GET", "/api/session/verify", { as: { cookie } }), 401, "Unauthorized");
        for (const [method, path, , body] of writes().filter(([, p]) => !p.startsWith("/api/session/log"))) {
          await refused(await call(method, path, { as: { cookie }, body }), 401, "Unauthorized");
        }
      }
    });
  });
});
