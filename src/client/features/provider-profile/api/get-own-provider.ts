import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProviderResponseSchema } from '../../../../shared/schemas/provider-profile.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const ownProviderQueryKey = ['me', 'provider'] as const;

/** GET /api/me/provider: the signed-in provider's own record (404 NO_PROVIDER_PROFILE if none). */
export function ownProviderQuery() {
  return queryOptions({
    queryKey: ownProviderQueryKey,
    queryFn: async ({ signal }) =>
      (await apiGet('/api/me/provider', ownProviderResponseSchema, signal)).provider,
    // The status can change at any time (an administrator's decision): always ask again.
    staleTime: 0,
  });
}

export function useOwnProvider() {
  return useQuery(ownProviderQuery());
}
