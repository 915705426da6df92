import { useEffect, useRef, useState } from "react";
import type { Heat } from "../../../shared/programme";
import { noTaps, restoreLaneTaps, tapsToKeep, type LaneTaps } from "./laneTaps";
import type { Kept } from "../storage/phoneStore";

/**
 * The taps of one run of a lane (laneTaps.ts). `change` writes to the phone before the screen
 * shows the tap, so nothing the official saw can be missing after a reload. What was kept for this
 * heat and lane comes back; taps of a race that was reset since are forgotten, and `restarted` is
 * the finish time they had (null when there was none).
 */
export function useLaneTaps(kept: Kept<LaneTaps | null>, heat: Heat, lane: string) {
  const [restored] = useState(() => restoreLaneTaps(kept.value, heat, lane));
  const [taps, setTaps] = useState(() => (restored.kind === "kept" ? restored.taps : noTaps(heat, lane)));
  // Two taps within one frame (a split, then STOP) must each build on the other.
  const latest = useRef(taps);
  useEffect(() => {
    if (restored.kind === "restarted") void kept.save(null);
  }, [restored, kept]);

  const change = async (edit: (taps: LaneTaps) => LaneTaps) => {
    const next = { ...edit(latest.current), seen_start: heat.start_time };
    latest.current = next;
    await kept.save(tapsToKeep(next));
    setTaps(next);
  };
  return { taps, change, restarted: restored.kind === "restarted" ? restored.time : null };
}
