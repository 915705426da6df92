// What the bottom sheet shows of a lane's result and the records that wait (DESIGN 8b), as pure
// functions of the heat the room sent.
import { HEAT_STATUS } from "../../../shared/heat-rules";
import { isOccupied, laneNumbers, type Heat, type Split } from "../../../shared/programme";
import { placesFromText } from "../../live/finishOrder";

/** Cumulative splits by distance, nearest wall first; a lane's splits are {time} objects, a watch's plain ms. */
export function sortedSplits(splits: Record<string, Split | number> | undefined): { distance: string; time: number }[] {
  return Object.entries(splits ?? {})
    .map(([distance, split]) => ({ distance, time: typeof split === "number" ? split : split?.time }))
    .filter((split): split is { distance: string; time: number } => typeof split.time === "number" && Number.isFinite(split.time))
    .sort((a, b) => Number(a.distance) - Number(b.distance));
}

/** `withdrawn`: the official takes the record back (DESIGN 8); accepting it takes it out. */
export type PendingRecord =
  | { kind: "watch"; id: string; lane: string; official: string; time: number; withdrawn?: true }
  | { kind: "order"; id: string; official: string; places: string[][]; withdrawn?: true };

const withdrawnFlag = (record: { withdrawn?: boolean }) => (record.withdrawn ? { withdrawn: true as const } : {});

/** Every record that waits for the referee's approval: late or after-settling watches, then arrival orders. */
export function pendingRecords(heat: Pick<Heat, "lanes" | "pending_orders">): PendingRecord[] {
  const watches = laneNumbers(heat.lanes).flatMap((lane) =>
    (heat.lanes[lane]!.watches ?? [])
      .filter((watch) => watch.pending)
      .map(
        (watch): PendingRecord => ({
          kind: "watch",
          id: watch.id,
          lane,
          official: watch.official,
          time: watch.time,
          ...withdrawnFlag(watch),
        }),
      ),
  );
  const orders = (heat.pending_orders ?? []).map(
    (order): PendingRecord => ({
      kind: "order",
      id: order.id,
      official: order.official,
      places: placesFromText(order.order),
      ...withdrawnFlag(order),
    }),
  );
  return [...watches, ...orders];
}

/** The race was stopped: its result can be settled and its arrival order decided. */
export const isStopped = (status: number): boolean => status !== HEAT_STATUS.PLANNED && status !== HEAT_STATUS.RUNNING;

/**
 * Lanes the referee decides on: the occupied ones, once the heat is no longer planned (the room
 * refuses a decision on a heat that was never swum).
 */
export function editableLanes(heat: Pick<Heat, "lanes" | "status">): Set<string> {
  if (heat.status === HEAT_STATUS.PLANNED) return new Set();
  return new Set(laneNumbers(heat.lanes).filter((lane) => isOccupied(heat.lanes[lane]!)));
}
