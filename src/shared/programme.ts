// The programme of a meet as SPEC section 3 names it: heats with lanes keyed by lane number.
// Times are integer milliseconds of race time (always whole hundredths, SW 11.2), null when absent.
import { MAX_RACE_DISTANCE } from "./race-limits";
import type { UnsureReason } from "./live";

export const STROKES = ["BACK", "BREAST", "FLY", "FREE", "MEDLEY", "TOWFINS"] as const;
export type Stroke = (typeof STROKES)[number] | string;

// Every stroke LENEX 3 knows (SWIMSTYLE stroke): the ones above, fin swimming's, IMRELAY and UNKNOWN (a
// special event), so a meet of any of them imports; a word that is none of them is a mistake in the file.
const LENEX_STROKES: ReadonlySet<string> = new Set([
  ...STROKES,
  "APNEA",
  "BIFINS",
  "DYNAMIC",
  "DYNAMIC_BIFINS",
  "DYNAMIC_NOFINS",
  "IMMERSION",
  "IMRELAY",
  "MIXEDFINS",
  "SPEED_APNEA",
  "SPEED_ENDURANCE",
  "STATIC",
  "SURFACE",
  "UNKNOWN",
]);
// LENEX section 6: a federation adds its own strokes behind its nation code ("GER.APH").
const FEDERATION_STROKE = /^[A-Z]{3}\.[A-Z_]+$/;

/** Whether a file's stroke code (in capitals) is one LENEX knows: both importers take these and no other. */
export const isStrokeCode = (code: string): boolean => LENEX_STROKES.has(code) || FEDERATION_STROKE.test(code);

/** LENEX result statuses we keep; DSQ is also reflected in `dqs`. */
export type LaneStatus = "DNS" | "DNF" | "DSQ" | "SICK" | "WDR" | "EXH" | null;

export interface Split {
  time: number;
}

/** HANDICAP attributes of a LENEX athlete: class numbers per stroke group, WPS exception codes. */
export interface LenexHandicap {
  free?: string;
  breast?: string;
  medley?: string;
  exception?: string;
  /** The class's standing per stroke group (NONE, NATIONAL, NEW, REVIEW, OBSERVATION, CONFIRMED), as the file says. */
  freestatus?: string;
  breaststatus?: string;
  medleystatus?: string;
}

/** ATHLETE attributes a LENEX results file needs to name a relay swimmer. */
export interface LenexAthleteFacts {
  firstname?: string;
  lastname?: string;
  nameprefix?: string;
  birthdate?: string;
  gender?: string;
  nation?: string;
  license?: string;
}

/** Ids and facts from the imported LENEX file, kept only so the export can give them back. */
export interface LaneLenex {
  athlete_id?: string;
  relay_id?: string;
  club_id?: string;
  club_code?: string;
  club_nation?: string;
  result_id?: string;
  /** A RESULT status LENEX does not name (a federation's), as the file wrote it: the lane swam as an exhibition. */
  result_status?: string;
  entry_id?: string;
  birthdate?: string;
  gender?: string;
  nation?: string;
  firstname?: string;
  lastname?: string;
  nameprefix?: string;
  relay_number?: string;
  /** RELAY's own free-text name, when the file gives one. */
  relay_name?: string;
  /**
   * Relay swimmers in order, when the file names them, with what the export's ATHLETE needs; from a
   * RESULT also the leg's RELAYPOSITION reactiontime (the take-over) and status (DSQ: this leg was disqualified).
   */
  relay_positions?: ({
    number: number;
    athlete_id?: string;
    name?: string;
    handicap?: LenexHandicap;
    reactiontime?: string;
    status?: string;
  } & LenexAthleteFacts)[];
  /** The club's team number: "Wvz" team 1 and team 2 are different clubs in a LENEX file. */
  club_number?: string;
  /** RELAY age bounds, required attributes of a LENEX relay. */
  relay_ages?: { agemin?: string; agemax?: string; agetotalmin?: string; agetotalmax?: string };
  /** The athlete's HANDICAP classes as read, so an export and re-import keep the classification. */
  handicap?: LenexHandicap;
  /** ATHLETE level: an AGEGROUP's levels, levelmin and levelmax rank by it (DESIGN 8h). */
  level?: string;
  /** RELAY handicap (14, 20, 34, 49): the relay's para class, which an AGEGROUP's handicap list names. */
  relay_handicap?: string;
  /**
   * RESULT points: the meet program's own score of the file's time by its points table. A group of
   * several para classes ranks by it (DESIGN 8h); never written back (DESIGN 8g).
   */
  points?: number;
  /** RESULT reactiontime as LENEX writes it ("+64"): the start's, for a relay its first swimmer's. */
  reactiontime?: string;
  /**
   * RESULT comment beside a result without a status ("New Masters Record", "+5 s for a false start"):
   * the file's remark, only given back by the export. Never a status's reason (`Lane.reason`).
   */
  comment?: string;
}

/**
 * Where a lane's counted time comes from (DESIGN 8b precedence): the referee's decision, else the
 * timekeepers' watches (SW 11.3), else the imported file's result.
 */
export type LaneSource = "referee" | "watches" | "import";

/** One timekeeper's watch on a lane, as the referee sees it (DESIGN 8b). */
export interface Watch {
  /** The record's id: the referee accepts a waiting watch by it. */
  id: string;
  official: string;
  time: number;
  /** Cumulative split times (ms) keyed by distance in metres. */
  splits: Record<string, number>;
  /**
   * A touch after the heat's end (its stop plus the panel's accuracy), or a record that arrived
   * after the result was settled: kept and shown, counted only once the referee accepts it.
   */
  pending?: boolean;
  /** The official withdrew this watch after the result was settled: it goes once the referee accepts. */
  withdrawn?: boolean;
  /** The referee rejected this waiting watch (DESIGN 8e): kept and shown, never counted. */
  rejected?: boolean;
  /** The time the official first sent, when they corrected it since: the referee sees both. */
  first_time?: number;
  /** DESIGN 8f: the phone's clock accuracy (ms) at the touch, when over 50 ms (shared/watch-clock). */
  clock_accuracy?: number;
  /** DESIGN 8b: the timekeeper marked this watch unsure; it counts only when no other watch can decide. */
  unsure?: UnsureReason;
}

/** The referee's decision on a lane (DESIGN 8b), as it counts now. */
export interface LaneDecision {
  time: number | null;
  status: "DNS" | "DNF" | "DSQ" | null;
  reason?: string;
  /** The referee's name, as the log has it. */
  by: string;
}

/**
 * The start list's own word on an entry (DESIGN 8e), kept apart from the result so it survives the
 * race: EXH swims for a time and never a place; WDR (afgemeld) and SICK do not swim and count as settled.
 */
export type EntryStatus = "EXH" | "WDR" | "SICK";
export const ENTRY_STATUSES: readonly EntryStatus[] = ["EXH", "WDR", "SICK"];

/**
 * The start list's word on a lane: its entry_status, or for a lane stored before entry_status was
 * kept, its status when nothing was recorded for it.
 */
export function entryStatusOf(lane: Pick<Lane, "entry_status" | "status" | "source" | "time">): EntryStatus | undefined {
  if (lane.entry_status) return lane.entry_status;
  const status = lane.status as EntryStatus | null | undefined;
  return status && ENTRY_STATUSES.includes(status) && lane.source === undefined && lane.time == null ? status : undefined;
}

/** Afgemeld or ill: the swimmer does not swim, and the lane needs no result. */
export function isWithdrawn(lane: Pick<Lane, "entry_status" | "status" | "source" | "time">): boolean {
  const status = entryStatusOf(lane);
  return status === "WDR" || status === "SICK";
}

export interface Lane {
  swimmer: string;
  license: string | null;
  handicap: string | null;
  club: string | null;
  /** Entry time in ms, null for NT. */
  entrytime: number | null;
  /** Disqualification flags (e.g. a DSQ reason); the lane is disqualified when any is true. */
  dqs: Record<string, boolean>;
  /** Cumulative splits keyed by distance in metres. */
  splits: Record<string, Split>;
  time: number | null;
  confirmed: boolean;
  status?: LaneStatus;
  /** Why the lane has its status (a DSQ's rule, a DNS's cause): the referee's, or the file's comment. */
  reason?: string;
  /** Where `time` and `status` come from; absent on a lane nobody has recorded or imported. */
  source?: LaneSource;
  /**
   * The lane's own time from its watches when a dead heat the referee decided gave it the heat's one
   * official time instead (DESIGN 8b); absent otherwise.
   */
  measured_time?: number;
  /** Every timekeeper's latest watch on this lane in the current race. */
  watches?: Watch[];
  decision?: LaneDecision;
  /** From the file's ENTRY status or a line-up change; `status` shows it unless a result says more. */
  entry_status?: EntryStatus;
  /** Entered on the day (DESIGN 8e `lineup` enter): the export writes an ATHLETE with ENTRY and RESULT. */
  late_entry?: boolean;
  /**
   * WPS codes of exception as written (DESIGN 8i: "A", "3", "+", "*H"), for this swim: the file's or
   * a grant for this event. Staff and officials only: never in a public answer.
   */
  codes?: string[];
  /** LENEX status of the class that counts for this swim (e.g. REVIEW), where the file gives it. */
  class_status?: string;
  /** A para relay's class points as the sheet shows them (age-groups relayPoints); only on live heats. */
  relay_points?: RelayPoints;
  lenex?: LaneLenex;
}

/** DESIGN 8i: a para relay's class points, its group's limit, and a mixed relay that is not two and two. */
export interface RelayPoints {
  points: number | null;
  limit: number | null;
  not_two_and_two?: true;
}

/** Over its group's limit: the referee decides (DESIGN 8i), the sheet only warns. */
export const overRelayLimit = (r: RelayPoints): boolean => r.points !== null && r.limit !== null && r.points > r.limit;

export interface VvaEntry {
  /** K (arrival-order judge) or S (timekeepers' order) observation rows; absent on time/result. */
  r?: "K" | "S";
  /** Comma-separated lane positions. */
  value: string;
}

export interface Vva {
  time?: string;
  result?: string;
  /** `result` is the referee's decision (DESIGN 8b), so judges who disagree no longer hold the heat at 8. */
  decided?: boolean;
  rows?: VvaEntry[];
}

export interface Heat {
  id: string;
  event_number: number;
  heat_number: number;
  /**
   * Splash's round suffix of the event number ("F": the final of event 7 is "7F"), present only when
   * a LENEX file uses the same event number for several rounds; part of the heat's identity.
   */
  round?: string;
  distance: number;
  stroke: Stroke;
  gender: string;
  relaycount?: number;
  status: number;
  start_time: number | null;
  end_time: number | null;
  /** DESIGN 6: on stop the control panel's clock-corrected time and its accuracy (ms), kept beside
   * the room's own receive time (end_time) for audit. */
  end_client_time?: number | null;
  end_accuracy?: number | null;
  /** The referee settled the result (DESIGN 8b): records that still arrive wait for approval. */
  settled?: boolean;
  /**
   * Records that wait for the referee (late watches, arrival orders, corrections after settling):
   * every heat in the programme carries it (DESIGN 8e), so its row can say so.
   */
  waiting?: number;
  /** Arrival orders that wait for the referee's approval, with their record ids. */
  pending_orders?: { id: string; official: string; order: string; withdrawn?: boolean; rejected?: boolean }[];
  /** The record ids of arrival orders the referee rejected (DESIGN 8e): the judge's phone says so. */
  rejected_orders?: string[];
  lanes: Record<string, Lane>;
  vva: Vva | null;
  /**
   * DESIGN 8h: the file's ids of a LENEX heat, as clients get them (heatSource); derived from `lenex`
   * when a heat leaves the room, never stored. A CSV meet's heats have none.
   */
  source?: HeatSource;
  /** LENEX ids for export: event and heat ids, session number, event gender/round as read. */
  lenex?: {
    event_id?: string;
    heat_id?: string;
    session?: string;
    /** LENEX EVENT round (TIM, PRE, FIN, EXTRAHEATS, …), HEAT final (A, B) and EVENT preveventid. */
    round?: string;
    final?: string;
    prev_event_id?: string;
    /** HEAT daytime: when the file plans it to start (HH:MM on its session's date, the pool's clock). */
    daytime?: string;
    /** HEAT agegroupid: in a final, the AGEGROUP whose final this heat is (DESIGN 8h). */
    agegroup_id?: string;
    /** HEAT status (SEEDED, INOFFICIAL, OFFICIAL): results of a heat the file calls unofficial are provisional. */
    status?: string;
    /** EVENT type: MASTERS counts the results for masters rankings and records. */
    event_type?: string;
    /** EVENT daytime: when the file plans the event to start (HH:MM). */
    event_daytime?: string;
  };
}

/** The file's EVENT and HEAT ids and the number of the SESSION that holds the heat. */
export interface HeatSource {
  event_id?: string;
  heat_id?: string;
  session?: string;
}

/**
 * DESIGN 8h: where a heat came from in its LENEX file, so a script, an export or a person can trace
 * it; undefined for a heat no LENEX file gave (a CSV meet's). From `lenex`, which every LENEX import
 * has stored, so heats stored before clients got it have it too.
 */
export function heatSource(heat: Pick<Heat, "lenex">): HeatSource | undefined {
  const lenex = heat.lenex;
  if (!lenex || (lenex.event_id === undefined && lenex.heat_id === undefined && lenex.session === undefined)) return undefined;
  return {
    ...(lenex.event_id !== undefined ? { event_id: lenex.event_id } : {}),
    ...(lenex.heat_id !== undefined ? { heat_id: lenex.heat_id } : {}),
    ...(lenex.session !== undefined ? { session: lenex.session } : {}),
  };
}

/**
 * A LENEX POOL's attributes as written: its lanemin and lanemax are the lanes a file may use (DESIGN 9),
 * so the export gives them back and its re-import takes the same lanes.
 */
export type LenexPool = Record<string, string>;

/** A LENEX SESSION as read, so the export names the sessions as the file did. */
export interface LenexSession {
  number: string;
  date?: string;
  daytime?: string;
  name?: string;
  /** The session's own POOL, where it was swum in another than the meet's. */
  pool?: LenexPool;
}

/**
 * A LENEX AGEGROUP as the file gives it, attributes as written (agemin and agemax -1 mean no bound;
 * handicap a list of class numbers such as "5,6,7"), so the export gives it back unchanged.
 */
export interface LenexAgeGroup {
  agegroupid: string;
  name?: string;
  gender?: string;
  agemin?: string;
  agemax?: string;
  calculate?: string;
  handicap?: string;
  levels?: string;
  levelmin?: string;
  levelmax?: string;
  /**
   * The RESULT ids the file's RANKINGS place in this group: who the meet program counted in it, where
   * nothing in a file can say why (one meet at two venues, school grades that overlap).
   */
  ranked?: string[];
}

/** An EVENT's ranking groups (DESIGN 8h), with the event's round: in a final a heat can be one group's. */
export interface LenexEventGroups {
  round?: string;
  agegroups: LenexAgeGroup[];
}

/** The MEET element's attributes and its sessions, as the imported file had them. */
export interface MeetLenex {
  attrs?: Record<string, string>;
  sessions?: LenexSession[];
  /** MEET AGEDATE: the day ages are counted on, by year of birth (YEAR) or exactly (DATE). */
  agedate?: { value?: string; type?: string };
  /** MEET POOL: the pool of every session without one of its own. */
  pool?: LenexPool;
  /** Each event's AGEGROUPs by the file's event id. */
  events?: Record<string, LenexEventGroups>;
}

export interface ProgrammeMeet {
  name: string;
  /** yyyy-mm-dd of the first session, when the file has one. */
  date: string | null;
  city?: string | null;
  nation?: string | null;
  course?: string | null;
  /** Everything of the file's MEET/SESSION structure the LENEX writer needs back. */
  lenex?: MeetLenex;
}

/** The programme as clients see it (DESIGN 2's GET heats): SPEC 3's fields, the active heat. */
export interface PublicProgramme {
  active_heat_id: string | null;
  /** In running order (DESIGN 8h), each LENEX heat with its `source`. */
  heats: Heat[];
  /** The meet's sessions as its file names them, for the programme's session rows; empty for a CSV meet. */
  sessions: LenexSession[];
}

const DAY_MS = 86_400_000;
// Only yyyy-mm-dd: Date.parse reads much else leniently ("9 februari" as a day in 2050).
const dayNumber = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) / DAY_MS : Number.NaN);

/**
 * The sessions clients show (DESIGN 8h) of the meet's stored file facts; none for a CSV meet. With the
 * meet's `plannedDate`, they move with it: a file made for another day (last year's programme, a date
 * Splash left in the past) whose meet date the club corrected runs its sessions on the new days, the
 * same number of days apart, so no weekday contradicts the date shown and expected starts fall on it.
 */
export function programmeSessions(meet: ProgrammeMeet | null | undefined, plannedDate?: string | null): LenexSession[] {
  const sessions = meet?.lenex?.sessions ?? [];
  const shift = plannedDate && meet?.date ? dayNumber(plannedDate) - dayNumber(meet.date) : 0;
  if (!Number.isInteger(shift) || shift === 0) return sessions;
  return sessions.map((session) => {
    const day = session.date ? dayNumber(session.date) : Number.NaN;
    return Number.isFinite(day) ? { ...session, date: new Date((day + shift) * DAY_MS).toISOString().slice(0, 10) } : session;
  });
}

export interface Programme {
  meet: ProgrammeMeet;
  heats: Heat[];
}

/**
 * Heat ids are stable across re-imports: event and heat number identify a heat (DESIGN 9), with
 * the round suffix (Heat.round) when a file reuses an event number for a later round.
 */
export function heatKey(event_number: number, heat_number: number, round = ""): string {
  return `${event_number}${round}-${heat_number}`;
}

/** The inverse of heatKey, for reports that name heats by id; null for an id of another shape. */
export function parseHeatKey(id: string): { event_number: number; round: string; heat_number: number } | null {
  const match = /^(\d+)([A-Za-z]*)-(\d+)$/.exec(id);
  return match ? { event_number: Number(match[1]), round: match[2]!, heat_number: Number(match[3]) } : null;
}

/**
 * A patronymic where the file puts it in the name prefix, as Russian and Belarusian Splash exports do
 * ("Юрьевна"): a prefix in Cyrillic, or one capitalised word with a patronymic's ending. A surname's
 * prefix ("van der", "de") is neither.
 */
const isPatronymic = (prefix: string) =>
  /\p{Script=Cyrillic}/u.test(prefix) || /^\p{Lu}\p{Ll}+(ovich|evich|ovna|evna|ichna|inichna|ogly|kyzy)$/u.test(prefix);

/**
 * DESIGN 9: "Lastname, Firstname" with the name prefix in front, as a Dutch heat list reads; a
 * patronymic follows the first name ("Шалан, Марина Юрьевна").
 */
export function swimmerName(lastname: string, firstname?: string | null, nameprefix?: string | null): string {
  if (nameprefix && isPatronymic(nameprefix)) return firstname ? `${lastname}, ${firstname} ${nameprefix}` : `${lastname} ${nameprefix}`;
  const last = nameprefix ? `${nameprefix} ${lastname}` : lastname;
  return firstname ? `${last}, ${firstname}` : last;
}

/** DESIGN 9: the sport class letters that apply to a stroke: S free/back/fly, SB breast, SM medley. */
export function sportClassPrefix(stroke: Stroke): "S" | "SB" | "SM" | null {
  if (stroke === "FREE" || stroke === "BACK" || stroke === "FLY") return "S";
  if (stroke === "BREAST") return "SB";
  if (stroke === "MEDLEY") return "SM";
  return null;
}

/** A race's whole distance: a relay's legs together (4 × 50 m is 200 m). */
export function raceDistance(heat: Pick<Heat, "distance" | "relaycount">): number {
  return heat.distance * Math.max(1, heat.relaycount ?? 1);
}

/**
 * The walls where splits are taken, before the finish: every 50 m, as Splash records them (its heat
 * file's TIME50, TIME100, …); a race of 50 m or less has none, and neither has one no heat can be
 * (a heat stored before the race limits were checked must not make a phone or an export build millions).
 */
export function splitDistances(total: number): number[] {
  if (!(total <= MAX_RACE_DISTANCE)) return [];
  const distances: number[] = [];
  for (let d = 50; d < total; d += 50) distances.push(d);
  return distances;
}

/** Lane keys in pool order: by number, so lane 10 follows lane 9 and lane 0 (real files have it) comes first. */
export const byLaneNumber = (a: string, b: string): number => Number(a) - Number(b) || a.localeCompare(b);

/** A heat's lane keys in pool order. */
export function laneNumbers(lanes: Record<string, unknown>): string[] {
  return Object.keys(lanes).sort(byLaneNumber);
}

/** How many records of a heat wait for the referee: pending watches and arrival orders. */
export function waitingCount(heat: Pick<Heat, "lanes" | "pending_orders">): number {
  let count = heat.pending_orders?.length ?? 0;
  for (const lane of Object.values(heat.lanes)) for (const watch of lane.watches ?? []) if (watch.pending) count += 1;
  return count;
}

/** Splash's pools have at most 10 lanes: a heat holds no more, from a file or entered on the day. */
export const MAX_LANES_PER_HEAT = 10;

/** SPEC 3: a lane is disqualified when any dqs flag is true; an imported DSQ status counts too. */
export function isDisqualified(lane: Pick<Lane, "status" | "dqs">): boolean {
  return lane.status === "DSQ" || Object.values(lane.dqs ?? {}).some((flag) => flag === true);
}

/** A lane with a swimmer (or relay team) in it; an empty lane needs no result. */
export function isOccupied(lane: Pick<Lane, "swimmer">): boolean {
  return typeof lane.swimmer === "string" && lane.swimmer.trim() !== "";
}
