import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '../../../../../shared/schemas/admin-users.ts';
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

const SELF_ID = '0b5c3f7e-8a61-4c1f-9d7e-2f4a6b8c0d11';
const row = (overrides: Partial<AdminUserRow>): AdminUserRow => ({
  id: '11111111-2222-4333-8444-555555555555',
  name: 'Carla Dias',
  email: 'carla@exemplo.com.br',
  userType: 'user',
  status: 'active',
  adminRoleId: null,
  roleName: null,
  createdAt: '2026-11-20T13:00:00.000Z',
  ...overrides,
});
const people = [
  row({}),
  row({ id: '21111111-2222-4333-8444-555555555555', name: 'Davi Lima', status: 'inactive' }),
];
const admins = [
  row({
    id: SELF_ID,
    name: 'Ana Maria Souza',
    email: 'ana@exemplo.com.br',
    userType: 'admin',
    adminRoleId: 1,
    roleName: 'Admin Master',
  }),
  row({
    id: '31111111-2222-4333-8444-555555555555',
    name: 'Bruno Sem Perfil',
    email: 'bruno@exemplo.com.br',
    userType: 'admin',
  }),
];
const page = (items: AdminUserRow[], hasNextPage = false, number = 0) => ({
  items,
  page: number,
  pageSize: 10,
  hasNextPage,
});
const roleOptions = {
  items: [
    { id: 1, name: 'Admin Master', grantable: false },
    { id: 2, name: 'Atendimento', grantable: true },
  ],
};

function stubUsers(override: StubRoutes = {}, permissions = permissionsReply()) {
  return stubApi({
    'GET /api/me': { body: { user: userFixture({ id: SELF_ID, userType: 'admin' }) } },
    'GET /api/me/permissions': permissions,
    'GET /api/admin/users': (_body, url) => ({
      body: url.searchParams.get('list') === 'admins' ? page(admins) : page(people),
    }),
    'GET /api/admin/users/role-options': { body: roleOptions },
    'GET /api/admin/roles': { body: { items: [], page: 0, pageSize: 10, hasNextPage: false } },
    ...override,
  });
}

const toasts = () => within(screen.getByRole('region', { name: 'Notificações' }));

describe('Gerenciar Usuários', () => {
  it("lists people and administrators in their tabs, a role-less admin as 'Não definido'", async () => {
    stubUsers();
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/users' });
    const table = await screen.findByRole('table', { name: 'Usuários' });
    expect(await within(table).findByText('Carla Dias')).toBeInTheDocument();
    expect(within(table).getByText('Inativo')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Pesquisar...')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Usuários Administrativos' }));
    const adminsTable = await screen.findByRole('table', { name: 'Usuários Administrativos' });
    expect(await within(adminsTable).findByText('Bruno Sem Perfil')).toBeInTheDocument();
    expect(within(adminsTable).getByText('Não definido')).toBeInTheDocument();
    expect(within(adminsTable).getByText('Admin Master')).toBeInTheDocument();
    // The signed-in admin cannot delete their own account; the reason is read with the button.
    const selfDelete = within(adminsTable).getByRole('button', { name: 'Excluir Ana Maria Souza' });
    expect(selfDelete).toHaveAttribute('aria-disabled', 'true');
    expect(selfDelete.getAttribute('title')).toBe('Você não pode excluir sua própria conta.');
  });

  it('keeps the tab in the address while searching and paging', async () => {
    const asked: string[] = [];
    stubUsers({
      'GET /api/admin/users': (_body, url) => {
        asked.push(url.search);
        return { body: page(admins, url.searchParams.get('page') === '0', 0) };
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, {
      routes,
      path: '/admin/users?tab=administradores',
    });
    await screen.findByRole('table', { name: 'Usuários Administrativos' });
    await user.type(screen.getByPlaceholderText('Pesquisar...'), 'bru');
    await waitFor(() => expect(router.state.location.search).toContain('q=bru'));
    // The page of the search, not the one before it, is on screen: on a busy machine the
    // address changes a render before the table does, and a button found then is replaced.
    const table = screen.getByRole('table', { name: 'Usuários Administrativos' });
    await waitFor(() => {
      expect(asked.some((search) => search.includes('q=bru'))).toBe(true);
      expect(table).not.toHaveAttribute('aria-busy');
      expect(screen.getByRole('button', { name: /Próxima/ })).toBeEnabled();
    });
    await user.click(screen.getByRole('button', { name: /Próxima/ }));
    await waitFor(() => expect(router.state.location.search).toContain('page=1'));
    expect(router.state.location.search).toContain('tab=administradores');
    expect(router.state.location.search).toContain('q=bru');
    expect(asked.some((search) => search.includes('list=admins') && search.includes('q=bru'))).toBe(
      true,
    );
  });

  it('creates a user: the SPEC messages first, then the temporary password shown once', async () => {
    const fetchMock = stubUsers({
      'POST /api/admin/users': (body) => ({
        status: 201,
        body: {
          message: 'Usuário criado com sucesso! Uma senha temporária foi gerada.',
          user: row({ ...(body as object), id: '41111111-2222-4333-8444-555555555555' }),
          temporaryPassword: 'Xk7-pQ2-mW9-zR4',
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/users' });
    await clickWhenAllowed(user, 'Adicionar Usuário');
    const dialog = screen.getByRole('dialog', { name: 'Adicionar Usuário' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Jo');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'jo@');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Nome deve ter pelo menos 3 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText('Email inválido')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/admin/users')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'ana Lima');
    await user.clear(within(dialog).getByRole('textbox', { name: /Email/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'joana@exemplo.com.br');
    // Choosing 'Administrador' offers the roles; one this admin cannot give is disabled.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Tipo/ }), 'admin');
    const roleSelect = within(dialog).getByRole('combobox', { name: /Perfil administrativo/ });
    const masterOption = await within(roleSelect).findByRole('option', {
      name: 'Admin Master (sem permissão para atribuir)',
    });
    expect(masterOption).toBeDisabled();
    await user.selectOptions(roleSelect, '2');
    // Leaving 'Administrador' clears the role, so it is not sent.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Tipo/ }), 'user');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Tipo/ }), 'admin');
    expect(
      (within(dialog).getByRole('combobox', { name: /Perfil administrativo/ }) as HTMLSelectElement)
        .value,
    ).toBe('');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Perfil administrativo/ }),
      '2',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await toasts().findByText('Usuário criado com sucesso! Uma senha temporária foi gerada.');
    expect(within(dialog).getByText('Xk7-pQ2-mW9-zR4')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/admin/users')).toEqual([
      {
        name: 'Joana Lima',
        email: 'joana@exemplo.com.br',
        status: 'active',
        userType: 'admin',
        adminRoleId: 2,
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    expect(screen.queryByText('Xk7-pQ2-mW9-zR4')).toBeNull();
  });

  it('puts an e-mail in use next to its field', async () => {
    stubUsers({
      'POST /api/admin/users': apiError(
        409,
        'EMAIL_TAKEN',
        'Este e-mail já está em uso por outro usuário.',
        'email',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/users' });
    await clickWhenAllowed(user, 'Adicionar Usuário');
    const dialog = screen.getByRole('dialog', { name: 'Adicionar Usuário' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Joana Lima');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'carla@exemplo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Este e-mail já está em uso por outro usuário.'),
    ).toBeInTheDocument();
  });

  it('edits everything but the e-mail, which is read-only and never sent', async () => {
    const fetchMock = stubUsers({
      [`PUT /api/admin/users/${people[0]!.id}`]: (body) => ({
        body: { message: 'Usuário atualizado com sucesso.', user: row(body as object) },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/users' });
    await clickWhenAllowed(user, 'Editar Carla Dias');
    const dialog = screen.getByRole('dialog', { name: 'Editar Usuário' });
    const email = within(dialog).getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe('carla@exemplo.com.br');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), 'inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await toasts().findByText('Usuário atualizado com sucesso.');
    expect(sentBodies(fetchMock, `PUT /api/admin/users/${people[0]!.id}`)).toEqual([
      { name: 'Carla Dias', status: 'inactive', userType: 'user', adminRoleId: null },
    ]);
  });

  it("shows the admin's own access as not editable, and the server's refusals in the dialog", async () => {
    stubUsers({
      [`DELETE /api/admin/users/${admins[1]!.id}`]: apiError(
        409,
        'LAST_MASTER',
        'Não é possível remover o último administrador ativo com o perfil Admin Master.',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/users?tab=administradores' });
    await clickWhenAllowed(user, 'Editar Ana Maria Souza');
    const dialog = screen.getByRole('dialog', { name: 'Editar Usuário' });
    expect(
      within(dialog).getByText(
        'Você não pode desativar, rebaixar ou trocar o perfil da sua própria conta.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Tipo/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Excluir Bruno Sem Perfil' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirmar exclusão' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(confirm).findByText(
        'Não é possível remover o último administrador ativo com o perfil Admin Master.',
      ),
    ).toBeInTheDocument();
  });

  it('without users:update or users:delete the buttons say why and do nothing', async () => {
    const fetchMock = stubUsers(
      {},
      permissionsReply(permissionMapFixture({ users: ['read'], roles: ['read'] })),
    );
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/users' });
    const edit = await screen.findByRole('button', { name: 'Editar Carla Dias' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit.getAttribute('title')).toBe('Seu perfil não tem permissão para editar usuários.');
    await user.click(edit);
    await user.click(screen.getByRole('button', { name: 'Excluir Carla Dias' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Adicionar Usuário' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows details read-only', async () => {
    stubUsers();
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/users?tab=administradores' });
    await user.click(
      await screen.findByRole('button', { name: 'Ver detalhes de Bruno Sem Perfil' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Detalhes do Usuário' });
    expect(within(dialog).getByText('bruno@exemplo.com.br')).toBeInTheDocument();
    expect(within(dialog).getByText('Administrador')).toBeInTheDocument();
    expect(within(dialog).getByText('Não definido')).toBeInTheDocument();
    expect(within(dialog).getByText('20/11/2026, 10:00')).toBeInTheDocument();
  });
});
