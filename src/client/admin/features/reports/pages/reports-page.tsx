import { useMemo } from 'react';
import type { AdminReportRow } from '../../../../../shared/schemas/reports.ts';
import { Select } from '../../../../components/ui/select.tsx';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useTableUrlState } from '../../../components/data-table/use-table-url-state.ts';
import { PermissionNotice } from '../../../components/permission-notice.tsx';
import { RequirePermission } from '../../../components/require-permission.tsx';
import { useResourcePermissions } from '../../../lib/use-resource-permissions.ts';
import { useRowDialog } from '../../../lib/use-row-dialog.ts';
import { reportsTable, useReportsList } from '../api/reports-api.ts';
import { reportColumns } from '../components/report-columns.tsx';
import { ResolveReportDialog } from '../components/resolve-report-dialog.tsx';

/**
 * /admin/reports (issue 15 item 2; decision 034): what visitors said is wrong on provider pages,
 * newest first, resolved with a note of what was done.
 */
export function ReportsPage() {
  usePageTitle('Avisos de Erro');
  const { state, setPage, setSort, setFilter } = useTableUrlState(reportsTable);
  const can = useResourcePermissions('reports');
  const query = useReportsList(state, can.read.allowed);
  const dialog = useRowDialog<AdminReportRow>();
  const open = dialog.open;
  const columns = useMemo(() => reportColumns(open, can.update), [open, can.update]);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Avisos de Erro"
        description="O que os visitantes disseram estar errado nas páginas dos conveniados. Confira com o conveniado, corrija e marque como resolvido."
      />
      <RequirePermission permission={can.read}>
        <PermissionNotice permissions={[can.update]} />
        <div className="sm:w-52">
          <label htmlFor="filtro-situacao" className="sr-only">
            Filtrar por situação
          </label>
          <Select
            id="filtro-situacao"
            value={state.filters.status ?? ''}
            onChange={(event) => setFilter('status', event.target.value || undefined)}
          >
            <option value="">Todos os avisos</option>
            <option value="open">Abertos</option>
            <option value="resolved">Resolvidos</option>
          </Select>
        </div>
        <DataTable
          label="Avisos de erro"
          columns={columns}
          sortKeys={[]}
          query={query}
          getRowId={(row) => String(row.id)}
          errorTitle="Erro ao carregar os avisos"
          page={state.page}
          onPageChange={setPage}
          sort={state.sort}
          onSortChange={setSort}
        />
      </RequirePermission>
      {dialog.target && (
        <ResolveReportDialog
          key={dialog.target.id}
          report={dialog.target}
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
        />
      )}
    </div>
  );
}
