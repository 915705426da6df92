// `npm test`: every suite (unit in Node, api in workerd, e2e in Chromium against wrangler dev),
// then one closing line `N passed, N failed` that CI reads.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { QUIET_ENV, ROOT } from "./lib/local.mjs";
import { spawnSync } from "node:child_process";

const report = `${ROOT}.tmp/vitest-report.json`;
rmSync(report, { force: true });
const projects = process.argv.slice(2);
const args = ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...projects.flatMap((p) => ["--project", p])];
const result = spawnSync(`${ROOT}node_modules/.bin/vitest`, args, { cwd: ROOT, env: QUIET_ENV, stdio: "inherit" });

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const data = JSON.parse(readFileSync(report, "utf8"));
  passed = data.numPassedTests;
  failed = data.numFailedTests + (data.numRuntimeErrorTests ?? 0);
  // A suite that could not even load counts as a failure, not as zero tests.
  failed += data.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
}
if (result.status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
