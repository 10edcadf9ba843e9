import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PROVIDER_STATUSES } from '../../../../../shared/constants/providers.ts';
import {
  ADMIN_PROVIDER_SORT_KEYS,
  adminProvidersPageSchema,
  type AdminProviderSortKey,
} from '../../../../../shared/schemas/admin-providers.ts';
import { apiGet } from '../../../../lib/api-client.ts';
import type { TableDefinition } from '../../../components/data-table/table-url-state.ts';
import { tableApiParams } from '../../../components/data-table/table-url-state.ts';
import { adminProviderKeys, type ProvidersTableState } from './provider-query-keys.ts';

/** `?q=&page=&sort=&status=` of /admin/providers, as the API accepts them. */
export const providersTable: TableDefinition<AdminProviderSortKey, 'status'> = {
  sortKeys: ADMIN_PROVIDER_SORT_KEYS,
  filters: { status: PROVIDER_STATUSES },
};

/** GET /api/admin/providers: one page of the back-office list. */
export function listProviders(state: ProvidersTableState, signal?: AbortSignal) {
  return apiGet(`/api/admin/providers?${tableApiParams(state)}`, adminProvidersPageSchema, signal);
}

export function providersListQueryOptions(state: ProvidersTableState) {
  return queryOptions({
    queryKey: adminProviderKeys.list(state),
    queryFn: ({ signal }) => listProviders(state, signal),
    // The page on screen stays while the next search, sort or page loads.
    placeholderData: keepPreviousData,
  });
}

export function useProvidersList(state: ProvidersTableState, enabled: boolean) {
  return useQuery({ ...providersListQueryOptions(state), enabled });
}
