import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { icuCatalogues } from "./scripts/icu-catalogues.ts";

const migrations = await readD1Migrations("migrations");

// workerd cannot read the host's files: the API tests get test/fixtures as base64 bindings.
const fixturesDir = new URL("test/fixtures/", import.meta.url);
const fixtures = Object.fromEntries(
  ["lenex", "csv"].flatMap((dir) =>
    readdirSync(new URL(dir, fixturesDir)).map((name) => [
      `${dir}/${name}`,
      readFileSync(new URL(`${dir}/${name}`, fixturesDir)).toString("base64"),
    ]),
  ),
);

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [icuCatalogues()],
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        plugins: [
          icuCatalogues(),
          cloudflareTest({
            main: "./src/worker/index.ts",
            wrangler: { configPath: "./wrangler.jsonc" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: migrations,
                FIXTURES: fixtures,
                APP_ENV: "test",
                SESSION_SECRET: "test-session-secret-0123456789abcdef",
                SIGNING_SECRET: "test-signing-secret-0123456789abcdef",
              },
            },
          }),
        ],
        test: {
          name: "api",
          include: ["test/api/**/*.test.ts"],
          // Bursts of requests through workerd on two shared cores: the 5 s default is too tight.
          testTimeout: 20_000,
          setupFiles: ["./test/api/setup.ts"],
        },
      },
      {
        plugins: [icuCatalogues()],
        test: {
          name: "e2e",
          environment: "node",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["./test/e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // In CI only, a browser test that failed runs once more: under the two cores' load a page has
          // timed out loading (30 s) in three different tests in a dozen full runs, never twice in a
          // row. A real failure fails both times; one that passed on its second try is named at the end
          // of `npm test` (scripts/test.mjs), so a flaky test stays in sight.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
