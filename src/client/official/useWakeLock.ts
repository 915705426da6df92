import { useEffect } from "react";

/**
 * DESIGN 8f: the screen stays on while `wanted` (the official's heat is active). The browser lets
 * the lock go whenever the page is hidden, so it is asked for again each time the page is back.
 */
export function useWakeLock(wanted: boolean): void {
  useEffect(() => {
    if (!wanted || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let done = false;
    const ask = () => {
      if (document.visibilityState !== "visible" || (lock && !lock.released)) return;
      navigator.wakeLock.request("screen").then(
        (granted) => (done ? void granted.release() : (lock = granted)),
        // Refused (battery saver, no permission): the page works on, the phone may lock.
        () => undefined,
      );
    };
    ask();
    document.addEventListener("visibilitychange", ask);
    return () => {
      done = true;
      document.removeEventListener("visibilitychange", ask);
      void lock?.release();
    };
  }, [wanted]);
}
