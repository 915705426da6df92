// Finds the Chromium the browser tests drive (TOOLCHAIN: no browser download by the tests):
// CHROMIUM_PATH, then the usual system paths, then Playwright's cache. As root on Debian or Ubuntu
// it installs Debian's `chromium` package itself, so `npm ci && npm test` is the whole set-up.
import { existsSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { homedir } from "node:os";

const SYSTEM_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/lib/chromium/chromium",
  "/snap/bin/chromium",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

function playwrightCache() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? `${homedir()}/.cache/ms-playwright`;
  if (!existsSync(cache)) return [];
  return readdirSync(cache)
    .filter((name) => name.startsWith("chromium"))
    .sort()
    .reverse()
    .flatMap((name) =>
      ["chrome-linux64/chrome", "chrome-linux/chrome", "chrome-headless-shell-linux64/chrome-headless-shell"].map(
        (exe) => `${cache}/${name}/${exe}`,
      ),
    );
}

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return [...SYSTEM_PATHS, ...playwrightCache()].find((path) => existsSync(path));
}

const canInstall = () => process.getuid?.() === 0 && existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");

/** The browser's path, installing Debian's package when allowed; undefined after printing how to get one. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (canInstall()) {
    console.log("Chromium ontbreekt: apt-get install chromium…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "ignore", env });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "ignore", env });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.log(
    "No Chromium found for the browser tests: install one (Debian/Ubuntu: `sudo apt-get install chromium`, " +
      "or `npx playwright install chromium`) or set CHROMIUM_PATH.",
  );
  return undefined;
}

/**
 * How Chromium starts for the tests and benchmarks (TOOLCHAIN): headless as root, and without the
 * background connections a closed network refuses.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
