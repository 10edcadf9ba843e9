import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
    expect(screen.getByRole('link', { name: 'Saúde Conveniada' })).toBeTruthy();
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
