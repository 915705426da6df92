// DESIGN 6b: the microphone at the control panel. Loaded only when 'Start op het startsignaal' is on,
// so the meet page carries none of it otherwise. The worklet copies; the ring, the clock mapping and
// the search are here and in hornStart.ts.

// A file of our own origin, never inlined as a data: URL, which the CSP's script-src 'self' refuses.
import workletUrl from "./horn-worklet.js?url&no-inline";
import { SampleRing } from "./hornRing";
import { AFTER_PRESS_MS } from "./hornStart";
import type { HornMiss } from "../../../shared/live";
import {
  clientTimeOfFrame,
  frameZeroReading,
  frameZeroTime,
  onsetBeforePress,
  onsetSince,
  RING_SECONDS,
  type FoundOnset,
  type HornDetector,
} from "./hornTiming";

/** What the panel can say about its microphone; each problem's words (meet.horn.state) say what to do next. */
export type ListenState = "starting" | "suspended" | "listening" | "ended" | ListenProblem;
export type ListenProblem = "insecure" | "denied" | "no-device" | "busy" | "failed";

export class ListenError extends Error {
  constructor(readonly state: ListenProblem) {
    super(state);
  }
}

/** The readings of the clock mapping kept for its median: the last half second of batches. */
const READINGS = 48;
/** How much longer than the sound itself a search waits for it to come through the audio pipeline. */
const CATCH_UP_MS = 120;

// The start signal as it reaches the microphone: no echo cancelling, noise gate or level riding,
// which would eat or smear exactly the onset the detector looks for.
const CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false, channelCount: 1 },
  video: false,
};

function problemOf(error: unknown): ListenProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "no-device";
  if (name === "NotReadableError" || name === "AbortError") return "busy";
  return "failed";
}

interface Batch {
  frame: number;
  samples: Float32Array;
}

export class HornListener {
  private ring: SampleRing;
  /** Readings of frame 0's client time; `stamped` from the output timestamp, the better kind. */
  private readings: number[] = [];
  private stamped = false;
  private heard = false;
  private closed = false;
  private waiting: { until: number; done(): void }[] = [];
  /** 'Startsignaal testen': the batches heard while a recording runs. */
  private recording: Float32Array[] | null = null;
  private readonly trackLatency: number | undefined;

  private constructor(
    private readonly context: AudioContext,
    private readonly stream: MediaStream,
    private readonly source: MediaStreamAudioSourceNode,
    private readonly node: AudioWorkletNode,
    private readonly report: (state: ListenState) => void,
  ) {
    this.ring = new SampleRing(Math.round(context.sampleRate * RING_SECONDS));
    const track = stream.getAudioTracks()[0];
    // Chromium reports the capture latency in the track's settings; other browsers leave it out.
    this.trackLatency = (track?.getSettings() as (MediaTrackSettings & { latency?: number }) | undefined)?.latency;
    node.port.onmessage = this.received;
    track?.addEventListener("ended", this.ended);
    context.addEventListener("statechange", this.stateChanged);
    // Without a click on the page first, the browser keeps a new AudioContext suspended (autoplay).
    document.addEventListener("pointerdown", this.resume, true);
    document.addEventListener("keydown", this.resume, true);
    this.stateChanged();
  }

  /**
   * Asks for the microphone and starts copying it into the ring. `context` is made by the caller,
   * inside the click that switched listening on, so the browser lets it run.
   */
  static async open(context: AudioContext | null, report: (state: ListenState) => void): Promise<HornListener> {
    if (!context || !navigator.mediaDevices?.getUserMedia || !context.audioWorklet) {
      await context?.close().catch(() => undefined);
      // Both exist only in a secure context: https, or this computer's own address.
      throw new ListenError(window.isSecureContext ? "failed" : "insecure");
    }
    let stream: MediaStream | null = null;
    try {
      stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
      await context.audioWorklet.addModule(workletUrl);
      const source = context.createMediaStreamSource(stream);
      // No outputs: nothing goes to the speakers, and Chromium pulls such a node on its own.
      const node = new AudioWorkletNode(context, "horn-tap", {
        numberOfInputs: 1,
        numberOfOutputs: 0,
        channelCount: 1,
        channelCountMode: "explicit",
        channelInterpretation: "speakers",
      });
      source.connect(node);
      return new HornListener(context, stream, source, node, report);
    } catch (error) {
      for (const track of stream?.getTracks() ?? []) track.stop();
      await context.close().catch(() => undefined);
      throw new ListenError(stream ? "failed" : problemOf(error));
    }
  }

  get sampleRate(): number {
    return this.context.sampleRate;
  }

  /**
   * The start signal's onset in the 1.5 s before `press` (client ms), after waiting for the sound up
   * to AFTER_PRESS_MS past the press; why none counted, or null when nothing was heard.
   */
  async find(press: number, detect: HornDetector): Promise<FoundOnset | HornMiss | null> {
    if (this.closed || !this.heard) return null;
    const asked = performance.now();
    await this.caughtUp(press + AFTER_PRESS_MS);
    const zero = frameZeroTime(this.readings);
    if (zero === null || this.closed) return null;
    const searched = performance.now();
    const found = onsetBeforePress(this.ring.snapshot(), this.context.sampleRate, zero, press, detect);
    // Visible in the browser's performance panel, and to the browser test: how long a Start waited.
    performance.measure("startsignaal: wachten op geluid", { start: asked, end: searched });
    performance.measure("startsignaal: zoeken", { start: searched, end: performance.now() });
    return found;
  }

  /** DESIGN 6b, an armed heat: the signal's onset in the newest sound, not before `since` (client ms). */
  findSince(since: number, detect: HornDetector): FoundOnset | null {
    const zero = frameZeroTime(this.readings);
    if (this.closed || !this.heard || zero === null) return null;
    return onsetSince(this.ring.snapshot(), this.context.sampleRate, zero, since, detect);
  }

  /**
   * 'Startsignaal testen': the next `ms` of sound, longer than the ring keeps, so the starter has time
   * to sound the signal once; null when listening stopped meanwhile.
   */
  record(ms: number): Promise<Float32Array | null> {
    const batches: Float32Array[] = [];
    this.recording = batches;
    return new Promise((resolve) => {
      setTimeout(() => {
        if (this.recording === batches) this.recording = null;
        if (this.closed) return resolve(null);
        const samples = new Float32Array(batches.reduce((sum, batch) => sum + batch.length, 0));
        let at = 0;
        for (const batch of batches) {
          samples.set(batch, at);
          at += batch.length;
        }
        resolve(samples);
      }, ms);
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const waiter of this.waiting) waiter.done();
    this.waiting = [];
    document.removeEventListener("pointerdown", this.resume, true);
    document.removeEventListener("keydown", this.resume, true);
    this.context.removeEventListener("statechange", this.stateChanged);
    this.node.port.onmessage = null;
    this.source.disconnect();
    for (const track of this.stream.getTracks()) {
      track.removeEventListener("ended", this.ended);
      track.stop();
    }
    void this.context.close().catch(() => undefined);
  }

  /** The client time up to which the ring holds sound. */
  private heardUntil(): number | null {
    const end = this.ring.endFrame;
    const zero = frameZeroTime(this.readings);
    return end === null || zero === null ? null : clientTimeOfFrame(zero, end, this.context.sampleRate);
  }

  /** Resolves once the ring holds sound up to `until` (client ms), or a little after that time at the latest. */
  private caughtUp(until: number): Promise<void> {
    const heard = this.heardUntil();
    if (heard !== null && heard >= until) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = {
        until,
        done: () => {
          clearTimeout(timer);
          this.waiting = this.waiting.filter((w) => w !== waiter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.done, Math.max(0, until - performance.timeOrigin - performance.now()) + CATCH_UP_MS);
      this.waiting.push(waiter);
    });
  }

  private readonly received = (event: MessageEvent<Batch>) => {
    if (this.closed) return;
    const { frame, samples } = event.data;
    this.ring.write(frame, samples);
    this.recording?.push(samples);
    const stamp = this.context.getOutputTimestamp?.();
    const stamped = (stamp?.performanceTime ?? 0) > 0;
    // Once the output runs, the readings from currentTime (which lack the output's latency) go.
    if (stamped && !this.stamped) this.readings = [];
    this.stamped ||= stamped;
    if (stamped || !this.stamped) {
      const reading = frameZeroReading(
        stamp,
        { currentTime: this.context.currentTime, perfNow: performance.now() },
        performance.timeOrigin,
        { base: this.context.baseLatency, output: this.context.outputLatency, track: this.trackLatency },
      );
      this.readings.push(reading);
      if (this.readings.length > READINGS) this.readings.shift();
    }
    if (!this.heard) {
      this.heard = true;
      this.stateChanged();
    }
    const until = this.heardUntil();
    if (until !== null) for (const waiter of this.waiting.filter((w) => w.until <= until)) waiter.done();
  };

  private readonly stateChanged = (event?: Event) => {
    if (this.closed) return;
    // A suspended context's frames stand still while the clock goes on: what was heard before can
    // no longer be placed in time, so listening starts afresh.
    if (event) this.forget();
    if (this.context.state !== "running") this.report("suspended");
    else this.report(this.heard ? "listening" : "starting");
  };

  private forget(): void {
    this.ring = new SampleRing(this.ring.capacity);
    this.readings = [];
    this.stamped = false;
    this.heard = false;
  }

  private readonly resume = () => {
    if (this.context.state !== "running" && this.context.state !== "closed") void this.context.resume().catch(() => undefined);
  };

  private readonly ended = () => {
    if (this.closed) return;
    this.report("ended");
    this.close();
  };
}
