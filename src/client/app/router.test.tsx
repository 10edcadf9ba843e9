import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, userFixture } from '../test/api-stub.ts';
import { renderWithProviders, stubSiteInfo } from '../test/render.tsx';
import { routes } from './router.tsx';

// Guarded routes, entered by someone allowed in (RequireAuth; its own tests cover refusals).
const guardedRoutes = [
  ['/perfil', 'user'],
  ['/perfil-conveniado', 'provider'],
  ['/admin', 'admin'],
  ['/admin/providers/7/edit', 'admin'],
] as const;

const pages = [
  ['/sobre', 'Sobre', 'Sobre | Saúde Conveniada'],
  ['/conveniado/cadastro', 'Seja um Conveniado', 'Seja um Conveniado | Saúde Conveniada'],
  ['/login', 'Entrar', 'Entrar | Saúde Conveniada'],
  ['/cadastro', 'Criar conta', 'Criar conta | Saúde Conveniada'],
  [
    '/reset-password?token=abcdefghijklmnopqrstuvwxyz',
    'Redefinir senha',
    'Redefinir senha | Saúde Conveniada',
  ],
  ['/confirmar-email', 'Confirmar e-mail', 'Confirmar e-mail | Saúde Conveniada'],
  ['/termos', 'Termos de Uso', 'Termos de Uso | Saúde Conveniada'],
  ['/privacidade', 'Política de Privacidade', 'Política de Privacidade | Saúde Conveniada'],
] as const;

describe('app routes', () => {
  it.each(guardedRoutes)('%s lets a signed-in %s in', async (path, userType) => {
    stubApi({ 'GET /api/me': { body: { user: userFixture({ userType }) } } });
    const { router } = renderWithProviders(null, { routes, path });

    // The header greets once /api/me answered; the guard decided in that same render, and its
    // waiting line goes once the page's code is there (hidden, not removed, until then).
    await screen.findAllByText('Olá, Ana');
    await waitFor(() =>
      expect(screen.queryByText('Carregando informações do usuário...')).toBeNull(),
    );
    expect(screen.queryByText('Você não tem permissão para acessar esta área')).toBeNull();
    expect(screen.queryByText('Você precisa estar logado para acessar esta página')).toBeNull();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(pages)('%s shows its page "%s" inside the layout', async (path, heading, title) => {
    stubApi({
      'GET /api/areas': { body: [{ id: 1, name: 'Medicina' }] },
      'GET /api/specialties': { body: [{ id: 1, name: 'Cardiologia' }] },
      'GET /api/states': { body: [{ id: 'GO', name: 'Goiás' }] },
      'GET /api/field-configurations': { body: [] },
    });
    renderWithProviders(null, { routes, path });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('Esta página estará disponível em breve.')).toBeNull();
    expect(screen.getByRole('main').id).toBe('conteudo');
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('/pesquisa mounts the search page and really searches', async () => {
    const fetchMock = stubApi({
      'GET /api/providers': { body: { items: [], total: 0, totalCapped: false, nextCursor: null } },
      'GET /api/directory/locations': { body: [] },
      'GET /api/specialties': { body: [] },
    });
    renderWithProviders(null, { routes, path: '/pesquisa?q=clinica' });
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeInTheDocument();
    const searched = fetchMock.mock.calls.map(([input]) => String(input));
    expect(
      searched.some((url) => url.startsWith('/api/providers?') && url.includes('q=clinica')),
    ).toBe(true);
  });

  it('/conveniado/:id mounts the provider page', async () => {
    stubApi({
      'GET /api/providers/42': {
        body: { id: 42, featured: false, demo: false, companyName: 'Clínica Sol' },
      },
    });
    renderWithProviders(null, { routes, path: '/conveniado/42' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clínica Sol' }),
    ).toBeInTheDocument();
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
    ).toBeInTheDocument();
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
    expect(screen.getByText(/Jataí-GO, Rio Verde-GO e Goiânia-GO/)).toBeInTheDocument();
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
