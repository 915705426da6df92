// Floods of client frames: one official changing their task as fast as a script can
// reaches the other sockets as a few presence frames a second, ending on their last task; other
// frames beyond a socket's budget are refused unapplied, and the room keeps serving everyone else.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, seedAdmin, seedClub, seedClubUser, uniqueEmail, type Caller } from "./helpers";
import { importLxf } from "./meets-helpers";
import { cid, closeAll, connect, welcome } from "./live-helpers";
import type { OfficialJoin } from "../../src/shared/official";

let admin: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string };

async function joinAs(number: string): Promise<OfficialJoin> {
  const body = {
    meet_number: meet.external_id,
    auth_code: meet.auth_code,
    email: uniqueEmail("tk"),
    external_id: number,
    name: `Tijd ${number}`,
  };
  return json<OfficialJoin>(await joinOfficial(body), 200);
}

beforeAll(async () => {
  admin = await seedAdmin();
  meet = await json(await importLxf(await seedClubUser(await seedClub("ZV Stortvloed"))), 201);
  await env.DB.prepare("update meets set planned_date = '2099-01-01' where id = ?").bind(meet.id).run();
});

afterEach(closeAll);

describe("floods of client frames", () => {
  it("500 task changes in a burst reach a watcher as at most 50 presence frames, ending on the last task", async () => {
    const phone = await connect(meet.signed_id, undefined, { official: (await joinAs("TK70001")).token });
    const watcher = await connect(meet.signed_id, admin);
    await welcome(phone);
    await welcome(watcher);
    for (let i = 0; i < 500; i++) phone.send({ type: "task", task: { kind: "timekeeper", lane: String(1 + (i % 8)) } });
    // The test's in-process socket was seen to hand the room the last few frames of such a burst out
    // of order (a phone's TCP never does): the last task goes once the burst is in. It goes out on
    // presence's next turn, however late a loaded machine runs it, and nothing after it.
    await phone.settle();
    await new Promise((r) => setTimeout(r, 100));
    await phone.settle();
    phone.send({ type: "task", task: { kind: "judge" } });
    const last = await watcher.take("presence", (m) => m.presence.judges === 1, 5_000);
    expect(last.presence).toEqual({ timekeepers: {}, judges: 1 });
    const lastIndex = watcher.types.lastIndexOf("presence");
    await new Promise((r) => setTimeout(r, 600));
    await watcher.settle();
    expect(watcher.types.lastIndexOf("presence")).toBe(lastIndex);
    // The welcome's own presence and at most 50 for the burst.
    expect(watcher.types.filter((type) => type === "presence").length).toBeLessThanOrEqual(51);
    // The log names the first task at once and the next one a minute later at the soonest: one line
    // for the whole burst, not one per presence frame (14,000 an hour from one phone before).
    const log = await json<{ action: string }[]>(await call("GET", `/api/meets/${meet.id}/events`, { as: admin }), 200);
    const named = log.filter((e) => e.action.includes("neemt de taak") && e.action.includes("Tijd TK70001")).map((e) => e.action);
    // Whichever lane the burst was at when presence first went out.
    expect(named).toEqual([expect.stringMatching(/^Tijd TK70001 neemt de taak tijdwaarnemer baan [1-8]$/)]);
  });

  it("a reload or a reconnect with the same task adds no log line", async () => {
    const { token } = await joinAs("TK70003");
    const lines = async () =>
      (await json<{ action: string }[]>(await call("GET", `/api/meets/${meet.id}/events`, { as: admin }), 200)).filter(
        (e) => e.action.includes("neemt de taak") && e.action.includes("Tijd TK70003"),
      ).length;
    for (let round = 0; round < 3; round++) {
      const phone = await connect(meet.signed_id, undefined, { official: token });
      await welcome(phone);
      phone.send({ type: "task", task: { kind: "timekeeper", lane: "4" } });
      await phone.settle();
      await new Promise((r) => setTimeout(r, 300));
      expect(await lines()).toBe(1);
      phone.close();
    }
  });

  it("a flood of other frames is refused past the socket's budget, and the room answers others at once", async () => {
    const phone = await connect(meet.signed_id, undefined, { official: (await joinAs("TK70002")).token });
    const other = await connect(meet.signed_id, admin);
    await welcome(phone);
    await welcome(other);
    const ids = Array.from({ length: 2_000 }, () => cid());
    for (const id of ids) phone.send({ type: "lane_time", id, heat_id: "1-1", lane: "4", touched_at: Date.now(), offset: 0, accuracy: 4 });
    const startedAt = Date.now();
    expect(await other.settle()).toBeInstanceOf(Array);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    const refused = await phone.take("error", (m) => m.code === "too_many", 10_000);
    expect(refused.message).toBe(
      "Er komen te veel berichten tegelijk van dit apparaat; dit bericht is niet verwerkt. Wacht een paar seconden en probeer het opnieuw.",
    );
    expect(ids).toContain(refused.id);
  });
});
