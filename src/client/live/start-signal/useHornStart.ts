// DESIGN 6b: 'Start op het startsignaal' at the control panel: the switch and the distance kept per
// browser, the microphone while the switch is on, and the search a Start asks for. The listener and
// the detector are loaded only once the switch is on.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { readHornSettings, writeHornSettings, type HornSettings } from "./hornStart";
import type { FoundOnset, HornDetector } from "./hornTiming";
import type { HornListener, ListenState } from "./hornListener";

export type HornState = "off" | ListenState;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
};

/** Outside React: a switch turned on must make its AudioContext inside the click, not in an effect. */
class HornControl {
  state: HornState = "off";
  private run = 0;
  private current: { listener: HornListener; detect: HornDetector } | null = null;
  private readonly subscribers = new Set<() => void>();

  readonly subscribe = (callback: () => void) => {
    this.subscribers.add(callback);
    return () => this.subscribers.delete(callback);
  };

  readonly snapshot = () => this.state;

  start(): void {
    this.stop();
    const run = ++this.run;
    this.set("starting");
    let context: AudioContext | null = null;
    try {
      context = new AudioContext({ latencyHint: "interactive" });
    } catch {
      // No Web Audio here: open() says so.
    }
    const report = (state: ListenState) => {
      if (run === this.run) this.set(state);
    };
    void Promise.all([import("./hornListener"), import("./horn-onset")])
      .then(async ([{ HornListener, ListenError }, { findHornOnset }]) => {
        // Switched off (or retried) while the modules loaded: ask for no microphone.
        if (run !== this.run) return void context?.close().catch(() => undefined);
        try {
          const listener = await HornListener.open(context, report);
          if (run !== this.run) return listener.close();
          this.current = { listener, detect: findHornOnset };
        } catch (error) {
          report(error instanceof ListenError ? error.state : "failed");
        }
      })
      .catch(() => {
        // The modules did not load (offline after an update): the press counts.
        void context?.close().catch(() => undefined);
        report("failed");
      });
  }

  stop(): void {
    this.run++;
    this.current?.listener.close();
    this.current = null;
    this.set("off");
  }

  /** The onset before `press` (client ms); null when not listening or nothing to be sure of. */
  async find(press: number): Promise<FoundOnset | null> {
    const current = this.current;
    if (!current || this.state !== "listening") return null;
    return current.listener.find(press, current.detect);
  }

  private set(state: HornState): void {
    if (state === this.state) return;
    this.state = state;
    for (const callback of this.subscribers) callback();
  }
}

export interface HornStart extends HornSettings {
  state: HornState;
  setOn(on: boolean): void;
  setDistance(distance: number): void;
  /** Asks for the microphone again after a problem; call it from the click, like setOn. */
  retry(): void;
  find(press: number): Promise<FoundOnset | null>;
}

export function useHornStart(): HornStart {
  const control = useMemo(() => new HornControl(), []);
  const [settings, setSettings] = useState(() => readHornSettings(storage()));
  const state = useSyncExternalStore(control.subscribe, control.snapshot);
  // A switch kept on listens again when the page opens (the browser may wait for a click to let it);
  // after that only the switch's own click starts and stops.
  useEffect(() => {
    if (readHornSettings(storage()).on) control.start();
    return () => control.stop();
  }, [control]);

  const change = useCallback((changed: Partial<HornSettings>) => {
    setSettings((settings) => {
      const next = { ...settings, ...changed };
      writeHornSettings(storage(), next);
      return next;
    });
  }, []);
  const setOn = useCallback(
    (on: boolean) => {
      change({ on });
      if (on) control.start();
      else control.stop();
    },
    [control, change],
  );
  const setDistance = useCallback((distance: number) => change({ distance }), [change]);
  const retry = useCallback(() => control.start(), [control]);
  const find = useCallback((press: number) => control.find(press), [control]);
  return { ...settings, state, setOn, setDistance, retry, find };
}
