import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { Programme } from "../../shared/programme";
import { readCsv } from "./csv-read";
import { readLenex } from "./lenex-read";
import { writeLenexResults } from "./lenex-write";
import { fixture } from "./test-helpers";


const lefText = (lxf: Uint8Array) => {
  const files = unzipSync(lxf);
  expect(Object.keys(files)).toEqual(["results.lef"]);
  return strFromU8(files["results.lef"]!);
};

const roundTrip = (programme: Programme) => readLenex(writeLenexResults(programme));

describe("writeLenexResults reads back to the same programme", () => {
  it.each(["example-results.lxf", "Results-Result.lxf"])(
    "%s: same heats, swimmers, lanes, times, splits, statuses and ids",
    (name) => {
      const original = readLenex(fixture(`lenex/${name}`));
      expect(roundTrip(original)).toEqual(original);
    },
  );

  it("a start list, whose lanes have no results yet", () => {
    const original = readLenex(fixture("lenex/inschrijving-minioren-competitie.lxf"));
    const back = roundTrip(original);
    expect(back.heats.map((h) => h.id)).toEqual(original.heats.map((h) => h.id));
    for (const heat of original.heats) {
      const again = back.heats.find((h) => h.id === heat.id)!;
      for (const [key, lane] of Object.entries(heat.lanes)) {
        // A RESULT is written for every lane (Splash does the same), with a new result id; a
        // withdrawal is a result, so `confirmed` changes for the WDR lanes and nothing else does.
        expect(again.lanes[key]).toEqual({
          ...lane,
          confirmed: lane.status === "WDR",
          lenex: { ...lane.lenex, result_id: expect.stringMatching(/^\d+$/) },
        });
      }
    }
  });

  it("a meet imported from CSV, with generated ids", () => {
    const original = readCsv(fixture("csv/heatlist-en.csv"), { name: "Clubmeet", date: "2025-02-09" });
    const back = roundTrip(original);
    expect(back.meet).toMatchObject({ name: "Clubmeet", date: "2025-02-09" });
    expect(back.heats.map((h) => h.id)).toEqual(original.heats.map((h) => h.id));
    for (const heat of original.heats) {
      const again = back.heats.find((h) => h.id === heat.id)!;
      expect(again).toMatchObject({ distance: heat.distance, stroke: heat.stroke, gender: heat.gender, relaycount: heat.relaycount });
      for (const [key, lane] of Object.entries(heat.lanes)) {
        expect(again.lanes[key], `${heat.id} lane ${key}`).toMatchObject({
          swimmer: lane.swimmer,
          license: lane.license,
          club: lane.club,
          entrytime: lane.entrytime,
          handicap: lane.handicap,
          time: null,
        });
      }
    }
    const resultIds = back.heats.flatMap((h) => Object.values(h.lanes).map((l) => l.lenex?.result_id));
    expect(new Set(resultIds).size).toBe(resultIds.length);
  });
});

describe("what the export writes", () => {
  const minioren = readLenex(fixture("lenex/inschrijving-minioren-competitie.lxf"));

  it("writes results recorded here: time, splits, DSQ with its reason, DNS", () => {
    const programme = structuredClone(minioren);
    const heat = programme.heats.find((h) => h.id === "2-2")!;
    Object.assign(heat.lanes["2"]!, { time: 56_789, splits: { "25": { time: 27_001 } }, confirmed: true });
    Object.assign(heat.lanes["3"]!, { time: 55_000, dqs: { "Keerpunt niet aangetikt": true, Vals: false }, confirmed: true });
    Object.assign(heat.lanes["4"]!, { status: "DNS", confirmed: true });
    const lanes = roundTrip(programme).heats.find((h) => h.id === "2-2")!.lanes;
    expect(lanes["2"]).toMatchObject({ time: 56_780, splits: { "25": { time: 27_000 } }, status: null, confirmed: true });
    expect(lanes["3"]).toMatchObject({ time: 55_000, status: "DSQ", dqs: { "Keerpunt niet aangetikt": true } });
    expect(lanes["4"]).toMatchObject({ time: null, status: "DNS" });

    const lef = lefText(writeLenexResults(programme));
    expect(lef).toContain('status="DSQ" comment="Keerpunt niet aangetikt"');
    expect(lef).toMatch(/<RESULT [^>]*swimtime="00:00:00\.00" status="DNS"/);
    expect(lef).toContain('<SPLIT distance="25" swimtime="00:00:27.00" />');
  });

  it("is a LENEX 3.0 file with the original ids, escaping what XML must", () => {
    const lef = lefText(writeLenexResults(minioren, { name: "Zwemtijd", version: "10.0.0", email: "info@example.org" }));
    expect(lef.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<LENEX version="3.0">')).toBe(true);
    expect(lef).toContain('<CONSTRUCTOR name="Zwemtijd" registration="Zwemtijd" version="10.0.0">');
    expect(lef).toContain('<EVENT eventid="1185" number="2" gender="F" round="TIM"');
    expect(lef).toContain('<HEAT heatid="2307" number="1" />');
    expect(lef).toContain('name="Z&amp;PC Alkemade"');
    expect(lef).toMatch(/<SESSION number="1" date="2025-02-09"/);
    expect(lef).not.toContain("undefined");
  });

  it("writes a relay swimmer who swam only the relay as an athlete of the club", () => {
    const lef = lefText(writeLenexResults(minioren));
    const ids = [...lef.matchAll(/<RELAYPOSITION athleteid="(\d+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(lef).toContain(`athleteid="${id}" lastname=`);
  });
});
