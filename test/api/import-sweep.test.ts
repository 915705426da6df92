// A re-import is one step across the room, D1 and R2: what a killed import leaves behind,
// a pending record and its file, is swept by the next import once the room agrees the import never
// happened, and the room refuses that import from then on. (test/e2e/import-crash.test.ts kills the
// real server in the middle of re-imports.)
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, seedClub, seedClubUser, type Caller } from "./helpers";
import { roomProbe, upload } from "./meets-helpers";
import type { MeetRoom } from "../../src/durable/room/server";
import * as roomSchema from "../../src/durable/schema";

const CSV = "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM\n1;1;4;50;FREE;M;Eerst\n";
const AGAIN = "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM\n1;1;4;50;FREE;M;Daarna\n";

let own: Caller;
let meet: { id: number };
const { programme, stub } = roomProbe(
  () => meet,
  () => own,
);

beforeAll(async () => {
  own = await seedClubUser(await seedClub("ZV Opruimen"));
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV, name: "eerst.csv" },
      { name: "Opruimen", external_id: "65010", planned_date: "2099-01-01" },
    ),
    201,
  );
});

const pendingCount = async () => env.DB.prepare("select count(*) as n from pending_imports").first<number>("n");

describe("what a killed re-import leaves behind", () => {
  it("a finished import leaves no pending record, and D1's history names it once", async () => {
    await json(await upload(`/api/meets/${meet.id}/import`, own, { bytes: AGAIN, name: "daarna.csv" }), 200);
    expect(await pendingCount()).toBe(0);
    const history = await json<{ imports: { filename: string }[] }>(await call("GET", `/api/meets/${meet.id}`, { as: own }), 200);
    expect(history.imports.map((i) => i.filename)).toEqual(["daarna.csv", "eerst.csv"]);
  });

  it("an import the room took but D1 never heard of (the process died in between) is in D1 after the room's next read", async () => {
    const key = `meets/${meet.id}/imports/2-genomen.csv`;
    await env.FILES.put(key, AGAIN);
    await env.DB.prepare("insert into pending_imports (id, meet_id, r2_key, created_at) values ('genomen', ?, ?, ?)")
      .bind(meet.id, key, Date.now())
      .run();
    await env.DB.prepare("update meets set active_heat_id = null where id = ?").bind(meet.id).run();
    // What the room holds when the process dies right after its transaction: the record waiting for D1.
    const record = {
      id: "genomen",
      meet_id: meet.id,
      user_id: null,
      via: "app",
      r2_key: key,
      filename: "genomen.csv",
      kind: "csv",
      size: AGAIN.length,
    };
    const report = { added: [], removed: [], changed: [], kept: [], unchanged: ["1-1"], heats: 1 };
    await runInDurableObject(stub(), (room: MeetRoom) =>
      room.db
        .insert(roomSchema.meta)
        .values({ key: "import_outbox", value: { ...record, report } })
        .run(),
    );

    const read = await programme();
    const history = await json<{ active_heat_id: string | null; imports: { filename: string }[] }>(
      await call("GET", `/api/meets/${meet.id}`, { as: own }),
      200,
    );
    expect(history.imports[0]!.filename).toBe("genomen.csv");
    expect(history.active_heat_id).toBe(read.active_heat_id);
    expect(await pendingCount()).toBe(0);
    // Recorded once, however often the room is read.
    await programme();
    expect(await env.DB.prepare("select count(*) as n from imports where import_id = 'genomen'").first<number>("n")).toBe(1);
  });

  it(
    "the file of an import that died before the room took it is swept by the next import, " + "and the room refuses that import after",
    async () => {
      // What a process killed between storing the file and reaching the room leaves behind.
      const key = `meets/${meet.id}/imports/1-dood.csv`;
      await env.FILES.put(key, CSV);
      await env.DB.prepare("insert into pending_imports (id, meet_id, r2_key, created_at) values ('dood', ?, ?, ?)")
        .bind(meet.id, key, Date.now() - 10 * 60_000)
        .run();
      const before = await programme();

      await json(await upload(`/api/meets/${meet.id}/import`, own, { bytes: AGAIN, name: "daarna.csv" }), 200);
      expect(await env.FILES.head(key)).toBeNull();
      expect(await pendingCount()).toBe(0);
      const files = (await env.FILES.list({ prefix: `meets/${meet.id}/imports/` })).objects.length;
      expect(files).toBe(await env.DB.prepare("select count(*) as n from imports where meet_id = ?").bind(meet.id).first<number>("n"));

      // The room was told first: the dead import reaching it late changes nothing.
      const late = {
        id: "dood",
        meet_id: meet.id,
        user_id: null,
        via: "app" as const,
        r2_key: key,
        filename: "dood.csv",
        kind: "csv" as const,
        size: 10,
      };
      const heats = [{ ...before.heats[0]!, id: "9-9", event_number: 9, heat_number: 9 }];
      const liveMeet = { id: meet.id, name: "Opruimen", external_id: "65010", planned_date: null, active_heat_id: null, version: '"1"' };
      const refused = await runInDurableObject(stub(), (room: MeetRoom) =>
        room.importProgramme({ meet: { name: "Opruimen", date: null }, heats }, liveMeet, late).then(
          () => null,
          (error: Error) => error.message,
        ),
      );
      expect(refused).toBe("import dood was given up");
      expect((await programme()).heats.map((h) => h.id)).toEqual(before.heats.map((h) => h.id));
      expect(await env.DB.prepare("select count(*) as n from imports where import_id = 'dood'").first<number>("n")).toBe(0);
    },
  );
});
