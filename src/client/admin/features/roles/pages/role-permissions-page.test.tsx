import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  PERMISSION_ACTIONS,
  PERMISSION_RESOURCES,
} from '../../../../../shared/constants/permissions.ts';
import type { AdminRoleRow } from '../../../../../shared/schemas/admin-roles.ts';
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

const financeiro: AdminRoleRow = {
  id: 4,
  name: 'Financeiro',
  description: 'Equipe financeira',
  userCount: 2,
};
const master: AdminRoleRow = { id: 1, name: 'Admin Master', description: null, userCount: 1 };
const ALL = PERMISSION_RESOURCES.flatMap((resource) =>
  PERMISSION_ACTIONS.map((action) => `${resource}:${action}`),
);

function stub(overrides: StubRoutes = {}) {
  return stubApi({
    'GET /api/me': { body: { user: userFixture({ userType: 'admin' }) } },
    'GET /api/me/permissions': permissionsReply(),
    'GET /api/admin/roles/4/permissions': {
      body: { role: financeiro, permissions: ['providers:read', 'settings:read'], editable: true },
    },
    'GET /api/admin/roles/1/permissions': {
      body: { role: master, permissions: ALL, editable: false },
    },
    ...overrides,
  });
}

const LOADED = { timeout: 5_000 };
const toasts = () => within(screen.getByRole('region', { name: 'Notificações' }));
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

async function openMatrix(id: number | string = 4) {
  renderWithProviders(null, { routes, path: `/admin/roles/${id}/permissions` });
  return screen.findByRole('table', undefined, LOADED);
}

describe('role permissions screen', () => {
  it('shows resources by actions in pt-BR, with a Todos column checked, empty or mixed', async () => {
    stub();
    const table = await openMatrix();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Permissões do Perfil' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Financeiro: Equipe financeira')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Recurso', 'Criar', 'Ler', 'Editar', 'Excluir', 'Configurar', 'Todos']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Usuários',
      'Conveniados',
      'Especialidades',
      'Áreas de Atuação',
      'Campos',
      'Descontos',
      'Perfis de Acesso',
      'Avisos de Erro',
    ]);
    expect(box('Conveniados: Ler')).toBeChecked();
    expect(box('Conveniados: Criar')).not.toBeChecked();
    expect(box('Conveniados: Todos')).not.toBeChecked();
    expect(box('Conveniados: Todos').indeterminate).toBe(true);
    expect(box('Usuários: Todos').indeterminate).toBe(false);
    expect(screen.getByRole('button', { name: 'Salvar Permissões' })).toBeDisabled();
    await waitFor(() =>
      expect(document.title).toBe('Permissões do Perfil Financeiro | Saúde Conveniada'),
    );
  });

  it("checks and unchecks a row with 'Todos' and saves the whole matrix, sorted, in one PUT", async () => {
    let stored = ['providers:read', 'settings:read'];
    const fetchMock = stub({
      'GET /api/admin/roles/4/permissions': () => ({
        body: { role: financeiro, permissions: stored, editable: true },
      }),
      'PUT /api/admin/roles/4/permissions': (body) => {
        stored = (body as { permissions: string[] }).permissions;
        return {
          body: {
            message: 'Permissões atualizadas com sucesso!',
            role: financeiro,
            permissions: stored,
            editable: true,
          },
        };
      },
    });
    const user = userEvent.setup();
    await openMatrix();

    await user.click(box('Usuários: Todos'));
    for (const action of ['Criar', 'Ler', 'Editar', 'Excluir', 'Configurar']) {
      expect(box(`Usuários: ${action}`)).toBeChecked();
    }
    expect(box('Usuários: Todos')).toBeChecked();
    await user.click(box('Usuários: Todos'));
    expect(box('Usuários: Ler')).not.toBeChecked();

    // Mixed: 'Todos' completes the row.
    await user.click(box('Conveniados: Todos'));
    expect(box('Conveniados: Excluir')).toBeChecked();
    expect(box('Conveniados: Todos').indeterminate).toBe(false);
    await user.click(box('Campos: Configurar'));
    await user.click(box('Descontos: Ler'));
    expect(screen.getByText('Há alterações ainda não salvas.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar Permissões' }));
    expect(await toasts().findByText('Permissões atualizadas com sucesso!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/admin/roles/4/permissions')).toEqual([
      {
        permissions: [
          'fields:configure',
          'providers:configure',
          'providers:create',
          'providers:delete',
          'providers:read',
          'providers:update',
        ],
      },
    ]);
    expect(screen.queryByText('Há alterações ainda não salvas.')).toBeNull();
    expect(box('Campos: Configurar')).toBeChecked();
  });

  it("says 'Erro ao salvar permissões: {msg}' with the server's refusal, keeping the boxes", async () => {
    stub({
      'PUT /api/admin/roles/4/permissions': apiError(
        403,
        'FORBIDDEN',
        'Você não pode conceder permissões que você não possui.',
      ),
    });
    const user = userEvent.setup();
    await openMatrix();
    await user.click(box('Perfis de Acesso: Criar'));
    await user.click(screen.getByRole('button', { name: 'Salvar Permissões' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erro ao salvar permissões: Você não pode conceder permissões que você não possui.',
    );
    expect(box('Perfis de Acesso: Criar')).toBeChecked();
  });

  it("shows 'Admin Master' with every box checked and disabled, and nothing to save", async () => {
    stub();
    await openMatrix(1);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(PERMISSION_RESOURCES.length * 6);
    expect(boxes.every((element) => element.checked && element.disabled)).toBe(true);
    expect(
      screen.getByText('O perfil Admin Master não pode ser editado.', { selector: 'li' }),
    ).toBeVisible();
    expect(box('Usuários: Criar')).toHaveAccessibleDescription(
      'O perfil Admin Master não pode ser editado.',
    );
    expect(screen.queryByRole('button', { name: 'Salvar Permissões' })).toBeNull();
  });

  it('without roles:update is read-only, with the reason', async () => {
    stub({
      'GET /api/me/permissions': permissionsReply(permissionMapFixture({ roles: ['read'] })),
    });
    const user = userEvent.setup();
    await openMatrix();
    const reason = 'Seu perfil não tem permissão para editar perfis de acesso.';
    expect(box('Usuários: Todos')).toBeDisabled();
    expect(box('Conveniados: Ler')).toBeDisabled();
    expect(box('Conveniados: Ler')).toHaveAccessibleDescription(reason);
    expect(screen.getAllByText(reason).some((element) => !element.hidden)).toBe(true);
    const save = screen.getByRole('button', { name: 'Salvar Permissões' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(box('Conveniados: Ler'));
    expect(box('Conveniados: Ler')).toBeChecked();
  });

  it('disables the boxes of permissions the signed-in admin does not hold, unless already granted', async () => {
    stub({
      'GET /api/me/permissions': permissionsReply(
        permissionMapFixture({ roles: ['read', 'update'], users: ['read'], providers: ['read'] }),
      ),
      'GET /api/admin/roles/4/permissions': {
        body: { role: financeiro, permissions: ['fields:read'], editable: true },
      },
    });
    const user = userEvent.setup();
    await openMatrix();
    const refusal = 'Você não pode conceder permissões que você não possui.';
    expect(box('Usuários: Excluir')).toBeDisabled();
    expect(box('Usuários: Excluir')).toHaveAccessibleDescription(refusal);
    expect(box('Campos: Criar')).toBeDisabled();
    // Granted before: it can still be removed (and put back).
    expect(box('Campos: Ler')).toBeEnabled();
    expect(box('Usuários: Ler')).toBeEnabled();

    // 'Todos' checks only what can be granted.
    await user.click(box('Usuários: Todos'));
    expect(box('Usuários: Ler')).toBeChecked();
    expect(box('Usuários: Criar')).not.toBeChecked();
    expect(box('Usuários: Todos').indeterminate).toBe(true);
    // Nothing in the row can be granted: nothing for 'Todos' to do.
    expect(box('Especialidades: Todos')).toBeDisabled();
  });

  it("says 'Este perfil não possui permissões definidas.' while nothing is checked", async () => {
    stub({
      'GET /api/admin/roles/4/permissions': {
        body: { role: financeiro, permissions: [], editable: true },
      },
    });
    const user = userEvent.setup();
    await openMatrix();
    expect(screen.getByText('Este perfil não possui permissões definidas.')).toBeInTheDocument();
    await user.click(box('Campos: Ler'));
    expect(screen.queryByText('Este perfil não possui permissões definidas.')).toBeNull();
  });

  it.each([
    ['an id that is no number', 'abc', false],
    ['an unknown id', '99', true],
  ])(
    "answers %s with 'Perfil não encontrado. Verifique se o ID é válido.'",
    async (_, id, asks) => {
      const fetchMock = stub({
        'GET /api/admin/roles/99/permissions': apiError(
          404,
          'NOT_FOUND',
          'Perfil não encontrado. Verifique se o ID é válido.',
        ),
      });
      renderWithProviders(null, { routes, path: `/admin/roles/${id}/permissions` });
      expect((await screen.findByRole('alert', undefined, LOADED)).textContent).toBe(
        'Perfil não encontrado. Verifique se o ID é válido.',
      );
      expect(
        screen.getByRole('link', { name: 'Voltar para Perfis de Acesso' }).getAttribute('href'),
      ).toBe('/admin/roles');
      expect(screen.queryByRole('table')).toBeNull();
      const asked = fetchMock.mock.calls.some(([input]) =>
        String(input).startsWith('/api/admin/roles/'),
      );
      expect(asked).toBe(asks);
    },
  );
});
