import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-client.ts';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field, in issue order (the schema checks in SPEC §5's order). */
export function errorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * State of the provider forms, validated by the shared schema the API parses with. Unlike
 * lib/use-zod-form it holds a list (the specialty ids), and it finds controls by `data-field`
 * because the city combobox and the specialty list are not plain named inputs.
 */
export function useProviderForm<V extends Record<string, unknown>>(initialValues: V) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  }

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = Object.keys(next).find((name) => next[name]);
    if (!first) return;
    formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }

  return {
    values,
    errors,
    formRef,
    setValue,
    setValues,
    reset: (next: V = initialValues) => {
      setValues(next);
      setErrors({});
    },
    handleSubmit:
      <Output>(schema: z.ZodType<Output>, onValid: (data: Output) => void) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const parsed = schema.safeParse(values);
        if (!parsed.success) return showErrors(errorsOf(parsed.error.issues));
        setErrors({});
        onValid(parsed.data);
      },
    /** Puts an API error about one of the form's fields next to it; false when it is not. */
    showServerError: (error: unknown): boolean => {
      if (!isApiError(error) || !error.field || !(error.field in values)) return false;
      showErrors({ [error.field]: error.message });
      return true;
    },
  };
}

export type ProviderForm<V extends Record<string, unknown>> = ReturnType<typeof useProviderForm<V>>;
