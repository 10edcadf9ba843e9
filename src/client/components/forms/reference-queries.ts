import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  areasResponseSchema,
  citiesResponseSchema,
  fieldConfigurationsResponseSchema,
  specialtiesResponseSchema,
  statesResponseSchema,
} from '../../../shared/schemas/reference.ts';
import { apiGet } from '../../lib/api-client.ts';

/*
 * The reference lists the provider forms need (SPEC §7 "Reference reads"). They live here, not in
 * a feature, because the registration and the self-profile both use them.
 */

export function statesQuery() {
  return queryOptions({
    queryKey: ['reference', 'states'],
    queryFn: ({ signal }) => apiGet('/api/states', statesResponseSchema, signal),
  });
}

export function citiesQuery(stateId: string) {
  return queryOptions({
    queryKey: ['reference', 'cities', stateId],
    queryFn: ({ signal }) =>
      apiGet(`/api/states/${encodeURIComponent(stateId)}/cities`, citiesResponseSchema, signal),
    enabled: stateId !== '',
  });
}

export function areasQuery() {
  return queryOptions({
    queryKey: ['reference', 'areas'],
    queryFn: ({ signal }) => apiGet('/api/areas', areasResponseSchema, signal),
  });
}

export function specialtiesQuery() {
  return queryOptions({
    queryKey: ['reference', 'specialties'],
    queryFn: ({ signal }) => apiGet('/api/specialties', specialtiesResponseSchema, signal),
  });
}

export function fieldConfigurationsQuery() {
  return queryOptions({
    queryKey: ['reference', 'field-configurations'],
    queryFn: ({ signal }) =>
      apiGet('/api/field-configurations', fieldConfigurationsResponseSchema, signal),
  });
}

export const useStates = () => useQuery(statesQuery());
export const useCities = (stateId: string) => useQuery(citiesQuery(stateId));
export const useAreas = () => useQuery(areasQuery());
export const useSpecialties = () => useQuery(specialtiesQuery());
export const useFieldConfigurations = () => useQuery(fieldConfigurationsQuery());
