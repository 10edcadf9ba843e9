import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderDetail } from '../../../../shared/schemas/directory.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { providerDetailParser } from '../../../lib/public-api-parsers.ts';

const MAX_ID = 2_147_483_647;

/**
 * SPEC §5: the id in /conveniado/{id} must be a positive integer (not empty, 'NaN', 'undefined',
 * 'null', ...). The same rule as providerIdSchema in src/shared, written out here so the page
 * needs no zod and a bad link is answered at once, without a request.
 */
export function parseProviderId(raw: string | undefined): number | null {
  const value = raw?.trim() ?? '';
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** GET /api/providers/:id: an active provider, with only the fields the viewer may see. */
export function getProvider(id: number, signal?: AbortSignal): Promise<ProviderDetail> {
  return apiGet(`/api/providers/${id}`, providerDetailParser, signal);
}

export function providerQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['providers', 'detail', id] as const,
    queryFn: ({ signal }) => getProvider(id, signal),
  });
}

export function useProvider(id: number | null) {
  return useQuery({ ...providerQueryOptions(id ?? 0), enabled: id !== null });
}
