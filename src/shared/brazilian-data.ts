import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidPhone,
} from '@brazilian-utils/brazilian-utils';

/**
 * Brazilian documents, postcodes and phones: validated with real check digits and formats,
 * stored normalised (digits; CNPJ also letters since the 2026 alphanumeric CNPJ), shown formatted.
 */

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** CPF (11 digits) or CNPJ (14 characters, numeric or alphanumeric), without punctuation. */
export function normalizeCpfCnpj(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

export function isValidCpfCnpj(value: string): boolean {
  const normalized = normalizeCpfCnpj(value);
  if (/^\d{11}$/.test(normalized)) return isValidCpf(normalized);
  if (/^[0-9A-Z]{12}\d{2}$/.test(normalized)) return isValidCnpj(normalized, { version: 2 });
  return false;
}

export function formatCpfCnpj(value: string): string {
  const normalized = normalizeCpfCnpj(value);
  if (normalized.length === 11) return formatCpf(normalized);
  if (normalized.length === 14) return formatCnpj(normalized, { version: 2 });
  return value;
}

/** Phone with area code (DDD): 10 digits (landline) or 11 (mobile); a leading +55 is dropped. */
export function normalizePhone(value: string): string {
  const digits = digitsOnly(value);
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
}

export function isValidPhoneWithAreaCode(value: string): boolean {
  const normalized = normalizePhone(value);
  return /^\d{10,11}$/.test(normalized) && isValidPhone(normalized);
}

export function formatPhoneNumber(value: string): string {
  const normalized = normalizePhone(value);
  return /^\d{10,11}$/.test(normalized) ? formatPhone(normalized, { mask: 'auto' }) : value;
}

export function normalizeCep(value: string): string {
  return digitsOnly(value);
}

export function isValidCepValue(value: string): boolean {
  const normalized = normalizeCep(value);
  return normalized.length === 8 && isValidCep(normalized);
}

export function formatCepValue(value: string): string {
  const normalized = normalizeCep(value);
  return normalized.length === 8 ? formatCep(normalized) : value;
}
