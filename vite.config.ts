import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { cloudflare } from "@cloudflare/vite-plugin";
import pkg from "./package.json" with { type: "json" };
import { readFileSync } from "node:fs";
import { assetHeadersFile } from "./src/worker/http/security-headers.ts";
import { VIEWER_DIR, VIEWER_FILES } from "./src/worker/http/api-docs-page.ts";

// `npm start` builds into dist/, the tests and benchmarks into a folder of their own (BUILD_DIR), so a
// test run never empties the folder a running server serves from.
const outDir = process.env.BUILD_DIR ?? "dist";

const viewerFile = (name: string) => readFileSync(new URL(`./node_modules/swagger-ui-dist/${name}`, import.meta.url));

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
    {
      // DESIGN 8d: the API docs' viewer, Swagger UI's prebuilt files as they are, served by the static
      // app from our own origin and kept out of the app's bundles.
      name: "api-docs-viewer",
      applyToEnvironment: (environment) => environment.name === "client",
      generateBundle() {
        for (const file of VIEWER_FILES) this.emitFile({ type: "asset", fileName: `${VIEWER_DIR.slice(1)}/${file}`, source: viewerFile(file) });
      },
      configureServer(server) {
        server.middlewares.use(VIEWER_DIR, (req, res, next) => {
          const file = VIEWER_FILES.find((name) => req.url === `/${name}`);
          if (!file) return next();
          res.setHeader("Content-Type", file.endsWith(".css") ? "text/css" : "text/javascript");
          res.end(viewerFile(file));
        });
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
