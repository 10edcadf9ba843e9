import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWordIndex, type IndexedProvider, type IndexedSearch } from './word-index.ts';

/** What the API's SQL answers, written plainly: every row in order, each condition checked. */
function expected(
  rows: readonly IndexedProvider[],
  search: IndexedSearch,
  startSlot: number,
  cap: number,
  pageSize: number,
) {
  const matches = rows
    .map((row, slot) => ({ row, slot }))
    .filter(
      ({ row }) =>
        search.words.every((word) => row.searchName.includes(word)) &&
        (search.stateId === undefined || row.stateId === search.stateId) &&
        (search.cityId === undefined || row.cityId === search.cityId) &&
        (!search.minDiscount || row.discount >= search.minDiscount),
    );
  return {
    total: Math.min(matches.length, cap + 1),
    ids: matches
      .filter(({ slot }) => slot >= startSlot)
      .slice(0, pageSize)
      .map(({ row }) => row.id),
  };
}

const WORDS = ['clinica', 'policlinica', 'sao', 'lucas', 'vida', 'odonto', 'ab', 'a'];
const name = fc
  .tuple(
    fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
    fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }),
  )
  .map(([company, trade]) => `${company.join(' ')}\n${trade.join(' ')}`);
const provider = fc.record({
  stateId: fc.constantFrom('GO', 'MT', null),
  cityId: fc.constantFrom(1, 2, null),
  discount: fc.integer({ min: 0, max: 50 }),
  searchName: name,
});
const directory = fc
  .array(provider, { maxLength: 60 })
  .map((list) => list.map((row, slot) => ({ ...row, id: 1_000 + slot * 3 })));
const search = fc.record({
  words: fc.array(
    fc.oneof(
      fc.constantFrom(...WORDS),
      fc.constantFrom('clin', 'linica', 'ca', 'cas', 'sao lu', 'x'),
    ),
    { maxLength: 2 },
  ),
  stateId: fc.constantFrom('GO', 'MT', undefined),
  cityId: fc.constantFrom(1, 2, undefined),
  minDiscount: fc.constantFrom(undefined, 20),
});

describe('word index (decision 029)', () => {
  it('gives the total and the page the plain reading gives, from any place and with any cap', () => {
    fc.assert(
      fc.property(
        directory,
        search,
        fc.nat(70),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 5 }),
        (rows, query, startSlot, cap, pageSize) => {
          const index = buildWordIndex(rows, ['clinicas', 'sa']);
          expect(index.search(query, startSlot, cap, pageSize)).toEqual(
            expected(rows, query, startSlot, cap, pageSize),
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('places a page after a provider it holds, and knows none it does not', () => {
    const index = buildWordIndex([
      { id: 7, stateId: 'GO', cityId: 1, discount: 10, searchName: 'vida\n' },
      { id: 3, stateId: 'GO', cityId: 1, discount: 10, searchName: 'sao\n' },
    ]);
    expect(index.slotAfter(7)).toBe(1);
    expect(index.slotAfter(3)).toBe(2);
    expect(index.slotAfter(5)).toBeUndefined();
  });
});
