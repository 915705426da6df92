import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, seedAdmin, seedClub, seedClubUser, type Caller } from "./helpers";

let admin: Caller;
let clubUser: Caller;
const official = { email: "Tijd.Waarnemer@example.nl", external_id: "ab12cd3", name: "Tineke Tijd" };

beforeAll(async () => {
  admin = await seedAdmin();
  clubUser = await seedClubUser(await seedClub());
});

describe("officials", () => {
  it("are managed by administrators only", async () => {
    for (const [method, path] of [
      ["GET", "/api/officials"],
      ["POST", "/api/officials"],
      ["GET", "/api/officials/1.json"],
      ["PUT", "/api/officials/1"],
      ["DELETE", "/api/officials/1"],
    ] as const) {
      await json(await call(method, path, { as: clubUser, body: method === "POST" || method === "PUT" ? official : undefined }), 403);
      await json(await call(method, path, { body: method === "POST" || method === "PUT" ? official : undefined }), 401);
    }
  });

  it("are registered, listed, shown with their meets, edited and deleted", async () => {
    const created = await json(await call("POST", "/api/officials", { as: admin, body: official }), 201);
    expect(created).toMatchObject({ email: "tijd.waarnemer@example.nl", external_id: "AB12CD3", name: "Tineke Tijd" });
    const clubId = await seedClub();
    const meet = await env.DB.prepare(
      "insert into meets (club_id, name, external_id, auth_code, planned_date) " +
        "values (?, 'Voorjaarswedstrijd', '54321', '0042', '2026-12-01') returning id",
    )
      .bind(clubId)
      .first<{ id: number }>();
    await env.DB.prepare("insert into meet_officials (meet_id, official_id, role) values (?, ?, 'lane 3')")
      .bind(meet!.id, created.id)
      .run();
    const shown = await json(await call("GET", `/api/officials/${created.id}.json`, { as: admin }), 200);
    // The meet's club by name: the official's page lists it beside the meet.
    const club = await env.DB.prepare("select name from clubs where id = ?").bind(clubId).first<string>("name");
    expect(shown.meets).toEqual([expect.objectContaining({ id: meet!.id, name: "Voorjaarswedstrijd", role: "lane 3", club_name: club })]);
    const list = await json(await call("GET", "/api/officials", { as: admin }), 200);
    expect(list.map((o: { id: number }) => o.id)).toContain(created.id);
    const edited = await json(
      await call("PUT", `/api/officials/${created.id}`, { as: admin, body: { ...official, name: "Tineke T." } }),
      200,
    );
    expect(edited.name).toBe("Tineke T.");
    expect((await call("DELETE", `/api/officials/${created.id}`, { as: admin })).status).toBe(204);
    await json(await call("GET", `/api/officials/${created.id}.json`, { as: admin }), 404);
    expect(await env.DB.prepare("select count(*) as n from meet_officials where official_id = ?").bind(created.id).first("n")).toBe(0);
  });

  it("keep e-mail unique and the number exactly 7 alphanumeric characters", async () => {
    await json(await call("POST", "/api/officials", { as: admin, body: { ...official, email: "uniek@example.nl" } }), 201);
    expect(
      (await json(await call("POST", "/api/officials", { as: admin, body: { ...official, email: "UNIEK@example.nl" } }), 422)).error,
    ).toBe("Existing official");
    for (const external_id of ["123456", "12345678", "12 4567", "123456!"]) {
      const res = await json(
        await call("POST", "/api/officials", { as: admin, body: { ...official, email: "x@example.nl", external_id } }),
        400,
      );
      expect(res.fields.external_id).toBe("Bondsnummer bestaat uit 7 tekens");
    }
    const empty = await json(await call("POST", "/api/officials", { as: admin, body: {} }), 400);
    expect(Object.keys(empty.fields).sort()).toEqual(["email", "external_id", "name"]);
  });
});
