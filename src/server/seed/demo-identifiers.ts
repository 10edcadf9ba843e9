import { foldAccents } from '../../shared/text.ts';

/**
 * Deterministic identifiers for the demo providers: the same CPF, CNPJ and phone numbers at every
 * run (no Math.random), with real check digits so that validation code treats them as valid.
 */

export type DemoCity = 'jatai' | 'rio-verde' | 'goiania';

/** 11 digits: a 9-digit base derived from `index`, then its two check digits. */
export function demoCpf(index: number): string {
  // 98,765,431 is coprime with 10^9, so different indexes never share a base.
  const base = String((123_456_789 + index * 98_765_431) % 1_000_000_000).padStart(9, '0');
  return withCheckDigits(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
}

/** 14 digits: an 8-digit root derived from `index`, branch 0001 (head office), check digits. */
export function demoCnpj(index: number): string {
  const root = String((12_345_678 + index * 7_654_321) % 100_000_000).padStart(8, '0');
  return withCheckDigits(`${root}0001`, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
}

// The CPF and CNPJ check digits share one rule: weighted sum mod 11, then 0 when the rest is
// below 2, else 11 minus the rest; the second digit uses the first and one more weight.
function withCheckDigits(base: string, weights: number[]): string {
  const first = checkDigit(base, weights);
  const second = checkDigit(base + first, [weights[0]! + 1, ...weights]);
  return `${base}${first}${second}`;
}

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce(
    (total, weight, position) => total + weight * Number(digits[position]),
    0,
  );
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const AREA_CODE: Record<DemoCity, string> = { jatai: '64', 'rio-verde': '64', goiania: '62' };
// Exchange prefixes used by landlines in each city, so the numbers still look local.
const LANDLINE_PREFIX: Record<DemoCity, string> = {
  jatai: '631',
  'rio-verde': '621',
  goiania: '212',
};

/**
 * The first digit of every demo subscriber number. Anatel's numbering plan never gives a
 * subscriber number starting with 0 (it is the trunk prefix; landlines start with 2-5, mobiles
 * with 9), so a demo number can never ring a real person, and the product's own phone
 * validation (isValidPhoneWithAreaCode) refuses it.
 */
export const DEMO_SUBSCRIBER_DIGIT = '0';

/** 10 digits: area code, 0, then a landline-like 7 digits: (64) 0631-2211. */
export function demoLandline(city: DemoCity, index: number): string {
  const line = String(1_000 + ((index * 3_917 + 211) % 9_000));
  return `${AREA_CODE[city]}${DEMO_SUBSCRIBER_DIGIT}${LANDLINE_PREFIX[city]}${line}`;
}

/** 11 digits: area code, 0, then a mobile-like 9 and 7 digits: (64) 09123-4567. */
export function demoMobile(city: DemoCity, index: number): string {
  const line = String(1_000_000 + ((index * 7_919_317 + 4_021) % 9_000_000));
  return `${AREA_CODE[city]}${DEMO_SUBSCRIBER_DIGIT}9${line}`;
}

/**
 * 'contato@<name>.example' from the provider's name ('Dra. Ana Paula Ribeiro — Dermatologia' ->
 * 'contato@anapaularibeiro.example'). The .example top-level domain is reserved (RFC 2606): no
 * such address can ever be delivered, whoever copies it from a demo page.
 */
export function demoContactEmail(companyName: string): string {
  const name = foldAccents(companyName.split(' — ')[0] ?? companyName)
    .toLowerCase()
    .replace(/^(dra?|psicologa?|nutricionista)\.?\s+/, '')
    .replace(/[^a-z0-9]/g, '');
  return `contato@${name}.example`;
}
