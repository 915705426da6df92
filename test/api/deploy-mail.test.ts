// DESIGN 12, deploying for real: a production Worker whose APP_URL is still this computer's or plain
// http mails no link at all. The routes that mail answer 503 naming the setting, and change nothing.
// The app is asked with the production settings beside the test's own D1 (Hono's app.request with an
// Env), as a deploy that kept wrangler.jsonc's APP_URL would run.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../src/worker/app";
import { isMailableAppUrl } from "../../src/worker/mail/app-url";
import { countRows, ORIGIN, seedAdmin, seedClub, uniqueEmail, type Caller } from "./helpers";

let admin: Caller;
let clubId: number;

beforeAll(async () => {
  admin = await seedAdmin();
  clubId = await seedClub("ZV Uitrol");
});

async function asProduction(appUrl: string, method: string, path: string, body: unknown, as?: Caller) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { Origin: ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.31" };
  if (as?.cookie) headers.Cookie = as.cookie;
  const res = await app.request(
    `${ORIGIN}${path}`,
    { method, headers, body: JSON.stringify(body) },
    { ...env, APP_ENV: "production", APP_URL: appUrl },
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

  it("lets the same routes mail with an https APP_URL", async () => {
    const member = { username: uniqueEmail("lid"), first_name: "Lid", last_name: "Echt", club_id: clubId };
    expect((await asProduction("https://zwemtijd.nl", "POST", "/api/users", member, admin)).status).toBe(201);
  });
});
