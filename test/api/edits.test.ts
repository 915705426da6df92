// DESIGN 8e, no lost update: a record's GET answers its version as ETag, an edit with If-Match of
// another version is refused with 412, the current record and a Dutch message, and writes nothing;
// the meet's room tells every open meet page the new version, without the authorisation code.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, json, seedAdmin, seedClub, seedClubUser, seedUser, uniqueEmail, type Caller } from "./helpers";
import { importLxf } from "./meets-helpers";
import { closeAll, connect, welcome } from "./live-helpers";

const AGAIN = "Bekijk de huidige gegevens en sla je wijziging opnieuw op.";

let admin: Caller;
let own: Caller;
let clubId: number;

beforeAll(async () => {
  admin = await seedAdmin();
  clubId = await seedClub("ZV Bureau");
  own = await seedClubUser(clubId);
});

afterEach(closeAll);

/** A GET's body and its ETag. */
async function read(path: string, as: Caller) {
  const res = await call("GET", path, { as });
  const body = await json(res, 200);
  const etag = res.headers.get("ETag");
  expect(etag).toMatch(/^"[^"]+"$/);
  return { body, etag: etag! };
}

const put = (path: string, as: Caller, body: unknown, ifMatch?: string) =>
  call("PUT", path, { as, body, headers: ifMatch === undefined ? {} : { "If-Match": ifMatch } });

describe("a meet", () => {
  it(
    "refuses an edit from an older version with 412 and the current meet, " +
      "writes nothing, and the socket hears the new version without the code",
    async () => {
      const meet = await json(await importLxf(own), 201);
      const path = `/api/meets/${meet.id}`;
      const fields = (m: { name: string; external_id: string; auth_code: string; planned_date: string | null; public: boolean }) => ({
        name: m.name,
        external_id: m.external_id,
        auth_code: m.auth_code,
        planned_date: m.planned_date ?? "",
        public: m.public,
      });
      const first = await read(path, own);
      const desk = await connect(meet.signed_id, admin);
      const { meet: hello } = await welcome(desk);
      expect(hello.meet.version).toBe(first.etag);

      // Two desks opened the dialog at the same version; the first saves a new code and goes public.
      const newCode = first.body.auth_code === "1234" ? "4321" : "1234";
      const saved = await put(path, own, { ...fields(first.body), auth_code: newCode, public: true }, first.etag);
      const savedBody = await json(saved, 200);
      const savedEtag = saved.headers.get("ETag")!;
      expect(savedEtag).not.toBe(first.etag);
      expect(savedBody).toMatchObject({ auth_code: newCode, public: true });

      const message = await desk.take("meet");
      expect(message.meet.version).toBe(savedEtag);
      // Officials are on the same socket: the code never goes over it.
      expect(JSON.stringify(message)).not.toContain("auth_code");
      expect(JSON.stringify(message)).not.toContain("join_key");

      // The second desk saves from the first version: refused, with what is stored now.
      const stale = await put(path, admin, { ...fields(first.body), name: "Oude naam" }, first.etag);
      const refused = await json(stale, 412);
      expect(refused).toMatchObject({
        error: "precondition_failed",
        message: `Iemand anders heeft deze wedstrijd intussen gewijzigd. ${AGAIN}`,
      });
      expect(refused.meet).toEqual(savedBody);
      expect(stale.headers.get("ETag")).toBe(savedEtag);
      const now = await read(path, admin);
      expect(now.body).toEqual(savedBody);
      expect(now.etag).toBe(savedEtag);
      // Nothing was written, so the room heard nothing either.
      expect((await desk.settle()).filter((m) => m.type === "meet")).toEqual([]);

      // A list of tags, or `*`, that holds the current one is the current version; a weak tag never is.
      await json(await put(path, admin, { ...fields(now.body), name: "Lijst" }, `"oud", ${now.etag}`), 200);
      await json(await put(path, admin, { ...fields(now.body), name: "Ster" }, "*"), 200);
      const weak = await read(path, admin);
      await json(await put(path, admin, { ...fields(weak.body), name: "Zwak" }, `W/${weak.etag}`), 412);
      // Without If-Match (scripts, the link) the edit is taken as before.
      expect(await json(await put(path, admin, { ...fields(weak.body), name: "Script" }), 200)).toMatchObject({ name: "Script" });
    },
  );

  it("writes one of two edits sent at once from the same version and refuses the other", async () => {
    const meet = await json(await importLxf(own), 201);
    const path = `/api/meets/${meet.id}`;
    const { body, etag } = await read(path, own);
    const fields = {
      name: body.name,
      external_id: body.external_id,
      auth_code: body.auth_code,
      planned_date: body.planned_date ?? "",
      public: body.public,
    };
    const answers = await Promise.all(["Bureau A", "Bureau B"].map((name) => put(path, own, { ...fields, name }, etag)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 412]);
    const written = await json(answers.find((res) => res.status === 200)!, 200);
    expect((await read(path, own)).body.name).toBe(written.name);
  });

  it("answers the ETag on the meet's GET and in the list, the same version", async () => {
    const meet = await json(await importLxf(own), 201);
    const { body, etag } = await read(`/api/meets/${meet.id}.json`, own);
    expect(etag).toBe(`"${body.version}"`);
    const listed = (await json(await call("GET", "/api/meets", { as: own }), 200)).find((m: { id: number }) => m.id === meet.id);
    expect(listed.version).toBe(body.version);
  });
});

describe("clubs, users and officials", () => {
  it("refuse a club edit from an older version with 412 and the current club", async () => {
    const path = `/api/clubs/${clubId}`;
    const first = await read(`${path}.json`, own);
    const body = { name: first.body.name, external_id: first.body.external_id, city: first.body.city };
    await json(await put(path, admin, { ...body, city: "Deventer" }, first.etag), 200);
    const refused = await json(await put(path, own, { ...body, city: "Zwolle" }, first.etag), 412);
    expect(refused).toMatchObject({
      error: "precondition_failed",
      message: `Iemand anders heeft deze vereniging intussen gewijzigd. ${AGAIN}`,
    });
    expect(refused.club).toMatchObject({ id: clubId, city: "Deventer" });
    expect(refused.club).not.toHaveProperty("api_key_hash");
    expect((await read(`${path}.json`, own)).body.city).toBe("Deventer");
  });

  it(
    "refuse a user edit from an older version with 412 and the current user; " + "a user's own profile change is a new version too",
    async () => {
      const member = await seedUser({ clubId });
      const path = `/api/users/${member.id}`;
      const first = await read(path, own);
      const listed = (await json(await call("GET", "/api/users", { as: own }), 200)).find((u: { id: number }) => u.id === member.id);
      expect(`"${listed.version}"`).toBe(first.etag);
      const body = { username: first.body.username, first_name: "Anna", last_name: "de Vries" };
      await json(await put(path, admin, { ...body, first_name: "Annemiek" }, first.etag), 200);
      const refused = await json(await put(path, own, { ...body, last_name: "Jansen" }, first.etag), 412);
      expect(refused).toMatchObject({
        error: "precondition_failed",
        message: `Iemand anders heeft deze gebruiker intussen gewijzigd. ${AGAIN}`,
      });
      expect(refused.user).toMatchObject({ id: member.id, first_name: "Annemiek", last_name: "de Vries" });
      const second = await read(path, own);
      expect(second.body.last_name).toBe("de Vries");

      // The member renames themselves; the administrator's dialog from before is refused.
      const self = await seedClubUser(clubId);
      const selfPath = `/api/users/${self.id}`;
      const before = await read(selfPath, admin);
      await json(await call("PUT", "/api/session/profile", { as: self, body: { first_name: "Zelf", last_name: "Gedaan" } }), 200);
      const overwritten = await json(
        await put(selfPath, admin, { username: self.username, first_name: "Anna", last_name: "de Vries" }, before.etag),
        412,
      );
      expect(overwritten.user).toMatchObject({ first_name: "Zelf", last_name: "Gedaan" });
    },
  );

  it("refuse an official edit from an older version with 412 and the current official", async () => {
    const created = await json(
      await call("POST", "/api/officials", {
        as: admin,
        body: { email: uniqueEmail("official"), external_id: "AB12CD3", name: "Tineke Tijd" },
      }),
      201,
    );
    const path = `/api/officials/${created.id}`;
    const first = await read(`${path}.json`, admin);
    expect(first.etag).toBe(`"${created.version}"`);
    const body = { email: created.email, external_id: created.external_id, name: created.name };
    await json(await put(path, admin, { ...body, name: "Tineke T." }, first.etag), 200);
    const refused = await json(await put(path, admin, { ...body, external_id: "ZZ99ZZ9" }, first.etag), 412);
    expect(refused).toMatchObject({
      error: "precondition_failed",
      message: `Iemand anders heeft deze official intussen gewijzigd. ${AGAIN}`,
    });
    expect(refused.official).toMatchObject({ id: created.id, name: "Tineke T.", external_id: "AB12CD3" });
    expect((await read(`${path}.json`, admin)).body.external_id).toBe("AB12CD3");
  });
});
