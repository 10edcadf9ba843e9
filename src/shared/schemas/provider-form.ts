import { z } from 'zod';
import { normalizeCep, normalizeCpfCnpj, normalizePhone } from '../brazilian-data.ts';
import { holdsRqe, type Council } from '../constants/councils.ts';
import { PASSWORD_MIN_LENGTH } from '../constants/users.ts';
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import {
  PROVIDER_FORM_MESSAGES as M,
  badFormats,
  missing,
  missingConfigured,
  report,
  tooLong,
  type RequiredField,
} from './provider-form-checks.ts';
import {
  ACCOUNT_KEYS,
  PROVIDER_TEXT_KEYS,
  readIds,
  readRqes,
  readText,
  type ProviderFormValues,
} from './provider-form-values.ts';

export { PROVIDER_FORM_MESSAGES, type RequiredField } from './provider-form-checks.ts';
export { requiredFieldsOf } from '../constants/fields.ts';

/** A provider's data as stored: documents, phones and CEP as digits, ids as numbers. */
export type ProviderData = {
  companyName: string;
  tradeName: string | null;
  cpfCnpj: string;
  responsibleName: string;
  crNumber: string | null;
  council: Council | null;
  councilState: string | null;
  phone: string;
  whatsapp: string | null;
  contactEmail: string | null;
  address: string;
  addressNumber: string | null;
  complement: string | null;
  neighborhood: string | null;
  zipCode: string | null;
  stateId: string;
  cityId: number;
  locationLink: string | null;
  areaId: number | null;
  specialtyIds: number[];
  /** RQE by specialty id, for chosen specialties of a CRM registration only (decision 032). */
  rqes: Record<string, string>;
  discount: number;
  returnDays: number;
  observations: string | null;
};
export type ProviderRegistration = ProviderData & { name: string; email: string; password: string };
/** What an administrator sends to add a provider: the account's name and e-mail, no password. */
export type AdminProviderCreation = ProviderData & { name: string; email: string };

/** The fields a provider may send; anything else (status, ads, user_id...) is refused. */
const strictShape = (keys: readonly string[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, z.unknown().optional()])), {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campo não permitido: ${issue.keys.join(', ')}`
        : 'Dados inválidos.',
  });

function readProviderValues(raw: Record<string, unknown>, ctx: z.RefinementCtx) {
  const text = Object.fromEntries(PROVIDER_TEXT_KEYS.map((key) => [key, readText(raw, key, ctx)]));
  return {
    ...text,
    specialties: readIds(raw, 'specialties', ctx),
    rqes: readRqes(raw, 'rqes', ctx),
  } as ProviderFormValues;
}

const orNull = (value: string) => (value === '' ? null : value);

/** The RQEs worth keeping: filled, of a chosen specialty, and only for a doctor. */
function keptRqes(values: ProviderFormValues): Record<string, string> {
  if (!holdsRqe(values.council)) return {};
  const chosen = new Set(values.specialties.map(String));
  return Object.fromEntries(
    Object.entries(values.rqes).filter(([id, rqe]) => chosen.has(id) && rqe !== ''),
  );
}

function toProviderData(values: ProviderFormValues): ProviderData {
  const council = values.council === '' ? null : (values.council as Council);
  return {
    companyName: values.companyName,
    tradeName: orNull(values.tradeName),
    cpfCnpj: normalizeCpfCnpj(values.cpfCnpj),
    responsibleName: values.responsibleName,
    crNumber: orNull(values.crNumber),
    council,
    councilState: council === null ? null : values.councilState.toUpperCase(),
    phone: normalizePhone(values.phone),
    whatsapp: values.whatsapp === '' ? null : normalizePhone(values.whatsapp),
    contactEmail: values.contactEmail === '' ? null : values.contactEmail.toLowerCase(),
    address: values.address,
    addressNumber: orNull(values.addressNumber),
    complement: orNull(values.complement),
    neighborhood: orNull(values.neighborhood),
    zipCode: values.zipCode === '' ? null : normalizeCep(values.zipCode),
    stateId: values.state.toUpperCase(),
    cityId: Number(values.city),
    locationLink: orNull(values.locationLink),
    areaId: values.area === '' ? null : Number(values.area),
    specialtyIds: values.specialties,
    rqes: keptRqes(values),
    // SPEC §5: discount and return days are whole numbers, 0 when empty.
    discount: Number(values.discount || 0),
    returnDays: Number(values.returnDays || 0),
    observations: orNull(values.observations),
  };
}

/** SPEC §5 presence checks shared by both forms, then the configured ones and the formats. */
function checkProvider(
  values: ProviderFormValues,
  required: RequiredField[],
  infoMessage: string,
  ctx: z.RefinementCtx,
  between: () => void = () => {},
): void {
  report(ctx, [
    ...missing(values, ['companyName', 'cpfCnpj', 'responsibleName'], infoMessage),
    ...missing(values, ['phone'], M.phone),
    ...missing(values, ['address', 'state', 'city'], M.address),
  ]);
  between();
  report(ctx, [
    ...missingConfigured(values, required),
    ...badFormats(values),
    ...tooLong(values, PROVIDER_TEXT_KEYS),
  ]);
}

/**
 * POST /api/providers/registration and the /conveniado/cadastro form. Checks run in SPEC §5's
 * order, so the first issue (the one the API answers with) is the first check that fails:
 * account fields, provider fields, phone, address, e-mail format, password length, terms, the
 * fields the configuration requires, then the formats of Brazilian data.
 */
export function providerRegistrationSchema(required: RequiredField[] = []) {
  return strictShape([
    ...ACCOUNT_KEYS,
    ...PROVIDER_TEXT_KEYS,
    'specialties',
    'rqes',
    'acceptTerms',
  ]).transform((raw, ctx): ProviderRegistration => {
    const issuesBefore = ctx.issues.length;
    const account = {
      name: readText(raw, 'name', ctx),
      email: readText(raw, 'email', ctx).toLowerCase(),
      // Passwords are taken as typed: spaces may be part of them.
      password: readText(raw, 'password', ctx, false),
    };
    const values = readProviderValues(raw, ctx);
    report(ctx, missing(account, ACCOUNT_KEYS, M.account));
    checkProvider(values, required, M.providerInfo, ctx, () =>
      report(ctx, [
        ...(account.email && !z.email().safeParse(account.email).success
          ? [{ key: 'email', message: M.email }]
          : []),
        ...(account.password && account.password.length < PASSWORD_MIN_LENGTH
          ? [{ key: 'password', message: M.password }]
          : []),
        ...(account.password.length > PASSWORD_MAX_LENGTH
          ? [{ key: 'password', message: 'A senha deve ter no máximo 128 caracteres.' }]
          : []),
        ...(raw.acceptTerms === true ? [] : [{ key: 'acceptTerms', message: M.terms }]),
        ...tooLong(account, ['name', 'email']),
      ]),
    );
    if (ctx.issues.length > issuesBefore) return z.NEVER;
    return { ...account, ...toProviderData(values) };
  });
}

/**
 * POST /api/admin/providers and the 'Adicionar Conveniado' form (SPEC §2 Admin providers, §5
 * "Admin provider create"): the registration's checks and messages without password and terms.
 * The server makes a random temporary password (DESIGN §2), so there is none to check.
 */
export function adminProviderCreationSchema(required: RequiredField[] = []) {
  const accountKeys = ['name', 'email'] as const;
  return strictShape([...accountKeys, ...PROVIDER_TEXT_KEYS, 'specialties', 'rqes']).transform(
    (raw, ctx): AdminProviderCreation => {
      const issuesBefore = ctx.issues.length;
      const account = {
        name: readText(raw, 'name', ctx),
        email: readText(raw, 'email', ctx).toLowerCase(),
      };
      const values = readProviderValues(raw, ctx);
      report(ctx, missing(account, accountKeys, M.account));
      checkProvider(values, required, M.providerInfo, ctx, () =>
        report(ctx, [
          ...(account.email && !z.email().safeParse(account.email).success
            ? [{ key: 'email', message: M.email }]
            : []),
          ...tooLong(account, accountKeys),
        ]),
      );
      if (ctx.issues.length > issuesBefore) return z.NEVER;
      return { ...account, ...toProviderData(values) };
    },
  );
}

/**
 * PUT /api/me/provider and the /perfil-conveniado form (SPEC §5 "Provider self-profile submit").
 * Only the provider's own data: status, ads, user_id and rejection_reason are not keys here, so
 * a request carrying them is refused whole.
 */
export function providerProfileSchema(required: RequiredField[] = []) {
  return strictShape([...PROVIDER_TEXT_KEYS, 'specialties', 'rqes']).transform(
    (raw, ctx): ProviderData => {
      const issuesBefore = ctx.issues.length;
      const values = readProviderValues(raw, ctx);
      checkProvider(values, required, M.providerInfoProfile, ctx);
      if (ctx.issues.length > issuesBefore) return z.NEVER;
      return toProviderData(values);
    },
  );
}
