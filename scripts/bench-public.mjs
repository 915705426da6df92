// `npm run bench:public`: DESIGN 11's spectator budget. Against the real app under local wrangler dev,
// 1,000 spectators of one public meet each poll GET /api/public/meets/{n}/live every second (half of
// them with If-None-Match, as the public page does), for about 15 s. It prints the latency (p50, p95,
// p99), the 200s and 304s, requests per second, and how often the meet room was asked: the
// `X-Room-Reads` header counts, per isolate, the room reads behind public answers, and the highest
// value seen is the total (one isolate locally). Budget: p99 under 50 ms, the room asked at most about
// once a second. Figures only: it never fails on them. All traffic stays on 127.0.0.1; the server is
// always stopped.
//
// BENCH_SPECTATORS and BENCH_SECONDS change the crowd and the measured time.
import { availableParallelism, loadavg } from "node:os";
import { serveFresh } from "./lib/serve.mjs";
import { importMeet, login } from "./lib/bench-meet.mjs";
import { DEMO } from "./lib/local.mjs";

const SPECTATORS = Number(process.env.BENCH_SPECTATORS ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const INTERVAL_MS = 1_000;
// Connections are opened during the warm-up; what it answers is not counted.
const WARMUP_MS = 3_000;
const TIMEOUT_MS = 10_000;
const BUDGET = { p99: 50, roomReadsPerSecond: 1 };

/** Nearest-rank percentile. */
const percentile = (xs, q) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : "–");
const line = (xs) =>
  `p50 ${ms(percentile(xs, 0.5))}, p95 ${ms(percentile(xs, 0.95))}, p99 ${ms(percentile(xs, 0.99))}, max ${ms(xs.length ? Math.max(...xs) : NaN)} (${xs.length})`;

/**
 * The HTTP client: undici's own request API with one keep-alive pool big enough for every spectator
 * (a browser keeps its connection open between polls), or Node's fetch when undici is not installed.
 */
async function httpClient() {
  try {
    const { Agent, request } = await import("undici");
    const dispatcher = new Agent({ connections: SPECTATORS + 10, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000, pipelining: 1 });
    return {
      name: "undici.request (keep-alive pool)",
      async get(url, headers) {
        const res = await request(url, { method: "GET", headers, dispatcher, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
        const body = await res.body.text();
        return { status: res.statusCode, header: (name) => [res.headers[name]].flat()[0] ?? null, body };
      },
      close: () => dispatcher.close(),
    };
  } catch {
    return {
      name: "fetch (Node's keep-alive agent)",
      async get(url, headers) {
        const res = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
        const body = await res.text();
        return { status: res.status, header: (name) => res.headers.get(name), body };
      },
      close: async () => {},
    };
  }
}

/** DESIGN 8c: the club switches its meet's public live results on. */
async function makePublic(baseUrl, cookie, meet) {
  const body = {
    name: meet.name,
    external_id: meet.external_id,
    planned_date: meet.planned_date ?? new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    auth_code: meet.auth_code,
    public: true,
  };
  const res = await fetch(`${baseUrl}/api/meets/${meet.id}`, {
    method: "PUT",
    headers: { Cookie: cookie, Origin: baseUrl, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`make public: ${res.status} ${await res.text()}`);
}

/**
 * The crowd: every spectator polls once a second from its own moment in the second, the first half
 * with the ETag of its last answer (If-None-Match), the other half without. A poll that overruns
 * its second is followed at once by the next, as a browser's timer would.
 */
async function crowd(client, url) {
  const started = performance.now();
  const measureFrom = started + WARMUP_MS;
  const until = measureFrom + SECONDS * 1_000;
  const stats = {
    latency: [],
    latency200: [],
    latency304: [],
    status: new Map(),
    errors: new Map(),
    requests: 0,
    roomReads: { max: null, atStart: null },
    etags: new Set(),
  };
  const noteRoomReads = (value, measuring) => {
    const reads = Number(value);
    if (value == null || !Number.isFinite(reads)) return;
    if (!measuring) stats.roomReads.atStart = Math.max(stats.roomReads.atStart ?? 0, reads);
    stats.roomReads.max = Math.max(stats.roomReads.max ?? 0, reads);
  };

  async function spectator(index) {
    const conditional = index % 2 === 0;
    let etag = null;
    let next = started + Math.random() * INTERVAL_MS;
    while (true) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const sent = performance.now();
      if (sent >= until) return;
      next = sent + INTERVAL_MS;
      const measuring = sent >= measureFrom;
      try {
        const res = await client.get(url, conditional && etag ? { "if-none-match": etag } : {});
        const took = performance.now() - sent;
        noteRoomReads(res.header("x-room-reads"), measuring);
        if (res.status === 200) {
          etag = res.header("etag") ?? etag;
          if (etag) stats.etags.add(etag);
        }
        if (!measuring) continue;
        stats.requests++;
        stats.status.set(res.status, (stats.status.get(res.status) ?? 0) + 1);
        stats.latency.push(took);
        if (res.status === 200) stats.latency200.push(took);
        if (res.status === 304) stats.latency304.push(took);
      } catch (error) {
        if (!measuring) continue;
        stats.requests++;
        const key = error?.code ?? error?.name ?? "error";
        stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1);
      }
    }
  }

  await Promise.all(Array.from({ length: SPECTATORS }, (_, i) => spectator(i)));
  return { ...stats, seconds: (Math.min(performance.now(), until) - measureFrom) / 1_000 };
}

async function main() {
  const { baseUrl, stop } = await serveFresh({ name: "bench-public" });
  // Ctrl-C must not leave wrangler running: it lives in its own process group.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  const client = await httpClient();
  try {
    const cookie = await login(baseUrl, DEMO.club);
    const meet = await importMeet(baseUrl, cookie);
    await makePublic(baseUrl, cookie, meet);
    const url = `${baseUrl}/api/public/meets/${meet.external_id}/live`;

    // One look first: the route answers, without a session, and says what it is.
    const probe = await client.get(url, {});
    if (probe.status !== 200) throw new Error(`GET ${url}: ${probe.status} ${probe.body.slice(0, 200)}`);
    const live = JSON.parse(probe.body);
    console.log(
      `Meet ${meet.external_id} public: ${live.heats?.length ?? "?"} heats, ${(probe.body.length / 1024).toFixed(1)} KiB per answer, ` +
        `ETag ${probe.header("etag") ? "yes" : "NO"}, Cache-Control ${probe.header("cache-control") ?? "none"}, X-Room-Reads ${probe.header("x-room-reads") ?? "absent"}`,
    );
    console.log(`${SPECTATORS} spectators polling every ${INTERVAL_MS} ms for ${SECONDS} s after ${WARMUP_MS / 1000} s warm-up, via ${client.name}…`);

    const s = await crowd(client, url);
    const load = loadavg()[0].toFixed(1);
    const count = (status) => s.status.get(status) ?? 0;
    const others = [...s.status].filter(([status]) => status !== 200 && status !== 304);
    const p99 = percentile(s.latency, 0.99);
    const rps = s.requests / s.seconds;
    const reads = s.roomReads.max;
    const readsInWindow = reads != null && s.roomReads.atStart != null ? reads - s.roomReads.atStart : null;
    const readsPerSecond = readsInWindow != null ? readsInWindow / s.seconds : null;
    console.log(
      `\nSpectators against DESIGN 11 (loopback; load ${load} on ${availableParallelism()} cores; client and server share the machine):\n` +
        `  requests:        ${s.requests} in ${s.seconds.toFixed(1)} s = ${rps.toFixed(0)} per second (ideal ${SPECTATORS})\n` +
        `  answers:         ${count(200)} × 200, ${count(304)} × 304` +
        `${others.length ? `, ${others.map(([status, n]) => `${n} × ${status}`).join(", ")}` : ""}` +
        `${s.errors.size ? `, failed: ${[...s.errors].map(([code, n]) => `${n} × ${code}`).join(", ")}` : ""}\n` +
        `  latency, all:    ${line(s.latency)}\n` +
        `  latency, 200:    ${line(s.latency200)}\n` +
        `  latency, 304:    ${line(s.latency304)}\n` +
        `  distinct ETags:  ${s.etags.size}\n` +
        `  room reads:      ${
          reads == null
            ? "X-Room-Reads header absent: not measured"
            : `${reads} in all (highest X-Room-Reads seen), ${readsInWindow} while measured = ${readsPerSecond.toFixed(2)} per second`
        }\n` +
        `  budget p99 < ${BUDGET.p99} ms: ${p99 < BUDGET.p99 ? "ok" : "OVER"}; ` +
        `room at most about ${BUDGET.roomReadsPerSecond} per second: ${
          readsPerSecond == null ? "not measured" : readsPerSecond <= BUDGET.roomReadsPerSecond * 1.1 ? "ok" : "OVER"
        }`,
    );
  } finally {
    await client.close().catch(() => {});
    stop();
  }
}

await main();
