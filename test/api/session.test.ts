import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, json, lastMailTo, login, PASSWORD, seedAdmin, seedClub, seedUser, uniqueEmail } from "./helpers";
import { PAGE_USER_HEADER } from "../../src/shared/profile";

const NEW_PASSWORD = "Nieuw#Wachtwoord9";

describe("login", () => {
  it("logs in with the right password, sets an HttpOnly secure cookie and returns the profile", async () => {
    const clubId = await seedClub();
    const user = await seedUser({ clubId });
    const res = await call("POST", "/api/session/login", { body: { username: user.username.toUpperCase(), password: PASSWORD } });
    const profile = await json(res, 200);
    expect(profile).toEqual({
      id: user.id,
      username: user.username,
      first_name: "Anna",
      last_name: "de Vries",
      is_admin: false,
      club_id: clubId,
      language: null,
    });
    const cookie = res.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(JSON.stringify(profile)).not.toContain("password");
  });

  it("refuses a wrong password and an unknown user with the same 401", async () => {
    const user = await seedUser({ clubId: await seedClub() });
    const wrong = await json(await call("POST", "/api/session/login", { body: { username: user.username, password: "Fout!12345" } }), 401);
    const unknown = await json(
      await call("POST", "/api/session/login", { body: { username: "niemand@example.nl", password: PASSWORD } }),
      401,
    );
    expect(wrong.error).toBe("Invalid credentials");
    expect(unknown).toEqual(wrong);
  });

  it("refuses an account that was never activated", async () => {
    const user = await seedUser({ clubId: await seedClub(), active: false });
    await json(await call("POST", "/api/session/login", { body: { username: user.username, password: "" } }), 400);
    await json(await call("POST", "/api/session/login", { body: { username: user.username, password: PASSWORD } }), 401);
  });

  it("answers bad bodies with 400 and no session", async () => {
    for (const body of [{}, { username: "a@b.nl" }, { username: 5, password: [] }, { username: "x".repeat(300), password: "y" }]) {
      const res = await call("POST", "/api/session/login", { body });
      expect(res.status).toBe(400);
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }
    const broken = await call("POST", "/api/session/login", { raw: "{not json", headers: { "Content-Type": "application/json" } });
    expect((await json(broken, 400)).error).toBe("Invalid JSON");
    const huge = await call("POST", "/api/session/login", { body: { username: "a@b.nl", password: "x", padding: "y".repeat(200_000) } });
    expect((await json(huge, 413)).error).toBe("Body too large");
  });

  it("rate limits an address after 10 failures, even with the right password", async () => {
    const user = await seedUser({ clubId: await seedClub() });
    for (let i = 0; i < 10; i++) {
      await json(await call("POST", "/api/session/login", { body: { username: user.username, password: `Fout!${i}abcd` } }), 401);
    }
    const blocked = await json(await call("POST", "/api/session/login", { body: { username: user.username, password: PASSWORD } }), 429);
    expect(blocked.message).toMatch(/Te veel pogingen/);
  });

  it("rate limits one client trying many addresses, more widely than one address (a pool's Wi-Fi is one client)", async () => {
    const headers = { "CF-Connecting-IP": "203.0.113.77" };
    for (let i = 0; i < 50; i++) {
      await json(
        await call("POST", "/api/session/login", { headers, body: { username: uniqueEmail("raad"), password: "Fout!123a" } }),
        401,
      );
    }
    const refused = await json(
      await call("POST", "/api/session/login", { headers, body: { username: uniqueEmail("raad"), password: "Fout!123a" } }),
      429,
    );
    expect(refused.message).toMatch(/^Vanaf dit netwerk/);
  });

  it("refuses a state-changing call from another origin", async () => {
    const user = await seedUser({ clubId: await seedClub() });
    const res = await call("POST", "/api/session/login", {
      headers: { Origin: "https://evil.example" },
      body: { username: user.username, password: PASSWORD },
    });
    expect((await json(res, 403)).error).toBe("Bad origin");
  });
});

describe("verify and logout", () => {
  it("verify gives the profile with a session and 401 without or with a forged cookie", async () => {
    const admin = await seedAdmin();
    expect((await json(await call("GET", "/api/session/verify", { as: admin }), 200)).id).toBe(admin.id);
    await json(await call("GET", "/api/session/verify"), 401);
    await json(await call("GET", "/api/session/verify", { as: { cookie: "session=forged" } }), 401);
  });

  it("answers a page signed in as another account than the session's now as signed out, and changes nothing", async () => {
    // DESIGN 3: another tab signed out and in as someone else; this page still speaks for its own account.
    const admin = await seedAdmin();
    const club = await seedClub("ZV Andere Tab");
    const page = (id: number) => ({ headers: { [PAGE_USER_HEADER]: String(id) } });
    expect((await json(await call("GET", "/api/session/verify", { as: admin, ...page(admin.id) }), 200)).id).toBe(admin.id);
    expect((await json(await call("GET", "/api/session/verify", { as: admin, ...page(admin.id + 1000) }), 401)).error).toBe("Unauthorized");
    const body = { name: "Nooit zo genoemd", external_id: "88123", city: "Ergens" };
    await json(await call("PUT", `/api/clubs/${club}`, { as: admin, body, ...page(admin.id + 1000) }), 401);
    expect((await json(await call("GET", `/api/clubs/${club}.json`, { as: admin }), 200)).name).toBe("ZV Andere Tab");
  });

  it("logout revokes the session on the server", async () => {
    const admin = await seedAdmin();
    const res = await call("DELETE", "/api/session/logout", { as: admin });
    expect(res.status).toBe(204);
    expect(res.headers.get("Set-Cookie")).toMatch(/session=;/);
    await json(await call("GET", "/api/session/verify", { as: admin }), 401);
  });
});

describe("forgot and reset", () => {
  it("mails a reset link; the link sets the password once, logs in and ends old sessions", async () => {
    const user = await seedUser({ clubId: await seedClub() });
    const old = await login(user.username);
    expect(await json(await call("POST", "/api/session/forgot", { body: { username: user.username } }), 200)).toEqual({ ok: true });
    const { mail, token } = await lastMailTo(user.username);
    expect(mail!.subject).toBe("Wachtwoord opnieuw instellen");
    expect(mail!.html).toContain(`${env.APP_URL}/password/reset/`);
    const res = await call("POST", "/api/session/reset", { body: { reset_token: token, password: NEW_PASSWORD } });
    expect((await json(res, 200)).id).toBe(user.id);
    const fresh = { cookie: res.headers.get("Set-Cookie")!.split(";")[0] };
    await json(await call("GET", "/api/session/verify", { as: fresh }), 200);
    await json(await call("GET", "/api/session/verify", { as: old }), 401);
    await login(user.username, NEW_PASSWORD);
    const reused = await json(await call("POST", "/api/session/reset", { body: { reset_token: token, password: "Ander!Wachtw8" } }), 400);
    expect(reused.error).toBe("Invalid token");
  });

  it("answers an unknown address like a known one and sends nothing", async () => {
    const address = uniqueEmail("onbekend");
    expect(await json(await call("POST", "/api/session/forgot", { body: { username: address } }), 200)).toEqual({ ok: true });
    expect((await lastMailTo(address)).mail).toBeNull();
  });

  it("validates the address with the SPEC's messages", async () => {
    expect((await json(await call("POST", "/api/session/forgot", { body: { username: "" } }), 400)).fields).toEqual({
      username: "Verplicht",
    });
    expect((await json(await call("POST", "/api/session/forgot", { body: { username: "geen-adres" } }), 400)).fields).toEqual({
      username: "Geen geldig e-mailadres",
    });
  });

  it("refuses a weak password without spending the token, and an expired token", async () => {
    const user = await seedUser({ clubId: await seedClub() });
    await call("POST", "/api/session/forgot", { body: { username: user.username } });
    const { token } = await lastMailTo(user.username);
    const weak = await json(await call("POST", "/api/session/reset", { body: { reset_token: token, password: "kort" } }), 400);
    expect(weak.fields.password).toBe("Gebruik 8 of meer karakters");
    await env.DB.prepare("update tokens set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1, user.id)
      .run();
    await json(await call("POST", "/api/session/reset", { body: { reset_token: token, password: NEW_PASSWORD } }), 400);
    await login(user.username, PASSWORD);
  });

  it("limits reset mails per address", async () => {
    const user = await seedUser({ clubId: await seedClub() });
    for (let i = 0; i < 5; i++) await json(await call("POST", "/api/session/forgot", { body: { username: user.username } }), 200);
    await json(await call("POST", "/api/session/forgot", { body: { username: user.username } }), 429);
  });
});

describe("activation", () => {
  it("mails a new activation link only to an account that is not active yet", async () => {
    const inactive = await seedUser({ clubId: await seedClub(), active: false });
    const active = await seedUser({ clubId: await seedClub() });
    await json(await call("POST", "/api/session/activation", { body: { username: inactive.username } }), 200);
    await json(await call("POST", "/api/session/activation", { body: { username: active.username } }), 200);
    const { mail, token } = await lastMailTo(inactive.username);
    expect(mail!.subject).toMatch(/activatielink/);
    expect((await lastMailTo(active.username)).mail).toBeNull();
    await json(await call("POST", "/api/session/reset", { body: { reset_token: token, password: NEW_PASSWORD } }), 200);
    await login(inactive.username, NEW_PASSWORD);
  });

  it("ends the older activation links when a new one is mailed", async () => {
    const user = await seedUser({ clubId: await seedClub(), active: false });
    await call("POST", "/api/session/activation", { body: { username: user.username } });
    const first = await lastMailTo(user.username);
    await call("POST", "/api/session/activation", { body: { username: user.username } });
    const second = await lastMailTo(user.username, first.mail!.id);
    expect(second.token).not.toBe(first.token);
    await json(await call("POST", "/api/session/reset", { body: { reset_token: first.token, password: NEW_PASSWORD } }), 400);
    await json(await call("POST", "/api/session/reset", { body: { reset_token: second.token, password: NEW_PASSWORD } }), 200);
  });
});

describe("whose link", () => {
  const lookUp = (reset_token: unknown) => call("POST", "/api/session/link", { body: { reset_token } });

  it("names the account of an activation or reset link to its holder, without spending it", async () => {
    const inactive = await seedUser({ clubId: await seedClub(), active: false });
    await call("POST", "/api/session/activation", { body: { username: inactive.username } });
    const sent = await lastMailTo(inactive.username);
    const activation = sent.token;
    const account = { username: inactive.username, first_name: "Anna", last_name: "de Vries" };
    expect(await json(await lookUp(activation), 200)).toEqual({ kind: "activation", ...account });
    expect(await json(await lookUp(activation), 200)).toEqual({ kind: "activation", ...account });
    await json(await call("POST", "/api/session/reset", { body: { reset_token: activation, password: NEW_PASSWORD } }), 200);

    await call("POST", "/api/session/forgot", { body: { username: inactive.username } });
    const reset = (await lastMailTo(inactive.username, sent.mail!.id)).token;
    expect(await json(await lookUp(reset), 200)).toEqual({ kind: "reset", ...account });
  });

  it("refuses a used, an expired and an unknown link, saying only which kind a spent one was", async () => {
    const user = await seedUser({ clubId: await seedClub(), active: false });
    await call("POST", "/api/session/activation", { body: { username: user.username } });
    const sent = await lastMailTo(user.username);
    const activation = sent.token;
    await json(await call("POST", "/api/session/reset", { body: { reset_token: activation, password: NEW_PASSWORD } }), 200);
    const used = await json(await lookUp(activation), 410);
    expect(used).toEqual({ error: "Used activation link", message: "Deze link is al gebruikt of verlopen." });

    await call("POST", "/api/session/forgot", { body: { username: user.username } });
    const reset = (await lastMailTo(user.username, sent.mail!.id)).token;
    await env.DB.prepare("update tokens set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1, user.id)
      .run();
    expect((await json(await lookUp(reset), 410)).error).toBe("Used reset link");

    const unknown = await json(await lookUp("x".repeat(43)), 404);
    expect(unknown).toEqual({ error: "Invalid token", message: "Deze link is ongeldig of verlopen." });
    expect(JSON.stringify(unknown) + JSON.stringify(used)).not.toContain(user.username);
    await json(await lookUp(""), 400);
    await json(await lookUp(["x"]), 400);
  });
});

describe("own account", () => {
  it("changes the password only with the right current one (401 'Wrong password')", async () => {
    const user = await seedUser({ clubId: await seedClub() });
    const me = await login(user.username);
    const wrong = await json(
      await call("PUT", "/api/session/update_password", { as: me, body: { current_password: "Fout!1234", password: NEW_PASSWORD } }),
      401,
    );
    expect(wrong.error).toBe("Wrong password");
    const weak = await json(
      await call("PUT", "/api/session/update_password", { as: me, body: { current_password: PASSWORD, password: "alllowercase1!" } }),
      400,
    );
    expect(weak.fields.password).toBe("Gebruik minimaal 1 hoofdletter");
    expect(
      (await call("PUT", "/api/session/update_password", { as: me, body: { current_password: PASSWORD, password: NEW_PASSWORD } })).status,
    ).toBe(204);
    await json(await call("GET", "/api/session/verify", { as: me }), 200);
    await login(user.username, NEW_PASSWORD);
    await json(await call("PUT", "/api/session/update_password", { body: { current_password: PASSWORD, password: NEW_PASSWORD } }), 401);
  });

  it("limits wrong current passwords as a sign-in: 10, then 429 even for the right one until the window ends", async () => {
    const user = await seedUser({ clubId: await seedClub() });
    const me = await login(user.username);
    const change = (current_password: string) =>
      call("PUT", "/api/session/update_password", { as: me, body: { current_password, password: NEW_PASSWORD } });
    const guesses = await Promise.all(Array.from({ length: 15 }, (_, i) => change(`Fout!${i}abcd`)));
    expect(guesses.map((r) => r.status).sort()).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    const locked = await json(await change(PASSWORD), 429);
    expect(locked).toEqual({
      error: "Too many requests",
      message: expect.stringMatching(/^Te veel pogingen met een verkeerd huidig wachtwoord/),
    });
    // Nothing changed: the old password still signs in, and only this account's sessions spend this limit.
    await login(user.username, PASSWORD);
    await env.DB.prepare("update rate_limits set window_start = window_start - 15 * 60000 where key = ?")
      .bind(`password:user:${user.id}`)
      .run();
    expect((await change(PASSWORD)).status).toBe(204);
    await login(user.username, NEW_PASSWORD);
  });

  it("updates first and last name and refuses empty names", async () => {
    const user = await seedUser({ clubId: await seedClub() });
    const me = await login(user.username);
    const profile = await json(
      await call("PUT", "/api/session/profile", { as: me, body: { first_name: " Bram ", last_name: "Jansen" } }),
      200,
    );
    expect(profile).toMatchObject({ first_name: "Bram", last_name: "Jansen", username: user.username });
    const bad = await json(await call("PUT", "/api/session/profile", { as: me, body: { first_name: "", last_name: "Jansen" } }), 400);
    expect(bad.fields).toEqual({ first_name: "Voornaam is verplicht" });
    await json(await call("PUT", "/api/session/profile", { body: { first_name: "A", last_name: "B" } }), 401);
  });

  it("deletes the own account and its sessions; the last administrator cannot", async () => {
    const user = await seedUser({ clubId: await seedClub() });
    const me = await login(user.username);
    expect((await call("DELETE", "/api/session/account", { as: me })).status).toBe(204);
    await json(await call("GET", "/api/session/verify", { as: me }), 401);
    await json(await call("POST", "/api/session/login", { body: { username: user.username, password: PASSWORD } }), 401);
    await env.DB.prepare("delete from users where is_admin = 1").run();
    const admin = await seedAdmin();
    expect((await json(await call("DELETE", "/api/session/account", { as: admin }), 409)).error).toBe("Last administrator");
  });
});

describe("version and dev mail", () => {
  it("answers the version from configuration", async () => {
    expect(await json(await call("GET", "/api/version"), 200)).toEqual({
      version: env.API_VERSION,
      maintenance: false,
      serverInfo: { api: env.API_VERSION, app: env.API_VERSION, dashboard: env.MIN_CLIENT_VERSION },
    });
  });

  it("lists outgoing mail on the development page", async () => {
    const user = await seedUser({ clubId: await seedClub() });
    await call("POST", "/api/session/forgot", { body: { username: user.username } });
    const page = await call("GET", "/dev/mail");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(user.username);
  });

  it("answers unknown API paths with a Dutch 404", async () => {
    expect((await json(await call("GET", "/api/bestaat-niet"), 404)).message).toMatch(/bestaan niet/);
  });
});
