// DESIGN 12, deploying for real: the bundle `npx wrangler deploy` would upload stays deployable and
// within the Workers size limit. `--dry-run` builds and checks it without an account or the network.
import { rmSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
// @ts-expect-error plain ESM helper shared with the npm scripts
import { build, ROOT, wrangler } from "../../scripts/lib/local.mjs";

// Workers Free: 3 MB compressed (Paid: 10 MB). The Worker is about 250 KB gzip today.
const LIMIT_GZIP_KIB = 3 * 1024;

const dir = `${ROOT}.tmp/deploy-dry-run`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("`wrangler deploy --dry-run` of a fresh build passes, under the Workers size limit, with every binding", { timeout: 300_000 }, () => {
  const config = build(`${dir}/build`);
  const out: string = wrangler(["deploy", "--dry-run", "--outdir", `${dir}/out`, "--config", config], { capture: true });
  const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out);
  expect(size, out).not.toBeNull();
  expect(Number(size![2])).toBeLessThan(LIMIT_GZIP_KIB);
  for (const binding of ["env.MEET_ROOM (MeetRoom)", "env.DB (zwemtijd)", "env.FILES (zwemtijd-files)", "env.EMAIL"]) {
    expect(out).toContain(binding);
  }
  expect(out).toContain('env.APP_ENV ("production")');
});
