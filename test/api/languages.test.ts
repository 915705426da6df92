// DESIGN 12: the API answers in the signed-in account's language, else the first of Accept-Language
// it has, else Dutch; mails follow the recipient's account, else the request that causes them.
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, lastMailTo, login, PASSWORD, seedClub, seedUser, uniqueEmail, type Caller } from "./helpers";

const ENGLISH = ["en", "en-US,en;q=0.9"];
const DUTCH: Record<string, string>[] = [{ "Accept-Language": "nl" }, {}, { "Accept-Language": "pl-PL,cs;q=0.8" }];
const GERMAN = ["de", "de-CH,fr;q=0.8", "pl,de-AT;q=0.9"];
const FRENCH = ["fr", "fr-CH,de;q=0.8", "fr-BE"];

/** A CSV heat list whose lane is no number, uploaded as a new meet. */
function badUpload(as: Caller, headers: Record<string, string>) {
  const form = new FormData();
  form.set("name", "Taaltest");
  form.set("external_id", String(10000 + Math.floor(Math.random() * 90000)));
  form.set("planned_date", "2026-06-01");
  form.set("file", new File(["EVENT;HEAT;LANE;DISTANCE;STROKE;GENDER;LASTNAME\n1;1;x;50;FREE;M;Visser\n"], "series.csv"));
  return call("POST", "/api/meets/csv", { as, headers, raw: form });
}

/** The four refusals the brief names: a login, a form's fields, an unknown record, an upload. */
async function refusals(as: Caller, headers: Record<string, string>) {
  const wrongLogin = await call("POST", "/api/session/login", {
    headers,
    body: { username: uniqueEmail("niemand"), password: "Fout!12345" },
  });
  const badForm = await call("POST", "/api/session/forgot", { headers, body: { username: "geen adres" } });
  const missing = await call("GET", "/api/meets/999999", { as, headers });
  const upload = await badUpload(as, headers);
  return {
    login: await json(wrongLogin, 401),
    form: await json(badForm, 400),
    missing: await json(missing, 404),
    upload: await json(upload, 422),
    headers: [wrongLogin, badForm, missing, upload].map((res) => [res.headers.get("Content-Language"), res.headers.get("Vary")]),
  };
}

describe("the API's language", () => {
  let member: Caller & { id: number; username: string };

  beforeAll(async () => {
    const clubId = await seedClub("ZV Taal");
    const user = await seedUser({ clubId });
    member = { ...user, ...(await login(user.username)) };
  });

  it.each(ENGLISH)("answers in English to Accept-Language: %s", async (accept) => {
    const said = await refusals(member, { "Accept-Language": accept });
    expect(said.login).toEqual({ error: "Invalid credentials", message: "The e-mail address and/or password is incorrect." });
    expect(said.form).toEqual({
      error: "Validation failed",
      message: "Check the details and try again.",
      fields: { username: "Not a valid e-mail address" },
    });
    expect(said.missing).toEqual({ error: "Not found", message: "Meet not found." });
    expect(said.upload).toEqual({ error: "csv_invalid", message: 'Line 2, column LANE: "x" is not a lane number.' });
    for (const [language, vary] of said.headers) {
      expect(language).toBe("en");
      expect(vary).toMatch(/Accept-Language/);
    }
  });

  it.each(GERMAN)("answers in German to Accept-Language: %s", async (accept) => {
    const said = await refusals(member, { "Accept-Language": accept });
    expect(said.login).toEqual({ error: "Invalid credentials", message: "E-Mail-Adresse und/oder Passwort sind falsch." });
    expect(said.form).toEqual({
      error: "Validation failed",
      message: "Prüfe die Angaben und versuche es erneut.",
      fields: { username: "Keine gültige E-Mail-Adresse" },
    });
    expect(said.missing).toEqual({ error: "Not found", message: "Veranstaltung nicht gefunden." });
    expect(said.upload).toEqual({ error: "csv_invalid", message: "Zeile 2, Spalte LANE: „x“ ist keine Bahnnummer." });
    for (const [language, vary] of said.headers) {
      expect(language).toBe("de");
      expect(vary).toMatch(/Accept-Language/);
    }
  });

  it.each(FRENCH)("answers in French to Accept-Language: %s", async (accept) => {
    const said = await refusals(member, { "Accept-Language": accept });
    expect(said.login).toEqual({ error: "Invalid credentials", message: "L’adresse e-mail et/ou le mot de passe est incorrect." });
    expect(said.form).toEqual({
      error: "Validation failed",
      message: "Vérifiez les informations et réessayez.",
      fields: { username: "Adresse e-mail non valide" },
    });
    expect(said.missing).toEqual({ error: "Not found", message: "Compétition introuvable." });
    expect(said.upload).toEqual({ error: "csv_invalid", message: "Ligne 2, colonne LANE : « x » n’est pas un numéro de couloir." });
    for (const [language, vary] of said.headers) {
      expect(language).toBe("fr");
      expect(vary).toMatch(/Accept-Language/);
    }
  });

  it.each(DUTCH)("answers in Dutch to Accept-Language nl, to none and to one it does not have (%o)", async (headers) => {
    const said = await refusals(member, headers);
    expect(said.login.message).toBe("Gebruikersnaam en/of wachtwoord zijn verkeerd.");
    expect(said.form).toEqual({
      error: "Validation failed",
      message: "Controleer de gegevens en probeer opnieuw.",
      fields: { username: "Geen geldig e-mailadres" },
    });
    expect(said.missing.message).toBe("Wedstrijd niet gevonden.");
    expect(said.upload.message).toBe('Regel 2, kolom LANE: "x" is geen baannummer.');
    for (const [language] of said.headers) expect(language).toBe("nl");
  });

  it("answers a path that is no page in the browser's language", async () => {
    const res = await call("GET", "/api/no-such-thing", { headers: { "Accept-Language": "en-GB" } });
    expect(await json(res, 404)).toEqual({ error: "Not found", message: "This page or data does not exist." });
    expect(res.headers.get("Content-Language")).toBe("en");
  });

  it("says nothing of a language where an answer holds no words", async () => {
    const res = await call("GET", "/api/version", { headers: { "Accept-Language": "en" } });
    await json(res, 200);
    expect(res.headers.get("Content-Language")).toBeNull();
    expect(res.headers.get("Vary") ?? "").not.toMatch(/Accept-Language/);
  });
});

describe("the account's language", () => {
  it("is stored and answered by the profile, refused when it is no language of ours, and wins over the browser's", async () => {
    const user = await seedUser({ clubId: await seedClub("ZV Account") });
    const me = await login(user.username);
    expect((await json(await call("GET", "/api/session/verify", { as: me }), 200)).language).toBeNull();

    const refused = await json(
      await call("PUT", "/api/session/profile", { as: me, body: { first_name: "Anna", last_name: "de Vries", language: "pl" } }),
      400,
    );
    expect(refused.error).toBe("Validation failed");
    expect(Object.keys(refused.fields)).toEqual(["language"]);
    expect(refused.fields.language).toBe("Onbekende taal");

    const saved = await json(
      await call("PUT", "/api/session/profile", { as: me, body: { first_name: "Anna", last_name: "de Vries", language: "en" } }),
      200,
    );
    expect(saved).toMatchObject({ id: user.id, first_name: "Anna", language: "en" });
    expect((await json(await call("GET", "/api/session/verify", { as: me }), 200)).language).toBe("en");
    // Left out, the language stays; a login answers it too.
    await json(await call("PUT", "/api/session/profile", { as: me, body: { first_name: "Anne", last_name: "de Vries" } }), 200);
    expect(
      (await json(await call("POST", "/api/session/login", { body: { username: user.username, password: PASSWORD } }), 200)).language,
    ).toBe("en");

    // The account's English wins over a browser that asks for Dutch.
    const res = await call("GET", "/api/meets/999999", { as: me, headers: { "Accept-Language": "nl" } });
    expect(await json(res, 404)).toMatchObject({ message: "Meet not found." });
    expect(res.headers.get("Content-Language")).toBe("en");
    const fields = await json(
      await call("PUT", "/api/session/profile", {
        as: me,
        headers: { "Accept-Language": "nl" },
        body: { first_name: "", last_name: "de Vries" },
      }),
      400,
    );
    expect(fields).toEqual({
      error: "Validation failed",
      message: "Check the details and try again.",
      fields: { first_name: "First name is required" },
    });

    // Null follows the browser again.
    expect(
      (
        await json(
          await call("PUT", "/api/session/profile", { as: me, body: { first_name: "Anna", last_name: "de Vries", language: null } }),
          200,
        )
      ).language,
    ).toBeNull();
    expect((await json(await call("GET", "/api/meets/999999", { as: me, headers: { "Accept-Language": "nl" } }), 404)).message).toBe(
      "Wedstrijd niet gevonden.",
    );
  });

  it("makes the mails to the account English, whatever the language of the request that causes them", async () => {
    const user = await seedUser({ clubId: await seedClub("ZV Post") });
    const me = await login(user.username);
    await json(
      await call("PUT", "/api/session/profile", { as: me, body: { first_name: "Anna", last_name: "de Vries", language: "en" } }),
      200,
    );
    await json(await call("POST", "/api/session/forgot", { headers: { "Accept-Language": "nl" }, body: { username: user.username } }), 200);
    const { mail, token } = await lastMailTo(user.username);
    expect(mail!.subject).toBe("Reset your password");
    expect(mail!.text).toMatch(/^Hello Anna,\n\nYou have asked to reset your password\./);
    expect(mail!.text).toMatch(/Kind regards,\nZwemtijd$/);
    expect(token).toBeTruthy();
  });

  it.each([
    [
      "de",
      "Passwort zurücksetzen",
      /^Hallo Anna,\n\nDu hast darum gebeten, dein Passwort zurückzusetzen\./,
      /Freundliche Grüße\nZwemtijd$/,
    ],
    [
      "fr",
      "Réinitialiser votre mot de passe",
      /^Bonjour Anna,\n\nVous avez demandé à réinitialiser votre mot de passe\./,
      /Meilleures salutations,\nZwemtijd$/,
    ],
  ] as const)("makes the mails to an account in %s in its language", async (language, subject, opening, closing) => {
    const user = await seedUser({ clubId: await seedClub(`ZV Post ${language}`) });
    const me = await login(user.username);
    await json(await call("PUT", "/api/session/profile", { as: me, body: { first_name: "Anna", last_name: "de Vries", language } }), 200);
    expect((await json(await call("GET", "/api/session/verify", { as: me }), 200)).language).toBe(language);
    await json(await call("POST", "/api/session/forgot", { headers: { "Accept-Language": "nl" }, body: { username: user.username } }), 200);
    const { mail, token } = await lastMailTo(user.username);
    expect(mail!.subject).toBe(subject);
    expect(mail!.text).toMatch(opening);
    expect(mail!.text).toMatch(closing);
    expect(token).toBeTruthy();
  });

  it.each([
    ["de-CH", "Willkommen bei Zwemtijd: Konto aktivieren"],
    ["fr-FR", "Bienvenue sur Zwemtijd : activez votre compte"],
  ])("makes a welcome in the inviter's language when it is %s", async (accept, subject) => {
    const clubId = await seedClub(`ZV Welkom ${accept}`);
    const inviter = await login((await seedUser({ clubId })).username);
    const invited = uniqueEmail("neu");
    await json(
      await call("POST", "/api/users", {
        as: inviter,
        headers: { "Accept-Language": accept },
        body: { username: invited, first_name: "Lea", last_name: "Meier", club_id: clubId },
      }),
      201,
    );
    expect((await lastMailTo(invited)).mail!.subject).toBe(subject);
  });

  it("makes a new team member's welcome in the language of whoever invites them, a Dutch inviter's in Dutch", async () => {
    const clubId = await seedClub("ZV Welkom");
    const inviter = await login((await seedUser({ clubId })).username);
    const english = uniqueEmail("new");
    await json(
      await call("POST", "/api/users", {
        as: inviter,
        headers: { "Accept-Language": "en" },
        body: { username: english, first_name: "Sam", last_name: "Smith", club_id: clubId },
      }),
      201,
    );
    expect((await lastMailTo(english)).mail!.subject).toBe("Welcome to Zwemtijd: activate your account");
    const dutch = uniqueEmail("nieuw");
    await json(
      await call("POST", "/api/users", {
        as: inviter,
        body: { username: dutch, first_name: "Piet", last_name: "Jansen", club_id: clubId },
      }),
      201,
    );
    expect((await lastMailTo(dutch)).mail!.subject).toBe("Welkom bij Zwemtijd: activeer je account");
  });
});
