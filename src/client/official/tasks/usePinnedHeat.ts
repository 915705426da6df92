import { useCallback, useState } from "react";
import type { Heat } from "../../../shared/programme";

/**
 * The heat a task works on: the active heat, except while the official still holds an unsent tap
 * or order for an earlier one. An administrator who moves on to the next heat while a timekeeper
 * is confirming must not wipe the time (DESIGN 8: taps are never lost), so that heat stays on the
 * screen, fresh from the room, until the official sends or clears what they hold. `held` is the
 * heat pinned at first, before the programme has come.
 */
export function usePinnedHeat(active: Heat | null, heats: readonly Heat[] | null, held: string | null = null) {
  const [pinnedId, setPinnedId] = useState<string | null>(held);
  const pinned = pinnedId === null ? undefined : heats?.find((heat) => heat.id === pinnedId);
  const heat = pinned ?? active;
  const hold = useCallback((heatId: string | null) => setPinnedId(heatId), []);
  // A heat the programme no longer has holds nothing that could still be sent.
  const holding = pinnedId !== null && (heats === null || pinned !== undefined);
  return { heat, hold, holding, movedOn: pinned !== undefined && pinned.id !== active?.id };
}
