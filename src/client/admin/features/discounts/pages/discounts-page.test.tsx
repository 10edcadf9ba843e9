import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SettingRow } from '../../../../../shared/schemas/admin-settings.ts';
import { routes } from '../../../../app/router.tsx';
import {
  apiError,
  permissionMapFixture,
  permissionsReply,
  sentBodies,
  stubApi,
  userFixture,
  type StubRoutes,
} from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { clickWhenAllowed } from '../../../../test/click-when-allowed.ts';

const settings: SettingRow[] = [
  { id: 2, key: 'filtro_descontos', value: '10, 20, 30', createdAt: '2026-11-20T13:00:00.000Z' },
  { id: 1, key: 'observacao', value: 'texto', createdAt: '2026-11-19T13:00:00.000Z' },
];
const page = (items: SettingRow[]) => ({ items, page: 0, pageSize: 10, hasNextPage: false });

function stubSettings(override: StubRoutes = {}) {
  return stubApi({
    'GET /api/me': { body: { user: userFixture({ userType: 'admin' }) } },
    'GET /api/me/permissions': permissionsReply(),
    'GET /api/admin/settings': { body: page(settings) },
    ...override,
  });
}

const toasts = () => within(screen.getByRole('region', { name: 'Notificações' }));

describe('discount settings screen', () => {
  it('lists key, value and date, newest first, and marks the key the search reads', async () => {
    stubSettings();
    renderWithProviders(null, { routes, path: '/admin/discounts' });
    await screen.findByText('observacao', {}, { timeout: 5000 });
    const table = screen.getByRole('table', { name: 'Configurações de desconto' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('filtro_descontos')).toBeInTheDocument();
    expect(within(first!).getByText('Filtros da pesquisa')).toBeInTheDocument();
    expect(within(first!).getByText('20/11/2026, 10:00')).toBeInTheDocument();
    expect(within(second!).queryByText('Filtros da pesquisa')).toBeNull();
    expect(screen.getByText(/define os descontos que a pesquisa oferece/)).toBeInTheDocument();
  });

  it('creates a setting: checked by the shared schema first, then the toast', async () => {
    const fetchMock = stubSettings({
      'POST /api/admin/settings': (body) => ({
        status: 201,
        body: {
          message: 'Configuração criada com sucesso!',
          setting: { id: 3, createdAt: '2026-11-21T13:00:00.000Z', ...(body as object) },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/discounts' });
    await clickWhenAllowed(user, 'Nova Configuração');
    const dialog = screen.getByRole('dialog', { name: 'Nova Configuração' });

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Valor é obrigatório')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'filtro_descontos');
    await user.type(within(dialog).getByRole('textbox', { name: /Valor/ }), '10, 10');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText(/Use de 1 a 10 percentuais inteiros/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/admin/settings')).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: /Valor/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Valor/ }), ' 5, 15 ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await toasts().findByText('Configuração criada com sucesso!');
    expect(sentBodies(fetchMock, 'POST /api/admin/settings')).toEqual([
      { key: 'filtro_descontos', value: '5, 15' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Erro ao criar: {msg}' with the server's reason and keeps the dialog open", async () => {
    stubSettings({
      'POST /api/admin/settings': apiError(
        409,
        'SETTING_KEY_TAKEN',
        'Já existe uma configuração com este nome.',
        'key',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/discounts' });
    await clickWhenAllowed(user, 'Nova Configuração');
    const dialog = screen.getByRole('dialog', { name: 'Nova Configuração' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'observacao');
    await user.type(within(dialog).getByRole('textbox', { name: /Valor/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Erro ao criar: Já existe uma configuração com este nome.'),
    ).toBeInTheDocument();
  });

  it('edits from the row, starting from its values', async () => {
    const fetchMock = stubSettings({
      'PUT /api/admin/settings/1': (body) => ({
        body: {
          message: 'Configuração atualizada com sucesso!',
          setting: { ...settings[1], ...(body as object) },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/discounts' });
    await clickWhenAllowed(user, 'Editar observacao');
    const dialog = screen.getByRole('dialog', { name: 'Editar Configuração' });
    const value = within(dialog).getByRole('textbox', { name: /Valor/ }) as HTMLInputElement;
    expect(value.value).toBe('texto');
    await user.clear(value);
    await user.type(value, 'outro');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await toasts().findByText('Configuração atualizada com sucesso!');
    expect(sentBodies(fetchMock, 'PUT /api/admin/settings/1')).toEqual([
      { key: 'observacao', value: 'outro' },
    ]);
  });

  it("deletes once confirmed; a failure reads 'Erro ao excluir: {msg}'", async () => {
    stubSettings({
      'DELETE /api/admin/settings/1': apiError(404, 'NOT_FOUND', 'Configuração não encontrada.'),
      'DELETE /api/admin/settings/2': { body: { message: 'Configuração excluída com sucesso!' } },
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/discounts' });
    await clickWhenAllowed(user, 'Excluir observacao');
    let dialog = screen.getByRole('dialog', { name: 'Confirmar exclusão' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(dialog).findByText('Erro ao excluir: Configuração não encontrada.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Excluir filtro_descontos' }));
    dialog = screen.getByRole('dialog', { name: 'Confirmar exclusão' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await toasts().findByText('Configuração excluída com sucesso!');
  });

  it("reads 'Erro ao carregar dados: {msg}' when the list fails", async () => {
    stubSettings({
      'GET /api/admin/settings': apiError(500, 'INTERNAL', 'Ocorreu um erro inesperado.'),
    });
    renderWithProviders(null, { routes, path: '/admin/discounts' });
    expect(
      await screen.findByText('Erro ao carregar dados: Ocorreu um erro inesperado.'),
    ).toBeInTheDocument();
  });

  it('keeps create, edit and delete disabled without their permissions', async () => {
    stubSettings({
      'GET /api/me/permissions': permissionsReply(permissionMapFixture({ settings: ['read'] })),
    });
    renderWithProviders(null, { routes, path: '/admin/discounts' });
    await screen.findByText('observacao');
    for (const name of ['Nova Configuração', 'Editar observacao', 'Excluir observacao']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
  });
});
