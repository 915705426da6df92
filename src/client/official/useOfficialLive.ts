import { useCallback, useEffect, useState } from "react";
import type { OfficialTask, RecordMessage } from "../../shared/live";
import { liveUrl } from "../live/MeetConnection";
import { useLiveRoom, type LiveRoom } from "../live/useLiveRoom";
import { nlOfficial } from "../texts/nl-official";
import { dequeue, enqueue, queueKey, readQueue } from "./recordQueue";
import type { OfficialSession } from "./session";

/** Where one of our records stands, as the page shows it. */
export type RecordStatus = { kind: "waiting"; count: number } | { kind: "sent" } | { kind: "refused" };

export interface OfficialLive extends LiveRoom {
  /** Queues a record in localStorage and sends it; it stays queued until the room answers its id. */
  submit(record: RecordMessage): void;
  status(id: string): RecordStatus;
  /** How many records wait in the queue for the room's answer. */
  unsent: number;
}

/**
 * The official's socket to the meet room (DESIGN 8): the live state as the admin page has it, plus
 * the record queue that survives reloads and is resent on every open. `onRefused` is called with a
 * Dutch notice when the Worker turns the join away (token refused, or a join for another meet).
 * The room is told the official's `task` (null while choosing) on every open and whenever it
 * changes (DESIGN 8b presence).
 */
export function useOfficialLive(session: OfficialSession, task: OfficialTask | null, onRefused: (notice: string) => void): OfficialLive {
  const key = queueKey(session.meet.id, session.official.id);
  const [queue, setQueue] = useState(() => readQueue(localStorage, key));
  // Ids the room refused this visit; their reason came as `problem`.
  const [refusedIds, setRefusedIds] = useState<ReadonlySet<string>>(new Set());

  // The page counts its own queue, which outlives the socket; the socket's pending count adds nothing.
  const { socket, ...room } = useLiveRoom(liveUrl(session.signed_id, session.token), {
    refused: (why) => onRefused(why === "unauthorized" ? nlOfficial.notices.expired : nlOfficial.notices.otherMeet),
    settled: (id, refusal) => {
      setQueue(dequeue(localStorage, key, id));
      if (refusal !== undefined) setRefusedIds((current) => new Set(current).add(id));
    },
    created: (live) => {
      for (const record of readQueue(localStorage, key)) live.sendRecord(record);
    },
  });

  // A state, not a record: the connection sends it again on every open, the room needs no ack.
  useEffect(() => {
    socket?.announce({ type: "task", task });
  }, [socket, task]);

  const submit = useCallback(
    (record: RecordMessage) => {
      setQueue(enqueue(localStorage, key, record));
      socket?.sendRecord(record);
    },
    [socket, key],
  );

  const status = (id: string): RecordStatus => {
    if (refusedIds.has(id)) return { kind: "refused" };
    return queue.some((r) => r.id === id) ? { kind: "waiting", count: queue.length } : { kind: "sent" };
  };

  return { ...room, submit, status, unsent: queue.length };
}
