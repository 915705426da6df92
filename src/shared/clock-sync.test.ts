// DESIGN 7: the clock-sync estimator's guarantees, the client's ping schedule (SPEC 4/9) and the
// race clock's text. The accuracy promises on the network models are in clock-sync-sim.test.ts.
import { describe, expect, it } from "vitest";
import { ClockSync, estimateOffset, raceClockText, type ClockSample } from "./clock-sync";
import { MODELS, seededRandom, simulateSamples, type ModelName } from "../../test/bench/clock-sync-sim";

const T = 5_000_000;
/** A sample taken at client time t0 with the given one-way delays against offset θ. */
const sample = (t0: number, up: number, down: number, theta: number): ClockSample => ({
  t0,
  you: t0 + theta + up,
  t3: t0 + up + down,
});

describe("estimateOffset", () => {
  it("no usable sample: no estimate", () => {
    expect(estimateOffset([])).toBeNull();
    expect(estimateOffset([{ t0: 10, t3: 5, you: 7 }])).toBeNull();
    expect(estimateOffset([{ t0: 10, t3: Number.NaN, you: 7 }])).toBeNull();
  });

  it("one sample: its midpoint, accuracy half its round trip", () => {
    const e = estimateOffset([sample(T, 30, 10, 1000)])!;
    expect(e.offset).toBeCloseTo(1010, 9);
    expect(e.accuracy).toBeCloseTo(20, 9);
    expect(e.used).toBe(1);
  });

  it("combines the fastest request and the fastest reply from different samples", () => {
    // Sample 1 had a 1 ms request, sample 2 a 1 ms reply: together they pin the offset to ±1 ms,
    // while each round trip alone (51 ms) only gives ±25.5 ms.
    const e = estimateOffset([sample(T, 1, 50, 0), sample(T + 1000, 50, 1, 0)])!;
    expect(Math.abs(e.offset)).toBeLessThanOrEqual(1);
    expect(e.accuracy).toBeLessThanOrEqual(1.2);
  });

  it("a delay spike cannot move the estimate out of what the other samples prove", () => {
    const base = [sample(T, 20, 22, 0), sample(T + 1000, 21, 20, 0), sample(T + 2000, 22, 21, 0)];
    const withSpike = [...base, sample(T + 3000, 300, 20, 0), sample(T + 4000, 20, 280, 0)];
    for (const samples of [base, withSpike]) {
      const e = estimateOffset(samples)!;
      expect(Math.abs(e.offset)).toBeLessThanOrEqual(e.accuracy + 1e-9);
      expect(e.accuracy).toBeLessThanOrEqual(21);
    }
  });

  it("the true offset always lies within offset ± accuracy, with drift up to 100 ppm", () => {
    const rng = seededRandom(42);
    for (const model of ["A", "B", "C"] as ModelName[]) {
      for (let trial = 0; trial < 300; trial++) {
        const drift = (rng() * 2 - 1) * 100e-6;
        const theta0 = (rng() - 0.5) * 1e6;
        const samples: ClockSample[] = [];
        for (let i = 0; i < 40; i++) {
          const t0 = T + i * 5000;
          const [up, down] = MODELS[model](rng);
          const thetaAtArrival = theta0 + drift * (t0 + up - T);
          samples.push({ t0, you: t0 + up + thetaAtArrival, t3: t0 + up + down });
        }
        const now = samples[samples.length - 1]!.t3;
        const e = estimateOffset(samples)!;
        const thetaNow = theta0 + drift * (now - T);
        expect(Math.abs(e.offset - thetaNow)).toBeLessThanOrEqual(e.accuracy + 1e-6);
      }
    }
  });

  it("a clock step: the newest agreeing samples win, the older ones are dropped", () => {
    const before = [0, 1, 2, 3, 4].map((i) => sample(T + i * 1000, 20, 20, 0));
    const after = [5, 6, 7].map((i) => sample(T + i * 1000, 20, 20, 500));
    const e = estimateOffset([...before, ...after])!;
    expect(e.offset).toBeCloseTo(500, 6);
    expect(e.used).toBe(3);
  });

  it("takes samples in any order", () => {
    const rng = seededRandom(7);
    const samples = simulateSamples("B", 10, 1234, rng);
    const shuffled = [...samples].reverse();
    expect(estimateOffset(shuffled)).toEqual(estimateOffset(samples));
  });

  it("an estimate for a later moment is less certain (drift)", () => {
    const samples = [sample(T, 20, 20, 0), sample(T + 1000, 21, 20, 0)];
    const now = estimateOffset(samples)!;
    const later = estimateOffset(samples, { now: T + 1000 + 600_000 })!;
    expect(later.accuracy).toBeGreaterThan(now.accuracy + 50);
  });
});

describe("ClockSync", () => {
  it("pings every second until the offset stayed unchanged for more than 5 pings, then every 30 s", () => {
    const sync = new ClockSync();
    expect(sync.nextPingDelay()).toBe(1000);
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      sync.addSample(sample(T + i * 1000, 20, 20, 250));
      delays.push(sync.nextPingDelay());
    }
    // First pong sets the offset; pongs 2..7 leave it unchanged; after the 6th unchanged one: 30 s.
    expect(delays).toEqual([1000, 1000, 1000, 1000, 1000, 1000, 30_000, 30_000]);
    expect(sync.offset).toBeCloseTo(250, 6);
  });

  it("goes back to every second when the offset changes", () => {
    const sync = new ClockSync();
    for (let i = 0; i < 8; i++) sync.addSample(sample(T + i * 1000, 20, 20, 0));
    expect(sync.nextPingDelay()).toBe(30_000);
    sync.addSample(sample(T + 9000, 20, 20, 80)); // a step: contradicts the window
    expect(sync.nextPingDelay()).toBe(1000);
    expect(sync.offset).toBeCloseTo(80, 6);
    expect(sync.sampleCount).toBe(1);
  });

  it("reset (reconnect, page visible) pings fast again, forgets samples, keeps the last offset", () => {
    const sync = new ClockSync();
    for (let i = 0; i < 8; i++) sync.addPong({ me: T + i * 1000, you: T + i * 1000 + 120 }, T + i * 1000 + 40);
    expect(sync.nextPingDelay()).toBe(30_000);
    sync.reset();
    expect(sync.nextPingDelay()).toBe(1000);
    expect(sync.sampleCount).toBe(0);
    expect(sync.offset).toBeCloseTo(100, 6);
    expect(sync.serverNow(1000)).toBeCloseTo(1100, 6);
  });

  it("drops samples older than the window and keeps at most maxSamples", () => {
    const sync = new ClockSync({ maxAgeMs: 10_000, maxSamples: 5 });
    for (let i = 0; i < 20; i++) sync.addSample(sample(T + i * 3000, 20, 20, 0));
    expect(sync.sampleCount).toBe(4); // 57 s, 54 s, 51 s, 48 s: within 10 s of the newest
    const many = new ClockSync({ maxSamples: 5 });
    for (let i = 0; i < 20; i++) many.addSample(sample(T + i * 1000, 20, 20, 0));
    expect(many.sampleCount).toBe(5);
  });

  it("ignores an impossible pong", () => {
    const sync = new ClockSync();
    expect(sync.addPong({ me: T, you: T }, T - 1)).toBeNull();
    expect(sync.estimate).toBeNull();
    expect(sync.offset).toBe(0);
  });
});

describe("raceClockText (SPEC 4)", () => {
  it("empty without a start", () => {
    expect(raceClockText(null, null, T)).toBe("00:00.00");
  });
  it("counts up while running", () => {
    expect(raceClockText(T, null, T + 83_456)).toBe("01:23.45");
  });
  it("stops at the end time", () => {
    expect(raceClockText(T, T + 31_239, T + 99_000)).toBe("00:31.23");
  });
  it("truncates, never rounds (SW 11.2)", () => {
    expect(raceClockText(T, null, T + 59_999)).toBe("00:59.99");
  });
  it("never shows a negative time (a phone slightly behind the room)", () => {
    expect(raceClockText(T, null, T - 40)).toBe("00:00.00");
  });
  it("long races keep counting minutes", () => {
    expect(raceClockText(T, null, T + 61 * 60_000 + 1_500)).toBe("61:01.50");
  });
});
