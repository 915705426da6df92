// DESIGN 8e, the meet log has every action: what the Worker does to a meet (imports with their counts,
// the code, the public switch, the link code, officials joining, exports on the screens and over the
// link, lifted lockouts) goes in the room's log beside the room's own, and log.csv gives all of it to
// an administrator as Excel NL reads it.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, makeLinkCode, ORIGIN, seedAdmin, seedLinkClub, uniqueEmail, type Caller } from "./helpers";
import { fixture, importLxf, roomProbe, upload } from "./meets-helpers";
import type { LogEvent } from "../../src/shared/live";
import { isOccupied, type Heat } from "../../src/shared/programme";
import { cid, connect, welcome } from "./live-helpers";

let admin: Caller & { id: number };
let own: Caller;
let clubId: number;
let meet: {
  id: number;
  signed_id: string;
  external_id: string;
  auth_code: string;
  name: string;
  planned_date: string | null;
  public: boolean;
};
let code: string;

const { log } = roomProbe(
  () => meet,
  () => admin,
);

/** Every seeded user is called so (helpers.ts): the log names the user, not their role. */
const USER_NAME = "Anna de Vries";

/** The meet's log events about this, oldest first. */
async function logged(kind: LogEvent["kind"]) {
  return (await log()).filter((event) => event.kind === kind).reverse();
}

const meetFields = () => ({
  name: meet.name,
  external_id: meet.external_id,
  auth_code: meet.auth_code,
  planned_date: meet.planned_date ?? "",
  public: meet.public,
});

beforeAll(async () => {
  admin = await seedAdmin();
  ({ clubId, own, code } = await seedLinkClub("ZV Logboek"));
  // A results file: its heats are swum, so a heat file can be fetched.
  meet = await json(await importLxf(own, "lenex/example-results.lxf"), 201);
});

describe("the log of the Worker's actions", () => {
  it("has the first import and a re-import with the summary's counts, by who did it", async () => {
    const name = "example-results.lxf";
    await json(await upload(`/api/meets/${meet.id}/import`, admin, { bytes: fixture(`lenex/${name}`), name }), 200);
    const [first, again] = await logged("import");
    expect(first!.user).toBe(USER_NAME);
    expect(first!.action).toMatch(new RegExp(`^Wedstrijd aangemaakt uit ${name}: \\d+ series$`));
    expect(again!.user).toBe(USER_NAME);
    expect(again!.action).toMatch(
      new RegExp(
        `^Opnieuw geïmporteerd uit ${name}: 0 nieuw, 0 gewijzigd, \\d+ ongewijzigd, 0 vervallen, ` +
          `0 gezwommen en niet meer in het bestand; het programma heeft nu \\d+ series$`,
      ),
    );
  });

  it("has a new code and the public switch on and off, each on a line of its own, and nothing of an unchanged save", async () => {
    const newCode = meet.auth_code === "1234" ? "4321" : "1234";
    meet = await json(
      await call("PUT", `/api/meets/${meet.id}`, { as: admin, body: { ...meetFields(), auth_code: newCode, public: true } }),
      200,
    );
    meet = await json(
      await call("PUT", `/api/meets/${meet.id}`, { as: admin, body: { ...meetFields(), public: false, name: "Logboekwedstrijd" } }),
      200,
    );
    expect((await logged("meet")).map((e) => [e.action, e.user])).toEqual([
      ["Nieuwe autorisatiecode en QR-code ingesteld: officials met de oude code zijn afgemeld", USER_NAME],
      ["Openbare live-uitslagen aangezet", USER_NAME],
      [expect.stringMatching(/^Wedstrijdgegevens gewijzigd: naam .+ → Logboekwedstrijd$/), USER_NAME],
      ["Openbare live-uitslagen uitgezet", USER_NAME],
    ]);
  });

  it("has an official joining, with name and official number", async () => {
    await env.DB.prepare("update meets set planned_date = null where id = ?").bind(meet.id).run();
    const official = { email: uniqueEmail("official"), external_id: "AB12CD3", name: "Tineke Tijd" };
    await json(await joinOfficial({ meet_number: meet.external_id, auth_code: meet.auth_code, ...official }), 200);
    expect((await logged("official")).map((e) => [e.action, e.user])).toEqual([
      ["Tineke Tijd (AB12CD3) heeft zich aangemeld als official", "Tineke Tijd"],
    ]);
  });

  it("has every export fetched, on the screens and over the link, which it marks as the link's", async () => {
    const { heats } = await json(await call("GET", `/api/meets/${meet.id}/heats`, { as: own }), 200);
    const heat = heats[0];
    expect((await call("GET", `/api/meets/${meet.id}/export`, { as: own })).status).toBe(200);
    expect((await call("GET", `/api/meets/${meet.id}/export_heat/${heat.id}`, { as: admin })).status).toBe(200);
    const byLink = await SELF.fetch(`${ORIGIN}/api/link/meets/${meet.external_id}/results`, {
      headers: { Authorization: `Bearer ${code}` },
    });
    expect(byLink.status).toBe(200);
    await byLink.arrayBuffer();
    // A refused export is no export.
    await json(await call("GET", `/api/meets/${meet.id}/export_heat/nope`, { as: own }), 404);
    const exports = await logged("export");
    expect(exports.map((e) => e.user)).toEqual([USER_NAME, USER_NAME, "ZV Logboek (koppeling)"]);
    expect(exports[0]!.action).toBe(`Uitslagen geëxporteerd als LENEX-bestand ${meet.external_id}-uitslagen.lxf`);
    expect(exports[1]!.action).toMatch(
      new RegExp(`^Programma ${heat.event_number}\\w?, serie ${heat.heat_number}: seriebestand Event.+\\.txt voor Splash geëxporteerd$`),
    );
  });

  it("has a new link code in every meet of the club, and a lifted lockout of the meet's code", async () => {
    const second = await json<{ id: number }>(await importLxf(own), 201);
    await makeLinkCode(clubId, admin);
    const linkLine = "Nieuwe koppelcode voor ZV Logboek: de oude code werkt niet meer";
    expect((await logged("link")).map((e) => [e.action, e.user])).toEqual([[linkLine, USER_NAME]]);
    const secondLog = await json<LogEvent[]>(await call("GET", `/api/meets/${second.id}/events`, { as: admin }), 200);
    expect(secondLog.filter((e) => e.kind === "link").map((e) => e.action)).toEqual([linkLine]);

    const ip = "198.51.100.23";
    const wrong = meet.auth_code === "0000" ? "1111" : "0000";
    await json(
      await call("POST", "/api/official/meet", {
        headers: { "CF-Connecting-IP": ip },
        body: { meet_number: meet.external_id, auth_code: wrong },
      }),
      401,
    );
    for (const key of [`official:meet:${meet.external_id}:ip:${ip}`, `official:meet:${meet.external_id}`]) {
      expect((await call("DELETE", `/api/lockouts/${encodeURIComponent(key)}`, { as: admin })).status).toBe(204);
    }
    expect((await logged("lockout")).map((e) => [e.action, e.user])).toEqual([
      [`Blokkade van de autorisatiecode opgeheven voor adres ${ip}`, USER_NAME],
      ["Blokkade van de autorisatiecode opgeheven voor alle adressen", USER_NAME],
    ]);
  });
});

describe("log.csv", () => {
  it(
    "gives an administrator the whole log, oldest first, as `;`-separated UTF-8 with a BOM, " + "named for the meet; 403 for a club user",
    async () => {
      // A line-up change on the club's socket goes in the same file as the Worker's actions.
      const heats = (await json<{ heats: Heat[] }>(await call("GET", `/api/meets/${meet.id}/heats`, { as: own }), 200)).heats;
      const heat = heats.find((h) => h.stroke === "FREE" && (h.relaycount ?? 1) === 1 && Object.values(h.lanes).some(isOccupied))!;
      const laneKey = Object.keys(heat.lanes).find((key) => isOccupied(heat.lanes[key]!))!;
      const club = await connect(meet.signed_id, own);
      await welcome(club);
      const id = cid();
      club.send({
        type: "lineup",
        id,
        heat_id: heat.id,
        lane: laneKey,
        change: { kind: "class", handicap: heat.lanes[laneKey]!.handicap === "S5" ? "S6" : "S5" },
      });
      await club.take("ack", (m) => m.id === id);
      club.close();

      const res = await call("GET", `/api/meets/${meet.id}/log.csv`, { as: admin });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="logboek-${meet.external_id}.csv"`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes.slice(3));
      const { data } = Papa.parse<string[]>(text.trim(), { delimiter: ";" });
      expect(data[0]).toEqual(["tijdstip", "soort", "wie", "actie"]);
      const rows = data.slice(1);
      expect(rows).toHaveLength((await log()).length);
      expect(rows[0]![0]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
      expect(rows[0]).toEqual([expect.any(String), "Import", expect.any(String), expect.stringMatching(/^Wedstrijd aangemaakt uit /)]);
      const actions = rows.map((row) => row.slice(1));
      expect(actions).toContainEqual(["Wedstrijdgegevens", USER_NAME, "Openbare live-uitslagen aangezet"]);
      expect(actions).toContainEqual(["Officials", "Tineke Tijd", "Tineke Tijd (AB12CD3) heeft zich aangemeld als official"]);
      expect(actions).toContainEqual([
        "Startlijst",
        USER_NAME,
        expect.stringMatching(new RegExp(`, baan ${laneKey}: klasse van .+ → S[56]$`)),
      ]);
      expect(actions).toContainEqual([
        "Export",
        "ZV Logboek (koppeling)",
        `Uitslagen geëxporteerd als LENEX-bestand ${meet.external_id}-uitslagen.lxf`,
      ]);

      await json(await call("GET", `/api/meets/${meet.id}/log.csv`, { as: own }), 403);
      await json(await call("GET", `/api/meets/${meet.id}/log.csv`), 401);
    },
  );

  it("gives it in English to a reader of English, the Worker's own actions too (DESIGN 12)", async () => {
    const res = await call("GET", `/api/meets/${meet.id}/log.csv`, { as: admin, headers: { "Accept-Language": "en" } });
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="log-${meet.external_id}.csv"`);
    expect(res.headers.get("Content-Language")).toBe("en");
    const { data } = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, "").trim(), { delimiter: ";" });
    expect(data[0]).toEqual(["Time", "Type", "Who", "Action"]);
    expect(data[1]![0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(data[1]!.slice(1)).toEqual(["Imports", expect.any(String), expect.stringMatching(/^Meet created from .+: \d+ heats?$/)]);
    const actions = data.slice(2).map((row) => row.slice(1));
    expect(actions).toContainEqual(["Meet details", USER_NAME, "Public live results switched on"]);
    expect(actions).toContainEqual(["Officials", "Tineke Tijd", "Tineke Tijd (AB12CD3) signed in as an official"]);
  });

  it("writes a name that starts like a formula as text, never as a formula", async () => {
    await env.DB.prepare("update meets set planned_date = null where id = ?").bind(meet.id).run();
    const official = { email: uniqueEmail("official"), external_id: "ZZ99ZZ9", name: '=HYPERLINK("x")' };
    await json(await joinOfficial({ meet_number: meet.external_id, auth_code: meet.auth_code, ...official }), 200);
    const text = await (await call("GET", `/api/meets/${meet.id}/log.csv`, { as: admin })).text();
    expect(text).toContain(`;"'=HYPERLINK(""x"")";`);
  });
});
