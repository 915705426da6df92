// The spectators of `npm run bench:live` in a process of their own, as they are on their own phones:
// in the benchmark's process their thousand polls would hold up the sockets whose delivery it times.
// Started with fork(url, count); "stop" ends the polling and the figures come back as one message.
import { crowd, httpClient } from "./spectators.mjs";

const [url, count] = process.argv.slice(2);
const spectators = Number(count);
let stopped = false;
process.on("message", (message) => {
  if (message === "stop") stopped = true;
});
const client = await httpClient(spectators);
const stats = await crowd(client, url, { spectators, stopped: () => stopped });
await client.close().catch(() => {});
process.send({ requests: stats.requests, seconds: stats.seconds, latency: stats.latency, failed: [...stats.errors.values()].reduce((a, b) => a + b, 0) }, () => process.exit(0));
