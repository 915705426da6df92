// Drives the real Worker (SELF) with D1, R2 and Durable Objects of workerd; nothing is mocked.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { hashPassword } from "../../src/worker/auth/crypto";
import { newLinkCode } from "../../src/worker/auth/link-code";

export const ORIGIN = "http://localhost";
export const PASSWORD = "Zwemmen!2026";

let clients = 0;

export interface Caller {
  cookie?: string;
}

export async function call(
  method: string,
  path: string,
  opts: { body?: unknown; as?: Caller; headers?: Record<string, string>; raw?: BodyInit } = {},
): Promise<Response> {
  // Each call looks like its own client, so the per-client rate limit only bites where a test means it.
  const headers: Record<string, string> = { Origin: ORIGIN, "CF-Connecting-IP": `2001:db8::${(++clients).toString(16)}`, ...opts.headers };
  if (opts.as?.cookie) headers.Cookie = opts.as.cookie;
  let body: BodyInit | undefined = opts.raw;
  if (opts.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  return SELF.fetch(`${ORIGIN}${path}`, { method, headers, body, redirect: "manual" });
}

export async function json<T = any>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

let seq = 0;
export const uniqueEmail = (prefix = "user") => `${prefix}${++seq}-${Date.now()}@example.nl`;

export async function seedClub(name = "ZV De Dolfijn"): Promise<number> {
  const { stored } = await newLinkCode();
  const row = await env.DB.prepare(
    "insert into clubs (name, external_id, city, license, api_key, api_key_hash) values (?, ?, ?, 'knzb', ?, ?) returning id",
  )
    .bind(name, `${1000 + ++seq}`, "Utrecht", stored.api_key, stored.api_key_hash)
    .first<{ id: number }>();
  return row!.id;
}

export async function seedUser(opts: { admin?: boolean; clubId?: number | null; active?: boolean; username?: string } = {}) {
  const username = opts.username ?? uniqueEmail(opts.admin ? "admin" : "lid");
  const hash = opts.active === false ? null : await hashPassword(PASSWORD);
  const row = await env.DB.prepare(
    "insert into users (username, first_name, last_name, club_id, is_admin, password_hash) " +
      "values (?, 'Anna', 'de Vries', ?, ?, ?) returning id",
  )
    .bind(username, opts.admin ? null : (opts.clubId ?? null), opts.admin ? 1 : 0, hash)
    .first<{ id: number }>();
  return { id: row!.id, username };
}

export async function login(username: string, password = PASSWORD): Promise<Caller> {
  const res = await call("POST", "/api/session/login", { body: { username, password } });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers.get("Set-Cookie")!.split(";")[0]!;
  return { cookie };
}

export async function seedAdmin(): Promise<Caller & { id: number; username: string }> {
  const user = await seedUser({ admin: true });
  return { ...user, ...(await login(user.username)) };
}

export async function seedClubUser(clubId: number): Promise<Caller & { id: number; username: string }> {
  const user = await seedUser({ clubId });
  return { ...user, ...(await login(user.username)) };
}

/**
 * The newest mail to an address, and the link token in it. Link mails are sent after the answer
 * (the same time whether or not the address exists), so this waits a moment for one to arrive.
 */
export async function lastMailTo(to: string, since = 0) {
  let row: { id: number; subject: string; text: string; html: string } | null = null;
  for (let i = 0; i < 20 && !row; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 100));
    row = await env.DB.prepare('select * from outbox where "to" = ? and id > ? order by id desc limit 1')
      .bind(to, since)
      .first<{ id: number; subject: string; text: string; html: string }>();
  }
  const token = row?.text.match(/\/password\/reset\/([A-Za-z0-9_-]+)/)?.[1];
  return { mail: row, token };
}

/** The 6-digit join code in the newest mail to an official's address, after mail `since`. */
export async function mailedCode(to: string, since = 0): Promise<string> {
  return (await lastMailTo(to, since)).mail!.subject.match(/(\d{6})$/)![1]!;
}

/**
 * An official's join as the phone page makes it: a new e-mail, or a phone without the
 * official's key, is answered 202 and mailed a code, which the same body then carries. The last
 * answer: a join refused before any code was mailed is that refusal.
 */
export async function joinOfficial(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Response> {
  const first = await call("POST", "/api/official/join", { headers, body });
  if (first.status !== 202) return first;
  const email_code = await mailedCode(String(body.email).toLowerCase());
  return call("POST", "/api/official/join", { headers, body: { ...body, email_code } });
}

export async function countRows(table: string): Promise<number> {
  const row = await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>();
  return row!.n;
}

/** The callers of a permission matrix: an administrator, a member of the club and one of another club. */
export async function seedMatrix() {
  const admin = await seedAdmin();
  const clubId = await seedClub("ZV Eigen");
  const otherClubId = await seedClub("ZV Ander");
  return { admin, clubId, otherClubId, own: await seedClubUser(clubId), other: await seedClubUser(otherClubId) };
}

/** A club with the beta licence (DESIGN 8d: the link), a member of it, and the link code it made. */
export async function seedLinkClub(name: string) {
  const clubId = await seedClub(name);
  const own = await seedClubUser(clubId);
  await env.DB.prepare("update clubs set license = 'beta' where id = ?").bind(clubId).run();
  return { clubId, own, code: await makeLinkCode(clubId, own) };
}

/** A new link code for the club, replacing the one its page shows, as the page asks for it. */
export async function makeLinkCode(clubId: number, as: Caller): Promise<string> {
  const { api_key: shown } = await json<{ api_key: string }>(await call("GET", `/api/clubs/${clubId}`, { as }), 200);
  const made = await call("POST", `/api/clubs/${clubId}/link_code?replaces=${encodeURIComponent(shown)}`, { as });
  return (await json<{ api_key: string }>(made, 200)).api_key;
}
