import { useLingui } from "@lingui/react";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import type * as v from "valibot";
import { fieldErrors } from "../../../domain/accounts/auth-schemas.ts";

/**
 * A form's values and errors, checked by the same valibot schema as the server (domain/). A
 * field shows its first failing check once it was left or the form was submitted; an error the
 * server sent stays until that field changes. Messages are ids translated in the current language.
 *
 * The helpers (set, fill, blur, validate, serverErrors, reset) keep their identity across renders
 * and act on the latest values, so effects may list them as dependencies; `field` is for rendering.
 */
export type FormState<T extends Record<string, unknown>> = {
  values: T;
  errors: Partial<Record<keyof T & string, string>>;
  set: <K extends keyof T & string>(name: K, value: T[K]) => void;
  /** Sets the given fields that are still empty (""), leaving what was typed (e.g. the account's contact). */
  fill: (values: Partial<T>) => void;
  blur: (name: keyof T & string) => void;
  /** Marks the fields shown (all by default); true when none of them has an error. */
  validate: (names?: readonly (keyof T & string)[]) => boolean;
  serverErrors: (fields: Record<string, string>) => void;
  reset: (values?: T) => void;
  /** The props a text field of the form needs: value, error, change and leave. */
  field: (name: TextKey<T>) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: { target: { value: string } }) => void;
    onBlur: () => void;
  };
};

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export type FormOptions<T> = {
  /** Rules beyond the schema (against other data, like a yacht's capacity): message ids per field. */
  check?: (values: T) => Record<string, string>;
};

export function useForm<T extends Record<string, unknown>>(
  schema: v.GenericSchema,
  initial: T,
  options: FormOptions<T> = {},
): FormState<T> {
  const { i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState<Record<string, string>>({});

  const client: Record<string, string> = { ...options.check?.(values), ...fieldErrors(schema, values) };
  const errors: Record<string, string> = {};
  for (const name of Object.keys(values)) {
    const id = (shown.has(name) ? client[name] : undefined) ?? server[name];
    if (id) errors[name] = i18n._(id);
  }

  // What the stable helpers read: the last rendered values, their checks and the starting values.
  const latest = useRef({ values, client, initial });
  useLayoutEffect(() => {
    latest.current = { values, client, initial };
  });

  const set = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setServer((prev) => {
      if (!(name in prev)) return prev;
      const { [name]: _, ...rest } = prev;
      return rest;
    });
  }, []);

  const fill = useCallback((next: Partial<T>) => {
    setValues((prev) => {
      const empty = Object.entries(next).filter(
        ([name, value]) => prev[name] === "" && value !== undefined && value !== "",
      );
      return empty.length ? { ...prev, ...Object.fromEntries(empty) } : prev;
    });
  }, []);

  const blur = useCallback((name: keyof T & string) => {
    setShown((prev) => (prev.has(name) ? prev : new Set([...prev, name])));
  }, []);

  const validate = useCallback((names?: readonly (keyof T & string)[]) => {
    const { values, client } = latest.current;
    const checked = names ?? Object.keys(values);
    setShown((prev) => new Set([...prev, ...checked]));
    return checked.every((name) => !client[name]);
  }, []);

  const serverErrors = useCallback((fields: Record<string, string>) => {
    setServer((prev) => ({ ...prev, ...fields }));
  }, []);

  const reset = useCallback((next?: T) => {
    setValues(next ?? latest.current.initial);
    setShown(new Set());
    setServer({});
  }, []);

  return {
    values,
    errors: errors as FormState<T>["errors"],
    set,
    fill,
    blur,
    validate,
    serverErrors,
    reset,
    field: (name) => ({
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event) => set(name, event.target.value as T[typeof name]),
      onBlur: () => blur(name),
    }),
  };
}
