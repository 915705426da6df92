// DESIGN 8f: all the phone keeps of one meet for one official, opened from IndexedDB before the
// meet's screen shows, so the screen starts from it as it was left.
import type { ClockEstimate } from "../../../shared/clock-sync";
import type { OwnRecord } from "../../../shared/live";
import type { Heat } from "../../../shared/programme";
import type { LiveState } from "../../live/liveState";
import { judgeOrderKey, parseKeptOrder, type KeptOrder } from "../arrival-judge/judgeOrder";
import { parseLaneTaps, laneTapsKey, type LaneTaps } from "../timekeeper/laneTaps";
import { Kept } from "./phoneStore";
import { parseQueue, queueKey, type QueuedRecord } from "./recordQueue";
import { isObject } from "../join/session";

/**
 * The last programme the room sent, with the official's own records in it: offline the task, the race
 * clock and 'Wat je hebt doorgegeven' show from it.
 */
export type KeptProgramme = Pick<LiveState, "heats" | "activeHeatId" | "ownRecords">;

/** The last clock estimate and when it was made (ms since 1970, this phone's clock). */
export type KeptClock = ClockEstimate & { at: number };

export interface KeptMeet {
  queue: Kept<QueuedRecord[]>;
  taps: Kept<LaneTaps | null>;
  order: Kept<KeptOrder | null>;
  programme: Kept<KeptProgramme | null>;
  /** The last clock estimate: the race clock's offset after a reload without a connection. */
  clock: Kept<KeptClock | null>;
}

export function parseProgramme(kept: unknown): KeptProgramme | null {
  if (!isObject(kept) || !Array.isArray(kept.heats)) return null;
  return {
    heats: kept.heats as Heat[],
    activeHeatId: typeof kept.activeHeatId === "string" ? kept.activeHeatId : null,
    ownRecords: Array.isArray(kept.ownRecords) ? (kept.ownRecords as OwnRecord[]) : null,
  };
}

export function parseClock(kept: unknown): KeptClock | null {
  if (!isObject(kept)) return null;
  const { offset, accuracy, used, at } = kept;
  // A clock kept by the version before, without its time, is not said to be the last known: the page waits for a new one.
  if (typeof offset !== "number" || typeof accuracy !== "number" || typeof used !== "number" || typeof at !== "number") return null;
  return { offset, accuracy, used, at };
}

export async function openKeptMeet(meetId: number, officialId: number): Promise<KeptMeet> {
  const [queue, taps, order, programme, clock] = await Promise.all([
    Kept.open(queueKey(meetId, officialId), parseQueue),
    Kept.open(laneTapsKey(meetId, officialId), parseLaneTaps),
    Kept.open(judgeOrderKey(meetId, officialId), parseKeptOrder),
    Kept.open(`zwemtijd.official.programme.${meetId}`, parseProgramme),
    Kept.open(`zwemtijd.official.clock.${meetId}`, parseClock),
  ]);
  return { queue, taps, order, programme, clock };
}
