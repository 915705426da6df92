import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";

const migrations = await readD1Migrations("migrations");

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["test/unit/**/*.test.ts", "src/**/*.test.ts"],
        },
      },
      {
        plugins: [
          cloudflareTest({
            main: "./src/worker/index.ts",
            wrangler: { configPath: "./wrangler.jsonc" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: migrations,
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
          setupFiles: ["./test/api/setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["./test/e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
