import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, sentBodies, stubApi, userFixture } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <h1>Início</h1> },
  { path: '/admin', element: <h1>Painel Admin</h1> },
  { path: '/perfil', element: <h1>Meu Perfil</h1> },
  { path: '/trocar-senha', element: <h1>Escolha sua senha</h1> },
];

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Senha', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
}

describe('LoginPage', () => {
  it("asks for both fields with 'Por favor, preencha todos os campos'", async () => {
    const fetchMock = stubApi();
    renderWithProviders(null, { routes, path: '/login' });

    await fillAndSubmit('ana@exemplo.com.br', '');
    // The schema is imported on first use: the check may end after the click.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Por favor, preencha todos os campos',
    );
    expect(screen.getByLabelText('Senha', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Senha', { exact: true }));
    expect(sentBodies(fetchMock, 'POST /api/auth/sign-in')).toHaveLength(0);
  });

  it('shows the server message under the title "Erro ao fazer login"', async () => {
    stubApi({
      'POST /api/auth/sign-in': apiError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha incorretos.'),
    });
    renderWithProviders(null, { routes, path: '/login' });

    await fillAndSubmit('ana@exemplo.com.br', 'errada123');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Erro ao fazer login')).toBeInTheDocument();
    expect(within(alert).getByText('E-mail ou senha incorretos.')).toBeInTheDocument();
  });

  it('offers to resend the confirmation e-mail when the account is not confirmed', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/sign-in': apiError(
        403,
        'EMAIL_NOT_CONFIRMED',
        'Você ainda não confirmou seu e-mail.',
      ),
      'POST /api/auth/resend-confirmation': { body: { message: 'Enviamos um novo link.' } },
    });
    renderWithProviders(null, { routes, path: '/login' });

    const user = await fillAndSubmit('ana@exemplo.com.br', 'senha-certa-1');
    expect(await screen.findByText('Você ainda não confirmou seu e-mail.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(await screen.findByText('Enviamos um novo link.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/resend-confirmation')).toEqual([
      { email: 'ana@exemplo.com.br' },
    ]);
  });

  it('signs in, says so and goes home', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/sign-in': { body: { user: userFixture() } } });
    const { router } = renderWithProviders(null, { routes, path: '/login' });

    await fillAndSubmit('  Ana@Exemplo.com.br ', 'senha-certa-1');
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Login realizado com sucesso!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/sign-in')).toEqual([
      { email: 'ana@exemplo.com.br', password: 'senha-certa-1' },
    ]);
  });

  it('takes an administrator to /admin', async () => {
    stubApi({
      'POST /api/auth/sign-in': { body: { user: userFixture({ userType: 'admin' }) } },
    });
    renderWithProviders(null, { routes, path: '/login' });
    await fillAndSubmit('admin@exemplo.com.br', 'senha-certa-1');
    expect(await screen.findByRole('heading', { name: 'Painel Admin' })).toBeInTheDocument();
  });

  it('returns to the page a guard came from, administrators included', async () => {
    stubApi({ 'POST /api/auth/sign-in': { body: { user: userFixture({ userType: 'admin' }) } } });
    const { router } = renderWithProviders(null, { routes, path: '/login?redirect=%2Fperfil' });
    await fillAndSubmit('admin@exemplo.com.br', 'senha-certa-1');
    expect(await screen.findByRole('heading', { name: 'Meu Perfil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/perfil');
  });

  it.each([
    ['/login', 'provider' as const, ''],
    ['/login?redirect=%2Fperfil', 'user' as const, '?redirect=%2Fperfil'],
    ['/login', 'admin' as const, '?redirect=%2Fadmin'],
  ])(
    'from %s takes a %s on a temporary password to choose one first',
    async (path, userType, search) => {
      stubApi({
        'POST /api/auth/sign-in': {
          body: { user: userFixture({ userType, mustChangePassword: true }) },
        },
      });
      const { router } = renderWithProviders(null, { routes, path });
      await fillAndSubmit('novo@exemplo.com.br', 'Temp-9x2k');
      expect(await screen.findByRole('heading', { name: 'Escolha sua senha' })).toBeInTheDocument();
      expect(router.state.location.search).toBe(search);
    },
  );

  it('ignores a redirect to another site', async () => {
    stubApi({ 'POST /api/auth/sign-in': { body: { user: userFixture() } } });
    renderWithProviders(null, { routes, path: '/login?redirect=%2F%2Fexemplo.com' });
    await fillAndSubmit('ana@exemplo.com.br', 'senha-certa-1');
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
  });

  it('has Usuário and Conveniado tabs that arrow keys move between', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/login' });

    const userTab = screen.getByRole('tab', { name: 'Usuário' });
    expect(userTab.getAttribute('aria-selected')).toBe('true');
    userTab.focus();
    await user.keyboard('{ArrowRight}');
    const providerTab = screen.getByRole('tab', { name: 'Conveniado' });
    expect(providerTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(providerTab);
    expect(screen.getByRole('tabpanel', { name: 'Conveniado' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/login' });
    const password = screen.getByLabelText('Senha', { exact: true });
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('links to both sign-up pages', () => {
    stubApi();
    renderWithProviders(null, { routes, path: '/login' });
    const main = screen.getByRole('link', { name: 'Cadastre-se' });
    expect(main.getAttribute('href')).toBe('/cadastro');
    expect(
      screen.getByRole('link', { name: 'Cadastre seu estabelecimento' }).getAttribute('href'),
    ).toBe('/conveniado/cadastro');
  });
});
