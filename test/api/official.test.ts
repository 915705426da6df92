// The officials' phone page against the real Worker and meet room (DESIGN 8): joining a meet with its
// number and code, the token that opens the socket as an official, and the records an official sends.
import { serverText } from "../../src/shared/i18n/server-texts";
import { SELF, abortAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { decodeJwt } from "jose";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, seedAdmin, seedClub, seedClubUser, uniqueEmail, ORIGIN, type Caller } from "./helpers";
import { importLxf, roomProbe } from "./meets-helpers";
import { cid, closeAll, connect, refusal, upgrade, welcome, type LiveClient, pressNow } from "./live-helpers";
import { signOfficialToken } from "../../src/worker/meets/official-token";
import type { Heat } from "../../src/shared/programme";
import { LIVE_CLOSE, type ServerMessage } from "../../src/shared/live";
import type { OfficialJoin } from "../../src/shared/official";

const WRONG_MEET = "Wedstrijdnummer of autorisatiecode klopt niet. Vraag ze aan de tafel van de wedstrijdleiding, of scan daar de QR-code.";
const FORBIDDEN_COMMAND = "Alleen een beheerder kan de wedstrijd bedienen.";
const FORBIDDEN_RECORD = "Alleen officials geven tijden en volgorde van aankomst door.";

let admin: Caller;
let own: Caller;
let clubId: number;
/** The imported meet, without a planned date. */
let meet: { id: number; signed_id: string; external_id: string; auth_code: string; name: string };
let heats: Heat[];

const amsterdamToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

let meetNumbers = 0;
async function seedMeet(plannedDate: string | null) {
  const external_id = String(70000 + ++meetNumbers);
  const join_key = `key${external_id}`.padEnd(22, "x");
  const row = await env.DB.prepare(
    "insert into meets (club_id, name, external_id, auth_code, join_key, planned_date) " +
      "values (?, 'Najaarswedstrijd', ?, '4321', ?, ?) returning id",
  )
    .bind(clubId, external_id, join_key, plannedDate)
    .first<{ id: number }>();
  return { id: row!.id, external_id, auth_code: "4321", join_key };
}

const person = () => ({ email: uniqueEmail("official"), external_id: "AB12CD3", name: "Tineke Tijd" });
const joinBody = (m: { external_id: string; auth_code: string }, who = person()) => ({
  meet_number: m.external_id,
  auth_code: m.auth_code,
  ...who,
});

async function join(m: { external_id: string; auth_code: string } = meet, who = person()): Promise<OfficialJoin> {
  return json<OfficialJoin>(await joinOfficial(joinBody(m, who)), 200);
}

const {
  programme: programmeNow,
  log: logNow,
  stub: roomStub,
  timings,
} = roomProbe(
  () => meet,
  () => admin,
);
const officialTimings = () => timings("lane_time", "arrival");

beforeAll(async () => {
  admin = await seedAdmin();
  clubId = await seedClub("ZV Official");
  own = await seedClubUser(clubId);
  meet = await json(await importLxf(own), 201);
  await env.DB.prepare("update meets set planned_date = null where id = ?").bind(meet.id).run();
  heats = (await programmeNow()).heats;
});

afterEach(closeAll);

describe("joining a meet", () => {
  it("step 1 gives the meet's facts; a meet without a date and one planned today are open", async () => {
    const facts = await json(
      await call("POST", "/api/official/meet", { body: { meet_number: meet.external_id, auth_code: meet.auth_code } }),
      200,
    );
    expect(facts).toEqual({ name: meet.name, external_id: meet.external_id, planned_date: null });
    const today = await seedMeet(amsterdamToday());
    const todayFacts = await json(
      await call("POST", "/api/official/meet", { body: { meet_number: today.external_id, auth_code: today.auth_code } }),
      200,
    );
    expect(todayFacts).toEqual({ name: "Najaarswedstrijd", external_id: today.external_id, planned_date: amsterdamToday() });
  });

  it("a wrong code and an unknown number get the same 401", async () => {
    const wrongCode = String((Number(meet.auth_code) + 1) % 10000).padStart(4, "0");
    for (const body of [
      { meet_number: meet.external_id, auth_code: wrongCode },
      { meet_number: "99999", auth_code: meet.auth_code },
    ]) {
      for (const path of ["/api/official/meet", "/api/official/join"]) {
        const res = await json(await call("POST", path, { body: { ...body, ...person() } }), 401);
        expect(res).toEqual({ error: "Invalid meet", message: WRONG_MEET });
      }
    }
  });

  it("twelve mistyped codes from one address (a team at one venue) lock nobody: twenty correct joins from it follow", async () => {
    const venue = { "CF-Connecting-IP": "203.0.113.12" };
    const wrong = meet.auth_code === "0000" ? "1111" : "0000";
    for (let i = 0; i < 12; i++) {
      await json(
        await call("POST", "/api/official/meet", { headers: venue, body: { meet_number: meet.external_id, auth_code: wrong } }),
        401,
      );
    }
    for (let i = 0; i < 20; i++) {
      const joined = await json<OfficialJoin>(await joinOfficial(joinBody(meet), venue), 200);
      expect(joined.meet.id).toBe(meet.id);
    }
  });

  it("thirty failures from one address lock that address for that meet only, the right code included", async () => {
    const target = await seedMeet(null);
    const other = await seedMeet(null);
    const headers = { "CF-Connecting-IP": "203.0.113.77" };
    const wrong = target.auth_code === "0000" ? "1111" : "0000";
    for (let i = 0; i < 30; i++) {
      await json(await call("POST", "/api/official/meet", { headers, body: { meet_number: target.external_id, auth_code: wrong } }), 401);
    }
    const locked = await json(
      await call("POST", "/api/official/meet", { headers, body: { meet_number: target.external_id, auth_code: target.auth_code } }),
      429,
    );
    expect(locked.message).toBe("Te veel pogingen. Wacht een kwartier en probeer het opnieuw.");
    await json(await call("POST", "/api/official/join", { headers, body: joinBody(target) }), 429);
    // Another meet at the same venue, and another address for this meet, are not affected.
    await json(
      await call("POST", "/api/official/meet", { headers, body: { meet_number: other.external_id, auth_code: other.auth_code } }),
      200,
    );
    await json(await call("POST", "/api/official/meet", { body: { meet_number: target.external_id, auth_code: target.auth_code } }), 200);
  });

  it("guessing stays capped: sixty wrong codes for one meet from many addresses lock its typed code, in a burst too", async () => {
    const target = await seedMeet(null);
    const wrong = target.auth_code === "0000" ? "1111" : "0000";
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        call("POST", "/api/official/meet", {
          headers: { "CF-Connecting-IP": `198.51.100.${i}` },
          body: { meet_number: target.external_id, auth_code: wrong },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // Counted before checked: never more than the limit's worth of codes is compared. Past it no code
    // is compared at all, a right one neither, and the meet goes to the desk instead (DESIGN 8).
    expect(statuses.filter((s) => s === 401)).toHaveLength(60);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    const fresh = { "CF-Connecting-IP": "192.0.2.200" };
    for (const auth_code of [target.auth_code, wrong]) {
      await json(await call("POST", "/api/official/meet", { headers: fresh, body: { meet_number: target.external_id, auth_code } }), 200);
      const desk = await json(await call("POST", "/api/official/join", { headers: fresh, body: joinBody({ ...target, auth_code }) }), 202);
      expect(desk).toEqual({
        code_sent: false,
        message: serverText("nl", "server.officials.deskOnly"),
        request_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      });
    }
    await json(
      await call("POST", "/api/official/meet", { headers: fresh, body: { meet_number: meet.external_id, auth_code: meet.auth_code } }),
      200,
    );
  });

  it("the QR code's key (join_key, given to the club) joins while the typed code is locked, and is renewed with the code", async () => {
    const detail = await json<{ join_key: string; auth_code: string; external_id: string; name: string; planned_date: string | null }>(
      await call("GET", `/api/meets/${meet.id}`, { as: own }),
      200,
    );
    expect(detail.join_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Lock the typed code of this meet from many addresses.
    const wrong = meet.auth_code === "0000" ? "1111" : "0000";
    for (let i = 0; i < 61; i++) {
      await call("POST", "/api/official/meet", {
        headers: { "CF-Connecting-IP": `198.51.101.${i}` },
        body: { meet_number: meet.external_id, auth_code: wrong },
      });
    }
    expect((await json(await call("POST", "/api/official/join", { body: joinBody(meet) }), 202)).code_sent).toBe(false);
    const facts = await json(await call("POST", "/api/official/meet", { body: { join_key: detail.join_key } }), 200);
    expect(facts).toEqual({ name: meet.name, external_id: meet.external_id, planned_date: null });
    const joined = await json<OfficialJoin>(await joinOfficial({ join_key: detail.join_key, ...person() }), 200);
    expect(joined.meet.id).toBe(meet.id);

    const unknown = await json(await call("POST", "/api/official/join", { body: { join_key: "A".repeat(22), ...person() } }), 401);
    expect(unknown.message).toMatch(/^Deze QR-code of link is niet \(meer\) geldig\./);
    const malformed = await json(await call("POST", "/api/official/meet", { body: { join_key: "kort" } }), 400);
    expect(malformed.fields).toEqual({ join_key: unknown.message });

    // A new authorisation code renews the key: a printed QR code of the old one stops working.
    const newCode = meet.auth_code === "9999" ? "1000" : "9999";
    const { external_id, name, planned_date } = detail;
    await json(
      await call("PUT", `/api/meets/${meet.id}`, {
        as: own,
        body: { external_id, name, planned_date: planned_date ?? "2030-01-01", auth_code: newCode },
      }),
      200,
    );
    const renewed = await json<{ join_key: string }>(await call("GET", `/api/meets/${meet.id}`, { as: own }), 200);
    expect(renewed.join_key).not.toBe(detail.join_key);
    await json(await call("POST", "/api/official/meet", { body: { join_key: detail.join_key } }), 401);
    await json(await call("POST", "/api/official/meet", { body: { join_key: renewed.join_key } }), 200);
    await env.DB.prepare("update meets set auth_code = ?, planned_date = null where id = ?").bind(meet.auth_code, meet.id).run();
    await env.DB.prepare("delete from rate_limits where key like ?").bind(`official:meet:${meet.external_id}%`).run();
  });

  it("the key of a meet planned before today is closed too", async () => {
    const past = await seedMeet("2020-01-01");
    const res = await json(await call("POST", "/api/official/meet", { body: { join_key: past.join_key } }), 403);
    expect(res.message).toBe("Deze wedstrijd is niet meer toegankelijk via de app.");
  });

  it("a meet planned before today is closed to the app", async () => {
    const past = await seedMeet("2020-01-01");
    for (const path of ["/api/official/meet", "/api/official/join"]) {
      const res = await json(await call("POST", path, { body: joinBody(past) }), 403);
      expect(res.message).toBe("Deze wedstrijd is niet meer toegankelijk via de app.");
    }
  });

  it("refuses incomplete or malformed details with 400 and a Dutch message per field", async () => {
    const empty = await json(await call("POST", "/api/official/join", { body: {} }), 400);
    expect(empty.fields).toEqual({
      meet_number: "Wedstrijdnummer is een 5-cijferige code",
      auth_code: "Autorisatiecode bestaat uit 4 cijfers",
      email: "E-mailadres is verplicht",
      external_id: "Bondsnummer bestaat uit 7 tekens",
      name: "Naam is verplicht",
    });
    const bad = await json(
      await call("POST", "/api/official/join", { body: { ...joinBody(meet), email: "geen-adres", external_id: "123" } }),
      400,
    );
    expect(bad.fields).toEqual({ email: "Geen geldig e-mailadres", external_id: "Bondsnummer bestaat uit 7 tekens" });
    expect(
      (await json(await call("POST", "/api/official/meet", { body: { meet_number: "1234", auth_code: "12a4" } }), 400)).fields,
    ).toEqual({
      meet_number: "Wedstrijdnummer is een 5-cijferige code",
      auth_code: "Autorisatiecode bestaat uit 4 cijfers",
    });
  });

  it("step 2 registers the official once per meet and gives a day's token for this meet", async () => {
    const who = person();
    const before = Date.now();
    const joined = await join(meet, who);
    expect(joined).toMatchObject({
      signed_id: meet.signed_id,
      meet: { id: meet.id, name: meet.name, external_id: meet.external_id, planned_date: null },
      official: { name: "Tineke Tijd", email: who.email, external_id: "AB12CD3" },
    });
    const claims = decodeJwt(joined.token);
    expect(claims).toMatchObject({ sub: String(joined.official.id), meet: meet.id });
    // The name shown in the room is read at every connect; the token carries no personal data.
    expect(claims).not.toHaveProperty("name");
    expect(claims.exp! * 1000).toBe(Date.parse(joined.expires_at));
    expect(Date.parse(joined.expires_at) - before).toBeGreaterThan(24 * 3600_000 - 5_000);
    expect(Date.parse(joined.expires_at) - before).toBeLessThanOrEqual(24 * 3600_000 + 1_000);

    // Again from the same phone, with the e-mail typed in capitals and a new spelling of the name: the
    // same official, whose name a join never changes: knowing an official's e-mail renames no one.
    const again = await json<OfficialJoin>(
      await call("POST", "/api/official/join", {
        body: {
          ...joinBody(meet, { ...who, email: who.email.toUpperCase(), name: "Tineke van Tijd", external_id: "ab12cd3" }),
          device_key: joined.device_key,
        },
      }),
      200,
    );
    expect(again.official).toEqual(joined.official);
    const stored = await env.DB.prepare("select name from officials where id = ?").bind(joined.official.id).first("name");
    expect(stored).toBe("Tineke Tijd");
    const rows = await env.DB.prepare("select count(*) as n from meet_officials where official_id = ? and meet_id = ?")
      .bind(joined.official.id, meet.id)
      .first("n");
    expect(rows).toBe(1);
  });

  it("an e-mail address of another number is refused with 422 on the number, from the official's own phone", async () => {
    const who = person();
    const { device_key } = await join(meet, who);
    const res = await json(
      await call("POST", "/api/official/join", { body: { ...joinBody(meet, { ...who, external_id: "ZZ99ZZ9" }), device_key } }),
      422,
    );
    expect(res.fields).toEqual({ external_id: "Dit e-mailadres hoort bij een ander bondsnummer." });
    expect(await env.DB.prepare("select external_id from officials where email = ?").bind(who.email).first("external_id")).toBe("AB12CD3");
  });

  it("is a state-changing call: refused without our Origin", async () => {
    for (const path of ["/api/official/meet", "/api/official/join"]) {
      const body = JSON.stringify(joinBody(meet));
      const headers = { "Content-Type": "application/json" };
      for (const extra of [{}, { Origin: "https://evil.example" }] as Record<string, string>[]) {
        const res = await SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers: { ...headers, ...extra }, body });
        expect((await json(res, 403)).message).toBe("Dit verzoek komt niet van deze website.");
      }
    }
  });
});

describe("the socket with an official's token", () => {
  it("opens as an official with the official's id and name, also on a phone where someone is logged in", async () => {
    const joined = await join();
    const phone = await connect(meet.signed_id, undefined, { official: joined.token });
    const { hello, heats: state } = await welcome(phone);
    expect(hello).toEqual({ type: "hello", role: "official", official: { id: joined.official.id, name: "Tineke Tijd" } });
    expect(state.heats.map((h) => h.id)).toEqual(heats.map((h) => h.id));
    // The log is the administrators'.
    expect(await phone.settle()).toEqual([]);

    // The phone page asks with the token: its records must not be refused as a viewer's.
    const secretary = await connect(meet.signed_id, own, { official: joined.token });
    expect((await secretary.take("hello")).role).toBe("official");
    const control = await connect(meet.signed_id, admin);
    expect((await control.take("hello")).role).toBe("admin");
  });

  it("closes the socket at once: 4401 for a bad or expired token, 4403 for another meet's, 4404 once that meet is deleted", async () => {
    const expiredJoin = { code: LIVE_CLOSE.unauthorized, reason: "Je aanmelding als official is verlopen. Meld je opnieuw aan." };
    const joined = await join();
    expect(await refusal(await upgrade(meet.signed_id, undefined, { official: "not-a-token" }))).toEqual(expiredJoin);
    const expired = await signOfficialToken(env, joined.official.id, meet, Date.now() - 25 * 3600_000);
    expect(await refusal(await upgrade(meet.signed_id, undefined, { official: expired.token }))).toEqual(expiredJoin);
    // The meet's signed id is signed with the same secret, but is no official's token.
    expect(await refusal(await upgrade(meet.signed_id, undefined, { official: meet.signed_id }))).toEqual(expiredJoin);
    // A deleted official's token opens nothing any more.
    const gone = await join();
    await env.DB.prepare("delete from officials where id = ?").bind(gone.official.id).run();
    expect(await refusal(await upgrade(meet.signed_id, undefined, { official: gone.token }))).toEqual(expiredJoin);

    const otherMeet = await seedMeet(null);
    const elsewhere = await join(otherMeet);
    expect(await refusal(await upgrade(meet.signed_id, undefined, { official: elsewhere.token }))).toEqual({
      code: LIVE_CLOSE.forbidden,
      reason: "Je bent voor een andere wedstrijd aangemeld.",
    });
    await json(await call("DELETE", `/api/meets/${otherMeet.id}`, { as: admin }), 204);
    expect(await refusal(await upgrade(elsewhere.signed_id, undefined, { official: elsewhere.token }))).toEqual({
      code: LIVE_CLOSE.gone,
      reason: "Wedstrijd niet gevonden.",
    });
  });

  it("ends every token of a meet when its authorisation code changes, and once its day has passed", async () => {
    const expiredJoin = { code: LIVE_CLOSE.unauthorized, reason: "Je aanmelding als official is verlopen. Meld je opnieuw aan." };
    const later = await seedMeet(null);
    const signedId = (await json<{ signed_id: string }>(await call("GET", `/api/meets/${later.id}`, { as: admin }), 200)).signed_id;
    const before = await join(later);
    expect((await (await connect(signedId, undefined, { official: before.token })).take("hello")).role).toBe("official");

    await env.DB.prepare("update meets set auth_code = '9876' where id = ?").bind(later.id).run();
    expect(await refusal(await upgrade(signedId, undefined, { official: before.token }))).toEqual(expiredJoin);
    const after = await join({ ...later, auth_code: "9876" });
    expect((await (await connect(signedId, undefined, { official: after.token })).take("hello")).role).toBe("official");

    await env.DB.prepare("update meets set planned_date = '2020-01-01' where id = ?").bind(later.id).run();
    expect(await refusal(await upgrade(signedId, undefined, { official: after.token }))).toEqual(expiredJoin);
  });

  it("refuses a foreign page over HTTP, before any socket", async () => {
    const res = await upgrade(meet.signed_id, undefined, { official: (await join()).token, origin: "https://evil.example" });
    expect(res.webSocket).toBeNull();
    expect((await json(res, 403)).message).toBe("Dit verzoek komt niet van deze website.");
  });
});

describe("an official's records", () => {
  let control: LiveClient;
  let viewer: LiveClient;
  let phone: LiveClient;
  let joined: OfficialJoin;

  async function openAll() {
    control = await connect(meet.signed_id, admin);
    viewer = await connect(meet.signed_id, own);
    phone = await connect(meet.signed_id, undefined, { official: joined.token });
    for (const client of [control, viewer, phone]) await welcome(client);
    await control.take("events");
  }

  async function command(message: object): Promise<Heat | null> {
    const id = cid();
    control.send({ ...message, id });
    await control.take("ack", (m) => m.id === id);
    const frames = await control.settle();
    await viewer.settle();
    await phone.settle();
    return frames.flatMap((m) => (m.type === "heat" ? [m.heat] : [])).at(-1) ?? null;
  }

  /** The phone says its task, as it does on every open (DESIGN 8b), and every socket has heard it. */
  async function announce(lane: string): Promise<void> {
    phone.send({ type: "task", task: { kind: "timekeeper", lane } });
    for (const client of [control, viewer, phone]) {
      await client.take("presence", (m) => (m.presence.timekeepers[lane] ?? 0) > 0);
      await client.settle();
    }
  }

  const laneTime = (heat: Heat, lane: string, ms: number) => ({
    type: "lane_time",
    id: cid(),
    heat_id: heat.id,
    lane,
    touched_at: heat.start_time! + ms,
    offset: 0,
    accuracy: 4,
  });

  beforeAll(async () => {
    joined = await join(meet, { email: uniqueEmail("timer"), external_id: "TK00001", name: "Jan Jansen" });
  });

  it("a lane time reaches the administrator and the club; it applies once per id", async () => {
    await openAll();
    // Backdated, so that the touch lies before the room receives it.
    const running = (await command({ type: "start", time: Date.now() - 4_000, accuracy: 2 }))!;
    expect(running.status).toBe(1);
    const lane = Object.keys(running.lanes)[0]!;
    await announce(lane);

    const record = laneTime(running, lane, 3_238);
    phone.send(record);
    const { heat } = await control.take("heat");
    expect((await viewer.take("heat")).heat).toEqual(heat);
    expect((await phone.take("heat")).heat).toEqual(heat);
    expect(heat.lanes[lane]).toMatchObject({ time: 3_230, confirmed: true });
    expect(heat.status).toBe(1);
    expect((await phone.take("own_records")).records).toMatchObject([{ id: record.id, kind: "time", lane, time: 3_230 }]);
    expect(await phone.take("ack")).toEqual({ type: "ack", id: record.id });
    const { event } = await control.take("event");
    expect(event).toMatchObject({ action: `Programma 1, serie 1, baan ${lane}: 3.23 (Jan Jansen)`, user: "Jan Jansen" });
    expect(await viewer.settle()).toEqual([]);

    const timings = await officialTimings();
    expect(timings).toHaveLength(1);
    expect(timings[0]).toMatchObject({ heat_id: running.id, kind: "lane_time" });
    expect(timings[0]!.data).toMatchObject({
      ...record,
      official_id: joined.official.id,
      official_name: "Jan Jansen",
      start_time: running.start_time,
      time: 3_230,
    });

    const log = await logNow();
    phone.send(record);
    expect(await phone.take("ack")).toEqual({ type: "ack", id: record.id });
    expect(await phone.settle()).toEqual([]);
    // Another record under the same id is refused, not taken for the first one.
    phone.send({ ...record, touched_at: record.touched_at + 5_000 });
    expect((await phone.take("error")).code).toBe("id_reused");
    expect(await phone.settle()).toEqual([]);
    expect(await control.settle()).toEqual([]);
    expect(await logNow()).toEqual(log);
    expect(await officialTimings()).toHaveLength(1);
  });

  it("only officials send records and only administrators commands: forbidden, changing nothing", async () => {
    await openAll();
    const before = await programmeNow();
    const heat = before.heats.find((h) => h.id === before.active_heat_id)!;
    for (const command of [{ type: "start", ...pressNow() }, { type: "next" }]) {
      const id = cid();
      phone.send({ ...command, id });
      expect(await phone.take("error")).toEqual({ type: "error", id, code: "forbidden", message: FORBIDDEN_COMMAND });
    }
    for (const client of [viewer, control]) {
      const record = laneTime(heat, Object.keys(heat.lanes)[0]!, 30_000);
      client.send(record);
      expect(await client.take("error")).toEqual({ type: "error", id: record.id, code: "forbidden", message: FORBIDDEN_RECORD });
      const order = { type: "arrival", id: cid(), heat_id: heat.id, order: [Object.keys(heat.lanes)[0]!] };
      client.send(order);
      expect(await client.take("error")).toEqual({ type: "error", id: order.id, code: "forbidden", message: FORBIDDEN_RECORD });
    }
    expect(await programmeNow()).toEqual(before);
  });

  it("refuses a heat not started and a lane the heat does not have", async () => {
    await openAll();
    const { heats: now } = await programmeNow();
    const planned = now.find((h) => h.start_time == null)!;
    const notStarted = { ...laneTime({ ...planned, start_time: Date.now() }, Object.keys(planned.lanes)[0]!, 30_000) };
    phone.send(notStarted);
    expect(await phone.take("error")).toEqual({
      type: "error",
      id: notStarted.id,
      code: "not_started",
      message: "Deze serie is nog niet gestart.",
    });
    const running = now.find((h) => h.status === 1)!;
    const noLane = laneTime(running, "99", 30_000);
    phone.send(noLane);
    expect(await phone.take("error")).toEqual({
      type: "error",
      id: noLane.id,
      code: "unknown_lane",
      message: "Deze baan bestaat niet in deze serie.",
    });
    // Nothing of the refused records; the desk may hear of other tests' officials waiting, and of the
    // phone's task (its presence, a log line naming it).
    const task = (m: ServerMessage) => m.type === "presence" || (m.type === "event" && m.event.action.includes("neemt de taak"));
    expect((await control.settle()).filter((m) => !m.type.startsWith("official_waiting") && !task(m))).toEqual([]);
  });

  it("a heat stopped before the times is 'Uitslag incompleet' until every occupied lane has one", async () => {
    await openAll();
    const stopped = (await command({ type: "stop", time: Date.now(), accuracy: 3 }))!;
    expect(stopped.status).toBe(6);
    const missing = Object.entries(stopped.lanes)
      .filter(([, lane]) => lane.swimmer.trim() !== "" && lane.time == null)
      .map(([key]) => key);
    expect(missing.length).toBeGreaterThan(1);

    let heat = stopped;
    // Touches before the stop (the officials confirm after it): a later one would wait for the referee.
    const race = stopped.end_time! - stopped.start_time!;
    for (const [i, lane] of missing.entries()) {
      const record = laneTime(stopped, lane, Math.floor((race * (i + 1)) / (missing.length + 1) / 10) * 10);
      phone.send(record);
      heat = (await viewer.take("heat")).heat;
      expect(await phone.take("ack")).toEqual({ type: "ack", id: record.id });
      expect(heat.status).toBe(i === missing.length - 1 ? 5 : 6);
    }
    expect(heat.end_time).toBe(stopped.end_time);
    expect((await programmeNow()).heats.find((h) => h.id === heat.id)!.status).toBe(5);

    // The judge saw the last two finish the other way round than the watches: status 7.
    const byTime = [...missing].sort((x, y) => heat.lanes[x]!.time! - heat.lanes[y]!.time!);
    const order = { type: "arrival", id: cid(), heat_id: heat.id, order: [...byTime.slice(0, -2), byTime.at(-1)!, byTime.at(-2)!] };
    await control.settle();
    phone.send(order);
    const judged = (await control.take("heat")).heat;
    expect(await phone.take("ack")).toEqual({ type: "ack", id: order.id });
    expect(judged.status).toBe(7);
    expect(judged.vva?.rows?.filter((row) => row.r === "K")).toHaveLength(1);
    expect(judged.vva?.result).toBe(judged.vva?.rows?.at(-1)?.value);
    expect((await control.take("event")).event.action).toBe(
      `Programma 1, serie 1: volgorde van aankomst ${order.order.join(", ")} (Jan Jansen)`,
    );
  });

  it("survives a restart of the room: records stay, a resent id applies once, the next time counts with the stored ones", async () => {
    const { heats: now } = await programmeNow();
    const heat = now.find((h) => h.status === 7)!;
    const [lane, first] = Object.entries(heat.lanes).find(([, l]) => l.time != null)!;
    const stored = await officialTimings();
    const firstRecord = stored.find((t) => (t.data as { lane: string }).lane === lane)!.data as Record<string, unknown> & { id: string };
    const log = await logNow();
    await runInDurableObject(roomStub(), (room) => Object.assign(room, { beforeRestart: true }));

    await abortAllDurableObjects();
    expect(await runInDurableObject(roomStub(), (room) => "beforeRestart" in room)).toBe(false);

    phone = await connect(meet.signed_id, undefined, { official: joined.token });
    const state = await welcome(phone);
    expect(state.hello.official).toEqual({ id: joined.official.id, name: "Jan Jansen" });
    expect(state.heats.heats.find((h) => h.id === heat.id)).toEqual(heat);
    // Exactly what the phone sent then: the stored record holds the message beside what the room added.
    const { type, id, heat_id, lane: sentLane, touched_at, offset, accuracy, splits } = firstRecord;
    phone.send({ type, id, heat_id, lane: sentLane, touched_at, offset, accuracy, splits });
    expect(await phone.take("ack")).toEqual({ type: "ack", id: firstRecord.id });
    // Nothing but the task the phone said before it (its presence, perhaps a log line naming it).
    const task = (action: string) => action.includes("neemt de taak");
    expect((await phone.settle()).filter((m) => m.type !== "presence")).toEqual([]);
    expect((await logNow()).filter((e) => !task(e.action))).toEqual(log.filter((e) => !task(e.action)));

    // A second timekeeper on the same lane: the lane time becomes the mean of both watches.
    const second = await join(meet, { email: uniqueEmail("timer"), external_id: "TK00002", name: "Piet Pietersen" });
    const other = await connect(meet.signed_id, undefined, { official: second.token });
    await welcome(other);
    const record = laneTime(heat, lane, first.time! + 200);
    other.send(record);
    const { heat: changed } = await phone.take("heat");
    expect(changed.lanes[lane]!.time).toBe(first.time! + 100);
    expect(await other.take("ack")).toEqual({ type: "ack", id: record.id });
  });
});
