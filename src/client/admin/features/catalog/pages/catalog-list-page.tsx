import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import type { CatalogRow } from '../../../../../shared/schemas/admin-catalog.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { TableSearch } from '../../../components/data-table/table-search.tsx';
import { useTableUrlState } from '../../../components/data-table/use-table-url-state.ts';
import { PermissionButton } from '../../../components/permission-button.tsx';
import { PermissionNotice } from '../../../components/permission-notice.tsx';
import { RequirePermission } from '../../../components/require-permission.tsx';
import { focusContent } from '../../../components/delete-dialog.tsx';
import { useResourcePermissions } from '../../../lib/use-resource-permissions.ts';
import { useRowDialog } from '../../../lib/use-row-dialog.ts';
import { catalogTable, useCatalogList } from '../api/catalog-queries.ts';
import type { CatalogScreen } from '../catalog-screens.ts';
import { catalogColumns, type CatalogAction } from '../components/catalog-columns.tsx';
import { CatalogNameDialog } from '../components/catalog-name-dialog.tsx';
import { DeleteCatalogDialog } from '../components/delete-catalog-dialog.tsx';

type DialogTarget = { action: 'create' } | { action: CatalogAction; item: CatalogRow };

/** SPEC §2 Admin specialties / Admin areas: the table, its add/edit dialog and delete. */
export function CatalogListPage({ screen }: { screen: CatalogScreen }) {
  usePageTitle(screen.title);
  const { state, setSearch, setPage, setSort } = useTableUrlState(catalogTable);
  const can = useResourcePermissions(screen.resource);
  const query = useCatalogList(screen, state, can.read.allowed);
  const dialog = useRowDialog<DialogTarget>();
  const openDialog = dialog.open;
  const columns = useMemo(
    () =>
      catalogColumns(screen, { update: can.update, delete: can.delete }, (action, item) =>
        openDialog({ action, item }),
      ),
    [screen, can.update, can.delete, openDialog],
  );

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={screen.title}
        description={screen.description}
        actions={
          <PermissionButton
            permission={can.create}
            onClick={() => openDialog({ action: 'create' })}
          >
            <Plus aria-hidden="true" />
            {screen.newLabel}
          </PermissionButton>
        }
      />
      <RequirePermission permission={can.read}>
        <PermissionNotice permissions={[can.create, can.update, can.delete]} />
        <TableSearch value={state.q} onSearch={setSearch} label={screen.searchLabel} />
        <DataTable
          label={screen.title}
          columns={columns}
          sortKeys={catalogTable.sortKeys}
          query={query}
          getRowId={(row) => String(row.id)}
          errorTitle={screen.messages.loadFailed}
          page={state.page}
          onPageChange={setPage}
          sort={state.sort}
          onSortChange={setSort}
        />
      </RequirePermission>
      {dialog.target && dialog.target.action !== 'delete' && (
        <CatalogNameDialog
          key={dialog.target.action === 'edit' ? dialog.target.item.id : 'new'}
          screen={screen}
          item={dialog.target.action === 'edit' ? dialog.target.item : null}
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
        />
      )}
      {dialog.target?.action === 'delete' && (
        <DeleteCatalogDialog
          key={dialog.target.item.id}
          screen={screen}
          item={dialog.target.item}
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
          onDeleted={focusContent}
        />
      )}
    </div>
  );
}
