// Trust, round three (DESIGN 3 and 9): nothing stalls the server, nothing private is cached, nothing
// invisible is stored, and an official's phone gets no more than its work needs.
import { zipSync } from "fflate";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, seedAdmin, seedClub, seedClubUser, uniqueEmail, type Caller } from "./helpers";
import { upload } from "./meets-helpers";
import { cid, closeAll, connect, controlPanel, pressNow, welcome } from "./live-helpers";
import type { OfficialJoin } from "../../src/shared/official";

const CSV = [
  "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;VERENIGING;LICENTIE",
  "1;1;3;50;FREE;F;Bakker;Anne;ZV Vertrouwen;100234567",
  "1;1;4;50;FREE;F;Visser;Bo;ZV Vertrouwen;100765432",
].join("\n");

let admin: Caller;
let own: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string };

beforeAll(async () => {
  admin = await seedAdmin();
  own = await seedClubUser(await seedClub("ZV Vertrouwen"));
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV, name: "series.csv" },
      { name: "Vertrouwenstest", external_id: "63111", planned_date: "2099-06-01" },
    ),
    201,
  );
});

afterEach(() => closeAll());

/** A zipped .lef whose directory says 1,000 bytes and which holds `size` bytes of spaces. */
function lyingZip(size: number): Uint8Array {
  const zip = zipSync({ "meet.lef": new Uint8Array(size).fill(0x20) }, { level: 1 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (const [signature, offset] of [
    [0x04034b50, 22],
    [0x02014b50, 24],
  ] as const) {
    for (let at = 0; at + 4 <= zip.length; at++) {
      if (view.getUint32(at, true) === signature) {
        view.setUint32(at + offset, 1_000, true);
        break;
      }
    }
  }
  return zip;
}

describe("a zip that lies about its size", () => {
  it("is refused at 50 MB inflated, within 5 s, while /api/version answers within 2 s", async () => {
    const zip = lyingZip(60_000_000);
    expect(zip.length).toBeLessThan(2_000_000);
    const startedAt = Date.now();
    const uploading = upload("/api/meets/lxf", own, { bytes: zip, name: "bom.lxf" }, { name: "Bom", external_id: "63112" });
    const version = await call("GET", "/api/version");
    const versionMs = Date.now() - startedAt;
    const refused = await json<{ message: string }>(await uploading, 422);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(version.status).toBe(200);
    expect(versionMs).toBeLessThan(2_000);
    expect(refused.message).toContain("groter dan 50 MB");
    const meets = await json<{ external_id: string }[]>(await call("GET", "/api/meets", { as: own }), 200);
    expect(meets.map((m) => m.external_id)).not.toContain("63112");
  });
});

describe("a body larger than any route takes", () => {
  // The Workers runtime as deployed; `npm start`'s own server (wrangler dev and its proxy) is tested
  // with the same body in test/e2e/dev-server.test.ts.
  it("an anonymous 3 MB login is refused with 413, and the next requests answer within 2 s", async () => {
    const body = JSON.stringify({ username: "x@example.nl", password: "y".repeat(3_000_000) });
    const headers = { "Content-Type": "application/json" };
    for (let i = 0; i < 3; i++) {
      const refused = await call("POST", "/api/session/login", { headers, raw: body });
      expect(refused.status).toBe(413);
      await refused.body?.cancel();
    }
    const upload = new FormData();
    upload.set("file", new File([new Uint8Array(3_000_000).fill(0x41)], "groot.lxf"));
    const anonymous = await call("POST", "/api/meets/lxf", { raw: upload });
    expect([401, 413]).toContain(anonymous.status);
    await anonymous.body?.cancel();
    for (let i = 0; i < 5; i++) {
      const startedAt = Date.now();
      const version = await call("GET", "/api/version");
      expect(version.status).toBe(200);
      await version.body?.cancel();
      expect(Date.now() - startedAt).toBeLessThan(2_000);
    }
  });
});

describe("private answers", () => {
  it("carry Cache-Control: no-store: the profile, the team, the meet with its code, its heats, the officials", async () => {
    const paths = [
      "/api/session/verify",
      "/api/users",
      `/api/meets/${meet.id}`,
      `/api/meets/${meet.id}/heats`,
      `/api/meets/${meet.id}/results`,
      "/api/officials",
      "/api/clubs",
    ];
    for (const path of paths) {
      const res = await call("GET", path, { as: admin });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
    }
    // A refusal is private as well: it says who may not see what.
    expect((await call("GET", `/api/meets/${meet.id}`)).headers.get("Cache-Control")).toBe("no-store");
  });

  it("leave the public answers their own short, shared caching", async () => {
    const body = {
      name: "Vertrouwenstest",
      external_id: meet.external_id,
      planned_date: "2099-06-01",
      auth_code: meet.auth_code,
      public: true,
    };
    await json(await call("PUT", `/api/meets/${meet.id}`, { as: own, body }), 200);
    const res = await call("GET", `/api/public/meets/${meet.external_id}/live`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
  });
});

describe("an official's phone", () => {
  it("never receives a swimmer's licence number; the staff's programme keeps it", async () => {
    const body = {
      meet_number: meet.external_id,
      auth_code: meet.auth_code,
      email: uniqueEmail("tk"),
      external_id: "TK00031",
      name: "Tim Tijd",
    };
    const join = await json<OfficialJoin>(await joinOfficial(body), 200);
    const phone = await connect(meet.signed_id, undefined, { official: join.token });
    const { heats } = await welcome(phone);
    expect(Object.values(heats.heats[0]!.lanes).map((lane) => lane.license)).toEqual([null, null]);
    const staff = await connect(meet.signed_id, admin);
    const staffHeats = (await welcome(staff)).heats;
    expect(Object.values(staffHeats.heats[0]!.lanes).map((lane) => lane.license)).toEqual(["100234567", "100765432"]);

    // A change of a heat goes to each as its own frame. After the import heat 1-1 is the active one.
    expect(staffHeats.active_heat_id).toBe("1-1");
    const send = await controlPanel(meet.signed_id, admin);
    await send({ type: "start", ...pressNow() });
    const changed = await phone.take("heat", (m) => m.heat.start_time != null);
    expect(Object.values(changed.heat.lanes).every((lane) => lane.license === null)).toBe(true);
    const seen = await staff.take("heat", (m) => m.heat.start_time != null);
    expect(seen.heat.lanes["3"]!.license).toBe("100234567");
    await send({ type: "stop", ...pressNow() });
  });
});

describe("the referee's reason", () => {
  // After the race of the test above: the referee decides on a heat that was swum.
  it("is refused with control or invisible characters, and nothing is stored", async () => {
    const desk = await connect(meet.signed_id, admin);
    await welcome(desk);
    for (const reason of ["SW 4.4\u0007", "SW\u202E 4.4", "SW\u200B4.4"]) {
      const id = cid();
      desk.send({ type: "lane_result", id, heat_id: "1-1", lane: "3", time: null, status: "DSQ", reason });
      const refused = await desk.take("error", (m) => m.id === id);
      expect(refused.code).toBe("bad_reason");
      expect(refused.message).toContain("zonder stuurtekens of onzichtbare tekens");
    }
    const heats = await json<{ heats: { lanes: Record<string, { status?: string }> }[] }>(
      await call("GET", `/api/meets/${meet.id}/heats`, { as: admin }),
      200,
    );
    expect(heats.heats[0]!.lanes["3"]!.status).toBeUndefined();
  });
});
