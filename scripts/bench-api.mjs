// `npm run bench:api`: DESIGN 11's API budget (p95 under 20 ms locally for every GET, and within 2 ×
// /api/version's p95 measured beside it). Serves the real app in the Workers runtime without wrangler
// dev's development proxy, as bench:live does (BENCH_SERVER=wrangler measures through it), imports a
// meet and a meet with results, then times each GET route as an administrator, each request followed
// by one to /api/version, so both meet the same load of the machine.
import { readFileSync } from "node:fs";
import { serveBench } from "./lib/serve.mjs";
import { percentile } from "./lib/figures.mjs";
import { DEMO, ROOT } from "./lib/local.mjs";

const ROUNDS = 400;
const BUDGET_P95_MS = 20;
const BUDGET_TIMES_VERSION = 2;

async function timed(url, headers) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - t0;
}

async function main() {
  const { baseUrl, stop } = await serveBench({ name: "bench-api" });
  try {
    const login = await fetch(`${baseUrl}/api/session/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      body: JSON.stringify({ username: DEMO.admin.email, password: DEMO.admin.password }),
    });
    const headers = { Cookie: login.headers.get("set-cookie").split(";")[0], Origin: baseUrl };
    const clubs = await (await fetch(`${baseUrl}/api/clubs`, { headers })).json();
    const importFile = async (fixture) => {
      const form = new FormData();
      form.set("club_id", String(clubs[0].id));
      form.set("file", new File([readFileSync(`${ROOT}test/fixtures/lenex/${fixture}`)], fixture));
      return (await fetch(`${baseUrl}/api/meets/lxf`, { method: "POST", headers, body: form })).json();
    };
    const meet = await importFile("inschrijving-minioren-competitie.lxf");
    // A meet whose file holds results, so the results and their CSV have rows to rank and write.
    const results = await importFile("Results-Result.lxf");
    const users = await (await fetch(`${baseUrl}/api/users`, { headers })).json();
    const routes = [
      "/api/version",
      "/api/session/verify",
      "/api/clubs",
      `/api/clubs/${clubs[0].id}.json`,
      "/api/users",
      `/api/users?club_id=${clubs[0].id}`,
      "/api/officials",
      "/api/meets",
      `/api/meets/${meet.id}`,
      `/api/meets/${meet.id}/heats`,
      `/api/meets/validate_unique?external_id=99999`,
      `/api/meets/${results.id}/results`,
      `/api/meets/${results.id}/results.csv`,
      `/api/meets/${meet.id}/imports/${meet.imports[0].id}/file`,
    ];
    let over = 0;
    console.log(
      `${users.length} users, ${clubs.length} clubs, meets ${meet.external_id} and ${results.external_id} (with results); ` +
        `${ROUNDS} requests per route, each beside one to /api/version`,
    );
    for (const route of routes) {
      const times = [];
      const version = [];
      for (let i = 0; i < ROUNDS; i++) {
        times.push(await timed(`${baseUrl}${route}`, headers));
        version.push(await timed(`${baseUrl}/api/version`, headers));
      }
      const p = (q) => percentile(times, q);
      const ratio = p(0.95) / percentile(version, 0.95);
      const ok = p(0.95) < BUDGET_P95_MS && ratio <= BUDGET_TIMES_VERSION;
      if (!ok) over += 1;
      console.log(
        `${route.padEnd(44)} p50 ${p(0.5).toFixed(1).padStart(6)} ms   p95 ${p(0.95).toFixed(1).padStart(6)} ms   ` +
          `${ratio.toFixed(2)} × /api/version's p95 (${percentile(version, 0.95).toFixed(1)} ms)${ok ? "" : "   OVER"}`,
      );
    }
    console.log(
      `Budget (DESIGN 11): p95 under ${BUDGET_P95_MS} ms and within ${BUDGET_TIMES_VERSION} × /api/version's for every GET: ` +
        `${over === 0 ? "ok" : `OVER on ${over} of ${routes.length}`}.`,
    );
  } finally {
    stop();
  }
}

await main();
