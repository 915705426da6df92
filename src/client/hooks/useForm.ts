import { useCallback, useMemo, useState, type ChangeEvent } from "react";
import * as v from "valibot";
import { fieldErrors } from "../../shared/schemas";

/**
 * Form state checked by one of the shared valibot schemas: `valid` and `output` (trimmed, lower-cased
 * as the schema says) for the submit, `changed` for edit forms (SPEC 4: no save without a change), and
 * `field(name)` props for a TextField that show a field's first message once the user touched it;
 * `reset` when the record it edits turned out to have changed meanwhile (DESIGN 8e).
 */
export function useForm<V extends Record<string, string | boolean>, S extends v.GenericSchema>(schema: S, initial: V) {
  const [start, setStart] = useState(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});

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
    return {
      name,
      value: values[name] as string,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value as V[typeof name]),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: shown !== undefined,
      helperText: shown,
    };
  };

  /** Starts over from `next` as if the form had opened with it: unchanged, untouched. */
  const reset = (next: V) => {
    setStart(next);
    setValues(next);
    setTouched({});
  };

  return {
    values,
    set,
    suggest,
    reset,
    errors,
    valid: result.success,
    output: result.success ? (result.output as v.InferOutput<S>) : undefined,
    changed,
    field,
  };
}
