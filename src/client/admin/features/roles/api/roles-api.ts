import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  adminRolePermissionsResponseSchema,
  adminRolePermissionsSavedSchema,
  adminRoleSavedSchema,
  adminRolesPageSchema,
  type AdminRoleForm,
  type AdminRolePermissionsResponse,
} from '../../../../../shared/schemas/admin-roles.ts';
import { messageResponseSchema } from '../../../../../shared/schemas/me.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../../lib/api-client.ts';
import {
  tableApiParams,
  type TableDefinition,
  type TableUrlState,
} from '../../../components/data-table/table-url-state.ts';
import { ADMIN_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { permissionsQueryOptions } from '../../../lib/use-permission.ts';

/** `?q=&page=&sort=` of the roles table: ordered by name, no filter. */
export const rolesTable: TableDefinition<'name', never> = { sortKeys: ['name'], filters: {} };
export type RolesTableState = TableUrlState<'name', never>;

export const roleKeys = {
  all: ['admin', 'roles'] as const,
  list: (state: RolesTableState) => ['admin', 'roles', 'list', state] as const,
  permissions: (id: number) => ['admin', 'roles', id, 'permissions'] as const,
};

/*
 * The users screen's lists (administrators' rows show their role's name), written out: importing
 * the users feature here would tie the two screens' chunks together.
 */
const USERS_KEY = ['admin', 'users'] as const;

export function rolesListQueryOptions(state: RolesTableState) {
  return queryOptions({
    queryKey: roleKeys.list(state),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/roles?${tableApiParams(state)}`, adminRolesPageSchema, signal),
    // The page on screen stays while the next search, sort or page loads.
    placeholderData: keepPreviousData,
  });
}

export const useRolesList = (state: RolesTableState, enabled: boolean) =>
  useQuery({ ...rolesListQueryOptions(state), enabled });

export function rolePermissionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: roleKeys.permissions(id),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/roles/${id}/permissions`, adminRolePermissionsResponseSchema, signal),
  });
}

/** A role's matrix; `id` null (an address that is no id) asks for nothing. */
export const useRolePermissions = (id: number | null, enabled: boolean) =>
  useQuery({ ...rolePermissionsQueryOptions(id ?? 0), enabled: enabled && id !== null });

/**
 * After a change nothing this tab keeps may be older than it: the roles lists and matrices, the
 * users lists (an administrator's row names their role), the signed-in admin's own permission
 * map (their own role's matrix may be the one that changed: the controls follow at once) and the
 * dashboard's activity.
 */
function afterChange(queryClient: QueryClient) {
  const keys = [roleKeys.all, USERS_KEY, permissionsQueryOptions().queryKey, ADMIN_DASHBOARD_KEY];
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** POST (no id) or PUT (an id): 'Perfil administrativo criado/atualizado com sucesso'. */
export function useSaveRole(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdminRoleForm) =>
      id === null
        ? apiPost('/api/admin/roles', adminRoleSavedSchema, values)
        : apiPut(`/api/admin/roles/${id}`, adminRoleSavedSchema, values),
    onSuccess: () => afterChange(queryClient),
  });
}

export function useDeleteRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete(`/api/admin/roles/${id}`, messageResponseSchema),
    onSuccess: () => {
      // Asking again for the matrix of a role that no longer exists would only answer 404.
      queryClient.removeQueries({ queryKey: roleKeys.permissions(id) });
      afterChange(queryClient);
    },
  });
}

/** PUT the whole matrix at once (one transaction on the server), as a sorted list. */
export function useSaveRolePermissions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissions: readonly string[]) =>
      apiPut(`/api/admin/roles/${id}/permissions`, adminRolePermissionsSavedSchema, {
        permissions: [...permissions].sort(),
      }),
    onSuccess: ({ role, permissions, editable }) => {
      queryClient.setQueryData<AdminRolePermissionsResponse>(roleKeys.permissions(id), {
        role,
        permissions,
        editable,
      });
      afterChange(queryClient);
    },
  });
}
