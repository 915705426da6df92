// DESIGN 8h, a multi-session meet runs as its file plans it, against the real Worker, room, D1 and R2:
// an Olympic and Paralympic trials start list (14 sessions over 7 days, prelims in the morning and
// finals at night, para events between the others) in its running order in /heats, the socket's
// programme and the public answer; every heat with the file's ids; Next from a session's last heat to
// the next session's first; a re-import of the same file in the same order.
import { runInDurableObject } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, json, seedAdmin, seedClub, seedClubUser, type Caller } from "./helpers";
import { cid, closeAll, connect, spec3, welcome } from "./live-helpers";
import { fixture, importLxf, roomProbe, upload } from "./meets-helpers";
import type { MeetRoom } from "../../src/durable/room/server";
import type { Heat, PublicProgramme } from "../../src/shared/programme";
import type { PublicLive } from "../../src/shared/results";

const FILE = "lenex/example-startlist.lxf";

let admin: Caller;
let own: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string; name: string; planned_date: string };
let programme: PublicProgramme;

const { stub } = roomProbe(
  () => meet,
  () => admin,
);
const heatsNow = async () => json<PublicProgramme>(await call("GET", `/api/meets/${meet.id}/heats`, { as: own }), 200);
const ids = (heats: readonly { id: string }[]) => heats.map((h) => h.id);
const storedHeats = async () => ((await runInDurableObject(stub(), (room: MeetRoom) => room.programme())) as { heats: Heat[] }).heats;

beforeAll(async () => {
  admin = await seedAdmin();
  own = await seedClubUser(await seedClub("ZV Trials"));
  meet = await json(await importLxf(own, FILE), 201);
  programme = await heatsNow();
});

afterEach(closeAll);

describe("the programme of a multi-session meet (GET /api/meets/{id}/heats)", () => {
  it("runs the sessions one after another, each session's events in the file's order, heats by their order", () => {
    const order = ids(programme.heats);
    const at = (id: string) => order.indexOf(id);
    expect(order).toHaveLength(335);
    expect(programme.active_heat_id).toBe("1-1");
    // Session 1: event 2 right after heat 1-6, then the para events 301–304 mid-morning, then event 3.
    expect(order.slice(0, 7)).toEqual(["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-1"]);
    expect(order.slice(at("2-6"), at("2-6") + 6)).toEqual(["2-6", "301-1", "302-1", "303-1", "304-1", "3-1"]);
    expect(at("304-1")).toBeLessThan(at("28-1"));
    // The final 1F in the evening's session 2, after the morning's last heat; not after heat 1-6.
    expect(order[at("4-10") + 1]).toBe("1F-1");
    expect(programme.heats.find((h) => h.id === "1F-1")!.source?.session).toBe("2");
    // Sessions follow each other by date and time, each heat in the session that holds its EVENT.
    const sessions = programme.heats.map((h) => Number(h.source!.session));
    expect(sessions).toEqual([...sessions].sort((a, b) => a - b));
  });

  it("gives every heat the file's event id, heat id and session, as the room stored them", async () => {
    const stored = new Map((await storedHeats()).map((h) => [h.id, h.lenex]));
    for (const heat of programme.heats) {
      const lenex = stored.get(heat.id)!;
      expect(heat.source, heat.id).toEqual({ event_id: lenex.event_id, heat_id: lenex.heat_id, session: lenex.session });
      expect(heat.source!.event_id && heat.source!.heat_id && heat.source!.session, heat.id).toBeTruthy();
    }
    expect(programme.heats.find((h) => h.id === "301-1")!.source).toEqual({ event_id: "266", heat_id: "21875", session: "1" });
    // Only the heat's own ids: the rest of the file's facts stay in the room.
    expect(JSON.stringify(programme)).not.toMatch(/"lenex"|birthdate|prev_event_id/);
  });

  it("lists the meet's sessions beside the heats, for the programme's session rows", () => {
    expect(programme.sessions).toHaveLength(14);
    expect(programme.sessions.slice(0, 2)).toEqual([
      { number: "1", date: "2024-05-13", daytime: "09:30", name: "Day 1 Prelims / Jour 1 Préliminaires" },
      { number: "2", date: "2024-05-13", daytime: "18:00", name: "Day 1 Finals / Jour 1 Finales" },
    ]);
  });
});

describe("the programme a socket gets, and Next and Previous", () => {
  it("gives the socket the same heats, in the same order, with the sessions", async () => {
    const viewer = await connect(meet.signed_id, own);
    const { heats } = await welcome(viewer);
    expect(heats.heats).toEqual(programme.heats.map(spec3));
    expect(heats.sessions).toEqual(programme.sessions);
  });

  it("moves from a session's last heat to the next session's first, and back", async () => {
    const control = await connect(meet.signed_id, admin);
    await welcome(control);
    const send = async (message: object) => {
      const id = cid();
      control.send({ ...message, id });
      await control.take("ack", (m) => m.id === id);
      return (await control.take("meet")).meet.active_heat_id;
    };
    // 1-6 to 2-1 (not to the final), 4-10 (session 1's last) to 1F-1 (session 2's first).
    expect(await send({ type: "activate", heat_id: "1-6" })).toBe("1-6");
    expect(await send({ type: "next" })).toBe("2-1");
    expect(await send({ type: "activate", heat_id: "2-6" })).toBe("2-6");
    expect(await send({ type: "next" })).toBe("301-1");
    expect(await send({ type: "activate", heat_id: "4-10" })).toBe("4-10");
    expect(await send({ type: "next" })).toBe("1F-1");
    expect(await send({ type: "previous" })).toBe("4-10");
    const lastOfSession2 = programme.heats.filter((h) => h.source?.session === "2").at(-1)!.id;
    expect(await send({ type: "activate", heat_id: lastOfSession2 })).toBe(lastOfSession2);
    const next = await send({ type: "next" });
    expect(programme.heats.find((h) => h.id === next)!.source?.session).toBe("3");
    expect(next).toBe(programme.heats.find((h) => h.source?.session === "3")!.id);
  });
});

describe("the public live answer", () => {
  it("gives the heats in the running order with the file's ids, and the sessions", async () => {
    // Back to the first heat: heats before the active one that never started were passed over, and
    // expect nothing (issue 41.3).
    const control = await connect(meet.signed_id, admin);
    await welcome(control);
    const id = cid();
    control.send({ type: "activate", heat_id: programme.heats[0]!.id, id });
    await control.take("ack", (m) => m.id === id);
    const body = {
      name: meet.name,
      external_id: meet.external_id,
      planned_date: meet.planned_date,
      auth_code: meet.auth_code,
      public: true,
    };
    await json(await call("PUT", `/api/meets/${meet.id}`, { as: own, body }), 200);
    const live = await json<PublicLive>(await call("GET", `/api/public/meets/${meet.external_id}/live`), 200);
    expect(ids(live.heats)).toEqual(ids(programme.heats));
    expect(live.heats.map((h) => h.source)).toEqual(programme.heats.map((h) => h.source));
    expect(live.sessions).toEqual(programme.sessions);
    // Expected starts follow the running order: the mid-morning para event before event 3, on day 1.
    const start = (id: string) => live.heats.find((h) => h.id === id)!.expected_start!;
    expect(start("301-1")).toBeLessThan(start("3-1"));
    expect(start("2-1")).toBeLessThan(start("1F-1"));
  });
});

describe("a meet whose date the club corrects", () => {
  it("moves its sessions to the new days, the same days apart, for the desk, a socket and the public page", async () => {
    const viewer = await connect(meet.signed_id, own);
    await welcome(viewer);
    // 2024-05-13 (a Monday) to 2026-11-27 (a Friday): 928 days later.
    const body = { name: meet.name, external_id: meet.external_id, planned_date: "2026-11-27", auth_code: meet.auth_code, public: true };
    await json(await call("PUT", `/api/meets/${meet.id}`, { as: own, body }), 200);
    const { sessions: told } = await viewer.take("heats");
    const moved = await heatsNow();
    expect(moved.sessions.slice(0, 3).map((s) => [s.number, s.date, s.daytime])).toEqual([
      ["1", "2026-11-27", "09:30"],
      ["2", "2026-11-27", "18:00"],
      ["3", "2026-11-28", programme.sessions[2]!.daytime],
    ]);
    expect(moved.sessions.at(-1)!.date).toBe("2026-12-03");
    expect(told).toEqual(moved.sessions);
    // The public answer is kept for a second for the many readers.
    const publicLive = async () => json<PublicLive>(await call("GET", `/api/public/meets/${meet.external_id}/live`), 200);
    await expect.poll(async () => (await publicLive()).sessions, { timeout: 3_000 }).toEqual(moved.sessions);
    const live = await publicLive();
    // The first heat is expected on the new day, at the session's time in the pool's zone.
    expect(new Date(live.heats[0]!.expected_start!).toISOString().slice(0, 10)).toBe("2026-11-27");
    // Back to the file's day: its own dates again.
    await json(await call("PUT", `/api/meets/${meet.id}`, { as: own, body: { ...body, planned_date: meet.planned_date } }), 200);
    expect((await heatsNow()).sessions).toEqual(programme.sessions);
  });
});

describe("a re-import of the same file", () => {
  it("keeps the running order, a swum heat in its place", async () => {
    const control = await connect(meet.signed_id, admin);
    await welcome(control);
    const send = async (message: object) => {
      const id = cid();
      control.send({ ...message, id });
      await control.take("ack", (m) => m.id === id);
    };
    await send({ type: "activate", heat_id: "301-1" });
    await send({ type: "start", time: Date.now(), accuracy: 2 });
    await send({ type: "stop", time: Date.now() + 30, accuracy: 2 });
    const res = await upload(`/api/meets/${meet.id}/import`, own, { bytes: fixture(FILE), name: "example-startlist.lxf" });
    expect(res.status, await res.clone().text()).toBe(200);
    const { heats: broadcast, sessions } = await control.take("heats");
    const again = await heatsNow();
    expect(ids(again.heats)).toEqual(ids(programme.heats));
    expect(again.heats.map((h) => h.source)).toEqual(programme.heats.map((h) => h.source));
    expect(ids(broadcast)).toEqual(ids(programme.heats));
    expect(sessions).toEqual(programme.sessions);
    expect(again.heats.find((h) => h.id === "301-1")!.start_time).not.toBeNull();
  });
});

describe("a CSV heat list", () => {
  it("runs in the order of its rows, its heats without file ids or sessions", async () => {
    const rows = [
      "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM",
      "3;1;4;50;FREE;F;Bakker",
      "301;1;3;50;FREE;F;Smit",
      "1;2;4;100;BACK;M;Visser",
      "1;1;4;100;BACK;M;Jansen",
      "3;1;5;50;FREE;F;Mol",
    ];
    const fields = { name: "Rijen", external_id: "52470", planned_date: "2099-06-01" };
    const csv: { id: number } = await json(
      await upload("/api/meets/csv", own, { bytes: rows.join("\r\n"), name: "rijen.csv" }, fields),
      201,
    );
    const list = await json<PublicProgramme>(await call("GET", `/api/meets/${csv.id}/heats`, { as: own }), 200);
    expect(ids(list.heats)).toEqual(["3-1", "301-1", "1-2", "1-1"]);
    expect(list.active_heat_id).toBe("3-1");
    expect(list.heats.some((h) => "source" in h)).toBe(false);
    expect(list.sessions).toEqual([]);
  });
});
