import { useCallback, useState } from "react";

/**
 * An upload's progress (0–1) while it runs, null otherwise: `upload` hands the call its progress
 * callback and clears the progress however the call ends, so a failed upload can be tried again.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(async <T>(send: (onProgress: (fraction: number) => void) => Promise<T>): Promise<T> => {
    setProgress(0);
    try {
      return await send(setProgress);
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, upload };
}
