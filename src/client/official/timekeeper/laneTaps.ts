// DESIGN 8f "every tap is written before anything else": a timekeeper's taps of one run of a lane
// that are not sent yet (the splits, and the finish waiting for 'Bevestigen') are kept in IndexedDB
// beside the record queue (phoneStore.ts), per meet and official, so a reload, a discarded tab or a
// restart shows them again. Once confirmed the finish becomes a queued record (recordQueue.ts).
import * as v from "valibot";
import { laneTimeSchema, type UnsureReason } from "../../../shared/live";
import type { Heat } from "../../../shared/programme";
import { touchRaceTime } from "../../../shared/race-time";
import type { QueuedRecord } from "../storage/recordQueue";
import { laneTimeRecord, raceTimeOf, type Tap } from "./timing";

const laneTapsSchema = v.object({
  ...v.pick(laneTimeSchema, ["heat_id", "lane", "splits"]).entries,
  /**
   * The heat's start as the phone knew it at the last tap, null before it heard one. A different
   * start now means the heat was reset: these taps belong to a race that no longer counts.
   */
  seen_start: v.nullable(v.pipe(v.number(), v.finite())),
  /**
   * The finish waiting for 'Bevestigen', with the id of the record it becomes: a confirmation that
   * is repeated (the page died between queueing it and forgetting these taps) is applied once.
   */
  finish: v.nullable(
    v.union([
      v.pick(laneTimeSchema, ["id", "touched_at", "offset", "accuracy", "unsure"]),
      // Tapped before the phone's first clock answer (DESIGN 8f): raw until the offset is known.
      v.object({ ...v.pick(laneTimeSchema, ["id", "touched_at", "unsure"]).entries, offset: v.null(), accuracy: v.null() }),
    ]),
  ),
});

export type LaneTaps = v.InferOutput<typeof laneTapsSchema>;
/** A finish as the phone keeps it, with the timekeeper's doubt about it (DESIGN 8b) once they marked one. */
export type Finish = { id: string; unsure?: UnsureReason } & Tap;

export const laneTapsKey = (meetId: number, officialId: number): string => `zwemtijd.official.taps.${meetId}.${officialId}`;

/** The kept taps; a damaged or outdated entry counts as none, since the room could not accept it. */
export function parseLaneTaps(kept: unknown): LaneTaps | null {
  const parsed = v.safeParse(laneTapsSchema, kept);
  return parsed.success ? parsed.output : null;
}

/** What to keep of `taps`: null when there is nothing (neither a split nor a finish). */
export const tapsToKeep = (taps: LaneTaps | null): LaneTaps | null => (!taps || (taps.splits.length === 0 && !taps.finish) ? null : taps);

export const noTaps = (heat: Pick<Heat, "id" | "start_time">, lane: string): LaneTaps => ({
  heat_id: heat.id,
  lane,
  seen_start: heat.start_time,
  splits: [],
  finish: null,
});

/** The record a confirmed finish sends: exactly what 'Bevestigen' would have sent when it was tapped. */
export function finishRecord(taps: LaneTaps, finish: Finish): QueuedRecord {
  const { id, ...tap } = finish;
  return laneTimeRecord(id, taps.heat_id, taps.lane, tap, taps.splits);
}

/** The finish with `reason` as the timekeeper's doubt, or without it when they tap the same one again. */
export const withUnsure = (finish: Finish, reason: UnsureReason): Finish => {
  const { unsure, ...rest } = finish;
  return unsure === reason ? rest : { ...rest, unsure: reason };
};

/** The heat whose finish waits for 'Bevestigen' on this lane: the task's screen stays on it. */
export const waitingHeat = (taps: LaneTaps | null, lane: string): string | null =>
  taps?.finish && taps.lane === lane ? taps.heat_id : null;

export type Restored =
  | { kind: "none" }
  | { kind: "kept"; taps: LaneTaps }
  /** The heat was reset after the taps: they are forgotten; `time` is the finish against the old start. */
  | { kind: "restarted"; time: number | null };

/** What of the kept taps belongs on the screen of `heat`'s `lane` as it stands now. */
export function restoreLaneTaps(kept: LaneTaps | null, heat: Pick<Heat, "id" | "start_time">, lane: string): Restored {
  if (!kept || kept.heat_id !== heat.id || kept.lane !== lane) return { kind: "none" };
  // A tap made before the phone heard the start counts against whatever start the room has.
  if (kept.seen_start === null || kept.seen_start === heat.start_time) return { kind: "kept", taps: kept };
  const time = kept.finish ? raceTimeOf(kept.finish.touched_at, kept.finish.offset, kept.seen_start) : null;
  return { kind: "restarted", time };
}

/** A confirmed finish as the screen says it was sent: its record, race time and the timekeeper's doubt. */
/**
 * A finish as the lane's card shows it. `touch`: the raw touch and the offset it was sent with (null
 * for a raw touch), for a time not known when it was confirmed (the start or the clock not yet
 * received): the card works it out once they are.
 */
export type SentFinish = { id: string; time: number | null; unsure?: UnsureReason; touch?: { at: number; offset: number | null } };

/** A sent finish's race time now: as known when it was sent, else by the start and the clock the phone has now. */
export function sentTime(sent: SentFinish, offset: number | null, startTime: number | null): number | null {
  return sent.time ?? (sent.touch ? raceTimeOf(sent.touch.at, sent.touch.offset ?? offset, startTime) : null);
}

/**
 * The finish of this run of `heat`'s `lane` that was confirmed and still waits in the queue, as the
 * screen showed it once confirmed: after a reload without a connection it must not look as if no
 * time was taken, or the official taps again and the later tap replaces this one. The newest counts,
 * as in the room; one touched before this run's start is of a run that was reset, which the room
 * refuses. `offset` stands in for a raw touch's own until it has one. `waitingId` is the finish
 * still waiting for 'Bevestigen' (the page died between queueing and forgetting it): shown as that.
 */
export function queuedFinish(
  queue: readonly QueuedRecord[],
  heat: Pick<Heat, "id" | "start_time">,
  lane: string,
  offset: number | null,
  waitingId: string | null,
): SentFinish | null {
  let found: SentFinish | null = null;
  for (const record of queue) {
    if (record.type !== "lane_time" || record.heat_id !== heat.id || record.lane !== lane || record.id === waitingId) continue;
    const touchOffset = record.offset ?? offset;
    if (heat.start_time != null && touchOffset != null && touchRaceTime(record.touched_at, touchOffset, heat.start_time) <= 0) continue;
    const time = raceTimeOf(record.touched_at, touchOffset, heat.start_time);
    found = {
      id: record.id,
      time,
      touch: { at: record.touched_at, offset: record.offset ?? null },
      ...(record.unsure ? { unsure: record.unsure } : {}),
    };
  }
  return found;
}
