// DESIGN 8g: the results with World Para Swimming points, and per event one ranking across its
// classes. A layer over meetResults (DESIGN 8c), so the time rankings stay as they are.
import { longCourseEstimate, paraPoints, parametersKey, type Course, type PointParameters } from "./para-points";
import { resultClass, type ClassResults, type EventResults, type MeetResults, type ResultRow } from "./results";

export interface PointFactor {
  stroke: string;
  distance: number;
  /** The short-course time × factor is the long-course estimate. */
  factor: number;
}

/** Which table (or factors) gave the points: tables are kept side by side, never overwritten. */
export interface PointTableRef {
  id: number;
  name: string;
  valid_from: string;
}

export interface PointFactorsRef {
  id: number;
  name: string;
}

/** What a meet's points are computed from: its course and date, the table valid then, the factors. */
export interface PointsBasis {
  course: Course | null;
  date: string | null;
  table: (PointTableRef & { parameters: readonly PointParameters[] }) | null;
  factors: (PointFactorsRef & { factors: readonly PointFactor[] }) | null;
}

/** Why a whole meet has no points; the screens say it with what to do. */
export type MeetPointsMissing = "no_course" | "no_date" | "no_table" | "no_factors";
/** Why one event has none while the meet has: a relay, no factor for its short-course race, or not in the table. */
export type EventPointsMissing = "relay" | "no_factor" | "not_in_table";

export interface PointsRow extends ResultRow {
  /** Null where none: no parameters for the class or event, DNS/DNF/DSQ, a relay. */
  points: number | null;
  /** Short course: computed on the long-course estimate through an administrator's factor ('geschat'). */
  points_estimated: boolean;
  /** The estimated long-course time the points were computed on (ms), with points_estimated only. */
  lcm_time?: number;
}

export interface PointsEvent extends Omit<EventResults, "overall" | "classes"> {
  overall: PointsRow[];
  classes: (Omit<ClassResults, "rows"> & { rows: PointsRow[] })[];
  /** All classes ranked by points, ties sharing a place; an exhibition swim has points, no place. */
  points_ranking: PointsRow[];
  points_missing?: EventPointsMissing;
}

export interface PointsInfo {
  course: Course | null;
  table: PointTableRef | null;
  factors: PointFactorsRef | null;
  missing: MeetPointsMissing | null;
}

export interface PointsResults {
  events: PointsEvent[];
  points: PointsInfo;
}

function meetMissing(basis: PointsBasis): MeetPointsMissing | null {
  if (!basis.course) return "no_course";
  if (!basis.date) return "no_date";
  if (!basis.table) return "no_table";
  if (basis.course === "SCM" && !basis.factors) return "no_factors";
  return null;
}

const NO_POINTS = { points: null, points_estimated: false } as const;

/** DESIGN 8g: every row with its points, and every event with its points ranking. */
export function withPoints(results: MeetResults, basis: PointsBasis): PointsResults {
  const missing = meetMissing(basis);
  const parameters = new Map((basis.table?.parameters ?? []).map((p) => [parametersKey(p), p]));
  const events = new Set((basis.table?.parameters ?? []).map((p) => `${p.gender}|${p.stroke}|${p.distance}`));
  const factors = new Map((basis.factors?.factors ?? []).map((f) => [`${f.stroke}|${f.distance}`, f.factor]));
  return {
    events: results.events.map((event): PointsEvent => {
      const why = missing ? undefined : eventMissing(event, basis.course, events, factors);
      const score = (row: ResultRow): PointsRow => {
        if (missing || why) return { ...row, ...NO_POINTS };
        return { ...row, ...rowPoints(event, row, basis.course!, parameters, factors) };
      };
      const overall = event.overall.map(score);
      return {
        ...event,
        overall,
        classes: event.classes.map((c) => ({ ...c, rows: c.rows.map(score) })),
        points_ranking: rankByPoints(overall),
        ...(why ? { points_missing: why } : {}),
      };
    }),
    points: {
      course: basis.course,
      table: basis.table ? { id: basis.table.id, name: basis.table.name, valid_from: basis.table.valid_from } : null,
      factors: basis.factors ? { id: basis.factors.id, name: basis.factors.name } : null,
      missing,
    },
  };
}

/** The genders whose table scores an event: its own, or in a mixed event each swimmer's. */
const scoredGenders = (event: Pick<EventResults, "gender">): string[] =>
  event.gender === "M" || event.gender === "F" ? [event.gender] : ["M", "F"];

function eventMissing(
  event: EventResults,
  course: Course | null,
  events: ReadonlySet<string>,
  factors: ReadonlyMap<string, number>,
): EventPointsMissing | undefined {
  if (event.relaycount > 1) return "relay";
  if (!scoredGenders(event).some((gender) => events.has(`${gender}|${event.stroke}|${event.distance}`))) return "not_in_table";
  if (course === "SCM" && !factors.has(`${event.stroke}|${event.distance}`)) return "no_factor";
  return undefined;
}

/** The table's gender for a row: the event's, or in a mixed event the swimmer's (none known: no points). */
const rowGender = (event: Pick<EventResults, "gender">, row: ResultRow) => (row.gender ?? event.gender) as PointParameters["gender"];

function rowPoints(
  event: EventResults,
  row: ResultRow,
  course: Course,
  parameters: ReadonlyMap<string, PointParameters>,
  factors: ReadonlyMap<string, number>,
): Pick<PointsRow, "points" | "points_estimated" | "lcm_time"> {
  // An exhibition swim is scored (DESIGN 8g); DNS, DNF and DSQ are not.
  if (row.time == null || (row.status !== null && row.status !== "EXH")) return NO_POINTS;
  const cls = resultClass(event.stroke, row.handicap);
  const found = cls
    ? parameters.get(parametersKey({ gender: rowGender(event, row), stroke: event.stroke, distance: event.distance, class: cls }))
    : undefined;
  if (!found) return NO_POINTS;
  if (course === "LCM") return { points: paraPoints(found, row.time), points_estimated: false };
  const lcmTime = longCourseEstimate(row.time, factors.get(`${event.stroke}|${event.distance}`)!);
  return { points: paraPoints(found, lcmTime), points_estimated: true, lcm_time: lcmTime };
}

/**
 * Ranks by points, most first, equal points sharing a place (1, 2, 2, 4). An exhibition swim shows
 * among them without a place, after those placed with the same points; rows without points are left out.
 */
export function rankByPoints(rows: readonly PointsRow[]): PointsRow[] {
  const scored = rows
    .filter((r) => r.points !== null)
    .sort((a, b) => b.points! - a.points! || Number(a.status === "EXH") - Number(b.status === "EXH"));
  let placed = 0;
  let previous: PointsRow | undefined;
  return scored.map((row) => {
    if (row.status === "EXH") return { ...row, place: null };
    placed++;
    const place = previous && previous.points === row.points ? previous.place : placed;
    previous = { ...row, place };
    return previous;
  });
}
