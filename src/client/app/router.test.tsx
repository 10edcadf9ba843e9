import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubSiteInfo } from '../test/render.tsx';
import { routes } from './router.tsx';

// Pages not built yet: their real title and the honest 'em breve' line, nothing pretending.
const placeholders = [
  ['/pesquisa', 'Pesquisar conveniados', 'Pesquisar | Saúde Conveniada'],
  ['/sobre', 'Sobre', 'Sobre | Saúde Conveniada'],
  ['/conveniado/42', 'Conveniado', 'Conveniado | Saúde Conveniada'],
  ['/conveniado/cadastro', 'Seja um Conveniado', 'Seja um Conveniado | Saúde Conveniada'],
  ['/login', 'Entrar', 'Entrar | Saúde Conveniada'],
  ['/cadastro', 'Criar conta', 'Criar conta | Saúde Conveniada'],
  ['/reset-password', 'Redefinir senha', 'Redefinir senha | Saúde Conveniada'],
  ['/termos', 'Termos de Uso', 'Termos de Uso | Saúde Conveniada'],
  ['/privacidade', 'Política de Privacidade', 'Política de Privacidade | Saúde Conveniada'],
  ['/perfil', 'Meu Perfil', 'Meu Perfil | Saúde Conveniada'],
  ['/perfil-conveniado', 'Meu Perfil de Conveniado', 'Meu Perfil de Conveniado | Saúde Conveniada'],
  ['/admin', 'Painel Admin', 'Painel Admin | Saúde Conveniada'],
  ['/admin/providers/7/edit', 'Painel Admin', 'Painel Admin | Saúde Conveniada'],
] as const;

describe('app routes', () => {
  it.each(placeholders)('%s shows "%s" inside the layout', async (path, heading, title) => {
    stubSiteInfo();
    renderWithProviders(null, { routes, path });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText('Esta página estará disponível em breve.')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('conteudo');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('shows the spinner inside the layout while the first page loads, then the home hero', async () => {
    stubSiteInfo();
    renderWithProviders(null, { routes, path: '/' });

    expect(screen.getByRole('status').textContent).toBe('Carregando...');
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' }).getAttribute('href')).toBe(
      '#conteudo',
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Encontre profissionais de saúde com desconto',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Saúde Conveniada'));
  });

  it('moves focus to the content after a navigation, not on first load', async () => {
    stubSiteInfo();
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/sobre' });

    await screen.findByRole('heading', { level: 1, name: 'Sobre' });
    expect(document.activeElement).toBe(document.body);

    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await user.click(within(nav).getByRole('link', { name: 'Pesquisar' }));
    await screen.findByRole('heading', { level: 1, name: 'Pesquisar conveniados' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('home names the served cities and links to search and provider sign-up', async () => {
    stubSiteInfo();
    renderWithProviders(null, { routes, path: '/' });

    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/Jataí-GO, Rio Verde-GO e Goiânia-GO/)).toBeTruthy();
    const main = screen.getByRole('main');
    const search = [...main.querySelectorAll('a')].find(
      (link) => link.textContent === 'Pesquisar conveniados',
    );
    const join = [...main.querySelectorAll('a')].find(
      (link) => link.textContent === 'Seja um Conveniado',
    );
    expect(search?.getAttribute('href')).toBe('/pesquisa');
    expect(join?.getAttribute('href')).toBe('/conveniado/cadastro');
  });
});
