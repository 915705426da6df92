// How a heat's result follows from what the officials recorded (DESIGN 8): its orders and the status
// it gets when it is stopped (a lane's time itself is shared/lane-time.ts). Pure functions, so the
// room can recompute them whenever a record arrives and tests can check every case.
import { isDisqualified, isOccupied, type Heat, type Lane } from "../shared/programme";
import { formatVvaOrder, parseVvaOrder, vvaLaneKeys } from "../shared/vva";

export { formatVvaOrder, isDisqualified, parseVvaOrder, vvaLaneKeys };
import { HEAT_STATUS } from "../shared/heat-rules";
import type { FinishOrder } from "../shared/live";
import { takesPlace } from "../shared/lane-time";

// A lane without a time is still complete when we know why it has none: it did not start, did not
// finish, withdrew, or was disqualified (DESIGN 8 "no time and no DNS/DQ").
const NO_TIME_EXPLAINED = new Set(["DNS", "DNF", "WDR", "SICK"]);

export function laneHasResult(lane: Lane): boolean {
  if (lane.time != null) return true;
  if (isDisqualified(lane)) return true;
  return lane.status != null && NO_TIME_EXPLAINED.has(lane.status);
}

/** An order without the lanes that take no place, so the others close up: the referee's sheet and the ranking read it. */
export function placedOrder(order: FinishOrder, lanes: Heat["lanes"]): FinishOrder {
  return order.flatMap((place): FinishOrder => {
    const kept = (typeof place === "string" ? [place] : place).filter((lane) => lanes[lane] && takesPlace(lanes[lane]));
    if (kept.length === 0) return [];
    return kept.length === 1 ? [kept[0]!] : [kept];
  });
}

/**
 * A judge taps lanes in the order they finish (DESIGN 8); that becomes positions 1, 2, 3, ... Lanes
 * that touched together (a dead heat, DESIGN 8b) share a place and the next place is skipped, as
 * places always are: 1, 2, 2, 4.
 */
export function positionsFromFinishOrder(finishOrder: FinishOrder): Map<string, number> {
  const positions = new Map<string, number>();
  let place = 1;
  for (const entry of finishOrder) {
    const lanes = (typeof entry === "string" ? [entry] : entry).filter((lane) => !positions.has(lane));
    for (const lane of lanes) positions.set(lane, place);
    place += lanes.length;
  }
  return positions;
}

/** Places by lane time (equal hundredths share a place) of the lanes that take one, for the vva `time` entry. */
export function positionsByTime(heat: Pick<Heat, "lanes">): Map<string, number> {
  const timed = vvaLaneKeys(heat)
    .filter((lane) => takesPlace(heat.lanes[lane]!))
    .map((lane) => ({ lane, time: heat.lanes[lane]!.time }))
    .filter((x): x is { lane: string; time: number } => x.time != null)
    .sort((a, b) => a.time - b.time);
  const positions = new Map<string, number>();
  timed.forEach((x, i) => {
    const prev = timed[i - 1];
    positions.set(x.lane, prev && prev.time === x.time ? positions.get(prev.lane)! : i + 1);
  });
  return positions;
}

/** The arrival-order judges' observation rows (r = K); S rows are the timekeepers' order. */
export function judgeOrders(heat: Pick<Heat, "lanes" | "vva">): Map<string, number>[] {
  const keys = vvaLaneKeys(heat);
  return (heat.vva?.rows ?? [])
    .filter((row) => row.r === "K")
    .map((row) => parseVvaOrder(row.value, keys))
    .filter((order) => order.size > 0);
}

// Orders are compared pair by pair of lanes seen in both, so a judge who watched only some lanes
// (or missed one) is not taken to disagree with one who saw them all.
function pairwiseConflict(
  a: ReadonlyMap<string, number>,
  b: ReadonlyMap<string, number>,
  conflict: (signA: number, signB: number) => boolean,
): boolean {
  const common = [...a.keys()].filter((lane) => b.has(lane));
  for (let i = 0; i < common.length; i++) {
    for (let j = i + 1; j < common.length; j++) {
      const x = common[i]!;
      const y = common[j]!;
      if (conflict(Math.sign(a.get(x)! - a.get(y)!), Math.sign(b.get(x)! - b.get(y)!))) return true;
    }
  }
  return false;
}

/** DESIGN 8 status 8: two arrival-order judges saw a different order (a tie against a place counts). */
export function judgesDisagree(heat: Pick<Heat, "lanes" | "vva">): boolean {
  const orders = judgeOrders(heat);
  for (let i = 0; i < orders.length; i++) {
    for (let j = i + 1; j < orders.length; j++) {
      if (pairwiseConflict(orders[i]!, orders[j]!, (sa, sb) => sa !== sb)) return true;
    }
  }
  return false;
}

/**
 * DESIGN 8 status 7: a lane is faster by time but arrived later by the arrival order (the decided
 * `result` when there is one, else the judges). Equal times or a judged dead heat are no
 * contradiction: within a hundredth, or by the judges' eye, neither side can tell them apart.
 */
export function timesContradictArrival(heat: Pick<Heat, "lanes" | "vva">): boolean {
  const byTime = new Map<string, number>();
  for (const lane of vvaLaneKeys(heat)) {
    const time = heat.lanes[lane]!.time;
    if (time != null && takesPlace(heat.lanes[lane]!)) byTime.set(lane, time);
  }
  const decided = parseVvaOrder(heat.vva?.result, vvaLaneKeys(heat));
  const arrival = decided.size > 0 ? [decided] : judgeOrders(heat);
  return arrival.some((order) => pairwiseConflict(byTime, order, (st, so) => st !== 0 && so !== 0 && st !== so));
}

/** The status a heat gets when stopped (DESIGN 8); the first rule that matches wins. */
export function resultStatus(heat: Pick<Heat, "lanes" | "vva">): number {
  const lanes = Object.values(heat.lanes);
  if (lanes.some((lane) => isOccupied(lane) && !laneHasResult(lane))) return HEAT_STATUS.INCOMPLETE;
  // The referee's decided order settles what the judges disagreed on (DESIGN 8b).
  if (!heat.vva?.decided && judgesDisagree(heat)) return HEAT_STATUS.VVA_DEVIATIONS;
  if (timesContradictArrival(heat)) return HEAT_STATUS.VVA_DIFFERS_FROM_TIMES;
  if (lanes.some(isDisqualified)) return HEAT_STATUS.DISQUALIFICATIONS;
  return HEAT_STATUS.FINAL;
}
