import type { RequiredField } from '../../../shared/constants/fields.ts';

/*
 * The shared schemas of the provider forms, imported when a form first checks: the registration
 * is a public page, which must not wait for zod before it shows (lib/schema-form.ts). They depend
 * on the required fields of the field configuration, so each call gives the loader for one set:
 * keep it with useMemo on `required`. The back-office's provider forms load theirs here too: a
 * module that only some of the pages using these sections import gets a chunk of its own, which
 * the public registration would then download as one more file (decision 018).
 */
const providerSchemas = () => import('../../../shared/schemas/provider-form.ts');

export const registrationSchemaLoader = (required: RequiredField[]) => () =>
  providerSchemas().then((module) => module.providerRegistrationSchema(required));

export const profileSchemaLoader = (required: RequiredField[]) => () =>
  providerSchemas().then((module) => module.providerProfileSchema(required));

/** The back-office's 'Adicionar Conveniado' (its edit form is checked as the self-profile is). */
export const adminCreationSchemaLoader = (required: RequiredField[]) => () =>
  providerSchemas().then((module) => module.adminProviderCreationSchema(required));
