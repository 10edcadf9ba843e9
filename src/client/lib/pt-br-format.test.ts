import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInteger, formatList } from './pt-br-format.ts';

const numberFormat = new Intl.NumberFormat('pt-BR');
const listFormat = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

describe('formatInteger', () => {
  it('groups thousands with a dot', () => {
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(1000)).toBe('1.000');
    expect(formatInteger(1234567)).toBe('1.234.567');
  });

  it('writes every whole number as Intl.NumberFormat pt-BR does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (n) => {
          expect(formatInteger(n)).toBe(numberFormat.format(n));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatList', () => {
  it('joins with commas and "e" before the last', () => {
    expect(formatList([])).toBe('');
    expect(formatList(['Jataí-GO'])).toBe('Jataí-GO');
    expect(formatList(['Jataí-GO', 'Goiânia-GO'])).toBe('Jataí-GO e Goiânia-GO');
    expect(formatList(['Jataí-GO', 'Rio Verde-GO', 'Goiânia-GO'])).toBe(
      'Jataí-GO, Rio Verde-GO e Goiânia-GO',
    );
  });

  it('joins every list as Intl.ListFormat pt-BR (long conjunction) does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { maxLength: 8 }),
        (items) => {
          expect(formatList(items)).toBe(listFormat.format(items));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
