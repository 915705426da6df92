// DESIGN 9: a meet is created completely or not at all, also when the process dies in the middle of
// its first import. The real server is killed (SIGKILL, no shutdown) at moments spread over one
// import, then started again on the same stored state: every meet it shows has its whole programme.
// A re-import is likewise whole or not at all, in the room and in D1 alike.
import { readFile } from "node:fs/promises";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { afterEach, expect, it } from "vitest";
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

// Each test's last server ends with it: the next test starts its own, and one left running outlived the suite.
let server: Server | undefined;
afterEach(() => {
  server?.stop();
  server = undefined;
});

async function login(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/session/login`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ username: CLUB_USER.email, password: CLUB_USER.password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
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

interface MeetAnswer {
  id: number;
  active_heat_id: string | null;
  imports: { filename: string }[];
}

interface HeatsAnswer {
  active_heat_id: string | null;
  heats: { id: string; lanes: Record<string, { swimmer: string }> }[];
}

async function reimportFile(origin: string, cookie: string, meetId: number, bytes: Uint8Array, filename: string) {
  const form = new FormData();
  form.set("file", new File([bytes as BlobPart], filename));
  return fetch(`${origin}/api/meets/${meetId}/import`, { method: "POST", headers: { Origin: origin, Cookie: cookie }, body: form });
}

/** What the room shows and what D1 says of the same meet: the programme, its last file and the active heat. */
async function meetState(origin: string, cookie: string, meetId: number) {
  const programme = (await (await fetch(`${origin}/api/meets/${meetId}/heats`, { headers: { Cookie: cookie } })).json()) as HeatsAnswer;
  const meet = (await (await fetch(`${origin}/api/meets/${meetId}`, { headers: { Cookie: cookie } })).json()) as MeetAnswer;
  const programmeText = programme.heats
    .map(
      (h) =>
        `${h.id}:${Object.values(h.lanes)
          .map((l) => l.swimmer)
          .join(",")}`,
    )
    .join("|");
  return {
    programme: programmeText,
    room_active: programme.active_heat_id,
    d1_active: meet.active_heat_id,
    file: meet.imports[0]?.filename,
  };
}

/** The killed server started again on its stored state; a port another run took meanwhile is tried again. */
async function restart(name: string): Promise<Server> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await serveFresh({ name, build: false, keepState: true })) as Server;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

it("a re-import killed at random moments leaves the old or the new programme whole, in the room and D1 alike", {
  timeout: 1_500_000,
}, async () => {
  const start = new Uint8Array(await readFile(new URL("../fixtures/lenex/example-startlist.lxf", import.meta.url)));
  // A second start list of the same meet: one swimmer renamed, so the two programmes differ.
  const [lef, xml] = Object.entries(unzipSync(start))[0]!;
  const renamed = zipSync({ [lef]: strToU8(strFromU8(xml).replaceAll('lastname="Nicholson"', 'lastname="Vervangen"')) });
  const files = { "a.lxf": start, "b.lxf": renamed };
  const name = "reimport-crash";
  server = (await serveFresh({ name })) as Server;
  let cookie = await login(server.baseUrl);
  const created = await startImport(server.baseUrl, cookie, Buffer.from(start));
  expect(created.status).toBe(201);
  const meetId = ((await created.json()) as MeetAnswer).id;

  // Each file's programme as a finished import leaves it, and how long one re-import takes.
  const programmes: Record<string, string> = {};
  let importMs = 0;
  for (const file of ["b.lxf", "a.lxf"] as const) {
    const startedAt = Date.now();
    expect((await reimportFile(server.baseUrl, cookie, meetId, files[file], file)).status).toBe(200);
    importMs = Math.max(importMs, Date.now() - startedAt);
    programmes[file] = (await meetState(server.baseUrl, cookie, meetId)).programme;
  }
  expect(programmes["a.lxf"]).not.toBe(programmes["b.lxf"]);

  let before = await meetState(server.baseUrl, cookie, meetId);
  const outcomes = { old: 0, new: 0 };
  for (let run = 0; run < 20; run++) {
    const file = before.file === "a.lxf" ? "b.lxf" : "a.lxf";
    const request = reimportFile(server.baseUrl, cookie, meetId, files[file], file).then(
      (res) => res.status,
      () => "cut off" as const,
    );
    // Spread around the moment the room takes the programme, late in the import.
    await sleep(Math.round(importMs * (0.4 + Math.random() * 0.9)));
    process.kill(-server.pid, "SIGKILL");
    const answer = await request;

    server = await restart(name);
    cookie = await login(server.baseUrl);
    const after = await meetState(server.baseUrl, cookie, meetId);
    const where = `run ${run}, answered ${answer}`;
    // Whole: the room's programme is one file's, D1 names that file and the room's active heat.
    expect(after.programme, where).toBe(programmes[after.file!]);
    expect(after.d1_active, where).toBe(after.room_active);
    if (answer === 200) expect(after.file, where).toBe(file);
    outcomes[after.file === file ? "new" : "old"] += 1;
    before = after;
  }
  console.log(`re-imports killed: ${outcomes.old} left the old meet, ${outcomes.new} the new one`);
});
