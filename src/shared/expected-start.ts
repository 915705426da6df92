// When a heat will start (DESIGN 8c): parents want to know when their child swims. The estimate comes
// from the meet's own pace: the starts and swims of the heats so far, by race distance, anchored on
// the last heat that started, else on the times the LENEX file gives (its heats', its sessions').
// Pure, for the room to run on its heats and for the unit tests beside it.
import { isOccupied, raceDistance, type Heat, type LenexSession } from "./programme";
import { DEFAULT_TIME_ZONE } from "./time-zone";

/** What the estimate reads of a heat. */
export type PaceHeat = Pick<Heat, "id" | "distance" | "relaycount" | "start_time" | "end_time"> & {
  lanes: Record<string, Pick<Heat["lanes"][string], "swimmer" | "entrytime" | "entry_status">>;
  lenex?: { session?: string; daytime?: string };
};

/**
 * From the end of one heat to the start of the next while the meet has shown none of its own: the
 * swimmers leave, the next ones step up, the referee whistles. About a minute at a para meet.
 */
export const DEFAULT_CHANGEOVER_MS = 60_000;

/**
 * The middle value; of an even count the lower middle: a break or a false start makes a gap longer,
 * never shorter, so of two middles the shorter is the meet's pace.
 */
export function lowerMedian(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const poolClocks = new Map<string, Intl.DateTimeFormat>();
/** A pool's clock in its time zone (DESIGN 12: LENEX's times of day are read, and expected starts shown, by it). */
function poolClock(timeZone: string): Intl.DateTimeFormat {
  let clock = poolClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    poolClocks.set(timeZone, clock);
  }
  return clock;
}

/**
 * A LENEX date and daytime ("2026-07-04", "09:30") as an instant: the file gives the pool's own clock
 * (`timeZone`, the meet's), summer or winter. Null when either is missing or malformed.
 */
export function poolTime(date: string | undefined, daytime: string | undefined, timeZone: string = DEFAULT_TIME_ZONE): number | null {
  const day = DAY.exec(date ?? "");
  const time = TIME_OF_DAY.exec(daytime ?? "");
  if (!day || !time || Number(time[1]) > 23 || Number(time[2]) > 59) return null;
  const asUtc = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(time[1]), Number(time[2]));
  // The pool's clock at that instant read as UTC, less the instant: the pool's offset from UTC.
  const seen = Object.fromEntries(
    poolClock(timeZone)
      .formatToParts(new Date(asUtc))
      .map((p) => [p.type, Number(p.value)]),
  );
  const seenAsUtc = Date.UTC(seen.year!, seen.month! - 1, seen.day!, seen.hour!, seen.minute!, seen.second!);
  return asUtc - (seenAsUtc - asUtc);
}

/** Whether anyone is to swim in the heat: a heat of only empty or withdrawn lanes is passed over. */
function hasSwimmers(heat: PaceHeat): boolean {
  return Object.values(heat.lanes).some((lane) => isOccupied(lane) && lane.entry_status !== "WDR" && lane.entry_status !== "SICK");
}

/** The slowest entry time: the heat lasts until its last swimmer touches. */
function slowestEntry(heat: PaceHeat): number | null {
  let slowest: number | null = null;
  for (const lane of Object.values(heat.lanes))
    if (lane.entrytime != null && (slowest === null || lane.entrytime > slowest)) slowest = lane.entrytime;
  return slowest;
}

function group<T>(into: Map<number, T[]>, key: number, value: T): void {
  into.set(key, [...(into.get(key) ?? []), value]);
}

/** What the heats swum so far say about the meet's pace. */
function observePace(heats: readonly PaceHeat[]) {
  const gaps = new Map<number, number[]>();
  const swims = new Map<number, number[]>();
  const changeovers: number[] = [];
  const started = heats.filter((h) => h.start_time != null).sort((a, b) => a.start_time! - b.start_time!);
  for (const heat of started) {
    if (heat.end_time != null && heat.end_time > heat.start_time!) group(swims, raceDistance(heat), heat.end_time - heat.start_time!);
  }
  for (let i = 1; i < started.length; i++) {
    const before = started[i - 1]!;
    const after = started[i]!;
    // A session's break (lunch, the finals in the evening) says nothing about the pace within one.
    if (before.lenex?.session !== after.lenex?.session) continue;
    const gap = after.start_time! - before.start_time!;
    group(gaps, raceDistance(before), gap);
    if (before.end_time != null && before.end_time > before.start_time! && before.end_time <= after.start_time!)
      changeovers.push(after.start_time! - before.end_time);
  }
  const allGaps = [...gaps.values()].flat();
  const changeover = lowerMedian(changeovers) ?? DEFAULT_CHANGEOVER_MS;
  /**
   * From this heat's start to the next one's: the usual gap after a heat of its distance; else the
   * file's plan for the two (`planned`); else its swim (as long as the meet's heats of its distance
   * took, else its slowest entry time) and a changeover; else the usual gap after any heat; null
   * while nothing says.
   */
  return (heat: PaceHeat, planned: number | null): number | null => {
    const distance = raceDistance(heat);
    const sameDistance = lowerMedian(gaps.get(distance) ?? []);
    if (sameDistance !== null) return sameDistance;
    if (planned !== null && planned > 0) return planned;
    const swim = lowerMedian(swims.get(distance) ?? []) ?? slowestEntry(heat);
    if (swim !== null) return swim + changeover;
    return lowerMedian(allGaps);
  };
}

/** Where the meet stands now, for the estimate: the room's clock and the active heat. */
export interface MeetNow {
  now: number;
  activeHeatId: string | null;
}

/**
 * Each heat's expected start (ms), in the order given (the programme's, which is the order of
 * swimming): a started heat's own start; after it, each next heat one interval later (observePace);
 * never before its session's start in the file. Until a heat of its session has started, a heat the
 * file gives a time of its own starts then, else where the session's start places it. Null while
 * unknown, and for a heat nobody swims in. With `meetNow`, a heat the meet passed over (before the
 * active heat, never started) expects nothing, and once a heat has started no heat to come is expected
 * before now: a meet that runs late moves its expected starts with the clock.
 */
export function expectedStarts(
  heats: readonly PaceHeat[],
  sessions: readonly Pick<LenexSession, "number" | "date" | "daytime">[] = [],
  timeZone: string = DEFAULT_TIME_ZONE,
  meetNow?: MeetNow,
): (number | null)[] {
  const interval = observePace(heats);
  const byNumber = new Map(sessions.map((s) => [s.number, s]));
  const sessionOf = (heat: PaceHeat) => (heat.lenex?.session !== undefined ? byNumber.get(heat.lenex.session) : undefined);
  const sessionStart = (heat: PaceHeat) => {
    const session = sessionOf(heat);
    return session ? poolTime(session.date, session.daytime, timeZone) : null;
  };
  const plannedStart = (heat: PaceHeat) => {
    const session = sessionOf(heat);
    return session && heat.lenex?.daytime ? poolTime(session.date, heat.lenex.daytime, timeZone) : null;
  };
  const swimming = heats.filter((heat) => heat.start_time != null || hasSwimmers(heat));
  const after = new Map(swimming.map((heat, i) => [heat, swimming[i + 1]]));
  const begun = new Set(heats.filter((heat) => heat.start_time != null).map((heat) => heat.lenex?.session));
  const activeAt = meetNow?.activeHeatId ? heats.findIndex((heat) => heat.id === meetNow.activeHeatId) : -1;
  // Once the meet is under way a heat to come is never expected before now; a file's plan before that is the plan.
  const underWay = heats.some((heat) => heat.start_time != null);
  let next: number | null = null;
  return heats.map((heat, index) => {
    if (!after.has(heat)) return null;
    if (heat.start_time == null && index < activeAt) return null;
    let at = heat.start_time ?? next;
    if (heat.start_time == null) {
      const planned = begun.has(heat.lenex?.session) ? null : plannedStart(heat);
      const notBefore = sessionStart(heat);
      if (planned !== null) at = planned;
      else if (notBefore !== null && (at === null || at < notBefore)) at = notBefore;
      if (meetNow && underWay && at !== null && at < meetNow.now) at = meetNow.now;
    }
    const following = after.get(heat);
    const ownPlan = plannedStart(heat);
    const nextPlan = following ? plannedStart(following) : null;
    const gap = at === null ? null : interval(heat, ownPlan !== null && nextPlan !== null ? nextPlan - ownPlan : null);
    next = at === null || gap === null ? null : at + gap;
    return at === null ? null : Math.round(at);
  });
}
