// Lists every line longer than the formatter's line width in the files Biome checks (src, test, scripts
// and the root's *.ts; .ts .tsx .js .mjs, not JSON), as file:line:length, and exits 1 if there is any.
// Biome keeps a line long when it cannot break it (a string, a comment, JSX text): this finds those.
// Usage: node scripts/check-line-width.mjs [root]   (root defaults to the project; the width comes from
// its biome.json's formatter.lineWidth, else 120). Length counts characters (code points), not bytes.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(process.argv[2] ?? join(fileURLToPath(import.meta.url), "..", ".."));
const DIRS = ["src", "test", "scripts"];
const EXTENSIONS = /\.(ts|tsx|js|mjs)$/;
// The same folders biome.json leaves out (paths relative to the root, or a folder's name anywhere).
const SKIP_PATHS = new Set(["test/fixtures"]);
const SKIP_NAMES = new Set(["node_modules", "dist", ".tmp", ".wrangler", "coverage"]);

function lineWidth() {
  try {
    const width = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")).formatter?.lineWidth;
    return Number.isInteger(width) && width > 0 ? width : 120;
  } catch {
    return 120;
  }
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const rel = relative(root, path).split("\\").join("/");
    if (SKIP_NAMES.has(entry.name) || SKIP_PATHS.has(rel)) continue;
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile() && EXTENSIONS.test(entry.name)) yield path;
  }
}

function* files() {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".ts")) yield join(root, entry.name);
  }
  for (const dir of DIRS) if (existsSync(join(root, dir))) yield* walk(join(root, dir));
}

const max = lineWidth();
let over = 0;
const inFiles = new Set();
for (const file of [...files()].sort()) {
  const lines = readFileSync(file, "utf8").split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const length = [...line].length;
    if (length <= max) continue;
    over++;
    inFiles.add(file);
    console.log(`${relative(root, file).split("\\").join("/")}:${index + 1}:${length}`);
  }
}
if (over > 0) {
  console.log(`${over} line(s) over ${max} characters in ${inFiles.size} file(s)`);
  process.exit(1);
}
console.log(`No line over ${max} characters`);
