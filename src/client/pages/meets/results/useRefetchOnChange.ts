import { useEffect, useMemo, useRef } from "react";
import { resultsSignature } from "./resultFormat";

/** A referee's decision arrives as a burst of heat messages: one request once they have settled. */
const REFETCH_DELAY_MS = 600;

/**
 * DESIGN 8c: the results follow the meet. When the room's heats change in a way the results depend
 * on (a time, a status, a referee's decision, a re-import), ask the server again, once the burst of
 * messages has settled. The room's first programme only tells what the results already show.
 */
export function useRefetchOnChange(heats: Parameters<typeof resultsSignature>[0] | null, reload: () => void) {
  const signature = useMemo(() => (heats ? resultsSignature(heats) : null), [heats]);
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (signature === null || signature === seen.current) return;
    const first = seen.current === null;
    seen.current = signature;
    if (first) return;
    const timer = setTimeout(reload, REFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signature, reload]);
}
