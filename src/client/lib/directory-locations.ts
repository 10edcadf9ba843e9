import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryLocations } from '../../shared/schemas/directory.ts';
import { apiGet, isApiError } from './api-client.ts';
import { directoryLocationsParser } from './public-api-parsers.ts';

/** GET /api/directory/locations: the states, with their cities, where active providers exist. */
export async function getDirectoryLocations(signal?: AbortSignal): Promise<DirectoryLocations> {
  try {
    return await apiGet('/api/directory/locations', directoryLocationsParser, signal);
  } catch (error) {
    // SPEC §8: a failure here is logged and the selectors stay empty; the search still works.
    // A cancelled request (the component went away) is not a failure.
    if (isApiError(error))
      console.warn('Não foi possível carregar a lista de estados.', error.message);
    throw error;
  }
}

export function directoryLocationsQueryOptions() {
  return queryOptions({
    queryKey: ['directory', 'locations'] as const,
    queryFn: ({ signal }) => getDirectoryLocations(signal),
  });
}

export function useDirectoryLocations(): DirectoryLocations {
  return useQuery(directoryLocationsQueryOptions()).data ?? [];
}
