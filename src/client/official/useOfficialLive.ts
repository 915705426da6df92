import { useCallback, useEffect, useRef, useState } from "react";
import type { OfficialTask } from "../../shared/live";
import { liveUrl } from "../live/MeetConnection";
import { useLiveRoom, type LiveRoom } from "../live/useLiveRoom";
import { t } from "../i18n/texts";
import type { KeptClock, KeptMeet } from "./storage/keptMeet";
import { isRaw, offsetKnown, readyToSend, withoutRecord, withRecord, type QueuedRecord } from "./storage/recordQueue";
import type { OfficialSession } from "./join/session";

/** Where one of our records stands, as the page shows it. */
export type RecordStatus = { kind: "waiting"; count: number } | { kind: "sent" } | { kind: "refused" };

export interface OfficialLive extends LiveRoom {
  /**
   * Keeps a record on the phone and then sends it; it stays kept until the room answers its id. A
   * raw lane time (tapped before the first clock answer) waits for the clock before it goes.
   */
  submit(record: QueuedRecord): Promise<void>;
  status(id: string): RecordStatus;
  /** The records that wait on the phone for the room's answer, oldest first. */
  queued: readonly QueuedRecord[];
  /** How many records wait on the phone for the room's answer. */
  unsent: number;
  /** The clock's accuracy (ms, rounded up) since this page's first sync answer, null before it. */
  synced: number | null;
  /**
   * The estimate the phone last kept (DESIGN 8f), also from before a reload: the race clock and a
   * tap's time go by it until this page has an estimate of its own.
   */
  lastClock: KeptClock | null;
  /** Tells the room, if it is reachable now, that this official times nothing any more (signing out). */
  leaveTask(): void;
  /** `ownRecords` are the room's answer on this page, not the copy the phone kept from before (DESIGN 8f). */
  ownRecordsHeard: boolean;
}

/**
 * The official's socket to the meet room (DESIGN 8): the live state as the admin page has it, plus
 * the record queue that survives reloads and is resent on every open. `onRefused` is called with a
 * notice when the Worker turns the join away (token refused, or a join for another meet).
 * The room is told the official's `task` (null while choosing) on every open and whenever it
 * changes (DESIGN 8b presence). `kept` is what the phone kept (DESIGN 8f): the queue and the last
 * programme and clock the page starts from, and keeps up to date.
 */
export function useOfficialLive(
  session: OfficialSession,
  task: OfficialTask | null,
  kept: KeptMeet,
  onRefused: (notice: string) => void,
): OfficialLive {
  const [queue, setQueue] = useState(() => kept.queue.value);
  const [synced, setSynced] = useState<number | null>(null);
  // Ids the room refused this visit; their reason came as `problem`.
  const [refusedIds, setRefusedIds] = useState<ReadonlySet<string>>(new Set());
  const keep = useCallback(
    (next: QueuedRecord[]) => {
      setQueue(next);
      return kept.queue.save(next);
    },
    [kept],
  );

  // The page counts its own queue, which outlives the socket; the socket's pending count adds nothing.
  const { socket, ...room } = useLiveRoom(liveUrl(session.signed_id, session.token), {
    initial: kept.programme.value ?? undefined,
    refused: (why) => onRefused(why === "unauthorized" ? t("official.notices.expired") : t("official.notices.otherMeet")),
    settled: (id, refusal) => {
      void keep(withoutRecord(kept.queue.value, id));
      if (refusal !== undefined) setRefusedIds((current) => new Set(current).add(id));
    },
    created: (live) => {
      for (const record of kept.queue.value) {
        const ready = readyToSend(record, null);
        if (ready) live.sendRecord(ready);
      }
    },
    clocked: (estimate) => {
      if (!estimate) return;
      setSynced(Math.ceil(estimate.accuracy));
      void kept.clock.save({ ...estimate, at: Date.now() });
      const raw = kept.queue.value.filter(isRaw);
      if (raw.length === 0 || !offsetKnown(estimate)) return;
      // The raw touches take this offset, kept before they go, so a reload sends the same.
      const ready = raw.map((record) => readyToSend(record, estimate)!);
      void keep(kept.queue.value.map((record) => ready.find((r) => r.id === record.id) ?? record)).then(() => {
        for (const record of ready) socket?.sendRecord(record);
      });
    },
  });

  // A state, not a record: the connection sends it again on every open, the room needs no ack.
  useEffect(() => {
    socket?.announce({ type: "task", task });
  }, [socket, task]);

  // DESIGN 8f: the programme and the official's records as last received, for a reload without a connection.
  useEffect(() => {
    if (room.heats) void kept.programme.save({ heats: room.heats, activeHeatId: room.activeHeatId, ownRecords: room.ownRecords });
  }, [kept, room.heats, room.activeHeatId, room.ownRecords]);

  const submit = useCallback(
    async (record: QueuedRecord) => {
      const ready = readyToSend(record, socket?.clock.estimate ?? null);
      await keep(withRecord(kept.queue.value, ready ?? record));
      if (ready) socket?.sendRecord(ready);
    },
    [socket, kept, keep],
  );

  const status = (id: string): RecordStatus => {
    if (refusedIds.has(id)) return { kind: "refused" };
    return queue.some((r) => r.id === id) ? { kind: "waiting", count: queue.length } : { kind: "sent" };
  };

  // Read at each render: every clock answer keeps a new one and renders (setSynced).
  const leaveTask = () => socket?.announce({ type: "task", task: null });
  // The room's own_records frame replaces the kept list with a new one.
  const keptOwnRecords = useRef(room.ownRecords);
  const ownRecordsHeard = room.ownRecords !== keptOwnRecords.current;
  return { ...room, submit, status, queued: queue, unsent: queue.length, synced, lastClock: kept.clock.value, leaveTask, ownRecordsHeard };
}
