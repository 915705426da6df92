import { useCallback, useEffect, useState } from "react";

/** Loads once per change of `deps`; `reload` after a dialog changed something, `setData` to patch in place. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]) {
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
  return { data, setData, error, loading, reload };
}
