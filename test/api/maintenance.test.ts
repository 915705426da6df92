// DESIGN 5: maintenance is the server's rule. While MAINTENANCE is "true" every state-changing call
// (the API's, the link's, a socket's command) is refused with 503 and the Dutch message and changes
// nothing; reads still answer, and the version answer says so.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, json, ORIGIN, seedAdmin, seedLinkClub, uniqueEmail, type Caller } from "./helpers";
import { importLxf, roomProbe, storedState } from "./meets-helpers";
import { cid, closeAll, connect, welcome } from "./live-helpers";
import { serverText } from "../../src/shared/i18n/server-texts";

const MAINTENANCE = {
  error: "maintenance",
  message: "We zijn bezig met onderhoud: er kan nu niets worden gewijzigd. Probeer het later nog eens.",
};

let admin: Caller;
let own: Caller;
let clubId: number;
let meet: {
  id: number;
  signed_id: string;
  name: string;
  external_id: string;
  auth_code: string;
  planned_date: string | null;
  public: boolean;
};
let code: string;

const { programme, log } = roomProbe(
  () => meet,
  () => admin,
);

/** A var of this isolate's Worker and meet rooms, for the length of one test. */
async function inMaintenance(run: () => Promise<void>): Promise<void> {
  env.MAINTENANCE = "true";
  try {
    await run();
  } finally {
    env.MAINTENANCE = "false";
  }
}

beforeAll(async () => {
  admin = await seedAdmin();
  ({ clubId, own, code } = await seedLinkClub("ZV Onderhoud"));
  meet = await json(await importLxf(own), 201);
});

afterEach(closeAll);

describe("maintenance", () => {
  it("refuses every state-changing call with 503 and the Dutch message, and changes nothing", async () => {
    const before = await storedState();
    const meetBefore = await json(await call("GET", `/api/meets/${meet.id}`, { as: own }), 200);
    const logBefore = await log();
    await inMaintenance(async () => {
      const body = {
        name: "Tijdens onderhoud",
        external_id: meet.external_id,
        auth_code: meet.auth_code,
        planned_date: meet.planned_date ?? "",
        public: true,
      };
      expect(await json(await call("PUT", `/api/meets/${meet.id}`, { as: own, body }), 503)).toEqual(MAINTENANCE);
      expect(await json(await importLxf(own), 503)).toEqual(MAINTENANCE);
      expect(
        await json(await call("POST", "/api/clubs", { as: admin, body: { name: "Nieuw", external_id: "1", city: "Ede" } }), 503),
      ).toEqual(MAINTENANCE);
      expect(await json(await call("DELETE", `/api/meets/${meet.id}`, { as: own }), 503)).toEqual(MAINTENANCE);
      expect(await json(await call("POST", `/api/clubs/${clubId}/link_code`, { as: own }), 503)).toEqual(MAINTENANCE);
      const official = { email: uniqueEmail("official"), external_id: "AB12CD3", name: "Tineke Tijd" };
      expect(
        await json(
          await call("POST", "/api/official/join", { body: { meet_number: meet.external_id, auth_code: meet.auth_code, ...official } }),
          503,
        ),
      ).toEqual(MAINTENANCE);
      // Signing in too: the app shows its maintenance dialog instead.
      expect(await json(await call("POST", "/api/session/login", { body: { username: "wie@example.nl", password: "x" } }), 503)).toEqual(
        MAINTENANCE,
      );
      // The link's calls as well, before its code is even looked at.
      const form = new FormData();
      form.set("file", new File(["x"], "x.lxf"));
      const linked = await SELF.fetch(`${ORIGIN}/api/link/meets/${meet.external_id}/import`, {
        method: "POST",
        headers: { Authorization: `Bearer ${code}` },
        body: form,
      });
      expect(await json(linked, 503)).toEqual(MAINTENANCE);
    });
    expect(await storedState()).toEqual(before);
    expect(await json(await call("GET", `/api/meets/${meet.id}`, { as: own }), 200)).toEqual(meetBefore);
    expect(await log()).toEqual(logBefore);
    // The same code still opens the link: none was made.
    const listed = await SELF.fetch(`${ORIGIN}/api/link/meets`, { headers: { Authorization: `Bearer ${code}` } });
    expect(listed.status).toBe(200);
    await listed.arrayBuffer();
  });

  it("still answers reads, the link's too, and the version says maintenance", async () => {
    await inMaintenance(async () => {
      expect((await json(await call("GET", `/api/meets/${meet.id}`, { as: own }), 200)).id).toBe(meet.id);
      expect((await json(await call("GET", `/api/meets/${meet.id}/heats`, { as: own }), 200)).heats.length).toBeGreaterThan(0);
      expect((await json(await call("GET", "/api/session/verify", { as: own }), 200)).id).toBeDefined();
      const linked = await SELF.fetch(`${ORIGIN}/api/link/meets`, { headers: { Authorization: `Bearer ${code}` } });
      expect(linked.status).toBe(200);
      await linked.arrayBuffer();
      expect((await json(await call("GET", "/api/version"), 200)).maintenance).toBe(true);
    });
    expect((await json(await call("GET", "/api/version"), 200)).maintenance).toBe(false);
  });

  it("tells an open socket and refuses its commands with code maintenance; the heat stays as it was", async () => {
    const desk = await connect(meet.signed_id, admin);
    await welcome(desk);
    const activeBefore = (await programme()).active_heat_id;
    await inMaintenance(async () => {
      // A page that opens its socket now hears it at once.
      const late = await connect(meet.signed_id, admin);
      await welcome(late);
      expect(await late.take("maintenance")).toEqual({ type: "maintenance", message: serverText("nl", "server.request.maintenance") });
      const id = cid();
      desk.send({ type: "next", id });
      expect(await desk.take("error", (m) => m.id === id)).toMatchObject({
        code: "maintenance",
        message: serverText("nl", "server.request.maintenance"),
      });
    });
    expect((await programme()).active_heat_id).toBe(activeBefore);
  });
});
