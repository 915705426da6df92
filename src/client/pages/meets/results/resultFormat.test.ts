import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heat, lane } from "../../../../shared/test-heats";
import type { ResultRow } from "../../../../shared/results";
import { resultParts } from "../../../../shared/result-parts";
import {
  clubEvents,
  eventTitle,
  groupTitle,
  heatGroupPlaces,
  heatPlaces,
  partTitle,
  placeText,
  rankedByPoints,
  resultClubs,
  resultsSignature,
  rowTime,
  statusText,
} from "./resultFormat";
import { loadTexts } from "../../../i18n/texts";

// The Dutch texts these assert are the catalogue's.
beforeAll(() => loadTexts("nl", ["common", "labels", "meet"]));

const row = (over: Partial<ResultRow>): ResultRow => ({
  place: null,
  heat_number: 1,
  lane: "4",
  swimmer: "Jansen, Piet",
  club: "De Dolfijn",
  handicap: "S9",
  time: null,
  status: null,
  provisional: false,
  ...over,
});

describe("an event's title", () => {
  it("names the event number, distance, stroke and gender as the programme does", () => {
    expect(eventTitle({ event_number: 3, distance: 100, relaycount: 1, stroke: "FREE", gender: "F" })).toBe(
      "Programma 3 — 100 m Vrije slag, Vrouwen",
    );
  });

  it("keeps Splash's round suffix and names a relay's legs", () => {
    expect(eventTitle({ event_number: 7, round: "F", distance: 50, relaycount: 4, stroke: "MEDLEY", gender: "X" })).toBe(
      "Programma 7F — 4 × 50 m Wisselslag, Gemengd",
    );
  });
});

describe("a row's place", () => {
  it("is the server's place, shared by a tie", () => {
    expect(placeText(row({ place: 1, time: 30_000 }))).toBe("1");
    expect(placeText(row({ place: 2, time: 31_000 }))).toBe("2");
    expect(placeText(row({ place: 2, time: 31_000, lane: "5" }))).toBe("2");
  });

  it("is the status in place of a place, as its code: an exhibition swim reads EXH (DESIGN 12)", () => {
    expect(placeText(row({ status: "DNS" }))).toBe("DNS");
    expect(placeText(row({ status: "DNF" }))).toBe("DNF");
    expect(placeText(row({ status: "DSQ", time: 40_000 }))).toBe("DSQ");
    expect(placeText(row({ status: "EXH", time: 40_000 }))).toBe("EXH");
  });
});

describe("a row's status, spelled out", () => {
  it("is absent for a placed swim", () => {
    expect(statusText(row({ place: 1, time: 30_000 }))).toBeNull();
  });

  it("gives the referee's reason after the status", () => {
    expect(statusText(row({ status: "DSQ", reason: "SW 4.4" }))).toBe("Gediskwalificeerd: SW 4.4");
    expect(statusText(row({ status: "DSQ", reason: "  " }))).toBe("Gediskwalificeerd");
    expect(statusText(row({ status: "DNS" }))).toBe("Niet gestart");
    expect(statusText(row({ status: "DNF" }))).toBe("Niet gefinisht");
    expect(statusText(row({ status: "EXH" }))).toBe("Buiten mededinging");
  });
});

describe("a row's time", () => {
  it("reads m:ss.hh for a placed swim and an exhibition swim", () => {
    expect(rowTime(row({ place: 1, time: 71_220 }))).toBe("1:11.22");
    expect(rowTime(row({ place: 1, time: 35_220 }))).toBe("35.22");
    expect(rowTime(row({ status: "EXH", time: 35_220 }))).toBe("35.22");
  });

  it("is empty for DNS, DNF and DSQ, whatever time the lane kept", () => {
    expect(rowTime(row({ status: "DSQ", time: 35_220 }))).toBe("");
    expect(rowTime(row({ status: "DNS" }))).toBe("");
  });
});

describe("the results' fingerprint of the heats", () => {
  const heats = () => [heat({ lanes: { "4": lane({ time: 30_000 }) } }), heat({ id: "1-2", heat_number: 2 })];

  it("stays the same for what does not change the results: watches, the clock, presence", () => {
    const changed = heats();
    changed[0]!.start_time = 123;
    changed[0]!.lanes["4"]!.watches = [{ id: "w", official: "Jan", time: 30_010, splits: {} }];
    expect(resultsSignature(changed)).toBe(resultsSignature(heats()));
  });

  it("changes with a time, a status, a DQ flag, a reason or a heat's status", () => {
    const base = resultsSignature(heats());
    const time = heats();
    time[0]!.lanes["4"]!.time = 30_100;
    const status = heats();
    status[0]!.lanes["4"]!.status = "DNF";
    const dq = heats();
    dq[0]!.lanes["4"]!.dqs = { "SW 4.4": true };
    const reason = heats();
    reason[0]!.lanes["4"]!.reason = "SW 4.4";
    const heatStatus = heats();
    heatStatus[1]!.status = 5;
    for (const other of [time, status, dq, reason, heatStatus]) expect(resultsSignature(other)).not.toBe(base);
  });
});

describe("a heat's lanes as the results read them", () => {
  it("ranks the lanes with a time, ties sharing a place, and leaves statuses without one", () => {
    const places = heatPlaces(
      heat({
        lanes: {
          "3": lane({ swimmer: "Drie", time: 31_000 }),
          "4": lane({ swimmer: "Vier", time: 30_000 }),
          "5": lane({ swimmer: "Vijf", time: 31_000 }),
          "6": lane({ swimmer: "Zes", status: "DNS" }),
          "7": lane({ swimmer: "Zeven" }),
        },
      }),
    );
    expect(places.get("4")?.place).toBe(1);
    expect(places.get("3")?.place).toBe(2);
    expect(places.get("5")?.place).toBe(2);
    expect(places.get("6")?.place).toBeNull();
    expect(places.get("6")?.status).toBe("DNS");
    expect(places.has("7")).toBe(false);
  });
});

describe("the projector's places: each lane's in its own group of the event (DESIGN 8h)", () => {
  const group = (agegroup_id: string | null, name: string, rows: ResultRow[], ages = {}) => ({ agegroup_id, name, rows, ...ages });
  const results = {
    events: [
      {
        event_number: 3,
        distance: 100,
        stroke: "FREE" as const,
        gender: "F",
        relaycount: 1,
        overall: [],
        classes: [],
        groups: [
          group("11", "", [row({ heat_number: 2, lane: "4", place: 1 }), row({ heat_number: 1, lane: "5", place: 2 })], {
            agemin: 14,
            agemax: 17,
          }),
          group("12", "Dames 18 jaar en ouder", [
            row({ heat_number: 1, lane: "4", place: 1 }),
            row({ heat_number: 1, lane: "3", place: 2 }),
          ]),
          group("10", "Open", [
            row({ heat_number: 1, lane: "4", place: 1 }),
            row({ heat_number: 1, lane: "3", place: 3 }),
            row({ heat_number: 1, lane: "5", place: 4 }),
            row({ heat_number: 2, lane: "4", place: 2 }),
            row({ heat_number: 1, lane: "6", place: 5 }),
          ]),
        ],
      },
      {
        event_number: 3,
        round: "F",
        distance: 100,
        stroke: "FREE" as const,
        gender: "F",
        relaycount: 1,
        overall: [],
        classes: [],
        groups: [],
      },
    ],
  };

  it("is the place in the group across every heat, not within the heat, with the group's name", () => {
    const places = heatGroupPlaces(results, { event_number: 3, heat_number: 1 });
    // A group the file left unnamed goes by its ages.
    expect(places.get("5")).toEqual({ place: 2, group: "14 t/m 17 jaar" });
    expect(places.get("6")).toEqual({ place: 5, group: "Open" });
    expect(places.has("7")).toBe(false);
  });

  it("gives a swimmer in an open group and an age group the age group's, the narrower one", () => {
    const places = heatGroupPlaces(results, { event_number: 3, heat_number: 1 });
    expect(places.get("4")).toEqual({ place: 1, group: "Dames 18 jaar en ouder" });
    expect(places.get("3")).toEqual({ place: 2, group: "Dames 18 jaar en ouder" });
  });

  it("names no group for an event with one group of everyone, and knows a final from its heats", () => {
    const everyone = { events: [{ ...results.events[0]!, groups: [group(null, "Iedereen", [row({ lane: "4", place: 1 })])] }] };
    expect(heatGroupPlaces(everyone, { event_number: 3, heat_number: 1 }).get("4")).toEqual({ place: 1, group: null });
    expect(heatGroupPlaces(results, { event_number: 3, round: "F", heat_number: 1 }).size).toBe(0);
    expect(heatGroupPlaces(null, { event_number: 3, heat_number: 1 }).size).toBe(0);
  });
});

describe("one club's results (DESIGN 8c: a printed list per club)", () => {
  const ours = row({ swimmer: "Ferré, Anne", club: "ZV Ouders", place: 2, provisional: true });
  const theirs = row({ swimmer: "Visser, Bo", club: "ZV Buren", place: 1 });
  const events = [
    {
      event_number: 1,
      overall: [theirs, ours],
      classes: [
        { class: "S9", rows: [ours] },
        { class: "S10", rows: [theirs] },
      ],
      points_ranking: [theirs, ours],
    },
    { event_number: 2, overall: [theirs], classes: [] },
  ];

  it("keeps its swims with their places in the whole field, and leaves out events and classes without one", () => {
    const shown = clubEvents(events, "ZV Ouders");
    expect(shown.map((e) => e.event_number)).toEqual([1]);
    expect(shown[0]!.overall).toEqual([ours]);
    expect(shown[0]!.overall[0]!.place).toBe(2);
    expect(shown[0]!.classes.map((c) => c.class)).toEqual(["S9"]);
    expect(shown[0]!.points_ranking).toEqual([ours]);
    expect(clubEvents(events, null)).toBe(events);
    expect(clubEvents(events, "ZV Nergens")).toEqual([]);
  });

  it("keeps the points ranking where classes swim together in the whole field, also when the club has one class there (DESIGN 8g)", () => {
    expect(rankedByPoints(events[0]!)).toBe(true);
    const shown = clubEvents(events, "ZV Ouders");
    expect(shown[0]!.classes).toHaveLength(1);
    expect(rankedByPoints(shown[0]!)).toBe(true);
    expect(rankedByPoints({ classes: [{ class: "S9", rows: [] }] })).toBe(false);
  });

  it("keeps the event's own groups, each with the club's swims, and leaves out a group without one (DESIGN 8h)", () => {
    const withGroups = [
      {
        ...events[0]!,
        groups: [
          { agegroup_id: "1", name: "Dames 25-29 jaar", rows: [{ ...theirs, place: 1 }] },
          { agegroup_id: "2", name: "Dames 30-34 jaar", rows: [{ ...ours, place: 1 }] },
        ],
      },
      { ...events[1]!, groups: [{ agegroup_id: "3", name: "Heren 25-29 jaar", rows: [theirs] }] },
    ];
    const shown = clubEvents(withGroups, "ZV Ouders");
    expect(shown.map((e) => e.event_number)).toEqual([1]);
    // The overall place stays in the answer, but the event shows its own group, where Anne is first.
    expect(resultParts(shown[0]!).map((part) => [partTitle(part), part.rows.map((r) => `${r.place} ${r.swimmer}`)])).toEqual([
      ["Dames 30-34 jaar", ["1 Ferré, Anne"]],
      ["Klasse S9", ["2 Ferré, Anne"]],
    ]);
    // A club whose swim is in none of the event's groups and no class has nothing to show there.
    const outside = [{ ...events[1]!, overall: [ours], groups: [{ agegroup_id: "3", name: "Heren", rows: [theirs] }] }];
    expect(clubEvents(outside, "ZV Ouders")).toEqual([]);
  });

  it("names the clubs with results, in Dutch order", () => {
    expect(resultClubs([...events, { overall: [row({ club: "'t Zwemmertje" }), row({ club: null })], classes: [] }])).toEqual([
      "'t Zwemmertje",
      "ZV Buren",
      "ZV Ouders",
    ]);
  });

  it("asks again when a heat is settled: its times turn from 'voorlopig' to final", () => {
    const swum = heat({ status: 5, lanes: { "4": lane({ time: 31_000 }) } });
    expect(resultsSignature([{ ...swum, settled: true }])).not.toBe(resultsSignature([swum]));
  });
});

describe("the header of a ranking (DESIGN 8h)", () => {
  it("is a group's name as the file gives it, overall's and a class's as before", () => {
    const [group, overall, cls] = [
      ...resultParts({ overall: [], classes: [], groups: [{ agegroup_id: "7", name: " Dames 25-29 jaar ", rows: [row({})] }] }),
      ...resultParts({ overall: [row({})], classes: [{ class: "S9", rows: [row({})] }] }),
    ];
    expect([group, overall, cls].map((part) => partTitle(part!))).toEqual(["Dames 25-29 jaar", "Alle klassen", "Klasse S9"]);
  });

  it("says a group is ranked by the meet program's points, not by time", () => {
    const [byPoints] = resultParts({
      overall: [],
      classes: [],
      groups: [{ agegroup_id: "7", name: "S3-S13", ranked_by: "points", rows: [row({})] }],
    });
    expect(partTitle(byPoints!)).toBe("S3-S13 (op punten van het wedstrijdprogramma)");
  });

  it("is the group's ages where the file gave it no name", () => {
    const unnamed = { agegroup_id: "1", name: "" };
    expect(groupTitle({ ...unnamed, agemin: 25, agemax: 29 })).toBe("25 t/m 29 jaar");
    expect(groupTitle({ ...unnamed, agemin: 12, agemax: 12 })).toBe("12 jaar");
    expect(groupTitle({ ...unnamed, agemin: 80, agemax: -1 })).toBe("80 jaar en ouder");
    expect(groupTitle({ ...unnamed, agemin: -1, agemax: 10 })).toBe("t/m 10 jaar");
    expect(groupTitle({ ...unnamed, agemin: -1, agemax: -1 })).toBe("Leeftijdsgroep");
  });
});

describe("a row in English (DESIGN 12)", () => {
  afterAll(() => loadTexts("nl"));

  it("keeps the codes, an exhibition swim too, and spells the status out in English", async () => {
    await loadTexts("en", ["common", "labels", "meet"]);
    expect(placeText(row({ status: "EXH", time: 40_000 }))).toBe("EXH");
    expect(placeText(row({ status: "DNS" }))).toBe("DNS");
    expect(statusText(row({ status: "DSQ", reason: "SW 4.4" }))).toBe("Disqualified: SW 4.4");
    expect(statusText(row({ status: "EXH" }))).toBe("Exhibition swim");
    expect(eventTitle({ event_number: 7, round: "F", distance: 50, relaycount: 1, stroke: "FREE", gender: "F" })).toMatch(/^Event 7F — /);
    expect(groupTitle({ agegroup_id: "1", name: "", agemin: 25, agemax: 29 })).toBe("25 to 29 years");
    expect(groupTitle({ agegroup_id: "1", name: "", agemin: 80, agemax: -1 })).toBe("80 years and over");
    expect(groupTitle({ agegroup_id: "1", name: "Dames 25-29 jaar" })).toBe("Dames 25-29 jaar");
  });
});
