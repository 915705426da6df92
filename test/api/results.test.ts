// Results for everyone (DESIGN 8c) against the real Worker and meet room: who may read a meet's
// results, the public switch, what a public answer may hold, and the edge cache in front of the room.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, json, seedAdmin, seedClub, seedClubUser, type Caller } from "./helpers";
import { upload } from "./meets-helpers";
import { cid, closeAll, connect, pressNow, welcome } from "./live-helpers";
import type { MeetResults, PublicLive } from "../../src/shared/results";
import { SECURITY_HEADERS } from "../../src/worker/http/security-headers";

// Heat 1-1: two swimmers with licences and classes; heat 1-2: one more.
const CSV = [
  "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;LICENTIE;KLASSE;VERENIGING",
  "1;1;3;50;FREE;F;Bakker;Anne;LIC-SECRET-1;S9;ZV Uitslag",
  "1;1;4;50;FREE;F;Visser;Bo;LIC-SECRET-2;S10;ZV Uitslag",
  "1;2;4;50;FREE;F;Mulder;Dana;LIC-SECRET-3;S9;ZV Uitslag",
].join("\n");

let admin: Caller;
let own: Caller;
let other: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string; name: string; planned_date: string };

const publicGet = (what: "live" | "results", headers: Record<string, string> = {}) =>
  call("GET", `/api/public/meets/${meet.external_id}/${what}`, { headers });
const setPublic = async (on: boolean) =>
  json(
    await call("PUT", `/api/meets/${meet.id}`, {
      as: own,
      body: { name: meet.name, external_id: meet.external_id, planned_date: meet.planned_date, auth_code: meet.auth_code, public: on },
    }),
    200,
  );

/** An administrator's control panel: each message sent once its ack is back. */
async function adminPanel() {
  const control = await connect(meet.signed_id, admin);
  await welcome(control);
  return async (message: object) => {
    const id = cid();
    control.send({ ...message, id });
    await control.take("ack", (m) => m.id === id);
  };
}

/** Polls a public answer until `check` holds, within the cache's freshness and a little more. */
async function eventually<T>(what: "live" | "results", check: (body: T) => boolean): Promise<T> {
  const until = Date.now() + 3_000;
  for (;;) {
    const res = await publicGet(what);
    if (res.status === 200) {
      const body = (await res.json()) as T;
      if (check(body)) return body;
    } else await res.body?.cancel();
    if (Date.now() > until) throw new Error(`public ${what} did not follow in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  admin = await seedAdmin();
  const clubId = await seedClub("ZV Uitslag");
  own = await seedClubUser(clubId);
  other = await seedClubUser(await seedClub("ZV Anders"));
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV, name: "uitslag.csv" },
      { name: "Uitslagentest", external_id: "52468", planned_date: "2099-05-01" },
    ),
    201,
  );
});

afterEach(closeAll);

describe("a meet's results", () => {
  it("are for its club and administrators: another club 403, nobody 401, an unknown meet 404", async () => {
    for (const who of [own, admin])
      expect((await json<MeetResults>(await call("GET", `/api/meets/${meet.id}/results`, { as: who }), 200)).events).toEqual([]);
    expect((await call("GET", `/api/meets/${meet.id}/results`, { as: other })).status).toBe(403);
    expect((await call("GET", `/api/meets/${meet.id}/results`)).status).toBe(401);
    expect((await call("GET", `/api/meets/999999/results`, { as: admin })).status).toBe(404);
  });

  it("are read with the session, and the access rule still comes first: no id or an ended session is 401, not 404", async () => {
    const ended = { cookie: "session=ended-or-never-was" };
    for (const path of ["/api/meets/abc/results", "/api/meets/999999/results", "/api/meets/abc", "/api/meets/999999"]) {
      for (const as of [undefined, ended]) expect((await call("GET", path, { as })).status, path).toBe(401);
    }
    expect((await call("GET", "/api/meets/abc/results", { as: admin })).status).toBe(404);
  });

  it("rank what the room holds, so a referee's decision changes them at once", async () => {
    const send = await adminPanel();
    await send({ type: "start", ...pressNow() });
    await send({ type: "stop", ...pressNow() });
    await send({ type: "lane_result", heat_id: "1-1", lane: "3", time: 31_200, status: null, reason: "" });
    await send({ type: "lane_result", heat_id: "1-1", lane: "4", time: null, status: "DNS", reason: "" });
    const { events } = await json<MeetResults>(await call("GET", `/api/meets/${meet.id}/results`, { as: own }), 200);
    expect(events).toHaveLength(1);
    expect(events[0]!.overall.map((r) => [r.place, r.swimmer, r.time, r.status])).toEqual([
      [1, "Bakker, Anne", 31_200, null],
      [null, "Visser, Bo", null, "DNS"],
    ]);
    expect(events[0]!.classes.map((c) => c.class)).toEqual(["S9", "S10"]);
  });
});

describe("public live results", () => {
  it("answer 404 while the switch is off, to everyone, with a Dutch message", async () => {
    for (const what of ["live", "results"] as const) {
      const res = await publicGet(what);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe("Deze wedstrijd is niet openbaar of bestaat niet.");
    }
    expect((await call("GET", "/api/public/meets/99999/live")).status).toBe(404);
    expect((await call("GET", "/api/public/meets/not-a-number/live")).status).toBe(404);
  });

  it("only the meet's club or an administrator switches it on; a stranger's try changes nothing", async () => {
    const body = {
      name: meet.name,
      external_id: meet.external_id,
      planned_date: meet.planned_date,
      auth_code: meet.auth_code,
      public: true,
    };
    expect((await call("PUT", `/api/meets/${meet.id}`, { as: other, body })).status).toBe(403);
    expect((await call("PUT", `/api/meets/${meet.id}`, { body })).status).toBe(401);
    expect((await call("PUT", `/api/meets/${meet.id}`, { as: own, body: { ...body, public: "ja" } })).status).toBe(400);
    expect((await json<{ public: boolean }>(await call("GET", `/api/meets/${meet.id}`, { as: own }), 200)).public).toBe(false);
    expect((await setPublic(true)).public).toBe(true);
  });

  it("show the programme and results without licences, the authorisation code, LENEX ids or the log", async () => {
    const live = await eventually<PublicLive>("live", () => true);
    expect(live.meet).toEqual({
      name: "Uitslagentest",
      external_id: meet.external_id,
      planned_date: "2099-05-01",
      time_zone: "Europe/Amsterdam",
    });
    expect(live.heats.map((h) => h.id)).toEqual(["1-1", "1-2"]);
    expect(live.heats[0]!.lanes["3"]).toMatchObject({ swimmer: "Bakker, Anne", club: "ZV Uitslag", handicap: "S9" });
    expect(Object.keys(live.heats[0]!.lanes["3"]!)).not.toContain("license");
    const results = await eventually<MeetResults>("results", () => true);
    for (const text of [JSON.stringify(live), JSON.stringify(results)]) {
      expect(text).not.toMatch(/LIC-SECRET|auth_code|"lenex"|"watches"|"decision"|birthdate|"events"\s*:\s*\[\s*\{\s*"id"/);
      expect(text).not.toContain(`"${meet.auth_code}"`);
    }
  });

  it("carry an ETag and answer a poll that has it with 304 and no body", async () => {
    const first = await publicGet("live");
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=1");
    await first.body?.cancel();
    const again = await publicGet("live", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(Number(again.headers.get("X-Server-Time"))).toBeGreaterThan(Date.now() - 5_000);
    const stale = await publicGet("live", { "If-None-Match": '"0000"' });
    expect(stale.status).toBe(200);
    await stale.body?.cancel();
    // The room's clock moves on, the meet does not: a poll a second later still gets 304.
    await new Promise((r) => setTimeout(r, 1_100));
    const later = await publicGet("live", { "If-None-Match": etag });
    expect(later.status).toBe(304);
  });

  it("read If-None-Match as RFC 9110 does: a weak tag, a list and * get 304, another tag the answer", async () => {
    for (const what of ["live", "results"] as const) {
      const first = await publicGet(what);
      const etag = first.headers.get("ETag")!;
      await first.body?.cancel();
      for (const header of [`W/${etag}`, `"0000", ${etag}`, `W/"0000" ,W/${etag}`, "*"]) {
        const res = await publicGet(what, { "If-None-Match": header });
        expect(res.status, `${what} with ${header}`).toBe(304);
        expect(res.headers.get("ETag")).toBe(etag);
        expect(await res.text()).toBe("");
      }
      const other = await publicGet(what, { "If-None-Match": `W/"0000", "1111"` });
      expect(other.status).toBe(200);
      await other.body?.cancel();
    }
  });

  it("carry the security headers every answer carries, on 200, 304 and 404 alike", async () => {
    const first = await publicGet("live", { "Accept-Encoding": "gzip" });
    const unchanged = await publicGet("live", { "If-None-Match": first.headers.get("ETag")! });
    const unknown = await call("GET", "/api/public/meets/00000/live");
    expect([first.status, unchanged.status, unknown.status]).toEqual([200, 304, 404]);
    for (const res of [first, unchanged, unknown]) {
      await res.body?.cancel();
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    }
  });

  it("come gzipped to a reader that takes gzip, the same JSON as plain", async () => {
    const plain = await publicGet("results");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    const text = await plain.text();
    const gzipped = await publicGet("results", { "Accept-Encoding": "gzip, br" });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(gzipped.headers.get("Vary")).toBe("Accept-Encoding");
    // The runtime's fetch unpacks it, as a browser does.
    expect(await gzipped.text()).toBe(text);
  });

  it("ask the meet room at most once per freshness, however many read at once", async () => {
    const reads = async (res: Response) => {
      expect(res.status).toBe(200);
      await res.body?.cancel();
      return Number(res.headers.get("X-Room-Reads"));
    };
    const before = await reads(await publicGet("results"));
    await new Promise((r) => setTimeout(r, 1_100));
    // Some of the burst may get the answer before while the one new read is made.
    const burst = await Promise.all(Array.from({ length: 60 }, async () => reads(await publicGet("results"))));
    const count = Math.max(...burst);
    expect(count).toBeLessThanOrEqual(before + 1);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await reads(await publicGet("results"))).toBeLessThanOrEqual(count + 1);
  });

  it("follow a stop and a referee's decision within the cache's freshness", async () => {
    const send = await adminPanel();
    await send({ type: "next" });
    await send({ type: "start", ...pressNow() });
    const running = await eventually<PublicLive>("live", (l) => l.active_heat_id === "1-2" && l.heats[1]!.status === 1);
    expect(running.heats[1]!.start_time).not.toBeNull();
    await send({ type: "stop", ...pressNow() });
    await eventually<PublicLive>("live", (l) => l.heats[1]!.status === 6);
    await send({ type: "lane_result", heat_id: "1-2", lane: "4", time: 30_500, status: null, reason: "" });
    const results = await eventually<MeetResults>("results", (r) => r.events[0]!.overall.some((row) => row.swimmer === "Mulder, Dana"));
    expect(results.events[0]!.overall[0]).toMatchObject({ place: 1, swimmer: "Mulder, Dana", time: 30_500 });
  });

  it("follow an edit of the meet, which changes no heat, within the cache's freshness", async () => {
    const renamed = {
      name: "Uitslagentest (gewijzigd)",
      external_id: meet.external_id,
      planned_date: "2099-05-02",
      auth_code: meet.auth_code,
      public: true,
    };
    json(await call("PUT", `/api/meets/${meet.id}`, { as: own, body: renamed }), 200);
    const live = await eventually<PublicLive>("live", (l) => l.meet.name === renamed.name);
    expect(live.meet).toEqual({
      name: renamed.name,
      external_id: meet.external_id,
      planned_date: "2099-05-02",
      time_zone: "Europe/Amsterdam",
    });
    meet = { ...meet, name: renamed.name, planned_date: renamed.planned_date };
  });

  it("go back to 404 when the switch is turned off", async () => {
    await setPublic(false);
    const until = Date.now() + 3_000;
    let status = 200;
    while (status !== 404 && Date.now() < until) {
      const res = await publicGet("live");
      status = res.status;
      await res.body?.cancel();
      if (status !== 404) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(404);
  });
});
