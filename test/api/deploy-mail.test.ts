// DESIGN 12, deploying for real: a production Worker whose APP_URL is still this computer's or plain
// http mails no link at all. The routes that mail answer 503 naming the setting, and change nothing.
// The app is asked with the production settings beside the test's own D1 (Hono's app.request with an
// Env), as a deploy that kept wrangler.jsonc's APP_URL would run.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import app from "../../src/worker/app";
import { isMailableAppUrl } from "../../src/worker/mail/app-url";
import { sendMail } from "../../src/worker/mail/send";
import { call, countRows, json, ORIGIN, seedAdmin, seedClub, seedClubUser, seedUser, uniqueEmail, type Caller } from "./helpers";
import { importLxf } from "./meets-helpers";

let admin: Caller;
let clubId: number;

beforeAll(async () => {
  admin = await seedAdmin();
  clubId = await seedClub("ZV Uitrol");
});

afterEach(() => vi.restoreAllMocks());

let clients = 30;

/** What the Worker wrote to its log (console.error) while `act` ran. */
async function logged(act: () => Promise<unknown>): Promise<string> {
  const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  await act();
  const lines = spy.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
  spy.mockRestore();
  return lines;
}

const LOG_LINE = /No mail sent: APP_URL is http:\/\/127\.0\.0\.1:8787.*set it to the app's https address in wrangler\.jsonc/;

async function asProduction(
  appUrl: string,
  method: string,
  path: string,
  body: unknown,
  as?: Caller,
  more: Record<string, string> = {},
  appEnv = "production",
) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = {
    Origin: ORIGIN,
    "Content-Type": "application/json",
    "CF-Connecting-IP": `192.0.2.${++clients}`,
    ...more,
  };
  if (as?.cookie) headers.Cookie = as.cookie;
  const res = await app.request(
    `${ORIGIN}${path}`,
    { method, headers, body: JSON.stringify(body) },
    { ...env, APP_ENV: appEnv, APP_URL: appUrl },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe("APP_URL in production", () => {
  it("is usable only as https off this computer", () => {
    for (const url of [
      "http://127.0.0.1:8787",
      "https://localhost",
      "https://127.0.0.1",
      "http://zwemtijd.nl",
      "https://[::1]:8787",
      "niets",
    ]) {
      expect(isMailableAppUrl("production", url), url).toBe(false);
    }
    expect(isMailableAppUrl("production", "https://zwemtijd.nl")).toBe(true);
    expect(isMailableAppUrl("development", "http://127.0.0.1:8787")).toBe(true);
  });

  it("refuses a reset mail and a new member with 503 naming the setting, and adds or mails nothing", async () => {
    const mails = await countRows("outbox");
    const users = await countRows("users");
    const forgot = await asProduction("http://127.0.0.1:8787", "POST", "/api/session/forgot", { username: uniqueEmail("vergeten") });
    expect(forgot.status).toBe(503);
    expect(((await forgot.json()) as { message: string }).message).toBe(
      "Er kan geen e-mail worden verstuurd: APP_URL staat op http://127.0.0.1:8787, een adres dat de ontvanger niet kan openen. " +
        "Zet APP_URL in wrangler.jsonc op het https-adres van de app en deploy opnieuw.",
    );
    const member = { username: uniqueEmail("lid"), first_name: "Lid", last_name: "Nieuw", club_id: clubId };
    const added = await asProduction("http://zwemtijd.nl", "POST", "/api/users", member, admin);
    expect(added.status).toBe(503);
    expect(await countRows("users")).toBe(users);
    expect(await countRows("outbox")).toBe(mails);
  });

  it("says so in the Worker's log, naming the setting, and answers in the request's language", async () => {
    let answer: Response | undefined;
    const log = await logged(async () => {
      answer = await asProduction("http://127.0.0.1:8787", "POST", "/api/session/forgot", { username: uniqueEmail("log") }, undefined, {
        "Accept-Language": "de-DE",
      });
    });
    expect(log).toMatch(LOG_LINE);
    expect(answer!.status).toBe(503);
    expect(((await answer!.json()) as { message: string }).message).toMatch(
      /^Es kann keine E-Mail gesendet werden: APP_URL ist http:\/\/127/,
    );
  });

  it("refuses the invitation sent again and an activated account's new address with 503, changing nothing", async () => {
    const waiting = await seedUser({ clubId, active: false });
    const again = await asProduction("http://127.0.0.1:8787", "POST", `/api/users/${waiting.id}/invite`, {}, admin);
    expect(again.status).toBe(503);

    const active = await seedUser({ clubId });
    const moved = { username: uniqueEmail("nieuw"), first_name: "Anna", last_name: "de Vries" };
    const mails = await countRows("outbox");
    const edit = await asProduction("https://localhost", "PUT", `/api/users/${active.id}`, moved, admin);
    expect(edit.status).toBe(503);
    const row = await env.DB.prepare("select username, pending_username from users where id = ?")
      .bind(active.id)
      .first<{ username: string; pending_username: string | null }>();
    expect(row).toEqual({ username: active.username, pending_username: null });
    expect(await countRows("outbox")).toBe(mails);
  });

  it("sends an official's join to the desk instead of mailing a code, and logs why", async () => {
    const own = await seedClubUser(clubId);
    const meet = await json<{ id: number; external_id: string; auth_code: string }>(
      await importLxf(own, undefined, { external_id: "65201" }),
      201,
    );
    // Open to officials: a date to come.
    await json(
      await call("PUT", `/api/meets/${meet.id}`, {
        as: own,
        body: { name: "Uitrol", external_id: meet.external_id, planned_date: "2099-01-01", auth_code: meet.auth_code },
      }),
      200,
    );
    const mails = await countRows("outbox");
    const body = {
      meet_number: meet.external_id,
      auth_code: meet.auth_code,
      email: uniqueEmail("official"),
      external_id: "AB12345",
      name: "Jan",
    };
    let join: Response | undefined;
    const log = await logged(async () => {
      join = await asProduction("http://127.0.0.1:8787", "POST", "/api/official/join", body);
    });
    expect(log).toMatch(LOG_LINE);
    expect(join!.status).toBe(202);
    const waiting = (await join!.json()) as { code_sent: boolean; request_id: string | null };
    expect(waiting.code_sent).toBe(false);
    expect(waiting.request_id).not.toBeNull();
    expect(await countRows("outbox")).toBe(mails);
  });

  it("never sends a mail in production while APP_URL is local, whatever asks to send it", async () => {
    const send = vi.fn(async () => undefined);
    const production = { ...env, APP_ENV: "production", APP_URL: "http://127.0.0.1:8787", EMAIL: { send } } as unknown as Env;
    const mail = { subject: "Onderwerp", text: "http://127.0.0.1:8787/password/reset/x", html: "" };
    const log = await logged(() => sendMail(production, "iemand@example.nl", mail));
    expect(send).not.toHaveBeenCalled();
    expect(log).toMatch(LOG_LINE);
    await sendMail({ ...production, APP_URL: "https://zwemtijd.nl" } as Env, "iemand@example.nl", mail);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("takes any APP_ENV but 'development' or 'test' for a deployment: no mail page, no outbox, no local links", async () => {
    const user = await seedUser({ clubId });
    for (const appEnv of ["Production", "staging", "productie", ""]) {
      const mails = await countRows("outbox");
      const page = await asProduction("https://zwemtijd.nl", "GET", "/dev/mail.json", undefined, undefined, {}, appEnv);
      expect(page.status, appEnv).toBe(404);
      const forgot = await asProduction(
        "https://zwemtijd.nl",
        "POST",
        "/api/session/forgot",
        { username: user.username },
        undefined,
        {},
        appEnv,
      );
      expect(forgot.status, appEnv).toBeLessThan(300);
      expect(await countRows("outbox"), appEnv).toBe(mails);
      const local = await logged(() =>
        asProduction("http://127.0.0.1:8787", "POST", "/api/session/forgot", { username: user.username }, undefined, {}, appEnv),
      );
      expect(local, appEnv).toMatch(LOG_LINE);
    }
    // On this computer the page and the outbox are there, whatever APP_URL says.
    const mails = await countRows("outbox");
    expect((await asProduction("http://127.0.0.1:8787", "GET", "/dev/mail.json", undefined, undefined, {}, "development")).status).toBe(
      200,
    );
    await asProduction("http://127.0.0.1:8787", "POST", "/api/session/forgot", { username: user.username }, undefined, {}, "development");
    expect(await countRows("outbox")).toBe(mails + 1);
  });

  it("lets the same routes mail with an https APP_URL", async () => {
    const member = { username: uniqueEmail("lid"), first_name: "Lid", last_name: "Echt", club_id: clubId };
    expect((await asProduction("https://zwemtijd.nl", "POST", "/api/users", member, admin)).status).toBe(201);
  });
});
