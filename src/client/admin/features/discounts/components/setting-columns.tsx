import { createColumnHelper } from '@tanstack/react-table';
import {
  isDiscountOptionsKey,
  type SettingRow,
} from '../../../../../shared/schemas/admin-settings.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import type { AdminTableFeatures } from '../../../components/data-table/data-table.tsx';
import { RowDeleteButton, RowEditButton } from '../../../components/row-buttons.tsx';
import { formatDateTime, parseTimestamp } from '../../../lib/dates.ts';
import type { PermissionState } from '../../../lib/use-permission.ts';

const column = createColumnHelper<AdminTableFeatures, SettingRow>();

export type SettingAction = 'edit' | 'delete';

/**
 * Nome, Valor, Criado em, actions. No column sorts: the list is newest first (SPEC §7). The key
 * the product reads is marked, so nobody deletes it thinking it is a note.
 */
export function settingColumns(
  onAction: (action: SettingAction, setting: SettingRow) => void,
  canUpdate: PermissionState,
  canDelete: PermissionState,
) {
  return [
    column.accessor('key', {
      id: 'key',
      header: 'Nome',
      cell: ({ getValue }) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-foreground">{getValue()}</span>
          {isDiscountOptionsKey(getValue()) && <Badge variant="accent">Filtros da pesquisa</Badge>}
        </span>
      ),
    }),
    column.accessor('value', {
      id: 'value',
      header: 'Valor',
      cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
    }),
    column.accessor('createdAt', {
      id: 'createdAt',
      header: 'Criado em',
      cell: ({ getValue }) => {
        const date = parseTimestamp(getValue());
        return date ? formatDateTime(date) : '—';
      },
      meta: { cellClassName: 'whitespace-nowrap tabular-nums' },
    }),
    column.display({
      id: 'actions',
      header: 'Ações',
      cell: ({ row }) => (
        <div className="flex items-center justify-end gap-1">
          <RowEditButton
            name={row.original.key}
            permission={canUpdate}
            onClick={() => onAction('edit', row.original)}
          />
          <RowDeleteButton
            name={row.original.key}
            permission={canDelete}
            onClick={() => onAction('delete', row.original)}
          />
        </div>
      ),
      meta: { cellPadding: 'py-1', cellClassName: 'text-right' },
    }),
  ];
}
