import { z } from 'zod';
import { namedItemSchema, stateSchema } from './reference.ts';

/** Results per page of GET /api/providers ('Carregar mais resultados' loads the next one). */
export const SEARCH_PAGE_SIZE = 12;
/**
 * Counting stops here: past it the search says 'mais de 1.000' (docs/search.md "Counting"). A
 * count reads every match, and a common word matches tens of thousands of providers; nobody
 * reads a thousand results, and the page itself never needs the total.
 */
export const SEARCH_COUNT_CAP = 1000;

/** `message` for a value too long; `invalid` (default: the same) for one that is not a text. */
const optionalText = (max: number, message: string, invalid = message) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/**
 * GET /api/providers: the same parameters as the /pesquisa URL (SPEC §2). Invalid values are a
 * 400 with these messages; empty ones are ignored.
 */
export const searchQuerySchema = z.object({
  // A repeated parameter arrives as a list: not a text.
  q: optionalText(100, 'A busca deve ter no máximo 100 caracteres.', 'Busca inválida.'),
  especialidade: optionalText(100, 'Especialidade inválida.'),
  estado: optionalText(2, 'Estado inválido.').pipe(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Estado inválido.')
      .transform((value) => value.toUpperCase())
      .optional(),
  ),
  cidade: optionalText(7, 'Cidade inválida.').pipe(
    z
      .string()
      .regex(/^\d{7}$/, 'Cidade inválida.')
      .transform(Number)
      .optional(),
  ),
  desconto: optionalText(3, 'Desconto mínimo inválido.').pipe(
    z
      .string()
      .regex(/^\d{1,3}$/, 'Desconto mínimo inválido.')
      .transform(Number)
      .refine((value) => value <= 100, 'Desconto mínimo inválido.')
      .optional(),
  ),
  cursor: optionalText(300, 'Página de resultados inválida.').pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'Página de resultados inválida.')
      .optional(),
  ),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * A provider as the directory shows it. Every field but `id`, `featured` and `demo` is optional:
 * the server leaves out what the viewer's audience may not see (field configuration, SPEC §3).
 * `demo` is not a provider field but a fact about the row: it was invented by the demo seed, and
 * every page showing it says so (docs/decisions/015).
 */
export const providerCardSchema = z.object({
  id: z.number(),
  featured: z.boolean(),
  demo: z.boolean(),
  companyName: z.string().optional(),
  tradeName: z.string().nullable().optional(),
  discount: z.number().optional(),
  phone: z.string().nullable().optional(),
  whatsapp: z.string().nullable().optional(),
  area: namedItemSchema.nullable().optional(),
  specialties: z.array(namedItemSchema).optional(),
  city: namedItemSchema.nullable().optional(),
  state: stateSchema.nullable().optional(),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;

export const searchResponseSchema = z.object({
  items: z.array(providerCardSchema),
  /** Exact up to SEARCH_COUNT_CAP; `totalCapped` says there are more than that. */
  total: z.number(),
  // Optional: answers the service worker kept from before it existed have none (exact totals).
  totalCapped: z.boolean().optional(),
  nextCursor: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const providerDetailSchema = providerCardSchema.extend({
  /** A doctor's specialties carry their RQE (decision 032). */
  specialties: z.array(namedItemSchema.extend({ rqe: z.string().optional() })).optional(),
  cpfCnpj: z.string().optional(),
  responsibleName: z.string().nullable().optional(),
  /** The registration as shown: 'CRM-GO 12345 · RQE 6789' (shared/constants/councils.ts). */
  crNumber: z.string().nullable().optional(),
  contactEmail: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  addressNumber: z.string().nullable().optional(),
  complement: z.string().nullable().optional(),
  neighborhood: z.string().nullable().optional(),
  zipCode: z.string().nullable().optional(),
  locationLink: z.string().nullable().optional(),
  returnDays: z.number().optional(),
  observations: z.string().nullable().optional(),
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;

/** SPEC §5: the id in /conveniado/{id} must not be empty, 'NaN', 'undefined' or 'null'. */
export const providerIdSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,9}$/, 'ID do conveniado inválido')
  .transform(Number)
  .refine((value) => value <= 2_147_483_647, 'ID do conveniado inválido');

/** States and cities where active providers exist, for the search form's selectors. */
export const directoryLocationsSchema = z.array(
  stateSchema.extend({ cities: z.array(namedItemSchema) }),
);
export type DirectoryLocations = z.infer<typeof directoryLocationsSchema>;

/** A `cursor` that this server did not produce (400). */
export const INVALID_SEARCH_CURSOR_MESSAGE = 'Página de resultados inválida.';

/** SPEC §2 Provider detail: an id that does not exist or whose provider is not active (404). */
export const PROVIDER_NOT_FOUND_MESSAGE = 'Conveniado não encontrado';
