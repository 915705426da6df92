// Revocation reaches open sockets, so a logged-out session or a withdrawn access cannot go on
// acting through a socket it already holds: a socket is let in once, at its upgrade; whatever ends
// the session or the access later closes it at once, and nothing it sends after that is applied.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  joinOfficial,
  json,
  login,
  PASSWORD,
  seedAdmin,
  seedClub,
  seedClubUser,
  seedUser,
  uniqueEmail,
  type Caller,
} from "./helpers";
import { importLxf, roomProbe } from "./meets-helpers";
import { cid, closeAll, connect, welcome, type LiveClient } from "./live-helpers";
import type { OfficialJoin } from "../../src/shared/official";

const REVOKED = { code: 4401, reason: "Je bent afgemeld of je toegang is ingetrokken. Meld je opnieuw aan." };

let admin: Caller;
let clubId: number;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string; name: string; planned_date: string | null };

const { programme: programmeNow } = roomProbe(
  () => meet,
  () => admin,
);

/** Within a second the room has closed the socket with this code and reason. */
async function closedWith(client: LiveClient, expected: { code: number; reason: string }) {
  const outcome = await Promise.race([client.closed, new Promise((resolve) => setTimeout(() => resolve("still open"), 1_000))]);
  expect(outcome).toEqual(expected);
}

beforeAll(async () => {
  admin = await seedAdmin();
  clubId = await seedClub("ZV Intrekken");
  const own = await seedClubUser(clubId);
  meet = await json(await importLxf(own), 201);
  await env.DB.prepare("update meets set planned_date = '2099-01-01' where id = ?").bind(meet.id).run();
  meet.planned_date = "2099-01-01";
});

afterEach(closeAll);

describe("revocation reaches open sockets", () => {
  it("a logout closes that session's socket, and a start it sends is never applied", async () => {
    const user = await seedAdmin();
    const other = await login(user.username);
    const socket = await connect(meet.signed_id, user);
    const stays = await connect(meet.signed_id, other);
    await welcome(socket);
    await welcome(stays);
    expect((await call("DELETE", "/api/session/logout", { as: user })).status).toBe(204);
    await closedWith(socket, REVOKED);
    try {
      socket.send({ type: "start", id: cid(), time: Date.now(), accuracy: 2 });
    } catch {
      // a closed socket refuses to send at all
    }
    expect((await programmeNow()).heats[0]!.status).toBe(0);
    // The same user's other session keeps its socket.
    expect(await stays.settle()).toBeInstanceOf(Array);
  });

  it("a logout's socket hears 4401 within 1.5 s, in a frame ahead of the close a proxy may hold back", async () => {
    const user = await seedAdmin();
    const socket = await connect(meet.signed_id, user);
    await welcome(socket);
    const loggedOutAt = Date.now();
    expect((await call("DELETE", "/api/session/logout", { as: user })).status).toBe(204);
    const closing = await socket.take("closing", () => true, 1_500);
    expect(Date.now() - loggedOutAt).toBeLessThan(1_500);
    expect(closing).toEqual({ type: "closing", ...REVOKED });
    await closedWith(socket, REVOKED);
  });

  it("deleting a club user closes their socket", async () => {
    const member = await seedUser({ clubId });
    const caller = await login(member.username);
    const socket = await connect(meet.signed_id, caller);
    await welcome(socket);
    expect((await call("DELETE", `/api/users/${member.id}`, { as: admin })).status).toBe(204);
    await closedWith(socket, REVOKED);
  });

  it("a password change closes the user's other sessions' sockets, not the one that changed it", async () => {
    const member = await seedUser({ clubId });
    const here = await login(member.username);
    const elsewhere = await login(member.username);
    const mine = await connect(meet.signed_id, here);
    const theirs = await connect(meet.signed_id, elsewhere);
    await welcome(mine);
    await welcome(theirs);
    const res = await call("PUT", "/api/session/update_password", {
      as: here,
      body: { current_password: PASSWORD, password: "Nieuw!Wacht2026" },
    });
    expect(res.status).toBe(204);
    await closedWith(theirs, REVOKED);
    const still = await Promise.race([mine.closed, mine.settle()]);
    expect(Array.isArray(still)).toBe(true);
  });

  it("a new authorisation code closes every official's socket", async () => {
    const joined = await json<OfficialJoin>(
      await joinOfficial({
        meet_number: meet.external_id,
        auth_code: meet.auth_code,
        email: uniqueEmail("tk"),
        external_id: "TK99999",
        name: "Tim Tijd",
      }),
      200,
    );
    const phone = await connect(meet.signed_id, undefined, { official: joined.token });
    await welcome(phone);
    const body = {
      name: meet.name,
      external_id: meet.external_id,
      planned_date: meet.planned_date,
      auth_code: meet.auth_code === "1234" ? "4321" : "1234",
    };
    expect((await call("PUT", `/api/meets/${meet.id}`, { as: admin, body })).status).toBe(200);
    await closedWith(phone, REVOKED);
  });
});
