// DESIGN 8h: which swims each of the meet's own groups places, and how it places them.
import { describe, expect, it } from "vitest";
import "./i18n/server-texts";
import {
  ageDateOf,
  ageOn,
  classList,
  fitsGroup,
  includesGroup,
  placedIn,
  rankingEventId,
  relayClassOf,
  relayPoints,
  spansClasses,
  swimFacts,
  type AgeDate,
} from "./age-groups";
import { meetResults, type ResultRow } from "./results";
import { rankRows } from "./ranking";
import { heat, lane } from "./test-heats";
import { overRelayLimit, type Heat, type Lane, type LaneLenex, type LenexAgeGroup, type ProgrammeMeet } from "./programme";

const byYear: AgeDate = { year: 2024, month: 12, day: 31, byYear: true };
const onDate: AgeDate = { year: 2025, month: 3, day: 1, byYear: false };
const group = (over: Partial<LenexAgeGroup> = {}): LenexAgeGroup => ({ agegroupid: "1", agemin: "-1", agemax: "-1", ...over });
const swimmer = (lenex: LaneLenex, handicap: string | null = null, stroke = "FREE") =>
  swimFacts({ stroke, gender: "A", relaycount: 1 }, lane({ handicap, lenex }), onDate);

describe("the age on the meet's age date", () => {
  it("counts by year of birth (YEAR) or exactly (DATE), as the file's AGEDATE says", () => {
    expect(ageDateOf({ agedate: { value: "2024-12-31", type: "YEAR" } }, "2024-05-13")).toEqual(byYear);
    expect(ageDateOf({ agedate: { value: "2025-03-01", type: "DATE" } }, null)).toEqual(onDate);
    expect(ageOn("2010-12-31", byYear)).toBe(14);
    expect(ageOn("2010-03-02", onDate)).toBe(14);
    expect(ageOn("2010-03-01", onDate)).toBe(15);
    expect(ageOn("2010-03-02", { ...onDate, byYear: true })).toBe(15);
    expect(ageOn(undefined, onDate)).toBeNull();
    expect(ageOn("2010", onDate)).toBe(15);
  });

  it("is, without an AGEDATE, LENEX's default: the first session's date by year; a federation's own type counts exactly", () => {
    expect(ageDateOf({}, "2025-02-09")).toEqual({ year: 2025, month: 2, day: 9, byYear: true });
    expect(ageDateOf(undefined, null)).toBeNull();
    expect(ageDateOf({ agedate: { value: "2025-02-09", type: "CAN.FNQ" } }, null)?.byYear).toBe(false);
  });

  it("counts the Portuguese way (POR) by year of birth, in the year the season ends", () => {
    // A meet in November 2021 is of the season 2021/22: a swimmer born on 4 September 2006 is 16.
    const autumn = ageDateOf({ agedate: { value: "2021-11-12", type: "POR" } }, null)!;
    expect(ageOn("2006-09-04", autumn)).toBe(16);
    expect(ageOn("2007-05-31", autumn)).toBe(15);
    // In March 2022 still that season.
    expect(ageOn("2006-09-04", ageDateOf({ agedate: { value: "2022-03-05", type: "POR" } }, null)!)).toBe(16);
  });
});

describe("which swims a group takes", () => {
  it("by gender, A and no gender taking everyone", () => {
    const anne = swimmer({ gender: "F", birthdate: "2010-01-01" });
    expect(fitsGroup(anne, group({ gender: "F" }))).toBe(true);
    expect(fitsGroup(anne, group({ gender: "M" }))).toBe(false);
    expect(fitsGroup(anne, group({ gender: "A" }))).toBe(true);
    expect(fitsGroup(anne, group())).toBe(true);
    // Without the swimmer's own gender, a men's or women's event says it.
    const piet = swimFacts({ stroke: "FREE", gender: "M" }, lane({ lenex: {} }), onDate);
    expect(fitsGroup(piet, group({ gender: "M" }))).toBe(true);
  });

  it("by age, -1 being no bound; an unknown age fits only a group of every age", () => {
    const fourteen = swimmer({ birthdate: "2010-06-01" });
    expect(fitsGroup(fourteen, group({ agemin: "13", agemax: "14" }))).toBe(true);
    expect(fitsGroup(fourteen, group({ agemin: "15", agemax: "-1" }))).toBe(false);
    expect(fitsGroup(fourteen, group({ agemin: "-1", agemax: "13" }))).toBe(false);
    expect(fitsGroup(swimmer({}), group({ agemin: "13", agemax: "14" }))).toBe(false);
    expect(fitsGroup(swimmer({}), group())).toBe(true);
  });

  it("by the para class for the event's stroke: a list such as 5,6,7 (S for free, SB for breast, SM for medley)", () => {
    expect(classList("5,6,7")).toEqual([5, 6, 7]);
    expect(classList("11")).toEqual([11]);
    expect(classList("S5, SB6")).toEqual([5, 6]);
    expect(fitsGroup(swimmer({}, "S6"), group({ handicap: "5,6,7" }))).toBe(true);
    expect(fitsGroup(swimmer({}, "S8"), group({ handicap: "5,6,7" }))).toBe(false);
    expect(fitsGroup(swimmer({}, null), group({ handicap: "5,6,7" }))).toBe(false);
    expect(fitsGroup(swimmer({}, "SB6", "BREAST"), group({ handicap: "6" }))).toBe(true);
    // The file's HANDICAP for the stroke's group where the lane has no class of its own; 0 is none.
    expect(fitsGroup(swimmer({ handicap: { free: "9", breast: "8" } }, null, "BREAST"), group({ handicap: "8" }))).toBe(true);
    expect(fitsGroup(swimmer({ handicap: { free: "0" } }, null), group({ handicap: "0,1" }))).toBe(false);
    expect(spansClasses(group({ handicap: "5,6,7" }))).toBe(true);
    expect(spansClasses(group({ handicap: "11" }))).toBe(false);
  });

  it("by level: a list, or a range from levelmin to levelmax", () => {
    expect(fitsGroup(swimmer({ level: "O12" }), group({ levels: "O11,O12" }))).toBe(true);
    expect(fitsGroup(swimmer({ level: "O 9" }), group({ levels: "O11,O12" }))).toBe(false);
    expect(fitsGroup(swimmer({}), group({ levels: "O11" }))).toBe(false);
    expect(fitsGroup(swimmer({ level: "C" }), group({ levelmin: "B", levelmax: "D" }))).toBe(true);
    expect(fitsGroup(swimmer({ level: "E" }), group({ levelmin: "B", levelmax: "D" }))).toBe(false);
  });

  it("a relay by each swimmer's age (SINGLE, the default) or their total (TOTAL), else by the ages the relay declares", () => {
    const relay = (lenex: LaneLenex) => swimFacts({ stroke: "FREE", gender: "X", relaycount: 4 }, lane({ lenex }), byYear);
    const positions = ["1990", "1992", "2000", "2004"].map((year, i) => ({ number: i + 1, birthdate: `${year}-06-01` }));
    const team = relay({ gender: "X", relay_positions: positions });
    // Ages 34, 32, 24, 20: together 110.
    expect(fitsGroup(team, group({ agemin: "20", agemax: "34" }))).toBe(true);
    expect(fitsGroup(team, group({ agemin: "25", agemax: "34" }))).toBe(false);
    expect(fitsGroup(team, group({ agemin: "100", agemax: "119", calculate: "TOTAL" }))).toBe(true);
    expect(fitsGroup(team, group({ agemin: "120", agemax: "159", calculate: "TOTAL" }))).toBe(false);
    expect(fitsGroup(team, group({ gender: "X" }))).toBe(true);
    expect(fitsGroup(team, group({ gender: "F" }))).toBe(false);
    const declared = relay({ relay_ages: { agetotalmin: "100", agetotalmax: "119", agemin: "-1", agemax: "-1" } });
    expect(fitsGroup(declared, group({ agemin: "100", agemax: "119", calculate: "TOTAL" }))).toBe(true);
    expect(fitsGroup(declared, group({ agemin: "20", agemax: "34" }))).toBe(false);
    expect(fitsGroup(relay({ relay_handicap: "34" }), group({ handicap: "34" }))).toBe(true);
    expect(fitsGroup(relay({ relay_handicap: "20" }), group({ handicap: "34" }))).toBe(false);
  });

  it("a relay that declares its class in the group of exactly that class where the event has one, a swimmer swimming up included", () => {
    const relay = (agemin: string, agemax: string, ...years: string[]) =>
      swimFacts(
        { stroke: "FREE", gender: "F", relaycount: 4 },
        lane({
          lenex: {
            gender: "F",
            relay_ages: { agemin, agemax },
            relay_positions: years.map((year, i) => ({ number: i + 1, birthdate: `${year}-06-01` })),
          },
        }),
        byYear,
      );
    const [twelve, open, thirteen] = [group({ agemin: "12", agemax: "12" }), group({}), group({ agemin: "13", agemax: "14" })];
    const event = { round: "TIM", agegroups: [twelve, open, thirteen] };
    // Declared 12–12, one swimmer a year younger: in the 12s (and not in the open group, which has a group for it).
    const swimmingUp = relay("12", "12", "2012", "2012", "2012", "2013");
    expect(fitsGroup(swimmingUp, twelve)).toBe(false);
    expect([twelve, open, thirteen].map((g) => placedIn(swimmingUp, {}, g, event))).toEqual([true, false, false]);
    // Declared without a class (-1): by its swimmers' ages, as before.
    const undeclared = relay("-1", "-1", "2011", "2011", "2010", "2010");
    expect([twelve, open, thirteen].map((g) => placedIn(undeclared, {}, g, event))).toEqual([false, true, true]);
    // A declared class the event has no group of: by its swimmers' ages too.
    const fifteen = relay("15", "16", "2009", "2009", "2009", "2009");
    expect(placedIn(fifteen, {}, open, event)).toBe(true);
  });

  it("a para relay by the class its RELAY gives, else by its swimmers' classes: 14, 49, or 20 and 34 by their sum", () => {
    const legs = (...classes: string[]) => classes.map((free, i) => ({ number: i + 1, handicap: { free, breast: free } }));
    expect(relayClassOf("FREE", legs("14", "14", "14", "14"))).toBe(14);
    expect(relayClassOf("FREE", legs("11", "12", "13", "11"))).toBe(49);
    expect(relayClassOf("FREE", legs("5", "5", "5", "5"))).toBe(20);
    expect(relayClassOf("FREE", legs("9", "9", "8", "8"))).toBe(34);
    expect(relayClassOf("FREE", legs("10", "10", "10", "10"))).toBeNull();
    expect(relayClassOf("FREE", legs("14", "9", "14", "14"))).toBeNull();
    expect(relayClassOf("FREE", [{ number: 1 }])).toBeNull();
    // The breaststroke leg of a medley relay swims in its SB class.
    const medley = [...legs("5", "5", "5", "5")];
    medley[1] = { number: 2, handicap: { free: "5", breast: "14" } };
    expect(relayClassOf("MEDLEY", medley)).toBeNull();
    const team = swimFacts(
      { stroke: "FREE", gender: "M", relaycount: 4 },
      lane({ lenex: { relay_positions: legs("14", "14", "14", "14") } }),
      byYear,
    );
    expect(fitsGroup(team, group({ gender: "M", handicap: "14" }))).toBe(true);
  });
});

describe("a results file's own groups (its RANKINGS)", () => {
  const swim = (result: string | undefined, birthdate = "2010-01-01") => ({ ...swimmer({ birthdate }), ...(result ? { result } : {}) });
  // Overlapping school grades: 14–15 and 15–16; the file put a 15-year-old in the second only.
  const grade8 = group({ agegroupid: "1097", agemin: "14", agemax: "15", ranked: ["r1", "r2"] });
  const grade9 = group({ agegroupid: "1098", agemin: "15", agemax: "16", ranked: ["r3"] });
  const event = { round: "TIM", agegroups: [grade8, grade9] };

  it("places a swim the file ranks in the groups that name it, whatever its age says", () => {
    expect([grade8, grade9].map((g) => placedIn(swim("r3"), {}, g, event))).toEqual([false, true]);
    expect([grade8, grade9].map((g) => placedIn(swim("r1", "2000-01-01"), {}, g, event))).toEqual([true, false]);
  });

  it("places a swim the file ranks in none of them, or one recorded here, by the rules", () => {
    expect([grade8, grade9].map((g) => placedIn(swim("r9"), {}, g, event))).toEqual([true, true]);
    expect([grade8, grade9].map((g) => placedIn(swim(undefined), {}, g, event))).toEqual([true, true]);
  });
});

describe("age-group finals", () => {
  const open = group({ agegroupid: "O", name: "Open" });
  const junior = group({ agegroupid: "J", name: "Junior", agemin: "13", agemax: "18" });
  const final = { round: "FIN", agegroups: [open, junior] };
  const aJunior = swimmer({ birthdate: "2008-01-01" });

  it("an open group includes its juniors, not the other way round", () => {
    expect(includesGroup(open, junior)).toBe(true);
    expect(includesGroup(junior, open)).toBe(false);
    expect(includesGroup(group({ handicap: "5,6,7" }), group({ handicap: "6" }))).toBe(true);
    expect(includesGroup(group({ handicap: "6" }), group({ handicap: "5,6,7" }))).toBe(false);
    expect(includesGroup(group({ gender: "F" }), group({ gender: "M" }))).toBe(false);
  });

  it("places who swam a group's own final in it; a junior of the open A final in both; of the open B final only in the open", () => {
    expect(placedIn(aJunior, { agegroup_id: "J" }, junior, final)).toBe(true);
    expect(placedIn(aJunior, { agegroup_id: "J" }, open, final)).toBe(false);
    expect(placedIn(aJunior, { agegroup_id: "O", final: "A" }, open, final)).toBe(true);
    expect(placedIn(aJunior, { agegroup_id: "O", final: "A" }, junior, final)).toBe(true);
    expect(placedIn(aJunior, { agegroup_id: "O", final: "B" }, open, final)).toBe(true);
    expect(placedIn(aJunior, { agegroup_id: "O", final: "B" }, junior, final)).toBe(false);
    // Whoever the meet put in a group's final is placed there, also beside the group's rules.
    const older = swimmer({ birthdate: "1990-01-01" });
    expect(placedIn(older, { agegroup_id: "J" }, junior, final)).toBe(true);
  });

  it("in a timed final a heat of an age group (a fastest heat) is one heat of the same race", () => {
    const timed = { round: "TIM", agegroups: [open, junior] };
    expect(placedIn(aJunior, { agegroup_id: "J" }, open, timed)).toBe(true);
    expect(placedIn(swimmer({ birthdate: "1990-01-01" }), { agegroup_id: "J" }, junior, timed)).toBe(false);
  });

  it("ranks the swims of a final's extra heats with the final they extend", () => {
    const extra = heat({ lenex: { event_id: "14138", round: "EXTRAHEATS", prev_event_id: "25" } });
    const own = heat({ lenex: { event_id: "25", round: "FIN", prev_event_id: "22" } });
    expect(rankingEventId([extra, own], { "25": final })).toBe("25");
    expect(rankingEventId([extra], { "25": final })).toBe("25");
    expect(rankingEventId([heat({ lenex: { event_id: "7" } })], undefined)).toBe("7");
    expect(rankingEventId([heat()], undefined)).toBeUndefined();
  });
});

describe("placing a group's swims", () => {
  const row = (lane: string, time: number | null, over: Partial<ResultRow> = {}): ResultRow => ({
    place: null,
    heat_number: 1,
    lane,
    swimmer: `Zwemmer ${lane}`,
    club: null,
    handicap: null,
    time,
    status: null,
    provisional: false,
    ...over,
  });
  const places = (rows: ResultRow[]) => rows.map((r) => [r.lane, r.place]);

  it("a B final after the A final, its places after everyone who swam the A final, a disqualified swimmer too", () => {
    const a = [row("a1", 55_000), row("a2", 56_000), row("a3", 54_000, { status: "DSQ" })];
    const b = [row("b1", 53_000, { heat_number: 2 }), row("b2", 57_000, { heat_number: 2 })];
    const tier = (r: ResultRow) => (r.heat_number === 2 ? 1 : 0);
    expect(places(rankRows([...b, ...a], { tier }))).toEqual([
      ["a1", 1],
      ["a2", 2],
      ["b1", 4],
      ["b2", 5],
      ["a3", null],
    ]);
  });

  it("by points, most first, equal points sharing a place", () => {
    const points = new Map([
      ["1", 700],
      ["2", 800],
      ["3", 700],
    ]);
    const rows = [row("1", 30_000), row("2", 40_000), row("3", 31_000)];
    expect(places(rankRows(rows, { points: (r) => points.get(r.lane) }))).toEqual([
      ["2", 1],
      ["1", 2],
      ["3", 2],
    ]);
  });
});

describe("the results per the meet's groups", () => {
  const event = (lanes: Heat["lanes"], over: Partial<Heat> = {}) =>
    heat({ gender: "F", status: 5, lenex: { event_id: "10", session: "2" }, lanes, ...over });
  const meet = (agegroups: LenexAgeGroup[]): Pick<ProgrammeMeet, "date" | "lenex"> => ({
    date: "2025-03-01",
    lenex: { agedate: { value: "2024-12-31", type: "YEAR" }, events: { "10": { round: "TIM", agegroups } } },
  });
  const woman = (birthdate: string, over: Partial<LaneLenex> = {}) => ({ gender: "F", birthdate, ...over });

  it("ranks each group by time, a swimmer in every group she fits; the answer names the file's event and group ids", () => {
    const [results] = meetResults(
      [
        event({
          "1": lane({ swimmer: "Oud", time: 30_000, lenex: woman("1980-01-01") }),
          "2": lane({ swimmer: "Jong", time: 31_000, lenex: woman("2010-01-01") }),
          "3": lane({ swimmer: "Jonger", time: 32_000, lenex: woman("2012-01-01") }),
        }),
      ],
      meet([group({ agegroupid: "1", name: "Open" }), group({ agegroupid: "2", agemin: "13", agemax: "14" })]),
    ).events;
    expect(results).toMatchObject({ event_id: "10", session: "2" });
    expect(results!.groups.map((g) => [g.agegroup_id, g.name, g.agemin, g.agemax, g.rows.map((r) => [r.swimmer, r.place])])).toEqual([
      [
        "1",
        "Open",
        undefined,
        undefined,
        [
          ["Oud", 1],
          ["Jong", 2],
          ["Jonger", 3],
        ],
      ],
      ["2", "", 13, 14, [["Jong", 1]]],
    ]);
  });

  it("names a group of ages the file left unnamed in a language asked for (the CSV's); else the page names it in its own", () => {
    const groups = (language?: "en" | "nl") =>
      meetResults(
        [event({ "1": lane({ swimmer: "Jong", time: 31_000, lenex: woman("2010-01-01") }) })],
        meet([group({ agegroupid: "2", agemin: "13", agemax: "14" })]),
        language,
      ).events[0]!.groups.map((g) => g.name);
    expect(groups("nl")).toEqual(["13 t/m 14 jaar"]);
    expect(groups("en")).toEqual(["13 to 14 years"]);
    expect(groups()).toEqual([""]);
  });

  it("gives an event without groups of its own one group of everyone: its overall ranking", () => {
    const [results] = meetResults([event({ "1": lane({ time: 30_000 }) }, { lenex: undefined })]).events;
    expect(results!.event_id).toBeUndefined();
    expect(results!.groups).toEqual([{ agegroup_id: null, name: "Alle deelnemers", rows: results!.overall }]);
    expect(meetResults([event({ "1": lane({ time: 30_000 }) })], null, "en").events[0]!.groups[0]!.name).toBe("All swimmers");
  });

  it("ranks a group of several para classes by the meet program's points while every placed swim has them for the file's time", () => {
    const para = [group({ agegroupid: "1", name: "S5-S7", handicap: "5,6,7" })];
    const lanes = {
      "1": lane({ handicap: "S5", time: 40_000, lenex: woman("1990-01-01", { points: 900 }) }),
      "2": lane({ handicap: "S7", time: 35_000, lenex: woman("1990-01-01", { points: 700 }) }),
      "3": lane({ handicap: "S9", time: 30_000, lenex: woman("1990-01-01", { points: 800 }) }),
    };
    const [byPoints] = meetResults([event(lanes)], meet(para)).events;
    expect(byPoints!.groups[0]).toMatchObject({ handicap: "5,6,7", ranked_by: "points" });
    // Each row with the points it is ranked by, for the results to show beside the time.
    expect(byPoints!.groups[0]!.rows.map((r) => [r.handicap, r.place, r.program_points])).toEqual([
      ["S5", 1, 900],
      ["S7", 2, 700],
    ]);
    // A time decided here has no score of the meet program's: the group ranks by time.
    const decided = { ...lanes, "1": { ...lanes["1"], time: 41_000, source: "referee" as const } };
    const [byTime] = meetResults([event(decided)], meet(para)).events;
    expect(byTime!.groups[0]!.ranked_by).toBeUndefined();
    expect(byTime!.groups[0]!.rows.map((r) => [r.handicap, r.place])).toEqual([
      ["S7", 1],
      ["S5", 2],
    ]);
  });

  it("marks a swim of a heat the file calls unofficial provisional, as the file's meet program does", () => {
    const lanes = { "1": lane({ time: 30_000, lenex: woman("1990-01-01") }) };
    const official = meetResults([event(lanes, { lenex: { event_id: "10", status: "OFFICIAL" } })], meet([group()])).events[0]!;
    const unofficial = meetResults([event(lanes, { lenex: { event_id: "10", status: "INOFFICIAL" } })], meet([group()])).events[0]!;
    expect(official.groups[0]!.rows[0]).toMatchObject({ place: 1, provisional: false });
    expect(unofficial.groups[0]!.rows[0]).toMatchObject({ place: 1, provisional: true });
    expect(unofficial.overall[0]!.provisional).toBe(true);
  });
});

describe("a para relay's class points on the sheet (DESIGN 8i)", () => {
  const position = (number: number, free: string, gender = "F", breast = free) => ({ number, gender, handicap: { free, breast } });
  const relayLane = (lenex: Lane["lenex"]) => lane({ swimmer: "Wvz 1", lenex });
  const relay = (stroke: string, gender = "F") => heat({ stroke, gender, relaycount: 4 });

  it("sums the swimmers' classes, a medley's breaststroke leg by its SB class, against the file's limit", () => {
    const positions = [position(1, "3"), position(2, "5", "F", "4"), position(3, "6"), position(4, "8")];
    const free = relayPoints(relay("FREE"), relayLane({ relay_handicap: "20", relay_positions: positions }))!;
    expect(free).toEqual({ points: 22, limit: 20 });
    expect(overRelayLimit(free)).toBe(true);
    const medley = relayPoints(relay("MEDLEY"), relayLane({ relay_handicap: "34", relay_positions: positions }))!;
    expect(medley).toEqual({ points: 21, limit: 34 });
    expect(overRelayLimit(medley)).toBe(false);
  });

  it("takes the limit the swimmers' classes allow when the file names none: 49 for S11–S13, 34 for S1–S10", () => {
    const vi = [position(1, "11"), position(2, "12"), position(3, "13"), position(4, "13")];
    expect(relayPoints(relay("FREE"), relayLane({ relay_positions: vi }))).toEqual({ points: 49, limit: 49 });
    const pi = [position(1, "9"), position(2, "9"), position(3, "9"), position(4, "10")];
    const over = relayPoints(relay("FREE"), relayLane({ relay_positions: pi }))!;
    expect(over).toEqual({ points: 37, limit: 34 });
    expect(overRelayLimit(over)).toBe(true);
  });

  it("warns of a mixed relay that is not two men and two women", () => {
    const three = [position(1, "5", "M"), position(2, "5", "M"), position(3, "5", "M"), position(4, "5", "F")];
    expect(relayPoints(relay("FREE", "X"), relayLane({ relay_positions: three }))).toMatchObject({ not_two_and_two: true });
    const two = [position(1, "5", "M"), position(2, "5", "F"), position(3, "5", "M"), position(4, "5", "F")];
    expect(relayPoints(relay("FREE", "X"), relayLane({ relay_positions: two }))).toEqual({ points: 20, limit: 34 });
  });

  it("has nothing to say of a relay without classes, or of a swimmer alone", () => {
    expect(relayPoints(relay("FREE"), relayLane({ relay_positions: [{ number: 1 }, { number: 2 }] }))).toBeNull();
    expect(relayPoints(heat({ stroke: "FREE" }), lane({ swimmer: "A" }))).toBeNull();
  });
});
