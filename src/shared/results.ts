// Results for everyone (DESIGN 8c): per event, the lanes of all its heats ranked by the time that
// counts, overall and per para sport class, as one pure function the meet room runs on its heats.
// Shared, because the results screen, the projector and the public page read the same shape.
import {
  heatSource,
  isOccupied,
  sportClassPrefix,
  isDisqualified,
  type Heat,
  type HeatSource,
  type Lane,
  type LenexAgeGroup,
  type LenexEventGroups,
  type LenexSession,
  type ProgrammeMeet,
  type Stroke,
} from "./programme";
import { expectedStarts, type MeetNow } from "./expected-start";
import { ageDateOf, boundOf, classList, finalTier, placedIn, rankingEventId, spansClasses, swimFacts, type AgeDate } from "./age-groups";
import { rankRows } from "./ranking";
import { labelText } from "./i18n/label-text";
import type { Language } from "./i18n/languages";

/** The statuses a result row shows; SICK and WDR withdrew before the race and add no row. */
export type ResultStatus = "DNS" | "DNF" | "DSQ" | "EXH";

export interface ResultRow {
  /** Shared by equal times; null for DNS, DNF, DSQ and an exhibition swim (EXH). */
  place: number | null;
  heat_number: number;
  lane: string;
  swimmer: string;
  club: string | null;
  handicap: string | null;
  time: number | null;
  status: ResultStatus | null;
  reason?: string;
  /** DESIGN 8c: 'voorlopig' until the referee settles the heat. */
  provisional: boolean;
  /** The swimmer's gender in a mixed event, where the file or the late entry names it (DESIGN 8g scores by it). */
  gender?: "M" | "F";
  /** In a group the meet program ranked by its own points (`ranked_by`), the points it gave this swim. */
  program_points?: number;
}

export interface ClassResults {
  class: string;
  rows: ResultRow[];
}

/** DESIGN 8h: one of the event's own ranking groups (a LENEX AGEGROUP) with its swims placed. */
export interface GroupResults {
  /** The file's AGEGROUP id; null for the one group of everyone of an event without groups of its own. */
  agegroup_id: string | null;
  /** As the file names it; else its classes, or empty where its ages are the page's to name in its language. */
  name: string;
  gender?: string;
  /** The age range on the meet's age date; an open end is left out. */
  agemin?: number;
  agemax?: number;
  /** The para classes it takes, as the file lists them ("5,6,7") for the event's stroke. */
  handicap?: string;
  /** A group of several para classes whose swims the meet program scored is ranked by those points. */
  ranked_by?: "points";
  rows: ResultRow[];
}

export interface EventResults {
  /** The file's EVENT id whose AGEGROUPs rank it (a LENEX meet). */
  event_id?: string;
  event_number: number;
  round?: string;
  /** The file's SESSION number. */
  session?: string;
  distance: number;
  stroke: Stroke;
  gender: string;
  relaycount: number;
  /** DESIGN 8h: places per the meet's own groups; one group of everyone where the file has none. */
  groups: GroupResults[];
  /** The group of all swimmers. */
  overall: ResultRow[];
  classes: ClassResults[];
}

export interface MeetResults {
  events: EventResults[];
}

const SHOWN_STATUSES: ReadonlySet<string> = new Set<ResultStatus>(["DNS", "DNF", "DSQ", "EXH"]);
/** A lane's result status as the results show it: a DQ flag counts as DSQ (SPEC 3). */
function statusOf(lane: Lane): ResultStatus | null {
  if (isDisqualified(lane)) return "DSQ";
  return lane.status && SHOWN_STATUSES.has(lane.status) ? (lane.status as ResultStatus) : null;
}

/**
 * The sport class this lane competes in for the event's stroke (DESIGN 8c: S for free, back and
 * fly, SB for breaststroke, SM for medley); null when the swimmer has none, or one of another group.
 */
export function resultClass(stroke: Stroke, handicap: string | null): string | null {
  const prefix = sportClassPrefix(stroke);
  if (!prefix || !handicap) return null;
  const match = /^(S|SB|SM)(\d{1,2})$/i.exec(handicap.trim());
  return match && match[1]!.toUpperCase() === prefix ? `${prefix}${Number(match[2])}` : null;
}

/**
 * DESIGN 8c: a heat's result is final once the referee settles it. A heat never started here that
 * came with its results from a file (the meet-management program's) is as final as the file says:
 * final, unless the file calls the heat something else than OFFICIAL (INOFFICIAL, or still SEEDED).
 */
export function isResultFinal(heat: Pick<Heat, "settled" | "start_time" | "status" | "lenex">): boolean {
  const fileStatus = heat.lenex?.status?.toUpperCase();
  return heat.settled === true || (heat.start_time == null && heat.status !== 0 && (!fileStatus || fileStatus === "OFFICIAL"));
}

/** In a mixed event, the swimmer's own gender as the file or the late entry gives it. */
function mixedEventGender(heat: Heat, lane: Lane): Pick<ResultRow, "gender"> {
  if (heat.gender === "M" || heat.gender === "F") return {};
  const gender = lane.lenex?.gender?.toUpperCase();
  return gender === "M" || gender === "F" ? { gender } : {};
}

const eventKey = (heat: Heat) => `${heat.event_number}${heat.round ?? ""}`;

/** Where a row was swum and by whom: what the ranking groups ask of it. */
interface Swum {
  heat: Heat;
  lane: Lane;
}

/** An event's rows as the groups place them: each with its heat and lane, and overall. */
interface EventRows {
  first: Heat;
  rows: readonly ResultRow[];
  swum: ReadonlyMap<ResultRow, Swum>;
  overall: ResultRow[];
}

/**
 * DESIGN 8c: every event of the programme with at least one result, in programme order (the running
 * order of DESIGN 8h, as the heats are given), ranked
 * overall, per para class and per the meet's own groups (DESIGN 8h, from the file's AGEGROUPs and
 * age date in `meet`). Group names the file leaves out are in `language` (the default label language).
 */
export function meetResults(heats: readonly Heat[], meet?: Pick<ProgrammeMeet, "date" | "lenex"> | null, language?: Language): MeetResults {
  const byEvent = new Map<string, Heat[]>();
  for (const heat of heats) {
    const key = eventKey(heat);
    byEvent.set(key, [...(byEvent.get(key) ?? []), heat]);
  }
  const ageDate = meet ? ageDateOf(meet.lenex, meet.date) : null;
  const events: EventResults[] = [];
  for (const eventHeats of byEvent.values()) {
    const first = eventHeats[0]!;
    const rows: ResultRow[] = [];
    const swum = new Map<ResultRow, Swum>();
    for (const heat of eventHeats) {
      for (const [key, lane] of Object.entries(heat.lanes)) {
        const status = statusOf(lane);
        // Out of competition (EXH) says how a swimmer will swim, not that they did: without a time, nothing to show.
        if (!isOccupied(lane) || (lane.time == null && (status === null || status === "EXH"))) continue;
        const row: ResultRow = {
          place: null,
          heat_number: heat.heat_number,
          lane: key,
          ...publicLane(lane, status),
          provisional: !isResultFinal(heat),
          ...mixedEventGender(heat, lane),
        };
        rows.push(row);
        swum.set(row, { heat, lane });
      }
    }
    if (rows.length === 0) continue;
    const classes = new Map<string, ResultRow[]>();
    for (const row of rows) {
      const cls = resultClass(first.stroke, row.handicap);
      if (cls) classes.set(cls, [...(classes.get(cls) ?? []), row]);
    }
    const overall = rankRows(rows);
    const eventId = rankingEventId(eventHeats, meet?.lenex?.events);
    const fileEvent = eventId ? meet?.lenex?.events?.[eventId] : undefined;
    const session = eventHeats.find((h) => h.lenex?.event_id === eventId)?.lenex?.session ?? first.lenex?.session;
    events.push({
      ...(eventId ? { event_id: eventId } : {}),
      event_number: first.event_number,
      ...(first.round ? { round: first.round } : {}),
      ...(session ? { session } : {}),
      distance: first.distance,
      stroke: first.stroke,
      gender: first.gender,
      relaycount: first.relaycount ?? 1,
      groups: eventGroups({ first, rows, swum, overall }, fileEvent, ageDate, language),
      overall,
      classes: [...classes]
        .sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))
        .map(([cls, classRows]) => ({ class: cls, rows: rankRows(classRows) })),
    });
  }
  return { events };
}

/**
 * DESIGN 8h: the event's rows placed per each of its AGEGROUPs, in the file's order; an event
 * without groups of its own has one group of everyone, its overall ranking.
 */
function eventGroups(
  { first, rows, swum, overall }: EventRows,
  event: LenexEventGroups | undefined,
  ageDate: AgeDate | null,
  language: Language | undefined,
): GroupResults[] {
  if (!event || !Array.isArray(event.agegroups) || event.agegroups.length === 0) {
    return [{ agegroup_id: null, name: labelText("labels.results.everyone", undefined, language), rows: overall }];
  }
  const facts = new Map([...swum].map(([row, { lane }]) => [row, swimFacts(first, lane, ageDate)]));
  const tier = (row: ResultRow) => finalTier(swum.get(row)?.heat.lenex?.final);
  return event.agegroups.map((group): GroupResults => {
    const members = rows.filter((row) => placedIn(facts.get(row)!, swum.get(row)!.heat.lenex ?? {}, group, event));
    const points = spansClasses(group) ? filePoints(members, swum) : undefined;
    const min = boundOf(group.agemin);
    const max = boundOf(group.agemax);
    return {
      agegroup_id: group.agegroupid,
      name: groupName(group, first.stroke, language),
      ...(group.gender ? { gender: group.gender } : {}),
      ...(min !== null ? { agemin: min } : {}),
      ...(max !== null ? { agemax: max } : {}),
      ...(group.handicap ? { handicap: group.handicap } : {}),
      ...(points ? { ranked_by: "points" as const } : {}),
      rows: points ? withPoints(rankRows(members, { tier, points }), members, points) : rankRows(members, { tier }),
    };
  });
}

/** Ranked rows (new objects) with the points the meet program gave their swims (`members`), where it gave some. */
function withPoints(ranked: ResultRow[], members: readonly ResultRow[], points: (row: ResultRow) => number | undefined): ResultRow[] {
  const swim = (row: ResultRow) => `${row.heat_number}/${row.lane}`;
  const given = new Map(members.map((row) => [swim(row), points(row)]));
  return ranked.map((row) => {
    const program_points = given.get(swim(row));
    return program_points === undefined ? row : { ...row, program_points };
  });
}

/**
 * The points the meet program gave each placed swim, when it gave every one of them and each is
 * still the file's own time (a time recorded or decided here has no such score); else none.
 */
function filePoints(
  members: readonly ResultRow[],
  swum: ReadonlyMap<ResultRow, Swum>,
): ((row: ResultRow) => number | undefined) | undefined {
  const pointsOf = (row: ResultRow) => {
    const lane = swum.get(row)?.lane;
    return lane && (lane.source ?? "import") === "import" ? lane.lenex?.points : undefined;
  };
  const placed = members.filter((row) => row.time != null && row.status === null);
  return placed.length > 0 && placed.every((row) => pointsOf(row) !== undefined) ? pointsOf : undefined;
}

/**
 * The file's name of a group, else what it takes in `language`: "13 t/m 18 jaar", "S5, S6, S7", or
 * everyone; without a language a group of ages the file left unnamed has none (GroupResults.name).
 */
function groupName(group: LenexAgeGroup, stroke: Stroke, language: Language | undefined): string {
  const named = group.name?.trim();
  if (named) return named;
  const min = boundOf(group.agemin);
  const max = boundOf(group.agemax);
  // Ages take words: without a language (the answer every page shares) they are the page's to say, in its own.
  if (language === undefined && (min !== null || max !== null)) return "";
  const parts: string[] = [];
  if (min !== null && max !== null) parts.push(labelText("labels.results.ages", { min, max }, language));
  else if (min !== null) parts.push(labelText("labels.results.agesFrom", { min }, language));
  else if (max !== null) parts.push(labelText("labels.results.agesUpTo", { max }, language));
  const prefix = sportClassPrefix(stroke) ?? "S";
  const classes = classList(group.handicap);
  if (classes.length > 0) parts.push(classes.map((c) => `${prefix}${c}`).join(", "));
  return parts.length > 0 ? parts.join(" · ") : labelText("labels.results.everyone", undefined, language);
}

/** A lane as spectators see it (DESIGN 8c): who swims for which club in which class, and the result. */
export type PublicLane = Pick<Lane, "swimmer" | "club" | "handicap" | "time"> & { status: Lane["status"]; reason?: string };

/** A heat as spectators see it: its place in the programme, its race clock and its lanes. */
export type PublicHeat = Pick<
  Heat,
  "id" | "event_number" | "heat_number" | "round" | "distance" | "stroke" | "gender" | "relaycount" | "status" | "start_time" | "end_time"
> & {
  lanes: Record<string, PublicLane>;
  /** DESIGN 8c: when it is expected to start (ms, shared/expected-start), null while unknown. */
  expected_start: number | null;
  /** Its result is final (isResultFinal): until then its times are 'voorlopig'. */
  settled: boolean;
  /** DESIGN 8h: the file's ids of a LENEX heat (heatSource); a CSV meet's heats have none. */
  source?: HeatSource;
};

/**
 * What a spectator's page reads (DESIGN 8c): the meet's public facts, the active heat, the room's
 * clock for the race clock, and the heats with names, clubs, classes and times only: no licences,
 * swimmers' LENEX ids, birth dates, officials' watches or referees' names (a heat's own file ids,
 * `source`, name no one). Lean, because every spectator fetches it every second.
 */
export interface PublicLive {
  /** `time_zone`: the pool's clock (DESIGN 12), by which its expected starts are read. */
  meet: { name: string; external_id: string; planned_date: string | null; time_zone: string };
  active_heat_id: string | null;
  /** The room's clock when this answer was made (ms): the page's race clock runs from it. */
  server_time: number;
  /** In running order (DESIGN 8h). */
  heats: PublicHeat[];
  /** The meet's sessions as its file names them, for the programme's session rows; empty for a CSV meet. */
  sessions: LenexSession[];
}

/** What anyone may read of a lane: who swam for which club in which class, the time and its status. */
const publicLane = <S extends Lane["status"]>(
  lane: Lane,
  status: S,
): Pick<Lane, "swimmer" | "club" | "handicap" | "time"> & { status: S; reason?: string } => ({
  swimmer: lane.swimmer,
  club: lane.club,
  handicap: lane.handicap,
  time: lane.time,
  status,
  ...(lane.reason && status ? { reason: lane.reason } : {}),
});

/** The programme as spectators may see it, each heat with its expected start by the meet's pace (DESIGN 8c). */
export function publicHeats(heats: readonly Heat[], sessions: readonly LenexSession[], timeZone?: string, meetNow?: MeetNow): PublicHeat[] {
  const starts = expectedStarts(heats, sessions, timeZone, meetNow);
  return heats.map((heat, i) => publicHeat(heat, starts[i] ?? null));
}

/** A heat as spectators may see it (DESIGN 8c); a DQ flag shows as the status DSQ. */
export function publicHeat(heat: Heat, expectedStart: number | null): PublicHeat {
  const lanes = Object.entries(heat.lanes).map(([key, lane]): [string, PublicLane] => {
    const status = statusOf(lane) ?? lane.status ?? null;
    return [key, publicLane(lane, status)];
  });
  const source = heatSource(heat);
  return {
    id: heat.id,
    event_number: heat.event_number,
    heat_number: heat.heat_number,
    ...(heat.round ? { round: heat.round } : {}),
    distance: heat.distance,
    stroke: heat.stroke,
    gender: heat.gender,
    ...(heat.relaycount ? { relaycount: heat.relaycount } : {}),
    status: heat.status,
    start_time: heat.start_time,
    end_time: heat.end_time,
    expected_start: expectedStart,
    settled: isResultFinal(heat),
    ...(source ? { source } : {}),
    lanes: Object.fromEntries(lanes),
  };
}
