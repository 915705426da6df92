// DESIGN 8: admitted at the desk. A join that needs proof also waits on the administrators' meet page;
// admit_official proves it as the mailed code would, and the waiting phone, asking again with the same
// body, then joins. At a pool without mobile data the referee, who sees the official, is enough.
import { env } from "cloudflare:workers";
import { runDurableObjectAlarm } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, json, lastMailTo, mailedCode, seedAdmin, seedClub, seedClubUser, uniqueEmail, type Caller } from "./helpers";
import { upload } from "./meets-helpers";
import { cid, closeAll, connect, welcome, type LiveClient } from "./live-helpers";
import type { OfficialCodeSent, OfficialJoin } from "../../src/shared/official";
import type { LogEvent } from "../../src/shared/live";
import { STALE_MS } from "../../src/durable/room/admissions";
import { serverText } from "../../src/shared/i18n/server-texts";
import { deskNumber } from "../../src/shared/desk-number";

const CSV = ["PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM", "1;1;4;50;FREE;F;Bakker;Anne"].join("\n");

let admin: Caller;
let own: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string };
let desk: LiveClient;

beforeAll(async () => {
  admin = await seedAdmin();
  own = await seedClubUser(await seedClub("ZV Tafel"));
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV, name: "series.csv" },
      { name: "Tafeltest", external_id: "64101", planned_date: "2099-06-01" },
    ),
    201,
  );
});

afterEach(() => {
  closeAll();
  vi.useRealTimers();
});

const ENDED = serverText("nl", "server.officials.requestEnded", { minutes: STALE_MS / 60_000 });

const person = (name = "Jan Jansen") => ({ email: uniqueEmail("tafel"), external_id: "AB12345", name });
const phone = { "CF-Connecting-IP": "192.0.2.77" };
const ask = (who: ReturnType<typeof person>, extra: Record<string, string> = {}, headers = phone) =>
  call("POST", "/api/official/join", { headers, body: { meet_number: meet.external_id, auth_code: meet.auth_code, ...who, ...extra } });

async function openDesk(): Promise<LiveClient> {
  desk = await connect(meet.signed_id, admin);
  await welcome(desk);
  return desk;
}

/** The desk's answer to a request: null when acknowledged, else the room's refusal. */
async function answer(socket: LiveClient, type: "admit_official" | "refuse_official", request_id: string) {
  const id = cid();
  socket.send({ type, id, request_id });
  const reply = await socket.takeFirst((m) => (m.type === "ack" || m.type === "error") && m.id === id);
  return reply.type === "ack" ? null : reply;
}

describe("a new official at a pool without mobile data", () => {
  it("waits on the meet page, is admitted there, and the phone then joins with its own details", async () => {
    await openDesk();
    const who = person();
    const waiting = await json<OfficialCodeSent>(await ask(who), 202);
    expect(waiting.code_sent).toBe(true);
    expect(waiting.message).toContain("of meld je bij de tafel van de wedstrijdleiding");
    const shown = await desk.take("official_waiting");
    expect(shown.request).toEqual({
      id: waiting.request_id,
      name: "Jan Jansen",
      external_id: "AB12345",
      email: who.email,
      at: expect.any(Number),
    });

    // The phone asks again with the same body while it waits: still waiting, nothing recorded.
    expect(await json<OfficialCodeSent>(await ask(who, { request_id: waiting.request_id! }), 202)).toMatchObject({
      request_id: waiting.request_id,
    });
    expect(await env.DB.prepare("select count(*) as n from officials where email = ?").bind(who.email).first("n")).toBe(0);

    expect(await answer(desk, "admit_official", waiting.request_id!)).toBeNull();
    expect((await desk.take("official_waiting_ended")).request_id).toBe(waiting.request_id);
    const logged = await desk.take("event", (m) => m.event.action.includes("toegelaten"));
    expect(logged.event).toMatchObject({ action: "Jan Jansen (AB12345) toegelaten aan de tafel", kind: "official" });

    const joined = await json<OfficialJoin>(await ask(who, { request_id: waiting.request_id! }), 200);
    expect(joined.official).toMatchObject({ name: "Jan Jansen", external_id: "AB12345", email: who.email });
    expect(joined.device_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Spent: the same request admits no second phone.
    await json(await ask(who, { request_id: waiting.request_id! }, { "CF-Connecting-IP": "192.0.2.78" }), 410);
    // The phone is known now: it joins again without the desk or a code.
    await json(await ask(who, { device_key: joined.device_key! }), 200);
  });

  it("is the phone's own: a phone naming the same official gets a request of its own, listed beside it, joining as nobody", async () => {
    await openDesk();
    const who = person("Vera Echt");
    const real = await json<OfficialCodeSent>(await ask(who), 202);
    await desk.take("official_waiting", (m) => m.request.id === real.request_id);
    // A stranger knows the official's e-mail, number and name (no secret), from another network.
    const stranger = { "CF-Connecting-IP": "198.51.100.9" };
    const other = await json<OfficialCodeSent>(await ask({ ...who, name: "Vera Echt" }, {}, stranger), 202);
    expect(other.request_id).not.toBe(real.request_id);
    const listed = await desk.take("official_waiting", (m) => m.request.id === other.request_id);
    expect(listed.request).toMatchObject({ email: who.email, name: "Vera Echt" });
    // The desk admits the real person's request (its phone shows its number): the stranger's still waits.
    expect(await answer(desk, "admit_official", real.request_id!)).toBeNull();
    expect(await json<OfficialCodeSent>(await ask(who, { request_id: other.request_id! }, stranger), 202)).toMatchObject({
      request_id: other.request_id,
    });
    const joined = await json<OfficialJoin>(await ask(who, { request_id: real.request_id! }), 200);
    expect(joined.official).toMatchObject({ name: "Vera Echt", email: who.email });
    // Its number is the one its phone shows, made from its id alone.
    expect(deskNumber(real.request_id!)).toMatch(/^\d{4}$/);
  });

  it("replaces the phone's own earlier request when it goes back and asks anew, and no other phone's", async () => {
    await openDesk();
    const who = person("Terug Tim");
    const first = await json<OfficialCodeSent>(await ask(who), 202);
    await desk.take("official_waiting", (m) => m.request.id === first.request_id);
    const again = await json<OfficialCodeSent>(await ask(who, { replaces: first.request_id! }), 202);
    expect((await desk.take("official_waiting_ended", (m) => m.request_id === first.request_id)).request_id).toBe(first.request_id);
    await desk.take("official_waiting", (m) => m.request.id === again.request_id);
    await json(await ask(who, { request_id: first.request_id! }), 410);
    // Another address's request is never replaced by naming it.
    const someone = person("Ander Anna");
    const theirs = await json<OfficialCodeSent>(await ask(someone), 202);
    await json<OfficialCodeSent>(await ask(who, { replaces: theirs.request_id! }), 202);
    expect(await json(await ask(someone, { request_id: theirs.request_id! }), 202)).toMatchObject({ request_id: theirs.request_id });
  });

  it("is refused with 'Weigeren': the phone hears it, and the request admits nobody", async () => {
    await openDesk();
    const who = person("Nep Naam");
    const waiting = await json<OfficialCodeSent>(await ask(who), 202);
    await desk.take("official_waiting", (m) => m.request.id === waiting.request_id);
    expect(await answer(desk, "refuse_official", waiting.request_id!)).toBeNull();
    const ended = await json<{ message: string }>(await ask(who, { request_id: waiting.request_id! }), 410);
    expect(ended.message).toBe(
      "Je aanmelding aan de tafel van de wedstrijdleiding is geweigerd, of verlopen omdat deze pagina er 2 minuten niet naar vroeg. " +
        "Meld je opnieuw aan om het weer te vragen.",
    );
    const log = await json<LogEvent[]>(await call("GET", `/api/meets/${meet.id}/events`, { as: admin }), 200);
    expect(log.map((e) => e.action)).toContain("Aanmelding van Nep Naam (AB12345) geweigerd aan de tafel");
    // Admitting it afterwards, or twice, is refused with the reason.
    const again = await answer(desk, "admit_official", waiting.request_id!);
    expect(again).toMatchObject({
      code: "unknown_request",
      message: "Deze aanmelding wacht niet meer: ze is al toegelaten, geweigerd of verlopen.",
    });
  });

  it("admits nothing for another address, and only an administrator admits", async () => {
    const who = person();
    const waiting = await json<OfficialCodeSent>(await ask(who), 202);
    // The request proves the address it was made for, no other.
    await json(await ask(person(), { request_id: waiting.request_id! }), 410);
    const club = await connect(meet.signed_id, own);
    await welcome(club);
    expect(await answer(club, "admit_official", waiting.request_id!)).toMatchObject({ code: "forbidden" });
    // Still waiting for an administrator.
    expect(await json(await ask(who, { request_id: waiting.request_id! }), 202)).toMatchObject({ request_id: waiting.request_id });
  });

  it("a new administrator's page lists who waits, and a join by the mailed code takes them off the list", async () => {
    const who = person("Piet Post");
    const waiting = await json<OfficialCodeSent>(await ask(who), 202);
    const late = await connect(meet.signed_id, admin);
    await welcome(late);
    const listed = await late.take("official_waiting", (m) => m.request.id === waiting.request_id);
    expect(listed.request.name).toBe("Piet Post");
    const mail = await env.DB.prepare('select subject from outbox where "to" = ? order by id desc limit 1')
      .bind(who.email)
      .first<string>("subject");
    const code = mail!.match(/(\d{6})$/)![1]!;
    await json(await ask(who, { email_code: code, request_id: waiting.request_id! }), 200);
    expect((await late.take("official_waiting_ended", (m) => m.request_id === waiting.request_id)).request_id).toBe(waiting.request_id);
  });
});

describe("a request whose phone is gone", () => {
  const room = () => env.MEET_ROOM.get(env.MEET_ROOM.idFromName(String(meet.id)));
  /** The clock of the Worker and the room, moved on: a request's time passes without waiting for it. */
  const later = (ms: number) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + ms);
  };

  it("lives while its phone asks, and leaves every desk's list by itself once the phone stopped asking", async () => {
    await openDesk();
    const who = person("Gerda Weg");
    const waiting = await json<OfficialCodeSent>(await ask(who), 202);
    await desk.take("official_waiting", (m) => m.request.id === waiting.request_id);
    // Each ask keeps it: past its first ask's time, it still waits.
    later(STALE_MS - 1_000);
    await json(await ask(who, { request_id: waiting.request_id! }), 202);
    later(STALE_MS - 1_000);
    expect(await runDurableObjectAlarm(room())).toBe(true);
    await json(await ask(who, { request_id: waiting.request_id! }), 202);

    // The phone was closed: its request ends at its time, and the room's alarm tells the desk at once.
    later(STALE_MS);
    expect(await runDurableObjectAlarm(room())).toBe(true);
    vi.useRealTimers();
    expect((await desk.take("official_waiting_ended", (m) => m.request_id === waiting.request_id)).request_id).toBe(waiting.request_id);
    const late = await connect(meet.signed_id, admin);
    await welcome(late);
    expect((await late.settle()).some((m) => m.type === "official_waiting" && m.request.id === waiting.request_id)).toBe(false);
    expect(await answer(desk, "admit_official", waiting.request_id!)).toMatchObject({ code: "unknown_request" });
    // A phone that comes back is told, and asks again as new.
    expect((await json<{ message: string }>(await ask(who, { request_id: waiting.request_id! }), 410)).message).toBe(ENDED);
    const again = await json<OfficialCodeSent>(await ask(who), 202);
    expect(again.request_id).not.toBe(waiting.request_id);
    await desk.take("official_waiting", (m) => m.request.id === again.request_id);
  });

  it("ends when the official joins from another phone meanwhile", async () => {
    const who = person("Twee Toestel");
    const first = await json<OfficialCodeSent>(await ask(who, {}, { "CF-Connecting-IP": "192.0.2.81" }), 202);
    const known = await json<OfficialJoin>(
      await ask(who, { email_code: await mailedCode(who.email) }, { "CF-Connecting-IP": "192.0.2.81" }),
      200,
    );
    // A new phone of the same official waits at the desk…
    const waiting = await json<OfficialCodeSent>(await ask(who), 202);
    await openDesk();
    await desk.take("official_waiting", (m) => m.request.id === waiting.request_id);
    // …until the official joins from the phone they had.
    expect(first.request_id).not.toBe(waiting.request_id);
    await json(await ask(who, { device_key: known.device_key! }, { "CF-Connecting-IP": "192.0.2.81" }), 200);
    expect((await desk.take("official_waiting_ended", (m) => m.request_id === waiting.request_id)).request_id).toBe(waiting.request_id);
    expect((await json<{ message: string }>(await ask(who, { request_id: waiting.request_id! }), 410)).message).toBe(ENDED);
  });

  it("ended leaves the phone its mailed code: a code sent with the ended request still joins", async () => {
    await openDesk();
    const who = person("Mia Mail");
    const waiting = await json<OfficialCodeSent>(await ask(who), 202);
    await desk.take("official_waiting", (m) => m.request.id === waiting.request_id);
    later(STALE_MS);
    await runDurableObjectAlarm(room());
    vi.useRealTimers();
    await desk.take("official_waiting_ended", (m) => m.request_id === waiting.request_id);
    const code = await mailedCode(who.email);
    const wrong = code === "000000" ? "111111" : "000000";
    // The code is checked as without the request, a wrong one refused as ever.
    await json(await ask(who, { email_code: wrong, request_id: waiting.request_id! }), 401);
    const joined = await json<OfficialJoin>(await ask(who, { email_code: code, request_id: waiting.request_id! }), 200);
    expect(joined.official.email).toBe(who.email);
  });
});

describe("out of mailed codes for an address", () => {
  it("says why no new code came, and the code of the last mail still joins", async () => {
    await openDesk();
    const who = person("Olga Op");
    const venue = { "CF-Connecting-IP": "192.0.2.95" };
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const before = (await lastMailTo(who.email)).mail?.id ?? 0;
      expect(await json<OfficialCodeSent>(await ask(who, {}, venue), 202)).toMatchObject({ code_sent: true });
      codes.push(await mailedCode(who.email, before));
    }
    const out = await json<OfficialCodeSent>(await ask(who, {}, venue), 202);
    expect(out).toEqual({
      code_sent: false,
      earlier_code: true,
      message:
        "Er is geen nieuwe code gemaild: er zijn de afgelopen 15 minuten te veel codes naar dit adres gestuurd. " +
        "Vul hieronder de code uit de laatste mail in, of meld je bij de tafel van de wedstrijdleiding: " +
        "daar kan een beheerder je toelaten.",
      request_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(await env.DB.prepare('select count(*) as n from outbox where "to" = ?').bind(who.email).first("n")).toBe(3);
    await desk.take("official_waiting", (m) => m.request.id === out.request_id);
    // Each mail replaced the code before it: only the last one proves the address.
    if (codes[1] !== codes[2]) await json(await ask(who, { email_code: codes[1]!, request_id: out.request_id! }, venue), 401);
    const joined = await json<OfficialJoin>(await ask(who, { email_code: codes[2]!, request_id: out.request_id! }, venue), 200);
    expect(joined.official).toMatchObject({ email: who.email, name: "Olga Op" });
    await desk.take("official_waiting_ended", (m) => m.request_id === out.request_id);
  });
});

describe("past the meet-wide cap of mistyped codes", () => {
  /** A meet whose typed codes a stranger used up from two addresses, as far as their own limits let them. */
  async function lockedMeet(number: string): Promise<number> {
    const club = await seedClub(`ZV Slotdeur ${number}`);
    const row = await env.DB.prepare(
      "insert into meets (club_id, name, external_id, auth_code, join_key, planned_date) " +
        "values (?, 'Slot', ?, '2468', ?, '2099-01-01') returning id",
    )
      .bind(club, number, `keyslot${number}`.padEnd(22, "x"))
      .first<{ id: number }>();
    for (let i = 0; i < 62; i++) {
      const res = await call("POST", "/api/official/meet", {
        headers: { "CF-Connecting-IP": `203.0.113.${i % 2}` },
        body: { meet_number: number, auth_code: "1357" },
      });
      await res.body?.cancel();
    }
    return row!.id;
  }

  it("a typed code goes to the desk instead of a refusal for everyone, and the desk admits the person", async () => {
    const row = { id: await lockedMeet("64102") };
    const signed = await json<{ signed_id: string }>(await call("GET", `/api/meets/${row!.id}`, { as: admin }), 200);
    const deskOfLocked = await connect(signed.signed_id, admin);
    await welcome(deskOfLocked);
    const who = person("Els Echt");
    const venue = { "CF-Connecting-IP": "192.0.2.90" };
    const body = { meet_number: "64102", auth_code: "2468", ...who };
    const waiting = await json<OfficialCodeSent>(await call("POST", "/api/official/join", { headers: venue, body }), 202);
    expect(waiting).toMatchObject({ code_sent: false });
    // Nothing was mailed: past the cap only the desk admits.
    expect(await env.DB.prepare('select count(*) as n from outbox where "to" = ?').bind(who.email).first("n")).toBe(0);
    await deskOfLocked.take("official_waiting", (m) => m.request.id === waiting.request_id);
    expect(await answer(deskOfLocked, "admit_official", waiting.request_id!)).toBeNull();
    const joined = await json<OfficialJoin>(
      await call("POST", "/api/official/join", { headers: venue, body: { ...body, request_id: waiting.request_id! } }),
      200,
    );
    expect(joined.meet.id).toBe(row!.id);
  });

  it("a phone waiting at the desk asks again as often as it likes: its venue's typed codes are not used up by it", async () => {
    const id = await lockedMeet("64103");
    const signed = await json<{ signed_id: string }>(await call("GET", `/api/meets/${id}`, { as: admin }), 200);
    const deskOfLocked = await connect(signed.signed_id, admin);
    await welcome(deskOfLocked);
    const venue = { "CF-Connecting-IP": "192.0.2.91" };
    const join = (body: Record<string, string>) => call("POST", "/api/official/join", { headers: venue, body });
    const body = { meet_number: "64103", auth_code: "2468", ...person("Wim Wacht") };
    const waiting = await json<OfficialCodeSent>(await join(body), 202);
    // More asks than the address may make tries at one meet's code (30 per quarter hour), as a phone
    // that waits two minutes makes them.
    for (let i = 0; i < 40; i++) {
      expect((await json<OfficialCodeSent>(await join({ ...body, request_id: waiting.request_id! }), 202)).request_id).toBe(
        waiting.request_id,
      );
    }
    // The next official at the same venue still reaches the desk.
    const next = await json<OfficialCodeSent>(await join({ meet_number: "64103", auth_code: "2468", ...person("Nel Na") }), 202);
    expect(next.request_id).toEqual(expect.any(String));
    await deskOfLocked.take("official_waiting", (m) => m.request.id === waiting.request_id);
    expect(await answer(deskOfLocked, "admit_official", waiting.request_id!)).toBeNull();
    await json<OfficialJoin>(await join({ ...body, request_id: waiting.request_id! }), 200);
  });

  it("a stranger who fills the desk's list from two addresses keeps no official off it: only their own requests make way", async () => {
    const id = await lockedMeet("64104");
    const signed = await json<{ signed_id: string }>(await call("GET", `/api/meets/${id}`, { as: admin }), 200);
    const deskOfLocked = await connect(signed.signed_id, admin);
    await welcome(deskOfLocked);
    const from = (address: string, who: ReturnType<typeof person>) =>
      call("POST", "/api/official/join", {
        headers: { "CF-Connecting-IP": address },
        body: { meet_number: "64104", auth_code: "0000", ...who },
      });
    // 25 from each address (its own limit at this meet is 30): the list's 50 places.
    const stranger: string[] = [];
    const first = person("Nep 0");
    for (let i = 0; i < 50; i++) {
      const sent = await json<OfficialCodeSent>(await from(`198.51.100.${i % 2}`, i === 0 ? first : person(`Nep ${i}`)), 202);
      stranger.push(sent.request_id!);
    }
    const venue = { "CF-Connecting-IP": "192.0.2.92" };
    const body = { meet_number: "64104", auth_code: "2468", ...person("Els Echt") };
    const ended = deskOfLocked.take("official_waiting_ended");
    const waiting = await json<OfficialCodeSent>(await call("POST", "/api/official/join", { headers: venue, body }), 202);
    expect(waiting.request_id).toEqual(expect.any(String));
    // The stranger's oldest request made way, and the desk hears of it; that phone hears it ended.
    expect((await ended).request_id).toBe(stranger[0]);
    const asked = await call("POST", "/api/official/join", {
      headers: { "CF-Connecting-IP": "198.51.100.0" },
      body: { meet_number: "64104", auth_code: "0000", ...first, request_id: stranger[0]! },
    });
    expect(asked.status).toBe(410);
    await asked.body?.cancel();
    // A stranger's next request ends another of theirs, never the official's.
    const endedNext = deskOfLocked.take("official_waiting_ended");
    const again = await json<OfficialCodeSent>(await from("198.51.100.0", person("Nep 50")), 202);
    expect(again.request_id).toEqual(expect.any(String));
    expect(stranger).toContain((await endedNext).request_id);
    const late = await connect(signed.signed_id, admin);
    await welcome(late);
    await late.take("official_waiting", (m) => m.request.id === waiting.request_id);
    await deskOfLocked.take("official_waiting", (m) => m.request.id === waiting.request_id);
    expect(await answer(deskOfLocked, "admit_official", waiting.request_id!)).toBeNull();
    await json<OfficialJoin>(
      await call("POST", "/api/official/join", { headers: venue, body: { ...body, request_id: waiting.request_id! } }),
      200,
    );
  });
});
