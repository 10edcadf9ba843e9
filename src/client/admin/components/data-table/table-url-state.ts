import {
  ADMIN_MAX_PAGE,
  ADMIN_SEARCH_MAX_LENGTH,
  formatSort,
  parseSort,
  type TableSort,
} from '../../../../shared/schemas/admin-table.ts';

/**
 * What a back-office table can be asked in its URL (`?q=&page=&sort=&status=`): its sortable
 * column keys (the first is the default, ascending, as on the server) and, per filter, the values
 * it accepts.
 */
export interface TableDefinition<SortKey extends string, FilterKey extends string> {
  sortKeys: readonly [SortKey, ...SortKey[]];
  filters: Readonly<Record<FilterKey, readonly string[]>>;
}

export interface TableUrlState<SortKey extends string, FilterKey extends string> {
  /** As typed (the server trims it), so a pause after a space does not eat the space. */
  q: string;
  /** 0-based (SPEC §9). */
  page: number;
  sort: TableSort<SortKey>;
  filters: Partial<Record<FilterKey, string>>;
}

export function defaultSort<SortKey extends string>(
  definition: TableDefinition<SortKey, string>,
): TableSort<SortKey> {
  return { key: definition.sortKeys[0], descending: false };
}

function pageOf(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 0;
  const page = Number(value);
  return page <= ADMIN_MAX_PAGE ? page : 0;
}

function sortOf<SortKey extends string>(
  definition: TableDefinition<SortKey, string>,
  value: string | null,
): TableSort<SortKey> {
  if (!value) return defaultSort(definition);
  const sort = parseSort<SortKey>(value);
  return definition.sortKeys.includes(sort.key) ? sort : defaultSort(definition);
}

/**
 * The table's state from the address. Anything it does not understand (a page 'abc', an unknown
 * sort or status, left by hand or by an old link) falls back to the default instead of becoming
 * a request the server would refuse.
 */
export function tableStateFromParams<SortKey extends string, FilterKey extends string>(
  definition: TableDefinition<SortKey, FilterKey>,
  params: URLSearchParams,
): TableUrlState<SortKey, FilterKey> {
  const filters: Partial<Record<FilterKey, string>> = {};
  for (const key of Object.keys(definition.filters) as FilterKey[]) {
    const value = params.get(key);
    if (value !== null && definition.filters[key].includes(value)) filters[key] = value;
  }
  return {
    q: (params.get('q') ?? '').slice(0, ADMIN_SEARCH_MAX_LENGTH),
    page: pageOf(params.get('page')),
    sort: sortOf(definition, params.get('sort')),
    filters,
  };
}

/** The address of a state: defaults left out, keys in a fixed order (one state, one URL). */
export function tableStateToParams<SortKey extends string, FilterKey extends string>(
  definition: TableDefinition<SortKey, FilterKey>,
  state: TableUrlState<SortKey, FilterKey>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q);
  if (state.page > 0) params.set('page', String(state.page));
  const sort = formatSort(state.sort);
  if (sort !== formatSort(defaultSort(definition))) params.set('sort', sort);
  for (const key of Object.keys(definition.filters) as FilterKey[]) {
    const value = state.filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The API request of a state: the server's own parameter names, the text trimmed. */
export function tableApiParams<SortKey extends string, FilterKey extends string>(
  state: TableUrlState<SortKey, FilterKey>,
): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q !== '') params.set('q', q);
  params.set('page', String(state.page));
  params.set('sort', formatSort(state.sort));
  for (const [key, value] of Object.entries(state.filters) as [string, string | undefined][]) {
    if (value) params.set(key, value);
  }
  return params;
}
