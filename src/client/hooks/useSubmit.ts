import { useState } from "react";

export interface SubmitOptions<F> {
  /** On success the form stays busy: the page moves on (a redirect, a next view) and must not be sent twice. */
  keepBusy?: boolean;
  /** This call's own reading of its error, instead of the form's. */
  describe?(error: unknown): F;
}

/**
 * One form's call to the Worker: busy while it runs, then what the form shows of its failure, as
 * `describe` reads the error (a Dutch message, several, or a message with messages per field).
 * `run` resolves to the call's result, or to undefined when it failed.
 */
export function useSubmit<F>(describe: (error: unknown) => F) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<F | null>(null);

  const run = async <T>(call: () => Promise<T>, options: SubmitOptions<F> = {}): Promise<T | undefined> => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await call();
      if (!options.keepBusy) setBusy(false);
      return result;
    } catch (error) {
      setFailure((options.describe ?? describe)(error));
      setBusy(false);
      return undefined;
    }
  };

  return { busy, failure, run };
}
