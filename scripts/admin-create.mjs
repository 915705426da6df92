// ADMIN_EMAIL=… ADMIN_PASSWORD=… npm run admin:create [-- --remote]
// Creates or resets an active administrator: a deployment's first one, or a known login for scripts.
import { applyMigrations, passwordProblems, upsertUser } from "./lib/local.mjs";

const remote = process.argv.includes("--remote");
const email = process.env.ADMIN_EMAIL ?? "";
const password = process.env.ADMIN_PASSWORD ?? "";
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error("ADMIN_EMAIL moet een geldig e-mailadres zijn.");
  process.exit(2);
}
const problems = await passwordProblems(password);
if (problems.length) {
  console.error(`ADMIN_PASSWORD voldoet niet: ${problems.join("; ")}.`);
  process.exit(2);
}
applyMigrations({ remote });
upsertUser(
  {
    email,
    password,
    firstName: process.env.ADMIN_FIRST_NAME ?? "Beheerder",
    lastName: process.env.ADMIN_LAST_NAME ?? "Zwemtijd",
    isAdmin: true,
  },
  { remote },
);
console.log(`Beheerder ${email.toLowerCase()} is klaar om in te loggen${remote ? " (remote)" : ""}.`);
