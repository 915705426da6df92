import { useState } from "react";
import { changedMeanwhile } from "../api";

/** What a 412 carries the current record as (the API's answer names it so). */
export type VersionedRecord = "meet" | "club" | "user" | "official";

/**
 * DESIGN 8e, no lost update: an edit dialog saves from the version it opened with (If-Match). When
 * someone else saved the record meanwhile, the save is refused: the form goes on from the record as
 * it is now, keeping what the user changed (`rebase`), the page gets that record too (`onCurrent`),
 * and the next save is made from it. The refusal is thrown on, for the dialog to show its message.
 */
export function useEditVersion<R extends { version: number }, V>(
  record: R | undefined,
  name: VersionedRecord,
  form: { rebase(values: V): void },
  valuesOf: (record: R) => V,
  onCurrent?: (record: R) => void,
) {
  const [version, setVersion] = useState(record?.version);
  return async <T>(save: (version: number | undefined) => Promise<T>): Promise<T> => {
    try {
      return await save(version);
    } catch (error) {
      const current = changedMeanwhile<R>(error, name);
      if (current) {
        setVersion(current.version);
        form.rebase(valuesOf(current));
        onCurrent?.(current);
      }
      throw error;
    }
  };
}
