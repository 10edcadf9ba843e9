import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../../app/router.tsx';
import { providersPageFixture } from '../../../../test/admin-fixtures.ts';
import {
  apiError,
  permissionMapFixture,
  permissionsReply,
  sentBodies,
  stubApi,
  userFixture,
  type StubRoutes,
} from '../../../../test/api-stub.ts';
import { referenceRoutes } from '../../../../test/reference-fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { clickWhenAllowed } from '../../../../test/click-when-allowed.ts';

type User = ReturnType<typeof userEvent.setup>;

const PASSWORD = 'kx7m-p2qd-9tre-ahs4';
const CREATED = {
  message: 'Conveniado cadastrado com sucesso!',
  providerId: 41,
  email: 'renata@clinica.com.br',
  temporaryPassword: PASSWORD,
};

function stubNewProvider(routesOverride: StubRoutes = {}) {
  return stubApi({
    ...referenceRoutes(),
    'GET /api/me': { body: { user: userFixture({ userType: 'admin' }) } },
    'GET /api/me/permissions': permissionsReply(),
    'GET /api/admin/providers': { body: providersPageFixture([]) },
    'POST /api/admin/providers': { status: 201, body: CREATED },
    ...routesOverride,
  });
}

async function fillForm(user: User) {
  await screen.findByRole('option', { name: 'Medicina' });
  const values: Record<string, string> = {
    'Nome completo': 'Renata Borges',
    'E-mail': 'Renata@Clinica.com.br',
    'Nome Fantasia': 'Clínica Renata',
    'CPF/CNPJ': '52998224725',
    'Nome do Responsável': 'Renata Borges',
    Telefone: '6436312000',
    Endereço: 'Rua A',
  };
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
  await user.selectOptions(screen.getByLabelText('Estado'), 'GO');
  await screen.findByText(/3 cidades neste estado/);
  await user.type(screen.getByRole('combobox', { name: 'Cidade' }), 'jata');
  await user.keyboard('{Enter}');
}

const submit = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Cadastrar Conveniado' }));

describe('Adicionar Conveniado', () => {
  it('has the SPEC sections, with no password field', async () => {
    stubNewProvider();
    renderWithProviders(null, { routes, path: '/admin/providers/new' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adicionar Conveniado' }),
    ).toBeInTheDocument();
    for (const section of ['Conta de Acesso', 'Dados Gerais', 'Contato', 'Endereço', 'Serviços']) {
      expect(await screen.findByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Senha')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Adicionar Conveniado | Saúde Conveniada'));
  });

  it('checks with the shared schema before sending', async () => {
    const fetchMock = stubNewProvider();
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/providers/new' });
    await clickWhenAllowed(user, 'Cadastrar Conveniado');
    expect(await screen.findAllByText('Por favor, preencha todos os campos de conta')).toHaveLength(
      2,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Nome completo'));
    expect(sentBodies(fetchMock, 'POST /api/admin/providers')).toEqual([]);
  });

  it('shows the temporary password once, kept in no cache, and links to the details', async () => {
    const fetchMock = stubNewProvider();
    const user = userEvent.setup();
    const { queryClient, router } = renderWithProviders(null, {
      routes,
      path: '/admin/providers/new',
    });
    await fillForm(user);
    await submit(user);

    const panel = await screen.findByRole('region', { name: 'Senha temporária' });
    expect(within(panel).getByText(PASSWORD)).toBeInTheDocument();
    expect(document.activeElement).toBe(
      within(panel).getByRole('heading', { name: 'Senha temporária' }),
    );
    expect(panel.textContent).toContain('Esta senha é mostrada somente agora');
    expect(panel.textContent).toContain('precisará trocar a senha no primeiro acesso');
    expect(panel.textContent).toContain(
      'Enviamos para renata@clinica.com.br um e-mail de boas-vindas com um link para escolher a senha',
    );
    expect(within(panel).getByText('Conveniado cadastrado com sucesso!')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Ver detalhes do conveniado' }).getAttribute('href'),
    ).toBe('/admin/providers/41');

    const [sent] = sentBodies(fetchMock, 'POST /api/admin/providers') as Record<string, unknown>[];
    expect(sent).toMatchObject({ name: 'Renata Borges', email: 'Renata@Clinica.com.br' });
    expect(sent).not.toHaveProperty('password');

    // Nowhere but the page's state: not a query, not a mutation kept in the cache, not the URL.
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toEqual([]));
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain(PASSWORD);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/admin/providers/new',
    );
    expect(router.state.location.state).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Adicionar outro conveniado' }));
    expect(screen.queryByText(PASSWORD)).toBeNull();
    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('');
  });

  it('copies the password, or selects it when the clipboard is out of reach', async () => {
    stubNewProvider();
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/providers/new' });
    await fillForm(user);
    await submit(user);
    await screen.findByRole('region', { name: 'Senha temporária' });

    await user.click(screen.getByRole('button', { name: 'Copiar senha' }));
    expect(await screen.findByText('Senha copiada.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(PASSWORD);

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copiar senha' }));
    expect(
      await screen.findByText(/a senha está selecionada, copie-a com Ctrl\+C/),
    ).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe(PASSWORD);
  });

  it('puts a taken e-mail next to the field', async () => {
    stubNewProvider({
      'POST /api/admin/providers': apiError(
        409,
        'EMAIL_TAKEN',
        'Este e-mail já está cadastrado.',
        'email',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/providers/new' });
    await fillForm(user);
    await submit(user);
    expect(await screen.findByText('Este e-mail já está cadastrado.')).toBeVisible();
    const email = screen.getByLabelText('E-mail', { exact: true });
    expect(email).toHaveAccessibleDescription('Este e-mail já está cadastrado.');
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('region', { name: 'Senha temporária' })).toBeNull();
  });

  it('says so, without a form, to a role that may not create providers', async () => {
    const fetchMock = stubNewProvider({
      'GET /api/me/permissions': permissionsReply(permissionMapFixture({ providers: ['read'] })),
    });
    renderWithProviders(null, { routes, path: '/admin/providers/new' });
    expect(
      await screen.findByText('Seu perfil não tem permissão para criar conveniados.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastrar Conveniado' })).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/admin/providers')).toEqual([]);
  });
});
