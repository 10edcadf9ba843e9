import { describe, expect, it } from 'vitest';
import { providerDetailParser, searchResponseParser } from './public-api-parsers.ts';

describe('public API parsers', () => {
  it('accepts a search page, keeping only the known fields', () => {
    const result = searchResponseParser.safeParse({
      items: [
        {
          id: 1,
          featured: true,
          demo: true,
          companyName: 'Clínica São Lucas',
          tradeName: null,
          city: { id: 5211909, name: 'Jataí', extra: 1 },
          cpfCnpj: 'not part of a card',
        },
      ],
      total: 1,
      nextCursor: null,
    });
    expect(result).toEqual({
      success: true,
      data: {
        items: [
          {
            id: 1,
            featured: true,
            demo: true,
            companyName: 'Clínica São Lucas',
            tradeName: null,
            city: { id: 5211909, name: 'Jataí' },
          },
        ],
        total: 1,
        nextCursor: null,
      },
    });
  });

  it('rejects bodies of another shape', () => {
    expect(
      searchResponseParser.safeParse({ items: [], total: '1', nextCursor: null }).success,
    ).toBe(false);
    expect(
      searchResponseParser.safeParse({ items: [{ id: 1 }], total: 1, nextCursor: null }).success,
    ).toBe(false);
    // `demo` is always sent: a card without it is from another contract.
    expect(
      searchResponseParser.safeParse({
        items: [{ id: 1, featured: false }],
        total: 1,
        nextCursor: null,
      }).success,
    ).toBe(false);
    expect(providerDetailParser.safeParse(null).success).toBe(false);
    expect(
      providerDetailParser.safeParse({ id: 1, featured: false, demo: false, returnDays: 'x' })
        .success,
    ).toBe(false);
  });
});
