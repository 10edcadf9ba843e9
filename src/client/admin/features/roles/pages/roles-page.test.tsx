import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
import { RolesPanel } from '../components/roles-panel.tsx';

const roles: AdminRoleRow[] = [
  { id: 1, name: 'Admin Master', description: 'Acesso total', userCount: 1 },
  { id: 7, name: 'Atendimento', description: null, userCount: 0 },
  { id: 4, name: 'Financeiro', description: 'Equipe financeira', userCount: 2 },
];
const page = (items: AdminRoleRow[]) => ({ items, page: 0, pageSize: 10, hasNextPage: false });

function stub(overrides: StubRoutes = {}) {
  return stubApi({
    'GET /api/me': { body: { user: userFixture({ userType: 'admin' }) } },
    'GET /api/me/permissions': permissionsReply(),
    'GET /api/admin/roles': { body: page(roles) },
    ...overrides,
  });
}

// The first screen of a test waits for the lazy back-office chunk.
const LOADED = { timeout: 5_000 };
const toasts = () => within(screen.getByRole('region', { name: 'Notificações' }));
const rolesUrls = (fetchMock: ReturnType<typeof stub>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/roles');

async function openRoles() {
  renderWithProviders(null, { routes, path: '/admin/roles' });
  const table = await screen.findByRole('table', { name: 'Perfis de acesso' }, LOADED);
  await within(table).findByRole('cell', { name: 'Financeiro' }, LOADED);
  return table;
}

describe('roles screen', () => {
  it('lists Nome, Descrição (a dash when none) and Usuários, with named actions', async () => {
    stub();
    const table = await openRoles();
    expect(screen.getByRole('heading', { level: 1, name: 'Perfis de Acesso' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nome', 'Descrição', 'Usuários', 'Ações']);
    const [, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Atendimento', '—', '0', '']);
    expect(
      within(second!).getByRole('button', { name: 'Ver detalhes de Atendimento' }),
    ).toBeInTheDocument();
    expect(
      within(second!).getByRole('link', { name: 'Permissões de Atendimento' }).getAttribute('href'),
    ).toBe('/admin/roles/7/permissions');
    expect(
      screen.getByRole('searchbox', { name: 'Pesquisar perfis' }).getAttribute('placeholder'),
    ).toBe('Pesquisar...');
    await waitFor(() => expect(document.title).toBe('Perfis de Acesso | Saúde Conveniada'));
  });

  it("creates a role: 'Nome é obrigatório' first, then the trimmed name and no description", async () => {
    let rows = roles;
    const fetchMock = stub({
      'GET /api/admin/roles': () => ({ body: page(rows) }),
      'POST /api/admin/roles': (body) => {
        const role = { id: 9, ...(body as { name: string; description: null }), userCount: 0 };
        rows = [...rows, role];
        return { status: 201, body: { message: 'Perfil administrativo criado com sucesso', role } };
      },
    });
    const user = userEvent.setup();
    await openRoles();
    await user.click(screen.getByRole('button', { name: 'Novo Perfil' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo Perfil' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/admin/roles')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), '  Suporte   Técnico ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await toasts().findByText('Perfil administrativo criado com sucesso'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/admin/roles')).toEqual([
      { name: 'Suporte Técnico', description: null },
    ]);
    expect(await screen.findByRole('cell', { name: 'Suporte Técnico' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("edits from the row ('Editar Perfil'), starting from the name and description", async () => {
    const fetchMock = stub({
      'PUT /api/admin/roles/4': (body) => ({
        body: {
          message: 'Perfil administrativo atualizado com sucesso',
          role: { id: 4, userCount: 2, ...(body as object) },
        },
      }),
    });
    const user = userEvent.setup();
    await openRoles();
    await user.click(screen.getByRole('button', { name: 'Editar Financeiro' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Perfil' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome' }) as HTMLInputElement;
    const description = within(dialog).getByRole('textbox', { name: 'Descrição' });
    expect(name.value).toBe('Financeiro');
    expect((description as HTMLTextAreaElement).value).toBe('Equipe financeira');
    await user.clear(name);
    await user.type(name, 'Financeiro e Cobrança');
    await user.clear(description);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await toasts().findByText('Perfil administrativo atualizado com sucesso'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/admin/roles/4')).toEqual([
      { name: 'Financeiro e Cobrança', description: null },
    ]);
  });

  it("says 'Erro ao criar perfil: {msg}' with the server's reason, keeping the dialog open", async () => {
    stub({
      'POST /api/admin/roles': apiError(409, 'CONFLICT', 'Já existe o perfil "Financeiro".'),
    });
    const user = userEvent.setup();
    await openRoles();
    await user.click(screen.getByRole('button', { name: 'Novo Perfil' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo Perfil' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'financeiro');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Erro ao criar perfil: Já existe o perfil "Financeiro".',
    );
  });

  it("refuses to edit or delete 'Admin Master' with 'Acesso negado', asking the server nothing", async () => {
    const fetchMock = stub();
    const user = userEvent.setup();
    await openRoles();
    await user.click(screen.getByRole('button', { name: 'Editar Admin Master' }));
    expect(await toasts().findByText('Acesso negado')).toBeInTheDocument();
    expect(toasts().getByText('O perfil Admin Master não pode ser editado.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Excluir Admin Master' }));
    expect(
      await toasts().findByText('O perfil Admin Master não pode ser removido.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
    expect(writes).toEqual([]);
  });

  it("keeps a role in use, in the roles screen's SPEC words", async () => {
    const fetchMock = stub({
      'DELETE /api/admin/roles/4': apiError(
        409,
        'CONFLICT',
        'Este perfil está atribuído a 2 usuário(s). Remova a atribuição antes de excluir.',
      ),
    });
    const user = userEvent.setup();
    const table = await openRoles();
    await user.click(screen.getByRole('button', { name: 'Excluir Financeiro' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar exclusão' });
    expect(dialog.textContent).toContain('O perfil Financeiro será excluído.');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não é possível excluir um perfil que está sendo utilizado por usuários',
    );
    expect(sentBodies(fetchMock, 'DELETE /api/admin/roles/4')).toHaveLength(1);
    expect(within(table).getByRole('cell', { name: 'Financeiro' })).toBeInTheDocument();
  });

  it('deletes a role no one holds, with the server toast', async () => {
    stub({
      'DELETE /api/admin/roles/7': {
        body: { message: 'Perfil administrativo excluído com sucesso' },
      },
    });
    const user = userEvent.setup();
    await openRoles();
    await user.click(screen.getByRole('button', { name: 'Excluir Atendimento' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar exclusão' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await toasts().findByText('Perfil administrativo excluído com sucesso'),
    ).toBeInTheDocument();
  });

  it('shows the permissions by resource in pt-BR in the details, or the empty text', async () => {
    stub({
      'GET /api/admin/roles/4/permissions': {
        body: {
          role: roles[2],
          permissions: ['providers:read', 'providers:update', 'settings:read'],
          editable: true,
        },
      },
      'GET /api/admin/roles/7/permissions': {
        body: { role: roles[1], permissions: [], editable: true },
      },
    });
    const user = userEvent.setup();
    await openRoles();
    await user.click(screen.getByRole('button', { name: 'Ver detalhes de Financeiro' }));
    let dialog = screen.getByRole('dialog', { name: 'Detalhes do Perfil' });
    expect(within(dialog).getByText('Equipe financeira')).toBeInTheDocument();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['ConveniadosLerEditar', 'DescontosLer']);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));

    await user.click(screen.getByRole('button', { name: 'Ver detalhes de Atendimento' }));
    dialog = screen.getByRole('dialog', { name: 'Detalhes do Perfil' });
    expect(
      await within(dialog).findByText('Este perfil não possui permissões definidas.'),
    ).toBeInTheDocument();
  });

  it("says 'Não foi possível carregar as permissões deste perfil.' when they fail", async () => {
    stub({
      'GET /api/admin/roles/4/permissions': apiError(500, 'INTERNAL', 'Erro interno.'),
    });
    const user = userEvent.setup();
    await openRoles();
    await user.click(screen.getByRole('button', { name: 'Ver detalhes de Financeiro' }));
    const dialog = screen.getByRole('dialog', { name: 'Detalhes do Perfil' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não foi possível carregar as permissões deste perfil.',
    );
  });

  it('with roles:read only, keeps create, edit and delete disabled with the reasons', async () => {
    stub({
      'GET /api/me/permissions': permissionsReply(permissionMapFixture({ roles: ['read'] })),
    });
    const user = userEvent.setup();
    await openRoles();
    const reasons = {
      'Novo Perfil': 'Seu perfil não tem permissão para criar perfis de acesso.',
      'Editar Financeiro': 'Seu perfil não tem permissão para editar perfis de acesso.',
      'Excluir Financeiro': 'Seu perfil não tem permissão para excluir perfis de acesso.',
    };
    for (const [name, reason] of Object.entries(reasons)) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button.getAttribute('title')).toBe(reason);
      expect(screen.getAllByText(reason).some((element) => !element.hidden)).toBe(true);
      await user.click(button);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    // Reading stays open: details and the permissions screen.
    expect(screen.getByRole('button', { name: 'Ver detalhes de Financeiro' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.getByRole('link', { name: 'Permissões de Financeiro' })).toBeInTheDocument();
  });

  it('without roles:read says so and asks for no role', async () => {
    const fetchMock = stub({
      'GET /api/me/permissions': permissionsReply(permissionMapFixture({ users: ['read'] })),
    });
    renderWithProviders(null, { routes, path: '/admin/roles' });
    expect((await screen.findByRole('alert', undefined, LOADED)).textContent).toBe(
      'Seu perfil não tem permissão para ver perfis de acesso.',
    );
    expect(rolesUrls(fetchMock)).toEqual([]);
  });

  it("says 'Erro ao carregar perfis administrativos' when the list fails", async () => {
    stub({ 'GET /api/admin/roles': apiError(500, 'INTERNAL', 'Erro interno.') });
    renderWithProviders(null, { routes, path: '/admin/roles' });
    expect(
      await screen.findByText('Erro ao carregar perfis administrativos', undefined, LOADED),
    ).toBeInTheDocument();
  });
});

describe('RolesPanel inside a tabbed screen', () => {
  it("searches on the server and keeps the host's ?tab= in the address", async () => {
    const fetchMock = stub();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<RolesPanel host="users" />, {
      path: '/admin/users?tab=perfis',
    });
    await screen.findByRole('cell', { name: 'Financeiro' }, LOADED);
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar perfis' }), 'finan');
    await waitFor(() => expect(rolesUrls(fetchMock).at(-1)?.searchParams.get('q')).toBe('finan'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tab')).toBe('perfis');
    expect(params.get('q')).toBe('finan');
  });

  it("uses the users screen's words: the name required, and the count of a role in use", async () => {
    stub({
      'DELETE /api/admin/roles/4': apiError(
        409,
        'CONFLICT',
        'Este perfil está atribuído a 2 usuário(s). Remova a atribuição antes de excluir.',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<RolesPanel host="users" />, { path: '/admin/users?tab=perfis' });
    await screen.findByRole('cell', { name: 'Financeiro' }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Editar Financeiro' }));
    const edit = screen.getByRole('dialog', { name: 'Editar Perfil' });
    await user.clear(within(edit).getByRole('textbox', { name: /Nome/ }));
    await user.click(within(edit).getByRole('button', { name: 'Salvar' }));
    expect(await within(edit).findByText('O nome do perfil é obrigatório.')).toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Excluir Financeiro' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirmar exclusão' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Este perfil está atribuído a 2 usuário(s). Remova a atribuição antes de excluir.',
    );
  });
});
