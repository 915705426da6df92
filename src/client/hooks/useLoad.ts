import { useCallback, useEffect, useState } from "react";

/**
 * Loads once per change of `deps`; `reload` after a dialog changed something, `setData` to patch in place.
 * With `refreshWhenShown`, also each time the tab is shown again: what another window changed meanwhile
 * (a link code it replaced) is what the page then shows, not what it loaded an hour ago.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[], { refreshWhenShown = false } = {}) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is new each render; `deps` say when it changes meaning.
  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(undefined);
    load().then(
      (result) => current && (setData(result), setLoading(false)),
      (failure: unknown) => current && (setError(failure), setLoading(false)),
    );
    return () => {
      current = false;
    };
  }, [...deps, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  // Quietly: the page keeps what it shows while it asks, and where the connection fails meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above, `deps` say when `load` changes meaning.
  useEffect(() => {
    if (!refreshWhenShown) return;
    let current = true;
    const shown = () => {
      if (document.visibilityState !== "visible") return;
      load().then(
        (result) => current && setData(result),
        () => undefined,
      );
    };
    document.addEventListener("visibilitychange", shown);
    return () => {
      current = false;
      document.removeEventListener("visibilitychange", shown);
    };
  }, [refreshWhenShown, ...deps]);
  return { data, setData, error, loading, reload };
}
