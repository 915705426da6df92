// DESIGN 9: a meet is created completely or not at all, also when the process dies in the middle of
// its first import. The real server is killed (SIGKILL, no shutdown) at moments spread over one
// import, then started again on the same stored state: every meet it shows has its whole programme.
import { readFile } from "node:fs/promises";
import { afterAll, expect, it } from "vitest";
// @ts-expect-error plain ESM helper shared with the npm scripts
import { serveFresh } from "../../scripts/lib/serve.mjs";
import { readLenex } from "../../src/worker/formats/lenex-read";
import { CLUB_USER } from "./browser";

const FILE = new URL("../fixtures/lenex/example-results.lxf", import.meta.url);
const NAME = "import-crash";

interface Server {
  baseUrl: string;
  stop(): void;
  pid: number;
}

let server: Server | undefined;
afterAll(() => server?.stop());

async function login(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/session/login`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ username: CLUB_USER.email, password: CLUB_USER.password }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

async function startImport(origin: string, cookie: string, bytes: Buffer) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], "example-results.lxf"));
  return fetch(`${origin}/api/meets/lxf`, { method: "POST", headers: { Origin: origin, Cookie: cookie }, body: form });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("an import cut off by a killed process leaves no meet behind after a restart, at any moment", { timeout: 300_000 }, async () => {
  const bytes = await readFile(FILE);
  const heatCount = readLenex(bytes).heats.length;
  server = (await serveFresh({ name: NAME })) as Server;

  // How long one whole import takes here, to spread the kills over it.
  let cookie = await login(server.baseUrl);
  const startedAt = Date.now();
  expect((await startImport(server.baseUrl, cookie, bytes)).status).toBe(201);
  const importMs = Date.now() - startedAt;
  let complete = 1;

  for (const fraction of [0.1, 0.3, 0.5, 0.7, 0.9]) {
    const request = startImport(server.baseUrl, cookie, bytes).then(
      (res) => res.status,
      () => "cut off" as const,
    );
    await sleep(Math.round(importMs * fraction));
    process.kill(-server.pid, "SIGKILL");
    const outcome = await request;
    if (outcome === 201) complete += 1;

    server = (await serveFresh({ name: NAME, build: false, keepState: true })) as Server;
    cookie = await login(server.baseUrl);
    const list = await fetch(`${server.baseUrl}/api/meets`, { headers: { Cookie: cookie } });
    const meets = (await list.json()) as { id: number }[];
    // Only whole meets: the finished imports, each with every heat of the file.
    expect(meets.length, `after a kill at ${fraction} of an import`).toBeGreaterThanOrEqual(complete);
    for (const meet of meets) {
      const heats = await fetch(`${server.baseUrl}/api/meets/${meet.id}/heats`, { headers: { Cookie: cookie } });
      expect(heats.status).toBe(200);
      expect(((await heats.json()) as { heats: unknown[] }).heats).toHaveLength(heatCount);
    }
    complete = meets.length;
  }
});
