// One "run" of the active heat: what a timekeeper or judge captured belongs to it. A new heat, or
// the same heat reset (its start cleared or replaced), starts a clean run; a start heard late (the
// phone was offline at the gun) does not, so a tap made meanwhile survives.
export interface HeatRun {
  heatId: string | null;
  start: number | null;
  run: number;
}

export const firstRun = (heatId: string | null, start: number | null): HeatRun => ({ heatId, start, run: 0 });

export function advanceRun(current: HeatRun, heatId: string | null, start: number | null): HeatRun {
  if (heatId !== current.heatId) return { heatId, start, run: current.run + 1 };
  if (start === current.start) return current;
  return { heatId, start, run: current.start == null ? current.run : current.run + 1 };
}
