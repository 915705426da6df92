// `npm test`: every suite (unit in Node, api in workerd, then e2e in Chromium against wrangler dev,
// on its own so the browser tests do not compete with workerd tests for the two cores), then one
// closing line `N passed, N failed` that CI reads. `npm test -- unit` runs the named projects only.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { QUIET_ENV, ROOT } from "./lib/local.mjs";
import { ensureChromium } from "./lib/chromium.mjs";

const asked = process.argv.slice(2);
const stages = asked.length ? [asked] : [["unit", "api"], ["e2e"]];
mkdirSync(`${ROOT}.tmp`, { recursive: true });

let passed = 0;
let failed = 0;
/** Tests that passed only on a retry (CI retries browser tests once; see vitest.config.ts). */
const secondTries = [];
for (const [index, projects] of stages.entries()) {
  let env = QUIET_ENV;
  if (projects.includes("e2e")) {
    const chromium = ensureChromium();
    if (!chromium) {
      failed += 1;
      continue;
    }
    env = { ...QUIET_ENV, CHROMIUM_PATH: chromium };
  }
  const report = `${ROOT}.tmp/vitest-report-${index}.json`;
  rmSync(report, { force: true });
  const args = [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...projects.flatMap((p) => ["--project", p]),
  ];
  const result = spawnSync(`${ROOT}node_modules/.bin/vitest`, args, { cwd: ROOT, env, stdio: "inherit" });
  let stageFailed = 0;
  if (existsSync(report)) {
    const data = JSON.parse(readFileSync(report, "utf8"));
    passed += data.numPassedTests;
    stageFailed = data.numFailedTests;
    // A file that could not even load counts as a failure, not as zero tests.
    stageFailed += data.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
    for (const file of data.testResults)
      for (const test of file.assertionResults)
        if (test.status === "passed" && test.failureMessages.length > 0)
          secondTries.push(`${file.name.replace(ROOT, "")} > ${test.fullName}: ${test.failureMessages[0].split("\n")[0]}`);
  }
  if (result.status !== 0 && stageFailed === 0) stageFailed = 1;
  failed += stageFailed;
}
if (secondTries.length) console.log(`\nPassed only on a second try (flaky):\n${secondTries.map((t) => `  ${t}`).join("\n")}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
