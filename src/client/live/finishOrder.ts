// A finish order as a judge or the referee taps it (DESIGN 8, 8b): places in finishing order, each
// one lane, or the lanes of a dead heat that touched together. Each lane has one place.
import type { FinishOrder } from "../../shared/live";
import { t } from "../i18n/texts";

/** Places in finishing order; a place of two or more lanes is a dead heat. */
export type Places = readonly (readonly string[])[];

/** A place as a list shows it: its position ("4 first, 3 and 5 shared second, 6 fourth") and its lanes. */
export interface NumberedPlace {
  position: number;
  lanes: readonly string[];
}

/** The position of a lane, or null when it has no place yet. */
export function positionOf(order: Places, lane: string): number | null {
  return numberedPlaces(order).find((place) => place.lanes.includes(lane))?.position ?? null;
}

/** A tap adds the lane as the next place; a lane already placed keeps its place (a double tap is no second finish). */
export function tapLane(order: Places, lane: string): string[][] {
  const copy = order.map((place) => [...place]);
  return order.some((place) => place.includes(lane)) ? copy : [...copy, [lane]];
}

/** "Ongedaan maken": the last tapped lane is taken back, out of its dead heat if it was in one. */
export function undoLast(order: Places): string[][] {
  const copy = order.map((place) => [...place]);
  const last = copy.at(-1);
  if (!last) return copy;
  if (last.length > 1) {
    last.pop();
    return copy;
  }
  return copy.slice(0, -1);
}

/** Whether the last tapped lane shares its place with the lane before it. */
export function lastIsTied(order: Places): boolean {
  return (order.at(-1)?.length ?? 0) > 1;
}

/** The dead-heat toggle has something to join or split: at least two lanes are placed. */
export function canToggleTie(order: Places): boolean {
  return order.flat().length >= 2;
}

/**
 * "Gelijk met vorige": the last tapped lane joins the place before it (a dead heat); pressed again,
 * it gets its own place back.
 */
export function toggleTie(order: Places): string[][] {
  const copy = order.map((place) => [...place]);
  const last = copy.at(-1);
  if (!last) return copy;
  if (last.length > 1) return [...copy.slice(0, -1), last.slice(0, -1), [last.at(-1)!]];
  if (copy.length < 2) return copy;
  return [...copy.slice(0, -2), [...copy.at(-2)!, last[0]!]];
}

/** The places with their positions: lanes that share a place share its position, and the next place skips. */
export function numberedPlaces(order: Places): NumberedPlace[] {
  let before = 0;
  return order.map((lanes) => {
    const place = { position: before + 1, lanes };
    before += lanes.length;
    return place;
  });
}

/** A place in words: "1. baan 4", a dead heat "2. baan 3 = baan 5". */
export function finishPlaceText(place: NumberedPlace): string {
  const lanes = place.lanes.map((lane) => t("common.fields.finishPlaceLane", { lane })).join(" = ");
  return t("common.fields.finishPlace", { position: place.position, lanes });
}

/** A whole order as one line: "1. baan 4, 2. baan 3 = baan 5, 4. baan 6". */
export const finishOrderLine = (order: Places): string => numberedPlaces(order).map(finishPlaceText).join(", ");

/** The order as the room takes it (shared/live): a lane, or a list of lanes for a dead heat. */
export function toFinishOrder(order: Places): FinishOrder {
  return order.filter((place) => place.length > 0).map((place) => (place.length === 1 ? place[0]! : [...place]));
}

/** The room's text of an order ("4, 3=5, 6", as a waiting arrival order carries it) as places. */
export function placesFromText(text: string): string[][] {
  return text
    .split(",")
    .map((place) =>
      place
        .split("=")
        .map((lane) => lane.trim())
        .filter((lane) => lane !== ""),
    )
    .filter((place) => place.length > 0);
}

/**
 * A vva entry (SPEC 3: a position per lane, comma-separated, in lane order) as places: lanes with
 * the same position share a place, lanes without one are left out.
 */
export function placesFromPositions(value: string | null | undefined, laneKeys: readonly string[]): string[][] {
  if (!value) return [];
  const parts = value.split(",");
  const byPosition = new Map<number, string[]>();
  laneKeys.forEach((lane, i) => {
    const text = (parts[i] ?? "").trim();
    if (!/^\d{1,3}$/.test(text) || Number(text) < 1) return;
    byPosition.set(Number(text), [...(byPosition.get(Number(text)) ?? []), lane]);
  });
  return [...byPosition].sort((a, b) => a[0] - b[0]).map(([, lanes]) => lanes);
}
