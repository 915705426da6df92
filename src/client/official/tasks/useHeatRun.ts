import { useState } from "react";
import { advanceRun, firstRun } from "./heatRun";

/** A key that changes with each new run of the active heat (heatRun.ts), to reset a task's screen. */
export function useHeatRun(heatId: string | null, start: number | null): string {
  const [run, setRun] = useState(() => firstRun(heatId, start));
  const next = advanceRun(run, heatId, start);
  // React's "adjust state while rendering": the screen never shows the old run's taps for a frame.
  if (next !== run) setRun(next);
  return `${next.heatId}:${next.run}`;
}
