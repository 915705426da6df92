// What the benchmarks share against a fresh server: signing in as a demo account and importing a
// meet (by default the minioren start list, 69 heats) as the demo club's meet, as the dashboard does.
import { readFileSync } from "node:fs";
import { ROOT } from "./local.mjs";

const FIXTURE = `${ROOT}test/fixtures/lenex/inschrijving-minioren-competitie.lxf`;
/** The 142-event para championship with its results (DESIGN 11: its results page within 2 s). */
export const RESULTS_FIXTURE = `${ROOT}test/fixtures/lenex/example-results.lxf`;

export async function login(baseUrl, { email, password }) {
  const res = await fetch(`${baseUrl}/api/session/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ username: email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return res.headers.get("set-cookie").split(";")[0];
}

/** The meet, made for the demo club whoever imports it (an administrator names the club). */
export async function importMeet(baseUrl, cookie, fixture = FIXTURE) {
  const clubs = await (await fetch(`${baseUrl}/api/clubs`, { headers: { Cookie: cookie } })).json();
  const club = clubs.find((c) => c.name === "ZV De Demo") ?? clubs[0];
  const form = new FormData();
  form.set("club_id", String(club.id));
  form.set("file", new File([readFileSync(fixture)], fixture.split("/").pop()));
  const res = await fetch(`${baseUrl}/api/meets/lxf`, { method: "POST", headers: { Cookie: cookie, Origin: baseUrl }, body: form });
  const meet = await res.json();
  if (res.status !== 201) throw new Error(`import: ${res.status} ${JSON.stringify(meet)}`);
  return meet;
}
