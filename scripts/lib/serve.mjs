// Serves a fresh build with its own state on a free port, as `npm start` would: for the browser
// tests and the benchmarks. The caller stops it with the returned function.
import { createServer } from "node:net";
import { cpSync, openSync, rmSync } from "node:fs";
import { applyMigrations, build, ROOT, seedDemo, startProcess, wranglerBin } from "./local.mjs";
import { nudgeDevProxy } from "./proxy-nudge.mjs";

export async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

const runName = (name) => (process.env.SERVE_NAME ? `${name}-${process.env.SERVE_NAME}` : name);

/**
 * `name` keeps the build and the state of one kind of run apart from `npm start` and from other
 * runs; SERVE_NAME adds to it, so two runs of the same suite can go side by side. `nudge: false`
 * leaves out the request a second that sends on any GET wrangler dev's proxy parked (proxy-nudge.mjs),
 * for the benchmark that shows what it is for.
 */
export async function serveFresh({ name, build: fresh = true, keepState = false, nudge = true }) {
  const run = runName(name);
  const persistTo = `${ROOT}.tmp/${run}-state`;
  const buildDir = `${ROOT}.tmp/${run}-build`;
  // keepState: a restart of the same server, with what the last one stored (a crash test).
  if (!keepState) rmSync(persistTo, { recursive: true, force: true });
  const config = fresh ? build(buildDir) : `${buildDir}/zwemtijd/wrangler.json`;
  applyMigrations({ persistTo });
  seedDemo({ persistTo });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // SERVE_LOG=path keeps wrangler's request log, to see what the server did during a run.
  const server = startProcess(
    wranglerBin,
    [
      "dev",
      "--config",
      config,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      persistTo,
      "--var",
      "APP_ENV:development",
      "--var",
      `APP_URL:${baseUrl}`,
      "--var",
      `SESSION_SECRET:${name}-session-secret-0123456789`,
      "--var",
      `SIGNING_SECRET:${name}-signing-secret-0123456789`,
      "--show-interactive-dev-session=false",
    ],
    { stdio: ["ignore", process.env.SERVE_LOG ? openSync(process.env.SERVE_LOG, "w") : "ignore", "inherit"], detached: true },
  );
  let stopNudging = () => undefined;
  // wrangler starts workerd as a child: end the whole process group, also when a test failed.
  const stop = () => {
    stopNudging();
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  try {
    await waitFor(`${baseUrl}/api/version`, 90_000);
  } catch (error) {
    stop();
    throw error;
  }
  if (nudge) stopNudging = nudgeDevProxy(baseUrl);
  return { baseUrl, stop, pid: server.pid };
}

/**
 * The same build, state and settings served by the Workers runtime alone (Miniflare, as the API
 * tests use it), without `wrangler dev`'s development proxy in front: a second workerd process that
 * relays every request and every WebSocket frame, and that production does not have. For benchmarks
 * that measure our own code's latency on loopback, so the port is a direct socket to our Worker:
 * Miniflare's own entry worker (pretty errors, live reload) took a third of every request's time and
 * negotiates per-message deflate for our sockets against our `no_web_socket_compression`. The
 * static app is left out; the benchmarks only call /api.
 *
 * `edge: true` lets `startEdge()` start an edge: the same Worker in a workerd process of its own,
 * answering on the returned address with the meet rooms of the first process (Miniflare's dev
 * registry) and a copy of the database as it is then (two processes on one SQLite file lock each
 * other out). As in production, where the Workers that answer spectators run at Cloudflare's
 * locations and a meet room runs alone; one local workerd runs every request and every room on a
 * single thread.
 */
export async function serveRuntime({ name, edge = false }) {
  const [{ Miniflare }, { unstable_getMiniflareWorkerOptions }] = await Promise.all([import("miniflare"), import("wrangler")]);
  const run = runName(name);
  const persistTo = `${ROOT}.tmp/${run}-state`;
  rmSync(persistTo, { recursive: true, force: true });
  const config = build(`${ROOT}.tmp/${run}-build`);
  applyMigrations({ persistTo });
  seedDemo({ persistTo });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
  const registry = edge ? `${persistTo}/registry` : undefined;
  const runtime = async (directPort, options) => {
    const mf = new Miniflare({
      ...workerOptions,
      modules: true,
      scriptPath: config.replace(/wrangler\.json$/, "index.js"),
      bindings: {
        ...workerOptions.bindings,
        APP_ENV: "development",
        APP_URL: baseUrl,
        SESSION_SECRET: `${run}-session-secret-0123456789`,
        SIGNING_SECRET: `${run}-signing-secret-0123456789`,
      },
      host: "127.0.0.1",
      // Miniflare's entry must listen somewhere; nothing calls it.
      port: await freePort(),
      assets: undefined,
      d1Persist: `${persistTo}/v3/d1`,
      r2Persist: `${persistTo}/v3/r2`,
      unsafeDevRegistryPath: registry,
      unsafeDirectSockets: [{ host: "127.0.0.1", port: directPort }],
      ...options,
    });
    await mf.ready;
    const url = `http://127.0.0.1:${directPort}`;
    await waitFor(`${url}/api/version`, 30_000);
    return { mf, url };
  };
  const main = await runtime(port, { name: "zwemtijd", durableObjectsPersist: `${persistTo}/v3/do` });
  const running = [main.mf];
  const stop = () => Promise.all(running.map((mf) => mf.dispose()));
  if (!edge) return { baseUrl, stop };
  const { className, useSQLite } = workerOptions.durableObjects.MEET_ROOM;
  async function startEdge() {
    cpSync(`${persistTo}/v3/d1`, `${persistTo}/edge/d1`, { recursive: true });
    const second = await runtime(await freePort(), {
      name: "zwemtijd-edge",
      d1Persist: `${persistTo}/edge/d1`,
      durableObjects: { MEET_ROOM: { className, useSQLite, scriptName: "zwemtijd" } },
    });
    running.push(second.mf);
    return second.url;
  }
  return { baseUrl, stop, startEdge };
}

/**
 * The server a benchmark measures: the Workers runtime alone (serveRuntime), or with
 * BENCH_SERVER=wrangler `wrangler dev` and its development proxy. Says which on the console.
 */
export async function serveBench({ name, edge = false }) {
  const viaWrangler = process.env.BENCH_SERVER === "wrangler";
  const server = viaWrangler ? await serveFresh({ name }) : await serveRuntime({ name, edge });
  console.log(
    `Server: ${viaWrangler ? "wrangler dev (with its development proxy)" : "the Workers runtime (Miniflare), no development proxy"}`,
  );
  return server;
}
