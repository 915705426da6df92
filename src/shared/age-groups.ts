// DESIGN 8h: a meet's own ranking groups, as its LENEX file defines them (AGEGROUP: gender, an age
// range on the meet's age date, the para classes and levels it takes), and which swims each group
// places. Pure rules: the meet room ranks with them, the tests check them against the places the
// meet program itself gave (a results file's RANKINGs).
import {
  sportClassPrefix,
  type Heat,
  type Lane,
  type LenexAgeGroup,
  type LenexEventGroups,
  type LenexHandicap,
  type MeetLenex,
  type RelayPoints,
} from "./programme";

/** The day ages are counted on, and whether only the years count (LENEX AGEDATE type YEAR). */
export interface AgeDate {
  year: number;
  month: number;
  day: number;
  byYear: boolean;
}

const DATE = /^(\d{4})(?:-(\d{2})-(\d{2}))?/;

function parseDate(value: string | undefined): { year: number; month: number; day: number } | null {
  const m = DATE.exec(value?.trim() ?? "");
  if (!m) return null;
  return { year: Number(m[1]), month: m[2] ? Number(m[2]) : 1, day: m[3] ? Number(m[3]) : 1 };
}

/**
 * The meet's age date: its AGEDATE, by year of birth (YEAR) or exactly (DATE). POR, the Portuguese
 * federation's: by year of birth, in the year its season (September to August) ends, so a meet in
 * November 2021 counts ages for 2022 (every one of 174 ranked swims of a real Braga results file
 * fits its group so, and only so). The other federations' types (CAN.FNQ, LUX) have rules LENEX does
 * not give; they count exactly on their date, which is what an age on a date means. Without an
 * AGEDATE, LENEX's default: the first session's date, by year.
 */
export function ageDateOf(lenex: MeetLenex | undefined, meetDate: string | null | undefined): AgeDate | null {
  const given = lenex?.agedate;
  const date = parseDate(given?.value) ?? parseDate(meetDate ?? undefined);
  if (!date) return null;
  const type = given?.value && parseDate(given.value) ? (given.type ?? "YEAR").toUpperCase() : "YEAR";
  if (type === "POR") return { ...date, year: date.month >= 9 ? date.year + 1 : date.year, byYear: true };
  return { ...date, byYear: type === "YEAR" };
}

/** A swimmer's age on the age date; null when the birth date is unknown. */
export function ageOn(birthdate: string | undefined, on: AgeDate): number | null {
  const born = parseDate(birthdate);
  if (!born) return null;
  const years = on.year - born.year;
  if (on.byYear) return years;
  return on.month < born.month || (on.month === born.month && on.day < born.day) ? years - 1 : years;
}

/** What a group asks of one swim: who swam it, as the file and the room know them. */
export interface SwimFacts {
  relay: boolean;
  /** M or F; a relay's M, F or X. */
  gender: string | null;
  /** Each swimmer's age on the age date (one for an individual swim, the relay's swimmers for a relay). */
  ages: (number | null)[];
  /** A relay's own age bounds as the file declares them (RELAY agemin, agemax, agetotalmin, agetotalmax). */
  relayAges?: { single: [number | null, number | null]; total: [number | null, number | null] };
  /** The para class that counts for the event's stroke (S, SB or SM), or a relay's class (20, 34, 49, 14). */
  sportClass: number | null;
  level: string | null;
  /** The file's RESULT id of the swim, where it came from a results file (its RANKINGS name it). */
  result?: string;
}

/** An AGEGROUP's or RELAY's age bound; -1, nothing or anything unreadable is "no bound", as LENEX says. */
export function boundOf(value: string | undefined): number | null {
  if (value === undefined || !/^\s*-?\d{1,4}\s*$/.test(value)) return null;
  const n = Number(value);
  return n < 0 ? null : n;
}

/** "1,2,3" or "11": the class numbers a group takes; empty when it takes every class. */
export function classList(handicap: string | undefined): number[] {
  return (handicap ?? "")
    .split(",")
    .map((part) => part.trim().replace(/^S[BM]?/i, ""))
    .filter((part) => /^\d{1,2}$/.test(part))
    .map(Number);
}

const listOf = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim().toUpperCase())
    .filter((part) => part !== "");

/** The class number of a lane for a stroke: the room's class for the stroke's group, else the file's HANDICAP. */
function classFor(stroke: string, lane: Lane): number | null {
  const prefix = sportClassPrefix(stroke) ?? "S";
  const counted = /^(S|SB|SM)(\d{1,2})$/i.exec(lane.handicap?.trim() ?? "");
  if (counted) return counted[1]!.toUpperCase() === prefix ? Number(counted[2]) : null;
  const h = lane.lenex?.handicap;
  const value = prefix === "S" ? h?.free : prefix === "SB" ? h?.breast : h?.medley;
  const n = value !== undefined && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : null;
  // 0 is LENEX's "no class": such a swimmer is in no para class's group.
  return n !== null && n > 0 ? n : null;
}

/** What the groups of an event need to know of a lane's swim. */
export function swimFacts(heat: Pick<Heat, "stroke" | "gender" | "relaycount">, lane: Lane, on: AgeDate | null): SwimFacts {
  const l = lane.lenex ?? {};
  const eventGender = heat.gender === "M" || heat.gender === "F" ? heat.gender : null;
  const age = (birthdate: string | undefined) => (on ? ageOn(birthdate, on) : null);
  if ((heat.relaycount ?? 1) > 1) {
    const relayClass = boundOf(l.relay_handicap) ?? relayClassOf(heat.stroke, l.relay_positions ?? []);
    const ages = l.relay_ages;
    return {
      relay: true,
      gender: l.gender?.toUpperCase() ?? (heat.gender === "X" ? "X" : eventGender),
      ages: (l.relay_positions ?? []).map((p) => age(p.birthdate)),
      relayAges: {
        single: [boundOf(ages?.agemin), boundOf(ages?.agemax)],
        total: [boundOf(ages?.agetotalmin), boundOf(ages?.agetotalmax)],
      },
      sportClass: relayClass,
      level: null,
      ...(l.result_id ? { result: l.result_id } : {}),
    };
  }
  return {
    relay: false,
    gender: l.gender?.toUpperCase() ?? eventGender,
    ages: [age(l.birthdate)],
    sportClass: classFor(heat.stroke, lane),
    level: l.level?.trim().toUpperCase() || null,
    ...(l.result_id ? { result: l.result_id } : {}),
  };
}

/** Each relay swimmer's class for their leg (a medley's breaststroke leg its SB); null when one is unknown. */
function relayLegClasses(stroke: string, positions: readonly { number: number; handicap?: LenexHandicap }[]): number[] | null {
  const classes: number[] = [];
  for (const p of positions) {
    const value = stroke === "MEDLEY" && p.number === 2 ? p.handicap?.breast : p.handicap?.free;
    const n = value !== undefined && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : 0;
    if (n < 1 || n > 15) return null;
    classes.push(n);
  }
  return classes;
}

/**
 * A relay's para class from its swimmers' (LENEX RELAY handicap): 14 when all are S14, 49 when all are
 * S11–S13, and for S1–S10 swimmers 20 or 34 by their classes' sum (at most 20, at most 34). In a
 * medley relay the breaststroke leg counts its SB class. Null when a class is unknown or they mix.
 */
export function relayClassOf(stroke: string, positions: readonly { number: number; handicap?: LenexHandicap }[]): number | null {
  if (positions.length === 0) return null;
  const classes = relayLegClasses(stroke, positions);
  if (!classes) return null;
  if (classes.every((c) => c === 14)) return 14;
  if (classes.every((c) => c >= 11 && c <= 13)) return 49;
  if (!classes.every((c) => c <= 10)) return null;
  const points = sum(classes);
  return points <= 20 ? 20 : points <= 34 ? 34 : null;
}

const RELAY_LIMITS = [20, 34, 49];

/**
 * DESIGN 8i: a para relay's class points for the referee's sheet: the sum of its swimmers' classes, the
 * limit of its group (the file's RELAY handicap 20, 34 or 49, else the most its swimmers' classes
 * allow: 49 for S11–S13, 34 for S1–S10), and whether a mixed relay is not two men and two women.
 * Null for a relay whose swimmers have no classes: not a para relay.
 */
export function relayPoints(heat: Pick<Heat, "stroke" | "gender" | "relaycount">, lane: Lane): RelayPoints | null {
  const l = lane.lenex ?? {};
  const positions = l.relay_positions ?? [];
  if ((heat.relaycount ?? 1) <= 1 || !positions.some((p) => p.handicap)) return null;
  const classes = relayLegClasses(heat.stroke, positions);
  const declared = boundOf(l.relay_handicap);
  const limit =
    declared !== null && RELAY_LIMITS.includes(declared)
      ? declared
      : !classes
        ? null
        : classes.every((c) => c >= 11 && c <= 13)
          ? 49
          : classes.every((c) => c <= 10)
            ? 34
            : null;
  const mixed = (l.gender ?? heat.gender).toUpperCase() === "X";
  const genders = positions.map((p) => p.gender?.toUpperCase());
  const men = genders.filter((g) => g === "M").length;
  const twoAndTwo = positions.length !== 4 || genders.some((g) => g !== "M" && g !== "F") || men === 2;
  return { points: classes ? sum(classes) : null, limit, ...(mixed && !twoAndTwo ? { not_two_and_two: true as const } : {}) };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

const within = (value: number, min: number | null, max: number | null) => (min === null || value >= min) && (max === null || value <= max);

/** A declared range [from, to] lies within [min, max]; an open end of the declared range fits only an open bound. */
const rangeWithin = ([from, to]: [number | null, number | null], min: number | null, max: number | null) =>
  (min === null || (from !== null && from >= min)) && (max === null || (to !== null && to <= max));

/** What a group asks, read once from its attributes: a meet's results check every swim against it. */
interface GroupRule {
  gender: string | null;
  min: number | null;
  max: number | null;
  total: boolean;
  classes: number[];
  levels: string[];
  lowest: string | null;
  highest: string | null;
}

const rules = new WeakMap<LenexAgeGroup, GroupRule>();

function ruleOf(group: LenexAgeGroup): GroupRule {
  let rule = rules.get(group);
  if (!rule) {
    rule = {
      gender: group.gender?.trim().toUpperCase() || null,
      min: boundOf(group.agemin),
      max: boundOf(group.agemax),
      // LENEX AGEGROUP calculate: SINGLE (the default) asks it of every relay swimmer, TOTAL of their sum.
      total: group.calculate?.trim().toUpperCase() === "TOTAL",
      classes: classList(group.handicap),
      levels: listOf(group.levels),
      lowest: group.levelmin?.trim().toUpperCase() || null,
      highest: group.levelmax?.trim().toUpperCase() || null,
    };
    rules.set(group, rule);
  }
  return rule;
}

function agesFit(swim: SwimFacts, { min, max, total }: GroupRule): boolean {
  if (min === null && max === null) return true;
  const known = swim.ages.length > 0 && swim.ages.every((a) => a !== null);
  if (!swim.relay) return known && within(swim.ages[0]!, min, max);
  if (known) {
    const ages = swim.ages as number[];
    return total ? within(sum(ages), min, max) : ages.every((a) => within(a, min, max));
  }
  // A relay whose swimmers the file does not name fits by the ages it declares itself.
  const declared = total ? swim.relayAges?.total : swim.relayAges?.single;
  return declared !== undefined && rangeWithin(declared, min, max);
}

function levelsFit(level: string | null, { levels, lowest, highest }: GroupRule): boolean {
  if (levels.length === 0 && !lowest && !highest) return true;
  if (!level) return false;
  if (levels.length > 0 && !levels.includes(level)) return false;
  return (!lowest || level >= lowest) && (!highest || level <= highest);
}

/** DESIGN 8h: a swim fits a group when its swimmer's gender, age, class and level are the group's. */
export function fitsGroup(swim: SwimFacts, group: LenexAgeGroup): boolean {
  const rule = ruleOf(group);
  // A: all, as no gender at all; X (mixed) only says something of relays.
  const gender = rule.gender;
  if ((gender === "M" || gender === "F" || (gender === "X" && swim.relay)) && swim.gender !== gender) return false;
  if (rule.classes.length > 0 && (swim.sportClass === null || !rule.classes.includes(swim.sportClass))) return false;
  return agesFit(swim, rule) && levelsFit(swim.level, rule);
}

/** Every swimmer `narrower` takes, `wider` takes too: an open group includes its juniors. */
export function includesGroup(wider: LenexAgeGroup, narrower: LenexAgeGroup): boolean {
  const [w, n] = [ruleOf(wider), ruleOf(narrower)];
  if (w.gender && w.gender !== "A" && w.gender !== n.gender) return false;
  if (w.min !== null && (n.min === null || n.min < w.min)) return false;
  if (w.max !== null && (n.max === null || n.max > w.max)) return false;
  if (w.classes.length > 0 && (n.classes.length === 0 || n.classes.some((c) => !w.classes.includes(c)))) return false;
  return w.levels.length === 0 || (n.levels.length > 0 && n.levels.every((l) => w.levels.includes(l)));
}

// Rounds whose heats are seeded from an earlier round: a heat that names an age group is its final.
const FINAL_ROUNDS = new Set(["FIN", "SEM", "QUA", "SOP", "SOS", "SOQ"]);

/** Which final a heat is: A (or the only one) first, then B, C, D. */
export function finalTier(final: string | undefined): number {
  return Math.max(FINALS.indexOf(final?.trim().toUpperCase() ?? ""), 0);
}

const FINALS = ["A", "B", "C", "D"];

const rankings = new WeakMap<LenexAgeGroup, ReadonlySet<string>>();

/** The RESULT ids the file ranks in a group, as a set: every swim of a meet's results asks. */
function rankedIn(group: LenexAgeGroup): ReadonlySet<string> {
  let ids = rankings.get(group);
  if (!ids) {
    ids = new Set(Array.isArray(group.ranked) ? group.ranked : []);
    rankings.set(group, ids);
  }
  return ids;
}

const eventRankings = new WeakMap<Pick<LenexEventGroups, "agegroups">, ReadonlySet<string>>();

/** The RESULT ids the file ranks in any of the event's groups: asked once per swim and group. */
function rankedInEvent(event: Pick<LenexEventGroups, "agegroups">): ReadonlySet<string> {
  let ids = eventRankings.get(event);
  if (!ids) {
    ids = new Set(event.agegroups.flatMap((group) => [...rankedIn(group)]));
    eventRankings.set(event, ids);
  }
  return ids;
}

/** Where a swim was swum, as far as the groups care. */
export interface SwimHeat {
  /** HEAT agegroupid. */
  agegroup_id?: string;
  /** HEAT final: A, B, … */
  final?: string;
}

/**
 * DESIGN 8h: a swim is placed in `group` when its swimmer fits the group. In a final where heats are
 * age groups' own finals (HEAT agegroupid), a group's final places whoever swam it, and a swimmer of
 * a group who swam in the A final of a wider group (a junior in the open final) is placed in both;
 * one who swam another group's final does not enter this group's places, as the meet program ranks
 * age-group finals.
 */
export function placedIn(
  swim: SwimFacts,
  heat: SwimHeat,
  group: LenexAgeGroup,
  event: Pick<LenexEventGroups, "round" | "agegroups">,
): boolean {
  // A results file's swim is in the groups whose RANKINGS name it, as the meet program counted it;
  // one the file ranks in none of the event's groups, or a swim not from the file, by the rules.
  if (swim.result !== undefined && rankedInEvent(event).has(swim.result)) return rankedIn(group).has(swim.result);
  const own = heat.agegroup_id;
  if (own !== undefined && FINAL_ROUNDS.has(event.round?.toUpperCase() ?? "")) {
    const final = event.agegroups.find((g) => g.agegroupid === own);
    if (final) {
      if (own === group.agegroupid) return true;
      if (finalTier(heat.final) !== 0 || !includesGroup(final, group)) return false;
    }
  }
  // A relay that declares its class (RELAY agemin and agemax) is ranked in the event's group of exactly
  // that class where there is one, as meet programs rank it: a team with a swimmer swimming up stays
  // in its class, and an open group does not take the classes it has groups for.
  if (swim.relay && event.agegroups.some((g) => declaresClassOf(swim, g)))
    return declaresClassOf(swim, group) && fitsGroup({ ...swim, ages: [] }, group);
  return fitsGroup(swim, group);
}

/** The relay's declared ages (their sum's, for a group that adds them) are the group's bounds, one of them at least set. */
function declaresClassOf(swim: SwimFacts, group: LenexAgeGroup): boolean {
  const { min, max, total } = ruleOf(group);
  const [from, to] = (total ? swim.relayAges?.total : swim.relayAges?.single) ?? [null, null];
  return (from !== null || to !== null) && from === min && to === max;
}

/**
 * The para points rule (DESIGN 8g, 8h): a group of several para classes is ranked by points, as World
 * Para Swimming's multi-class events are and the meet program ranks them.
 */
export const spansClasses = (group: LenexAgeGroup): boolean => new Set(ruleOf(group).classes).size > 1;

// Splash's extra heats and fastest heats carry their own event ids; their swims rank in the round
// they extend (preveventid), whose AGEGROUPs hold the places.
const EXTENDING_ROUNDS = new Set(["EXTRAHEATS", "FHT"]);

/**
 * The file's event whose AGEGROUPs rank the swims of these heats (one event of the results: its
 * heats, extra heats included): the event of its own heats first, else the one its extra heats extend.
 */
export function rankingEventId(
  heats: readonly Pick<Heat, "lenex">[],
  events: Readonly<Record<string, LenexEventGroups>> | undefined,
): string | undefined {
  const ids: string[] = [];
  const add = (id: string | undefined) => {
    if (id && id !== "-1" && !ids.includes(id)) ids.push(id);
  };
  for (const heat of heats) if (!EXTENDING_ROUNDS.has(heat.lenex?.round?.toUpperCase() ?? "")) add(heat.lenex?.event_id);
  for (const heat of heats) if (EXTENDING_ROUNDS.has(heat.lenex?.round?.toUpperCase() ?? "")) add(heat.lenex?.prev_event_id);
  for (const heat of heats) add(heat.lenex?.event_id);
  return ids.find((id) => Object.hasOwn(events ?? {}, id)) ?? ids[0];
}
