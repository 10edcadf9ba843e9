import { describe, expect, it } from 'vitest';
import {
  formatCepValue,
  formatCpfCnpj,
  formatPhoneNumber,
  isValidCepValue,
  isValidCpfCnpj,
  isValidPhoneWithAreaCode,
  normalizeCpfCnpj,
  normalizePhone,
} from './brazilian-data.ts';

describe('CPF/CNPJ', () => {
  it.each(['529.982.247-25', '52998224725', '11.222.333/0001-81', '11222333000181'])(
    'accepts %s',
    (value) => expect(isValidCpfCnpj(value)).toBe(true),
  );
  it('accepts an alphanumeric CNPJ (issued since July 2026)', () => {
    expect(isValidCpfCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(normalizeCpfCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
  it.each(['529.982.247-24', '111.111.111-11', '11.222.333/0001-80', '123', ''])(
    'refuses %s',
    (value) => expect(isValidCpfCnpj(value)).toBe(false),
  );
  it('normalises and formats', () => {
    expect(normalizeCpfCnpj('529.982.247-25')).toBe('52998224725');
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('phones', () => {
  it.each(['(64) 99988-7766', '64999887766', '+55 64 99988-7766', '(62) 3241-0000'])(
    'accepts %s',
    (value) => expect(isValidPhoneWithAreaCode(value)).toBe(true),
  );
  it.each(['99988-7766', '(00) 99988-7766', '123', '(64) 1234-5678'])('refuses %s', (value) =>
    expect(isValidPhoneWithAreaCode(value)).toBe(false),
  );
  it('normalises to digits with the area code and formats', () => {
    expect(normalizePhone('+55 (64) 99988-7766')).toBe('64999887766');
    expect(formatPhoneNumber('64999887766')).toBe('(64) 99988-7766');
    expect(formatPhoneNumber('6232410000')).toBe('(62) 3241-0000');
  });
});

describe('CEP', () => {
  it('validates, normalises and formats', () => {
    expect(isValidCepValue('75800-000')).toBe(true);
    expect(isValidCepValue('7580000')).toBe(false);
    expect(formatCepValue('75800000')).toBe('75800-000');
  });
});
