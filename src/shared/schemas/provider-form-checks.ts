import { z } from 'zod';
import { isValidCepValue, isValidCpfCnpj, isValidPhoneWithAreaCode } from '../brazilian-data.ts';
import { PROVIDER_FIELDS, type RequiredField } from '../constants/fields.ts';
import {
  BRAZILIAN_UFS,
  holdsRqe,
  isCouncil,
  PRICE_PATTERN,
  showsNoPrices,
} from '../constants/councils.ts';
import { DISCOUNT_MAX, DISCOUNT_MIN } from '../constants/providers.ts';
import type { ProviderFormValues, ProviderTextKey } from './provider-form-values.ts';

/** SPEC §5 and §8 texts of the provider forms, and our own for the checks DESIGN §2 adds. */
export const PROVIDER_FORM_MESSAGES = {
  account: 'Por favor, preencha todos os campos de conta',
  providerInfo: 'Por favor, preencha todos os campos de informações do conveniado',
  providerInfoProfile:
    'Por favor, preencha todos os campos obrigatórios de informações do conveniado',
  phone: 'Por favor, forneça pelo menos um telefone para contato',
  address: 'Por favor, preencha os campos obrigatórios de endereço',
  email: 'Informe um e-mail válido.',
  password: 'A senha deve ter pelo menos 8 caracteres.',
  terms: 'Você precisa aceitar os termos de uso para continuar.',
  requiredFields: (labels: string[]) =>
    `Por favor, preencha os seguintes campos obrigatórios: ${labels.join(', ')}`,
  discount: `O desconto deve ser um número inteiro entre ${DISCOUNT_MIN} e ${DISCOUNT_MAX}.`,
  returnDays: 'Os dias para retorno devem ser um número inteiro entre 0 e 365.',
  cpfCnpj: 'CPF/CNPJ inválido.',
  phoneFormat: 'Telefone inválido. Informe o DDD e o número.',
  whatsappFormat: 'WhatsApp inválido. Informe o DDD e o número.',
  zipCode: 'CEP inválido. Informe os 8 dígitos.',
  contactEmail: 'Informe um e-mail de contato válido.',
  locationLink: 'Informe um link de localização válido, começando com https://.',
  state: 'Estado inválido.',
  city: 'Cidade inválida.',
  area: 'Área de atuação inválida.',
  council: 'Conselho inválido.',
  councilState: 'Estado do registro inválido.',
  councilRegistration: 'Informe o número e o estado do registro no conselho.',
  crNumber: 'Informe só o número do registro, sem a sigla do conselho nem o estado.',
  rqe: 'RQE inválido: informe só os números.',
  dentistPrices:
    'Pelas regras do CFO, a página de um dentista não mostra preços: tire os valores em reais das Observações. O desconto já aparece na página.',
};

export const RETURN_DAYS_MAX = 365;

export type { RequiredField } from '../constants/fields.ts';

type Check = { key: string; message: string };

/** Adds one issue per failing check, in order: the first issue is the first failing check. */
export function report(ctx: z.RefinementCtx, failures: Check[]): void {
  for (const { key, message } of failures) ctx.addIssue({ code: 'custom', message, path: [key] });
}

/** The SPEC's presence checks: every empty key of a group gets the group's message. */
export function missing(
  values: Record<string, unknown>,
  keys: readonly string[],
  message: string,
): Check[] {
  return keys.filter((key) => values[key] === '').map((key) => ({ key, message }));
}

// The SPEC §5 checks already cover these (with their own messages), so the field-configuration
// message does not repeat them.
const CHECKED_BY_SPEC = new Set([
  'name',
  'email',
  'password',
  'companyName',
  'cpfCnpj',
  'responsibleName',
  'phone',
  'address',
  'state',
  'city',
]);

/** SPEC §5: every field the configuration marks required must be filled (one list message). */
export function missingConfigured(values: ProviderFormValues, required: RequiredField[]): Check[] {
  const empty = required.filter(({ fieldName }) => {
    if (CHECKED_BY_SPEC.has(fieldName)) return false;
    if (fieldName === 'specialties') return values.specialties.length === 0;
    return values[fieldName as ProviderTextKey] === '';
  });
  const message = PROVIDER_FORM_MESSAGES.requiredFields(empty.map((field) => field.label));
  return empty.map(({ fieldName }) => ({ key: fieldName, message }));
}

const wholeNumber = (value: string, max: number) =>
  value === '' || (/^\d{1,4}$/.test(value) && Number(value) <= max);

const isEmail = (value: string) => z.email().safeParse(value).success;
const isWebLink = (value: string) =>
  z.url({ protocol: /^https?$/ }).safeParse(value).success && value.length <= 500;

/** Formats of the filled fields (DESIGN §2: Brazilian data is really validated). */
export function badFormats(values: ProviderFormValues): Check[] {
  const M = PROVIDER_FORM_MESSAGES;
  const checks: [ProviderTextKey, boolean, string][] = [
    ['discount', wholeNumber(values.discount, DISCOUNT_MAX), M.discount],
    ['returnDays', wholeNumber(values.returnDays, RETURN_DAYS_MAX), M.returnDays],
    ['cpfCnpj', values.cpfCnpj === '' || isValidCpfCnpj(values.cpfCnpj), M.cpfCnpj],
    ['phone', values.phone === '' || isValidPhoneWithAreaCode(values.phone), M.phoneFormat],
    [
      'whatsapp',
      values.whatsapp === '' || isValidPhoneWithAreaCode(values.whatsapp),
      M.whatsappFormat,
    ],
    ['zipCode', values.zipCode === '' || isValidCepValue(values.zipCode), M.zipCode],
    ['contactEmail', values.contactEmail === '' || isEmail(values.contactEmail), M.contactEmail],
    ['locationLink', values.locationLink === '' || isWebLink(values.locationLink), M.locationLink],
    ['state', values.state === '' || /^[A-Za-z]{2}$/.test(values.state), M.state],
    ['city', values.city === '' || /^\d{7}$/.test(values.city), M.city],
    ['area', values.area === '' || /^[1-9]\d{0,8}$/.test(values.area), M.area],
  ];
  return [
    ...checks.filter(([, ok]) => !ok).map(([key, , message]) => ({ key, message })),
    ...councilChecks(values),
  ];
}

const isUf = (value: string) => (BRAZILIAN_UFS as readonly string[]).includes(value.toUpperCase());

/** Decision 032: a council registration is whole (council, number, state); RQEs are digits. */
function councilChecks(values: ProviderFormValues): Check[] {
  const M = PROVIDER_FORM_MESSAGES;
  const { council, councilState, crNumber } = values;
  const failures: Check[] = [];
  if (council !== '' && !isCouncil(council)) failures.push({ key: 'council', message: M.council });
  if (councilState !== '' && !isUf(councilState)) {
    failures.push({ key: 'councilState', message: M.councilState });
  }
  if (isCouncil(council)) {
    if (crNumber === '') failures.push({ key: 'crNumber', message: M.councilRegistration });
    else if (!/^[0-9A-Za-z./-]{1,20}$/.test(crNumber)) {
      failures.push({ key: 'crNumber', message: M.crNumber });
    }
    if (councilState === '') {
      failures.push({ key: 'councilState', message: M.councilRegistration });
    }
  }
  if (holdsRqe(council)) {
    const chosen = values.specialties.map(String);
    const bad = Object.entries(values.rqes).some(
      ([id, rqe]) => chosen.includes(id) && rqe !== '' && !/^\d{1,10}$/.test(rqe),
    );
    if (bad) failures.push({ key: 'rqes', message: M.rqe });
  }
  if (showsNoPrices(council) && PRICE_PATTERN.test(values.observations)) {
    failures.push({ key: 'observations', message: M.dentistPrices });
  }
  return failures;
}

/** Longest text per field; a label-based message says which field is too long. */
const MAX_LENGTH: Partial<Record<string, number>> = { observations: 2000, name: 120, email: 254 };

export function tooLong(values: Record<string, unknown>, keys: readonly string[]): Check[] {
  return keys
    .filter((key) => String(values[key] ?? '').length > (MAX_LENGTH[key] ?? 200))
    .map((key) => ({
      key,
      message: `${labelOf(key)} deve ter no máximo ${MAX_LENGTH[key] ?? 200} caracteres.`,
    }));
}

export function labelOf(key: string): string {
  if (key === 'name') return 'Nome completo';
  if (key === 'council') return 'Conselho';
  if (key === 'councilState') return 'Estado do registro';
  if (key === 'email') return 'E-mail';
  return PROVIDER_FIELDS.find((field) => field.name === key)?.label ?? key;
}
