import type { FieldConfiguration, State } from '../../shared/schemas/reference.ts';
import type { ResponseParser } from './api-client.ts';
import { array, boolean, object, responseParser, string } from './json-shape.ts';

/*
 * Answers the public forms read (sign-in and recovery, sign-up, provider registration), checked
 * without zod like the directory's (public-api-parsers.ts): these pages load zod only to check
 * what is typed (lib/schema-form.ts). A module of their own so the home page does not carry them.
 * The annotations make `tsc` compare each parser with the shared type.
 */

export const statesParser: ResponseParser<State[]> = responseParser(
  array(object({ id: string, name: string })),
);

export const fieldConfigurationsParser: ResponseParser<FieldConfiguration[]> = responseParser(
  array(
    object({
      fieldName: string,
      label: string,
      isRequired: boolean,
      isPublicVisible: boolean,
      isLoggedinVisible: boolean,
    }),
  ),
);

/** The `{ message }` answer of most form endpoints (messageResponseSchema in shared/schemas/me.ts). */
export const messageParser: ResponseParser<{ message: string }> = responseParser(
  object({ message: string }),
);
