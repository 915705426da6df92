// `npm start`: build, migrate, seed the demo accounts once, and serve at http://127.0.0.1:8787 (or PORT).
// Local D1, R2 and Durable Object state stay in .wrangler/state between runs.
import { applyMigrations, build, DEMO, ensureDevVars, ROOT, seedDemo, startProcess, wranglerBin } from "./lib/local.mjs";

const port = process.env.PORT ?? "8787";
ensureDevVars();
console.log("Bouwen…");
const config = build(`${ROOT}dist`);
const persistTo = `${ROOT}.wrangler/state`;
applyMigrations({ persistTo });
const seeded = seedDemo({ persistTo });
console.log(`
Zwemtijd draait op http://127.0.0.1:${port}
${seeded ? "Demo-accounts aangemaakt" : "Demo-accounts (al aanwezig)"}:
  beheerder:  ${DEMO.admin.email} / ${DEMO.admin.password}
  vereniging: ${DEMO.club.email} / ${DEMO.club.password}
Officials (telefoon): http://127.0.0.1:${port}/official
Uitgaande e-mail: http://127.0.0.1:${port}/dev/mail
`);
// wrangler.jsonc ships production settings; this machine is a development one (mail outbox, /dev/mail).
const server = startProcess(wranglerBin, [
  "dev",
  "--config",
  config,
  "--persist-to",
  persistTo,
  "--ip",
  "127.0.0.1",
  "--port",
  port,
  "--var",
  "APP_ENV:development",
  "--var",
  `APP_URL:http://127.0.0.1:${port}`,
]);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
