// Following a public meet (DESIGN 8c) by polling, never by socket: /live about every second and
// /results about every five, each with If-None-Match so an unchanged answer is a 304 that keeps what
// the page shows. Hidden tabs do not poll; the page catches up at once when it is shown again.
import { useEffect, useMemo, useState } from "react";
import type { PublicLive } from "../../shared/results";
import type { PointsResults } from "../../shared/points-results";
import { clientNow } from "../live/clientNow";
import { getConditional } from "./conditionalGet";
import { mergeLive, progressSignature } from "./liveView";
import { ServerClock } from "./serverClock";

export const LIVE_INTERVAL_MS = 1_000;
export const RESULTS_INTERVAL_MS = 5_000;
/** While the meet is not public, look again now and then: the page comes alive when it is switched on. */
export const MISSING_INTERVAL_MS = 5_000;

export interface PublicMeetState {
  phase: "loading" | "live" | "missing";
  live: PublicLive | null;
  results: PointsResults | null;
  /** The last poll failed (network, server error): what is shown may be out of date. */
  offline: boolean;
}

const initial: PublicMeetState = { phase: "loading", live: null, results: null, offline: false };

const publicUrl = (meetNumber: string, what: "live" | "results") => `/api/public/meets/${encodeURIComponent(meetNumber)}/${what}`;

/** A poll that runs again `delay` ms after it started, not while the tab is hidden, never twice at once. */
function pollLoop(run: () => Promise<number>, isStopped: () => boolean) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busy = false;
  const tick = async () => {
    timer = undefined;
    if (isStopped() || busy || document.hidden) return;
    busy = true;
    const started = clientNow();
    let delay = LIVE_INTERVAL_MS;
    try {
      delay = await run();
    } finally {
      busy = false;
    }
    if (isStopped() || timer !== undefined) return;
    timer = setTimeout(tick, Math.max(0, delay - (clientNow() - started)));
  };
  return {
    /** Poll now (cancelling the one planned), e.g. when the tab is shown again. */
    now() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      void tick();
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

export function usePublicMeet(meetNumber: string): PublicMeetState & { clock: ServerClock } {
  const [state, setState] = useState<PublicMeetState>(initial);
  // The room's clock for this meet; the race clock reads it 30 times a second without re-rendering.
  // A new meet number starts a new clock.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock is made anew for another meet, which it does not read.
  const clock = useMemo(() => new ServerClock(), [meetNumber]);

  useEffect(() => {
    setState(initial);
    let stopped = false;
    const controller = new AbortController();
    const isStopped = () => stopped;
    let liveEtag: string | null = null;
    let resultsEtag: string | null = null;
    let missing = false;
    let progress: string | null = null;

    const failed = () => {
      if (!stopped) setState((s) => (s.offline ? s : { ...s, offline: true }));
    };
    const reachable = () => setState((s) => (s.offline ? { ...s, offline: false } : s));

    const results = pollLoop(async () => {
      if (missing) return RESULTS_INTERVAL_MS;
      try {
        const got = await getConditional<PointsResults>(publicUrl(meetNumber, "results"), resultsEtag, { signal: controller.signal });
        if (stopped) return RESULTS_INTERVAL_MS;
        if (got.kind === "data") {
          resultsEtag = got.etag;
          setState((s) => ({ ...s, results: got.body, offline: false }));
        } else if (got.kind === "missing") {
          resultsEtag = null;
          setState((s) => (s.results ? { ...s, results: null } : s));
        } else reachable();
      } catch {
        failed();
      }
      return RESULTS_INTERVAL_MS;
    }, isStopped);

    const live = pollLoop(async () => {
      try {
        const got = await getConditional<PublicLive>(publicUrl(meetNumber, "live"), liveEtag, { signal: controller.signal });
        if (stopped) return LIVE_INTERVAL_MS;
        if (got.kind === "missing") {
          const wasLive = !missing;
          missing = true;
          liveEtag = null;
          resultsEtag = null;
          progress = null;
          setState((s) => (s.phase === "missing" && !s.offline ? s : { phase: "missing", live: null, results: null, offline: false }));
          if (wasLive) results.stop();
          return MISSING_INTERVAL_MS;
        }
        const wasMissing = missing;
        missing = false;
        if (got.kind === "unchanged") {
          if (got.serverTime !== null) clock.add(got.serverTime, got.receivedAt);
          reachable();
          return LIVE_INTERVAL_MS;
        }
        liveEtag = got.etag;
        // The header is the server's clock at this answer; the body's server_time may have waited in the cache.
        clock.add(got.serverTime ?? got.body.server_time, got.receivedAt);
        setState((s) => ({ ...s, phase: "live", live: mergeLive(s.live, got.body), offline: false }));
        // A heat finished or the panel moved on: its results are worth having now, not in 5 s.
        const next = progressSignature(got.body);
        if (wasMissing || (progress !== null && next !== progress)) results.now();
        progress = next;
      } catch {
        failed();
      }
      return missing ? MISSING_INTERVAL_MS : LIVE_INTERVAL_MS;
    }, isStopped);

    const onVisibility = () => {
      if (document.hidden) {
        live.stop();
        results.stop();
      } else {
        live.now();
        if (!missing) results.now();
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    live.now();
    results.now();

    return () => {
      stopped = true;
      controller.abort();
      live.stop();
      results.stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [meetNumber, clock]);

  return { ...state, clock };
}
