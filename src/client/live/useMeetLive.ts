import { useCallback, useEffect, useReducer, useState } from "react";
import type { ClockSync } from "../../shared/clock-sync";
import { applyServerMessage, initialLiveState, type LiveState } from "./liveState";
import { liveUrl, MeetConnection, type Command, type LiveRefusal } from "./MeetConnection";

export interface MeetLive extends LiveState {
  /**
   * "connecting" until the first open; "lost" whenever the socket is down after that; "gone" once the
   * meet was deleted; "unauthorized" or "forbidden" when the Worker turned the socket away for good.
   */
  connection: "connecting" | "open" | "lost" | "gone" | LiveRefusal;
  /** Commands sent and not yet acknowledged. */
  pending: number;
  /** The room's last refusal or error, in Dutch; null once shown. */
  problem: string | null;
  clearProblem(): void;
  send(command: Command): void;
  /** The clock offset of this meet's socket; null before it exists. */
  clock: ClockSync | null;
}

/** A meet page's live view of its room (SPEC 4 "Live updates", DESIGN 6), one socket per page. */
export function useMeetLive(signedId: string | undefined): MeetLive {
  const [state, dispatch] = useReducer(applyServerMessage, initialLiveState);
  const [connection, setConnection] = useState<MeetConnection | null>(null);
  const [status, setStatus] = useState<MeetLive["connection"]>("connecting");
  const [pending, setPending] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!signedId) return;
    const live = new MeetConnection(liveUrl(signedId), {
      message: dispatch,
      open: (open) => setStatus(open ? "open" : "lost"),
      gone: () => setStatus("gone"),
      refused: setStatus,
      problem: setProblem,
      pending: setPending,
    });
    setConnection(live);
    return () => {
      live.close();
      setConnection(null);
    };
  }, [signedId]);

  const send = useCallback((command: Command) => connection?.send(command), [connection]);
  const clearProblem = useCallback(() => setProblem(null), []);

  return {
    ...state,
    connection: status,
    pending,
    problem,
    clearProblem,
    send,
    clock: connection?.clock ?? null,
  };
}
