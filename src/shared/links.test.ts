import { describe, expect, it } from 'vitest';
import { mapsLink, telLink, whatsappLink } from './links.ts';

describe('whatsappLink', () => {
  it('strips non-digits and adds 55 when missing', () => {
    expect(whatsappLink('(64) 99988-7766')).toBe('https://wa.me/5564999887766');
  });
  it('keeps a number that already starts with 55', () => {
    expect(whatsappLink('+55 64 99988-7766')).toBe('https://wa.me/5564999887766');
  });
  it('gives nothing for an empty number', () => {
    expect(whatsappLink(' - ')).toBeNull();
  });
});

describe('telLink', () => {
  it('keeps digits only', () => {
    expect(telLink('(62) 3241-0000')).toBe('tel:6232410000');
    expect(telLink('')).toBeNull();
  });
});

describe('mapsLink', () => {
  it('prefers the provider location link', () => {
    expect(mapsLink({ locationLink: 'https://maps.app.goo.gl/abc', address: 'Rua A' })).toBe(
      'https://maps.app.goo.gl/abc',
    );
  });
  it('searches the address, neighbourhood, city, state and CEP otherwise', () => {
    const link = mapsLink({
      address: 'Rua Rio Claro',
      addressNumber: '120',
      neighborhood: 'Centro',
      city: 'Jataí',
      state: 'GO',
      zipCode: '75800-000',
    });
    expect(link).toBe(
      'https://www.google.com/maps/search/?api=1&query=' +
        encodeURIComponent('Rua Rio Claro, 120, Centro, Jataí, GO, 75800-000'),
    );
  });
  it('ignores a location link that is not http(s)', () => {
    expect(mapsLink({ locationLink: 'javascript:alert(1)', city: 'Rio Verde' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Rio%20Verde',
    );
  });
  it('gives nothing without any part', () => {
    expect(mapsLink({})).toBeNull();
  });
});
