// DESIGN 6b, timekeepers' accuracy, over real sockets: three officials time a heat, one withdraws a
// watch and one touches after the stop; the meet's statistics then give each timekeeper's mean and
// spread of difference with the time that counts, and how many were late or withdrawn.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, seedAdmin, seedClub, seedClubUser, uniqueEmail, type Caller } from "./helpers";
import { upload } from "./meets-helpers";
import { cid, closeAll, connect, pressNow, welcome, type LiveClient } from "./live-helpers";
import type { Heat } from "../../src/shared/programme";
import type { OfficialJoin } from "../../src/shared/official";

const CSV = [
  "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;VERENIGING",
  "1;1;3;50;FREE;F;Bakker;Anne;ZV Klok",
  "1;1;4;50;FREE;F;Visser;Bo;ZV Klok",
  "1;1;5;50;FREE;F;Smit;Cato;ZV Klok",
].join("\n");

let admin: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string };
const phones = new Map<string, { join: OfficialJoin; socket?: LiveClient }>();
let control: LiveClient;

beforeAll(async () => {
  admin = await seedAdmin();
  const own = await seedClubUser(await seedClub("ZV Klok"));
  meet = await json(
    await upload(
      "/api/meets/csv",
      own,
      { bytes: CSV, name: "series.csv" },
      { name: "Tijdwaarnemerstest", external_id: "61777", planned_date: "2099-06-01" },
    ),
    201,
  );
  // Joined in another order than the statistics list them: by name.
  for (const [name, number] of [
    ["Piet Pietersen", "TK00022"],
    ["Jan Jansen", "TK00021"],
    ["Klaas Klok", "TK00023"],
  ] as const) {
    const body = { meet_number: meet.external_id, auth_code: meet.auth_code, email: uniqueEmail("tk"), external_id: number, name };
    phones.set(name, { join: await json<OfficialJoin>(await joinOfficial(body), 200) });
  }
});

afterEach(closeAll);

/** Everyone's frames up to now, so the next message taken is the next one sent. */
async function quiet() {
  for (const client of [control, ...[...phones.values()].map((p) => p.socket!)]) await client.settle();
}

async function adminSends(message: object): Promise<Heat> {
  const id = cid();
  control.send({ ...message, id });
  await control.take("ack", (m) => m.id === id);
  const heat = await control.take("heat");
  await quiet();
  return heat.heat;
}

/** An official's record, answered by its ack; its id. */
async function record(name: string, message: object): Promise<string> {
  const phone = phones.get(name)!.socket!;
  const id = cid();
  phone.send({ ...message, id });
  await phone.take("ack", (m) => m.id === id);
  await quiet();
  return id;
}

const touch = (name: string, heat: Heat, lane: string, ms: number) =>
  record(name, { type: "lane_time", heat_id: heat.id, lane, touched_at: heat.start_time! + ms, offset: 0, accuracy: 4 });

describe("the timekeepers in the meet's statistics (DESIGN 6b)", () => {
  it("lists each timekeeper by name with their times, mean and spread of difference, late and withdrawn", async () => {
    control = await connect(meet.signed_id, admin);
    await welcome(control);
    for (const phone of phones.values()) {
      phone.socket = await connect(meet.signed_id, undefined, { official: phone.join.token });
      await welcome(phone.socket);
    }
    await quiet();

    // Backdated by 4.2 s, so that every touch below lies before the stop; a press up to 5 s old counts.
    const running = await adminSends({ type: "start", time: Date.now() - 4_200, accuracy: 5 });
    expect(running.start_time).toBeLessThan(Date.now() - 4_000);
    // Lane 3: two watches, their mean counts (3.20). Lane 4: three that differ, the middle one (3.56).
    await touch("Jan Jansen", running, "3", 3_100);
    await touch("Piet Pietersen", running, "3", 3_300);
    await touch("Jan Jansen", running, "4", 3_500);
    await touch("Piet Pietersen", running, "4", 3_600);
    await touch("Klaas Klok", running, "4", 3_560);
    // Lane 5: Klaas takes his watch back.
    const klaas5 = await touch("Klaas Klok", running, "5", 4_000);
    await record("Klaas Klok", { type: "correct_record", heat_id: running.id, record_id: klaas5, correction: { kind: "withdraw" } });
    const stopped = await adminSends({ type: "stop", ...pressNow() });
    // Piet's touch after the stop waits for the referee (half a second after it: the stop was just
    // now, and a touch later than the room received it is no time at all).
    await touch("Piet Pietersen", stopped, "5", stopped.end_time! - stopped.start_time! + 500);

    const res = await call("GET", `/api/meets/${meet.id}/statistics`, { as: admin });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    const block = text.slice(text.indexOf("Tijdwaarnemers")).trimEnd().split("\n");
    // Jan: −0.10 and −0.06. Klaas: 0.00 on lane 4; lane 5 withdrawn. Piet: +0.10 and +0.04; lane 5 waits.
    expect(block).toEqual([
      "Tijdwaarnemers (verschil met de tijd die telt, + is later):",
      "  Jan Jansen: 2 tijden, gemiddeld -0.08 s, spreiding 0.03 s, 0 te laat, 0 ingetrokken",
      "  Klaas Klok: 2 tijden (1 vergeleken), gemiddeld 0.00 s, spreiding -, 0 te laat, 1 ingetrokken",
      "  Piet Pietersen: 3 tijden (2 vergeleken), gemiddeld +0.07 s, spreiding 0.04 s, 1 te laat, 0 ingetrokken",
      "  Niet vergeleken: een ingetrokken of afgewezen tijd, een tijd die als enige de baantijd maakte, een baan zonder tijd.",
    ]);
  });
});
