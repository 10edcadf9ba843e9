/** SPEC §7 External links. Pure functions, used by the provider card, page and admin details. */

const BRAZIL_COUNTRY_CODE = '55';

/** WhatsApp: non-digits stripped, 55 added when the number does not start with it. */
export function whatsappLink(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (digits === '') return null;
  const international = digits.startsWith(BRAZIL_COUNTRY_CODE)
    ? digits
    : `${BRAZIL_COUNTRY_CODE}${digits}`;
  return `https://wa.me/${international}`;
}

/** tel: link with digits only. */
export function telLink(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits === '' ? null : `tel:${digits}`;
}

export type AddressParts = {
  address?: string | null;
  addressNumber?: string | null;
  neighborhood?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
};

/** The provider's own map link, else a maps search from the address parts (SPEC §7). */
export function mapsLink(parts: AddressParts & { locationLink?: string | null }): string | null {
  if (parts.locationLink && /^https?:\/\//i.test(parts.locationLink)) return parts.locationLink;
  const street = [parts.address, parts.addressNumber].filter(Boolean).join(', ');
  const query = [street, parts.neighborhood, parts.city, parts.state, parts.zipCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return query === ''
    ? null
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
