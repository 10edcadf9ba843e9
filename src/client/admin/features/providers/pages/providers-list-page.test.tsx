import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../../app/router.tsx';
import { providerRowFixture, providersPageFixture } from '../../../../test/admin-fixtures.ts';
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

const rows = [
  providerRowFixture(),
  providerRowFixture({
    id: 13,
    companyName: 'Odonto Vida',
    tradeName: null,
    cpfCnpj: '52998224725',
    status: 'active',
  }),
];

function stubProviders(routesOverride: StubRoutes = {}) {
  return stubApi({
    'GET /api/me': { body: { user: userFixture({ userType: 'admin' }) } },
    'GET /api/me/permissions': permissionsReply(),
    'GET /api/admin/providers': { body: providersPageFixture(rows) },
    ...routesOverride,
  });
}

const listRequests = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/providers');

const toasts = () => within(screen.getByRole('region', { name: 'Notificações' }));

describe('providers list', () => {
  it('lists the SPEC columns: names, CPF/CNPJ formatted, status badge and actions', async () => {
    stubProviders();
    renderWithProviders(null, { routes, path: '/admin/providers' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conveniados' }),
    ).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Clínica São Lucas' });
    const table = screen.getByRole('table', { name: 'Conveniados' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Nome Fantasia', 'Razão Social', 'CPF/CNPJ', 'Status', 'Ações']);

    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Clínica São Lucas',
      'São Lucas Serviços Médicos Ltda',
      '11.222.333/0001-81',
      'Pendente',
      '',
    ]);
    expect(within(second!).getByRole('cell', { name: '529.982.247-25' })).toBeInTheDocument();
    expect(within(second!).getByText('Ativo')).toBeInTheDocument();
    expect(
      within(first!)
        .getByRole('link', { name: 'Ver detalhes de Clínica São Lucas' })
        .getAttribute('href'),
    ).toBe('/admin/providers/12');
    expect(
      within(first!).getByRole('link', { name: 'Editar Clínica São Lucas' }).getAttribute('href'),
    ).toBe('/admin/providers/12/edit');
    expect(
      within(first!).getByRole('button', { name: 'Alterar status de Clínica São Lucas' }),
    ).toBeInTheDocument();
    expect(
      within(first!).getByRole('button', { name: 'Excluir Clínica São Lucas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar Conveniado' }).getAttribute('href')).toBe(
      '/admin/providers/new',
    );
  });

  it('filters by status from page 0, in the URL and in the request', async () => {
    const fetchMock = stubProviders();
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { routes, path: '/admin/providers?page=2' });
    await screen.findByRole('table', { name: 'Conveniados' });

    const filter = screen.getByRole('combobox', { name: 'Filtrar por status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos os status', 'Pendente', 'Ativo', 'Inativo', 'Reprovado']);
    await user.selectOptions(filter, 'Pendente');

    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)?.search).toBe(
        '?page=0&sort=companyName&status=pending',
      ),
    );
  });

  it('sorts by name from its header, or by registration date from the order list', async () => {
    const fetchMock = stubProviders();
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { routes, path: '/admin/providers' });
    await screen.findByRole('cell', { name: 'Clínica São Lucas' });

    // Only the orders the API offers: the other columns have no sort button.
    for (const name of ['Razão Social', 'CPF/CNPJ', 'Status']) {
      expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).toBeNull();
    }
    const order = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(
      within(order)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Nome Fantasia (A–Z)',
      'Nome Fantasia (Z–A)',
      'Cadastro mais recente',
      'Cadastro mais antigo',
    ]);

    await user.click(screen.getByRole('button', { name: 'Nome Fantasia' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-companyName'));
    expect((order as HTMLSelectElement).value).toBe('-companyName');

    await user.selectOptions(order, 'Cadastro mais recente');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-createdAt'));
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)?.searchParams.get('sort')).toBe('-createdAt'),
    );
    expect(
      screen.getByRole('columnheader', { name: /Nome Fantasia/ }).getAttribute('aria-sort'),
    ).toBeNull();
  });

  it('opens a status filter link as it was shared (the dashboard pending card)', async () => {
    const fetchMock = stubProviders();
    renderWithProviders(null, { routes, path: '/admin/providers?status=pending' });
    await screen.findByRole('table', { name: 'Conveniados' });
    expect(
      (screen.getByRole('combobox', { name: 'Filtrar por status' }) as HTMLSelectElement).value,
    ).toBe('pending');
    // The first request already filters (the query starts once the table is on screen).
    await waitFor(() =>
      expect(listRequests(fetchMock)[0]?.searchParams.get('status')).toBe('pending'),
    );
  });

  it('shows what the role may not do, disabled with the reason, and does not open it', async () => {
    stubProviders({
      'GET /api/me/permissions': permissionsReply(permissionMapFixture({ providers: ['read'] })),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/providers' });
    await screen.findByRole('cell', { name: 'Clínica São Lucas' });

    for (const reason of [
      'Seu perfil não tem permissão para criar conveniados.',
      'Seu perfil não tem permissão para editar conveniados.',
      'Seu perfil não tem permissão para excluir conveniados.',
    ]) {
      expect(screen.getAllByText(reason).some((element) => !element.hidden)).toBe(true);
    }

    const add = screen.getByRole('button', { name: 'Adicionar Conveniado' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: 'Adicionar Conveniado' })).toBeNull();

    const remove = screen.getByRole('button', { name: 'Excluir Clínica São Lucas' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove.getAttribute('title')).toBe(
      'Seu perfil não tem permissão para excluir conveniados.',
    );
    expect(remove).toHaveAccessibleDescription(
      'Seu perfil não tem permissão para excluir conveniados.',
    );
    await user.click(remove);
    expect(screen.queryByRole('dialog')).toBeNull();

    // Details need only 'read': still a link.
    expect(
      screen.getByRole('link', { name: 'Ver detalhes de Clínica São Lucas' }),
    ).toBeInTheDocument();
  });

  it('without the read permission says so and does not ask for the list', async () => {
    const fetchMock = stubProviders({
      'GET /api/me/permissions': permissionsReply(permissionMapFixture({ users: ['read'] })),
    });
    renderWithProviders(null, { routes, path: '/admin/providers' });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Seu perfil não tem permissão para ver conveniados.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(listRequests(fetchMock)).toEqual([]);
  });

  it('deletes only after the confirmation, then refreshes the list', async () => {
    let remaining = rows;
    const fetchMock = stubProviders({
      'GET /api/admin/providers': () => ({ body: providersPageFixture(remaining) }),
      'DELETE /api/admin/providers/12': () => {
        remaining = rows.slice(1);
        return { body: { message: 'Conveniado excluído com sucesso' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/providers' });
    await screen.findByRole('cell', { name: 'Clínica São Lucas' });

    await user.click(screen.getByRole('button', { name: 'Excluir Clínica São Lucas' }));
    let dialog = screen.getByRole('dialog', { name: 'Confirmar exclusão' });
    expect(within(dialog).getByText('Esta ação não pode ser desfeita.')).toBeInTheDocument();
    expect(dialog.textContent).toContain('Clínica São Lucas');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBodies(fetchMock, 'DELETE /api/admin/providers/12')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Excluir Clínica São Lucas' }));
    dialog = screen.getByRole('dialog', { name: 'Confirmar exclusão' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await toasts().findByText('Conveniado excluído com sucesso')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /api/admin/providers/12')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Clínica São Lucas' })).toBeNull(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the confirmation open with the SPEC message when the deletion fails', async () => {
    stubProviders({
      'DELETE /api/admin/providers/12': apiError(500, 'INTERNAL', 'Erro interno.'),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/providers' });
    await clickWhenAllowed(user, 'Excluir Clínica São Lucas');
    const dialog = screen.getByRole('dialog', { name: 'Confirmar exclusão' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não foi possível excluir o conveniado',
    );
    expect(screen.getByRole('dialog', { name: 'Confirmar exclusão' })).toBe(dialog);
  });

  it("shows 'Não foi possível carregar os conveniados' and tries again, never sample rows", async () => {
    let failing = true;
    stubProviders({
      'GET /api/admin/providers': () =>
        failing
          ? apiError(500, 'INTERNAL', 'Ocorreu um erro inesperado. Tente novamente.')
          : { body: providersPageFixture(rows) },
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/providers' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar os conveniados');
    expect(screen.queryByRole('table')).toBeNull();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('cell', { name: 'Clínica São Lucas' })).toBeInTheDocument();
  });
});
