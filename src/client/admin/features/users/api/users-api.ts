import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  ADMIN_USER_SORT_KEYS,
  adminRoleOptionsSchema,
  adminUserCreatedSchema,
  adminUserRowSchema,
  adminUsersPageSchema,
  type AdminUserCreation,
  type AdminUserList,
  type AdminUserUpdate,
} from '../../../../../shared/schemas/admin-users.ts';
import { messageResponseSchema } from '../../../../../shared/schemas/me.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../../lib/api-client.ts';
import {
  tableApiParams,
  type TableDefinition,
  type TableUrlState,
} from '../../../components/data-table/table-url-state.ts';
import { ADMIN_DASHBOARD_KEY } from '../../../lib/query-keys.ts';

type UserSortKey = (typeof ADMIN_USER_SORT_KEYS)[number];
export type UsersTableState = TableUrlState<UserSortKey, never>;

/** `?q=&page=&sort=` of each people tab of /admin/users (the tab itself is `?tab=`). */
export const usersTable: TableDefinition<UserSortKey, never> = {
  sortKeys: ADMIN_USER_SORT_KEYS,
  filters: {},
};

const usersKeys = {
  all: ['admin', 'users'] as const,
  list: (list: AdminUserList, state: UsersTableState) =>
    ['admin', 'users', 'list', list, state] as const,
  roleOptions: ['admin', 'users', 'role-options'] as const,
};

export function useUsersList(list: AdminUserList, state: UsersTableState, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: usersKeys.list(list, state),
      queryFn: ({ signal }) =>
        apiGet(
          `/api/admin/users?list=${list}&${tableApiParams(state)}`,
          adminUsersPageSchema,
          signal,
        ),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}

/** The roles of the 'Perfil administrativo' select, each saying whether this admin may give it. */
export function useRoleOptions(enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.roleOptions,
    queryFn: ({ signal }) =>
      apiGet('/api/admin/users/role-options', adminRoleOptionsSchema, signal),
    enabled,
  });
}

/**
 * Every change refreshes both people lists, the roles (their holder counts) and the dashboard's
 * 'Usuários Ativos' and recent activity.
 */
function useUserMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of [usersKeys.all, ['admin', 'roles'], ADMIN_DASHBOARD_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

export const useCreateUser = () =>
  useUserMutation((input: AdminUserCreation) =>
    apiPost('/api/admin/users', adminUserCreatedSchema, input),
  );

const userUpdatedSchema = z.object({ message: z.string(), user: adminUserRowSchema });

export const useUpdateUser = (id: string) =>
  useUserMutation((input: AdminUserUpdate) =>
    apiPut(`/api/admin/users/${id}`, userUpdatedSchema, input),
  );

export const useDeleteUser = (id: string) =>
  useUserMutation((_: void) => apiDelete(`/api/admin/users/${id}`, messageResponseSchema));
