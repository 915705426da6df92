// Changing a team member's address never hands their account to someone else. An activated
// account's new address waits until its owner confirms it from there with their password; until then
// the old address signs in and gets the resets, and it is told of the request.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, lastMailTo, login, PASSWORD, seedMatrix, seedUser, uniqueEmail, type Caller } from "./helpers";

let admin: Caller & { id: number };
let clubId: number;
let own: Caller & { id: number };

beforeAll(async () => {
  ({ admin, clubId, own } = await seedMatrix());
});

const rename = (as: Caller, user: { id: number }, username: string) =>
  call("PUT", `/api/users/${user.id}`, { as, body: { username, first_name: "Anna", last_name: "de Vries" } });

/** The confirmation link's token in the newest mail to an address. */
async function confirmToken(to: string): Promise<string> {
  const { mail } = await lastMailTo(to);
  expect(mail!.subject).toMatch(/Bevestig je nieuwe e-mailadres/);
  return mail!.text.match(/\/email\/confirm\/([A-Za-z0-9_-]+)/)![1]!;
}

const confirm = (token: string, password: string, as?: Caller) =>
  call("POST", "/api/session/confirm_email", { as, body: { token, password } });

const usernameOf = async (id: number) => env.DB.prepare("select username from users where id = ?").bind(id).first<string>("username");

describe("a club user who changes a team member's address to their own mailbox", () => {
  it("gets no account: the old address still signs in and gets the resets, and the owner is told", async () => {
    const mate = await seedUser({ clubId });
    const session = await login(mate.username);
    const mine = uniqueEmail("kaper");
    const answered = await json(await rename(own, mate, mine), 200);
    expect(answered).toMatchObject({ username: mate.username, pending_username: mine });
    expect(await usernameOf(mate.id)).toBe(mate.username);

    const notice = await lastMailTo(mate.username);
    expect(notice.mail!.subject).toMatch(/wordt mogelijk gewijzigd/);
    expect(notice.mail!.text).toContain(mine);
    const token = await confirmToken(mine);

    // The link in the thief's mailbox chooses no password and, without the owner's password, moves nothing.
    await json(await call("POST", "/api/session/reset", { body: { reset_token: token, password: "Gekaapt!2026" } }), 400);
    const wrong = await json(await confirm(token, "Gekaapt!2026"), 401);
    expect(wrong.message).toBe("Dit wachtwoord klopt niet. Vul het wachtwoord in waarmee je nu inlogt.");
    expect(await usernameOf(mate.id)).toBe(mate.username);

    // A reset asked for the thief's address mails nothing; one for the owner's goes to the owner.
    await json(await call("POST", "/api/session/forgot", { body: { username: mine } }), 200);
    await json(await call("POST", "/api/session/forgot", { body: { username: mate.username } }), 200);
    expect((await lastMailTo(mate.username, notice.mail!.id)).mail!.subject).toMatch(/Wachtwoord opnieuw instellen/);
    expect((await lastMailTo(mine)).mail!.subject).toMatch(/Bevestig/);

    // The owner's session goes on, and the old address signs in; the new one does not.
    await json(await call("GET", "/api/session/verify", { as: session }), 200);
    await login(mate.username);
    await json(await call("POST", "/api/session/login", { body: { username: mine, password: PASSWORD } }), 401);
  });

  it("is the same for an administrator's change of an administrator", async () => {
    const other = await seedUser({ admin: true });
    const mine = uniqueEmail("beheer");
    expect(await json(await rename(admin, other, mine), 200)).toMatchObject({ username: other.username, pending_username: mine });
    await login(other.username);
    expect((await lastMailTo(other.username)).mail!.subject).toMatch(/wordt mogelijk gewijzigd/);
  });
});

describe("the owner who confirms the new address", () => {
  it("moves the account there with the mailed link and their password, once", async () => {
    const mate = await seedUser({ clubId });
    const next = uniqueEmail("nieuw");
    await json(await rename(own, mate, next), 200);
    const notice = (await lastMailTo(mate.username)).mail!;
    await call("POST", "/api/session/forgot", { body: { username: mate.username } });
    const reset = (await lastMailTo(mate.username, notice.id)).mail!;
    const token = await confirmToken(next);

    const link = await json(await call("POST", "/api/session/link", { body: { reset_token: token } }), 200);
    expect(link).toMatchObject({ kind: "email", username: mate.username, pending_username: next });
    const [a, b] = await Promise.all([confirm(token, PASSWORD), confirm(token, PASSWORD)]);
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    expect(await usernameOf(mate.id)).toBe(next);
    await login(next);
    await json(await call("POST", "/api/session/login", { body: { username: mate.username, password: PASSWORD } }), 401);
    // The reset mailed to the old address opens nothing any more.
    const old = reset.text.match(/\/password\/reset\/([A-Za-z0-9_-]+)/)![1];
    await json(await call("POST", "/api/session/reset", { body: { reset_token: old, password: "Gekaapt!2026" } }), 400);
    await json(await confirm(token, PASSWORD), 410);
  });

  it("cannot take an address another account has meanwhile, and only the newest link counts", async () => {
    const mate = await seedUser({ clubId });
    const first = uniqueEmail("eerst");
    await json(await rename(own, mate, first), 200);
    const stale = await confirmToken(first);
    const wanted = uniqueEmail("bezet");
    await json(await rename(admin, mate, wanted), 200);
    const token = await confirmToken(wanted);
    await json(await confirm(stale, PASSWORD), 410);
    await seedUser({ clubId, username: wanted });
    const taken = await json(await confirm(token, PASSWORD), 409);
    expect(taken.message).toMatch(/hoort al bij een ander account/);
    expect(await usernameOf(mate.id)).toBe(mate.username);
  });
});

describe("an account that is not activated yet", () => {
  it("is corrected at once, as before: nobody owns it yet", async () => {
    const typo = await seedUser({ clubId, active: false });
    const right = uniqueEmail("juist");
    expect(await json(await rename(own, typo, right), 200)).toMatchObject({ username: right, pending_username: null });
  });
});
