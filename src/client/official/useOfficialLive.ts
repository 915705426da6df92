import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { ClockSync } from "../../shared/clock-sync";
import type { RecordMessage } from "../../shared/live";
import { applyServerMessage, initialLiveState, type LiveState } from "../live/liveState";
import { liveUrl, MeetConnection } from "../live/MeetConnection";
import type { MeetLive } from "../live/useMeetLive";
import { nlOfficial } from "../texts/nl-official";
import { dequeue, enqueue, queueKey, readQueue } from "./recordQueue";
import type { OfficialSession } from "./session";

/** Where one of our records stands, as the page shows it. */
export type RecordStatus = { kind: "waiting"; count: number } | { kind: "sent" } | { kind: "refused" };

export interface OfficialLive extends LiveState {
  connection: MeetLive["connection"];
  clock: ClockSync | null;
  /** The room's last refusal or error, in Dutch; null once shown. */
  problem: string | null;
  clearProblem(): void;
  /** Queues a record in localStorage and sends it; it stays queued until the room answers its id. */
  submit(record: RecordMessage): void;
  status(id: string): RecordStatus;
}

/**
 * The official's socket to the meet room (DESIGN 8): the live state as the admin page has it, plus
 * the record queue that survives reloads and is resent on every open. `onRefused` is called with a
 * Dutch notice when the Worker turns the join away (token refused, or a join for another meet).
 */
export function useOfficialLive(session: OfficialSession, onRefused: (notice: string) => void): OfficialLive {
  const [state, dispatch] = useReducer(applyServerMessage, initialLiveState);
  const [connection, setConnection] = useState<MeetConnection | null>(null);
  const [status, setStatus] = useState<MeetLive["connection"]>("connecting");
  const [problem, setProblem] = useState<string | null>(null);
  const key = queueKey(session.meet.id, session.official.id);
  const [queue, setQueue] = useState(() => readQueue(localStorage, key));
  // Ids the room refused this visit; their reason came as `problem`.
  const [refusedIds, setRefusedIds] = useState<ReadonlySet<string>>(new Set());
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  });

  useEffect(() => {
    const live = new MeetConnection(liveUrl(session.signed_id, session.token), {
      message: dispatch,
      open: (open) => setStatus(open ? "open" : "lost"),
      gone: () => setStatus("gone"),
      refused: (why) => refused.current(why === "unauthorized" ? nlOfficial.notices.expired : nlOfficial.notices.otherMeet),
      problem: setProblem,
      // The page counts its own queue, which outlives the socket; the socket's count adds nothing.
      pending: () => {},
      settled: (id, refusal) => {
        setQueue(dequeue(localStorage, key, id));
        if (refusal !== undefined) setRefusedIds((current) => new Set(current).add(id));
      },
    });
    for (const record of readQueue(localStorage, key)) live.sendRecord(record);
    setConnection(live);
    return () => {
      live.close();
      setConnection(null);
    };
  }, [session, key]);

  const submit = useCallback(
    (record: RecordMessage) => {
      setQueue(enqueue(localStorage, key, record));
      connection?.sendRecord(record);
    },
    [connection, key],
  );

  const recordStatus = (id: string): RecordStatus => {
    if (refusedIds.has(id)) return { kind: "refused" };
    return queue.some((r) => r.id === id) ? { kind: "waiting", count: queue.length } : { kind: "sent" };
  };

  return {
    ...state,
    connection: status,
    clock: connection?.clock ?? null,
    problem,
    clearProblem: useCallback(() => setProblem(null), []),
    submit,
    status: recordStatus,
  };
}
