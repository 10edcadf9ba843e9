import type { z } from 'zod';

/**
 * The values of the provider forms (SPEC §3 "Provider registration form values"), as the browser
 * holds and sends them: text for every input, the specialty ids as a list. The server parses the
 * same shape with the schemas of provider-form.ts.
 */
export const PROVIDER_TEXT_KEYS = [
  'companyName',
  'tradeName',
  'cpfCnpj',
  'responsibleName',
  'crNumber',
  // Decision 032: the council of the registration (COUNCILS, '' for none) and its state.
  'council',
  'councilState',
  'phone',
  'whatsapp',
  'contactEmail',
  'address',
  'addressNumber',
  'complement',
  'neighborhood',
  'zipCode',
  'state',
  'city',
  'locationLink',
  'area',
  'discount',
  'returnDays',
  'observations',
] as const;
export type ProviderTextKey = (typeof PROVIDER_TEXT_KEYS)[number];

export const ACCOUNT_KEYS = ['name', 'email', 'password'] as const;

/**
 * `rqes`: a doctor's RQE per specialty, by specialty id (as text: form state keys are text).
 * Only the chosen specialties' are kept, and only for a CRM registration (decision 032).
 */
export type ProviderFormValues = Record<ProviderTextKey, string> & {
  specialties: number[];
  rqes: Record<string, string>;
};
export type ProviderRegistrationValues = ProviderFormValues &
  Record<(typeof ACCOUNT_KEYS)[number], string> & { acceptTerms: boolean };

export const EMPTY_PROVIDER_FORM: ProviderFormValues = {
  ...(Object.fromEntries(PROVIDER_TEXT_KEYS.map((key) => [key, ''])) as Record<
    ProviderTextKey,
    string
  >),
  specialties: [],
  rqes: {},
};

export const EMPTY_REGISTRATION_FORM: ProviderRegistrationValues = {
  name: '',
  email: '',
  password: '',
  ...EMPTY_PROVIDER_FORM,
  acceptTerms: false,
};

const INVALID_VALUE = 'Valor inválido.';

/**
 * Reads a request body leniently: text fields may come as strings or numbers (an API client may
 * send `"discount": 10`), missing ones are empty. Anything else (an object, a list where text is
 * expected) is an issue on that field rather than a crash.
 */
export function readText(
  raw: Record<string, unknown>,
  key: string,
  ctx: z.RefinementCtx,
  trim = true,
): string {
  const value = raw[key];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return trim ? value.trim() : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  ctx.addIssue({ code: 'custom', message: INVALID_VALUE, path: [key] });
  return '';
}

/** Specialty ids, deduplicated (SPEC §3: links are deduplicated when written). */
export function readIds(raw: Record<string, unknown>, key: string, ctx: z.RefinementCtx): number[] {
  const value = raw[key];
  if (value === undefined || value === null) return [];
  const ids = Array.isArray(value) ? value.map((item) => Number(item)) : [Number.NaN];
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)) {
    ctx.addIssue({ code: 'custom', message: 'Especialidades inválidas.', path: [key] });
    return [];
  }
  return [...new Set(ids)];
}

/**
 * RQE numbers by specialty id, leniently like readText: an object of texts or numbers. Anything
 * else is an issue on `rqes` rather than a crash.
 */
export function readRqes(
  raw: Record<string, unknown>,
  key: string,
  ctx: z.RefinementCtx,
): Record<string, string> {
  const value = raw[key];
  if (value === undefined || value === null) return {};
  const entries =
    typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : undefined;
  const valid =
    entries !== undefined &&
    entries.length <= 200 &&
    entries.every(
      ([id, rqe]) =>
        /^[1-9]\d{0,9}$/.test(id) &&
        (typeof rqe === 'string' || (typeof rqe === 'number' && Number.isInteger(rqe))),
    );
  if (!valid) {
    ctx.addIssue({ code: 'custom', message: 'RQE inválido.', path: [key] });
    return {};
  }
  return Object.fromEntries(entries.map(([id, rqe]) => [id, String(rqe).trim()]));
}
