// `npm run bench:public`: DESIGN 11's spectator budget. Against the real app in the local Workers runtime,
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
import { serveBench } from "./lib/serve.mjs";
import { importMeet, login } from "./lib/bench-meet.mjs";
import { DEMO } from "./lib/local.mjs";
import { crowd, httpClient, INTERVAL_MS, makePublic, WARMUP_MS } from "./lib/spectators.mjs";
import { ms, percentile } from "./lib/figures.mjs";

const SPECTATORS = Number(process.env.BENCH_SPECTATORS ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const BUDGET = { p99: 50, roomReadsPerSecond: 1 };

const line = (xs) =>
  `p50 ${ms(percentile(xs, 0.5))}, p95 ${ms(percentile(xs, 0.95))}, p99 ${ms(percentile(xs, 0.99))}, ` +
  `max ${ms(xs.length ? Math.max(...xs) : NaN)} (${xs.length})`;

async function main() {
  const { baseUrl, stop } = await serveBench({ name: "bench-public" });
  // Ctrl-C must not leave wrangler running: it lives in its own process group.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  const client = await httpClient(SPECTATORS);
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
        `ETag ${probe.header("etag") ? "yes" : "NO"}, Cache-Control ${probe.header("cache-control") ?? "none"}, ` +
        `X-Room-Reads ${probe.header("x-room-reads") ?? "absent"}`,
    );
    console.log(
      `${SPECTATORS} spectators polling every ${INTERVAL_MS} ms for ${SECONDS} s after ${WARMUP_MS / 1000} s warm-up, via ${client.name}…`,
    );

    const s = await crowd(client, url, { spectators: SPECTATORS, seconds: SECONDS });
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
