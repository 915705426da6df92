// `npm run bench:dev-proxy`: how often `wrangler dev` leaves a GET unanswered (proxy-nudge.mjs says
// why), with and without the nudge that the browser tests send. Each probe is one GET
// on a new connection, sent just under 5 s after the last answer (where the proxy's pooled
// connection to the Worker and that runtime's server both drop it idle), the moment swept over
// BENCH_DEV_PROXY_MS (default 40) milliseconds, 1 ms a probe. A GET unanswered after 3 s counts.
import http from "node:http";
import { serveFresh } from "./lib/serve.mjs";

const SWEEP_MS = Number(process.env.BENCH_DEV_PROXY_MS ?? 40);
const STUCK_MS = 3_000;
/** The first probe's wait after the last answer; each next one waits a millisecond less. */
const FIRST_WAIT_MS = 4_995;

/** Whether a GET of `url` on a connection of its own is answered within STUCK_MS. */
function answered(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(true));
    });
    request.setTimeout(STUCK_MS, () => {
      request.destroy();
      resolve(false);
    });
    request.on("error", () => resolve(false));
  });
}

async function probe(nudged) {
  const server = await serveFresh({ name: `bench-dev-proxy-${nudged ? "nudged" : "bare"}`, nudge: nudged });
  const stuck = [];
  try {
    for (let wait = FIRST_WAIT_MS; wait > FIRST_WAIT_MS - SWEEP_MS; wait--) {
      await new Promise((r) => setTimeout(r, wait));
      if (!(await answered(`${server.baseUrl}/api/version`))) stuck.push(wait);
    }
  } finally {
    server.stop();
  }
  return stuck;
}

console.log(
  `wrangler dev, ${SWEEP_MS} GETs each on a new connection, ` +
    `${FIRST_WAIT_MS} ms down to ${FIRST_WAIT_MS + 1 - SWEEP_MS} ms after the last answer:`,
);
for (const nudged of [false, true]) {
  const stuck = await probe(nudged);
  console.log(
    `  ${nudged ? "with the nudge   " : "without the nudge"}: ${stuck.length} of ${SWEEP_MS} unanswered after ${STUCK_MS / 1000} s` +
      (stuck.length ? ` (sent ${stuck.join(", ")} ms after the last answer)` : ""),
  );
}
