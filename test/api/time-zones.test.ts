// DESIGN 12: each meet runs on its own pool's clock (an IANA time zone), the club's by default:
// 'no longer accessible', expected starts, the log and its CSV follow it, never the server's zone.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { call, json, seedAdmin, seedClubUser, type Caller } from "./helpers";
import { importLxf } from "./meets-helpers";
import { poolDate } from "../../src/shared/meet-day";
import type { PublicLive } from "../../src/shared/results";

let admin: Caller;
let own: Caller;
let clubId: number;
type Meet = { id: number; external_id: string; auth_code: string; name: string; planned_date: string | null; time_zone: string };
let meet: Meet;

/** The public answer as it is after an edit: the edge keeps one for a second, the Cache API to the whole second (http/edge-cache). */
async function publicLive(): Promise<PublicLive> {
  await new Promise((r) => setTimeout(r, 3_100));
  return json<PublicLive>(await call("GET", `/api/public/meets/${meet.external_id}/live`), 200);
}

/** The wall clock at a pool in `timeZone` at a moment: "09:30". */
const clockAt = (moment: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(moment);

/** A moment as the log CSV writes it for Excel (14-11-2026 09:31:05) by `timeZone`'s clock, worked out here, not by the code tested. */
const logStamp = (at: number, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  })
    .format(at)
    .replace(",", "");
const edit = (changes: Partial<Meet> & { public?: boolean }) =>
  call("PUT", `/api/meets/${meet.id}`, {
    as: own,
    body: {
      name: meet.name,
      external_id: meet.external_id,
      planned_date: meet.planned_date ?? "2099-01-01",
      auth_code: meet.auth_code,
      ...changes,
    },
  });

beforeAll(async () => {
  admin = await seedAdmin();
  const club = await json<{ id: number; time_zone: string }>(
    await call("POST", "/api/clubs", {
      as: admin,
      body: { name: "SV Berlin", external_id: "B-1", city: "Berlin", time_zone: "Europe/Berlin" },
    }),
    201,
  );
  clubId = club.id;
  expect(club.time_zone).toBe("Europe/Berlin");
  own = await seedClubUser(clubId);
  meet = await json<Meet>(await importLxf(own, "lenex/example-startlist.lxf", { external_id: "65101" }), 201);
});

describe("a meet's time zone", () => {
  it("is its club's when it is made, and an edit changes it, logged; an unknown zone is refused with the field named", async () => {
    expect(meet.time_zone).toBe("Europe/Berlin");
    const bad = await json<{ fields: Record<string, string> }>(await edit({ time_zone: "Mars/Olympus_Mons" }), 400);
    expect(bad.fields.time_zone).toBe("Kies een tijdzone uit de lijst, bijvoorbeeld Europe/Amsterdam");
    expect((await json<Meet>(await call("GET", `/api/meets/${meet.id}`, { as: own }), 200)).time_zone).toBe("Europe/Berlin");

    const moved = await json<Meet>(await edit({ time_zone: "Pacific/Auckland" }), 200);
    expect(moved.time_zone).toBe("Pacific/Auckland");
    const log = await json<{ action: string }[]>(await call("GET", `/api/meets/${meet.id}/events`, { as: admin }), 200);
    expect(log.map((e) => e.action)).toContainEqual(expect.stringContaining("tijdzone Europe/Berlin → Pacific/Auckland"));
    meet = moved;
  });

  it("reads the file's session times by the pool's clock: the expected start of the first heat is 09:30 there", async () => {
    await json(await edit({ public: true }), 200);
    for (const zone of ["Pacific/Auckland", "Europe/Berlin"]) {
      await json(await edit({ time_zone: zone }), 200);
      const live = await publicLive();
      expect(live.meet.time_zone).toBe(zone);
      const first = live.heats.find((heat) => heat.expected_start != null)!;
      // The file says 09:30 on 13 May 2024 at the pool, whichever pool it is.
      expect(clockAt(first.expected_start!, zone)).toBe("09:30");
    }
    const berlin = (await publicLive()).heats[0]!.expected_start!;
    await json(await edit({ time_zone: "Pacific/Auckland" }), 200);
    const auckland = (await publicLive()).heats[0]!.expected_start!;
    // Auckland's 09:30 on 13 May is ten hours before Berlin's.
    expect(berlin - auckland).toBe(10 * 3600_000);
  });

  it("writes the log's CSV times by the pool's clock", async () => {
    const events = await json<{ created_at: string; action: string }[]>(
      await call("GET", `/api/meets/${meet.id}/events`, { as: admin }),
      200,
    );
    const csv = await (await call("GET", `/api/meets/${meet.id}/log.csv`, { as: admin })).text();
    const at = Date.parse(events[0]!.created_at);
    const stamp = (timeZone: string) => logStamp(at, "nl-NL", timeZone);
    // The newest line, as Excel reads a date and time: by Auckland's clock, not Amsterdam's.
    expect(csv).toContain(`${stamp("Pacific/Auckland")};`);
    expect(csv).not.toContain(`${stamp("Europe/Amsterdam")};`);
  });

  it("closes the door to officials when the meet's day has passed at its pool, not in Amsterdam", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC−11) are 25 hours apart: today in Pago Pago has always
    // passed in Kiritimati.
    const today = poolDate(new Date(), "Pacific/Pago_Pago");
    await env.DB.prepare("update meets set planned_date = ? where id = ?").bind(today, meet.id).run();
    const join = () => call("POST", "/api/official/meet", { body: { meet_number: meet.external_id, auth_code: meet.auth_code } });
    await json(await edit({ planned_date: today, time_zone: "Pacific/Kiritimati" }), 200);
    const closed = await json<{ message: string }>(await join(), 403);
    expect(closed.message).toBe("Deze wedstrijd is niet meer toegankelijk via de app.");
    await json(await edit({ planned_date: today, time_zone: "Pacific/Pago_Pago" }), 200);
    await json(await join(), 200);
  });

  it("closes the door in Auckland and in Berlin when the day has passed there, whatever the server's clock (UTC) says", async () => {
    const join = () => call("POST", "/api/official/meet", { body: { meet_number: meet.external_id, auth_code: meet.auth_code } });
    // Written straight to the meet: an edit's own rules and its signed-in session do not come into it.
    const onDay = (planned_date: string, time_zone: string) =>
      env.DB.prepare("update meets set planned_date = ?, time_zone = ? where id = ?").bind(planned_date, time_zone, meet.id).run();
    // A day to come (UTC), so the clock moves little; only the Worker's and the room's Date moves.
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const next = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // 13:00 UTC is 14:00 or 15:00 that day in Berlin and 01:00 or 02:00 the next day in Auckland.
      vi.setSystemTime(Date.parse(`${day}T13:00:00Z`));
      await onDay(day, "Pacific/Auckland");
      expect((await json<{ message: string }>(await join(), 403)).message).toBe("Deze wedstrijd is niet meer toegankelijk via de app.");
      await onDay(next, "Pacific/Auckland");
      await json(await join(), 200);
      await onDay(day, "Europe/Berlin");
      await json(await join(), 200);

      // 23:30 UTC is already the next day in Berlin, while the server's own clock (UTC) still says `day`.
      vi.setSystemTime(Date.parse(`${day}T23:30:00Z`));
      await json(await join(), 403);
      await onDay(day, "UTC");
      await json(await join(), 200);
      await onDay(next, "Europe/Berlin");
      await json(await join(), 200);
    } finally {
      vi.useRealTimers();
      await onDay("2099-01-01", "Pacific/Auckland");
    }
  });

  it("writes the log's CSV times by Berlin's clock for a meet in Berlin, not by the server's", async () => {
    await json(await edit({ time_zone: "Europe/Berlin" }), 200);
    const events = await json<{ created_at: string; action: string }[]>(
      await call("GET", `/api/meets/${meet.id}/events`, { as: admin }),
      200,
    );
    expect(events[0]!.action).toContain("tijdzone Pacific/Auckland → Europe/Berlin");
    const csv = await (await call("GET", `/api/meets/${meet.id}/log.csv`, { as: admin, headers: { "Accept-Language": "de" } })).text();
    const at = Date.parse(events[0]!.created_at);
    const stamp = (timeZone: string) => logStamp(at, "de-DE", timeZone);
    expect(csv).toContain(`${stamp("Europe/Berlin")};`);
    expect(csv).not.toContain(`${stamp("UTC")};`);
  });
});
