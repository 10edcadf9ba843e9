import { useCallback, useId, useMemo, useState } from 'react';
import { ListPlus, Save } from 'lucide-react';
import {
  FIELD_CONFIGURATION_MESSAGES as M,
  FIELD_FLAGS,
  type AdminFieldConfiguration,
  type AdminFieldsResponse,
  type FieldFlag,
  type FieldFlags,
} from '../../../../../shared/schemas/admin-fields.ts';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../../../../../shared/schemas/admin-table.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { toast } from '../../../../lib/toast.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { TableDefinition } from '../../../components/data-table/table-url-state.ts';
import { TableSearch } from '../../../components/data-table/table-search.tsx';
import { useTableUrlState } from '../../../components/data-table/use-table-url-state.ts';
import { PermissionButton } from '../../../components/permission-button.tsx';
import { RequirePermission } from '../../../components/require-permission.tsx';
import { actionErrorMessage } from '../../../lib/error-message.ts';
import { usePermission, type PermissionState } from '../../../lib/use-permission.ts';
import {
  useAddMissingFields,
  useAdminFields,
  useAdminFieldsPage,
  useSaveFields,
} from '../api/fields-api.ts';
import { fieldColumns } from '../components/field-columns.tsx';

/** `?q=&page=`: the rows keep the order they were added in; no column sorts them. */
const fieldsTable: TableDefinition<'position', never> = { sortKeys: ['position'], filters: {} };

/** Saving needs configure or update, adding configure or create (SPEC §6; the server agrees). */
function eitherOf(
  first: PermissionState,
  second: PermissionState,
  refusal: string,
): PermissionState {
  if (first.allowed || second.allowed) return { allowed: true, pending: false, reason: undefined };
  if (first.pending || second.pending) return { allowed: false, pending: true, reason: undefined };
  return { allowed: false, pending: false, reason: `${refusal}.` };
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * SPEC §2 "Admin fields configuration" at /admin/fields: the provider form's fields, three
 * switches each, one 'Salvar' for every change (one transaction on the server), and the known
 * fields without a row. A save applies at once: the server drops its cached rules, and this
 * browser asks again for everything they shape. No page reload (the SPEC's 1 s reload is not
 * needed).
 */
export function FieldsPage() {
  usePageTitle('Configuração de Campos');
  const reasonId = useId();
  const { state, setSearch, setPage, setSort } = useTableUrlState(fieldsTable);
  const canRead = usePermission('fields', 'read');
  const canSave = eitherOf(
    usePermission('fields', 'configure'),
    usePermission('fields', 'update'),
    M.cannotSave,
  );
  const canAdd = eitherOf(
    usePermission('fields', 'configure'),
    usePermission('fields', 'create'),
    M.cannotAdd,
  );
  const save = useSaveFields();
  const addMissing = useAddMissingFields();
  // Changes not saved yet, by row id: they survive paging and searching.
  const [drafts, setDrafts] = useState<ReadonlyMap<number, FieldFlags>>(new Map());

  const select = useCallback(
    (data: AdminFieldsResponse): AdminPage<AdminFieldConfiguration> => {
      const words = normalize(state.q.trim());
      const rows = data.fields
        .map((row) => ({ ...row, ...drafts.get(row.id) }))
        .filter((row) => !words || normalize(`${row.label} ${row.fieldName}`).includes(words));
      const start = state.page * ADMIN_PAGE_SIZE;
      return {
        items: rows.slice(start, start + ADMIN_PAGE_SIZE),
        page: state.page,
        pageSize: ADMIN_PAGE_SIZE,
        hasNextPage: rows.length > start + ADMIN_PAGE_SIZE,
      };
    },
    [drafts, state.q, state.page],
  );
  const fields = useAdminFields(canRead.allowed);
  const page = useAdminFieldsPage(canRead.allowed, select);

  const toggle = useCallback(
    (row: AdminFieldConfiguration, flag: FieldFlag, value: boolean) => {
      const stored = fields.data?.fields.find((field) => field.id === row.id);
      setDrafts((current) => {
        const next = new Map(current);
        const flags: FieldFlags = {
          id: row.id,
          isRequired: row.isRequired,
          isPublicVisible: row.isPublicVisible,
          isLoggedinVisible: row.isLoggedinVisible,
          [flag]: value,
        };
        // Back to what is stored: no longer a change.
        if (stored && FIELD_FLAGS.every((name) => stored[name] === flags[name]))
          next.delete(row.id);
        else next.set(row.id, flags);
        return next;
      });
    },
    [fields.data],
  );
  const columns = useMemo(
    () =>
      fieldColumns(
        toggle,
        !canSave.allowed || save.isPending,
        canSave.reason ? reasonId : undefined,
      ),
    [toggle, canSave.allowed, canSave.reason, save.isPending, reasonId],
  );

  const changes = drafts.size;
  const missing = fields.data?.missing ?? [];
  const saveError = actionErrorMessage(save.error, 'Não foi possível salvar as configurações.');
  const addError = actionErrorMessage(addMissing.error, 'Não foi possível adicionar os campos.');

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Configuração de Campos"
        description="Quais campos do cadastro de conveniados são obrigatórios e quem pode vê-los."
        actions={
          <PermissionButton
            permission={canSave}
            disabled={changes === 0 || save.isPending}
            onClick={() =>
              save.mutate([...drafts.values()], {
                onSuccess: ({ message }) => {
                  setDrafts(new Map());
                  toast.success(message);
                },
              })
            }
          >
            <Save aria-hidden="true" />
            {save.isPending ? 'Salvando...' : 'Salvar'}
          </PermissionButton>
        }
      />
      <RequirePermission permission={canRead}>
        {canSave.reason && (
          <p id={reasonId} className="text-sm text-muted-foreground">
            {canSave.reason}
          </p>
        )}
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>
            <strong className="text-foreground">Obrigatório</strong>: o cadastro, o perfil do
            conveniado e os formulários do painel exigem o campo.
          </li>
          <li>
            <strong className="text-foreground">Visível ao público</strong>: visitantes sem login
            veem o campo na pesquisa e na página do conveniado.
          </li>
          <li>
            <strong className="text-foreground">Visível a usuários logados</strong>: quem entrou na
            conta vê o campo. O painel administrativo sempre mostra todos.
          </li>
        </ul>
        <p role="status" className="text-sm font-medium text-foreground">
          {changes === 0
            ? 'Nenhuma alteração por salvar.'
            : changes === 1
              ? '1 campo alterado, ainda não salvo.'
              : `${changes} campos alterados, ainda não salvos.`}
        </p>
        {saveError && <Alert variant="error">{saveError}</Alert>}
        <TableSearch value={state.q} onSearch={setSearch} label="Pesquisar campos" />
        <DataTable
          label="Campos do cadastro de conveniados"
          columns={columns}
          sortKeys={fieldsTable.sortKeys}
          query={page}
          getRowId={(row) => String(row.id)}
          errorTitle="Erro ao buscar configurações de campos"
          page={state.page}
          onPageChange={setPage}
          sort={state.sort}
          onSortChange={setSort}
        />
        {fields.data && (
          <section
            aria-labelledby="campos-ausentes"
            className="space-y-3 rounded-md border border-border p-4"
          >
            <h2 id="campos-ausentes" className="font-semibold text-foreground">
              Campos sem configuração
            </h2>
            {missing.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Todos os campos do formulário estão configurados.
              </p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">
                  {missing.map((field) => field.label).join(', ')}: opcionais e visíveis a todos
                  enquanto não configurados. Ao adicioná-los, começam com as três opções desligadas
                  (ocultos e opcionais).
                </p>
                {addError && <Alert variant="error">{addError}</Alert>}
                <PermissionButton
                  permission={canAdd}
                  variant="outline"
                  disabled={addMissing.isPending}
                  onClick={() =>
                    addMissing.mutate(undefined, {
                      onSuccess: ({ message }) => toast.success(message),
                    })
                  }
                >
                  <ListPlus aria-hidden="true" />
                  {addMissing.isPending ? 'Adicionando...' : 'Adicionar campos ausentes'}
                </PermissionButton>
              </>
            )}
          </section>
        )}
      </RequirePermission>
    </div>
  );
}
