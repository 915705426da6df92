import { strFromU8, strToU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { Heat, Lane, Programme, Watch } from "../../shared/programme";
import { mergeProgramme } from "../../durable/reimport";
import { readCsv } from "./csv-read";
import { readLenex } from "./lenex-read";
import { writeLenexResults } from "./lenex-write";
import { fixture } from "./test-helpers";
import { fileRankings, type FileRanking } from "./test-rankings";
import { heat as baseHeat, lane as baseLane, watch as baseWatch } from "../../shared/test-heats";

const lefText = (lxf: Uint8Array) => {
  const files = unzipSync(lxf);
  expect(Object.keys(files)).toEqual(["results.lef"]);
  return strFromU8(files["results.lef"]!);
};

const roundTrip = (programme: Programme) => readLenex(writeLenexResults(programme));

/**
 * A lane with neither time nor status has no RESULT: it comes back from its ENTRY, without a result
 * id. No RESULT carries points (DESIGN 8g), so the meet program's points do not come back either.
 */
const withoutResultIds = (programme: Programme): Programme => {
  const copy = structuredClone(programme);
  for (const heat of copy.heats) {
    for (const lane of Object.values(heat.lanes)) {
      if (lane.time === null && !lane.status && lane.lenex) delete lane.lenex.result_id;
      if (lane.lenex) delete lane.lenex.points;
    }
  }
  return withoutRanked(copy);
};

/** Whom each group's RANKINGS name, by event and group id; the programme without them. */
const rankedOf = (programme: Programme) =>
  Object.entries(programme.meet.lenex?.events ?? {}).flatMap(([event, { agegroups }]) =>
    agegroups.map((g) => [`${event}/${g.agegroupid}`, g.ranked ?? []] as const),
  );
const withoutRanked = (programme: Programme): Programme => {
  const copy = structuredClone(programme);
  for (const event of Object.values(copy.meet.lenex?.events ?? {})) for (const group of event.agegroups) delete group.ranked;
  return copy;
};

describe("writeLenexResults reads back to the same programme", () => {
  it.each(["example-results.lxf", "Results-Result.lxf"])(
    "%s: same heats, swimmers, lanes, times, splits, statuses, reasons and ids, and every swim in the groups the file ranked it in",
    (name) => {
      const original = readLenex(fixture(`lenex/${name}`));
      const back = roundTrip(original);
      expect(withoutRanked(back)).toEqual(withoutResultIds(original));
      // The export ranks also the swims the file ranked in no group (by the groups' rules): more, never fewer.
      const after = new Map(rankedOf(back));
      for (const [group, ids] of rankedOf(original)) expect(after.get(group)).toEqual(expect.arrayContaining([...ids]));
    },
    // Thousands of lanes read, written and read again: seconds on a loaded machine.
    30_000,
  );

  it("example-results.lxf: its untimed results without a status are written as entries, never as a zero time", () => {
    const original = readLenex(fixture("lenex/example-results.lxf"));
    const untimed = original.heats.flatMap((h) => Object.values(h.lanes)).filter((l) => l.time === null && !l.status);
    expect(untimed.length).toBeGreaterThan(0);
    const lef = lefText(writeLenexResults(original));
    expect(lef).not.toContain("00:00:00.00");
    expect(lef.match(/<ENTRY /g)).toHaveLength(untimed.length);
    for (const result of lef.match(/<RESULT [^>]*>/g)!) {
      expect(result, result).toMatch(/swimtime="\d\d:\d\d:\d\d\.\d\d"|status="(DNS|DNF|DSQ|EXH|SICK|WDR)"/);
    }
  });

  it("a start list, whose lanes have no results yet", () => {
    const original = readLenex(fixture("lenex/inschrijving-minioren-competitie.lxf"));
    const back = roundTrip(original);
    expect(back.heats.map((h) => h.id)).toEqual(original.heats.map((h) => h.id));
    for (const heat of original.heats) {
      const again = back.heats.find((h) => h.id === heat.id)!;
      // A lane nobody swam is written as its ENTRY and reads back as it was, a withdrawal with its
      // status on the ENTRY: the start list's word, no race result.
      for (const [key, lane] of Object.entries(heat.lanes)) expect(again.lanes[key]).toEqual(lane);
    }
  });

  it("writes a status the start list gave and nobody decided (Splash's DNS on an ENTRY) back on the ENTRY, not as a result", () => {
    const original = readLenex(fixture("lenex/inschrijving-minioren-competitie.lxf"));
    const [heat] = original.heats.filter((h) => Object.values(h.lanes).some((l) => l.status === null && l.swimmer));
    const key = Object.keys(heat!.lanes).find((k) => heat!.lanes[k]!.status === null && heat!.lanes[k]!.swimmer)!;
    heat!.lanes[key] = { ...heat!.lanes[key]!, status: "DNS" };
    const xml = lefText(writeLenexResults(original));
    expect(xml).toMatch(new RegExp(`<ENTRY [^>]*heatid="${heat!.lenex!.heat_id}" lane="${key}"[^>]*status="DNS"`));
    const back = roundTrip(original).heats.find((h) => h.id === heat!.id)!;
    expect(back.lanes[key]).toMatchObject({ status: "DNS", confirmed: false, time: null });
    expect(back.status).toBe(0);
  });

  it("re-imported into its own meet (DESIGN 8e), leaves every heat of a start list still to swim, withdrawals included", () => {
    const original = readLenex(fixture("lenex/inschrijving-minioren-competitie.lxf"));
    expect(original.heats.some((h) => Object.values(h.lanes).some((l) => l.status === "WDR"))).toBe(true);
    const { heats, report } = mergeProgramme(original.heats, roundTrip(original).heats, () => [], original.heats);
    expect(heats.filter((h) => h.status !== 0).map((h) => h.id)).toEqual([]);
    expect(report.changed).toEqual([]);
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
    // Nothing was swum: every lane is an ENTRY, none a RESULT.
    const lef = lefText(writeLenexResults(original));
    expect(lef).not.toContain("<RESULT ");
    expect(lef.match(/<ENTRY /g)).toHaveLength(original.heats.flatMap((h) => Object.values(h.lanes)).length);
    expect(back.heats.flatMap((h) => Object.values(h.lanes)).every((l) => l.lenex?.result_id === undefined)).toBe(true);
  });

  it("writes the codes of exception and the class statuses back unchanged (DESIGN 8i)", () => {
    const original = readLenex(fixture("lenex/example-startlist.lxf"));
    const handicaps = (lef: string) =>
      (lef.match(/<HANDICAP [^>]*>/g) ?? [])
        .map((h) =>
          h
            .match(/\w+="[^"]*"/g)!
            .sort()
            .join(" "),
        )
        .sort();
    const file = strFromU8(Object.values(unzipSync(fixture("lenex/example-startlist.lxf")))[0]!);
    const written = lefText(writeLenexResults(original));
    expect(handicaps(written).filter((h) => h.includes("exception="))).toEqual(handicaps(file).filter((h) => h.includes("exception=")));
    const lanes = (p: Programme) => p.heats.flatMap((h) => Object.values(h.lanes).map((l) => [l.swimmer, l.codes]));
    expect(lanes(roundTrip(original))).toEqual(lanes(original));
    // A status the file gives per stroke comes back with it.
    const statused = structuredClone(original);
    const lane = statused.heats
      .filter((h) => h.stroke === "BREAST")
      .flatMap((h) => Object.values(h.lanes))
      .find((l) => l.lenex?.handicap?.exception)!;
    lane.lenex!.handicap = { ...lane.lenex!.handicap, breaststatus: "REVIEW", freestatus: "CONFIRMED" };
    const back = roundTrip(statused).heats.flatMap((h) => Object.values(h.lanes));
    const again = back.find((l) => l.lenex?.athlete_id === lane.lenex!.athlete_id && l.class_status === "REVIEW");
    expect(again?.lenex?.handicap).toMatchObject({ breaststatus: "REVIEW", freestatus: "CONFIRMED" });
  });

  it("writes a CSV lane's codes of exception into its athlete's HANDICAP", () => {
    const text = "EVENT;HEAT;LANE;DISTANCE;STROKE;GENDER;LASTNAME;HANDICAP;EXCEPTIONS\n1;1;4;50;FREE;F;Vries;S9;A,3,+\n";
    const original = readCsv(new TextEncoder().encode(text), { name: "Clubmeet", date: "2025-02-09" });
    expect(lefText(writeLenexResults(original))).toMatch(/<HANDICAP free="9" exception="A,3,\+"\s*\/>/);
    expect(roundTrip(original).heats[0]!.lanes["4"]).toMatchObject({ handicap: "S9", codes: ["A", "3", "+"] });
  });

  it("gives a meet from CSV with results unique generated result ids", () => {
    const original = readCsv(fixture("csv/heatlist-en.csv"), { name: "Clubmeet", date: "2025-02-09" });
    for (const heat of original.heats) for (const lane of Object.values(heat.lanes)) lane.time = 60_000;
    const back = roundTrip(original);
    const resultIds = back.heats.flatMap((h) => Object.values(h.lanes).map((l) => l.lenex?.result_id));
    expect(resultIds.every((id) => /^\d+$/.test(id ?? ""))).toBe(true);
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
    expect(lef).toMatch(/<RESULT [^>]*swimtime="NT" status="DNS"/);
    expect(lef).not.toContain("00:00:00.00");
    expect(lef).toContain('<SPLIT distance="25" swimtime="00:00:27.00" />');
  });

  it("is a LENEX 3.0 file with the original ids, escaping what XML must", () => {
    const lef = lefText(writeLenexResults(minioren, { name: "Zwemtijd", version: "10.0.0", email: "info@example.org" }));
    expect(lef.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<LENEX version="3.0">')).toBe(true);
    expect(lef).toContain('<CONSTRUCTOR name="Zwemtijd" registration="Zwemtijd" version="10.0.0">');
    expect(lef).toContain('<EVENT eventid="1185" number="2" order="2" gender="F" round="TIM"');
    // The file's planned time of the heat goes back with it (DESIGN 8c reads it for the expected start).
    expect(lef).toContain('<HEAT heatid="2307" number="1" order="1" daytime="13:39" status="SEEDED" />');
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

describe("the referee's desk in the export (DESIGN 8b: exports carry it all)", () => {
  const lane = (fields: Partial<Lane>): Lane =>
    baseLane({ swimmer: "Zwemmer, A", handicap: null, club: "ZV De Vrije Slag", status: null, ...fields });
  const heat = (heat_number: number, fields: Partial<Heat>): Heat =>
    baseHeat({ id: `1-${heat_number}`, heat_number, distance: 100, gender: "F", relaycount: 1, ...fields });
  const watch = (id: string, time: number, pending?: boolean): Watch =>
    baseWatch(id, time, { splits: { "50": time / 2 }, ...(pending ? { pending } : {}) });

  const programme: Programme = {
    meet: { name: "Clubkampioenschappen", date: "2025-03-15", city: "Leiden", nation: "NED", course: "SCM" },
    heats: [
      heat(1, {
        status: 10,
        start_time: 1_741_000_000_000,
        end_time: 1_741_000_080_000,
        lanes: {
          // The referee's time, with the timekeepers' watches beside it (one still waiting).
          "1": lane({
            swimmer: "Jansen, Anna",
            entrytime: 66_000,
            time: 65_430,
            splits: { "50": { time: 31_200 } },
            confirmed: true,
            source: "referee",
            watches: [watch("w1", 65_430), watch("w2", 65_480), watch("w3", 66_000, true)],
            decision: { time: 65_430, status: null, by: "Scheidsrechter" },
          }),
          // DNS with its reason, and a split a timekeeper took before the referee decided it.
          "2": lane({
            swimmer: "de Vries, Bo",
            status: "DNS",
            reason: "Niet verschenen bij de start",
            splits: { "50": { time: 30_000 } },
            confirmed: true,
            source: "referee",
            decision: { time: null, status: "DNS", reason: "Niet verschenen bij de start", by: "Scheidsrechter" },
          }),
          // DSQ keeps the time it was swum in.
          "3": lane({
            swimmer: "Bakker, Cato",
            status: "DSQ",
            reason: "SW 4.4",
            time: 70_120,
            splits: { "50": { time: 33_010 } },
            confirmed: true,
            source: "referee",
            watches: [watch("w4", 70_120)],
            decision: { time: 70_120, status: "DSQ", reason: "SW 4.4", by: "Scheidsrechter" },
          }),
          // Neither time nor status: no RESULT.
          "4": lane({ swimmer: "Smit, Dewi", entrytime: 80_000 }),
          // An empty lane: nothing at all.
          "5": lane({ swimmer: "" }),
        },
      }),
      // Never swum here.
      heat(2, {
        lanes: {
          "3": lane({ swimmer: "Visser, Eva", entrytime: 75_000 }),
          "4": lane({ swimmer: "Mulder, Fenna" }),
        },
      }),
    ],
  };

  const lef = lefText(writeLenexResults(programme));
  const attrs = (element: string): Record<string, string> =>
    Object.fromEntries([...element.matchAll(/ (\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  const heatIds = Object.fromEntries([...lef.matchAll(/<HEAT [^>]*>/g)].map((m) => [attrs(m[0]).heatid!, Number(attrs(m[0]).number)]));
  const records = (name: "RESULT" | "ENTRY") =>
    [...lef.matchAll(new RegExp(`<${name} [^>]*>`, "g"))].map((m) => {
      const a = attrs(m[0]);
      return { heat: heatIds[a.heatid!], lane: a.lane, swimtime: a.swimtime, status: a.status, comment: a.comment, entrytime: a.entrytime };
    });

  it("writes exactly the lanes with a result as RESULTs: time, DNS with NT, DSQ with its time, the reasons as comments", () => {
    expect(records("RESULT")).toEqual([
      { heat: 1, lane: "1", swimtime: "00:01:05.43", status: undefined, comment: undefined, entrytime: "00:01:06.00" },
      { heat: 1, lane: "2", swimtime: "NT", status: "DNS", comment: "Niet verschenen bij de start", entrytime: undefined },
      { heat: 1, lane: "3", swimtime: "00:01:10.12", status: "DSQ", comment: "SW 4.4", entrytime: undefined },
    ]);
    expect(lef).not.toContain("00:00:00.00");
  });

  it("writes the lanes nobody swam, and the heat never swum, as entries", () => {
    expect(records("ENTRY")).toEqual([
      { heat: 1, lane: "4", swimtime: undefined, status: undefined, comment: undefined, entrytime: "00:01:20.00" },
      { heat: 2, lane: "3", swimtime: undefined, status: undefined, comment: undefined, entrytime: "00:01:15.00" },
      { heat: 2, lane: "4", swimtime: undefined, status: undefined, comment: undefined, entrytime: undefined },
    ]);
    expect(lef).not.toContain('lane="5"');
  });

  it("writes every result's splits, also of a lane without a time", () => {
    expect([...lef.matchAll(/<SPLIT [^>]*>/g)].map((m) => attrs(m[0]))).toEqual([
      { distance: "50", swimtime: "00:00:31.20" },
      { distance: "50", swimtime: "00:00:30.00" },
      { distance: "50", swimtime: "00:00:33.01" },
    ]);
  });

  it("reads back with the same status, reason, time and splits per lane", () => {
    const back = readLenex(writeLenexResults(programme));
    expect(back.heats.map((h) => h.id)).toEqual(["1-1", "1-2"]);
    const summary = (l: Lane) => ({ time: l.time, status: l.status, reason: l.reason, splits: l.splits, confirmed: l.confirmed });
    const lanes = back.heats[0]!.lanes;
    expect(Object.keys(lanes)).toEqual(["1", "2", "3", "4"]);
    expect(summary(lanes["1"]!)).toEqual({
      time: 65_430,
      status: null,
      reason: undefined,
      splits: { "50": { time: 31_200 } },
      confirmed: true,
    });
    expect(summary(lanes["2"]!)).toEqual({
      time: null,
      status: "DNS",
      reason: "Niet verschenen bij de start",
      splits: { "50": { time: 30_000 } },
      confirmed: true,
    });
    expect(summary(lanes["3"]!)).toEqual({
      time: 70_120,
      status: "DSQ",
      reason: "SW 4.4",
      splits: { "50": { time: 33_010 } },
      confirmed: true,
    });
    expect(lanes["3"]!.dqs).toEqual({ "SW 4.4": true });
    expect(summary(lanes["4"]!)).toEqual({ time: null, status: null, reason: undefined, splits: {}, confirmed: false });
    expect(lanes["4"]!).not.toHaveProperty("reason");
    expect(lanes["4"]!.entrytime).toBe(80_000);
    expect(Object.entries(back.heats[1]!.lanes).map(([key, l]) => [key, l.swimmer, summary(l)])).toEqual([
      ["3", "Visser, Eva", { time: null, status: null, reason: undefined, splits: {}, confirmed: false }],
      ["4", "Mulder, Fenna", { time: null, status: null, reason: undefined, splits: {}, confirmed: false }],
    ]);
  });

  it("names a DSQ's flags when it has no reason, and prefers the reason when it has one", () => {
    const copy = structuredClone(programme);
    Object.assign(copy.heats[0]!.lanes["4"]!, { time: 81_000, dqs: { "Keerpunt niet aangetikt": true, Vals: false, Benen: true } });
    Object.assign(copy.heats[0]!.lanes["3"]!, { dqs: { DSQ: true } });
    const out = lefText(writeLenexResults(copy));
    expect(out).toMatch(/<RESULT [^>]*lane="4" swimtime="00:01:21.00" status="DSQ" comment="Keerpunt niet aangetikt; Benen"/);
    expect(out).toMatch(/<RESULT [^>]*lane="3" swimtime="00:01:10.12" status="DSQ" comment="SW 4.4"/);
  });
});

describe("the ranking groups in the export (DESIGN 8h: RANKINGS per AGEGROUP)", () => {
  it("gives each AGEGROUP of example-results.lxf back with the places computed here: those the meet program gave", () => {
    const original = fixture("lenex/example-results.lxf");
    const programme = readLenex(original);
    const written = writeLenexResults(programme);
    const key = (r: FileRanking) => `${r.event_id} ${r.agegroup_id} ${r.result_id}`;
    const exported = new Map(fileRankings(written).map((r) => [key(r), r.place]));
    const placed = fileRankings(original).filter((r) => r.place !== null);
    expect(placed.length).toBeGreaterThan(3000);
    for (const ranking of placed) expect(exported.get(key(ranking)), key(ranking)).toBe(ranking.place);
    expect(lefText(written)).toContain('<AGEDATE value="2024-12-31" type="YEAR" />');
    expect(lefText(written)).toContain('<AGEGROUP agegroupid="1066" name="S5-S7" agemin="11" agemax="-1" handicap="5,6,7">');
  });

  it("gives an event without groups one AGEGROUP of every age with its places, and a heat raced here its status", () => {
    const programme = readCsv(fixture("csv/heatlist-en.csv"), { name: "Clubmeet", date: "2025-02-09" });
    const [first, second] = programme.heats.filter((h) => h.event_number === programme.heats[0]!.event_number);
    const [a, b] = Object.keys(first!.lanes);
    Object.assign(first!, { status: 10, start_time: 1_741_000_000_000, settled: true });
    Object.assign(first!.lanes[a!]!, { time: 61_000, confirmed: true, source: "referee" });
    Object.assign(first!.lanes[b!]!, { time: 60_000, confirmed: true, source: "referee" });
    const lef = lefText(writeLenexResults(programme));
    const group = /<AGEGROUP agegroupid="(\d+)" agemin="-1" agemax="-1">\s*<RANKINGS>([\s\S]*?)<\/RANKINGS>/.exec(lef);
    expect(group).not.toBeNull();
    expect([...group![2]!.matchAll(/order="(\d+)" place="(-?\d+)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ["1", "1"],
      ["2", "2"],
    ]);
    expect(lef).toMatch(/<HEAT heatid="\d+" number="1" order="1" status="OFFICIAL" \/>/);
    if (second) expect(lef).not.toMatch(new RegExp(`<HEAT heatid="\\d+" number="${second.heat_number}" status=`));
    // Read back, the group is the event's own, and ranks the same.
    const back = readLenex(writeLenexResults(programme));
    const events = Object.values(back.meet.lenex?.events ?? {});
    expect(events.map((e) => e.agegroups)).toEqual([[expect.objectContaining({ agegroupid: group![1], agemin: "-1", agemax: "-1" })]]);
  });

  it("writes a heat raced here but not settled yet as INOFFICIAL", () => {
    const programme = readCsv(fixture("csv/heatlist-en.csv"), { name: "Clubmeet", date: "2025-02-09" });
    const heat = programme.heats[0]!;
    Object.assign(heat, { status: 10, start_time: 1_741_000_000_000 });
    Object.assign(Object.values(heat.lanes)[0]!, { time: 61_000, confirmed: true, source: "watches" });
    expect(lefText(writeLenexResults(programme))).toMatch(/<HEAT heatid="\d+" number="1" order="1" status="INOFFICIAL" \/>/);
  });
});

describe("what a results file says of its swims comes back (DESIGN 10: round trip)", () => {
  // As Splash and swimrankings write them: a masters meet whose sessions were swum in two pools.
  const file = `<?xml version="1.0" encoding="UTF-8"?>
<LENEX version="3.0"><MEETS><MEET name="Masters" city="Bern" nation="SUI">
  <POOL lanemin="1" lanemax="6" type="INDOOR"/>
  <SESSIONS>
    <SESSION number="1" date="2021-05-01"><EVENTS>
      <EVENT eventid="10" number="1" daytime="09:30" round="TIM" type="MASTERS">
        <SWIMSTYLE distance="200" relaycount="1" stroke="FREE"/><HEATS><HEAT heatid="101" number="1"/></HEATS>
      </EVENT>
      <EVENT eventid="20" number="2" daytime="10:15" type="MASTERS">
        <SWIMSTYLE distance="50" relaycount="4" stroke="FREE"/><HEATS><HEAT heatid="201" number="1"/></HEATS>
      </EVENT>
    </EVENTS></SESSION>
    <SESSION number="2" date="2021-05-02"><POOL lanemin="3" lanemax="7"/><EVENTS>
      <EVENT eventid="30" number="3">
        <SWIMSTYLE distance="50" relaycount="1" stroke="BACK"/><HEATS><HEAT heatid="301" number="1"/></HEATS>
      </EVENT>
    </EVENTS></SESSION>
  </SESSIONS>
  <CLUBS><CLUB clubid="1" name="SC Bern"><ATHLETES>
    <ATHLETE athleteid="1" lastname="Muster" firstname="Anna" gender="F"><RESULTS>
      <RESULT resultid="1" eventid="10" heatid="101" lane="1" swimtime="00:02:40.12" reactiontime="+71" comment="New Masters Rekord">
        <SPLITS><SPLIT distance="50" swimtime="00:00:38.00"/><SPLIT distance="100" swimtime="00:01:19.00"/></SPLITS>
      </RESULT>
      <RESULT resultid="5" eventid="30" heatid="301" lane="7" swimtime="00:00:40.00"/>
    </RESULTS></ATHLETE>
    <ATHLETE athleteid="2" lastname="Meier" firstname="Bea" gender="F"><RESULTS>
      <RESULT resultid="2" eventid="10" heatid="101" lane="2" status="DNF" swimtime="00:00:00.00" reactiontime="0">
        <SPLITS><SPLIT distance="50" swimtime="00:00:41.00"/><SPLIT distance="100" swimtime="00:01:25.50"/></SPLITS>
      </RESULT>
    </RESULTS></ATHLETE>
    <ATHLETE athleteid="3" lastname="Keller" firstname="Cla" gender="F"><RESULTS>
      <RESULT resultid="3" eventid="10" heatid="101" lane="3" status="DSQ" swimtime="NT" comment="SW 10.2">
        <SPLITS><SPLIT distance="50" swimtime="00:00:37.50"/></SPLITS>
      </RESULT>
    </RESULTS></ATHLETE>
    <ATHLETE athleteid="4" lastname="Frei" firstname="Dora" gender="F"><RESULTS>
      <RESULT resultid="4" eventid="10" heatid="101" lane="4" swimtime="00:03:23.18" comment="+5sec für frühstart"/>
    </RESULTS></ATHLETE>
    <ATHLETE athleteid="5" lastname="Aeby" firstname="Lia" gender="F"><RESULTS>
      <RESULT resultid="7" eventid="10" heatid="101" lane="5" status="SUI.RED10" swimtime="00:02:50.00"/>
      <RESULT resultid="8" eventid="30" heatid="301" lane="6" status="SUI.X" comment="zu spät" swimtime="00:00:45.00"/>
    </RESULTS></ATHLETE>
  </ATHLETES>
  <RELAYS><RELAY number="1" gender="F" agemin="-1" agemax="-1" agetotalmin="160" agetotalmax="199"><RESULTS>
    <RESULT resultid="6" eventid="20" heatid="201" lane="2" status="DSQ" swimtime="00:02:10.00" reactiontime="+60"
      comment="Wechsel zu früh">
      <RELAYPOSITIONS>
        <RELAYPOSITION athleteid="1" number="1" reactiontime="+60"/>
        <RELAYPOSITION athleteid="2" number="2" reactiontime="-3" status="DSQ"/>
        <RELAYPOSITION athleteid="3" number="3" reactiontime="+21"/>
        <RELAYPOSITION athleteid="4" number="4"/>
      </RELAYPOSITIONS>
    </RESULT>
  </RESULTS></RELAY></RELAYS>
  </CLUB></CLUBS>
</MEET></MEETS></LENEX>`;
  const original = readLenex(strToU8(file));
  const [event1, relay, event3] = original.heats;
  const back = roundTrip(original);

  it("reads back to the same heats and lanes", () => {
    expect(original.heats.map((h) => h.id)).toEqual(["1-1", "2-1", "3-1"]);
    expect(back.heats).toEqual(original.heats);
  });

  it("keeps the splits of a DNF and of a DSQ without a final time", () => {
    expect(event1!.lanes["2"]).toMatchObject({ time: null, status: "DNF", splits: { "50": { time: 41_000 }, "100": { time: 85_500 } } });
    expect(event1!.lanes["3"]).toMatchObject({ time: null, status: "DSQ", splits: { "50": { time: 37_500 } } });
    for (const key of ["2", "3"]) expect(back.heats[0]!.lanes[key]!.splits).toEqual(event1!.lanes[key]!.splits);
    expect(lefText(writeLenexResults(original))).toMatch(
      /<RESULT [^>]*lane="2" swimtime="NT" status="DNF"[^>]*>\s*<SPLITS>\s*<SPLIT distance="50" swimtime="00:00:41.00" \/>/,
    );
  });

  it("keeps a comment beside a result without a status as the file's remark, never as a reason", () => {
    for (const [key, remark] of [
      ["1", "New Masters Rekord"],
      ["4", "+5sec für frühstart"],
    ] as const) {
      expect(event1!.lanes[key]).toMatchObject({ status: null, lenex: { comment: remark } });
      expect(event1!.lanes[key]).not.toHaveProperty("reason");
      expect(back.heats[0]!.lanes[key]!.lenex?.comment).toBe(remark);
      expect(back.heats[0]!.lanes[key]).not.toHaveProperty("reason");
    }
    // A status's comment stays its reason, and no remark.
    expect(event1!.lanes["3"]).toMatchObject({ reason: "SW 10.2" });
    expect(event1!.lanes["3"]!.lenex).not.toHaveProperty("comment");
    const lef = lefText(writeLenexResults(original));
    expect(lef).toMatch(/<RESULT [^>]*lane="4" swimtime="00:03:23.18" comment="\+5sec für frühstart"/);
    // Disqualified here, the lane's remark is no reason for it: the comment is the referee's, or none.
    const decided = structuredClone(original);
    Object.assign(decided.heats[0]!.lanes["1"]!, { status: "DSQ", dqs: { DSQ: true }, source: "referee" });
    Object.assign(decided.heats[0]!.lanes["4"]!, { status: "DSQ", reason: "SW 4.4", dqs: { "SW 4.4": true }, source: "referee" });
    const out = lefText(writeLenexResults(decided));
    expect(out).not.toContain("Rekord");
    expect(out).not.toContain("frühstart");
    const lanes = readLenex(writeLenexResults(decided)).heats[0]!.lanes;
    expect(lanes["1"]).toMatchObject({ status: "DSQ", dqs: { DSQ: true } });
    expect(lanes["1"]).not.toHaveProperty("reason");
    expect(lanes["4"]).toMatchObject({ status: "DSQ", reason: "SW 4.4" });
  });

  it("gives back a status LENEX does not name as the file wrote it, the lane never placed meanwhile", () => {
    expect(event1!.lanes["5"]).toMatchObject({ status: "EXH", reason: "SUI.RED10", time: 170_000 });
    const lef = lefText(writeLenexResults(original));
    expect(lef).toMatch(/<RESULT [^>]*lane="5" swimtime="00:02:50.00" status="SUI.RED10" \/>/);
    expect(lef).toMatch(/<RESULT [^>]*lane="6" swimtime="00:00:45.00" status="SUI.X" comment="zu spät"/);
    expect(back.heats[2]!.lanes["6"]).toMatchObject({ status: "EXH", reason: "SUI.X: zu spät", lenex: { result_status: "SUI.X" } });
    // Decided otherwise here, the lane's own status goes out.
    const decided = structuredClone(original);
    Object.assign(decided.heats[0]!.lanes["5"]!, { status: "DSQ", reason: "SW 4.4", dqs: { "SW 4.4": true }, source: "referee" });
    expect(lefText(writeLenexResults(decided))).toMatch(/<RESULT [^>]*lane="5" swimtime="00:02:50.00" status="DSQ" comment="SW 4.4"/);
  });

  it("keeps the EVENT's type (MASTERS results count for masters rankings) and daytime", () => {
    expect(event1!.lenex).toMatchObject({ event_type: "MASTERS", event_daytime: "09:30" });
    expect(relay!.lenex).toMatchObject({ event_type: "MASTERS", event_daytime: "10:15" });
    expect(event3!.lenex).not.toHaveProperty("event_type");
    expect(lefText(writeLenexResults(original))).toContain(
      '<EVENT eventid="10" number="1" order="1" gender="A" round="TIM" daytime="09:30" type="MASTERS">',
    );
    expect(back.heats.map((h) => h.lenex)).toEqual(original.heats.map((h) => h.lenex));
  });

  it("keeps the reaction times and a relay's disqualified leg", () => {
    expect(event1!.lanes["1"]!.lenex?.reactiontime).toBe("+71");
    expect(event1!.lanes["2"]!.lenex?.reactiontime).toBe("0");
    expect(relay!.lanes["2"]!.lenex).toMatchObject({ reactiontime: "+60" });
    const legs = relay!.lanes["2"]!.lenex?.relay_positions?.map((p) => [p.number, p.reactiontime, p.status]);
    expect(legs).toEqual([
      [1, "+60", undefined],
      [2, "-3", "DSQ"],
      [3, "+21", undefined],
      [4, undefined, undefined],
    ]);
    expect(lefText(writeLenexResults(original))).toContain('<RELAYPOSITION athleteid="2" number="2" reactiontime="-3" status="DSQ" />');
    expect(back.heats[1]!.lanes["2"]!.lenex).toEqual(relay!.lanes["2"]!.lenex);
  });

  it("keeps the meet's POOL and a session's own, so the re-import takes the same lanes", () => {
    expect(original.meet.lenex?.pool).toEqual({ lanemin: "1", lanemax: "6", type: "INDOOR" });
    expect(original.meet.lenex?.sessions?.map((s) => s.pool)).toEqual([undefined, { lanemin: "3", lanemax: "7" }]);
    expect(back.meet.lenex?.pool).toEqual(original.meet.lenex?.pool);
    expect(back.meet.lenex?.sessions).toEqual(original.meet.lenex?.sessions);
    const lef = lefText(writeLenexResults(original));
    expect(lef).toContain('<POOL lanemin="1" lanemax="6" type="INDOOR" />');
    expect(lef).toMatch(/<SESSION number="2" [^>]*>\s*<POOL lanemin="3" lanemax="7" \/>/);
  });

  it("widens a POOL to a lane entered on the day outside it, so its own export still reads back", () => {
    const entered = structuredClone(original);
    entered.heats[0]!.lanes["8"] = baseLane({ swimmer: "Late, Eva", club: "SC Bern", handicap: null, late_entry: true, time: 150_000 });
    entered.heats[2]!.lanes["2"] = baseLane({ swimmer: "Early, Fay", club: "SC Bern", handicap: null, late_entry: true });
    const lef = lefText(writeLenexResults(entered));
    expect(lef).toContain('<POOL lanemin="1" lanemax="8" type="INDOOR" />');
    expect(lef).toMatch(/<SESSION number="2" [^>]*>\s*<POOL lanemin="2" lanemax="7" \/>/);
    const again = readLenex(writeLenexResults(entered));
    expect(again.heats[0]!.lanes["8"]).toMatchObject({ swimmer: "Late, Eva", time: 150_000 });
    expect(again.heats[2]!.lanes["2"]).toMatchObject({ swimmer: "Early, Fay" });
  });
});
