// A stranger's failures never leave an owner without a way in. A locked sign-in names the
// reset link, which a stranger cannot use up (the requesting client's limits come before the
// address's) and which remembers the owner's new browser; a meet's typed codes, used up by someone
// who read the meet number, send the venue's officials to the desk, are shown to the administrator and
// lifted from the meet page.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, lastMailTo, PASSWORD, seedAdmin, seedClub, seedClubUser, seedUser, uniqueEmail, type Caller } from "./helpers";
import { serverText } from "../../src/shared/i18n/server-texts";

const stranger = { "CF-Connecting-IP": "203.0.113.66" };
const ownersNewBrowser = { "CF-Connecting-IP": "198.51.100.7" };

let admin: Caller;
let clubId: number;
beforeAll(async () => {
  admin = await seedAdmin();
  clubId = await seedClub("ZV Eigen Deur");
});

describe("an account a stranger is guessing at", () => {
  it("leaves the owner a way in from a new browser: the reset mail, which then remembers that browser", async () => {
    const owner = await seedUser({ clubId });
    for (let i = 0; i < 15; i++) {
      const res = await call("POST", "/api/session/login", {
        headers: stranger,
        body: { username: owner.username, password: `Fout!${i}abcd` },
      });
      expect([401, 429]).toContain(res.status);
    }
    for (let i = 0; i < 30; i++) {
      const res = await call("POST", "/api/session/forgot", { headers: stranger, body: { username: owner.username } });
      expect([200, 429]).toContain(res.status);
    }
    const before = (await env.DB.prepare("select coalesce(max(id), 0) as id from outbox").first<{ id: number }>())!.id;

    // Signing in on a new browser is locked, and the refusal says what does work.
    const locked = await json(
      await call("POST", "/api/session/login", { headers: ownersNewBrowser, body: { username: owner.username, password: PASSWORD } }),
      429,
    );
    expect(locked.message).toBe(serverText("nl", "server.session.loginLocked"));
    // The reset mail is the owner's, whatever the stranger asked for.
    await json(await call("POST", "/api/session/forgot", { headers: ownersNewBrowser, body: { username: owner.username } }), 200);
    const { token } = await lastMailTo(owner.username, before);
    expect(token).toBeDefined();
    const reset = await call("POST", "/api/session/reset", {
      headers: ownersNewBrowser,
      body: { reset_token: token, password: "Weerbinnen!2026" },
    });
    await json(reset.clone(), 200);
    const cookies = reset.headers.getSetCookie().map((c) => c.split(";")[0]!);
    const session = cookies.find((c) => c.startsWith("session="))!;
    await json(await call("GET", "/api/session/verify", { headers: ownersNewBrowser, as: { cookie: session } }), 200);
    // That browser is now the owner's: the stranger's failures no longer lock it out.
    const device = cookies.find((c) => c.startsWith("device="))!;
    expect(device).toBeDefined();
    await json(
      await call("POST", "/api/session/login", {
        headers: { ...ownersNewBrowser, Cookie: device },
        body: { username: owner.username, password: "Weerbinnen!2026" },
      }),
      200,
    );
    await json(
      await call("POST", "/api/session/login", { headers: stranger, body: { username: owner.username, password: "Weerbinnen!2026" } }),
      429,
    );
  });

  it("from two addresses spends sign-in and the mails; the owner's new browser uses the newest mailed link, in for good", async () => {
    const owner = await seedUser({ clubId });
    const strangers = ["203.0.113.71", "203.0.113.72"].map((ip) => ({ "CF-Connecting-IP": ip }));
    const before = (await env.DB.prepare("select coalesce(max(id), 0) as id from outbox").first<{ id: number }>())!.id;
    for (let i = 0; i < 20; i++) {
      const headers = strangers[i % 2]!;
      await (
        await call("POST", "/api/session/login", { headers, body: { username: owner.username, password: `Fout!${i}abcd` } })
      ).body?.cancel();
      await (await call("POST", "/api/session/forgot", { headers, body: { username: owner.username } })).body?.cancel();
    }
    const login = (headers: Record<string, string>, password = PASSWORD) =>
      call("POST", "/api/session/login", { headers, body: { username: owner.username, password } });
    await json(await login(ownersNewBrowser), 429);
    // No new mail for the new browser: the refusal says the mails already sent work.
    const spent = await json(
      await call("POST", "/api/session/forgot", { headers: ownersNewBrowser, body: { username: owner.username } }),
      429,
    );
    expect(spent.message).toBe(serverText("nl", "server.session.mailsSpent"));
    expect(spent.message).toContain("de nieuwste link werkt");
    // The newest of the mails the strangers asked for is in the owner's inbox, and opens the account.
    const { token } = await lastMailTo(owner.username, before);
    const reset = await call("POST", "/api/session/reset", {
      headers: ownersNewBrowser,
      body: { reset_token: token, password: "Nieuwdeur!2026" },
    });
    await json(reset.clone(), 200);
    const device = reset.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("device="))!;
    // The strangers go on failing, from both addresses: that browser signs in all the same.
    for (let i = 0; i < 20; i++) await (await login(strangers[i % 2]!, `Nogmaals!${i}fout`)).body?.cancel();
    await json(await login({ ...ownersNewBrowser, Cookie: device }, "Nieuwdeur!2026"), 200);
    await json(await login(strangers[0]!, "Nieuwdeur!2026"), 429);
  });

  it("still caps the mails to one address when many clients ask", async () => {
    const owner = await seedUser({ clubId });
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      statuses.push(
        (
          await call("POST", "/api/session/forgot", {
            headers: { "CF-Connecting-IP": `192.0.2.${100 + i}` },
            body: { username: owner.username },
          })
        ).status,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
  });
});

describe("a network shared by a pool's clubs", () => {
  const login = (username: string, ip: string, password = PASSWORD) =>
    call("POST", "/api/session/login", { headers: { "CF-Connecting-IP": ip }, body: { username, password } });

  it("locks only the account someone mistyped, not the others signing in over the same Wi-Fi", async () => {
    const pool = "198.51.100.40";
    const typist = await seedUser({ clubId });
    const secretary = await seedUser({ clubId });
    for (let i = 0; i < 11; i++) await (await login(typist.username, pool, `Fout!${i}abcd`)).body?.cancel();
    const locked = await json(await login(typist.username, pool), 429);
    expect(locked.message).toBe(serverText("nl", "server.session.loginLocked"));
    await json(await login(secretary.username, pool), 200);
  });

  it("still stops one client trying passwords on many accounts, and says the network is what is locked", async () => {
    const sprayer = "203.0.113.90";
    const targets = await Promise.all(Array.from({ length: 6 }, () => seedUser({ clubId })));
    for (let i = 0; i < 50; i++) {
      const res = await login(targets[i % targets.length]!.username, sprayer, `Raden!${i}abcd`);
      expect(res.status).toBe(401);
      await res.body?.cancel();
    }
    const owner = await seedUser({ clubId });
    const refused = await json(await login(owner.username, sprayer), 429);
    expect(refused.message).toBe(serverText("nl", "server.session.networkLocked"));
    expect(refused.message).toContain("netwerk");
    // The accounts themselves are not locked: from elsewhere their owners sign in.
    await json(await login(owner.username, "192.0.2.91"), 200);
    await json(await login(targets[0]!.username, "192.0.2.92"), 200);
  });
});

describe("a meet whose typed codes a stranger used up", () => {
  async function seedMeet(external_id: string) {
    await env.DB.prepare(
      "insert into meets (club_id, name, external_id, auth_code, join_key) values (?, 'Voorjaarswedstrijd', ?, '2468', ?)",
    )
      .bind(clubId, external_id, `key${external_id}`.padEnd(22, "x"))
      .run();
    return { meet_number: external_id, auth_code: "2468" };
  }
  const official = (number: string) => ({ email: uniqueEmail("tk"), external_id: number, name: "Tijd Waarnemer" });

  it("is shown to the administrator on the meet's own list and lifted there; the venue then types again", async () => {
    const meet = await seedMeet("81501");
    const other = await seedMeet("81502");
    const wrong = { ...meet, auth_code: "1357" };
    for (let i = 0; i < 61; i++) {
      await call("POST", "/api/official/meet", { headers: { "CF-Connecting-IP": `203.0.113.${i % 3}` }, body: wrong });
    }
    await call("POST", "/api/official/meet", { headers: stranger, body: { ...other, auth_code: "1357" } });
    const venue = { "CF-Connecting-IP": "192.0.2.50" };
    // Locked: the venue's officials go to the desk instead of being refused (DESIGN 8).
    const join = (who: string) => call("POST", "/api/official/join", { headers: venue, body: { ...meet, ...official(who) } });
    expect((await json(await join("TK81501"), 202)).code_sent).toBe(false);

    const listed = await json<{ key: string }[]>(await call("GET", `/api/lockouts?meet_number=${meet.meet_number}`, { as: admin }), 200);
    expect(listed.map((l) => l.key)).toEqual(["official:meet:81501"]);
    expect(await json(await call("GET", "/api/lockouts?meet_number=81502", { as: admin }), 200)).toEqual([]);
    await json(await call("GET", "/api/lockouts?meet_number=1", { as: admin }), 400);
    await json(await call("GET", `/api/lockouts?meet_number=${meet.meet_number}`, { as: await seedClubUser(clubId) }), 403);

    expect((await call("DELETE", `/api/lockouts/${encodeURIComponent(listed[0]!.key)}`, { as: admin })).status).toBe(204);
    await json(await call("POST", "/api/official/meet", { headers: venue, body: meet }), 200);
    expect((await json(await join("TK81503"), 202)).code_sent).toBe(true);
  });
});
