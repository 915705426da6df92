import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, countRows, json, lastMailTo, login, seedMatrix, seedUser, uniqueEmail, type Caller } from "./helpers";

let admin: Caller & { id: number };
let clubId: number;
let otherClubId: number;
let own: Caller & { id: number };
let other: Caller & { id: number };

const member = (club_id: number | null = clubId) => ({
  club_id,
  username: uniqueEmail("nieuw"),
  first_name: "Piet",
  last_name: "van den Berg",
});

const mailsTo = async (to: string) =>
  (await env.DB.prepare('select count(*) as n from outbox where "to" = ?').bind(to).first<{ n: number }>())!.n;
const invite = (id: number, as?: Caller) => call("POST", `/api/users/${id}/invite`, { as });

beforeAll(async () => {
  ({ admin, clubId, otherClubId, own, other } = await seedMatrix());
});

describe("listing", () => {
  it("filters by club and role for administrators and keeps club users to their own team", async () => {
    const ofClub = await json(await call("GET", `/api/users?club_id=${clubId}`, { as: admin }), 200);
    expect(ofClub.every((u: { club_id: number }) => u.club_id === clubId)).toBe(true);
    const admins = await json(await call("GET", "/api/users?is_admin=true", { as: admin }), 200);
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((u: { is_admin: boolean }) => u.is_admin)).toBe(true);
    const team = await json(await call("GET", "/api/users", { as: own }), 200);
    expect(team.map((u: { id: number }) => u.id)).toContain(own.id);
    expect(team.every((u: { club_id: number }) => u.club_id === clubId)).toBe(true);
    await json(await call("GET", `/api/users?club_id=${otherClubId}`, { as: own }), 403);
    await json(await call("GET", "/api/users"), 401);
    await json(await call("GET", "/api/users?club_id=abc", { as: admin }), 400);
  });
});

describe("creating", () => {
  it("creates a team member whose welcome mail leads to the activation page, which mails a working link", async () => {
    const body = member();
    const user = await json(await call("POST", "/api/users", { as: own, body }), 201);
    // The created member with its id, so a script can go on to edit or delete the member it made.
    expect(user).toMatchObject({
      username: body.username,
      first_name: "Piet",
      last_name: "van den Berg",
      club_id: clubId,
      is_admin: false,
    });
    expect(user.id).toEqual(expect.any(Number));
    expect(user.activated).toBe(false);
    expect((await json(await call("GET", `/api/users/${user.id}`, { as: own }), 200)).username).toBe(body.username);
    const welcome = await lastMailTo(body.username);
    expect(welcome.mail!.subject).toMatch(/Welkom/);
    // DESIGN 4: no secret in the welcome mail, only the page that asks for one.
    expect(welcome.token).toBeUndefined();
    const page = welcome.mail!.text.match(/https?:\/\/\S+/)![0];
    expect(page).toBe(`${env.APP_URL}/activate?email=${encodeURIComponent(body.username)}`);
    const email = new URL(page).searchParams.get("email")!;
    await json(await call("POST", "/api/session/activation", { body: { username: email } }), 200);
    const { mail, token } = await lastMailTo(body.username, welcome.mail!.id);
    expect(mail!.subject).toMatch(/activatielink/);
    await json(await call("POST", "/api/session/login", { body: { username: body.username, password: "Zwemmen!2026" } }), 401);
    await json(await call("POST", "/api/session/reset", { body: { reset_token: token, password: "Actief!2026" } }), 200);
    await login(body.username, "Actief!2026");
    const listed = await json(await call("GET", `/api/users?club_id=${clubId}`, { as: admin }), 200);
    expect(listed.find((u: { username: string }) => u.username === body.username).activated).toBe(true);
  });

  it("refuses an address that has an account with SPEC's 422, and adds, changes and mails nothing", async () => {
    for (const [who, existing] of [
      [own, await seedUser({ clubId: otherClubId })],
      [own, await seedUser({ admin: true })],
      [admin, await seedUser({ clubId, active: false })],
    ] as const) {
      const before = await env.DB.prepare("select * from users where id = ?").bind(existing.id).first();
      const mailsBefore = await countRows("outbox");
      const body = { ...member(), username: existing.username.toUpperCase() };
      const refused = await json(await call("POST", "/api/users", { as: who, body }), 422);
      expect(refused).toMatchObject({
        error: "Existing user",
        message: "Deze gebruikersnaam bestaat al. Kies een andere naam en probeer opnieuw.",
        fields: { username: "Deze gebruikersnaam bestaat al. Kies een andere naam en probeer opnieuw." },
      });
      expect(await env.DB.prepare("select * from users where id = ?").bind(existing.id).first()).toEqual(before);
      expect(await env.DB.prepare("select count(*) as n from users where username = ?").bind(existing.username).first("n")).toBe(1);
      expect(await countRows("outbox")).toBe(mailsBefore);
    }
  });

  it("answers an address that has an account with SPEC's 422 every time, without spending its invitations", async () => {
    const waiting = await seedUser({ clubId, active: false });
    for (let i = 0; i < 5; i++) {
      const refused = await json(await call("POST", "/api/users", { as: own, body: { ...member(), username: waiting.username } }), 422);
      expect(refused.message).toBe("Deze gebruikersnaam bestaat al. Kies een andere naam en probeer opnieuw.");
    }
    expect(await mailsTo(waiting.username)).toBe(0);
    // No club blocks the invitations of an address by adding it again and again.
    for (let i = 0; i < 3; i++) expect((await invite(waiting.id, own)).status).toBe(204);
    await json(await invite(waiting.id, own), 429);
  });

  it("adds an address added twice at once one time, and counts only the invitation that went out", async () => {
    const body = member();
    const answers = await Promise.all([1, 2].map(() => call("POST", "/api/users", { as: own, body })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await mailsTo(body.username)).toBe(1);
    const { id } = (await env.DB.prepare("select id from users where username = ?").bind(body.username).first<{ id: number }>())!;
    for (let i = 0; i < 2; i++) expect((await invite(id, own)).status).toBe(204);
    await json(await invite(id, own), 429);
  });

  it("keeps club users to their own club and away from creating administrators", async () => {
    await json(await call("POST", "/api/users", { as: own, body: member(otherClubId) }), 403);
    await json(await call("POST", "/api/users", { as: own, body: { ...member(), is_admin: true } }), 403);
    await json(await call("POST", "/api/users", { body: member() }), 401);
    const admin2 = await json(await call("POST", "/api/users", { as: admin, body: { ...member(null), is_admin: true } }), 201);
    expect(admin2).toMatchObject({ is_admin: true, club_id: null });
  });

  it("validates with the SPEC's messages and refuses an unknown club", async () => {
    const bad = await json(await call("POST", "/api/users", { as: admin, body: { club_id: clubId, username: "geen-mail" } }), 400);
    expect(bad.fields).toEqual({
      username: "Gebruikersnaam moet een geldig e-mailadres zijn",
      first_name: "Voornaam is verplicht",
      last_name: "Achternaam is verplicht",
    });
    await json(await call("POST", "/api/users", { as: admin, body: member(987654) }), 404);
    await json(await call("POST", "/api/users", { as: admin, body: { ...member(), club_id: "1; drop table users" } }), 400);
  });
});

describe("editing and deleting", () => {
  it("lets a club user edit and remove their own team, not another club's or an administrator", async () => {
    const mate = await seedUser({ clubId });
    const stranger = await seedUser({ clubId: otherClubId });
    const edited = await json(
      await call("PUT", `/api/users/${mate.id}`, { as: own, body: { username: mate.username, first_name: "Kees", last_name: "Bakker" } }),
      200,
    );
    expect(edited).toMatchObject({ first_name: "Kees", last_name: "Bakker" });
    await json(
      await call("PUT", `/api/users/${stranger.id}`, { as: own, body: { username: stranger.username, first_name: "X", last_name: "Y" } }),
      403,
    );
    await json(
      await call("PUT", `/api/users/${admin.id}`, { as: own, body: { username: "a@b.nl", first_name: "X", last_name: "Y" } }),
      403,
    );
    await json(await call("DELETE", `/api/users/${stranger.id}`, { as: own }), 403);
    expect((await call("DELETE", `/api/users/${mate.id}`, { as: own })).status).toBe(204);
    await json(await call("DELETE", `/api/users/${mate.id}`, { as: admin }), 404);
  });

  it("answers a taken username on edit with 422 and changes nothing", async () => {
    const a = await seedUser({ clubId, active: false });
    const b = await seedUser({ clubId });
    const taken = await json(
      await call("PUT", `/api/users/${a.id}`, { as: own, body: { username: b.username, first_name: "A", last_name: "A" } }),
      422,
    );
    expect(await env.DB.prepare("select username from users where id = ?").bind(a.id).first("username")).toBe(a.username);
    // To a club user, the same words as any refused edit: a rename cannot tell which addresses have an account.
    expect(taken).toEqual({ error: "Not saved", message: "Controleer de gegevens en probeer opnieuw." });
  });

  it("tells an administrator at once that an address has an account, activated or not, and changes nothing", async () => {
    const taken = await seedUser({ clubId });
    for (const active of [false, true]) {
      const a = await seedUser({ clubId, active });
      const refused = await json(
        await call("PUT", `/api/users/${a.id}`, { as: admin, body: { username: taken.username, first_name: "A", last_name: "A" } }),
        422,
      );
      expect(refused).toMatchObject({
        error: "Existing user",
        fields: { username: "Deze gebruikersnaam bestaat al. Kies een andere naam en probeer opnieuw." },
      });
      const row = await env.DB.prepare("select username, pending_username from users where id = ?").bind(a.id).first();
      expect(row).toEqual({ username: a.username, pending_username: null });
    }
  });

  it("answers a taken address for an activated account as any other: it waits for a confirmation that cannot come", async () => {
    const a = await seedUser({ clubId });
    const b = await seedUser({ clubId });
    const waiting = await json(
      await call("PUT", `/api/users/${a.id}`, { as: own, body: { username: b.username, first_name: "A", last_name: "A" } }),
      200,
    );
    expect(waiting).toMatchObject({ username: a.username, pending_username: b.username });
    const free = await json(
      await call("PUT", `/api/users/${a.id}`, { as: own, body: { username: uniqueEmail("vrij"), first_name: "A", last_name: "A" } }),
      200,
    );
    expect(Object.keys(free).sort()).toEqual(Object.keys(waiting).sort());
  });

  it("never deletes the last administrator", async () => {
    await env.DB.prepare("delete from users where is_admin = 1 and id != ?").bind(admin.id).run();
    await json(await call("DELETE", `/api/users/${admin.id}`, { as: admin }), 409);
    await json(await call("DELETE", `/api/users/${other.id}`, { as: own }), 403);
  });
});

describe("mails of a new address for an activated member (DESIGN 4: a mailbox's limit)", () => {
  const rename = (id: number, username: string, first_name = "Team") =>
    call("PUT", `/api/users/${id}`, { as: own, body: { username, first_name, last_name: "Lid" } });

  it("mails a waiting address once however often the same edit is saved, and again once the window has passed", async () => {
    const mate = await seedUser({ clubId });
    const address = uniqueEmail("nieuw-adres");
    for (let i = 0; i < 5; i++) expect((await json(await rename(mate.id, address, `Team ${i}`), 200)).pending_username).toBe(address);
    expect(await mailsTo(address)).toBe(1);
    expect(await mailsTo(mate.username)).toBe(1);
    // A lost mail can be had again: a quarter of an hour on, saving the same address mails a fresh link.
    const earlier = new Date(Date.now() - 16 * 60_000).toISOString();
    await env.DB.prepare("update tokens set created_at = ? where user_id = ?").bind(earlier, mate.id).run();
    await json(await rename(mate.id, address), 200);
    expect(await mailsTo(address)).toBe(2);
  });

  it("mails one outside address at most three times, then refuses the edit with 429 and changes nothing", async () => {
    const victim = uniqueEmail("buiten");
    const mates = [await seedUser({ clubId }), await seedUser({ clubId }), await seedUser({ clubId }), await seedUser({ clubId })];
    for (const mate of mates.slice(0, 3)) await json(await rename(mate.id, victim), 200);
    const last = mates[3]!;
    const before = await env.DB.prepare("select * from users where id = ?").bind(last.id).first();
    const refused = await json(await rename(last.id, victim, "Anders"), 429);
    expect(refused).toEqual({
      error: "Too many requests",
      message: expect.stringMatching(/^Er is niets gewijzigd: .* Wacht een kwartier/),
    });
    expect(await env.DB.prepare("select * from users where id = ?").bind(last.id).first()).toEqual(before);
    expect(await mailsTo(victim)).toBe(3);
    expect(await mailsTo(last.username)).toBe(0);
    // One limit per mailbox, whichever screen mails it: an invitation there waits as well.
    await json(await call("POST", "/api/users", { as: admin, body: { ...member(), username: victim } }), 429);
  });

  it("counts the notices to the member's own address too, so new addresses one after another flood nobody", async () => {
    const mate = await seedUser({ clubId });
    for (let i = 0; i < 3; i++) await json(await rename(mate.id, uniqueEmail("wissel")), 200);
    const fourth = uniqueEmail("wissel");
    await json(await rename(mate.id, fourth), 429);
    expect(await mailsTo(mate.username)).toBe(3);
    expect(await mailsTo(fourth)).toBe(0);
    expect(await env.DB.prepare("select pending_username from users where id = ?").bind(mate.id).first("pending_username")).not.toBe(
      fourth,
    );
  });
});

describe("inviting again", () => {
  it("lets an administrator invite anyone and a club user their own team, nobody else", async () => {
    const mate = await seedUser({ clubId, active: false });
    const stranger = await seedUser({ clubId: otherClubId, active: false });
    const newAdmin = await seedUser({ admin: true, active: false });
    expect((await invite(mate.id, own)).status).toBe(204);
    const { mail } = await lastMailTo(mate.username);
    expect(mail!.subject).toMatch(/Welkom/);
    expect(mail!.text).toContain(`/activate?email=${encodeURIComponent(mate.username)}`);
    expect((await invite(stranger.id, admin)).status).toBe(204);
    expect((await invite(newAdmin.id, admin)).status).toBe(204);
    await json(await invite(stranger.id, own), 403);
    await json(await invite(newAdmin.id, own), 403);
    await json(await invite(mate.id, other), 403);
    await json(await invite(987654, own), 404);
    expect((await json(await invite(mate.id), 401)).error).toBe("Unauthorized");
  });

  it("refuses an account that is already activated, in Dutch", async () => {
    const active = await seedUser({ clubId });
    const refused = await json(await invite(active.id, admin), 409);
    expect(refused).toMatchObject({ error: "Already activated", message: expect.stringMatching(/al geactiveerd/) });
    expect((await lastMailTo(active.username)).mail).toBeNull();
  });

  it("sends one mailbox at most three invitations in a quarter of an hour", async () => {
    const mate = await seedUser({ clubId, active: false });
    for (let i = 0; i < 3; i++) expect((await invite(mate.id, i % 2 ? admin : own)).status).toBe(204);
    const refused = await json(await invite(mate.id, admin), 429);
    expect(refused.message).toMatch(/Wacht een kwartier/);
    const sent = await env.DB.prepare('select count(*) as n from outbox where "to" = ?').bind(mate.username).first<{ n: number }>();
    expect(sent!.n).toBe(3);
    // Another mailbox is not held up by this one.
    const next = await seedUser({ clubId, active: false });
    expect((await invite(next.id, own)).status).toBe(204);
  });

  it("ends the links mailed to an old address when the address is corrected", async () => {
    const typo = await seedUser({ clubId, active: false });
    await call("POST", "/api/session/activation", { body: { username: typo.username } });
    const { token } = await lastMailTo(typo.username);
    await json(
      await call("PUT", `/api/users/${typo.id}`, { as: own, body: { username: uniqueEmail("juist"), first_name: "A", last_name: "B" } }),
      200,
    );
    await json(await call("POST", "/api/session/reset", { body: { reset_token: token, password: "Actief!2026" } }), 400);
  });
});
