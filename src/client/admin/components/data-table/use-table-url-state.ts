import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TableSort } from '../../../../shared/schemas/admin-table.ts';
import {
  tableStateFromParams,
  tableStateToParams,
  type TableDefinition,
  type TableUrlState,
} from './table-url-state.ts';

/**
 * A back-office table's state, kept in the URL (the source of truth, as on /pesquisa): back and
 * forward, reload and a shared link all show the same page of the same search. A new search,
 * sort or filter starts again at page 0. Typing replaces the history entry instead of adding one
 * per pause; choosing a page, sort or filter adds one, so back returns to it.
 */
export function useTableUrlState<SortKey extends string, FilterKey extends string>(
  definition: TableDefinition<SortKey, FilterKey>,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => tableStateFromParams(definition, params), [definition, params]);
  // The address as our latest write left it. React Router's functional setter hands over the
  // params of the render that made it, which may predate a navigation not yet rendered: a click
  // right after a debounced search could write from the address before that search and drop it.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (
      change: (
        current: TableUrlState<SortKey, FilterKey>,
      ) => Partial<TableUrlState<SortKey, FilterKey>>,
      replace = false,
    ) => {
      const previous = latest.current;
      const current = tableStateFromParams(definition, previous);
      const next = tableStateToParams(definition, { ...current, ...change(current) });
      // Keys the table does not own (the users screen's `tab`) stay as they were.
      const owned = new Set(['q', 'page', 'sort', ...Object.keys(definition.filters)]);
      for (const [key, value] of previous) if (!owned.has(key)) next.append(key, value);
      latest.current = next;
      setParams(next, { replace });
    },
    [definition, setParams],
  );

  return {
    state,
    setSearch: useCallback((q: string) => update(() => ({ q, page: 0 }), true), [update]),
    setPage: useCallback((page: number) => update(() => ({ page })), [update]),
    setSort: useCallback((sort: TableSort<SortKey>) => update(() => ({ sort, page: 0 })), [update]),
    setFilter: useCallback(
      (key: FilterKey, value: string | undefined) =>
        update((current) => ({ filters: { ...current.filters, [key]: value }, page: 0 })),
      [update],
    ),
  };
}
