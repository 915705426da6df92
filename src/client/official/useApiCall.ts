import { useState } from "react";
import { nlOfficial } from "../texts/nl-official";
import { OfficialApiError } from "./officialApi";

/** One form's call to the Worker: busy while it runs, then the Dutch message and field messages it refused with. */
export function useApiCall() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const run = async <T,>(call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setFailure(null);
    setFields({});
    try {
      return await call();
    } catch (error) {
      const refusal = error instanceof OfficialApiError ? error : null;
      setFields(refusal?.fields ?? {});
      // Also beside field messages: one may name a field the current step does not show.
      setFailure(refusal?.message ?? nlOfficial.notices.failed);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, fields, run };
}
