import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  CATALOG_SORT_KEYS,
  catalogPageSchema,
  catalogSavedSchema,
  type CatalogForm,
  type CatalogKind,
  type CatalogSortKey,
} from '../../../../../shared/schemas/admin-catalog.ts';
import { messageResponseSchema } from '../../../../../shared/schemas/me.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../../lib/api-client.ts';
import {
  tableApiParams,
  type TableDefinition,
  type TableUrlState,
} from '../../../components/data-table/table-url-state.ts';
import { ADMIN_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import type { CatalogScreen } from '../catalog-screens.ts';

export type CatalogTableState = TableUrlState<CatalogSortKey, never>;

/** `?q=&page=&sort=` of /admin/specialties and /admin/areas, as the API accepts them. */
export const catalogTable: TableDefinition<CatalogSortKey, never> = {
  sortKeys: CATALOG_SORT_KEYS,
  filters: {},
};

export const catalogKeys = {
  all: (kind: CatalogKind) => ['admin', 'catalog', kind] as const,
  list: (kind: CatalogKind, state: CatalogTableState) =>
    ['admin', 'catalog', kind, 'list', state] as const,
};

export function useCatalogList(screen: CatalogScreen, state: CatalogTableState, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: catalogKeys.list(screen.kind, state),
      queryFn: ({ signal }) =>
        apiGet(`${screen.apiPath}?${tableApiParams(state)}`, catalogPageSchema, signal),
      // The page on screen stays while the next search, sort or page loads.
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}

/**
 * After a change, nothing this tab keeps may show the old name (issue 12 item 5): the lists of
 * this screen, the dashboard's count, the public search's specialty list
 * (lib/directory-specialties.ts), the forms' reference lists (components/forms/reference-queries.ts),
 * the public search results and provider pages, and the back-office's provider details.
 */
function afterChange(queryClient: QueryClient, kind: CatalogKind) {
  const keys = [
    catalogKeys.all(kind),
    ADMIN_DASHBOARD_KEY,
    ['specialties'],
    ['reference', kind === 'specialty' ? 'specialties' : 'areas'],
    ['providers'],
    ['admin', 'providers'],
  ];
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** POST (no id) or PUT (an id): 'Especialidade criada/atualizada com sucesso'. */
export function useSaveCatalogItem(screen: CatalogScreen, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CatalogForm) =>
      id === null
        ? apiPost(screen.apiPath, catalogSavedSchema, values)
        : apiPut(`${screen.apiPath}/${id}`, catalogSavedSchema, values),
    onSuccess: () => afterChange(queryClient, screen.kind),
  });
}

export function useDeleteCatalogItem(screen: CatalogScreen, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete(`${screen.apiPath}/${id}`, messageResponseSchema),
    onSuccess: () => afterChange(queryClient, screen.kind),
  });
}
