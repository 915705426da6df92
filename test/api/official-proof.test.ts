// Issue 25: nobody acts as another official. An official's e-mail and number are no secret: a join
// naming an existing official counts only from a phone they joined from, or with the code mailed to
// them; until then it records nothing, its answer is the same for a right or wrong number, and no
// join renames anyone.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, lastMailTo, seedClub, seedClubUser, uniqueEmail } from "./helpers";
import { importLxf } from "./meets-helpers";
import type { OfficialJoin } from "../../src/shared/official";
import { serverText } from "../../src/shared/i18n/server-texts";

let meet: { id: number; external_id: string; auth_code: string };
beforeAll(async () => {
  const own = await seedClubUser(await seedClub("ZV Eigen Official"));
  meet = await json(await importLxf(own), 201);
  // The fixture's meet lies in the past; without a date it is open to officials (DESIGN 8).
  await env.DB.prepare("update meets set planned_date = null where id = ?").bind(meet.id).run();
});

const person = () => ({ email: uniqueEmail("official"), external_id: "AB12CD3", name: "Tineke Tijd" });
const join = (who: { email: string; external_id: string; name: string }, proof: { device_key?: string; email_code?: string } = {}, ip = "192.0.2.10") =>
  call("POST", "/api/official/join", {
    headers: { "CF-Connecting-IP": ip },
    body: { meet_number: meet.external_id, auth_code: meet.auth_code, ...who, ...proof },
  });
const codeIn = async (email: string, since = 0) => (await lastMailTo(email, since)).mail!.text.match(/: (\d{6})\n/)![1]!;
const joinsOf = (officialId: number) =>
  env.DB.prepare("select count(*) as n from meet_officials where official_id = ?").bind(officialId).first<number>("n");
const officialRow = (email: string) => env.DB.prepare("select * from officials where email = ?").bind(email).first<{ id: number; name: string; external_id: string }>();

describe("a join naming an existing official from another phone", () => {
  it("renames nobody, records nothing and gives no token; the official gets a code by mail", async () => {
    const who = person();
    const first = await json<OfficialJoin>(await join(who), 200);
    expect(first.device_key).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const impostor = await join({ ...who, name: "Iemand Anders" }, {}, "203.0.113.9");
    const sent = await json(impostor, 202);
    expect(sent).toEqual({ code_sent: true, message: serverText("nl", "server.officials.codeSent", { email: who.email }) });
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
    await json(await join(who), 200);
    const right = await json(await join(who, {}, "203.0.113.20"), 202);
    const wrong = await json(await join({ ...who, external_id: "ZZ99ZZ9" }, {}, "203.0.113.21"), 202);
    expect(wrong).toEqual(right);
    expect((await officialRow(who.email))!.external_id).toBe("AB12CD3");
  });
});

describe("the official on a new phone", () => {
  it("joins with the mailed code, once, and that phone needs no code next time", async () => {
    const who = person();
    const home = await json<OfficialJoin>(await join(who), 200);
    const before = (await lastMailTo(who.email)).mail?.id ?? 0;
    await json(await join(who, {}, "198.51.100.30"), 202);
    const code = await codeIn(who.email, before);
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
    const other = await json<OfficialJoin>(await join(person()), 200);
    await json(await join(who, { device_key: other.device_key }), 202);
  });

  it("hears that the number is not theirs only after the code proved the address", async () => {
    const who = person();
    await json(await join(who), 200);
    const before = (await lastMailTo(who.email)).mail?.id ?? 0;
    await json(await join({ ...who, external_id: "ZZ99ZZ9" }, {}, "198.51.100.40"), 202);
    const code = await codeIn(who.email, before);
    const refused = await json(await join({ ...who, external_id: "ZZ99ZZ9" }, { email_code: code }, "198.51.100.40"), 422);
    expect(refused.fields).toEqual({ external_id: serverText("nl", "server.officials.otherNumber") });
  });

  it("is not kept from the code by a stranger's guesses from elsewhere", async () => {
    const who = person();
    await json(await join(who), 200);
    for (let i = 0; i < 8; i++) await join(who, { email_code: "123456" }, "203.0.113.50");
    const before = (await lastMailTo(who.email)).mail?.id ?? 0;
    await json(await join(who, {}, "198.51.100.50"), 202);
    const code = await codeIn(who.email, before);
    await json(await join(who, { email_code: code }, "198.51.100.50"), 200);
  });
});
