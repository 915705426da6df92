// `npm run bench:api`: DESIGN 11's API budget (p95 under 20 ms locally for every GET). Serves the
// real app in the Workers runtime without wrangler dev's development proxy, as bench:live does
// (BENCH_SERVER=wrangler measures through it), imports a meet, then times each GET route as an
// administrator.
import { readFileSync } from "node:fs";
import { serveBench } from "./lib/serve.mjs";
import { percentile } from "./lib/figures.mjs";
import { DEMO, ROOT } from "./lib/local.mjs";

const ROUNDS = 200;
const BUDGET_P95_MS = 20;

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
    const form = new FormData();
    form.set("club_id", String(clubs[0].id));
    form.set("file", new File([readFileSync(`${ROOT}test/fixtures/lenex/inschrijving-minioren-competitie.lxf`)], "meet.lxf"));
    const meet = await (await fetch(`${baseUrl}/api/meets/lxf`, { method: "POST", headers, body: form })).json();
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
    ];
    let over = 0;
    console.log(`${users.length} users, ${clubs.length} clubs, meet ${meet.external_id}; ${ROUNDS} requests per route`);
    for (const route of routes) {
      const times = [];
      for (let i = 0; i < ROUNDS; i++) {
        const t0 = performance.now();
        const res = await fetch(`${baseUrl}${route}`, { headers });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        if (!res.ok) throw new Error(`${route} answered ${res.status}`);
      }
      const p = (q) => percentile(times, q);
      if (p(0.95) >= BUDGET_P95_MS) over += 1;
      console.log(`${route.padEnd(44)} p50 ${p(0.5).toFixed(1).padStart(6)} ms   p95 ${p(0.95).toFixed(1).padStart(6)} ms`);
    }
    console.log(`Budget (DESIGN 11): p95 under ${BUDGET_P95_MS} ms for every GET: ${over === 0 ? "ok" : `OVER on ${over} of ${routes.length}`}.`);
  } finally {
    stop();
  }
}

await main();
