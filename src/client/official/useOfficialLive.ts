import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { ClockSync } from "../../shared/clock-sync";
import type { RecordMessage } from "../../shared/live";
import { applyServerMessage, initialLiveState, type LiveState } from "../live/liveState";
import { liveUrl, MeetConnection } from "../live/MeetConnection";
import type { MeetLive } from "../live/useMeetLive";
import { nlOfficial } from "../texts/nl-official";
import { OfficialApiError, officialApi } from "./officialApi";
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

// A browser never shows a WebSocket's refused upgrade (401/403/404 all read as close 1006). After
// this many failed opens in a row the page asks the Worker about the meet over HTTP instead.
const FAILED_OPENS_BEFORE_CHECK = 3;

/**
 * The official's socket to the meet room (DESIGN 8): the live state as the admin page has it, plus
 * the record queue that survives reloads and is resent on every open. `onRefused` is called with a
 * Dutch notice when the join no longer opens the room (token refused, meet gone or closed).
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
    let failures = 0;
    let checking = false;
    const check = async () => {
      checking = true;
      try {
        await officialApi.meet({ meet_number: session.meet_number, auth_code: session.auth_code });
        refused.current(nlOfficial.notices.expired);
      } catch (error) {
        // 401: the meet is gone or its code changed; 403: its date passed (the Worker's own words).
        // Anything else (offline, rate limit, a server in trouble) may pass: keep reconnecting.
        if (error instanceof OfficialApiError && error.status === 401) refused.current(nlOfficial.notices.unavailable);
        if (error instanceof OfficialApiError && error.status === 403) refused.current(error.message);
      } finally {
        checking = false;
        failures = 0;
      }
    };
    const live = new MeetConnection(liveUrl(session.signed_id, session.token), {
      message: dispatch,
      open: (open) => {
        setStatus(open ? "open" : "lost");
        failures = open ? 0 : failures + 1;
        if (failures >= FAILED_OPENS_BEFORE_CHECK && navigator.onLine && !checking) void check();
      },
      gone: () => setStatus("gone"),
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
