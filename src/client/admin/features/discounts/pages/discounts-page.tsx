import { useCallback, useMemo, useState } from 'react';
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
import { usePermission } from '../../../lib/use-permission.ts';
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
  const canRead = usePermission('settings', 'read');
  const canCreate = usePermission('settings', 'create');
  const canUpdate = usePermission('settings', 'update');
  const canDelete = usePermission('settings', 'delete');
  const query = useSettingsList(state, canRead.allowed);
  // Kept mounted and only closed, so the native <dialog> gives focus back to its button.
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const open = useCallback((target: DialogTarget) => {
    setDialog(target);
    setDialogOpen(true);
  }, []);
  const columns = useMemo(
    () => settingColumns((action, setting) => open({ action, setting }), canUpdate, canDelete),
    [open, canUpdate, canDelete],
  );

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Configurações de Desconto"
        description="Pares de nome e valor, os mais recentes primeiro."
        actions={
          <PermissionButton permission={canCreate} onClick={() => open({ action: 'create' })}>
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
      <RequirePermission permission={canRead}>
        <PermissionNotice permissions={[canCreate, canUpdate, canDelete]} />
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
      {dialog && dialog.action !== 'delete' && (
        <SettingFormDialog
          key={dialog.action === 'edit' ? dialog.setting.id : 'new'}
          setting={dialog.action === 'edit' ? dialog.setting : null}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
        />
      )}
      {dialog?.action === 'delete' && (
        <DeleteSettingDialog
          key={dialog.setting.id}
          setting={dialog.setting}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          onDeleted={() => document.getElementById('conteudo')?.focus()}
        />
      )}
    </div>
  );
}
