// `npm run bench:dev-proxy`: how often `wrangler dev` leaves a GET unanswered (proxy-nudge.mjs says
// why), with and without the nudge that the browser tests send. Each probe is one GET
// on a new connection, sent just under 5 s after the last answer (where the proxy's pooled
// connection to the Worker and that runtime's server both drop it idle), the moment swept over
// BENCH_DEV_PROXY_MS (default 40) milliseconds, 1 ms a probe. A GET unanswered after 3 s counts.
import http from "node:http";
import { serveFresh } from "./lib/serve.mjs";

const SWEEP_MS = Number(process.env.BENCH_DEV_PROXY_MS ?? 40);
const STUCK_MS = 3_000;

function get(url) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(performance.now() - t0));
    });
    request.setTimeout(STUCK_MS, () => {
      request.destroy();
      resolve(null);
    });
    request.on("error", () => resolve(null));
  });
}

async function probe(nudged) {
  const server = await serveFresh({ name: `bench-dev-proxy-${nudged ? "nudged" : "bare"}`, nudge: nudged });
  const stuck = [];
  try {
    for (let d = 0; d < SWEEP_MS; d++) {
      await new Promise((r) => setTimeout(r, 5_000 - 5 - d));
      if ((await get(`${server.baseUrl}/api/version`)) === null) stuck.push(5_000 - 5 - d);
    }
  } finally {
    server.stop();
  }
  return stuck;
}

console.log(`wrangler dev, ${SWEEP_MS} GETs each on a new connection, 4995 ms down to ${4_996 - SWEEP_MS} ms after the last answer:`);
for (const nudged of [false, true]) {
  const stuck = await probe(nudged);
  console.log(
    `  ${nudged ? "with the nudge   " : "without the nudge"}: ${stuck.length} of ${SWEEP_MS} unanswered after ${STUCK_MS / 1000} s` +
      (stuck.length ? ` (sent ${stuck.join(", ")} ms after the last answer)` : ""),
  );
}
