import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Plus } from 'lucide-react';
import {
  PROVIDER_STATUS_LABELS,
  PROVIDER_STATUSES,
} from '../../../../../shared/constants/providers.ts';
import {
  ADMIN_PROVIDER_MESSAGES,
  type AdminProviderRow,
  type AdminProviderSortKey,
} from '../../../../../shared/schemas/admin-providers.ts';
import { formatSort, parseSort } from '../../../../../shared/schemas/admin-table.ts';
import { Select } from '../../../../components/ui/select.tsx';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { TableSearch } from '../../../components/data-table/table-search.tsx';
import { useTableUrlState } from '../../../components/data-table/use-table-url-state.ts';
import { PermissionButton } from '../../../components/permission-button.tsx';
import { PermissionNotice } from '../../../components/permission-notice.tsx';
import { RequirePermission } from '../../../components/require-permission.tsx';
import { usePermission } from '../../../lib/use-permission.ts';
import { providersTable, useProvidersList } from '../api/list-providers.ts';
import { DeleteProviderDialog } from '../components/delete-provider-dialog.tsx';
import { providerColumns } from '../components/provider-columns.tsx';
import type { ProviderAction } from '../components/provider-row-actions.tsx';
import { ProviderStatusDialog } from '../components/provider-status-dialog.tsx';

/** The orders the API offers (the name also sorts from its column header). */
const PROVIDER_SORT_OPTIONS = [
  { value: 'companyName', label: 'Nome Fantasia (A–Z)' },
  { value: '-companyName', label: 'Nome Fantasia (Z–A)' },
  { value: '-createdAt', label: 'Cadastro mais recente' },
  { value: 'createdAt', label: 'Cadastro mais antigo' },
] as const;

type DialogTarget = { action: ProviderAction; provider: AdminProviderRow };

/** SPEC §2 "Admin providers" list (Conveniados) at /admin/providers. */
export function ProvidersListPage() {
  usePageTitle('Conveniados');
  const location = useLocation();
  const { state, setSearch, setPage, setSort, setFilter } = useTableUrlState(providersTable);
  const canRead = usePermission('providers', 'read');
  const canCreate = usePermission('providers', 'create');
  const canUpdate = usePermission('providers', 'update');
  const canDelete = usePermission('providers', 'delete');
  const query = useProvidersList(state, canRead.allowed);
  // The dialog stays mounted once used and is only closed, so the native <dialog> can give focus
  // back to the button that opened it.
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const openDialog = useCallback((action: ProviderAction, provider: AdminProviderRow) => {
    setDialog({ action, provider });
    setDialogOpen(true);
  }, []);
  const listPath = `${location.pathname}${location.search}`;
  const columns = useMemo(() => providerColumns(openDialog, listPath), [openDialog, listPath]);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Conveniados"
        description="Cadastros de profissionais e estabelecimentos: análise, situação e dados."
        actions={
          <PermissionButton permission={canCreate} to="/admin/providers/new">
            <Plus aria-hidden="true" />
            Adicionar Conveniado
          </PermissionButton>
        }
      />
      <RequirePermission permission={canRead}>
        <PermissionNotice permissions={[canCreate, canUpdate, canDelete]} />
        <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-center">
          <TableSearch value={state.q} onSearch={setSearch} label="Pesquisar conveniados" />
          <div className="sm:w-52">
            <label htmlFor="ordem" className="sr-only">
              Ordenar por
            </label>
            <Select
              id="ordem"
              value={formatSort(state.sort)}
              onChange={(event) => setSort(parseSort<AdminProviderSortKey>(event.target.value))}
            >
              {PROVIDER_SORT_OPTIONS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
          <div className="sm:w-52">
            <label htmlFor="filtro-status" className="sr-only">
              Filtrar por status
            </label>
            <Select
              id="filtro-status"
              value={state.filters.status ?? ''}
              onChange={(event) => setFilter('status', event.target.value || undefined)}
            >
              <option value="">Todos os status</option>
              {PROVIDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PROVIDER_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <DataTable
          label="Conveniados"
          columns={columns}
          sortKeys={providersTable.sortKeys}
          query={query}
          getRowId={(row) => String(row.id)}
          errorTitle={ADMIN_PROVIDER_MESSAGES.loadFailed}
          page={state.page}
          onPageChange={setPage}
          sort={state.sort}
          onSortChange={setSort}
        />
      </RequirePermission>
      {dialog?.action === 'status' && (
        <ProviderStatusDialog
          key={dialog.provider.id}
          provider={dialog.provider}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
        />
      )}
      {dialog?.action === 'delete' && (
        <DeleteProviderDialog
          key={dialog.provider.id}
          provider={dialog.provider}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          // Its row, and the button focus would return to, are gone: start from the content.
          onDeleted={() => document.getElementById('conteudo')?.focus()}
        />
      )}
    </div>
  );
}
