import { createColumnHelper } from '@tanstack/react-table';
import type { CatalogRow } from '../../../../../shared/schemas/admin-catalog.ts';
import type { AdminTableFeatures } from '../../../components/data-table/data-table.tsx';
import { RowDeleteButton, RowEditButton } from '../../../components/row-buttons.tsx';
import type { PermissionState } from '../../../lib/use-permission.ts';
import type { CatalogScreen } from '../catalog-screens.ts';

const column = createColumnHelper<AdminTableFeatures, CatalogRow>();

export type CatalogAction = 'edit' | 'delete';

/**
 * SPEC §2: ID (specialties only) and Nome, both sortable (their ids are the API's sort keys);
 * how many providers use each name, which is what keeps it from being deleted; edit and delete,
 * named with the record so a screen reader's list of buttons tells the rows apart.
 */
export function catalogColumns(
  screen: CatalogScreen,
  permissions: { update: PermissionState; delete: PermissionState },
  onAction: (action: CatalogAction, row: CatalogRow) => void,
) {
  return [
    ...(screen.showId
      ? [
          column.accessor('id', {
            id: 'id',
            header: 'ID',
            meta: { cellClassName: 'w-16 tabular-nums text-muted-foreground' },
          }),
        ]
      : []),
    column.accessor('name', {
      id: 'name',
      header: 'Nome',
      meta: { cellClassName: 'font-medium text-foreground' },
    }),
    column.accessor('providerCount', {
      id: 'providerCount',
      header: 'Conveniados',
      enableSorting: false,
      meta: { cellClassName: 'tabular-nums' },
    }),
    column.display({
      id: 'actions',
      header: 'Ações',
      cell: ({ row }) => (
        <div className="flex items-center justify-end gap-1">
          <RowEditButton
            name={row.original.name}
            permission={permissions.update}
            onClick={() => onAction('edit', row.original)}
          />
          <RowDeleteButton
            name={row.original.name}
            permission={permissions.delete}
            onClick={() => onAction('delete', row.original)}
          />
        </div>
      ),
      meta: { cellPadding: 'py-1', cellClassName: 'text-right' },
    }),
  ];
}
