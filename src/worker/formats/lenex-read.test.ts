import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { Heat, Lane, Programme } from "../../shared/programme";
import type { ImportErrorCode } from "./errors";
import { MAX_UNZIPPED_BYTES, MAX_XML_BYTES, readLenex } from "./lenex-read";
import { writeLenexResults } from "./lenex-write";
import { fixture, importError, utf16, whereOf } from "./test-helpers";

const lanesOf = (p: Programme): [Heat, string, Lane][] =>
  p.heats.flatMap((heat) => Object.entries(heat.lanes).map(([key, lane]): [Heat, string, Lane] => [heat, key, lane]));

const byHeatId = (p: Programme, heatId: string) => p.heats.find((h) => h.lenex?.heat_id === heatId)!;

const lenex = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<LENEX version="3.0"><MEETS><MEET name="M" city="C" nation="NED">${body}</MEET></MEETS></LENEX>`;

describe("the fixtures import as SOURCES.md says", () => {
  it.each([
    ["inschrijving-minioren-competitie.lxf", 69, 623],
    ["example-startlist.lxf", 335, 2852],
    ["example-results.lxf", 335, 2852],
    ["Results-Result.lxf", 198, 736],
  ])("%s gives its heats and lanes", (name, heats, lanes) => {
    const programme = readLenex(fixture(`lenex/${name}`));
    expect(programme.heats).toHaveLength(heats);
    expect(lanesOf(programme)).toHaveLength(lanes);
  });

  it.each<[string, ImportErrorCode]>([
    ["not-a-zip.lxf", "not_a_zip"],
    ["truncated-xml.lxf", "xml_invalid"],
    ["no-lef-inside.lxf", "no_lef"],
  ])("%s is refused with %s", (name, code) => {
    expect(importError(() => readLenex(fixture(`lenex/${name}`))).code).toBe(code);
  });
});

describe("a Splash start list (inschrijving-minioren-competitie.lxf)", () => {
  const programme = readLenex(fixture("lenex/inschrijving-minioren-competitie.lxf"));
  const heat = (id: string) => programme.heats.find((h) => h.id === id)!;

  it("takes the meet from the file and its date from the first session", () => {
    expect(programme.meet).toMatchObject({
      name: "Alphen aan de Rijn Clubmeet Finale 2024-2025",
      date: "2025-02-09",
      city: "Alphen aan de Rijn",
      nation: "NED",
      course: "SCM",
    });
  });

  it("makes every EVENT/HEAT a heat, sorted by event and heat number", () => {
    const keys = programme.heats.map((h) => [h.event_number, h.heat_number]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    expect(heat("2-1")).toMatchObject({
      event_number: 2,
      heat_number: 1,
      distance: 50,
      stroke: "FREE",
      gender: "F",
      relaycount: 1,
      status: 0,
      start_time: null,
      end_time: null,
      vva: null,
      lenex: { event_id: "1185", heat_id: "2307", session: "1", round: "TIM" },
    });
    expect(heat("2-1").round).toBeUndefined();
  });

  it("fills lanes from seeded entries: lane 0, name prefix, licence, club, entry time", () => {
    expect(heat("2-2").lanes["0"]).toMatchObject({
      swimmer: "van der Reijden, Annemieke",
      license: "201402746",
      club: "BZ en PC",
      entrytime: 60_000,
      handicap: null,
      time: null,
      dqs: {},
      splits: {},
      confirmed: false,
      status: null,
    });
    expect(heat("2-2").lanes["2"]).toMatchObject({ swimmer: "Baltes, Feline", entrytime: 56_660 });
  });

  it("reads NT as no entry time", () => {
    expect(heat("2-1").lanes["3"]).toMatchObject({ swimmer: "Ferré, Manuela", entrytime: null });
  });

  it("names a relay by club and relay number and keeps its swimmers in order", () => {
    const relay = heat("1-2").lanes["3"]!;
    expect(relay).toMatchObject({ swimmer: "De Columbiaan 1", club: "De Columbiaan", license: null, entrytime: 188_380 });
    expect(relay.lenex?.relay_positions?.map((p) => [p.number, p.athlete_id])).toEqual([
      [1, "1831"],
      [2, "1834"],
      [3, "1854"],
      [4, "1861"],
    ]);
    expect(relay.lenex?.relay_positions?.every((p) => typeof p.name === "string" && p.name.includes(", "))).toBe(true);
  });

  it("takes the class for the heat's stroke from HANDICAP, none from an exception alone", () => {
    expect(heat("3-4").lanes["5"]).toMatchObject({ swimmer: "van der Schrier, Twan", handicap: "S14" });
    expect(heat("11-5").lanes["4"]).toMatchObject({ swimmer: "van der Schrier, Twan", handicap: "S14" });
    const famke = lanesOf(programme).filter(([, , lane]) => lane.swimmer === "Schepers, Famke");
    expect(famke).toHaveLength(3);
    expect(famke.every(([, , lane]) => lane.handicap === null)).toBe(true);
  });

  it("keeps a withdrawn entry in its lane, marked WDR", () => {
    const withdrawn = lanesOf(programme).filter(([, , lane]) => lane.status === "WDR");
    expect(withdrawn).toHaveLength(28);
  });

  it("keeps the LENEX ids the export gives back", () => {
    expect(heat("2-2").lanes["0"]!.lenex).toMatchObject({ athlete_id: expect.any(String), club_id: "1776", club_code: "09-008" });
  });

  it("reads a bare .lef as it reads the zip", () => {
    const lef = Object.values(unzipSync(fixture("lenex/inschrijving-minioren-competitie.lxf")))[0]!;
    expect(readLenex(lef)).toEqual(programme);
  });
});

describe("a para meet with prelims and finals (example-startlist.lxf)", () => {
  const programme = readLenex(fixture("lenex/example-startlist.lxf"));
  const ids = new Set(programme.heats.map((h) => h.id));

  it("gives every lane of a coded swimmer exactly the file's codes of exception, in its order (DESIGN 8i)", () => {
    const lef = strFromU8(Object.values(unzipSync(fixture("lenex/example-startlist.lxf")))[0]!);
    const fileCodes = new Map<string, string[]>();
    for (const [, id, exception] of lef.matchAll(/<ATHLETE [^>]*athleteid="(\d+)"[^>]*>\s*<HANDICAP exception="([^"]*)"/g)) {
      fileCodes.set(id!, exception!.split(","));
    }
    expect(fileCodes.size).toBe(32);
    const coded = lanesOf(programme).filter(([, , lane]) => fileCodes.has(lane.lenex?.athlete_id ?? ""));
    expect(coded.length).toBeGreaterThan(32);
    for (const [, , lane] of coded) expect(lane.codes).toEqual(fileCodes.get(lane.lenex!.athlete_id!));
    expect(lanesOf(programme).filter(([, , lane]) => (lane.codes ?? []).length > 0)).toHaveLength(coded.length);
  });

  it("gives each swim the class of its stroke: S for free, back and fly, SB for breast, SM for medley (DESIGN 8i)", () => {
    // The one swimmer with codes 3,5 is S10, SB9 and SM10.
    const swims = lanesOf(programme).filter(([, , lane]) => lane.codes?.join(",") === "3,5");
    expect(swims.length).toBeGreaterThan(1);
    const expected: Record<string, string> = { FREE: "S10", BACK: "S10", FLY: "S10", BREAST: "SB9", MEDLEY: "SM10" };
    for (const [heat, , lane] of swims) expect(lane.handicap, heat.id).toBe(expected[heat.stroke]);
    expect(new Set(swims.map(([heat]) => heat.stroke)).size).toBeGreaterThan(1);
  });

  it("gives finals that share the prelims' event number Splash's round letter (1F)", () => {
    expect(ids.size).toBe(programme.heats.length);
    for (const id of ["1-1", "1-6", "1F-1", "1F-2", "1F-3"]) expect(ids.has(id)).toBe(true);
    const final = programme.heats.find((h) => h.id === "1F-2")!;
    expect(final).toMatchObject({ event_number: 1, heat_number: 2, round: "F", lenex: { round: "FIN", final: "B" } });
    // Splash's extra heats of a final are final heats; those of a timed final continue its numbers.
    expect(programme.heats.find((h) => h.id === "1F-1")!.lenex).toMatchObject({ round: "EXTRAHEATS", final: "A" });
    expect(programme.heats.find((h) => h.id === "12-9")!.lenex).toMatchObject({ round: "EXTRAHEATS" });
    expect(programme.heats.find((h) => h.id === "20SOP-1")!.lenex).toMatchObject({ round: "SOP" });
  });

  it("orders an event's rounds after each other", () => {
    const event1 = programme.heats.filter((h) => h.event_number === 1).map((h) => h.id);
    expect(event1).toEqual(["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "1F-1", "1F-2", "1F-3"]);
  });

  it("runs as the file plans it (DESIGN 8h): sessions by day and time, events by their order, finals at night", () => {
    const order = programme.heats.map((h) => h.id);
    const after = (id: string) => order[order.indexOf(id) + 1];
    // Session 1, the first morning: event 2 follows event 1, the para events 301–304 come mid-morning.
    expect(order.slice(0, 7)).toEqual(["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-1"]);
    expect(order.slice(order.indexOf("2-6"), order.indexOf("2-6") + 6)).toEqual(["2-6", "301-1", "302-1", "303-1", "304-1", "3-1"]);
    // Session 2, that evening, begins with the final's A heat (its EXTRAHEATS event, order 1); the B
    // and C heats (order 10) come after the other events' A finals.
    expect(after("4-10")).toBe("1F-1");
    expect(order.slice(order.indexOf("1F-1"), order.indexOf("1F-1") + 9)).toEqual([
      "1F-1",
      "2F-1",
      "301F-1",
      "302F-1",
      "303F-1",
      "304F-1",
      "3F-1",
      "4F-1",
      "1F-2",
    ]);
    // Every heat in the session that holds its EVENT, the sessions one after another (numbered by day here).
    const sessions = programme.heats.map((h) => Number(h.lenex?.session));
    expect(sessions).toEqual([...sessions].sort((a, b) => a - b));
    expect(new Set(sessions).size).toBe(14);
    // A swim-off is swum in its own session, after that session's events.
    const swimOff = programme.heats.find((h) => h.id === "20SOP-1")!;
    expect(swimOff.lenex?.session).toBe("9");
    expect(programme.heats[order.indexOf("20SOP-1") + 1]!.lenex?.session).toBe("10");
  });

  it("takes entry statuses: EXH and DNS stay in their lane; unseeded WDR and RJC entries stay out", () => {
    const statuses = lanesOf(programme).map(([, , lane]) => lane.status);
    expect(statuses.filter((s) => s === "EXH")).toHaveLength(3);
    expect(statuses.filter((s) => s === "DNS")).toHaveLength(19);
    expect(statuses.filter((s) => s === "WDR")).toHaveLength(0);
  });

  it("takes the stroke's class, also from a HANDICAP with only a breaststroke class", () => {
    const leroux = lanesOf(programme).filter(([, , lane]) => lane.swimmer === "Leroux_SB9, James");
    expect(leroux.length).toBeGreaterThan(0);
    for (const [heat, , lane] of leroux) expect(lane.handicap).toBe(heat.stroke === "BREAST" ? "SB9" : null);
    const classes = new Set(lanesOf(programme).map(([, , lane]) => lane.handicap));
    expect([...classes].filter((c) => c !== null).every((c) => /^(S|SB|SM)\d{1,2}$/.test(c!))).toBe(true);
  });
});

describe("a results file (example-results.lxf)", () => {
  const programme = readLenex(fixture("lenex/example-results.lxf"));
  const lane = (heatId: string, key: string) => byHeatId(programme, heatId).lanes[key]!;

  it("takes swim time and cumulative splits keyed by distance", () => {
    expect(lane("27134", "4")).toMatchObject({
      swimmer: expect.any(String),
      time: 143_590,
      entrytime: 143_120,
      splits: { "50": { time: 30_040 }, "100": { time: 67_120 }, "150": { time: 109_550 } },
      status: null,
      dqs: {},
      confirmed: true,
      lenex: { result_id: "10581" },
    });
  });

  it("takes a DSQ with its time", () => {
    expect(lane("23679", "3")).toMatchObject({ time: 57_710, status: "DSQ", dqs: { DSQ: true }, confirmed: true });
  });

  it("takes a DNS written as 00:00:00.00 as no time", () => {
    expect(lane("23681", "6")).toMatchObject({ time: null, status: "DNS", dqs: {}, confirmed: true });
  });

  it("leaves a result without time or status unconfirmed", () => {
    expect(lane("23447", "9")).toMatchObject({ time: null, status: null, confirmed: false });
  });

  it("counts the statuses of the file", () => {
    const statuses = lanesOf(programme).map(([, , l]) => l.status);
    expect(statuses.filter((s) => s === "DSQ")).toHaveLength(18);
    expect(statuses.filter((s) => s === "DNS")).toHaveLength(19);
  });
});

describe("a results file with reasons and relays (Results-Result.lxf)", () => {
  const programme = readLenex(fixture("lenex/Results-Result.lxf"));
  const lane = (heatId: string, key: string) => byHeatId(programme, heatId).lanes[key]!;

  it("keeps the DSQ comment as the reason", () => {
    expect(lane("12852", "3")).toMatchObject({
      swimmer: "Sutter, Noa",
      time: 55_250,
      status: "DSQ",
      reason: "504 - Brustbeinschlag während des Schwimmens",
      dqs: { "504 - Brustbeinschlag während des Schwimmens": true },
    });
  });

  it("keeps SICK, WDR and EXH", () => {
    const statuses = lanesOf(programme).map(([, , l]) => l.status);
    expect(statuses.filter((s) => s === "SICK")).toHaveLength(3);
    expect(statuses.filter((s) => s === "WDR")).toHaveLength(34);
    expect(statuses.filter((s) => s === "EXH")).toHaveLength(1);
  });

  it("takes relay results with splits and swimmers", () => {
    const relay = lane("12947", "3");
    expect(relay).toMatchObject({
      swimmer: "Schwimmclub Fricktal 1",
      time: 179_670,
      splits: { "50": { time: 42_750 }, "100": { time: 90_910 }, "150": { time: 132_970 } },
      confirmed: true,
    });
    expect(relay.lenex?.relay_positions?.map((p) => p.athlete_id)).toEqual(["14262", "14319", "14207", "14303"]);
    expect(relay.lenex?.relay_positions?.[1]?.name).toBe("Sutter, Noa");
  });
});

describe("relays of one club", () => {
  const relays = (...teams: [number: string, name: string, lane: string][]) =>
    lenex(`<SESSIONS><SESSION number="1" date="2025-03-01"><EVENTS><EVENT eventid="1" number="18">
        <SWIMSTYLE distance="50" relaycount="4" stroke="FREE"/><HEATS><HEAT heatid="11" number="1"/></HEATS>
      </EVENT></EVENTS></SESSION></SESSIONS>
      <CLUBS><CLUB name="Sporting Clube de Braga"><RELAYS>${teams
        .map(
          ([number, name, lane]) =>
            `<RELAY number="${number}" name="${name}"><ENTRIES><ENTRY eventid="1" heatid="11" lane="${lane}"/></ENTRIES></RELAY>`,
        )
        .join("")}</RELAYS></CLUB></CLUBS>`);
  const names = (file: string) => Object.values(readLenex(strToU8(file)).heats[0]!.lanes).map((lane) => lane.swimmer);

  it("are named by club and number, their own names kept for the export", () => {
    expect(names(relays(["1", "SCB A", "3"], ["2", "SCB B", "4"]))).toEqual(["Sporting Clube de Braga 1", "Sporting Clube de Braga 2"]);
  });

  it("are named by their own names where the file numbers them alike, so officials can tell them apart", () => {
    expect(names(relays(["1", "SCB MAS JUN", "2"], ["1", "SCB MAS SEN", "3"], ["2", "SCB B", "4"]))).toEqual([
      "SCB MAS JUN",
      "SCB MAS SEN",
      "Sporting Clube de Braga 2",
    ]);
  });
});

describe("lanes outside the pool (DESIGN 9)", () => {
  const withLane = (lane: string, pool = "") =>
    lenex(`${pool}
      <SESSIONS><SESSION number="1" date="2025-03-01"><EVENTS><EVENT eventid="1" number="3">
        <SWIMSTYLE distance="50" relaycount="1" stroke="FREE"/><HEATS><HEAT heatid="11" number="2"/></HEATS>
      </EVENT></EVENTS></SESSION></SESSIONS>
      <CLUBS><CLUB name="ZV"><ATHLETES>
        <ATHLETE athleteid="1" lastname="Baan" firstname="A"><ENTRIES><ENTRY heatid="11" lane="${lane}"/></ENTRIES></ATHLETE>
      </ATHLETES></CLUB></CLUBS>`);

  it("takes lanes 0 to 10 from a file without a POOL, and refuses lane 11 with the heat and the lane named", () => {
    expect(Object.keys(readLenex(strToU8(withLane("0"))).heats[0]!.lanes)).toEqual(["0"]);
    expect(Object.keys(readLenex(strToU8(withLane("10"))).heats[0]!.lanes)).toEqual(["10"]);
    const refused = importError(() => readLenex(strToU8(withLane("11"))));
    expect(refused.code).toBe("lane_outside");
    expect(whereOf(refused)).toBe(
      "Programma 3, serie 2: baan 11 ligt buiten het bad, dat de banen 0 t/m 10 heeft. " +
        "Controleer de baanindeling in het wedstrijdprogramma en exporteer opnieuw.",
    );
  });

  it("follows the file's own POOL: lanes 1 to 8 refuse lane 0 and lane 9", () => {
    const pool = '<POOL lanemin="1" lanemax="8"/>';
    expect(Object.keys(readLenex(strToU8(withLane("8", pool))).heats[0]!.lanes)).toEqual(["8"]);
    for (const lane of ["0", "9"]) {
      const refused = importError(() => readLenex(strToU8(withLane(lane, pool))));
      expect(whereOf(refused)).toContain(`baan ${lane} ligt buiten het bad, dat de banen 1 t/m 8 heeft`);
    }
  });

  it("follows a session's own POOL, which replaces the meet's for its heats", () => {
    // The meet's pool has lanes 1 to 6; session 1 was swum in another with 0 to 7 (its lanemin the default).
    const inSession = (lane: string) =>
      withLane(lane, '<POOL lanemin="1" lanemax="6"/>').replace('date="2025-03-01">', 'date="2025-03-01"><POOL lanemax="7"/>');
    expect(Object.keys(readLenex(strToU8(inSession("0"))).heats[0]!.lanes)).toEqual(["0"]);
    expect(Object.keys(readLenex(strToU8(inSession("7"))).heats[0]!.lanes)).toEqual(["7"]);
    expect(whereOf(importError(() => readLenex(strToU8(inSession("8")))))).toContain("dat de banen 0 t/m 7 heeft");
  });
});

describe("what LENEX import refuses", () => {
  it("refuses a DTD before parsing anything", () => {
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE LENEX [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>\n${lenex("&b;")}`;
    expect(importError(() => readLenex(strToU8(bomb))).code).toBe("dtd_forbidden");
    expect(importError(() => readLenex(zipSync({ "meet.lef": strToU8(bomb) }))).code).toBe("dtd_forbidden");
  });

  it("refuses an entity declaration without a DOCTYPE", () => {
    expect(importError(() => readLenex(strToU8(`<!ENTITY x "y">${lenex("")}`))).code).toBe("dtd_forbidden");
  });

  it("refuses a zip whose .lef unpacks to more than 50 MB, from the zip's directory", () => {
    const spaces = new Uint8Array(51_000_000).fill(0x20);
    const zip = zipSync({ "huge.lef": spaces }, { level: 1 });
    expect(zip.length).toBeLessThan(2_000_000);
    expect(importError(() => readLenex(zip)).code).toBe("too_large_unzipped");
  });

  it("refuses a zip whose file header claims more than 50 MB, before inflating it", () => {
    const zip = zipSync({ "meet.lef": strToU8(lenex("")) });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    view.setUint32(findSignature(zip, 0x04034b50) + 22, MAX_UNZIPPED_BYTES + 1, true);
    expect(importError(() => readLenex(zip)).code).toBe("too_large_unzipped");
  });

  it("counts what it inflates: a zip that says 1,000 bytes and holds 60 MB is refused at 50 MB", () => {
    const zip = zipSync({ "meet.lef": new Uint8Array(60_000_000).fill(0x20) }, { level: 1 });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    view.setUint32(findSignature(zip, 0x04034b50) + 22, 1_000, true);
    view.setUint32(findSignature(zip, 0x02014b50) + 24, 1_000, true);
    expect(importError(() => readLenex(zip)).code).toBe("too_large_unzipped");
  });

  it("reads a zip that understates its size as what it really holds", () => {
    const body = lenex('<SESSIONS><SESSION number="1" date="2025-01-01"><EVENTS/></SESSION></SESSIONS>');
    const zip = zipSync({ "meet.lef": strToU8(body) });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    view.setUint32(findSignature(zip, 0x04034b50) + 22, 40, true);
    view.setUint32(findSignature(zip, 0x02014b50) + 24, 40, true);
    expect(importError(() => readLenex(zip)).code).toBe("no_heats");
  });

  it("refuses a zip cut off inside its .lef as damaged", () => {
    const zip = zipSync({ "meet.lef": strToU8(lenex("x".repeat(5_000))) }, { level: 0 });
    expect(importError(() => readLenex(zip.subarray(0, 2_000))).code).toBe("not_a_zip");
  });

  it("refuses a document over 10 MB that unpacks within 50 MB, before parsing it", () => {
    const padded = lenex("").replace("</LENEX>", `${" ".repeat(MAX_XML_BYTES)}</LENEX>`);
    expect(importError(() => readLenex(zipSync({ "meet.lef": strToU8(padded) }, { level: 1 }))).code).toBe("too_large_xml");
    const justUnder = lenex('<SESSIONS><SESSION number="1" date="2025-01-01"><EVENTS/></SESSION></SESSIONS>');
    expect(importError(() => readLenex(strToU8(justUnder + " ".repeat(MAX_XML_BYTES - justUnder.length)))).code).toBe("no_heats");
  });

  it("refuses a bare .lef over 50 MB", () => {
    const big = new Uint8Array(MAX_UNZIPPED_BYTES + 1).fill(0x20);
    big[0] = 0x3c;
    expect(importError(() => readLenex(big)).code).toBe("too_large_unzipped");
  });

  it.each([
    ["mismatched tags", lenex("<SESSIONS></SESSION>")],
    ["an unclosed root", lenex("").replace("</LENEX>", "")],
    ["a broken attribute", lenex("<SESSIONS x=1/>")],
    ["a second root", `${lenex("")}<LENEX/>`],
  ])("refuses XML with %s", (_, xml) => {
    expect(importError(() => readLenex(strToU8(xml))).code).toBe("xml_invalid");
  });

  it("refuses a file that is not LENEX", () => {
    expect(importError(() => readLenex(strToU8("<html><body/></html>"))).code).toBe("xml_invalid");
  });

  it("says a web page saved as .lxf is no LENEX file, not that it has a DTD or is damaged", () => {
    const notLenex = "Dit is geen geldig LENEX-bestand (.lxf). Maak een nieuwe export uit Splash.";
    for (const page of [
      '<!DOCTYPE html>\n<!-- Created by pdf2htmlEX -->\n<html xmlns="http://www.w3.org/1999/xhtml"><head><meta charset="utf-8">',
      '\ufeff<?xml version="1.0"?>\n<!-- saved --><!doctype html PUBLIC "-//W3C//DTD XHTML 1.0//EN" [<!ENTITY a "b">]><html/>',
      "<html><head><meta charset=utf-8><title>Uitslagen</title></head><body><p>Series</body></html>",
      "<html><body/></html>",
    ]) {
      const refused = importError(() => readLenex(strToU8(page)));
      expect(refused.code, page).toBe("xml_invalid");
      expect(whereOf(refused), page).toBe(notLenex);
      expect(importError(() => readLenex(zipSync({ "page.lef": strToU8(page) }))).code).toBe("xml_invalid");
    }
    // A LENEX document still brings no DTD, whatever comes before it.
    for (const dtd of [
      `<!-- Splash --><!DOCTYPE LENEX [<!ENTITY a "aaaa">]>${lenex("&a;")}`,
      `<?xml version="1.0"?><!DOCTYPE LENEX SYSTEM "lenex.dtd"><LENEX version="3.0"/>`,
      `<!DOCTYPE l [<!ENTITY a "x]>"><!-- ]> -->]>${lenex("&a;")}`,
      `<!ENTITY a "b"><html/>`,
    ]) {
      expect(importError(() => readLenex(strToU8(dtd))).code, dtd).toBe("dtd_forbidden");
    }
  });

  it("refuses an invitation without heats", () => {
    const invitation = lenex(
      '<SESSIONS><SESSION number="1" date="2025-01-01"><EVENTS><EVENT eventid="1" number="1">' +
        '<SWIMSTYLE distance="50" relaycount="1" stroke="FREE"/></EVENT></EVENTS></SESSION></SESSIONS>',
    );
    const error = importError(() => readLenex(strToU8(invitation)));
    expect(error.code).toBe("no_heats");
    expect(error.where).toBeUndefined();
    expect(importError(() => readLenex(strToU8('<LENEX version="3.0"/>'))).code).toBe("no_heats");
  });

  it("says a record list or a list of qualifying times is no meet", () => {
    const records = importError(() => readLenex(strToU8('<LENEX version="3.0"><RECORDLISTS><RECORDLIST/></RECORDLISTS></LENEX>')));
    expect(records.code).toBe("no_heats");
    expect(whereOf(records)).toContain("Dit LENEX-bestand is een lijst met records, geen wedstrijd.");
    const limits = importError(() => readLenex(strToU8('<LENEX version="3.0"><TIMESTANDARDLISTS/></LENEX>')));
    expect(whereOf(limits)).toContain("een lijst met limiettijden, geen wedstrijd");
  });
});

describe("races no heat can be", () => {
  it.each([
    [
      'distance="999999" stroke="FREE" relaycount="1"',
      'Programma 3, element SWIMSTYLE: afstand "999999" ligt niet tussen 25 en 1500 meter.',
    ],
    ['distance="50" stroke="FREE" relaycount="40"', 'Programma 3, element SWIMSTYLE: "40" zwemmers per ploeg ligt niet tussen 1 en 10.'],
  ])("refuses a SWIMSTYLE %s, naming the event", (style, where) => {
    const xml = lenex(`<SESSIONS><SESSION number="1"><EVENTS>
      <EVENT eventid="3" number="3"><SWIMSTYLE ${style}/><HEATS><HEAT heatid="31" number="1"/></HEATS></EVENT>
    </EVENTS></SESSION></SESSIONS>`);
    const error = importError(() => readLenex(strToU8(xml)));
    expect(error.code).toBe("race_invalid");
    expect(whereOf(error)).toContain(where);
  });
});

describe("files that break the standard", () => {
  it("skips what it cannot place and never crashes", () => {
    const xml = lenex(`
      <SESSIONS><SESSION number="1">
        <EVENTS>
          <EVENT eventid="1" number="1" gender="F">
            <AGEGROUPS><AGEGROUP agegroupid="9" handicap="5,6,7"/></AGEGROUPS>
            <HEATS><HEAT heatid="11" number="1"/><HEAT heatid="12"/><HEAT number="x"/></HEATS>
          </EVENT>
          <EVENT number="2"><HEATS><HEAT heatid="21" number="1"/></HEATS></EVENT>
          <EVENT eventid="3"><HEATS><HEAT heatid="31" number="1"/></HEATS></EVENT>
        </EVENTS>
      </SESSION></SESSIONS>
      <CLUBS>
        <CLUB>
          <ATHLETES>
            <ATHLETE athleteid="7" lastname="Only">
              <HANDICAP free="x"/>
              <ENTRIES>
                <ENTRY eventid="1" heatid="11" lane="4" entrytime="" status="???"/>
                <ENTRY eventid="1" heatid="11" lane="x"/>
                <ENTRY eventid="1" heatid="99" lane="2"/>
                <ENTRY eventid="1" heatid="11" lane="5" status="RJC"/>
                <ENTRY eventid="2" heatid="21"/>
              </ENTRIES>
            </ATHLETE>
            <ATHLETE><ENTRIES><ENTRY heatid="21" lane="1"/></ENTRIES></ATHLETE>
          </ATHLETES>
          <RELAYS><RELAY><RESULTS><RESULT heatid="21" lane="2" swimtime="NT">
            <RELAYPOSITIONS><RELAYPOSITION athleteid="404" number="1"/><RELAYPOSITION/></RELAYPOSITIONS>
          </RESULT></RESULTS></RELAY></RELAYS>
        </CLUB>
      </CLUBS>`);
    const programme = readLenex(strToU8(xml));
    expect(programme.meet.date).toBeNull();
    // Heats without a readable number take the next ones after the event's numbered heats.
    expect(programme.heats.map((h) => h.id)).toEqual(["1-1", "1-2", "1-3", "2-1"]);
    expect(programme.heats[0]).toMatchObject({ distance: 0, stroke: "UNKNOWN", gender: "F", relaycount: 1 });
    expect(programme.heats[0]!.lanes).toEqual({
      "4": expect.objectContaining({ swimmer: "Only", club: null, entrytime: null, status: null, handicap: null }),
    });
    expect(programme.heats[3]!.lanes["1"]).toMatchObject({ swimmer: "" });
    expect(programme.heats[3]!.lanes["2"]).toMatchObject({ swimmer: "1", time: null, confirmed: false });
    expect(programme.heats[3]!.lanes["2"]!.lenex?.relay_positions).toEqual([{ number: 1, athlete_id: "404" }]);
  });

  it("keeps a heat the file left without its number, with its swims, where its order runs it", () => {
    const xml = lenex(`
      <SESSIONS><SESSION number="1" date="2024-05-04">
        <EVENTS><EVENT eventid="1105" number="9" round="PRE"><SWIMSTYLE distance="50" relaycount="1" stroke="FREE"/>
          <HEATS><HEAT heatid="5253" order="1" status="OFFICIAL"/><HEAT heatid="5254" number="1" order="2"/></HEATS>
        </EVENT></EVENTS>
      </SESSION></SESSIONS>
      <CLUBS><CLUB name="Clube"><ATHLETES>
        <ATHLETE athleteid="1" lastname="Gluck" firstname="Ana"><RESULTS>
          <RESULT eventid="1105" resultid="2226" heatid="5253" lane="2" swimtime="00:00:36.70"/>
        </RESULTS></ATHLETE>
        <ATHLETE athleteid="2" lastname="Reis" firstname="Bia"><RESULTS>
          <RESULT eventid="1105" resultid="2228" heatid="5254" lane="3" swimtime="00:00:35.10"/>
        </RESULTS></ATHLETE>
      </ATHLETES></CLUB></CLUBS>`);
    const { heats } = readLenex(strToU8(xml));
    expect(heats.map((h) => [h.id, Object.values(h.lanes).map((l) => [l.swimmer, l.time])])).toEqual([
      ["9-2", [["Gluck, Ana", 36_700]]],
      ["9-1", [["Reis, Bia", 35_100]]],
    ]);
  });

  it("takes a RESULT status LENEX does not name as a swim for its time that is never placed, the file's word kept", () => {
    const xml = lenex(`
      <SESSIONS><SESSION number="1" date="2021-11-13">
        <EVENTS><EVENT eventid="1" number="10"><SWIMSTYLE distance="50" relaycount="1" stroke="BACK"/>
          <HEATS><HEAT heatid="6" number="1"/></HEATS>
        </EVENT></EVENTS>
      </SESSION></SESSIONS>
      <CLUBS><CLUB name="SC Test"><ATHLETES>
        <ATHLETE athleteid="1" lastname="Aeby" firstname="Lia"><RESULTS>
          <RESULT eventid="1" resultid="146339323" heatid="6" lane="4" status="SUI.RED10" swimtime="00:01:07.36"/>
        </RESULTS></ATHLETE>
        <ATHLETE athleteid="2" lastname="Bovet" firstname="Noa"><RESULTS>
          <RESULT eventid="1" resultid="146339324" heatid="6" lane="5" status="SUI.X" comment="zu spät" swimtime="00:01:09.00"/>
        </RESULTS></ATHLETE>
      </ATHLETES></CLUB></CLUBS>`);
    const { lanes } = readLenex(strToU8(xml)).heats[0]!;
    expect(lanes["4"]).toMatchObject({ time: 67_360, status: "EXH", reason: "SUI.RED10", lenex: { result_status: "SUI.RED10" } });
    expect(lanes["5"]).toMatchObject({ time: 69_000, status: "EXH", reason: "SUI.X: zu spät", lenex: { result_status: "SUI.X" } });
  });

  it("puts a patronymic the file writes as the name prefix after the first name, and a surname's prefix before the surname", () => {
    const athlete = (id: string, lane: string, names: string) =>
      `<ATHLETE athleteid="${id}" ${names}><ENTRIES><ENTRY eventid="1" heatid="1" lane="${lane}"/></ENTRIES></ATHLETE>`;
    const xml = lenex(`
      <SESSIONS><SESSION number="1"><EVENTS>
        <EVENT eventid="1" number="1"><HEATS><HEAT heatid="1" number="1"/></HEATS></EVENT>
      </EVENTS></SESSION></SESSIONS>
      <CLUBS><CLUB name="Club"><ATHLETES>
        ${athlete("1", "1", 'firstname="Марина" lastname="Шалан" nameprefix="Юрьевна"')}
        ${athlete("2", "2", 'firstname="Ivan" lastname="Petrov" nameprefix="Sergeevich"')}
        ${athlete("3", "3", 'firstname="Pieter" lastname="Hoogenband" nameprefix="van den"')}
        ${athlete("4", "4", 'firstname="Ана" nameprefix="Ивановна"')}
      </ATHLETES></CLUB></CLUBS>`);
    expect(Object.values(readLenex(strToU8(xml)).heats[0]!.lanes).map((l) => l.swimmer)).toEqual([
      "Шалан, Марина Юрьевна",
      "Petrov, Ivan Sergeevich",
      "van den Hoogenband, Pieter",
      "Ана Ивановна",
    ]);
  });

  it("lets a result outrank an entry for the same lane, and a swimmer outrank a withdrawn one", () => {
    const xml = lenex(`
      <SESSIONS><SESSION number="1" date="2025-03-01"><EVENTS><EVENT eventid="1" number="1">
        <SWIMSTYLE distance="100" relaycount="1" stroke="BACK"/><HEATS><HEAT heatid="11" number="1"/></HEATS>
      </EVENT></EVENTS></SESSION></SESSIONS>
      <CLUBS><CLUB name="Club &amp; Co">
        <ATHLETES>
          <ATHLETE athleteid="1" lastname="Gone" firstname="A"><ENTRIES><ENTRY heatid="11" lane="3" status="WDR"/></ENTRIES></ATHLETE>
          <ATHLETE athleteid="2" lastname="Here" firstname="B"><ENTRIES><ENTRY heatid="11" lane="3"/></ENTRIES></ATHLETE>
          <ATHLETE athleteid="3" lastname="Entered" firstname="C"><ENTRIES><ENTRY heatid="11" lane="4"/></ENTRIES></ATHLETE>
          <ATHLETE athleteid="4" lastname="Swum" firstname="D">
            <RESULTS><RESULT resultid="9" heatid="11" lane="4" swimtime="00:01:02.03"/></RESULTS>
          </ATHLETE>
        </ATHLETES>
      </CLUB></CLUBS>`);
    const lanes = readLenex(strToU8(xml)).heats[0]!.lanes;
    expect(lanes["3"]).toMatchObject({ swimmer: "Here, B", club: "Club & Co" });
    expect(lanes["4"]).toMatchObject({ swimmer: "Swum, D", time: 62_030, confirmed: true });
  });

  it("decodes character references and honours a Windows-1252 declaration", () => {
    const xml = lenex(
      `<SESSIONS><SESSION number="1" date="2025-03-01"><EVENTS><EVENT eventid="1" number="1">` +
        `<SWIMSTYLE distance="50" relaycount="1" stroke="FREE"/><HEATS><HEAT heatid="11" number="1"/></HEATS>` +
        `</EVENT></EVENTS></SESSION></SESSIONS>` +
        `<CLUBS><CLUB name="Z&#38;PC &#x263A;"><ATHLETES><ATHLETE lastname="Bront\u00eb" firstname="Zo\u00eb">` +
        `<ENTRIES><ENTRY heatid="11" lane="1"/></ENTRIES></ATHLETE></ATHLETES></CLUB></CLUBS>`,
    ).replace('encoding="UTF-8"', 'encoding="windows-1252"');
    const cp1252 = Uint8Array.from([...xml].map((c) => c.charCodeAt(0)));
    const lane = readLenex(cp1252).heats[0]!.lanes["1"]!;
    expect(lane).toMatchObject({ swimmer: "Brontë, Zoë", club: "Z&PC ☺" });
  });
});

function findSignature(bytes: Uint8Array, signature: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i + 4 <= bytes.length; i++) if (view.getUint32(i, true) === signature) return i;
  throw new Error("signature not found");
}

// ---- Files from other meets and other writers -------------------------------------------------

const FREE_50 = '<SWIMSTYLE distance="50" relaycount="1" stroke="FREE"/>';
const event = (id: string, number: string, heats: string, attrs = "", style = FREE_50) =>
  `<EVENT eventid="${id}" number="${number}"${attrs}>${style}<HEATS>${heats}</HEATS></EVENT>`;
const session = (number: string, date: string, ...events: string[]) =>
  `<SESSION number="${number}" date="${date}"><EVENTS>${events.join("")}</EVENTS></SESSION>`;
const meetWith = (sessions: string[], clubs: string[]) =>
  lenex(`<SESSIONS>${sessions.join("")}</SESSIONS><CLUBS>${clubs.join("")}</CLUBS>`);
const athlete = (id: string, lastname: string, records: string) =>
  `<ATHLETE athleteid="${id}" lastname="${lastname}" firstname="F${id}">${records}</ATHLETE>`;
const club = (attrs: string, athletes: string, relays = "") =>
  `<CLUB ${attrs}><ATHLETES>${athletes}</ATHLETES>${relays ? `<RELAYS>${relays}</RELAYS>` : ""}</CLUB>`;
const swimmersOf = (heat: Heat) => Object.fromEntries(Object.entries(heat.lanes).map(([key, lane]) => [key, lane.swimmer]));
const read = (xml: string) => readLenex(strToU8(xml));

describe("the running order of a meet file (DESIGN 8h)", () => {
  const heat = (id: string, number: string, attrs = "") => `<HEAT heatid="${id}" number="${number}"${attrs}/>`;
  const at = (number: string, date: string, daytime: string, ...events: string[]) =>
    `<SESSION number="${number}" date="${date}"${daytime ? ` daytime="${daytime}"` : ""}><EVENTS>${events.join("")}</EVENTS></SESSION>`;
  // Listed evening first, as a writer may; the morning has its own order, the third session none.
  const programme = read(
    meetWith(
      [
        at(
          "2",
          "2025-03-01",
          "18:00",
          event("22", "2", heat("221", "1", ' final="A" order="1"'), ' round="FIN" preveventid="21" order="2"'),
          event("12", "1", heat("121", "1", ' final="A" order="1"'), ' round="FIN" preveventid="11" order="1"'),
        ),
        at(
          "1",
          "2025-03-01",
          "9:30",
          event("21", "2", heat("212", "2") + heat("211", "1"), ' round="PRE" order="3" daytime="09:40"'),
          event("11", "1", heat("111", "2", ' order="2"') + heat("112", "1", ' order="1"'), ' round="PRE" order="1" daytime="09:30"'),
          event("31", "301", heat("311", "1"), ' round="PRE" order="2" daytime="10:30"'),
        ),
        at(
          "3",
          "2025-03-02",
          "",
          event("43", "2", heat("431", "1"), ' round="SOP" preveventid="21"'),
          event("41", "5", heat("411", "1"), ' daytime="10:00"'),
          event("42", "4", heat("421", "1"), ' daytime="9:45"'),
        ),
      ],
      [],
    ),
  );

  it("runs the sessions by day and time, a session's events by their order, else their daytime, and heats by their order", () => {
    expect(programme.heats.map((h) => [h.id, h.lenex?.session])).toEqual([
      ["1-1", "1"],
      ["1-2", "1"],
      ["301-1", "1"],
      ["2-1", "1"],
      ["2-2", "1"],
      ["1F-1", "2"],
      ["2F-1", "2"],
      ["4-1", "3"],
      ["5-1", "3"],
      ["2SOP-1", "3"],
    ]);
  });

  it("reads the first heat of the running order as the meet's first", () => {
    expect(programme.heats[0]!.lenex).toMatchObject({ event_id: "11", heat_id: "112", session: "1" });
  });

  it("exports the order, so the file read back runs the same", () => {
    const back = readLenex(writeLenexResults(programme));
    expect(back.heats.map((h) => h.id)).toEqual(programme.heats.map((h) => h.id));
  });
});

describe("meets, sessions and heats as other meets have them", () => {
  it("reads every session and dates the meet by its first day, even listed out of order or with a time", () => {
    const programme = read(
      meetWith(
        [
          session("2", "2025-03-02", event("2", "2", '<HEAT heatid="21" number="1"/>')),
          session("1", "2025-03-01T09:30:00", event("1", "1", '<HEAT heatid="11" number="1"/>')),
        ],
        [],
      ),
    );
    expect(programme.meet.date).toBe("2025-03-01");
    expect(programme.heats.map((h) => [h.id, h.lenex?.session])).toEqual([
      ["1-1", "1"],
      ["2-1", "2"],
    ]);
  });

  it("runs the first meet of several that has heats", () => {
    const xml = lenex("").replace(
      /<MEET .*<\/MEET>/,
      `<MEET name="Invitation"><SESSIONS>${session("1", "2025-01-01", event("1", "1", ""))}</SESSIONS></MEET>` +
        `<MEET name="Start list"><SESSIONS>` +
        `${session("1", "2025-01-02", event("1", "1", '<HEAT heatid="11" number="1"/>'))}</SESSIONS></MEET>` +
        `<MEET name="Another"><SESSIONS>${session("1", "2025-01-03", event("1", "1", '<HEAT heatid="12" number="1"/>'))}</SESSIONS></MEET>`,
    );
    expect(read(xml).meet).toMatchObject({ name: "Start list", date: "2025-01-02" });
  });

  it("tells apart heat ids a writer repeats in every event by the entry's eventid, and exports them back", () => {
    const programme = read(
      meetWith(
        [session("1", "2025-03-01", event("1", "1", '<HEAT heatid="1" number="1"/>'), event("2", "2", '<HEAT heatid="1" number="1"/>'))],
        [
          club(
            'name="C"',
            athlete("1", "One", '<ENTRIES><ENTRY eventid="1" heatid="1" lane="4"/></ENTRIES>') +
              athlete("2", "Two", '<ENTRIES><ENTRY eventid="2" heatid="1" lane="5"/><ENTRY eventid="9" heatid="1" lane="6"/></ENTRIES>'),
          ),
        ],
      ),
    );
    expect(programme.heats.map((h) => [h.id, swimmersOf(h)])).toEqual([
      ["1-1", { "4": "One, F1" }],
      ["2-1", { "5": "Two, F2" }],
    ]);
    const back = readLenex(writeLenexResults(programme));
    expect(back.heats.map((h) => [h.id, swimmersOf(h)])).toEqual(programme.heats.map((h) => [h.id, swimmersOf(h)]));
  });

  it("places an entry by its heat id, which names the heat even when the eventid is of another round", () => {
    const programme = read(
      meetWith(
        [
          session(
            "1",
            "2025-03-01",
            event("1", "1", '<HEAT heatid="11" number="1"/>', ' round="PRE"'),
            event("2", "1", '<HEAT heatid="21" number="1" final="A"/>', ' round="FIN" preveventid="1"'),
          ),
        ],
        [club('name="C"', athlete("1", "Fast", '<ENTRIES><ENTRY eventid="1" heatid="21" lane="4"/></ENTRIES>'))],
      ),
    );
    expect(programme.heats.map((h) => [h.id, swimmersOf(h)])).toEqual([
      ["1-1", {}],
      ["1F-1", { "4": "Fast, F1" }],
    ]);
  });

  it("shows a swimmer whose lane changed at the meet once, in the lane of the result", () => {
    const records =
      '<ENTRIES><ENTRY eventid="1" heatid="11" lane="3" entrytime="00:00:40.00"/></ENTRIES>' +
      '<RESULTS><RESULT resultid="1" eventid="1" heatid="11" lane="5" swimtime="00:00:39.50"/></RESULTS>';
    const relayRecords =
      '<RELAY number="1"><ENTRIES><ENTRY eventid="2" heatid="21" lane="1"/></ENTRIES>' +
      '<RESULTS><RESULT resultid="2" eventid="2" heatid="21" lane="2" swimtime="00:02:00.00"/></RESULTS></RELAY>';
    const relayStyle = '<SWIMSTYLE distance="50" relaycount="4" stroke="FREE"/>';
    const programme = read(
      meetWith(
        [
          session(
            "1",
            "2025-03-01",
            event("1", "1", '<HEAT heatid="11" number="1"/>'),
            event("2", "2", '<HEAT heatid="21" number="1"/>', "", relayStyle),
          ),
        ],
        [club('name="C"', athlete("1", "Moved", records), relayRecords)],
      ),
    );
    expect(programme.heats.map(swimmersOf)).toEqual([{ "5": "Moved, F1" }, { "2": "C 1" }]);
    expect(programme.heats[0]!.lanes["5"]).toMatchObject({ time: 39_500, entrytime: null, confirmed: true });
  });

  it("keeps lane 0 and lane 10, and leaves out an entry without a usable lane", () => {
    const lanes = ['lane="0"', 'lane="10"', 'lane="-1"', 'lane=""', ""];
    const athletes = lanes.map((lane, i) => athlete(String(i + 1), `S${i}`, `<ENTRIES><ENTRY eventid="1" heatid="11" ${lane}/></ENTRIES>`));
    const programme = read(
      meetWith([session("1", "2025-03-01", event("1", "1", '<HEAT heatid="11" number="1"/>'))], [club('name="C"', athletes.join(""))]),
    );
    expect(swimmersOf(programme.heats[0]!)).toEqual({ "0": "S0, F1", "10": "S1, F2" });
  });

  it("reads entry and swim times as writers write them, and no time as null", () => {
    const times = ["NT", "00:00:00.00", "", undefined, "1:02.34", "00:01:02.345", "garbage"];
    const records = times.map((t, lane) => {
      // An unreadable swim time is no time; an unreadable entry time refuses the file ("what LENEX import refuses").
      const time = t === undefined ? "" : t === "garbage" ? ` swimtime="${t}"` : ` entrytime="${t}" swimtime="${t}"`;
      return `<RESULT resultid="${lane + 1}" eventid="1" heatid="11" lane="${lane}"${time}/>`;
    });
    const programme = read(
      meetWith(
        [session("1", "2025-03-01", event("1", "1", '<HEAT heatid="11" number="1"/>'))],
        [club('name="C"', records.map((r, i) => athlete(String(i + 1), `S${i}`, `<RESULTS>${r}</RESULTS>`)).join(""))],
      ),
    );
    const lanes = programme.heats[0]!.lanes;
    expect(Object.values(lanes).map((l) => [l.entrytime, l.time])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
      [62_340, 62_340],
      [62_340, 62_340],
      [null, null],
    ]);
  });

  it("reads a RESULT's comment as the lane's reason, trimmed and at most 200 characters, beside its status", () => {
    const long = `${"SW 6.5 ".repeat(28)}SW 😀 6.5 SW 6.5`;
    const results = [
      '<RESULT resultid="1" eventid="1" heatid="11" lane="1" swimtime="NT" status="DNS" comment="  Niet verschenen bij de start  "/>',
      '<RESULT resultid="2" eventid="1" heatid="11" lane="2" swimtime="00:01:10.12" status="DSQ" comment="SW 4.4 valse start"/>',
      '<RESULT resultid="3" eventid="1" heatid="11" lane="3" swimtime="NT" status="DSQ" comment="   "/>',
      '<RESULT resultid="4" eventid="1" heatid="11" lane="4" status="DNF" comment="Kramp"/>',
      `<RESULT resultid="5" eventid="1" heatid="11" lane="5" swimtime="00:00:59.99" status="DSQ" comment="${long}"/>`,
      '<RESULT resultid="7" eventid="1" heatid="11" lane="7" swimtime="00:00:58.00" comment="Nieuw clubrecord?"/>',
      '<RESULT resultid="6" eventid="1" heatid="11" lane="6" swimtime="NT" status="DSQ"/>',
    ];
    const programme = read(
      meetWith(
        [session("1", "2025-03-01", event("1", "1", '<HEAT heatid="11" number="1"/>'))],
        [club('name="C"', results.map((r, i) => athlete(String(i + 1), `S${i}`, `<RESULTS>${r}</RESULTS>`)).join(""))],
      ),
    );
    const lanes = programme.heats[0]!.lanes;
    const summary = (key: string) => {
      const l = lanes[key]!;
      return { time: l.time, status: l.status, reason: l.reason, dqs: l.dqs, confirmed: l.confirmed };
    };
    expect(summary("1")).toEqual({ time: null, status: "DNS", reason: "Niet verschenen bij de start", dqs: {}, confirmed: true });
    expect(summary("2")).toEqual({
      time: 70_120,
      status: "DSQ",
      reason: "SW 4.4 valse start",
      dqs: { "SW 4.4 valse start": true },
      confirmed: true,
    });
    expect(summary("3")).toEqual({ time: null, status: "DSQ", reason: undefined, dqs: { DSQ: true }, confirmed: true });
    expect(lanes["3"]).not.toHaveProperty("reason");
    expect(summary("4")).toEqual({ time: null, status: "DNF", reason: "Kramp", dqs: {}, confirmed: true });
    expect(lanes["5"]!.time).toBe(59_990);
    // Character 200 is the first half of the emoji: the cut leaves the whole emoji out.
    expect(lanes["5"]!.reason).toBe(`${"SW 6.5 ".repeat(28)}SW`);
    expect(summary("5")).toMatchObject({ time: 59_990, status: "DSQ", confirmed: true });
    // A remark beside a plain result is no reason for a status.
    expect(lanes["7"]).toMatchObject({ time: 58_000, status: null });
    expect(lanes["7"]).not.toHaveProperty("reason");
    expect(summary("6")).toEqual({ time: null, status: "DSQ", reason: undefined, dqs: { DSQ: true }, confirmed: true });
  });

  it("reads our own export back: status, reason, time and splits", () => {
    const original = read(
      meetWith(
        [
          session(
            "1",
            "2025-03-01",
            event("1", "1", '<HEAT heatid="11" number="1"/>', "", '<SWIMSTYLE distance="100" relaycount="1" stroke="FREE"/>'),
          ),
        ],
        [
          club(
            'name="C"',
            athlete(
              "1",
              "Timed",
              '<RESULTS><RESULT resultid="1" eventid="1" heatid="11" lane="1" swimtime="00:01:05.43">' +
                '<SPLITS><SPLIT distance="50" swimtime="00:00:31.20"/></SPLITS></RESULT></RESULTS>',
            ) +
              athlete(
                "2",
                "Absent",
                '<RESULTS><RESULT resultid="2" eventid="1" heatid="11" lane="2" swimtime="NT" ' +
                  'status="DNS" comment="Ziek gemeld"/></RESULTS>',
              ) +
              athlete(
                "3",
                "Early",
                '<RESULTS><RESULT resultid="3" eventid="1" heatid="11" lane="3" swimtime="00:01:10.12" status="DSQ" comment="SW 4.4">' +
                  '<SPLITS><SPLIT distance="50" swimtime="00:00:33.01"/></SPLITS></RESULT></RESULTS>',
              ) +
              athlete("4", "Waiting", '<ENTRIES><ENTRY eventid="1" heatid="11" lane="4" entrytime="00:01:20.00"/></ENTRIES>'),
          ),
        ],
      ),
    );
    const back = readLenex(writeLenexResults(original));
    const summary = (p: Programme) =>
      Object.entries(p.heats[0]!.lanes).map(([key, l]) => [key, l.swimmer, l.time, l.status, l.reason, l.splits]);
    expect(summary(back)).toEqual([
      ["1", "Timed, F1", 65_430, null, undefined, { "50": { time: 31_200 } }],
      ["2", "Absent, F2", null, "DNS", "Ziek gemeld", {}],
      ["3", "Early, F3", 70_120, "DSQ", "SW 4.4", { "50": { time: 33_010 } }],
      ["4", "Waiting, F4", null, null, undefined, {}],
    ]);
    expect(summary(back)).toEqual(summary(original));
  });
});

describe("clubs, athletes and relays as other writers have them", () => {
  const relayStyle = '<SWIMSTYLE distance="50" relaycount="4" stroke="FREE"/>';
  const sessions = [
    session(
      "1",
      "2025-03-01",
      event("1", "1", '<HEAT heatid="11" number="1"/>'),
      event("2", "2", '<HEAT heatid="21" number="1"/>', ' gender="X"', relayStyle),
    ),
  ];
  const relay = (number: string, lane: string, positions: [string, string][], name = "") =>
    `<RELAY number="${number}" gender="X" agemin="-1" agemax="-1" agetotalmin="-1" agetotalmax="-1"${name ? ` name="${name}"` : ""}>` +
    `<ENTRIES><ENTRY eventid="2" heatid="21" lane="${lane}"><RELAYPOSITIONS>` +
    positions.map(([n, id]) => `<RELAYPOSITION number="${n}" athleteid="${id}"/>`).join("") +
    "</RELAYPOSITIONS></ENTRY></ENTRIES></RELAY>";

  it("takes swimmers of an unattached club without name or code, and without licences", () => {
    const programme = read(
      meetWith(sessions, [
        club(
          'clubid="5" type="UNATTACHED"',
          athlete("1", "Solo", '<ENTRIES><ENTRY eventid="1" heatid="11" lane="1"/></ENTRIES>'),
          relay("1", "2", [["1", "1"]], "Vrije zwemmers") + relay("2", "3", []),
        ),
      ]),
    );
    expect(programme.heats[0]!.lanes["1"]).toMatchObject({ swimmer: "Solo, F1", club: null, license: null, lenex: { club_id: "5" } });
    expect(programme.heats[0]!.lanes["1"]!.lenex).not.toHaveProperty("club_code");
    expect(swimmersOf(programme.heats[1]!)).toEqual({ "2": "Vrije zwemmers", "3": "2" });
  });

  it("names an athlete without the required last name by the first name, also after an export", () => {
    const programme = read(
      meetWith(sessions, [
        club(
          'clubid="1" name="A"',
          '<ATHLETE athleteid="1" firstname="Ella"><ENTRIES><ENTRY eventid="1" heatid="11" lane="1"/></ENTRIES></ATHLETE>',
          relay("1", "2", [["1", "1"]]),
        ),
      ]),
    );
    expect(programme.heats[0]!.lanes["1"]!.swimmer).toBe("Ella");
    expect(programme.heats[1]!.lanes["2"]!.lenex?.relay_positions?.[0]?.name).toBe("Ella");
    const back = readLenex(writeLenexResults(programme));
    expect(back.heats[0]!.lanes["1"]!.swimmer).toBe("Ella");
  });

  it("names relay swimmers of another club, keeps unknown ones by id, and exports each athlete once", () => {
    const programme = read(
      meetWith(sessions, [
        club('clubid="1" name="A"', athlete("1", "Ann", '<ENTRIES><ENTRY eventid="1" heatid="11" lane="1"/></ENTRIES>')),
        club(
          'clubid="2" name="B"',
          athlete("2", "Bob", ""),
          relay("1", "4", [
            ["1", "1"],
            ["2", "2"],
            ["3", "404"],
            ["-1", "2"],
          ]),
        ),
      ]),
    );
    const lane = programme.heats[1]!.lanes["4"]!;
    expect(lane.swimmer).toBe("B 1");
    expect(lane.lenex?.relay_positions?.map((p) => [p.number, p.athlete_id, p.name])).toEqual([
      [1, "1", "Ann, F1"],
      [2, "2", "Bob, F2"],
      [3, "404", undefined],
      [-1, "2", "Bob, F2"],
    ]);

    const exported = writeLenexResults(programme);
    const lef = strFromU8(Object.values(unzipSync(exported))[0]!);
    expect(lef.match(/<ATHLETE athleteid="1"/g)).toHaveLength(1);
    expect(lef.match(/<ATHLETE athleteid="2"/g)).toHaveLength(1);
    const back = readLenex(exported);
    expect(back.heats[1]!.lanes["4"]!.lenex?.relay_positions).toEqual(lane.lenex?.relay_positions);
  });
});

describe("XML as other writers write it", () => {
  const body = (q: string) =>
    meetWith(
      [session("1", "2025-03-01", event("1", "1", '<HEAT heatid="11" number="1"/>'))],
      [
        club(
          `name=${q}Z&amp;PC${q}`,
          athlete("1", "Ferr&#233;", '<ENTRIES><ENTRY eventid="1" heatid="11" lane="4" entrytime="00:00:31.00"/></ENTRIES>'),
        ),
      ],
    );
  const plain = read(body('"'));

  it("reads a plain document", () => {
    expect(plain.heats[0]!.lanes["4"]).toMatchObject({ swimmer: "Ferré, F1", club: "Z&PC", entrytime: 31_000 });
  });

  it.each([
    ["a UTF-8 BOM", (x: string) => `\ufeff${x}`],
    ["whitespace before the declaration", (x: string) => `\r\n  ${x}`],
    ["no declaration", (x: string) => x.replace(/^<\?xml[^>]*>/, "")],
    ["attributes in single quotes", (x: string) => x.replace(/"/g, "'")],
    [
      "line breaks and tabs inside tags",
      (x: string) =>
        x
          .replace(/ (\w+)=/g, "\r\n\t$1 = ")
          .replace(/\/>/g, "\n/>")
          .replace(/<\/(\w+)>/g, "</$1\n>"),
    ],
    ["explicit end tags instead of self-closing ones", (x: string) => x.replace(/<(\w+)([^<>]*?)\/>/g, "<$1$2></$1>")],
    [
      "comments, processing instructions and CDATA",
      (x: string) => x.replace("<MEETS>", "<!-- <MEETS> -- --><?splash export?><MEETS><![CDATA[ <HEAT heatid='11'/> & ]]>"),
    ],
    [
      "elements it does not keep, with '>' in an attribute",
      (x: string) =>
        x
          .replace("<MEETS>", '<CONSTRUCTOR name="a > b"><CONTACT email="x@y"/></CONSTRUCTOR><MEETS>')
          .replace("<HEATS>", '<TIMESTANDARDREFS><TIMESTANDARDREF timestandardlistid="3"/></TIMESTANDARDREFS><HEATS>'),
    ],
    ["a heat's order attribute", (x: string) => x.replace('number="1"/>', 'number="1" order="3"/>')],
    ["hexadecimal character references", (x: string) => x.replace("&#233;", "&#x00E9;")],
  ])("reads the same with %s", (_, vary) => {
    expect(read(vary(body('"')))).toEqual(plain);
  });

  it("keeps the event's AGEGROUPs with whom their RANKINGS name (not their places), the AGEDATE, the heat's group and status", () => {
    const programme = read(
      body('"')
        .replace("<SESSIONS>", '<AGEDATE value="2025-12-31" type="DATE"/><SESSIONS>')
        .replace(
          "<HEATS>",
          '<AGEGROUPS><AGEGROUP agegroupid="7" agemin="-1" agemax="10" gender="F" handicap="5,6,7" name="t/m 10">' +
            // 8 swam in no heat of the file: nowhere to be placed.
            '<RANKINGS><RANKING place="1" resultid="9"/><RANKING place="-1" resultid="8"/></RANKINGS></AGEGROUP></AGEGROUPS><HEATS>',
        )
        .replace('number="1"/>', 'number="1" agegroupid="7" status="OFFICIAL"/>')
        .replace(
          '<ENTRIES><ENTRY eventid="1" heatid="11" lane="4" entrytime="00:00:31.00"/></ENTRIES>',
          '<RESULTS><RESULT eventid="1" heatid="11" lane="4" resultid="9" swimtime="00:00:30.00"/></RESULTS>',
        ),
    );
    expect(programme.meet.lenex?.agedate).toEqual({ value: "2025-12-31", type: "DATE" });
    expect(programme.meet.lenex?.events).toEqual({
      "1": { agegroups: [{ agegroupid: "7", agemin: "-1", agemax: "10", gender: "F", handicap: "5,6,7", name: "t/m 10", ranked: ["9"] }] },
    });
    expect(programme.heats[0]!.lenex).toMatchObject({ agegroup_id: "7", status: "OFFICIAL" });
  });

  it("keeps what places a swimmer in a group: the athlete's level, the points the meet program gave a result", () => {
    const lane = read(
      body('"')
        .replace('<ATHLETE athleteid="1"', '<ATHLETE level="O12" athleteid="1"')
        .replace(
          '<ENTRIES><ENTRY eventid="1" heatid="11" lane="4" entrytime="00:00:31.00"/></ENTRIES>',
          '<RESULTS><RESULT resultid="5" eventid="1" heatid="11" lane="4" swimtime="00:00:31.00" points="712"/></RESULTS>',
        ),
    ).heats[0]!.lanes["4"]!;
    expect(lane.lenex).toMatchObject({ level: "O12", points: 712, result_id: "5" });
  });

  it("gives an athlete who swims exhibition in all events (ATHLETE status EXHIBITION) a time and never a place", () => {
    const lane = read(body('"').replace('<ATHLETE athleteid="1"', '<ATHLETE status="EXHIBITION" athleteid="1"')).heats[0]!.lanes["4"]!;
    expect(lane).toMatchObject({ status: "EXH", entry_status: "EXH" });
    const foreigner = read(body('"').replace('<ATHLETE athleteid="1"', '<ATHLETE status="FOREIGNER" athleteid="1"'));
    expect(foreigner.heats[0]!.lanes["4"]!.status).toBeNull();
  });

  it("keeps a heat's planned time of day (DESIGN 8c: the expected start before the meet's own pace)", () => {
    const heat = read(body('"').replace('number="1"/>', 'number="1" daytime="09:30"/>')).heats[0]!;
    expect(heat.lenex?.daytime).toBe("09:30");
  });

  it.each([
    ["ISO-8859-1", "iso-8859-1"],
    ["Windows-1252", "windows-1252"],
    ["UTF-16 (a .NET writer's)", "utf-16"],
  ])("reads a UTF-8 file that declares %s as UTF-8", (_, encoding) => {
    const xml = body('"').replace("&#233;", "é").replace('encoding="UTF-8"', `encoding="${encoding}"`);
    expect(read(xml)).toEqual(plain);
  });

  it("reads a file that is ISO-8859-1 as declared", () => {
    const xml = body('"').replace("&#233;", "é").replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    expect(readLenex(Uint8Array.from([...xml].map((c) => c.charCodeAt(0))))).toEqual(plain);
  });

  it.each([
    ["little-endian with a BOM", true, true],
    ["big-endian with a BOM", false, true],
    ["little-endian without a BOM", true, false],
  ])("reads a UTF-16 file, %s, bare and zipped", (_, littleEndian, bom) => {
    const xml = (bom ? "\ufeff" : "") + body('"').replace("&#233;", "é").replace('encoding="UTF-8"', 'encoding="UTF-16"');
    const bytes = utf16(xml, littleEndian);
    expect(readLenex(bytes)).toEqual(plain);
    expect(readLenex(zipSync({ "meet.lef": bytes }))).toEqual(plain);
  });

  it("still refuses a DOCTYPE and broken XML however it is quoted", () => {
    expect(importError(() => read(`<!DOCTYPE LENEX SYSTEM "lenex.dtd">${body("'")}`)).code).toBe("dtd_forbidden");
    expect(importError(() => read(body("'").replace("</CLUBS>", ""))).code).toBe("xml_invalid");
    expect(importError(() => read(body("'").replace("name='Z", "name='Z<"))).code).toBe("xml_invalid");
  });
});

describe("zips as other tools make them", () => {
  const xml = strToU8(lenex(`<SESSIONS>${session("1", "2025-03-01", event("1", "1", '<HEAT heatid="11" number="1"/>'))}</SESSIONS>`));
  const expected = readLenex(xml);

  it.each<[string, Record<string, Uint8Array>, { level?: 0 }?]>([
    ["a stored (uncompressed) member", { "meet.lef": xml }, { level: 0 }],
    [
      "an upper-case name in a folder, beside a folder entry and a readme",
      { "Export/": new Uint8Array(0), "Export/README.TXT": strToU8("hi"), "Export/MEET.LEF": xml },
    ],
    ["macOS resource forks before the member", { "__MACOSX/._meet.lef": strToU8("junk"), "._meet.lef": strToU8("junk"), "meet.Lef": xml }],
  ])("reads %s", (_, files, options) => {
    expect(readLenex(zipSync(files, options))).toEqual(expected);
  });
});

describe("values a LENEX file gives are read or refused, never guessed", () => {
  const withStyle = (style: string) =>
    read(meetWith([session("1", "2025-03-01", event("3", "3", '<HEAT heatid="31" number="1"/>', "", `<SWIMSTYLE ${style}/>`))], []));

  it.each([
    [
      'distance="abc"',
      "race_invalid",
      'Programma 3, element SWIMSTYLE: afstand "abc" is geen getal. ' +
        "Verbeter de afstand in het bestand, of maak een nieuwe export uit Splash.",
    ],
    ['distance="-50"', "race_invalid", 'Programma 3, element SWIMSTYLE: afstand "-50" ligt niet tussen 25 en 1500 meter.'],
    ['distance="50" relaycount="vier"', "race_invalid", 'Programma 3, element SWIMSTYLE: "vier" is geen aantal zwemmers per ploeg.'],
    [
      'distance="50" stroke="KIKKER"',
      "lenex_invalid",
      'Programma 3, element SWIMSTYLE: zwemslag "KIKKER" bestaat niet in LENEX ' +
        "(wel bijvoorbeeld FREE, BACK, BREAST, FLY, MEDLEY of UNKNOWN). " +
        "Verbeter de zwemslag in het bestand, of maak een nieuwe export uit Splash.",
    ],
  ])("refuses a SWIMSTYLE with %s, naming the event", (style, code, where) => {
    const error = importError(() => withStyle(style));
    expect(error.code).toBe(code);
    expect(whereOf(error)).toContain(where);
  });

  it("keeps a distance or stroke the file leaves out or empty as unknown, and takes every stroke LENEX knows", () => {
    expect(withStyle('relaycount="1"').heats[0]).toMatchObject({ distance: 0, stroke: "UNKNOWN" });
    expect(withStyle('distance="" stroke="" relaycount=""').heats[0]).toMatchObject({ distance: 0, stroke: "", relaycount: 1 });
    for (const stroke of ["IMRELAY", "UNKNOWN", "SURFACE", "DYNAMIC_BIFINS", "GER.APH", "free"]) {
      expect(withStyle(`distance="50" relaycount="1" stroke="${stroke}"`).heats[0]!.stroke).toBe(stroke);
    }
  });

  it("refuses an entry time that is no time, naming the lane; NT, zero and nothing are no time", () => {
    const entry = (time: string) =>
      read(
        meetWith(
          [session("1", "2025-03-01", event("1", "1", '<HEAT heatid="11" number="1"/>'))],
          [club('name="C"', athlete("1", "Bakker", `<ENTRIES><ENTRY eventid="1" heatid="11" lane="4" entrytime="${time}"/></ENTRIES>`))],
        ),
      );
    const error = importError(() => entry("1:9x.00"));
    expect(error.code).toBe("lenex_invalid");
    expect(whereOf(error)).toBe(
      'Programma 1, serie 1, baan 4, element ENTRY: inschrijftijd "1:9x.00" is geen tijd (zoals 00:01:02.34, of NT als er geen tijd is). ' +
        "Verbeter de tijd in het bestand, of maak een nieuwe export uit Splash.",
    );
    expect(whereOf(importError(() => entry("00:01:75.00")))).toContain('inschrijftijd "00:01:75.00" is geen tijd');
    for (const time of ["NT", "00:00:00.00", ""]) expect(entry(time).heats[0]!.lanes["4"]!.entrytime).toBeNull();
    expect(entry("00:01:02.34").heats[0]!.lanes["4"]!.entrytime).toBe(62_340);
  });

  it("refuses a name over the forms' 200 characters, naming the element, and takes 200", () => {
    const named = (lastname: string, clubName = "C") =>
      read(
        meetWith(
          [session("1", "2025-03-01", event("1", "1", '<HEAT heatid="11" number="1"/>'))],
          [club(`name="${clubName}"`, athlete("1", lastname, '<ENTRIES><ENTRY eventid="1" heatid="11" lane="4"/></ENTRIES>'))],
        ),
      );
    const error = importError(() => named("A".repeat(1_500_000)));
    expect(error.code).toBe("lenex_invalid");
    expect(whereOf(error)).toBe(
      "Element ATHLETE, attribuut lastname: te lang (hoogstens 200 tekens). Maak de tekst in het bestand korter.",
    );
    expect(whereOf(importError(() => named("Bakker", "Z".repeat(201))))).toMatch(/^Element CLUB, attribuut name: te lang/);
    const longest = "B".repeat(200);
    expect(named(longest, longest).heats[0]!.lanes["4"]).toMatchObject({
      club: longest,
      lenex: expect.objectContaining({ lastname: longest }),
    });
    // An attribute no page shows (a club's web address) is carried as it is, however long.
    const url = `https://example.nl/${"p".repeat(400)}`;
    expect(named("Bakker", `C" url="${url}`).heats[0]!.lanes["4"]).toMatchObject({ club: "C" });
  });
});
