// `npm run bench:results`: DESIGN 11's "the results page of a 142-event meet shows within 2 s". The
// para championship's results file (example-results.lxf: 142 events, about 3,000 swims) is imported
// as the demo club's meet; then Chromium opens its results page at 1280 × 900 several times, each in a
// fresh tab of a signed-in browser, and the page itself notes when it first shows an event's heading
// and its first result row with the loading indicator gone (the first frame after: the main thread is
// free to paint), when the results answer arrived, and its long tasks. It also times the print layout
// (every event's tables in the page once print is asked). Each figure twice: at this machine's speed,
// and with the CPU slowed down 4 times (Chromium's throttling, as Lighthouse takes a mid-range phone
// or an older laptop), where a page's own work shows. Figures only: it never fails on them.
//
// BENCH_RUNS sets the number of page loads per speed (default 5).
import { chromium } from "playwright-core";
import { serveFresh } from "./lib/serve.mjs";
import { importMeet, login, RESULTS_FIXTURE } from "./lib/bench-meet.mjs";
import { DEMO } from "./lib/local.mjs";
import { CHROMIUM_ARGS as ARGS } from "./lib/chromium.mjs";
import { percentile } from "./lib/figures.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 2_000;
const VIEWPORT = { width: 1280, height: 900 };
const SLOWDOWNS = [1, 4];

/**
 * Runs in the page before its own scripts: a frame loop that notes the first frame with an event's
 * heading and a result row on screen and no loading indicator, and every long task (over 50 ms) of
 * the main thread.
 */
function notePage() {
  const marks = { shown: null, long: [] };
  window.__bench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.long.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  const check = () => {
    const heading = document.querySelector("section.zt-event h2");
    const row = document.querySelector("section.zt-event tbody tr");
    const loading = document.querySelector('[role="progressbar"]');
    if (heading && row && !loading && row.getBoundingClientRect().top < window.innerHeight) {
      marks.shown = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Waits until the main thread has had no long task for `quietMs`; answers the page's marks then. */
async function marksWhenQuiet(page, quietMs = 1_000) {
  await page.waitForFunction(() => window.__bench?.shown != null, null, { timeout: 120_000, polling: 100 });
  for (;;) {
    const marks = await page.evaluate(() => {
      const results = performance.getEntriesByType("resource").find((entry) => /\/api\/meets\/\d+\/results$/.test(entry.name));
      const rows = document.querySelectorAll("section.zt-event tbody tr").length;
      const nodes = document.getElementsByTagName("*").length;
      return { ...window.__bench, now: performance.now(), answered: results?.responseEnd ?? null, rows, nodes };
    });
    const lastEnd = Math.max(marks.shown, ...marks.long.map(([start, duration]) => start + duration));
    if (marks.now - lastEnd >= quietMs) return { ...marks, quiet: lastEnd };
    await page.waitForTimeout(200);
  }
}

/** From asking for print until every event's section holds its tables (the print must have all of them). */
async function printReady(page) {
  const started = Date.now();
  await page.emulateMedia({ media: "print" });
  await page.waitForFunction(
    () => [...document.querySelectorAll("section.zt-event")].every((section) => section.querySelector("table.zt-rt")),
    null,
    { timeout: 120_000, polling: "raf" },
  );
  const ms = Date.now() - started;
  await page.emulateMedia({ media: null });
  return ms;
}

const { baseUrl, stop } = await serveFresh({ name: "bench-results" });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ARGS });
try {
  const cookie = await login(baseUrl, DEMO.club);
  const meet = await importMeet(baseUrl, cookie, RESULTS_FIXTURE);
  const answer = await (await fetch(`${baseUrl}/api/meets/${meet.id}/results`, { headers: { Cookie: cookie } })).json();
  const swims = answer.events.reduce((sum, event) => sum + event.overall.length, 0);
  console.log(`Meet ${meet.external_id}: ${answer.events.length} events with results, ${swims} swims; ${RUNS} page loads at 1280 × 900`);

  const context = await browser.newContext({ baseURL: baseUrl, locale: "nl-NL", viewport: VIEWPORT });
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name, value: value ?? "", url: baseUrl }]);
  await context.addInitScript(notePage);
  for (const slowdown of SLOWDOWNS) {
    console.log(slowdown === 1 ? "At this machine's speed:" : `With the CPU ${slowdown} times slower:`);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
      await page.goto(`/app/meets/${meet.id}/results`, { waitUntil: "commit" });
      const marks = await marksWhenQuiet(page);
      const blocked = marks.long.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      // The page's own work from the answer to the first results on screen: what the page builds,
      // apart from the server and the app's start.
      runs.push({ ...marks, own: marks.answered == null ? NaN : marks.shown - marks.answered });
      console.log(
        `  run ${i + 1}: shown ${marks.shown.toFixed(0)} ms (results answer at ${marks.answered?.toFixed(0) ?? "?"} ms), ` +
          `quiet from ${marks.quiet.toFixed(0)} ms, long tasks ${marks.long.length} (blocking ${blocked.toFixed(0)} ms), ` +
          `${marks.rows} rows and ${marks.nodes} elements in the page`,
      );
      if (i === RUNS - 1) console.log(`  print: every event's tables in the page ${await printReady(page)} ms after print was asked`);
      await page.close();
    }
    const figure = (key) => {
      const xs = runs.map((run) => run[key]);
      return `median ${percentile(xs, 0.5).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
    };
    console.log(`  Results page shown (first event's heading and rows, no loading indicator): ${figure("shown")} (budget ${BUDGET_MS} ms)`);
    console.log(`  Main thread quiet (no long task for 1 s) from: ${figure("quiet")}`);
    console.log(`  Results answer arrived: ${figure("answered")}`);
    console.log(`  From the answer to the first results on screen: ${figure("own")}`);
  }
} finally {
  await browser.close();
  stop();
}
