import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { ClockSync } from "../../shared/clock-sync";
import { applyServerMessage, initialLiveState, type LiveState } from "./liveState";
import { MeetConnection, type ConnectionListener, type LiveRefusal } from "./MeetConnection";

/**
 * "connecting" until the first open; "lost" whenever the socket is down after that; "gone" once the
 * meet was deleted; "unauthorized" or "forbidden" when the Worker turned the socket away for good.
 */
export type LiveConnection = "connecting" | "open" | "lost" | "gone" | LiveRefusal;

/** One socket's view of its meet room, as both the meet page and the officials' phone show it. */
export interface LiveRoom extends LiveState {
  connection: LiveConnection;
  /** The room's last refusal or error, in the room's language; null once shown. */
  problem: string | null;
  clearProblem(): void;
  /** The clock offset of this meet's socket; null before it exists. */
  clock: ClockSync | null;
}

/** What a page adds to the room's socket; the latest render's are the ones called. */
export interface LiveRoomOptions extends Partial<Pick<ConnectionListener, "refused" | "pending" | "settled" | "clocked">> {
  /** The socket was just made: what it must send as soon as it opens. */
  created?(socket: MeetConnection): void;
  /** What the page knew of the room before its socket says (DESIGN 8f: the phone's last programme). */
  initial?: Partial<LiveState>;
  /** A new value opens a new socket, e.g. once the user signed in again after the room refused the last. */
  reopen?: number;
}

/**
 * The socket to one meet room (DESIGN 6) and the live state it reduces, one per page: opened for
 * `url`, closed when the page leaves or the address changes. Without `refused`, a refusal shows as
 * `connection`. The socket itself is returned beside the room for the page's own sends.
 */
export function useLiveRoom(url: string | null, options: LiveRoomOptions = {}): LiveRoom & { socket: MeetConnection | null } {
  const [state, dispatch] = useReducer(applyServerMessage, options.initial, (initial) => ({ ...initialLiveState, ...initial }));
  const [socket, setSocket] = useState<MeetConnection | null>(null);
  const [connection, setConnection] = useState<LiveConnection>("connecting");
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const reopen = options.reopen;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reopen` is the signal to open a new socket, read by nothing inside.
  useEffect(() => {
    if (!url) return;
    const live = new MeetConnection(url, {
      message: dispatch,
      open: (open) => setConnection(open ? "open" : "lost"),
      gone: () => setConnection("gone"),
      refused: (why) => (latest.current.refused ? latest.current.refused(why) : setConnection(why)),
      problem: setProblem,
      pending: (count) => latest.current.pending?.(count),
      settled: (id, refusal) => latest.current.settled?.(id, refusal),
      clocked: (estimate) => latest.current.clocked?.(estimate),
    });
    latest.current.created?.(live);
    setSocket(live);
    setConnection("connecting");
    return () => {
      live.close();
      setSocket(null);
    };
  }, [url, reopen]);

  const clearProblem = useCallback(() => setProblem(null), []);

  return { ...state, connection, problem, clearProblem, clock: socket?.clock ?? null, socket };
}
