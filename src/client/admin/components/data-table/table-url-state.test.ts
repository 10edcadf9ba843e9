import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_MAX_PAGE } from '../../../../shared/schemas/admin-table.ts';
import {
  tableApiParams,
  tableStateFromParams,
  tableStateToParams,
  type TableDefinition,
  type TableUrlState,
} from './table-url-state.ts';

const definition: TableDefinition<'companyName' | 'status' | 'createdAt', 'status'> = {
  sortKeys: ['companyName', 'status', 'createdAt'],
  filters: { status: ['pending', 'active', 'inactive', 'reprovado'] },
};
type State = TableUrlState<'companyName' | 'status' | 'createdAt', 'status'>;

const states: fc.Arbitrary<State> = fc.record({
  // What a person can type: any text, spaces included; only blank text means "no search".
  q: fc.string({ maxLength: 100 }).filter((q) => q.trim() !== ''),
  page: fc.integer({ min: 0, max: ADMIN_MAX_PAGE }),
  sort: fc.record({
    key: fc.constantFrom(...definition.sortKeys),
    descending: fc.boolean(),
  }),
  filters: fc
    .option(fc.constantFrom(...definition.filters.status), { nil: undefined })
    .map((status) => (status ? { status } : {})),
});

const fromQuery = (query: string) => tableStateFromParams(definition, new URLSearchParams(query));

describe('table state in the URL', () => {
  it('reads back exactly the state it wrote', () => {
    fc.assert(
      fc.property(states, (state) => {
        const url = tableStateToParams(definition, state).toString();
        expect(fromQuery(url)).toEqual(state);
      }),
    );
  });

  it('writes one URL per state: reading and writing again changes nothing', () => {
    fc.assert(
      fc.property(fc.webQueryParameters(), (query) => {
        const once = tableStateToParams(definition, fromQuery(query)).toString();
        const twice = tableStateToParams(definition, fromQuery(once)).toString();
        expect(twice).toBe(once);
      }),
    );
  });

  it('turns any address into a state the server accepts', () => {
    const anyParams = fc.dictionary(
      fc.constantFrom('q', 'page', 'sort', 'status', 'other'),
      fc.string({ maxLength: 120 }),
    );
    fc.assert(
      fc.property(anyParams, (entries) => {
        const state = tableStateFromParams(definition, new URLSearchParams(entries));
        expect(Number.isInteger(state.page) && state.page >= 0).toBe(true);
        expect(state.page).toBeLessThanOrEqual(ADMIN_MAX_PAGE);
        expect(definition.sortKeys).toContain(state.sort.key);
        if (state.filters.status) expect(definition.filters.status).toContain(state.filters.status);
        expect(state.q.length).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('leaves the defaults out of the address', () => {
    expect(
      tableStateToParams(definition, {
        q: '  ',
        page: 0,
        sort: { key: 'companyName', descending: false },
        filters: {},
      }).toString(),
    ).toBe('');
    expect(fromQuery('')).toEqual({
      q: '',
      page: 0,
      sort: { key: 'companyName', descending: false },
      filters: {},
    });
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(fromQuery('page=abc&sort=-cpf&status=aprovado')).toEqual({
      q: '',
      page: 0,
      sort: { key: 'companyName', descending: false },
      filters: {},
    });
    expect(fromQuery('page=3&sort=-createdAt&status=pending')).toMatchObject({
      page: 3,
      sort: { key: 'createdAt', descending: true },
      filters: { status: 'pending' },
    });
  });

  it('asks the API with its own names, the text trimmed and the sort always given', () => {
    const params = tableApiParams(fromQuery('q=+cl%C3%ADnica+&page=2&status=active'));
    expect(params.toString()).toBe('q=cl%C3%ADnica&page=2&sort=companyName&status=active');
  });
});
