import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../shared/schemas/directory.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { filtersToParams, type DirectoryFilters } from '../../../../shared/directory-filters.ts';
import { searchResponseParser } from '../../../lib/public-api-parsers.ts';

/** GET /api/providers: one page of results (featured first), with the cursor of the next one. */
export function searchProviders(
  filters: DirectoryFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const params = filtersToParams(filters);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiGet(`/api/providers${query ? `?${query}` : ''}`, searchResponseParser, signal);
}

/** Keyed by the URL's filters: a new URL is a new search, and back/forward find it cached. */
export function searchProvidersQueryOptions(filters: DirectoryFilters) {
  return infiniteQueryOptions({
    queryKey: ['providers', 'search', filters] as const,
    queryFn: ({ pageParam, signal }) => searchProviders(filters, pageParam, signal),
    initialPageParam: null as string | null,
    // null when the last page has been reached: 'Carregar mais resultados' disappears.
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useSearchProviders(filters: DirectoryFilters) {
  return useInfiniteQuery(searchProvidersQueryOptions(filters));
}
