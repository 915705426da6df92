// The spectators of `npm run bench:live` in a process of their own, as they are on their own phones:
// in the benchmark's process their thousand polls would hold up the sockets whose delivery it times.
// Started with fork(url, count); "stop" ends the polling and the figures come back as one message.
import { crowd, httpClient } from "./spectators.mjs";

const [url, count] = process.argv.slice(2);
const spectators = Number(count);
let stoppedAt = null;
process.on("message", (message) => {
  if (message === "stop") stoppedAt ??= performance.now();
});
const client = await httpClient(spectators);
const stats = await crowd(client, url, { spectators, stoppedAt: () => stoppedAt });
await client.close().catch(() => {});
// A failed poll is one that got no answer (by error code), or an answer that is neither 200 nor 304.
const failed = [...stats.errors, ...[...stats.status].filter(([status]) => status !== 200 && status !== 304)];
process.send({ requests: stats.requests, seconds: stats.seconds, latency: stats.latency, failed: Object.fromEntries(failed) }, () =>
  process.exit(0),
);
