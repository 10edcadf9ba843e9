import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router.tsx';
import { permissionsReply, stubApi, userFixture } from '../../test/api-stub.ts';
import { renderWithProviders } from '../../test/render.tsx';

const SIDEBAR = [
  'Dashboard',
  'Usuários',
  'Conveniados',
  'Avisos de Erro',
  'Especialidades',
  'Áreas de Atuação',
  'Campos',
  'Descontos',
  'Perfis de Acesso',
  'Área Pública',
];

function stubAdmin(overrides: Parameters<typeof userFixture>[0] = {}) {
  return stubApi({
    'GET /api/me': { body: { user: userFixture({ userType: 'admin', ...overrides }) } },
    'GET /api/me/permissions': permissionsReply(),
  });
}

const sidebar = () => screen.getAllByRole('navigation', { name: 'Menu do painel' })[0]!;
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('admin layout', () => {
  it('replaces the public layout: sidebar in the SPEC order and the top bar', async () => {
    stubAdmin();
    renderWithProviders(null, { routes, path: '/admin/users' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gerenciar Usuários' }),
    ).toBeInTheDocument();
    expect(linkNames(sidebar())).toEqual(SIDEBAR);
    expect(
      within(sidebar()).getByRole('link', { name: 'Usuários' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(sidebar()).getByRole('link', { name: 'Área Pública' }).getAttribute('href')).toBe(
      '/',
    );

    const topBar = screen.getByRole('banner');
    expect(
      within(topBar)
        .getByRole('link', { name: /Painel Admin/ })
        .getAttribute('href'),
    ).toBe('/admin');
    expect(within(topBar).getByRole('link', { name: 'Início' }).getAttribute('href')).toBe('/');
    expect(within(topBar).getByRole('link', { name: 'Perfil' }).getAttribute('href')).toBe(
      '/perfil',
    );
    expect(within(topBar).getByText('Olá, Ana')).toBeInTheDocument();
    expect(within(topBar).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    // None of the public layout: no public navigation, no footer.
    expect(screen.queryByRole('navigation', { name: 'Principal' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').id).toBe('conteudo');
  });

  it("gives an administrator with a provider record 'Meu Perfil Conveniado' before the last item", async () => {
    stubAdmin({ hasProviderProfile: true });
    renderWithProviders(null, { routes, path: '/admin/areas' });
    await screen.findByRole('heading', { level: 1, name: 'Áreas de Atuação' });

    expect(linkNames(sidebar())).toEqual([
      ...SIDEBAR.slice(0, -1),
      'Meu Perfil Conveniado',
      'Área Pública',
    ]);
    expect(
      within(sidebar()).getByRole('link', { name: 'Meu Perfil Conveniado' }).getAttribute('href'),
    ).toBe('/perfil-conveniado');
  });

  it('shows the 404 inside the back-office for an unknown /admin address', async () => {
    stubAdmin();
    renderWithProviders(null, { routes, path: '/admin/nada-aqui' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o Dashboard' }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(linkNames(sidebar())).toEqual(SIDEBAR);
  });

  it('opens the mobile sidebar as a dialog, which closes once a link is followed', async () => {
    stubAdmin();
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { routes, path: '/admin/fields' });
    await screen.findByRole('heading', { level: 1, name: 'Configuração de Campos' });

    const menuButton = screen.getByRole('button', { name: 'Abrir menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton);

    const drawer = screen.getByRole('dialog', { name: 'Painel Admin' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByText('Olá, Ana')).toBeInTheDocument();
    const nav = within(drawer).getByRole('navigation', { name: 'Menu do painel' });
    expect(linkNames(nav)).toEqual(SIDEBAR);

    await user.click(within(nav).getByRole('link', { name: 'Descontos' }));
    await screen.findByRole('heading', { level: 1, name: 'Configurações de Desconto' });
    expect(router.state.location.pathname).toBe('/admin/discounts');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    await user.click(menuButton);
    await user.click(screen.getByRole('button', { name: 'Fechar menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps anyone but an administrator out, with the SPEC message', async () => {
    stubApi({ 'GET /api/me': { body: { user: userFixture({ userType: 'provider' }) } } });
    const { router } = renderWithProviders(null, { routes, path: '/admin/providers' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findAllByText('Você não tem permissão para acessar esta área'),
    ).toHaveLength(1);
  });
});
