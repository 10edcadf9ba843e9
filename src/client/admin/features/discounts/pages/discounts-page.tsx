import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import {
  DEFAULT_DISCOUNT_OPTIONS,
  DISCOUNT_OPTIONS_KEY,
  type SettingRow,
} from '../../../../../shared/schemas/admin-settings.ts';
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
import { settingsTable, useSettingsList } from '../api/settings-api.ts';
import { DeleteSettingDialog } from '../components/delete-setting-dialog.tsx';
import { settingColumns, type SettingAction } from '../components/setting-columns.tsx';
import { SettingFormDialog } from '../components/setting-form-dialog.tsx';
import { settingErrorMessage } from '../components/setting-messages.ts';

type DialogTarget = { action: 'create' } | { action: SettingAction; setting: SettingRow };

/** SPEC §2 "Admin discount settings" at /admin/discounts: key/value pairs, newest first. */
export function DiscountsPage() {
  usePageTitle('Configurações de Desconto');
  const { state, setSearch, setPage, setSort } = useTableUrlState(settingsTable);
  const can = useResourcePermissions('settings');
  const query = useSettingsList(state, can.read.allowed);
  const dialog = useRowDialog<DialogTarget>();
  const open = dialog.open;
  const columns = useMemo(
    () => settingColumns((action, setting) => open({ action, setting }), can.update, can.delete),
    [open, can.update, can.delete],
  );

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Configurações de Desconto"
        description="Pares de nome e valor, os mais recentes primeiro."
        actions={
          <PermissionButton permission={can.create} onClick={() => open({ action: 'create' })}>
            <Plus aria-hidden="true" />
            Nova Configuração
          </PermissionButton>
        }
      />
      <div className="rounded-md border border-border bg-muted px-4 py-3 text-sm text-foreground">
        <p>
          <strong className="break-all">{DISCOUNT_OPTIONS_KEY}</strong> define os descontos que a
          pesquisa oferece como filtro: percentuais inteiros de 1 a 100 separados por vírgula (até
          10). Sem ela, a pesquisa oferece {DEFAULT_DISCOUNT_OPTIONS.join(', ')}. Os visitantes veem
          a mudança ao abrir o site de novo. Outros nomes são guardados e listados aqui, sem efeito
          no site.
        </p>
      </div>
      <RequirePermission permission={can.read}>
        <PermissionNotice permissions={[can.create, can.update, can.delete]} />
        <TableSearch value={state.q} onSearch={setSearch} label="Pesquisar configurações" />
        <DataTable
          label="Configurações de desconto"
          columns={columns}
          sortKeys={settingsTable.sortKeys}
          query={query}
          getRowId={(row) => String(row.id)}
          errorTitle={
            settingErrorMessage('carregar dados', query.error) ?? 'Erro ao carregar dados'
          }
          page={state.page}
          onPageChange={setPage}
          sort={state.sort}
          onSortChange={setSort}
        />
      </RequirePermission>
      {dialog.target && dialog.target.action !== 'delete' && (
        <SettingFormDialog
          key={dialog.target.action === 'edit' ? dialog.target.setting.id : 'new'}
          setting={dialog.target.action === 'edit' ? dialog.target.setting : null}
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
        />
      )}
      {dialog.target?.action === 'delete' && (
        <DeleteSettingDialog
          key={dialog.target.setting.id}
          setting={dialog.target.setting}
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
          onDeleted={focusContent}
        />
      )}
    </div>
  );
}
