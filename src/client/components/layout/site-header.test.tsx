import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi, userFixture } from '../../test/api-stub.ts';
import { renderWithProviders, siteInfoFixture, stubSiteInfo } from '../../test/render.tsx';
import { SiteHeader } from './site-header.tsx';

function hrefOf(element: HTMLElement): string | null {
  return element.getAttribute('href');
}

describe('SiteHeader', () => {
  it('shows the brand from /api/site linking home, and the public links for visitors', async () => {
    stubSiteInfo({ ...siteInfoFixture, appName: 'Saúde Conveniada GO' });
    renderWithProviders(<SiteHeader />);

    const brand = await screen.findByRole('link', { name: 'Saúde Conveniada GO' });
    expect(hrefOf(brand)).toBe('/');

    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, hrefOf(link)])).toEqual([
      ['Home', '/'],
      ['Pesquisar', '/pesquisa'],
      ['Sobre', '/sobre'],
      ['Seja um Conveniado', '/conveniado/cadastro'],
    ]);
    const desktopLogin = screen.getAllByRole('link', { name: 'Login' })[0];
    const desktopSignUp = screen.getAllByRole('link', { name: 'Cadastrar' })[0];
    expect(desktopLogin && hrefOf(desktopLogin)).toBe('/login');
    expect(desktopSignUp && hrefOf(desktopSignUp)).toBe('/cadastro');
  });

  it("falls back to 'Saúde Conveniada' while the site info is loading", () => {
    stubSiteInfo();
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Saúde Conveniada' })).toBeInTheDocument();
  });

  it('marks the current page in the navigation', async () => {
    stubSiteInfo();
    renderWithProviders(<SiteHeader />, { path: '/sobre' });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Sobre' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    await screen.findByRole('link', { name: 'Saúde Conveniada' });
  });

  it('opens the mobile menu, closes it on Escape and on navigation', async () => {
    stubSiteInfo();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SiteHeader />);

    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Fechar menu');
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Pesquisar', 'Sobre', 'Seja um Conveniado', 'Login', 'Cadastrar']);

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', {
        name: 'Pesquisar',
      }),
    );
    expect(router.state.location.pathname).toBe('/pesquisa');
    expect(screen.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});

describe('SiteHeader for a signed-in person', () => {
  it('greets by first name and offers Perfil and Sair instead of Login and Cadastrar', async () => {
    stubApi({ 'GET /api/me': { body: { user: userFixture({ name: 'Ana Maria Souza' }) } } });
    renderWithProviders(<SiteHeader />);

    // The bar's greeting, and the closed mobile menu's, hidden until it opens.
    const [barGreeting, menuGreeting] = await screen.findAllByText('Olá, Ana');
    expect(barGreeting).toBeVisible();
    expect(menuGreeting).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/perfil');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).toBeNull();
  });

  it('greets by the part of the e-mail before the @ when there is no name', async () => {
    stubApi({
      'GET /api/me': { body: { user: userFixture({ name: '', email: 'bia@exemplo.com' }) } },
    });
    renderWithProviders(<SiteHeader />);
    const [barGreeting] = await screen.findAllByText('Olá, bia');
    expect(barGreeting).toBeVisible();
  });

  it("shows 'Admin' to administrators", async () => {
    stubApi({ 'GET /api/me': { body: { user: userFixture({ userType: 'admin' }) } } });
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const admin = await within(nav).findByRole('link', { name: 'Admin' });
    expect(hrefOf(admin)).toBe('/admin');
    expect(within(nav).getByRole('link', { name: 'Seja um Conveniado' })).toBeInTheDocument();
  });

  it("shows 'Perfil Conveniado' to providers and hides 'Seja um Conveniado'", async () => {
    stubApi({ 'GET /api/me': { body: { user: userFixture({ userType: 'provider' }) } } });
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const profile = await within(nav).findByRole('link', { name: 'Perfil Conveniado' });
    expect(hrefOf(profile)).toBe('/perfil-conveniado');
    expect(within(nav).queryByRole('link', { name: 'Seja um Conveniado' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Pesquisar', 'Sobre', 'Perfil Conveniado', 'Perfil']);
    expect(within(menu).getByText('Olá, Ana')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('Sair ends the session, goes to /login and shows the visitor links again', async () => {
    let signedIn = true;
    const fetchMock = stubApi({
      'GET /api/me': () => ({ body: { user: signedIn ? userFixture() : null } }),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SiteHeader />, { path: '/sobre' });

    const nav = screen.getByRole('banner');
    await user.click((await within(nav).findAllByRole('button', { name: 'Sair' }))[0]!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Olá, Ana')).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/auth/sign-out')).toHaveLength(1);
  });
});
