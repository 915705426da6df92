import { useCallback } from "react";
import type { ClockSync } from "../../shared/clock-sync";
import { clientNow } from "./clientNow";

/** The meet room's time now by this page's synchronised clock (DESIGN 7), or the device's until it has one. */
export function useRoomNow(clock: ClockSync | null): () => number {
  return useCallback(() => (clock ? clock.serverNow(clientNow()) : clientNow()), [clock]);
}
