import type { AdminProviderSortKey } from '../../../../../shared/schemas/admin-providers.ts';
import type { TableUrlState } from '../../../components/data-table/table-url-state.ts';

export type ProvidersTableState = TableUrlState<AdminProviderSortKey, 'status'>;

/** One root, so a change to any provider refreshes every list and details page at once. */
export const adminProviderKeys = {
  all: ['admin', 'providers'] as const,
  lists: ['admin', 'providers', 'list'] as const,
  list: (state: ProvidersTableState) => ['admin', 'providers', 'list', state] as const,
  detail: (id: number) => ['admin', 'providers', 'detail', id] as const,
};
