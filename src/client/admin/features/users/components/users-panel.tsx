import { useMemo } from 'react';
import type { AdminUserList, AdminUserRow } from '../../../../../shared/schemas/admin-users.ts';
import { useCurrentUser } from '../../../../lib/session/get-me.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { TableSearch } from '../../../components/data-table/table-search.tsx';
import { useTableUrlState } from '../../../components/data-table/use-table-url-state.ts';
import { focusContent } from '../../../components/delete-dialog.tsx';
import { PermissionNotice } from '../../../components/permission-notice.tsx';
import { RequirePermission } from '../../../components/require-permission.tsx';
import type { ResourcePermissions } from '../../../lib/use-resource-permissions.ts';
import { useRowDialog } from '../../../lib/use-row-dialog.ts';
import { usersTable, useUsersList } from '../api/users-api.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { userColumns, type UserAction } from './user-columns.tsx';
import { UserDetailsDialog } from './user-details-dialog.tsx';

const LIST_LABELS: Record<AdminUserList, string> = {
  users: 'Usuários',
  admins: 'Usuários Administrativos',
};

type DialogTarget = { action: UserAction; user: AdminUserRow };

/**
 * One people tab of 'Gerenciar Usuários' (SPEC §2): 'Usuários' (people and providers) or
 * 'Usuários Administrativos', searched and paged by the server, 10 a page.
 */
export function UsersPanel({ list, can }: { list: AdminUserList; can: ResourcePermissions }) {
  const { state, setSearch, setPage, setSort } = useTableUrlState(usersTable);
  const query = useUsersList(list, state, can.read.allowed);
  const selfId = useCurrentUser()?.id;
  const dialog = useRowDialog<DialogTarget>();
  const open = dialog.open;
  const columns = useMemo(
    () =>
      userColumns({
        list,
        permissions: { update: can.update, delete: can.delete },
        selfId,
        onAction: (action, user) => open({ action, user }),
      }),
    [list, can.update, can.delete, selfId, open],
  );
  const target = dialog.target;

  return (
    <RequirePermission permission={can.read}>
      <div className="space-y-4">
        <PermissionNotice permissions={[can.create, can.update, can.delete]} />
        <TableSearch
          value={state.q}
          onSearch={setSearch}
          label={`Pesquisar ${LIST_LABELS[list].toLowerCase()}`}
        />
        <DataTable
          label={LIST_LABELS[list]}
          columns={columns}
          sortKeys={usersTable.sortKeys}
          query={query}
          getRowId={(row) => row.id}
          errorTitle="Erro ao carregar usuários"
          page={state.page}
          onPageChange={setPage}
          sort={state.sort}
          onSortChange={setSort}
        />
      </div>
      {target?.action === 'details' && (
        <UserDetailsDialog
          key={target.user.id}
          user={target.user}
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
        />
      )}
      {target?.action === 'edit' && (
        <EditUserDialog
          key={target.user.id}
          user={target.user}
          isSelf={target.user.id === selfId}
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
        />
      )}
      {target?.action === 'delete' && (
        <DeleteUserDialog
          key={target.user.id}
          user={target.user}
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
          onDeleted={focusContent}
        />
      )}
    </RequirePermission>
  );
}
