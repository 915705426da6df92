// DESIGN 12, deploying for real: the bundle `npx wrangler deploy` would upload stays deployable and
// within the Workers size limit. `--dry-run` builds and checks it without an account or the network.
import { readdirSync, rmSync, statSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
// @ts-expect-error plain ESM helper shared with the npm scripts
import { build, ROOT, wrangler } from "../../scripts/lib/local.mjs";

// Workers Free: 3 MB compressed (Paid: 10 MB). The Worker is about 285 KB gzip today.
const LIMIT_GZIP_KIB = 3 * 1024;
// Static assets: at most 20,000 files (Free), each at most 25 MiB.
const ASSET_FILES = 20_000;
const ASSET_BYTES = 25 * 1024 * 1024;

/** Every file under `dir`, with its size. */
const filesIn = (dir: string): { path: string; size: number }[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = `${entry.parentPath}/${entry.name}`;
      return { path, size: statSync(path).size };
    });

const dir = `${ROOT}.tmp/deploy-dry-run`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("`wrangler deploy --dry-run` of a fresh build passes, under the Workers size limit, with every binding", { timeout: 300_000 }, () => {
  const config = build(`${dir}/build`);
  const out: string = wrangler(["deploy", "--dry-run", "--outdir", `${dir}/out`, "--config", config], { capture: true });
  const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out);
  expect(size, out).not.toBeNull();
  expect(Number(size![2])).toBeLessThan(LIMIT_GZIP_KIB);
  const assets = filesIn(`${dir}/build/client`);
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.length).toBeLessThanOrEqual(ASSET_FILES);
  expect(assets.filter((file) => file.size > ASSET_BYTES)).toEqual([]);
  console.info(`Worker ${size![1]} KiB, gzip ${size![2]} KiB of ${LIMIT_GZIP_KIB} KiB; ${assets.length} static assets`);
  for (const binding of ["env.MEET_ROOM (MeetRoom)", "env.DB (zwemtijd)", "env.FILES (zwemtijd-files)", "env.EMAIL"]) {
    expect(out).toContain(binding);
  }
  expect(out).toContain('env.APP_ENV ("production")');
});
