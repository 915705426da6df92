// Which race-day changes to the start list (DESIGN 8e) a lane allows, as pure functions of the
// programme, so the meet page offers only what the room will take and the room refuses the rest by
// the same rules.
import { HEAT_STATUS } from "./heat-rules";
import type { LineupChange } from "./live";
import { DEFAULT_LANES } from "./pool-lanes";
import { MAX_LANES_PER_HEAT, byLaneNumber, isWithdrawn, isOccupied, laneNumbers, sportClassPrefix, type Heat } from "./programme";

/** A heat has started once the race clock ran for it, or a file brought its results. */
export function hasStarted(heat: Pick<Heat, "status" | "start_time">): boolean {
  return heat.status !== HEAT_STATUS.PLANNED || heat.start_time !== null;
}

const isRelay = (heat: Pick<Heat, "relaycount">) => (heat.relaycount ?? 1) > 1;

/** Heats of one event: the same event number and round. */
export const sameEvent = (a: Pick<Heat, "event_number" | "round">, b: Pick<Heat, "event_number" | "round">): boolean =>
  a.event_number === b.event_number && (a.round ?? "") === (b.round ?? "");

/** A lane key a heat may gain: one of a pool's lanes (DEFAULT_LANES), and a heat holds at most MAX_LANES_PER_HEAT. */
export function canAddLane(heat: Pick<Heat, "lanes">, key: string): boolean {
  if (Object.hasOwn(heat.lanes, key)) return true;
  const lane = Number(key);
  return (
    /^\d{1,2}$/.test(key) && lane >= DEFAULT_LANES.min && lane <= DEFAULT_LANES.max && Object.keys(heat.lanes).length < MAX_LANES_PER_HEAT
  );
}

/**
 * The pool's lanes as the meet uses them: every lane number from the lowest to the highest any heat
 * has, so a lane left empty in every heat of an event can still take a swimmer.
 */
export function poolLanes(heats: readonly Pick<Heat, "lanes">[]): string[] {
  const numbers = heats.flatMap((heat) => laneNumbers(heat.lanes).map(Number)).filter((n) => Number.isInteger(n) && n >= 0 && n <= 10);
  if (numbers.length === 0) return [];
  const lanes: string[] = [];
  for (let n = Math.min(...numbers); n <= Math.max(...numbers); n++) lanes.push(String(n));
  return lanes;
}

/** A lane a swimmer may go to: its swimmer or null, and whether that swimmer was withdrawn (afgemeld). */
export interface LaneSlot {
  lane: string;
  swimmer: string | null;
  withdrawn: boolean;
}

/** Every lane of the pool and of the heat that the heat can hold, in pool order, with its swimmer or null. */
function laneSlots(heat: Pick<Heat, "lanes">, pool: readonly string[]): LaneSlot[] {
  const keys = new Set([...pool, ...Object.keys(heat.lanes)]);
  return [...keys]
    .sort(byLaneNumber)
    .filter((key) => canAddLane(heat, key))
    .map((key) => {
      const lane = Object.hasOwn(heat.lanes, key) ? heat.lanes[key] : undefined;
      const taken = lane && isOccupied(lane);
      return { lane: key, swimmer: taken ? lane.swimmer : null, withdrawn: taken ? isWithdrawn(lane) : false };
    });
}

/** The lanes of a heat without a swimmer that a late entry may fill, in pool order. */
export function freeLanes(heat: Pick<Heat, "lanes">, pool: readonly string[]): string[] {
  return laneSlots(heat, pool)
    .filter((slot) => slot.swimmer === null)
    .map((slot) => slot.lane);
}

/** Where a swimmer may go: a lane of a heat of the same event not yet started, empty or with a swimmer to swap with. */
export interface MoveTarget {
  heat: Heat;
  lanes: LaneSlot[];
}

export function moveTargets(heats: readonly Heat[], from: Heat, fromLane: string, pool: readonly string[]): MoveTarget[] {
  if (hasStarted(from)) return [];
  return heats
    .filter((heat) => sameEvent(heat, from) && !hasStarted(heat))
    .map((heat) => ({ heat, lanes: laneSlots(heat, pool).filter((slot) => !(heat.id === from.id && slot.lane === fromLane)) }))
    .filter((target) => target.lanes.length > 0);
}

/** Why the room refuses a change to a lane before looking at what the change asks for. */
export type LineupRefusal = "started" | "bad_lineup" | "unknown_lane" | "relay_class" | "wrong_class" | "wrong_gender";

/**
 * Whether a lane allows a kind of change at all: null when it does, else the room's refusal. The page
 * offers exactly the kinds this allows (lineupChoices); the room asks it before it applies one.
 */
export function lineupRefusal(heat: Heat, key: string, kind: LineupChange["kind"]): LineupRefusal | null {
  const lane = Object.hasOwn(heat.lanes, key) ? heat.lanes[key] : undefined;
  const started = hasStarted(heat);
  if (kind === "enter") {
    if (started) return "started";
    // A relay team is more than a name: it comes from the meet-management program's file.
    return (lane && isOccupied(lane)) || isRelay(heat) || !canAddLane(heat, key) ? "bad_lineup" : null;
  }
  if (!lane || !isOccupied(lane)) return lane ? "bad_lineup" : "unknown_lane";
  const withdrawn = isWithdrawn(lane);
  switch (kind) {
    case "withdraw":
      return started ? "started" : withdrawn ? "bad_lineup" : null;
    case "restore":
      return started ? "started" : withdrawn ? null : "bad_lineup";
    case "move":
      // Once a heat has started, what happened in the water is the referee's.
      return started ? "started" : null;
    case "class":
      // A relay team has no one sport class of its own.
      return isRelay(heat) ? "relay_class" : null;
    case "codes":
      // Nor codes of its own: its swimmers have.
      return isRelay(heat) ? "bad_lineup" : null;
    case "exhibition":
      return withdrawn ? "bad_lineup" : null;
  }
}

const CHOICE_ORDER: readonly LineupChange["kind"][] = ["enter", "withdraw", "restore", "move", "class", "codes", "exhibition"];

/** The changes one lane offers, in the order the page lists them; empty when none applies. */
export function lineupChoices(heat: Heat, key: string): LineupChange["kind"][] {
  return CHOICE_ORDER.filter((kind) => lineupRefusal(heat, key, kind) === null);
}

/** The sport classes a heat's stroke ranks (S for free, back and fly, SB breast, SM medley), or all of them. */
export function sportClasses(stroke: string): string[] {
  const prefix = sportClassPrefix(stroke);
  const prefixes = prefix ? [prefix] : ["S", "SB", "SM"];
  return prefixes.flatMap((p) => Array.from({ length: 15 }, (_, i) => `${p}${i + 1}`));
}

/**
 * Whether a swimmer may have `handicap` in this heat (a class change or a late entry): a class of the
 * event's stroke group, the one the page offers (sportClasses), or none. A class of another group would
 * rank nowhere: 'SB5' in a freestyle event has no S class.
 */
export function classRefusal(heat: Pick<Heat, "stroke">, handicap: string | null | undefined): LineupRefusal | null {
  return handicap == null || sportClasses(heat.stroke).includes(handicap) ? null : "wrong_class";
}

/** Whether a late entry of `gender` may swim this heat: any in a mixed event, else only the event's own gender. */
export function genderRefusal(heat: Pick<Heat, "gender">, gender: "M" | "F"): LineupRefusal | null {
  return (heat.gender === "M" || heat.gender === "F") && heat.gender !== gender ? "wrong_gender" : null;
}
