import { describe, expect, it } from "vitest";
import { SampleRing } from "./hornRing";

const frames = (from: number, count: number) => Float32Array.from({ length: count }, (_, i) => from + i);

describe("SampleRing", () => {
  it("is empty before the first batch", () => {
    const ring = new SampleRing(8);
    expect(ring.endFrame).toBeNull();
    expect(ring.snapshot().samples.length).toBe(0);
  });

  it("gives back what it holds oldest first, also after wrapping round", () => {
    const ring = new SampleRing(8);
    ring.write(1_000, frames(1_000, 5));
    expect(ring.snapshot()).toEqual({ samples: frames(1_000, 5), start: 1_000 });
    ring.write(1_005, frames(1_005, 6));
    expect(ring.endFrame).toBe(1_011);
    expect(ring.snapshot()).toEqual({ samples: frames(1_003, 8), start: 1_003 });
  });

  it("keeps only the newest part of a batch longer than itself", () => {
    const ring = new SampleRing(4);
    ring.write(10, frames(10, 10));
    expect(ring.snapshot()).toEqual({ samples: frames(16, 4), start: 16 });
  });

  it("fills a gap with silence, never with the sound that was in those places", () => {
    const ring = new SampleRing(8);
    ring.write(0, frames(100, 8));
    ring.write(10, frames(10, 2));
    expect(ring.snapshot()).toEqual({ samples: Float32Array.from([104, 105, 106, 107, 0, 0, 10, 11]), start: 4 });
    ring.write(100, frames(100, 3));
    expect(ring.snapshot()).toEqual({ samples: Float32Array.from([0, 0, 0, 0, 0, 100, 101, 102]), start: 95 });
  });

  it("ignores a batch it already has and takes only the new part of an overlapping one", () => {
    const ring = new SampleRing(8);
    ring.write(0, frames(0, 4));
    ring.write(0, new Float32Array(4).fill(-1));
    ring.write(2, frames(2, 4));
    expect(ring.snapshot()).toEqual({ samples: frames(0, 6), start: 0 });
  });
});
