import { createColumnHelper } from '@tanstack/react-table';
import { Link, useLocation } from 'react-router';
import { Eye, KeyRound } from 'lucide-react';
import type { AdminRoleRow } from '../../../../../shared/schemas/admin-roles.ts';
import { Button } from '../../../../components/ui/button.tsx';
import type { AdminTableFeatures } from '../../../components/data-table/data-table.tsx';
import { RowDeleteButton, RowEditButton } from '../../../components/row-buttons.tsx';
import type { PermissionState } from '../../../lib/use-permission.ts';

const column = createColumnHelper<AdminTableFeatures, AdminRoleRow>();

export type RoleAction = 'details' | 'edit' | 'delete';

interface RoleRowActionsProps {
  role: AdminRoleRow;
  permissions: { update: PermissionState; delete: PermissionState };
  onAction: (action: RoleAction, role: AdminRoleRow) => void;
}

/**
 * SPEC §2 roles actions: details, permissions, edit, delete. Icon buttons named with the role,
 * so a screen reader's list of buttons tells the rows apart.
 */
function RoleRowActions({ role, permissions, onAction }: RoleRowActionsProps) {
  const location = useLocation();
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Ver detalhes de ${role.name}`}
        title="Detalhes"
        onClick={() => onAction('details', role)}
      >
        <Eye aria-hidden="true" />
      </Button>
      <Button asChild variant="ghost" size="icon-sm">
        <Link
          to={`/admin/roles/${role.id}/permissions`}
          // The matrix's 'Voltar' returns here: this tab, search and page.
          state={{ from: `${location.pathname}${location.search}` }}
          aria-label={`Permissões de ${role.name}`}
          title="Permissões"
        >
          <KeyRound aria-hidden="true" />
        </Link>
      </Button>
      <RowEditButton
        name={role.name}
        permission={permissions.update}
        onClick={() => onAction('edit', role)}
      />
      <RowDeleteButton
        name={role.name}
        permission={permissions.delete}
        onClick={() => onAction('delete', role)}
      />
    </div>
  );
}

/**
 * SPEC §2: Nome (the sortable column), Descrição, how many users hold the role (what keeps it
 * from being deleted), then the actions.
 */
export function roleColumns(
  permissions: { update: PermissionState; delete: PermissionState },
  onAction: (action: RoleAction, role: AdminRoleRow) => void,
) {
  return [
    column.accessor('name', {
      id: 'name',
      header: 'Nome',
      meta: { cellClassName: 'font-medium text-foreground' },
    }),
    column.accessor('description', {
      id: 'description',
      header: 'Descrição',
      enableSorting: false,
      cell: ({ getValue }) => getValue() ?? '—',
      meta: { cellClassName: 'min-w-48 text-muted-foreground' },
    }),
    column.accessor('userCount', {
      id: 'userCount',
      header: 'Usuários',
      enableSorting: false,
      meta: { cellClassName: 'tabular-nums' },
    }),
    column.display({
      id: 'actions',
      header: 'Ações',
      cell: ({ row }) => (
        <RoleRowActions role={row.original} permissions={permissions} onAction={onAction} />
      ),
      meta: { cellPadding: 'py-1', cellClassName: 'text-right' },
    }),
  ];
}
