// DESIGN 6b: 'Start op het startsignaal' at the control panel: the switch and the distance kept per
// browser, the microphone while the switch is on, the search a Start asks for, the learning of the
// venue's signal and the watch of an armed heat. The listener and the detector are loaded only once
// the switch is on.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { HornMiss } from "../../../shared/live";
import type { StartSignal } from "../../../shared/start-signal";
import { readHornSettings, writeHornSettings, type HornSettings } from "./hornStart";
import type { FoundOnset, HornDetector } from "./hornTiming";
import type { HornListener, ListenState } from "./hornListener";

type Detector = typeof import("./horn-onset");

/** How often an armed heat's newest sound is searched for the learned signal. */
const WATCH_EVERY_MS = 150;

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
  private current: { listener: HornListener; detector: Detector } | null = null;
  /** The venue's signal as the room has it (DESIGN 6b); the search looks for it alone when there is one. */
  learned: StartSignal | null = null;
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
      .then(async ([{ HornListener, ListenError }, detector]) => {
        // Switched off (or retried) while the modules loaded: ask for no microphone.
        if (run !== this.run) return void context?.close().catch(() => undefined);
        try {
          const listener = await HornListener.open(context, report);
          if (run !== this.run) return listener.close();
          this.current = { listener, detector };
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

  /** The onset before `press` (client ms), or why none counted; null when not listening. */
  async find(press: number): Promise<FoundOnset | HornMiss | null> {
    const current = this.current;
    if (!current || this.state !== "listening") return null;
    return (await current.listener.find(press, this.detect(current.detector, this.learned))) ?? "no-signal";
  }

  /**
   * 'Startsignaal testen': records `ms` while the starter sounds the signal once and learns it; null
   * when nothing stood out clearly enough, "not-listening" when the microphone was not on.
   */
  async learn(ms: number): Promise<StartSignal | null | "not-listening"> {
    const current = this.current;
    if (!current || this.state !== "listening") return "not-listening";
    const samples = await current.listener.record(ms);
    if (!samples) return "not-listening";
    return current.detector.learnStartSignal(samples, current.listener.sampleRate, 0, samples.length);
  }

  /**
   * DESIGN 6b, an armed heat: searches the newest sound for the learned signal, never before `since`
   * (client ms), until it is found (`found` is called once) or the returned function ends the watch.
   * Without a learned signal nothing is watched: an unlearned sound never starts a heat.
   */
  watch(since: number, found: (onset: FoundOnset) => void): () => void {
    const learned = this.learned;
    if (!learned) return () => undefined;
    const timer = setInterval(() => {
      const current = this.current;
      if (!current || this.state !== "listening") return;
      const onset = current.listener.findSince(since, this.detect(current.detector, learned));
      if (!onset) return;
      clearInterval(timer);
      found(onset);
    }, WATCH_EVERY_MS);
    return () => clearInterval(timer);
  }

  private detect(detector: Detector, learned: StartSignal | null): HornDetector {
    return (samples, sampleRate, from, to) => {
      const answer = detector.searchHornOnset(samples, sampleRate, from, to, learned);
      return answer.onset ?? answer.why;
    };
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
  find(press: number): Promise<FoundOnset | HornMiss | null>;
  learn(ms: number): Promise<StartSignal | null | "not-listening">;
  watch(since: number, found: (onset: FoundOnset) => void): () => void;
}

/** `learned`: the venue's signal as the room keeps it (DESIGN 6b), null while none was learned. */
export function useHornStart(learned: StartSignal | null): HornStart {
  const control = useMemo(() => new HornControl(), []);
  control.learned = learned;
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
  const learn = useCallback((ms: number) => control.learn(ms), [control]);
  const watch = useCallback((since: number, found: (onset: FoundOnset) => void) => control.watch(since, found), [control]);
  return { ...settings, state, setOn, setDistance, retry, find, learn, watch };
}
