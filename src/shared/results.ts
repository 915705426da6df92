// Results for everyone (DESIGN 8c): per event, the lanes of all its heats ranked by the time that
// counts, overall and per para sport class, as one pure function the meet room runs on its heats.
// Shared, because the results screen, the projector and the public page read the same shape.
import {
  heatSource,
  isOccupied,
  sportClassPrefix,
  type Heat,
  type HeatSource,
  type Lane,
  type LenexSession,
  type Stroke,
} from "./programme";
import { parseVvaOrder, vvaLaneKeys } from "./vva";
import { expectedStarts } from "./expected-start";

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
}

export interface ClassResults {
  class: string;
  rows: ResultRow[];
}

export interface EventResults {
  event_number: number;
  round?: string;
  distance: number;
  stroke: Stroke;
  gender: string;
  relaycount: number;
  overall: ResultRow[];
  classes: ClassResults[];
}

export interface MeetResults {
  events: EventResults[];
}

const SHOWN_STATUSES: ReadonlySet<string> = new Set<ResultStatus>(["DNS", "DNF", "DSQ", "EXH"]);
// Rows without a place come last in this order, then by heat and lane.
const UNPLACED_ORDER: Record<string, number> = { DSQ: 0, DNF: 1, DNS: 2 };

/** A lane's result status as the results show it: a DQ flag counts as DSQ (SPEC 3). */
function statusOf(lane: Lane): ResultStatus | null {
  if (lane.status === "DSQ" || Object.values(lane.dqs ?? {}).some((flag) => flag === true)) return "DSQ";
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
 * DESIGN 8e: lanes of one heat that its arrival order (the judges' agreed one or the referee's) puts
 * at the same place touched together, a dead heat: they share one place however their hundredths
 * differ. Each such lane gets the key of its group.
 */
function deadHeats(heat: Heat): Map<string, string> {
  const positions = parseVvaOrder(heat.vva?.result, vvaLaneKeys(heat));
  const lanesAt = new Map<number, string[]>();
  for (const [lane, position] of positions) lanesAt.set(position, [...(lanesAt.get(position) ?? []), lane]);
  const groups = new Map<string, string>();
  for (const [position, lanes] of lanesAt) if (lanes.length > 1) for (const lane of lanes) groups.set(lane, `${heat.id}@${position}`);
  return groups;
}

/** Rows timed and in competition in time order, a dead heat's lanes together at its first one's time. */
function timeOrder(rows: readonly ResultRow[], deadHeat: ReadonlyMap<ResultRow, string>): ResultRow[] {
  const sorted = [...rows].sort((a, b) => a.time! - b.time!);
  const ordered: ResultRow[] = [];
  const done = new Set<ResultRow>();
  for (const row of sorted) {
    if (done.has(row)) continue;
    const group = deadHeat.get(row);
    const together = group ? sorted.filter((r) => deadHeat.get(r) === group) : [row];
    for (const r of together) done.add(r);
    ordered.push(...together);
  }
  return ordered;
}

/**
 * Ranks rows: times first, fastest first, equal hundredths and a dead heat sharing a place; then the
 * rest. The place after a shared one is skipped, as places always are: 1, 2, 2, 4.
 */
function rank(rows: readonly ResultRow[], deadHeat: ReadonlyMap<ResultRow, string>): ResultRow[] {
  const placed = timeOrder(
    rows.filter((r) => r.time != null && r.status === null),
    deadHeat,
  );
  const exhibition = rows.filter((r) => r.status === "EXH");
  const unplaced = rows
    .filter((r) => r.status !== null && r.status !== "EXH")
    .sort(
      (a, b) => UNPLACED_ORDER[a.status!]! - UNPLACED_ORDER[b.status!]! || a.heat_number - b.heat_number || Number(a.lane) - Number(b.lane),
    );
  const shares = (row: ResultRow, before: ResultRow | undefined) =>
    before !== undefined && (before.time === row.time || (deadHeat.has(row) && deadHeat.get(row) === deadHeat.get(before)));
  const ranked = placed.map((row, i) => ({ ...row, place: shares(row, placed[i - 1]) ? -1 : i + 1 }));
  for (let i = 0; i < ranked.length; i++) if (ranked[i]!.place === -1) ranked[i]!.place = ranked[i - 1]!.place;
  // An exhibition swim shows its time among the others, without a place (DESIGN 8c), after those
  // placed with the same time; the placed keep their order, so a dead heat stays together.
  const guests = exhibition.map((row) => ({ ...row, place: null })).sort((a, b) => (a.time ?? Infinity) - (b.time ?? Infinity));
  const timed: ResultRow[] = [];
  for (const row of ranked) {
    while (guests.length > 0 && (guests[0]!.time ?? Infinity) < row.time!) timed.push(guests.shift()!);
    timed.push(row);
  }
  return [...timed, ...guests, ...unplaced.map((row) => ({ ...row, place: null }))];
}

/**
 * DESIGN 8c: a heat's result is final once the referee settles it. A heat never started here that
 * came with its results from a file (the meet-management program's) is as final as the file says.
 */
export function isResultFinal(heat: Pick<Heat, "settled" | "start_time" | "status">): boolean {
  return heat.settled === true || (heat.start_time == null && heat.status !== 0);
}

const eventKey = (heat: Heat) => `${heat.event_number}${heat.round ?? ""}`;

/**
 * DESIGN 8c: every event of the programme with at least one result, in programme order (the running
 * order of DESIGN 8h, as the heats are given): an event where its first heat is swum.
 */
export function meetResults(heats: readonly Heat[]): MeetResults {
  const byEvent = new Map<string, Heat[]>();
  for (const heat of heats) {
    const key = eventKey(heat);
    byEvent.set(key, [...(byEvent.get(key) ?? []), heat]);
  }
  const events: EventResults[] = [];
  for (const eventHeats of byEvent.values()) {
    const first = eventHeats[0]!;
    const rows: ResultRow[] = [];
    const deadHeat = new Map<ResultRow, string>();
    for (const heat of eventHeats) {
      const groups = deadHeats(heat);
      for (const [key, lane] of Object.entries(heat.lanes)) {
        const status = statusOf(lane);
        if (!isOccupied(lane) || (lane.time == null && status === null)) continue;
        rows.push({
          place: null,
          heat_number: heat.heat_number,
          lane: key,
          ...publicLane(lane, status),
          provisional: !isResultFinal(heat),
        });
        const group = groups.get(key);
        if (group) deadHeat.set(rows.at(-1)!, group);
      }
    }
    if (rows.length === 0) continue;
    const classes = new Map<string, ResultRow[]>();
    for (const row of rows) {
      const cls = resultClass(first.stroke, row.handicap);
      if (cls) classes.set(cls, [...(classes.get(cls) ?? []), row]);
    }
    events.push({
      event_number: first.event_number,
      ...(first.round ? { round: first.round } : {}),
      distance: first.distance,
      stroke: first.stroke,
      gender: first.gender,
      relaycount: first.relaycount ?? 1,
      overall: rank(rows, deadHeat),
      classes: [...classes]
        .sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))
        .map(([cls, classRows]) => ({ class: cls, rows: rank(classRows, deadHeat) })),
    });
  }
  return { events };
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
  meet: { name: string; external_id: string; planned_date: string | null };
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
export function publicHeats(heats: readonly Heat[], sessions: readonly LenexSession[]): PublicHeat[] {
  const starts = expectedStarts(heats, sessions);
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
