// DESIGN 6b: the last seconds of the microphone, kept by absolute frame number (the AudioContext's
// frame counter), so a batch the page got late, twice or after a gap still lands where it was heard.

export interface RingSnapshot {
  /** Oldest sample first. */
  samples: Float32Array;
  /** The frame number of samples[0]. */
  start: number;
}

export class SampleRing {
  private readonly data: Float32Array;
  /** The frame after the newest one held; -1 before the first write. */
  private end = -1;
  private held = 0;

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError("capacity");
    this.data = new Float32Array(Math.floor(capacity));
  }

  /** The frame number after the newest sample, or null while empty. */
  get endFrame(): number | null {
    return this.end < 0 ? null : this.end;
  }

  /** Writes `samples` heard from frame `frame` on. */
  write(frame: number, samples: Float32Array): void {
    if (!Number.isSafeInteger(frame) || frame < 0 || samples.length === 0) return;
    if (this.end < 0) this.end = frame;
    const last = frame + samples.length;
    if (last <= this.end) return; // already held, or older than the newest: a duplicate batch
    // Part of the batch may overlap what is held (a resent batch): only its new frames count.
    let from = Math.max(frame, this.end);
    let skip = from - frame;
    // A gap (a batch that never came) is silence, never the sound that was in those slots before.
    if (from > this.end) this.zero(this.end, from);
    // A batch longer than the ring keeps only its newest part.
    if (last - from > this.capacity) {
      skip += last - from - this.capacity;
      from = last - this.capacity;
    }
    this.copyIn(from, samples.subarray(skip));
    this.held = Math.min(this.capacity, this.held + (last - this.end));
    this.end = last;
  }

  /** Everything held, in the order it was heard. */
  snapshot(): RingSnapshot {
    const start = Math.max(0, this.end - this.held);
    const out = new Float32Array(this.held);
    const at = start % this.capacity;
    const first = Math.min(this.held, this.capacity - at);
    out.set(this.data.subarray(at, at + first), 0);
    if (first < this.held) out.set(this.data.subarray(0, this.held - first), first);
    return { samples: out, start };
  }

  private zero(from: number, to: number): void {
    const count = Math.min(to - from, this.capacity);
    this.copyIn(to - count, new Float32Array(count));
    this.held = Math.min(this.capacity, this.held + (to - this.end));
    this.end = to;
  }

  private copyIn(frame: number, samples: Float32Array): void {
    const at = frame % this.capacity;
    const first = Math.min(samples.length, this.capacity - at);
    this.data.set(samples.subarray(0, first), at);
    if (first < samples.length) this.data.set(samples.subarray(first), 0);
  }
}
