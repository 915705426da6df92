import { describe, expect, it } from "vitest";
import { advanceRun, firstRun } from "./heatRun";

describe("advanceRun", () => {
  const started = firstRun("1-1", 1_000);

  it("stays the same run while nothing changes", () => {
    expect(advanceRun(started, "1-1", 1_000)).toBe(started);
  });

  it("starts a new run for another heat", () => {
    expect(advanceRun(started, "1-2", null).run).toBe(1);
  });

  it("starts a new run when the heat is reset or restarted", () => {
    expect(advanceRun(started, "1-1", null).run).toBe(1);
    expect(advanceRun(started, "1-1", 9_000).run).toBe(1);
  });

  it("keeps the run when a start is heard late, so a tap made offline survives", () => {
    expect(advanceRun(firstRun("1-1", null), "1-1", 1_000).run).toBe(0);
  });
});
