import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminProviderResponseSchema } from '../../../../../shared/schemas/admin-providers.ts';
import { apiGet } from '../../../../lib/api-client.ts';
import { adminProviderKeys } from './provider-query-keys.ts';

/** GET /api/admin/providers/:id: every field, whatever the public visibility (404 if none). */
export async function getProvider(id: number, signal?: AbortSignal) {
  const { provider } = await apiGet(
    `/api/admin/providers/${id}`,
    adminProviderResponseSchema,
    signal,
  );
  return provider;
}

export function providerQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminProviderKeys.detail(id),
    queryFn: ({ signal }) => getProvider(id, signal),
  });
}

export function useProvider(id: number | null, enabled: boolean) {
  return useQuery({ ...providerQueryOptions(id ?? 0), enabled: enabled && id !== null });
}
