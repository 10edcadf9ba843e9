import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminProviderResponseSchema } from '../../../../../shared/schemas/admin-providers.ts';
import { apiGet } from '../../../../lib/api-client.ts';
import { adminProviderKeys } from './provider-query-keys.ts';

/** A provider id from the address: a positive integer, else there is nothing to ask for. */
export function parseProviderId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

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
