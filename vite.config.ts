import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { cloudflare } from "@cloudflare/vite-plugin";
import pkg from "./package.json" with { type: "json" };
import { assetHeadersFile } from "./src/worker/http/security-headers.ts";

// `npm start` builds into dist/, the tests and benchmarks into a folder of their own (BUILD_DIR), so a
// test run never empties the folder a running server serves from.
const outDir = process.env.BUILD_DIR ?? "dist";

export default defineConfig({
  plugins: [
    react(),
    cloudflare(),
    {
      // The static app gets the Worker's security headers from one definition (Workers `_headers`).
      name: "security-headers",
      applyToEnvironment: (environment) => environment.name === "client",
      generateBundle() {
        this.emitFile({ type: "asset", fileName: "_headers", source: assetHeadersFile() });
      },
    },
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: { host: "127.0.0.1", port: 5173 },
  environments: {
    client: {
      // The officials' phone page is an entry of its own (DESIGN 8/11): it must not load the management
      // app. Only the browser build: the Worker's environment has its own entry.
      build: { outDir: `${outDir}/client`, rolldownOptions: { input: { main: "index.html", official: "official.html" } } },
    },
    zwemtijd: { build: { outDir: `${outDir}/zwemtijd` } },
  },
});
