import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { cloudflare } from "@cloudflare/vite-plugin";
import { VitePWA } from "vite-plugin-pwa";
import pkg from "./package.json" with { type: "json" };
import { readFileSync } from "node:fs";
import { assetHeadersFile } from "./src/worker/http/security-headers.ts";
import { VIEWER_DIR, VIEWER_FILES } from "./src/worker/http/api-docs-page.ts";
import { icuCatalogues } from "./scripts/icu-catalogues.ts";
import { muiWithoutCssVariables } from "./scripts/mui-without-css-variables.ts";
import { bootShell } from "./scripts/boot-shell.ts";

// `npm start` builds into dist/, the tests and benchmarks into a folder of their own (BUILD_DIR), so a
// test run never empties the folder a running server serves from.
const outDir = process.env.BUILD_DIR ?? "dist";
const OTHER_PAGES_CATALOGUE = /[\\/]locales[\\/][a-z]{2}[\\/](staff|meet|public)\.json$/;

// DESIGN 8f: what the officials' service worker keeps, the files of the phone page and nothing of the
// management app: its HTML, manifest and icons, and every chunk, style and font the official entry
// reaches, lazy ones included, so every screen of the page opens without a connection.
const OFFICIAL_FILES = ["official.html", "official.webmanifest", "logo.svg", "official/icon-192.png", "official/icon-512.png"];
const officialGraph = new Set<string>(OFFICIAL_FILES);

const viewerFile = (name: string) => readFileSync(new URL(`./node_modules/swagger-ui-dist/${name}`, import.meta.url));

export default defineConfig({
  // DESIGN 12: the catalogues arrive parsed (icuCatalogues), so neither the pages nor the Worker carry
  // FormatJS's message parser.
  resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }] },
  plugins: [
    icuCatalogues(),
    muiWithoutCssVariables(),
    bootShell(),
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
      name: "official-files",
      applyToEnvironment: (environment) => environment.name === "client",
      generateBundle(_options, bundle) {
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || officialGraph.has(fileName)) return;
          // DESIGN 12: texts.ts can load every page's catalogues, but the officials' page only loads its
          // own (common, labels, official) in each language: the staff's, a meet's and the public page's
          // stay out of its service worker.
          if (chunk.type === "chunk" && OTHER_PAGES_CATALOGUE.test(chunk.facadeModuleId ?? "")) return;
          officialGraph.add(fileName);
          if (chunk.type !== "chunk") return;
          for (const css of chunk.viteMetadata?.importedCss ?? []) visit(css);
          for (const asset of chunk.viteMetadata?.importedAssets ?? []) visit(asset);
          for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
        };
        for (const output of Object.values(bundle))
          if (output.type === "chunk" && output.isEntry && output.name === "official") visit(output.fileName);
      },
    },
    // DESIGN 8f: the officials' page is an installable app with a service worker made by Workbox. The
    // worker's scope is the page alone (/official), so it never serves a staff or public page; an update
    // waits for the page to ask (no skipWaiting), which it does only between heats (officialUpdate.ts).
    // The manifest is a static file of the page (public/official.webmanifest), not injected into index.html.
    ...VitePWA({
      strategies: "generateSW",
      injectRegister: false,
      registerType: "prompt",
      manifest: false,
      filename: "official-sw.js",
      scope: "/official",
      outDir: `${outDir}/client`,
      workbox: {
        globPatterns: ["**/*.{html,js,css,woff2,svg,png,webmanifest}"],
        manifestTransforms: [
          async (entries) => ({
            // The page is fetched at its own address: the static assets redirect official.html there.
            manifest: entries
              .filter((entry) => officialGraph.has(entry.url))
              .map((entry) => (entry.url === "official.html" ? { ...entry, url: "official" } : entry)),
            warnings: [],
          }),
        ],
        navigateFallback: "/official",
        navigateFallbackAllowlist: [/^\/official(\?|$)/],
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }).map((plugin) => ({ ...plugin, applyToEnvironment: (environment: { name: string }) => environment.name === "client" })),
    {
      // DESIGN 8d: the API docs' viewer, Swagger UI's prebuilt files as they are, served by the static
      // app from our own origin and kept out of the app's bundles.
      name: "api-docs-viewer",
      applyToEnvironment: (environment) => environment.name === "client",
      generateBundle() {
        for (const file of VIEWER_FILES)
          this.emitFile({ type: "asset", fileName: `${VIEWER_DIR.slice(1)}/${file}`, source: viewerFile(file) });
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
      // Valibot's schema builders have no side effects; rolldown does not take valibot's own marks for it
      // across modules, so every schema of a shared module would reach every page that imports one.
      build: {
        outDir: `${outDir}/client`,
        rolldownOptions: { input: { main: "index.html", official: "official.html" }, treeshake: { manualPureFunctions: ["v"] } },
      },
    },
    zwemtijd: { build: { outDir: `${outDir}/zwemtijd` } },
  },
});
