import { createColumnHelper } from '@tanstack/react-table';
import { Eye } from 'lucide-react';
import {
  ADMIN_USER_MESSAGES,
  type AdminUserList,
  type AdminUserRow,
} from '../../../../../shared/schemas/admin-users.ts';
import { Button } from '../../../../components/ui/button.tsx';
import type { AdminTableFeatures } from '../../../components/data-table/data-table.tsx';
import { RowDeleteButton, RowEditButton } from '../../../components/row-buttons.tsx';
import type { PermissionState } from '../../../lib/use-permission.ts';
import { NO_ROLE_LABEL } from '../user-labels.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

const column = createColumnHelper<AdminTableFeatures, AdminUserRow>();

export type UserAction = 'details' | 'edit' | 'delete';

interface UserColumnsOptions {
  list: AdminUserList;
  permissions: { update: PermissionState; delete: PermissionState };
  /** The signed-in admin, who cannot delete their own account (the server refuses it too). */
  selfId: string | undefined;
  onAction: (action: UserAction, row: AdminUserRow) => void;
}

const SELF_DELETE: PermissionState = {
  allowed: false,
  pending: false,
  reason: ADMIN_USER_MESSAGES.selfDelete,
};

/**
 * SPEC §2: Nome, E-mail, (Perfil for administrators: the role's name or 'Não definido'), Status
 * and Ações (view, edit, delete), the actions named with the person so a screen reader's list of
 * buttons tells the rows apart.
 */
export function userColumns({ list, permissions, selfId, onAction }: UserColumnsOptions) {
  return [
    column.accessor('name', {
      id: 'name',
      header: 'Nome',
      meta: { cellClassName: 'font-medium text-foreground' },
    }),
    column.accessor('email', {
      id: 'email',
      header: 'E-mail',
      meta: { cellClassName: 'break-all' },
    }),
    ...(list === 'admins'
      ? [
          column.accessor('roleName', {
            id: 'roleName',
            header: 'Perfil',
            enableSorting: false,
            cell: ({ getValue }) =>
              getValue() ?? <span className="text-muted-foreground">{NO_ROLE_LABEL}</span>,
          }),
        ]
      : []),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      cell: ({ getValue }) => <UserStatusBadge status={getValue()} />,
    }),
    column.display({
      id: 'actions',
      header: 'Ações',
      cell: ({ row }) => {
        const user = row.original;
        return (
          <div className="flex items-center justify-end gap-1">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Ver detalhes de ${user.name}`}
              title="Detalhes"
              onClick={() => onAction('details', user)}
            >
              <Eye aria-hidden="true" />
            </Button>
            <RowEditButton
              name={user.name}
              permission={permissions.update}
              onClick={() => onAction('edit', user)}
            />
            <RowDeleteButton
              name={user.name}
              permission={user.id === selfId ? SELF_DELETE : permissions.delete}
              onClick={() => onAction('delete', user)}
            />
          </div>
        );
      },
      meta: { cellPadding: 'py-1', cellClassName: 'text-right' },
    }),
  ];
}
