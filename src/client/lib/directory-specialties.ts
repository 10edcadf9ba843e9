import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NamedItem } from '../../shared/schemas/reference.ts';
import { apiGet, isApiError } from './api-client.ts';
import { namedItemsParser } from './public-api-parsers.ts';

/** GET /api/specialties (ordered by name), for the search form and the filter panel. */
export async function getSpecialties(signal?: AbortSignal): Promise<NamedItem[]> {
  try {
    return await apiGet('/api/specialties', namedItemsParser, signal);
  } catch (error) {
    // SPEC §8: logged, and the lists stay empty ('Nenhuma especialidade disponível').
    // A cancelled request (the component went away) is not a failure.
    if (isApiError(error)) console.warn('Erro ao carregar dados de especialidades', error.message);
    throw error;
  }
}

export function specialtiesQueryOptions() {
  return queryOptions({
    queryKey: ['specialties'] as const,
    queryFn: ({ signal }) => getSpecialties(signal),
  });
}

const NO_SPECIALTIES: NamedItem[] = [];

/** The list, empty while it loads or when it failed; `isPending` tells the two apart. */
export function useSpecialties() {
  const query = useQuery(specialtiesQueryOptions());
  const specialties = query.data ?? NO_SPECIALTIES;
  return { specialties, isPending: query.isPending };
}
