// DESIGN 8i, codes of exception against the real Worker, room, D1 and R2, with a real para start list
// (example-startlist.lxf, 32 coded swimmers): every lane of a coded swimmer carries exactly the file's
// codes, for staff and in an official's programme, never in a public answer; a grant for one swim is
// a logged line-up change applied once; the export writes the file's codes back; a CSV brings them
// in its column.
import { runInDurableObject } from "cloudflare:test";
import { strFromU8, unzipSync } from "fflate";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, joinOfficial, json, seedAdmin, seedClub, seedClubUser, uniqueEmail, type Caller } from "./helpers";
import { cid, closeAll, connect, welcome } from "./live-helpers";
import { fixture, importLxf, roomProbe, upload } from "./meets-helpers";
import type { MeetRoom } from "../../src/durable/room/server";
import type { OfficialJoin } from "../../src/shared/official";
import type { Heat } from "../../src/shared/programme";

const FILE = "lenex/example-startlist.lxf";
const lef = () => strFromU8(Object.values(unzipSync(fixture(FILE)))[0]!);

/** The file's own word: each coded athlete's codes, by athlete id. */
function fileCodes(text: string): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const [, id, exception] of text.matchAll(/<ATHLETE [^>]*athleteid="(\d+)"[^>]*>\s*<HANDICAP exception="([^"]*)"/g)) {
    codes.set(id!, exception!.split(","));
  }
  return codes;
}

/** Every HANDICAP that has codes, its attributes sorted, so two files compare by content. */
const handicaps = (text: string) =>
  (text.match(/<HANDICAP [^>]*exception=[^>]*>/g) ?? [])
    .map((h) =>
      h
        .match(/\w+="[^"]*"/g)!
        .sort()
        .join(" "),
    )
    .sort();

let admin: Caller;
let own: Caller;
let meet: { id: number; signed_id: string; external_id: string; auth_code: string; name: string; planned_date: string };

const { programme, log, stub } = roomProbe(
  () => meet,
  () => admin,
);
const storedHeats = async () => ((await runInDurableObject(stub(), (room: MeetRoom) => room.programme())) as { heats: Heat[] }).heats;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  admin = await seedAdmin();
  own = await seedClubUser(await seedClub("ZV Para"));
  meet = await json(await importLxf(own, FILE), 201);
  // Public, and on a day to come, so officials may still join.
  const body = { name: meet.name, external_id: meet.external_id, planned_date: "2099-05-13", auth_code: meet.auth_code, public: true };
  await json(await call("PUT", `/api/meets/${meet.id}`, { as: own, body }), 200);
});

afterEach(closeAll);

describe("codes of exception from a LENEX start list", () => {
  it("gives every lane of a coded swimmer exactly the file's codes, and every other lane none", async () => {
    const codes = fileCodes(lef());
    expect(codes.size).toBe(32);
    const stored = new Map((await storedHeats()).map((h) => [h.id, h]));
    const heats = (await programme()).heats;
    let coded = 0;
    for (const heat of heats) {
      for (const [key, lane] of Object.entries(heat.lanes)) {
        const athlete = stored.get(heat.id)!.lanes[key]!.lenex?.athlete_id ?? "";
        const expected = codes.get(athlete) ?? [];
        expect(lane.codes, `${heat.id} lane ${key}`).toEqual(expected);
        if (expected.length > 0) coded++;
      }
    }
    // Each coded swimmer swims more than one event.
    expect(coded).toBeGreaterThan(codes.size);
  });

  it("gives an official's programme the codes, so the lane's timekeeper and judge know them", async () => {
    const joined = await json<OfficialJoin>(
      await joinOfficial({
        meet_number: meet.external_id,
        auth_code: meet.auth_code,
        email: uniqueEmail("official"),
        external_id: "AB12CD3",
        name: "Tineke Tijd",
      }),
      200,
    );
    const phone = await connect(meet.signed_id, undefined, { official: joined.token });
    const { heats } = await welcome(phone);
    const staff = (await programme()).heats;
    const codesOf = (hs: readonly Heat[]) => hs.flatMap((h) => Object.entries(h.lanes).map(([k, l]) => [h.id, k, l.codes]));
    expect(codesOf(heats.heats)).toEqual(codesOf(staff));
    expect(codesOf(heats.heats).filter(([, , c]) => (c as string[]).length > 0).length).toBeGreaterThan(32);
  });

  it("never puts them in a public answer: they describe an impairment", async () => {
    const coded = (await programme()).heats.flatMap((h) => Object.values(h.lanes)).find((l) => (l.codes ?? []).length > 0)!;
    for (const what of ["live", "results"]) {
      const res = await call("GET", `/api/public/meets/${meet.external_id}/${what}`);
      expect(res.status).toBe(200);
      const text = await res.text();
      // The start list is public, the swimmer in it; what their codes say is not.
      if (what === "live") expect(text).toContain(JSON.stringify(coded.swimmer));
      expect(text, what).not.toMatch(/"codes"|"class_status"|exception/);
    }
  });

  it("writes the file's codes back unchanged in the export", async () => {
    const bytes = new Uint8Array(await (await call("GET", `/api/meets/${meet.id}/export`, { as: own })).arrayBuffer());
    const written = strFromU8(Object.values(unzipSync(bytes))[0]!);
    expect(handicaps(written)).toEqual(handicaps(lef()));
    expect(handicaps(written)).toHaveLength(32);
  });
});

describe("a grant for one swim (line-up change codes)", () => {
  it("changes that lane only, is logged, applied once by its id, and stays out of public answers", async () => {
    const desk = await connect(meet.signed_id, admin);
    await welcome(desk);
    const heat = (await programme()).heats.find((h) => Object.values(h.lanes).some((l) => l.codes?.join(",") === "A,3,5,12,+"))!;
    const [key, lane] = Object.entries(heat.lanes).find(([, l]) => l.codes?.join(",") === "A,3,5,12,+")!;
    const id = cid();
    const message = { type: "lineup", id, heat_id: heat.id, lane: key, change: { kind: "codes", codes: ["A", "3", "5", "12", "+", "T"] } };
    desk.send(message);
    await desk.take("ack", (m) => m.id === id);
    // The same id again is the same change: acknowledged, not applied twice.
    desk.send(message);
    await desk.take("ack", (m) => m.id === id);
    const after = (await programme()).heats.find((h) => h.id === heat.id)!;
    expect(after.lanes[key]!.codes).toEqual(["A", "3", "5", "12", "+", "T"]);
    const lines = (await log()).filter((e) => e.action.includes(`uitzonderingscodes van ${lane.swimmer}`));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.action).toContain("A,3,5,12,+ → A,3,5,12,+,T");
    // The athlete's classification in the export is the file's: the grant is for this swim.
    const bytes = new Uint8Array(await (await call("GET", `/api/meets/${meet.id}/export`, { as: own })).arrayBuffer());
    expect(handicaps(strFromU8(Object.values(unzipSync(bytes))[0]!))).toEqual(handicaps(lef()));
    // Codes that are no codes are refused by the message's schema, and change nothing.
    desk.send({ ...message, id: cid(), change: { kind: "codes", codes: ["A; drop table"] } });
    expect((await desk.take("error", (m) => m.code === "bad_message")).message).toMatch(/^[A-Z].+\.$/);
    await sleep(1_200);
    const live = await (await call("GET", `/api/public/meets/${meet.external_id}/live`)).text();
    expect(live).not.toMatch(/"codes"|"T"\]/);
  });
});

describe("codes of exception from a CSV heat list", () => {
  it("reads the UITZONDERINGEN column into the lanes", async () => {
    const csv = [
      "PROGRAMMA;SERIE;BAAN;AFSTAND;SLAG;GESLACHT;ACHTERNAAM;VOORNAAM;VERENIGING;KLASSE;UITZONDERINGEN",
      '1;1;3;50;FREE;F;Bakker;Anne;ZV Baan;S11;"B,T"',
      "1;1;4;50;FREE;F;Visser;Bo;ZV Baan;S9;",
      "1;1;5;50;FREE;F;Smit;Cato;ZV Baan;S6;H",
    ].join("\n");
    const created = await json<{ id: number }>(
      await upload(
        "/api/meets/csv",
        own,
        { bytes: csv, name: "codes.csv" },
        { name: "Codes", external_id: "62377", planned_date: "2099-06-01" },
      ),
      201,
    );
    const heats = await json<{ heats: Heat[] }>(await call("GET", `/api/meets/${created.id}/heats`, { as: own }), 200);
    const lanes = heats.heats[0]!.lanes;
    expect([lanes["3"]!.codes, lanes["4"]!.codes, lanes["5"]!.codes]).toEqual([["B", "T"], [], ["H"]]);
  });
});
