// DESIGN 11's clock-sync promises, measured on DESIGN 7's simulated models with a fixed seed.
import { describe, expect, it } from "vitest";
import { clockSimStats, runClockSim } from "../../test/bench/clock-sync-sim";

const stats = clockSimStats({ trials: 2000, seed: 20260407 });
const REFERENCES = ["timesync", "minRtt", "meanAll", "last"] as const;

describe("clock-sync benchmark (DESIGN 11)", () => {
  it("10 samples: p95 error at most 5 ms on model A and 3 ms on model B", () => {
    expect(stats.A[10]!.ours!.p95).toBeLessThanOrEqual(5);
    expect(stats.B[10]!.ours!.p95).toBeLessThanOrEqual(3);
  });

  for (const model of ["A", "B"] as const) {
    for (const ref of REFERENCES) {
      it(`10 samples, model ${model}: better than ${ref}`, () => {
        expect(stats[model][10]!.ours!.p95).toBeLessThan(stats[model][10]![ref]!.p95);
      });
    }
  }

  it("30 samples: p95 error at most 2 ms on models A and B", () => {
    expect(stats.A[30]!.ours!.p95).toBeLessThanOrEqual(2);
    expect(stats.B[30]!.ours!.p95).toBeLessThanOrEqual(2);
  });

  it("two phones agree within 7 ms (p95) on models A and B", () => {
    expect(stats.A[10]!.ours!.pairP95).toBeLessThanOrEqual(7);
    expect(stats.B[10]!.ours!.pairP95).toBeLessThanOrEqual(7);
  });

  it("model C's invisible 10 ms bias is reported, not tuned away", () => {
    expect(stats.C[10]!.ours!.bias).toBeGreaterThan(8);
    expect(stats.C[10]!.ours!.bias).toBeLessThan(12);
  });

  it("the references land near DESIGN 7's figures (the simulation is the one described)", () => {
    // DESIGN 7: timesync 5.7/6.6, min-RTT 9.9/5.2, mean 5.0/21.7, last 15.7/100 (p95, ms).
    const near = (x: number, want: number) => expect(Math.abs(x - want) / want).toBeLessThan(0.15);
    near(stats.A[10]!.timesync!.p95, 5.7);
    near(stats.B[10]!.timesync!.p95, 6.6);
    near(stats.A[10]!.minRtt!.p95, 9.9);
    near(stats.B[10]!.minRtt!.p95, 5.2);
    near(stats.A[10]!.meanAll!.p95, 5.0);
    near(stats.B[10]!.meanAll!.p95, 21.7);
    near(stats.A[10]!.last!.p95, 15.7);
    near(stats.B[10]!.last!.p95, 100);
  });

  // The full report is printed by `npm run bench:live`, not by every test run.
  it("is deterministic", () => {
    const a = runClockSim({ trials: 200 });
    expect(runClockSim({ trials: 200 })).toBe(a);
    expect(a).toMatch(/ours/);
  });
});
