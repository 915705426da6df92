// Nobody acts as another official. An official's e-mail and number are no secret: a join
// naming an existing official counts only from a phone they joined from, or with the code mailed to
// them; a new e-mail registers only with the code mailed to it. Until then a join records nothing, its
// answer is the same for a new e-mail and an official's and for a right or wrong number, and no join
// renames anyone.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, lastMailTo, mailedCode, seedClub, seedClubUser, uniqueEmail } from "./helpers";
import { importLxf } from "./meets-helpers";
import type { OfficialCodeSent, OfficialJoin } from "../../src/shared/official";
import { serverText } from "../../src/shared/i18n/server-texts";

let meet: { id: number; external_id: string; auth_code: string };
beforeAll(async () => {
  const own = await seedClubUser(await seedClub("ZV Eigen Official"));
  meet = await json(await importLxf(own), 201);
  // The fixture's meet lies in the past; without a date it is open to officials (DESIGN 8).
  await env.DB.prepare("update meets set planned_date = null where id = ?").bind(meet.id).run();
});

const person = () => ({ email: uniqueEmail("official"), external_id: "AB12CD3", name: "Tineke Tijd" });
const join = (
  who: { email: string; external_id: string; name: string },
  proof: { device_key?: string; email_code?: string } = {},
  ip = "192.0.2.10",
) =>
  call("POST", "/api/official/join", {
    headers: { "CF-Connecting-IP": ip },
    body: { meet_number: meet.external_id, auth_code: meet.auth_code, ...who, ...proof },
  });
/** A new official, registered with the code mailed to them, from the phone of `join`'s default address. */
const registered = (who: { email: string; external_id: string; name: string }) =>
  joinOfficial({ meet_number: meet.external_id, auth_code: meet.auth_code, ...who }, { "CF-Connecting-IP": "192.0.2.10" });
const joinsOf = (officialId: number) =>
  env.DB.prepare("select count(*) as n from meet_officials where official_id = ?").bind(officialId).first<number>("n");
const officialRow = (email: string) =>
  env.DB.prepare("select * from officials where email = ?").bind(email).first<{ id: number; name: string; external_id: string }>();

describe("a join naming an existing official from another phone", () => {
  it("renames nobody, records nothing and gives no token; the official gets a code by mail", async () => {
    const who = person();
    const first = await json<OfficialJoin>(await registered(who), 200);
    expect(first.device_key).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const impostor = await join({ ...who, name: "Iemand Anders" }, {}, "203.0.113.9");
    const sent = await json(impostor, 202);
    // DESIGN 8: the join waits at the desk as well, for an administrator who sees the person.
    expect(sent).toEqual({
      code_sent: true,
      message: serverText("nl", "server.officials.codeSentOrDesk", { email: who.email }),
      request_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(JSON.stringify(sent)).not.toContain("token");
    expect((await officialRow(who.email))!.name).toBe("Tineke Tijd");
    expect(await joinsOf(first.official.id)).toBe(1);
    expect((await lastMailTo(who.email)).mail!.subject).toMatch(/^Je code voor Zwemtijd: \d{6}$/);

    // Guessed codes and a forged phone key open nothing either.
    await json(await join(who, { email_code: "000000" }, "203.0.113.9"), 401);
    await json(await join(who, { device_key: "x".repeat(22) }, "203.0.113.9"), 202);
    expect(await joinsOf(first.official.id)).toBe(1);
  });

  it("answers a wrong number exactly as a right one, so the answer tells nothing about the e-mail", async () => {
    const who = person();
    await json(await registered(who), 200);
    const right = await json<OfficialCodeSent>(await join(who, {}, "203.0.113.20"), 202);
    const wrong = await json<OfficialCodeSent>(await join({ ...who, external_id: "ZZ99ZZ9" }, {}, "203.0.113.21"), 202);
    // Each phone's desk request is its own (a random id), whatever it names.
    expect({ ...wrong, request_id: "" }).toEqual({ ...right, request_id: "" });
    expect(wrong.request_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(wrong.request_id).not.toBe(right.request_id);
    expect((await officialRow(who.email))!.external_id).toBe("AB12CD3");
  });
});

describe("the official on a new phone", () => {
  it("joins with the mailed code, once, and that phone needs no code next time", async () => {
    const who = person();
    const home = await json<OfficialJoin>(await registered(who), 200);
    const before = (await lastMailTo(who.email)).mail?.id ?? 0;
    await json(await join(who, {}, "198.51.100.30"), 202);
    const code = await mailedCode(who.email, before);
    const joined = await json<OfficialJoin>(await join({ ...who, name: "T. Tijd" }, { email_code: code }, "198.51.100.30"), 200);
    expect(joined.official).toEqual(home.official);
    expect(joined.device_key).toBeDefined();
    expect(joined.device_key).not.toBe(home.device_key);
    // The code is spent; the new phone's key does instead, and the old phone's still works.
    await json(await join(who, { email_code: code }, "198.51.100.31"), 401);
    const again = await json<OfficialJoin>(await join(who, { device_key: joined.device_key }, "198.51.100.30"), 200);
    expect(again.device_key).toBeUndefined();
    await json(await join(who, { device_key: home.device_key }), 200);
    // Another official's phone key is no proof for this one.
    const other = await json<OfficialJoin>(await registered(person()), 200);
    await json(await join(who, { device_key: other.device_key }), 202);
  });

  it("hears that the number is not theirs only after the code proved the address", async () => {
    const who = person();
    await json(await registered(who), 200);
    const before = (await lastMailTo(who.email)).mail?.id ?? 0;
    await json(await join({ ...who, external_id: "ZZ99ZZ9" }, {}, "198.51.100.40"), 202);
    const code = await mailedCode(who.email, before);
    const refused = await json(await join({ ...who, external_id: "ZZ99ZZ9" }, { email_code: code }, "198.51.100.40"), 422);
    expect(refused.fields).toEqual({ external_id: serverText("nl", "server.officials.otherNumber") });
  });

  it("is not kept from the code by a stranger's guesses from elsewhere", async () => {
    const who = person();
    await json(await registered(who), 200);
    for (let i = 0; i < 8; i++) await join(who, { email_code: "123456" }, "203.0.113.50");
    const before = (await lastMailTo(who.email)).mail?.id ?? 0;
    await json(await join(who, {}, "198.51.100.50"), 202);
    const code = await mailedCode(who.email, before);
    await json(await join(who, { email_code: code }, "198.51.100.50"), 200);
  });
});

describe("a join with a new e-mail", () => {
  const registrations = (email: string) =>
    env.DB.prepare("select count(*) as n from official_registrations where email = ?").bind(email).first<number>("n");
  /** A mail with its code, address and name taken out: its wording. */
  const wording = async (email: string, name: string) => {
    const { subject, text, html } = (await lastMailTo(email)).mail!;
    return [subject, text, html].map((part) => part.replaceAll(/\d{6}/g, "CODE").replaceAll(email, "EMAIL").replaceAll(name, "NAME"));
  };

  it("is answered as an official's from another phone, mailed alike, and records no official", async () => {
    const official = person();
    await json(await registered(official), 200);
    const fresh = { ...person(), name: official.name };
    const known = await json(await join(official, {}, "203.0.113.60"), 202);
    const unknown = await json(await join(fresh, {}, "203.0.113.61"), 202);
    expect(unknown).toEqual({
      ...known,
      message: serverText("nl", "server.officials.codeSentOrDesk", { email: fresh.email }),
      request_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(known.message).toBe(serverText("nl", "server.officials.codeSentOrDesk", { email: official.email }));
    expect(await wording(fresh.email, fresh.name)).toEqual(await wording(official.email, official.name));
    expect(await officialRow(fresh.email)).toBeNull();
    expect(await registrations(fresh.email)).toBe(1);
  });

  it("registers with the mailed code, with the name and number it was mailed for, and remembers the phone", async () => {
    const who = { ...person(), external_id: "NW12345", name: "Nina Nieuw" };
    await json(await join(who, {}, "198.51.100.60"), 202);
    const joined = await json<OfficialJoin>(await join(who, { email_code: await mailedCode(who.email) }, "198.51.100.60"), 200);
    expect(joined.official).toEqual({ id: expect.any(Number), name: "Nina Nieuw", email: who.email, external_id: "NW12345" });
    expect(await officialRow(who.email)).toMatchObject({ id: joined.official.id, name: "Nina Nieuw", external_id: "NW12345" });
    expect(await joinsOf(joined.official.id)).toBe(1);
    expect(await registrations(who.email)).toBe(0);
    await json(await join(who, { device_key: joined.device_key }, "198.51.100.61"), 200);
  });

  it("registers nothing with a wrong, expired or spent code, or a code mailed for other details", async () => {
    const who = person();
    await json(await join(who), 202);
    const code = await mailedCode(who.email);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await json(await join(who, { email_code: wrong }), 401)).message).toBe(serverText("nl", "server.officials.wrongCode"));
    await json(await join({ ...who, external_id: "ZZ99ZZ9" }, { email_code: code }), 401);
    await json(await join({ ...who, name: "Iemand Anders" }, { email_code: code }), 401);
    await env.DB.prepare("update official_registrations set expires_at = ? where email = ?")
      .bind(Date.now() - 1, who.email)
      .run();
    await json(await join(who, { email_code: code }), 401);
    expect(await officialRow(who.email)).toBeNull();

    const before = (await lastMailTo(who.email)).mail!.id;
    await json(await join(who, {}, "192.0.2.11"), 202);
    const fresh = await mailedCode(who.email, before);
    await json(await join(who, { email_code: fresh }, "192.0.2.11"), 200);
    await json(await join(who, { email_code: fresh }, "192.0.2.12"), 401);
    expect(await registrations(who.email)).toBe(0);
  });

  it("made by a stranger with a wrong name and number leaves the address's owner free to register as themselves", async () => {
    const owner = { ...person(), external_id: "EC12345", name: "Els Echt" };
    const stranger = { ...owner, external_id: "ZZ99ZZ9", name: "Nep Naam" };
    await json(await join(stranger, {}, "203.0.113.70"), 202);
    const strangersCode = await mailedCode(owner.email);
    for (const guess of ["000000", "123456", "999999"])
      if (guess !== strangersCode) await json(await join(stranger, { email_code: guess }, "203.0.113.70"), 401);
    expect(await officialRow(owner.email)).toBeNull();
    // The code the owner got for the stranger's request registers not the stranger's details.
    await json(await join(owner, { email_code: strangersCode }, "198.51.100.70"), 401);
    // The stranger's mails cap at theirs, not the owner's.
    for (let i = 0; i < 2; i++) await json(await join(stranger, {}, "203.0.113.70"), 202);
    // Out of mails, the join still waits at the desk, where nobody admits a stranger they cannot see.
    expect((await json(await join(stranger, {}, "203.0.113.70"), 202)).code_sent).toBe(false);

    const before = (await lastMailTo(owner.email)).mail!.id;
    await json(await join(owner, {}, "198.51.100.70"), 202);
    const joined = await json<OfficialJoin>(await join(owner, { email_code: await mailedCode(owner.email, before) }, "198.51.100.70"), 200);
    expect(joined.official).toMatchObject({ name: "Els Echt", external_id: "EC12345" });
    expect(await officialRow(owner.email)).toMatchObject({ name: "Els Echt", external_id: "EC12345" });
  });

  it("are mailed to at most 100 addresses from one client in a quarter hour, whoever else still asks", async () => {
    const ip = "203.0.113.90";
    const statuses = [];
    for (let i = 0; i < 101; i++) statuses.push((await join(person(), {}, ip)).status);
    expect(statuses.slice(0, 100).every((status) => status === 202)).toBe(true);
    expect(statuses[100]).toBe(429);
    const last = person();
    await json(await join(last, {}, ip), 429);
    expect(await registrations(last.email)).toBe(0);
    await json(await join(last, {}, "198.51.100.90"), 202);
  });

  it("proven by parallel joins becomes one official", async () => {
    const who = person();
    await json(await join(who), 202);
    const email_code = await mailedCode(who.email);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => join(who, { email_code }, `198.51.100.${80 + i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    expect(await env.DB.prepare("select count(*) as n from officials where email = ?").bind(who.email).first("n")).toBe(1);
  });
});
