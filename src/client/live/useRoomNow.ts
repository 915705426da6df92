import { useCallback } from "react";
import type { ClockSync } from "../../shared/clock-sync";
import { clientNow } from "./clientNow";

/**
 * The meet room's time now by this page's synchronised clock (DESIGN 7); until it has one, the
 * device's clock moved by `lastOffset` (DESIGN 8f: the phone's last estimate, kept through a reload).
 */
export function useRoomNow(clock: ClockSync | null, lastOffset = 0): () => number {
  return useCallback(() => (clock?.estimate ? clock.serverNow(clientNow()) : clientNow() + lastOffset), [clock, lastOffset]);
}
