import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { fieldConfigurationsParser, statesParser } from '../../lib/form-api-parsers.ts';
import { namedItemsParser } from '../../lib/public-api-parsers.ts';

/*
 * The reference lists the provider forms need (SPEC §7 "Reference reads"). They live here, not in
 * a feature, because the registration and the self-profile both use them. Checked without zod:
 * the registration is a public page (lib/form-api-parsers.ts).
 */

export function statesQuery() {
  return queryOptions({
    queryKey: ['reference', 'states'],
    queryFn: ({ signal }) => apiGet('/api/states', statesParser, signal),
  });
}

export function citiesQuery(stateId: string) {
  return queryOptions({
    queryKey: ['reference', 'cities', stateId],
    queryFn: ({ signal }) =>
      apiGet(`/api/states/${encodeURIComponent(stateId)}/cities`, namedItemsParser, signal),
    enabled: stateId !== '',
  });
}

export function areasQuery() {
  return queryOptions({
    queryKey: ['reference', 'areas'],
    queryFn: ({ signal }) => apiGet('/api/areas', namedItemsParser, signal),
  });
}

export function specialtiesQuery() {
  return queryOptions({
    queryKey: ['reference', 'specialties'],
    queryFn: ({ signal }) => apiGet('/api/specialties', namedItemsParser, signal),
  });
}

export function fieldConfigurationsQuery() {
  return queryOptions({
    queryKey: ['reference', 'field-configurations'],
    queryFn: ({ signal }) => apiGet('/api/field-configurations', fieldConfigurationsParser, signal),
    // Asked again at each form's opening: /admin/fields may have changed the required flags.
    staleTime: 0,
  });
}

export const useStates = () => useQuery(statesQuery());
export const useCities = (stateId: string) => useQuery(citiesQuery(stateId));
export const useAreas = () => useQuery(areasQuery());
export const useSpecialties = () => useQuery(specialtiesQuery());
export const useFieldConfigurations = () => useQuery(fieldConfigurationsQuery());
