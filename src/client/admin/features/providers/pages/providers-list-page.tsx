import { useCallback, useMemo } from 'react';
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
import { focusContent } from '../../../components/delete-dialog.tsx';
import { useResourcePermissions } from '../../../lib/use-resource-permissions.ts';
import { useRowDialog } from '../../../lib/use-row-dialog.ts';
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
  const can = useResourcePermissions('providers');
  const query = useProvidersList(state, can.read.allowed);
  const dialog = useRowDialog<DialogTarget>();
  const openRow = dialog.open;
  const openDialog = useCallback(
    (action: ProviderAction, provider: AdminProviderRow) => openRow({ action, provider }),
    [openRow],
  );
  const listPath = `${location.pathname}${location.search}`;
  const columns = useMemo(() => providerColumns(openDialog, listPath), [openDialog, listPath]);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Conveniados"
        description="Cadastros de profissionais e estabelecimentos: análise, situação e dados."
        actions={
          <PermissionButton permission={can.create} to="/admin/providers/new">
            <Plus aria-hidden="true" />
            Adicionar Conveniado
          </PermissionButton>
        }
      />
      <RequirePermission permission={can.read}>
        <PermissionNotice permissions={[can.create, can.update, can.delete]} />
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
      {dialog.target?.action === 'status' && (
        <ProviderStatusDialog
          key={dialog.target.provider.id}
          provider={dialog.target.provider}
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
        />
      )}
      {dialog.target?.action === 'delete' && (
        <DeleteProviderDialog
          key={dialog.target.provider.id}
          provider={dialog.target.provider}
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
          onDeleted={focusContent}
        />
      )}
    </div>
  );
}
