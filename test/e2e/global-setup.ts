// Builds the app and serves it with `wrangler dev` on a free port with its own fresh state, as
// `npm start` would, so the browser tests drive the real product.
import type { TestProject } from "vitest/node";
import { createServer } from "node:net";
import { rmSync } from "node:fs";
// @ts-expect-error plain ESM helper shared with the npm scripts
import { applyMigrations, seedDemo, startProcess, vite, wranglerBin, ROOT } from "../../scripts/lib/local.mjs";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
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

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const persistTo = `${ROOT}.tmp/e2e-state`;
  rmSync(persistTo, { recursive: true, force: true });
  if (!process.env.E2E_SKIP_BUILD) vite(["build", "--logLevel", "warn"]);
  applyMigrations({ persistTo });
  seedDemo({ persistTo });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startProcess(
    wranglerBin,
    [
      "dev",
      "--ip", "127.0.0.1",
      "--port", String(port),
      "--persist-to", persistTo,
      "--var", `APP_URL:${baseUrl}`,
      "--var", "SESSION_SECRET:e2e-session-secret-0123456789",
      "--var", "SIGNING_SECRET:e2e-signing-secret-0123456789",
      "--show-interactive-dev-session=false",
    ],
    { stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  try {
    await waitFor(`${baseUrl}/api/version`, 60_000);
  } catch (error) {
    process.kill(-server.pid!, "SIGTERM");
    throw error;
  }
  project.provide("baseUrl", baseUrl);
  return () => {
    // wrangler starts workerd as a child: end the whole process group, also when a test failed.
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
}
