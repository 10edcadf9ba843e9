import { z } from 'zod';

/** Reference lists (SPEC §7 "Reference reads", all ordered by name). */
export const namedItemSchema = z.object({ id: z.number(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

export const stateSchema = z.object({ id: z.string(), name: z.string() });
export type State = z.infer<typeof stateSchema>;

export const specialtiesResponseSchema = z.array(namedItemSchema);
export const areasResponseSchema = z.array(namedItemSchema);
export const statesResponseSchema = z.array(stateSchema);
export const citiesResponseSchema = z.array(namedItemSchema);

/** SPEC §3 field configuration, as the forms and the directory read it. */
export const fieldConfigurationSchema = z.object({
  fieldName: z.string(),
  label: z.string(),
  isRequired: z.boolean(),
  isPublicVisible: z.boolean(),
  isLoggedinVisible: z.boolean(),
});
export type FieldConfiguration = z.infer<typeof fieldConfigurationSchema>;
export const fieldConfigurationsResponseSchema = z.array(fieldConfigurationSchema);

/** A state abbreviation in a URL or a query: two letters. */
export const stateIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Estado inválido.');
