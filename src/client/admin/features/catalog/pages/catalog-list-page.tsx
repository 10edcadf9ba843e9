import { useCallback, useMemo, useState } from 'react';
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
import { usePermission } from '../../../lib/use-permission.ts';
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
  const canRead = usePermission(screen.resource, 'read');
  const canCreate = usePermission(screen.resource, 'create');
  const canUpdate = usePermission(screen.resource, 'update');
  const canDelete = usePermission(screen.resource, 'delete');
  const query = useCatalogList(screen, state, canRead.allowed);
  // Dialogs stay mounted once used and are only closed, so the native <dialog> gives focus back
  // to the button that opened them.
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const openDialog = useCallback((target: DialogTarget) => {
    setDialog(target);
    setDialogOpen(true);
  }, []);
  const columns = useMemo(
    () =>
      catalogColumns(screen, { update: canUpdate, delete: canDelete }, (action, item) =>
        openDialog({ action, item }),
      ),
    [screen, canUpdate, canDelete, openDialog],
  );

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={screen.title}
        description={screen.description}
        actions={
          <PermissionButton permission={canCreate} onClick={() => openDialog({ action: 'create' })}>
            <Plus aria-hidden="true" />
            {screen.newLabel}
          </PermissionButton>
        }
      />
      <RequirePermission permission={canRead}>
        <PermissionNotice permissions={[canCreate, canUpdate, canDelete]} />
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
      {dialog && dialog.action !== 'delete' && (
        <CatalogNameDialog
          key={dialog.action === 'edit' ? dialog.item.id : 'new'}
          screen={screen}
          item={dialog.action === 'edit' ? dialog.item : null}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
        />
      )}
      {dialog?.action === 'delete' && (
        <DeleteCatalogDialog
          key={dialog.item.id}
          screen={screen}
          item={dialog.item}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          // Its row, and the button focus would return to, are gone: start from the content.
          onDeleted={() => document.getElementById('conteudo')?.focus()}
        />
      )}
    </div>
  );
}
