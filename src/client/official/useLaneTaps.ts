import { useEffect, useRef, useState } from "react";
import type { Heat } from "../../shared/programme";
import { noTaps, readLaneTaps, restoreLaneTaps, writeLaneTaps, type LaneTaps } from "./laneTaps";

/**
 * The taps of one run of a lane (laneTaps.ts). `change` writes to the phone before the screen
 * shows the tap, so nothing the official saw can be missing after a reload. What was kept for this
 * heat and lane comes back; taps of a race that was reset since are forgotten, and `restarted` is
 * the finish time they had (null when there was none).
 */
export function useLaneTaps(key: string, heat: Heat, lane: string) {
  const [restored] = useState(() => restoreLaneTaps(readLaneTaps(localStorage, key), heat, lane));
  const [taps, setTaps] = useState(() => (restored.kind === "kept" ? restored.taps : noTaps(heat, lane)));
  // Two taps within one frame (a split, then STOP) must each build on the other.
  const latest = useRef(taps);
  useEffect(() => {
    if (restored.kind === "restarted") writeLaneTaps(localStorage, key, null);
  }, [restored, key]);

  const change = (edit: (taps: LaneTaps) => LaneTaps) => {
    const next = { ...edit(latest.current), seen_start: heat.start_time };
    writeLaneTaps(localStorage, key, next);
    latest.current = next;
    setTaps(next);
  };
  return { taps, change, restarted: restored.kind === "restarted" ? restored.time : null };
}
