import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, seedClub, seedClubUser, seedMatrix, countRows, type Caller } from "./helpers";

const club = { name: "ZPC Het Y", external_id: "1234567", city: "Amsterdam" };
let admin: Caller;
let clubId: number;
let own: Caller & { id: number };
let other: Caller;

beforeAll(async () => {
  ({ admin, clubId, own, other } = await seedMatrix());
});

describe("permission matrix", () => {
  it("lists every club for an administrator, only the own club for a club user, 401 anonymous", async () => {
    const all = await json(await call("GET", "/api/clubs", { as: admin }), 200);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const mine = await json(await call("GET", "/api/clubs", { as: own }), 200);
    expect(mine.map((c: { id: number }) => c.id)).toEqual([clubId]);
    await json(await call("GET", "/api/clubs"), 401);
  });

  it("shows a club to the administrator and its own members only", async () => {
    expect((await json(await call("GET", `/api/clubs/${clubId}.json`, { as: admin }), 200)).name).toBe("ZV Eigen");
    const shown = await json(await call("GET", `/api/clubs/${clubId}.json`, { as: own }), 200);
    // DESIGN 8d: the link code's first 8 characters, never its hash.
    expect(shown.api_key).toHaveLength(8);
    expect(shown).not.toHaveProperty("api_key_hash");
    await json(await call("GET", `/api/clubs/${clubId}.json`, { as: other }), 403);
    await json(await call("GET", `/api/clubs/${clubId}.json`), 401);
  });

  it("lets only administrators create and delete clubs", async () => {
    await json(await call("POST", "/api/clubs", { as: own, body: club }), 403);
    await json(await call("POST", "/api/clubs", { body: club }), 401);
    const created = await json(await call("POST", "/api/clubs", { as: admin, body: club }), 201);
    expect(created).toMatchObject({ ...club, license: "knzb" });
    expect(created.api_key).toHaveLength(8);
    expect(created).not.toHaveProperty("api_key_hash");
    await json(await call("DELETE", `/api/clubs/${created.id}`, { as: own }), 403);
    expect((await call("DELETE", `/api/clubs/${created.id}`, { as: admin })).status).toBe(204);
    await json(await call("GET", `/api/clubs/${created.id}.json`, { as: admin }), 404);
  });

  it("lets a club user edit the own club's name, number and city but not its licence", async () => {
    const body = { name: "ZV Eigen 2", external_id: "7654321", city: "Zwolle" };
    expect(await json(await call("PUT", `/api/clubs/${clubId}`, { as: own, body }), 200)).toMatchObject({ ...body, license: "knzb" });
    await json(await call("PUT", `/api/clubs/${clubId}`, { as: own, body: { ...body, license: "knzb" } }), 200);
    await json(await call("PUT", `/api/clubs/${clubId}`, { as: own, body: { ...body, license: "beta" } }), 403);
    await json(await call("PUT", `/api/clubs/${clubId}`, { as: other, body }), 403);
    expect((await json(await call("PUT", `/api/clubs/${clubId}`, { as: admin, body: { ...body, license: "beta" } }), 200)).license).toBe(
      "beta",
    );
  });
});

describe("validation", () => {
  it("refuses missing fields with the SPEC's messages and an unknown licence", async () => {
    const res = await json(await call("POST", "/api/clubs", { as: admin, body: { name: " ", license: "gold" } }), 400);
    expect(res.fields).toEqual({
      name: "Naam is verplicht",
      external_id: "Verenigingsnummer is verplicht",
      city: "Plaatsnaam is verplicht",
      license: "Onbekende licentie",
    });
  });

  it("answers unknown and malformed ids with 404", async () => {
    await json(await call("GET", "/api/clubs/999999.json", { as: admin }), 404);
    await json(await call("GET", "/api/clubs/abc", { as: admin }), 404);
    await json(await call("PUT", "/api/clubs/0", { as: admin, body: club }), 404);
    await json(await call("DELETE", "/api/clubs/1;drop", { as: admin }), 404);
  });
});

describe("deleting a club", () => {
  it("deletes its users, their sessions and its meets, leaving nothing dangling", async () => {
    const doomed = await seedClub("ZV Weg");
    const member = await seedClubUser(doomed);
    await env.DB.prepare("insert into meets (club_id, name, external_id, auth_code) values (?, 'Oude wedstrijd', '99887', '1234')")
      .bind(doomed)
      .run();
    const meetId = (await env.DB.prepare("select id from meets where club_id = ?").bind(doomed).first<{ id: number }>())!.id;
    await env.FILES.put(`meets/${meetId}/imports/1-test.lxf`, "x");
    const before = await countRows("sessions");
    expect((await call("DELETE", `/api/clubs/${doomed}`, { as: admin })).status).toBe(204);
    await json(await call("GET", "/api/session/verify", { as: member }), 401);
    expect(await countRows("sessions")).toBe(before - 1);
    expect(await env.DB.prepare("select count(*) as n from users where club_id = ?").bind(doomed).first("n")).toBe(0);
    expect(await env.DB.prepare("select count(*) as n from meets where club_id = ?").bind(doomed).first("n")).toBe(0);
    expect((await env.FILES.list({ prefix: `meets/${meetId}/` })).objects).toHaveLength(0);
  });
});

describe("one club per association number", () => {
  const clubsWith = async (number: string) =>
    (await env.DB.prepare("select count(*) as n from clubs where external_id = ?").bind(number).first<{ n: number }>())!.n;

  it("makes one club of a double submit and names it to the second", async () => {
    const body = { name: "ZV Dubbelklik", external_id: "5550001", city: "Zwolle" };
    const answers = await Promise.all([1, 2].map(() => call("POST", "/api/clubs", { as: admin, body })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await clubsWith(body.external_id)).toBe(1);
    const again = await json(await call("POST", "/api/clubs", { as: admin, body: { ...body, name: "ZV Anders" } }), 409);
    const named =
      "Er is al een vereniging met verenigingsnummer 5550001: ZV Dubbelklik in Zwolle. " +
      "Open die vereniging in de lijst, of controleer het nummer.";
    expect(again).toEqual({ error: "Existing club", message: named, fields: { external_id: named } });
    expect(await clubsWith(body.external_id)).toBe(1);
    // Names repeat from town to town: another number is another club.
    await json(await call("POST", "/api/clubs", { as: admin, body: { ...body, external_id: "5550002", city: "Assen" } }), 201);
  });

  it("keeps an edit off another club's number, naming that club to administrators only", async () => {
    const taken = { name: "ZV Bezet", external_id: "5550003", city: "Breda" };
    await json(await call("POST", "/api/clubs", { as: admin, body: taken }), 201);
    const before = await env.DB.prepare("select * from clubs where id = ?").bind(clubId).first();
    const body = { name: "ZV Eigen", external_id: taken.external_id, city: "Utrecht" };
    const toAdmin = await json(await call("PUT", `/api/clubs/${clubId}`, { as: admin, body }), 409);
    expect(toAdmin.message).toMatch(/^Er is al een vereniging met verenigingsnummer 5550003: ZV Bezet in Breda\./);
    const toMember = await json(await call("PUT", `/api/clubs/${clubId}`, { as: own, body }), 409);
    expect(toMember.message).toBe(
      "Dit verenigingsnummer hoort al bij een andere vereniging. Controleer het nummer; klopt het, neem dan contact op met de beheerder.",
    );
    expect(JSON.stringify(toMember)).not.toContain("ZV Bezet");
    expect(await env.DB.prepare("select * from clubs where id = ?").bind(clubId).first()).toEqual(before);
  });
});
