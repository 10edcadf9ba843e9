import { useCallback, useMemo } from 'react';
import { ADMIN_MASTER_ROLE_NAME } from '../../../../../shared/constants/permissions.ts';
import {
  ADMIN_ROLE_MESSAGES as M,
  type AdminRoleRow,
} from '../../../../../shared/schemas/admin-roles.ts';
import { toast } from '../../../../lib/toast.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { TableSearch } from '../../../components/data-table/table-search.tsx';
import { useTableUrlState } from '../../../components/data-table/use-table-url-state.ts';
import { focusContent } from '../../../components/delete-dialog.tsx';
import { PermissionNotice } from '../../../components/permission-notice.tsx';
import { RequirePermission } from '../../../components/require-permission.tsx';
import type { PermissionState } from '../../../lib/use-permission.ts';
import { useResourcePermissions } from '../../../lib/use-resource-permissions.ts';
import { useRowDialog } from '../../../lib/use-row-dialog.ts';
import { rolesTable, useRolesList } from '../api/roles-api.ts';
import { DeleteRoleDialog } from './delete-role-dialog.tsx';
import { roleColumns, type RoleAction } from './role-columns.tsx';
import { RoleDetailsDialog } from './role-details-dialog.tsx';
import { RoleFormDialog } from './role-form-dialog.tsx';
import { ROLES_LOAD_FAILED, type RolesHost } from './role-messages.ts';

interface RolesPanelProps {
  /** The screen it is on: some SPEC texts differ between the two (role-messages.ts). */
  host: RolesHost;
  /** Permissions of the host screen's own controls ('Novo Perfil'), listed in the same notice. */
  notices?: readonly PermissionState[];
}

/** SPEC §6: the page says no before the API does (403 with the same words). */
const MASTER_REFUSALS: Partial<Record<RoleAction, string>> = {
  edit: M.masterEdit,
  delete: M.masterDelete,
};

/**
 * The roles table with its dialogs (SPEC §2): /admin/roles shows it, and so does the users
 * screen's 'Perfis Administrativos' tab. Its search, page and sort live in the address next to
 * the host's own keys (`?tab=`).
 */
export function RolesPanel({ host, notices = [] }: RolesPanelProps) {
  const { state, setSearch, setPage, setSort } = useTableUrlState(rolesTable);
  const can = useResourcePermissions('roles');
  const query = useRolesList(state, can.read.allowed);
  const dialog = useRowDialog<{ action: RoleAction; role: AdminRoleRow }>();
  const openDialog = dialog.open;
  const onAction = useCallback(
    (action: RoleAction, role: AdminRoleRow) => {
      const refusal = role.name === ADMIN_MASTER_ROLE_NAME ? MASTER_REFUSALS[action] : undefined;
      // One toast per refusal, however many clicks.
      if (refusal)
        toast.error('Acesso negado', { id: `admin-master-${action}`, description: refusal });
      else openDialog({ action, role });
    },
    [openDialog],
  );
  const columns = useMemo(
    () => roleColumns({ update: can.update, delete: can.delete }, onAction),
    [can.update, can.delete, onAction],
  );
  const target = dialog.target;

  return (
    <RequirePermission permission={can.read}>
      <div className="space-y-4">
        <PermissionNotice permissions={[...notices, can.update, can.delete]} />
        <TableSearch value={state.q} onSearch={setSearch} label="Pesquisar perfis" />
        <DataTable
          label="Perfis de acesso"
          columns={columns}
          sortKeys={rolesTable.sortKeys}
          query={query}
          getRowId={(row) => String(row.id)}
          errorTitle={ROLES_LOAD_FAILED}
          page={state.page}
          onPageChange={setPage}
          sort={state.sort}
          onSortChange={setSort}
        />
      </div>
      {target?.action === 'details' && (
        <RoleDetailsDialog
          key={target.role.id}
          role={target.role}
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
        />
      )}
      {target?.action === 'edit' && (
        <RoleFormDialog
          key={target.role.id}
          role={target.role}
          host={host}
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
        />
      )}
      {target?.action === 'delete' && (
        <DeleteRoleDialog
          key={target.role.id}
          role={target.role}
          host={host}
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
          onDeleted={focusContent}
        />
      )}
    </RequirePermission>
  );
}
