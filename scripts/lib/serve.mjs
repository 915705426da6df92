// Serves a fresh build with its own state on a free port, as `npm start` would: for the browser
// tests and the benchmarks. The caller stops it with the returned function.
import { createServer } from "node:net";
import { openSync, rmSync } from "node:fs";
import { applyMigrations, build, ROOT, seedDemo, startProcess, wranglerBin } from "./local.mjs";

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

/**
 * `name` keeps the build and the state of one kind of run apart from `npm start` and from other
 * runs; SERVE_NAME overrides it, so two runs of the same suite can go side by side.
 */
export async function serveFresh({ name, build: fresh = true }) {
  const run = process.env.SERVE_NAME ?? name;
  const persistTo = `${ROOT}.tmp/${run}-state`;
  const buildDir = `${ROOT}.tmp/${run}-build`;
  rmSync(persistTo, { recursive: true, force: true });
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
      "--config", config,
      "--ip", "127.0.0.1",
      "--port", String(port),
      "--persist-to", persistTo,
      "--var", "APP_ENV:development",
      "--var", `APP_URL:${baseUrl}`,
      "--var", `SESSION_SECRET:${name}-session-secret-0123456789`,
      "--var", `SIGNING_SECRET:${name}-signing-secret-0123456789`,
      "--show-interactive-dev-session=false",
    ],
    { stdio: ["ignore", process.env.SERVE_LOG ? openSync(process.env.SERVE_LOG, "w") : "ignore", "inherit"], detached: true },
  );
  // wrangler starts workerd as a child: end the whole process group, also when a test failed.
  const stop = () => {
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
  return { baseUrl, stop, pid: server.pid };
}
