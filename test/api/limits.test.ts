// Limits that hold under bursts (DESIGN 3 and 11): every attempt is counted before it is checked, so
// parallel attempts get past a limit only as often as the limit allows; and the last administrator
// cannot be deleted by two deletions at once.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, call, json, lastMailTo, login, seedAdmin, seedClub, seedUser } from "./helpers";
import { importLxf, storedState, upload } from "./meets-helpers";
import { zipSync } from "fflate";

describe("attempts counted before they are checked", () => {
  it("40 parallel logins for one account from one client: at most 10 passwords checked, the right one among them or not", async () => {
    const { username } = await seedUser({ admin: false, clubId: await seedClub("ZV Burst") });
    const headers = { "CF-Connecting-IP": "203.0.113.40" };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call("POST", "/api/session/login", { headers, body: { username, password: i === 39 ? PASSWORD : `Fout!${i}wachtwoord` } }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    const checked = statuses.filter((s) => s !== 429).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
    for (const res of answers) await res.body?.cancel();
  });

  it("200 parallel code guesses from 200 addresses: at most 60 checked against the meet's code", { timeout: 30_000 }, async () => {
    const clubId = await seedClub("ZV Codes");
    await env.DB.prepare(
      "insert into meets (club_id, name, external_id, auth_code, planned_date) values (?, 'Gokwedstrijd', '81234', '4321', '2099-01-01')",
    )
      .bind(clubId)
      .run();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call("POST", "/api/official/meet", {
          headers: { "CF-Connecting-IP": `198.51.100.${i % 250}` },
          body: { meet_number: "81234", auth_code: String(1000 + i) },
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(60);
    // Past the cap no code is compared: every try, right or wrong, goes to the desk alike (DESIGN 8).
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(140);
    expect(statuses.every((s) => s === 401 || s === 200)).toBe(true);
    for (const res of answers) await res.body?.cancel();
  });

  it("a success gives its attempt back: officials who type the code right never use up the meet's limit", { timeout: 30_000 }, async () => {
    const clubId = await seedClub("ZV Goed");
    await env.DB.prepare(
      "insert into meets (club_id, name, external_id, auth_code, planned_date) values (?, 'Goedwedstrijd', '81235', '2468', '2099-01-01')",
    )
      .bind(clubId)
      .run();
    for (let i = 0; i < 60; i++) {
      const res = await call("POST", "/api/official/meet", { body: { meet_number: "81235", auth_code: "2468" } });
      expect(res.status).toBe(200);
      await res.body?.cancel();
    }
  });
});

describe("a file that describes what no race is", () => {
  const csvHead = "EVENT;HEAT;LANE;DISTANCE;STROKE;GENDER;LASTNAME;RELAYCOUNT\n";
  const lenexWith = (style: string) =>
    zipSync({
      "m.lef": new TextEncoder().encode(
        `<?xml version="1.0"?><LENEX version="3.0"><MEETS><MEET name="Reuzenafstand">` +
          `<SESSIONS><SESSION number="1" date="2099-03-01"><EVENTS>` +
          `<EVENT eventid="1" number="1"><SWIMSTYLE distance="50" stroke="FREE" relaycount="1"/>` +
          `<HEATS><HEAT heatid="11" number="1"/></HEATS></EVENT>` +
          `<EVENT eventid="2" number="2"><SWIMSTYLE ${style}/><HEATS><HEAT heatid="21" number="1"/></HEATS></EVENT>` +
          `</EVENTS></SESSION></SESSIONS></MEET></MEETS></LENEX>`,
      ),
    });

  it("refuses a CSV heat of 999999 m and a relay of 40, new or re-imported, with a Dutch 422 naming the row, storing nothing", async () => {
    const own = await seedUser({ admin: false, clubId: await seedClub("ZV Marathon") }).then((u) => login(u.username));
    const meet = await json<{ id: number }>(await importLxf(own), 201);
    const before = await storedState();
    const heatsBefore = await (await call("GET", `/api/meets/${meet.id}/heats`, { as: own })).text();
    const files = [
      [
        `${csvHead}1;1;1;50;FREE;M;Kort\n2;1;1;999999;FREE;M;Lang\n`,
        'Regel 3, kolom DISTANCE: afstand "999999" ligt niet tussen 25 en 1500 meter.',
      ],
      [`${csvHead}1;1;1;100;FREE;M;Ploeg 1;40\n`, 'Regel 2, kolom RELAYCOUNT: "40" zwemmers per ploeg ligt niet tussen 1 en 10.'],
    ];
    for (const [text, where] of files) {
      const created = await json(
        await upload(
          "/api/meets/csv",
          own,
          { bytes: text!, name: "series.csv" },
          { name: "Marathon", external_id: "71999", planned_date: "2099-03-01" },
        ),
        422,
      );
      expect(created.message).toBe(`${where} Verbeter ${where!.includes("DISTANCE") ? "de afstand" : "het aantal"} in het bestand.`);
      expect((await json(await upload(`/api/meets/${meet.id}/import`, own, { bytes: text!, name: "series.csv" }), 422)).message).toBe(
        created.message,
      );
    }
    expect(await storedState()).toEqual(before);
    expect(await (await call("GET", `/api/meets/${meet.id}/heats`, { as: own })).text()).toBe(heatsBefore);
    expect((await call("GET", "/api/version")).status).toBe(200);
  });

  it("refuses a LENEX SWIMSTYLE of 999999 m with a Dutch 422 naming the event and element, and keeps serving", async () => {
    const own = await seedUser({ admin: false, clubId: await seedClub("ZV Oceaan") }).then((u) => login(u.username));
    const before = await storedState();
    const refused = await json(
      await upload("/api/meets/lxf", own, { bytes: lenexWith('distance="999999" stroke="FREE" relaycount="1"'), name: "reus.lxf" }),
      422,
    );
    expect(refused).toMatchObject({
      error: "race_invalid",
      message: 'Programma 2, element SWIMSTYLE: afstand "999999" ligt niet tussen 25 en 1500 meter. Verbeter de afstand in het bestand.',
    });
    expect(await storedState()).toEqual(before);
    expect((await call("GET", "/api/version")).status).toBe(200);
    await json(
      await upload("/api/meets/lxf", own, { bytes: lenexWith('distance="1500" stroke="FREE" relaycount="1"'), name: "reus.lxf" }),
      201,
    );
  });
});

describe("rate limits keep only live windows", () => {
  it("an attempt sweeps the windows that have passed, and keeps the current ones", async () => {
    const old = Date.now() - 16 * 60_000;
    await env.DB.prepare(
      "insert into rate_limits (key, count, window_start, max) values ('ip:203.0.113.90', 3, ?, 10), ('ip:203.0.113.91', 2, ?, 10)",
    )
      .bind(old, Date.now())
      .run();
    const res = await call("POST", "/api/session/login", {
      headers: { "CF-Connecting-IP": "203.0.113.92" },
      body: { username: "niemand@example.nl", password: "Fout!1wachtwoord" },
    });
    await res.body?.cancel();
    const keys = (await env.DB.prepare("select key from rate_limits where key like 'ip:203.0.113.9%'").all<{ key: string }>()).results.map(
      (r) => r.key,
    );
    expect(keys).not.toContain("ip:203.0.113.90");
    expect(keys).toContain("ip:203.0.113.91");
    expect(
      await env.DB.prepare("select count(*) as n from rate_limits where window_start < ?")
        .bind(Date.now() - 15 * 60_000)
        .first("n"),
    ).toBe(0);
  });
});

describe("the last administrator", () => {
  beforeAll(async () => {
    // Only the two administrators of this test exist, whatever other files seeded.
    await env.DB.prepare("update users set is_admin = 0").run();
  });

  it("two administrators deleting themselves at the same moment leave one administrator", async () => {
    const a = await seedAdmin();
    const b = await seedAdmin();
    const [first, second] = await Promise.all([
      call("DELETE", "/api/session/account", { as: a }),
      call("DELETE", "/api/session/account", { as: b }),
    ]);
    expect([first.status, second.status].sort()).toEqual([204, 409]);
    const admins = await env.DB.prepare("select count(*) as n from users where is_admin = 1").first<{ n: number }>();
    expect(admins!.n).toBe(1);
    const refused = first.status === 409 ? first : second;
    expect(((await refused.json()) as { message: string }).message).toBe("De laatste beheerder kan niet worden verwijderd.");
  });
});

describe("reset links end at a reset or a password change", () => {
  it("of two links, the newer sets the password and the older then opens nothing", async () => {
    const { username } = await seedUser({ admin: false, clubId: await seedClub("ZV Links") });
    await call("POST", "/api/session/forgot", { body: { username } });
    const older = await lastMailTo(username);
    await call("POST", "/api/session/forgot", { body: { username } });
    const newer = await lastMailTo(username, older.mail!.id);
    expect(newer.token).not.toBe(older.token);
    const body = (token: string) => ({ reset_token: token, password: "Nieuw!Wachtwoord2026" });
    expect((await call("POST", "/api/session/reset", { body: body(newer.token!) })).status).toBe(200);
    const refused = await call("POST", "/api/session/reset", { body: body(older.token!) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe("Deze link is ongeldig of verlopen.");
  });

  it("a password change ends an outstanding reset link", async () => {
    const { username } = await seedUser({ admin: false, clubId: await seedClub("ZV Wijzig") });
    const me = await login(username);
    await call("POST", "/api/session/forgot", { body: { username } });
    const { token } = await lastMailTo(username);
    const changed = await call("PUT", "/api/session/update_password", {
      as: me,
      body: { current_password: PASSWORD, password: "Ander!Wachtwoord2026" },
    });
    expect(changed.status).toBe(204);
    expect((await call("POST", "/api/session/reset", { body: { reset_token: token, password: "Derde!Wachtwoord2026" } })).status).toBe(400);
  });
});

describe("bodies counted as they stream", () => {
  it("a chunked JSON body over 64 KB is refused with 413 as soon as the limit is passed, never read to its end", async () => {
    // This body has no end: only a limit that counts the bytes as they come can answer at all.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(`"${"x".repeat(1000)}",`));
      },
    });
    const body = endless;
    const res = await call("POST", "/api/session/login", { raw: body, headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe("Het verzoek is te groot.");
  });

  it("a chunked upload over 2,000,000 bytes is refused with 413 and stores nothing", async () => {
    const clubId = await seedClub("ZV Stroom");
    const user = await seedUser({ clubId });
    const me = await login(user.username);
    const before = await env.DB.prepare("select count(*) as n from meets").first<{ n: number }>();
    const boundary = "grensgrens";
    const head =
      `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="file"; filename="groot.lxf"\r\n` +
      `Content-Type: application/zip\r\n\r\n`;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        for (let i = 0; i < 25; i++) controller.enqueue(new Uint8Array(100_000));
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    const res = await call("POST", "/api/meets/lxf", {
      as: me,
      raw: stream,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(413);
    const after = await env.DB.prepare("select count(*) as n from meets").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });
});

describe("the programme's limits", () => {
  const HEADER = "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM";
  const importCsv = async (rows: string[], number: string) => {
    const me = await login((await seedUser({ clubId: await seedClub(`ZV Groot ${number}`) })).username);
    return upload(
      "/api/meets/csv",
      me,
      { bytes: [HEADER, ...rows].join("\n"), name: "groot.csv" },
      { name: "Te groot", external_id: number, planned_date: "2099-01-01" },
    );
  };

  it("a file with more heats than one meet may have is refused with 422 and stores nothing", async () => {
    const before = await env.DB.prepare("select count(*) as n from meets").first<{ n: number }>();
    const rows = Array.from({ length: 1_001 }, (_, i) => `1;${i + 1};4;50;FREE;M;Zwemmer${i}`);
    const res = await importCsv(rows, "71001");
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(
      "Dit bestand heeft 1001 series; één wedstrijd heeft er hoogstens 1000. Splits het programma over meer wedstrijden.",
    );
    const after = await env.DB.prepare("select count(*) as n from meets").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("a heat with more lanes than a pool has is refused with 422, naming the heat", async () => {
    const rows = Array.from({ length: 11 }, (_, lane) => `3;2;${lane};50;FREE;M;Zwemmer${lane}`);
    const res = await importCsv(rows, "71002");
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(
      "Programma 3, serie 2 heeft 11 banen; een serie heeft er hoogstens 10. Controleer de baannummers in het bestand.",
    );
  });
});

describe("no lockout by strangers", () => {
  it("the owner's browser signs in after 30 failures from other addresses; a new browser is held back", async () => {
    const { username } = await seedUser({ clubId: await seedClub("ZV Eigenaar") });
    const home = { "CF-Connecting-IP": "192.0.2.10" };
    const first = await call("POST", "/api/session/login", { headers: home, body: { username, password: PASSWORD } });
    expect(first.status).toBe(200);
    const device = first.headers
      .getSetCookie()
      .find((c) => c.startsWith("device="))!
      .split(";")[0]!;
    for (let i = 0; i < 30; i++) {
      const res = await call("POST", "/api/session/login", {
        headers: { "CF-Connecting-IP": `198.18.0.${i + 1}` },
        body: { username, password: `Fout!${i}wachtwoord` },
      });
      expect([401, 429]).toContain(res.status);
      await res.body?.cancel();
    }
    const owner = await call("POST", "/api/session/login", {
      headers: { ...home, Cookie: device },
      body: { username, password: PASSWORD },
    });
    expect(owner.status).toBe(200);
    const stranger = await call("POST", "/api/session/login", { headers: home, body: { username, password: PASSWORD } });
    expect(stranger.status).toBe(429);
    // A forged device cookie is no device: it is signed with the server's secret.
    const forged = await call("POST", "/api/session/login", {
      headers: { ...home, Cookie: `device=${encodeURIComponent(username)}.AAAA` },
      body: { username, password: PASSWORD },
    });
    expect(forged.status).toBe(429);
  });
  it("a stranger from many addresses spends the address's reset mails, and the owner's browser still gets its own", async () => {
    const { username } = await seedUser({ clubId: await seedClub("ZV Herstel") });
    const home = { "CF-Connecting-IP": "192.0.2.20" };
    const first = await call("POST", "/api/session/login", { headers: home, body: { username, password: PASSWORD } });
    expect(first.status).toBe(200);
    const device = first.headers.getSetCookie().find((c) => c.startsWith("device="))!;
    // The device cookie goes with the reset request too.
    expect(device).toMatch(/Path=\/api\/session(;|$)/i);
    const forgot = (headers: Record<string, string>) => call("POST", "/api/session/forgot", { headers, body: { username } });
    for (let i = 0; i < 6; i++) await (await forgot({ "CF-Connecting-IP": `198.18.1.${1 + (i % 2)}` })).body?.cancel();
    expect((await forgot({ "CF-Connecting-IP": "198.18.1.3" })).status).toBe(429);
    const before = await lastMailTo(username);
    const owner = await forgot({ ...home, Cookie: device.split(";")[0]! });
    expect(owner.status).toBe(200);
    await expect.poll(async () => (await lastMailTo(username)).mail?.id, { timeout: 3_000 }).toBeGreaterThan(before.mail?.id ?? 0);
    // A forged device cookie is no device.
    const forged = await forgot({ ...home, Cookie: `device=${encodeURIComponent(username)}.AAAA` });
    expect(forged.status).toBe(429);
  });
});

describe("lockouts an administrator can see and lift", () => {
  it("lists a locked meet code for administrators only, and lifting it lets the officials in again", async () => {
    const clubId = await seedClub("ZV Slot");
    await env.DB.prepare(
      "insert into meets (club_id, name, external_id, auth_code, planned_date) values (?, 'Slotwedstrijd', '81299', '1357', '2099-01-01')",
    )
      .bind(clubId)
      .run();
    const venue = { "CF-Connecting-IP": "192.0.2.99" };
    for (let i = 0; i < 30; i++) {
      const res = await call("POST", "/api/official/meet", { headers: venue, body: { meet_number: "81299", auth_code: "0000" } });
      await res.body?.cancel();
    }
    const locked = await call("POST", "/api/official/meet", { headers: venue, body: { meet_number: "81299", auth_code: "1357" } });
    expect(locked.status).toBe(429);
    const admin = await seedAdmin();
    const list = (await (await call("GET", "/api/lockouts", { as: admin })).json()) as { key: string; count: number; limit: number }[];
    const entry = list.find((l) => l.key === "official:meet:81299:ip:192.0.2.99");
    expect(entry).toMatchObject({ limit: 30 });
    expect(entry!.count).toBeGreaterThanOrEqual(30);
    const member = await login((await seedUser({ clubId })).username);
    expect((await call("GET", "/api/lockouts", { as: member })).status).toBe(403);
    expect((await call("DELETE", `/api/lockouts/${encodeURIComponent(entry!.key)}`, { as: member })).status).toBe(403);
    expect((await call("DELETE", `/api/lockouts/${encodeURIComponent(entry!.key)}`, { as: admin })).status).toBe(204);
    expect((await call("DELETE", `/api/lockouts/${encodeURIComponent(entry!.key)}`, { as: admin })).status).toBe(404);
    const again = await call("POST", "/api/official/meet", { headers: venue, body: { meet_number: "81299", auth_code: "1357" } });
    expect(again.status).toBe(200);
  });
});

describe("an import is one step", () => {
  it("a meet whose first import died midway is seen by nobody, and gone after the next list", async () => {
    const clubId = await seedClub("ZV Half");
    const me = await login((await seedUser({ clubId })).username);
    // What a process that died between the meet's row and its programme leaves behind.
    const dead = await env.DB.prepare(
      "insert into meets (club_id, name, external_id, auth_code) values (?, 'Half', '64000', '1234') returning id",
    )
      .bind(clubId)
      .first<{ id: number }>();
    await env.DB.prepare("insert into pending_meets (meet_id, created_at) values (?, ?)")
      .bind(dead!.id, Date.now() - 10 * 60_000)
      .run();
    expect((await call("GET", `/api/meets/${dead!.id}`, { as: me })).status).toBe(404);
    const list = (await (await call("GET", "/api/meets", { as: me })).json()) as { id: number }[];
    expect(list.map((m) => m.id)).not.toContain(dead!.id);
    expect(await env.DB.prepare("select count(*) as n from meets where id = ?").bind(dead!.id).first("n")).toBe(0);

    // A finished import leaves nothing pending.
    const made = await upload(
      "/api/meets/csv",
      me,
      { bytes: "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM\n1;1;4;50;FREE;M;Heel", name: "heel.csv" },
      { name: "Heel", external_id: "64001", planned_date: "2099-01-01" },
    );
    expect(made.status).toBe(201);
    expect(await env.DB.prepare("select count(*) as n from pending_meets").first("n")).toBe(0);
  });
});
