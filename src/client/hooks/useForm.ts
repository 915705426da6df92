import { useCallback, useMemo, useState, type ChangeEvent } from "react";
import * as v from "valibot";
import { fieldErrors } from "../../shared/schemas";
import { t } from "../i18n/texts";

/**
 * Form state checked by one of the shared valibot schemas: `valid` and `output` (trimmed, lower-cased
 * as the schema says) for the submit, `changed` for edit forms (SPEC 4: no save without a change), and
 * `field(name)` props for a TextField that show a field's first message once the user touched it;
 * `rebase` when the record it edits turned out to have changed meanwhile (DESIGN 8e).
 */
export function useForm<V extends Record<string, string | boolean>, S extends v.GenericSchema>(schema: S, initial: V) {
  const [start, setStart] = useState(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  /** What another save stored in a field the user changed too: said under it, the user's value kept. */
  const [meanwhile, setMeanwhile] = useState<Partial<Record<keyof V, V[keyof V]>>>({});

  const result = useMemo(() => v.safeParse(schema, values), [schema, values]);
  const errors: Partial<Record<string, string>> = result.success ? {} : fieldErrors(result.issues);
  const changed = (Object.keys(start) as (keyof V)[]).some((key) => values[key] !== start[key]);

  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
  };

  /** A value the server suggests for a field still empty; one the user typed (or cleared) since stays. */
  const suggest = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => (current[name] === "" ? { ...current, [name]: value } : current));
  }, []);

  const field = (name: keyof V & string) => {
    const shown = touched[name] ? errors[name] : undefined;
    const stored = meanwhile[name];
    return {
      name,
      value: values[name] as string,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value as V[typeof name]),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: shown !== undefined,
      helperText: shown ?? (stored === undefined ? undefined : t("staff.shared.savedMeanwhile", { value: String(stored) || "–" })),
    };
  };

  /**
   * Every field's message shown, touched or not: when the user has done the form's last step (chosen
   * the file) a field still empty says so, instead of a grey button that does not say why.
   */
  const touchAll = () => setTouched(Object.fromEntries(Object.keys(start).map((key) => [key, true])) as Partial<Record<keyof V, boolean>>);

  /**
   * DESIGN 8e: the record was saved meanwhile as `next`, and the form now edits from it. Nothing the
   * user typed is lost: a field they changed keeps their value (and says what the other save stored,
   * where that changed it too); every other field takes the stored value.
   */
  const rebase = (next: V) => {
    const merged = { ...next };
    const notes: Partial<Record<keyof V, V[keyof V]>> = {};
    for (const key of Object.keys(next) as (keyof V)[]) {
      if (values[key] === start[key]) continue;
      merged[key] = values[key];
      if (next[key] !== start[key] && next[key] !== values[key]) notes[key] = next[key];
    }
    setStart(next);
    setValues(merged);
    setMeanwhile(notes);
  };

  return {
    values,
    set,
    suggest,
    rebase,
    touchAll,
    errors,
    valid: result.success,
    output: result.success ? (result.output as v.InferOutput<S>) : undefined,
    changed,
    field,
  };
}
