import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { isApiError } from './api-client.ts';

type FormValues = Record<string, string | boolean>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The first message of each field, in the schema's order (the order the fields appear). */
export function fieldErrorsOf<V>(issues: readonly z.core.$ZodIssue[]): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<V>;
}

function focusField(form: HTMLFormElement | null, name: string | undefined) {
  if (!form || !name) return;
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * Form state validated by the shared zod schema (the same object the API route parses), so the
 * messages next to the fields are the server's messages. On an invalid submit, focus moves to
 * the first field in error, whose message is read with it.
 */
export function useZodForm<V extends FormValues, Output>(
  schema: z.ZodType<Output>,
  initialValues: V,
) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const formRef = useRef<HTMLFormElement>(null);

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  }

  function showErrors(next: FieldErrors<V>) {
    setErrors(next);
    focusField(
      formRef.current,
      Object.keys(next).find((name) => next[name as keyof V & string]),
    );
  }

  return {
    values,
    errors,
    formRef,
    setValue,
    showErrors,
    reset: (next: V = initialValues) => {
      setValues(next);
      setErrors({});
    },
    /** Props of a text-like input bound to `name`. */
    text: (name: keyof V & string) => ({
      name,
      value: String(values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.target.value as V[typeof name]),
    }),
    /** Props of a checkbox bound to `name`. */
    checkbox: (name: keyof V & string) => ({
      name,
      checked: Boolean(values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.target.checked as V[typeof name]),
    }),
    handleSubmit: (onValid: (data: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const parsed = schema.safeParse(values);
      if (!parsed.success) return showErrors(fieldErrorsOf<V>(parsed.error.issues));
      setErrors({});
      onValid(parsed.data);
    },
    /**
     * Puts an API error naming one of this form's fields next to that field. Returns false when
     * the error is about no field here, for the caller to show it another way.
     */
    showServerError: (error: unknown): boolean => {
      if (!isApiError(error) || !error.field || !(error.field in values)) return false;
      showErrors({ [error.field]: error.message } as FieldErrors<V>);
      return true;
    },
  };
}
