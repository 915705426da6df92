// A lane's official time (DESIGN 8 and 8b) as pure rules: SW 11.3 over its watches, and one time for
// the lanes of a dead heat the referee decided. The room computes every heat with them, and the
// referee's sheet reads with the same rules what a decision will change and where a time came from,
// so the desk never says something the results do not do.
import type { FinishOrder } from "./live";
import { isDisqualified, laneNumbers, type Heat, type Lane, type LaneSource, type Watch } from "./programme";
import { truncateToHundredths } from "./race-time";
import { parseVvaOrder, vvaLaneKeys } from "./vva";

/**
 * The official lane time from the timekeepers' times (ms), SW 11.3: one watch gives its time; two
 * give their mean; of three, two that agree win, otherwise the middle one. Each watch is truncated
 * to hundredths first, because "agree" means the same hundredth (SW 11.2). More than three watches
 * (not in SW) follow the same idea: a value that more watches share than any other, else the median.
 */
export function laneTime(times: readonly number[]): number | null {
  const t = times
    .filter((x) => Number.isFinite(x) && x >= 0)
    .map(truncateToHundredths)
    .sort((a, b) => a - b);
  if (t.length === 0) return null;
  if (t.length === 1) return t[0]!;
  if (t.length === 2) return truncateToHundredths((t[0]! + t[1]!) / 2);
  const counts = new Map<number, number>();
  for (const x of t) counts.set(x, (counts.get(x) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (ranked[0]![1] >= 2 && (ranked.length === 1 || ranked[0]![1] > ranked[1]![1])) return ranked[0]![0];
  const mid = t.length >> 1;
  return t.length % 2 ? t[mid]! : truncateToHundredths((t[mid - 1]! + t[mid]!) / 2);
}

/**
 * DESIGN 8b: the watches that decide a lane's time: a watch its timekeeper marked unsure counts only
 * when no other watch can decide, so SW 11.3 then takes the others.
 */
export function decidingWatches<W extends { unsure?: unknown }>(watches: readonly W[]): readonly W[] {
  const sure = watches.filter((watch) => !watch.unsure);
  return sure.length > 0 ? sure : watches;
}

// A swim that is not placed has no place in an arrival order either: it did not start or finish, was
// disqualified, swam as an exhibition (DESIGN 8e) or withdrew (DESIGN 8c: such rows get no place).
const NO_PLACE = new Set(["DNS", "DNF", "DSQ", "EXH", "WDR", "SICK"]);

/** Whether a lane takes a place in the heat's orders by time and by arrival. */
export const takesPlace = (lane: Lane): boolean => !isDisqualified(lane) && !(lane.status != null && NO_PLACE.has(lane.status));

/**
 * DESIGN 8b: the lanes of a dead heat the referee decided (lanes at one place of `order`) get one
 * official time, so that every ranking by time places them together and a swimmer of another heat
 * whose time lies between theirs beside them, never behind both. That time is the one the referee
 * entered for a lane of it (the last entered, by `entered`: lanes in the order the referee last
 * decided them, oldest first), else the mean of their times truncated to hundredths (SW 11.2). A lane
 * whose time the referee entered keeps it. Lanes that take no place (no time, disqualified, not
 * finished, an exhibition swim) take no part.
 */
export function deadHeatTimes(
  lanes: Readonly<Record<string, Lane>>,
  order: FinishOrder,
  entered: readonly string[] = [],
): Record<string, Lane> {
  const official = { ...lanes };
  for (const place of order) {
    if (typeof place === "string") continue;
    const timed = place.filter((key) => {
      const lane = lanes[key];
      return lane !== undefined && lane.time != null && takesPlace(lane);
    });
    if (timed.length < 2) continue;
    const byReferee = entered.filter((key) => timed.includes(key) && lanes[key]!.source === "referee").at(-1);
    const time = byReferee
      ? lanes[byReferee]!.time!
      : truncateToHundredths(timed.reduce((sum, key) => sum + lanes[key]!.time!, 0) / timed.length);
    for (const key of timed) {
      const lane = lanes[key]!;
      if (lane.source !== "referee") official[key] = { ...lane, time, measured_time: lane.time! };
    }
  }
  return official;
}

/** The arrival order the referee decided, as the heat carries it (`vva.result`); none while not decided. */
export function decidedOrder(heat: Pick<Heat, "lanes" | "vva">): FinishOrder {
  if (!heat.vva?.decided) return [];
  const places = new Map<number, string[]>();
  for (const [lane, place] of parseVvaOrder(heat.vva.result, vvaLaneKeys(heat))) places.set(place, [...(places.get(place) ?? []), lane]);
  return [...places].sort((a, b) => a[0] - b[0]).map(([, lanes]) => (lanes.length === 1 ? lanes[0]! : lanes));
}

/** The lanes that share `key`'s place in the decided order, `key` left out. */
function partnersOf(heat: Pick<Heat, "lanes" | "vva">, key: string): string[] {
  const place = decidedOrder(heat).find((p) => typeof p !== "string" && p.includes(key));
  return typeof place === "object" ? place.filter((lane) => lane !== key) : [];
}

/** The watches that count on a lane as the room sent it: neither waiting, rejected nor withdrawn. */
const countedWatches = (watches: readonly Watch[]): Watch[] => watches.filter((w) => !w.pending && !w.rejected && !w.withdrawn);

/** SW 11.3 over the watches that decide among `watches`. */
const watchTime = (watches: readonly Watch[]): number | null => laneTime(decidingWatches(watches).map((watch) => watch.time));

/**
 * Where a lane's time comes from, as the referee reads it (DESIGN 8b): the lane's source, except
 * that a dead heat's one time is the dead heat's (the mean, or the time the referee entered on a lane
 * of it), and a status the referee gave (DSQ) beside the very time the watches give leaves that
 * time the watches'.
 */
export type TimeSource = LaneSource | "dead_heat_mean" | "dead_heat_referee";

export function timeSource(heat: Pick<Heat, "lanes" | "vva">, key: string): TimeSource | undefined {
  const lane = heat.lanes[key];
  if (!lane) return undefined;
  if (lane.measured_time != null) {
    const byReferee = partnersOf(heat, key).some(
      (other) => heat.lanes[other]?.source === "referee" && heat.lanes[other]?.time === lane.time,
    );
    return byReferee ? "dead_heat_referee" : "dead_heat_mean";
  }
  const decision = lane.decision;
  if (
    lane.source === "referee" &&
    decision?.status &&
    decision.time != null &&
    decision.time === watchTime(countedWatches(lane.watches ?? []))
  )
    return "watches";
  return lane.source;
}

/** A lane whose official time a decision on another lane changes, through the dead heat they share. */
export interface PartnerChange {
  lane: string;
  before: number | null;
  after: number | null;
}

/** What accepting a waiting watch does beyond its own lane: that lane's new time and every partner's change. */
export interface AcceptEffect {
  lane: string;
  time: number | null;
  partners: PartnerChange[];
}

/**
 * DESIGN 8b: what accepting the waiting watch `watchId` changes on the other lanes of a dead heat the
 * referee decided: its lane's time by SW 11.3 with the watch in place of its timekeeper's earlier one,
 * then the dead heat's one time by the rule the room applies. Null when no other lane changes (among
 * them a lane the referee decided, whose time no watch moves).
 */
export function acceptEffect(heat: Pick<Heat, "lanes" | "vva">, watchId: string): AcceptEffect | null {
  const key = laneNumbers(heat.lanes).find((k) => heat.lanes[k]!.watches?.some((w) => w.id === watchId && w.pending));
  if (key === undefined) return null;
  const lane = heat.lanes[key]!;
  if (lane.decision) return null;
  const accepted = lane.watches!.find((w) => w.id === watchId)!;
  // The accepted record is its timekeeper's last: it takes the place of the one of theirs that counts.
  const others = countedWatches(lane.watches!).filter((w) => w.official !== accepted.official);
  const time = watchTime(accepted.withdrawn ? others : [...others, accepted]);
  const measured = Object.fromEntries(Object.entries(heat.lanes).map(([k, l]) => [k, { ...l, time: l.measured_time ?? l.time }]));
  const order = decidedOrder(heat);
  // The accepted lane is not the referee's, so the referee's lanes weigh the same before and after.
  const entered = Object.keys(heat.lanes).filter((k) => heat.lanes[k]!.source === "referee");
  const before = deadHeatTimes(measured, order, entered);
  const after = deadHeatTimes({ ...measured, [key]: { ...measured[key]!, time } }, order, entered);
  const partners = partnersOf(heat, key)
    .filter((other) => before[other] && before[other].time !== after[other]!.time)
    .map((other) => ({ lane: other, before: heat.lanes[other]!.time, after: after[other]!.time }));
  return partners.length > 0 ? { lane: key, time: after[key]!.time, partners } : null;
}
