import { useEffect, useMemo } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormHandleSubmit,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError, NETWORK_ERROR_MESSAGE } from './api-client.ts';

/**
 * What a form is checked with: the shared zod schema the API route parses, or a function that
 * imports it. Public pages pass the function, so zod (about 25 kB gzip) is not in the JavaScript
 * they need to show (the 150 kB budget): it downloads as soon as the form is on screen, while the
 * person types. A function must keep its identity between renders (module level, or useMemo with
 * what the schema depends on), else its download is asked again at each render.
 */
export type SchemaSource<Output> = z.ZodType<Output> | (() => Promise<z.ZodType<Output>>);

export type SchemaForm<Values extends FieldValues, Output> = UseFormReturn<
  Values,
  unknown,
  Output
> & {
  /**
   * Puts an API error about one of this form's fields (ApiError.field) next to that field and
   * moves focus there. False when the error names no field of this form: the caller shows it
   * its own way (above the form, in a toast...).
   */
  applyServerError(error: unknown): boolean;
};

type Checker<Values extends FieldValues, Output> = Resolver<Values, unknown, Output>;

/**
 * The zodResolver of the schema, downloaded once (the resolver comes with it: it is only needed
 * to check), and again after a failure, so that the next check tries again.
 */
function checkerLoader<Values extends FieldValues, Output>(
  source: SchemaSource<Output>,
): () => Promise<Checker<Values, Output>> {
  let loading: Promise<Checker<Values, Output>> | undefined;
  const load = async () => {
    const [{ zodResolver }, schema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      typeof source === 'function' ? source() : source,
    ]);
    // zod's input type is unknown here: the form's values are what the API receives as well.
    return zodResolver(schema as z.ZodType<Output, Values>);
  };
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * A react-hook-form form checked by a shared zod schema (zodResolver), so the messages next to
 * the fields are the server's own. It behaves as every form of the app does:
 *
 * - checked on submit first, then again as each field changes (an error goes once it is fixed);
 * - an invalid submit focuses the field of the schema's first issue: our schemas check in the
 *   order the fields are on screen (the provider forms in SPEC §5's order, decision 010). Focus
 *   goes to what `register` or a `Controller`'s `field.ref` was given. (react-hook-form's own
 *   focus follows the order fields registered in, which render props and sections shuffle.)
 * - `handleSubmit(onValid)` hands over the schema's output (trimmed, lower-cased e-mail...);
 *   `getValues()` gives the values as typed;
 * - the schema given at the latest render is the one that checks, so a schema that depends on
 *   something (the provider forms' required fields) is always the current one.
 *
 * If the schema cannot be downloaded (no connection), the first field gets the network message
 * and the next submit tries again.
 */
export function useSchemaForm<Values extends FieldValues, Output = Values>(
  schema: SchemaSource<Output>,
  defaultValues: Values,
): SchemaForm<Values, Output> {
  const load = useMemo(() => checkerLoader<Values, Output>(schema), [schema]);

  useEffect(() => {
    // Start the download now; a failure is reported when the form is checked.
    load().catch(() => undefined);
  }, [load]);

  const resolver: Checker<Values, Output> = async (values, context, options) => {
    let check: Checker<Values, Output>;
    try {
      check = await load();
    } catch {
      const first = Object.keys(values)[0] ?? 'root';
      const errors = { [first]: { type: 'network', message: NETWORK_ERROR_MESSAGE } };
      return { values: {}, errors: errors as FieldErrors<Values> };
    }
    return check(values, context, options);
  };

  const form = useForm<Values, unknown, Output>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const handleSubmit: UseFormHandleSubmit<Values, Output> = (onValid, onInvalid) =>
    form.handleSubmit(onValid, (errors, event) => {
      const first = Object.keys(errors).find((name) => name !== 'root');
      if (first) form.setFocus(first as Path<Values>);
      return onInvalid?.(errors, event);
    });

  return {
    ...form,
    handleSubmit,
    applyServerError(error) {
      if (!isApiError(error) || !error.field || !(error.field in form.getValues())) return false;
      form.setError(
        error.field as Path<Values>,
        { type: 'server', message: error.message },
        { shouldFocus: true },
      );
      return true;
    },
  };
}
