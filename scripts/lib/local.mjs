// What the start, admin and test scripts share: a quiet wrangler, secrets, migrations and the
// administrator upsert. Everything runs locally in workerd unless `remote` is asked for.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createHash, pbkdf2Sync, randomBytes } from "node:crypto";
import { runnerImport } from "vite";

export const ROOT = new URL("../..", import.meta.url).pathname;

// TOOLCHAIN: without these wrangler and miniflare try to reach the internet.
export const QUIET_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

export function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, {
    cwd: ROOT,
    env: { ...QUIET_ENV, ...opts.env },
    stdio: opts.capture ? "pipe" : "inherit",
    encoding: "utf8",
  });
  if (result.status !== 0) {
    if (opts.capture) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${cmd} ${args.join(" ")} failed (${result.status})`);
  }
  return result.stdout;
}

export function startProcess(cmd, args, opts = {}) {
  return spawn(cmd, args, {
    cwd: ROOT,
    env: { ...QUIET_ENV, ...opts.env },
    stdio: opts.stdio ?? "inherit",
    detached: opts.detached ?? false,
  });
}

const bin = (name) => `${ROOT}node_modules/.bin/${name}`;
export const wrangler = (args, opts) => run(bin("wrangler"), args, opts);
export const vite = (args, opts) => run(bin("vite"), args, opts);
export const wranglerBin = bin("wrangler");

/**
 * Builds the app into `dir` (vite.config.ts reads BUILD_DIR) and answers the Worker configuration
 * `wrangler dev --config` serves it with. Each caller builds into its own folder.
 */
export function build(dir) {
  vite(["build", "--logLevel", "warn"], { env: { BUILD_DIR: dir } });
  return `${dir}/zwemtijd/wrangler.json`;
}

/** Secrets live in .dev.vars, made once on the first start and never committed (DESIGN 3). */
export function ensureDevVars() {
  const file = `${ROOT}.dev.vars`;
  if (existsSync(file)) return;
  const secret = () => randomBytes(32).toString("base64url");
  writeFileSync(file, `SESSION_SECRET=${secret()}\nSIGNING_SECRET=${secret()}\n`);
}

// The source configuration, named: without it wrangler follows the last build's redirect, which may
// be another run's folder.
const persistArgs = (persistTo) => ["--config", `${ROOT}wrangler.jsonc`, ...(persistTo ? ["--persist-to", persistTo] : [])];

export function applyMigrations({ remote = false, persistTo } = {}) {
  wrangler(["d1", "migrations", "apply", "DB", remote ? "--remote" : "--local", ...persistArgs(persistTo)], { capture: true });
}

export function sql(command, { remote = false, persistTo } = {}) {
  const out = wrangler(
    ["d1", "execute", "DB", remote ? "--remote" : "--local", ...persistArgs(persistTo), "--json", "--command", command],
    {
      capture: true,
    },
  );
  return JSON.parse(out)[0]?.results ?? [];
}

const quote = (value) => (value === null ? "null" : `'${String(value).replace(/'/g, "''")}'`);

/** Same format as src/worker/auth/crypto.ts: pbkdf2$iterations$salt$hash (SHA-256, 100,000). */
export function hashPassword(password) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, 100_000, 32, "sha256");
  return `pbkdf2$100000$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** The password rules of the product itself (src/shared/schemas.ts), so a script cannot set a weaker one. */
export async function passwordProblems(password) {
  const { module } = await runnerImport(`${ROOT}src/shared/schemas.ts`);
  return module.PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

export function upsertUser({ email, password, firstName, lastName, isAdmin, clubId = null }, target = {}) {
  const username = email.trim().toLowerCase();
  sql(
    `insert into users (username, first_name, last_name, club_id, is_admin, password_hash) ` +
      `values (${quote(username)}, ${quote(firstName)}, ${quote(lastName)}, ` +
      `${clubId ?? "null"}, ${isAdmin ? 1 : 0}, ${quote(hashPassword(password))})
     on conflict(username) do update set password_hash = excluded.password_hash, is_admin = excluded.is_admin, club_id = excluded.club_id`,
    target,
  );
}

/** Creates the demo administrator and demo club user once; an existing login is left as it is. */
export function seedDemo(target = {}) {
  const exists = (email) => sql(`select id from users where username = ${quote(email)}`, target).length > 0;
  let created = false;
  if (!exists(DEMO.admin.email)) {
    upsertUser({ ...DEMO.admin, isAdmin: true }, target);
    created = true;
  }
  if (!exists(DEMO.club.email)) {
    // DESIGN 8d: as the Worker keeps a link code: its first 8 characters and its SHA-256. The code
    // itself is shown to nobody: the secretary makes a new one on the dashboard.
    const code = randomBytes(24).toString("base64url");
    const hash = createHash("sha256").update(code).digest("hex");
    // The association number is unique: a demo club left from before, whose secretary was removed, is the one joined again.
    const [club] = sql(
      `insert into clubs (name, external_id, city, license, api_key, api_key_hash) ` +
        `values ('ZV De Demo', '1234567', 'Amersfoort', 'beta', ${quote(code.slice(0, 8))}, ${quote(hash)}) ` +
        "on conflict (external_id) do update set external_id = excluded.external_id returning id",
      target,
    );
    upsertUser({ ...DEMO.club, isAdmin: false, clubId: club.id }, target);
    created = true;
  }
  return created;
}

export const DEMO = {
  admin: { email: "admin@zwemtijd.test", password: "Zwemtijd!2026", firstName: "Demo", lastName: "Beheerder" },
  club: { email: "secretaris@zwemtijd.test", password: "Zwemtijd!2026", firstName: "Sanne", lastName: "de Secretaris" },
};

export function readJson(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}
