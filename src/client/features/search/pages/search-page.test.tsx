import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  providerCardFixture,
  requestedQueries,
  searchPage,
  stubDirectoryApi,
} from '../../../test/directory-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SearchPage } from './search-page.tsx';

function renderSearch(path: string) {
  return renderWithProviders(null, {
    path,
    routes: [{ path: '/pesquisa', element: <SearchPage /> }],
  });
}

const featured = providerCardFixture({ id: 1, featured: true, companyName: 'Clínica Destaque' });
const regular = (id: number) => providerCardFixture({ id, companyName: `Conveniado ${id}` });

describe('SearchPage', () => {
  it("says 'Mais de 1.000' when the server stopped counting", async () => {
    stubDirectoryApi({
      'GET /api/providers': { body: searchPage([regular(2), regular(3)], 1000, 'c', true) },
    });
    renderSearch('/pesquisa?q=clinica');
    const heading = await screen.findByRole('heading', { name: /Mais de 1\.000/ });
    expect(heading.textContent).toBe('Mais de 1.000 conveniados encontrados para “clinica”');
  });

  it('searches with the URL parameters and shows the featured block before the grid', async () => {
    const fetchMock = stubDirectoryApi({
      'GET /api/providers': { body: searchPage([featured, regular(2), regular(3)]) },
    });
    renderSearch('/pesquisa?q=clinica&estado=GO&cidade=5211909');

    const heading = await screen.findByRole('heading', { name: /3 conveniados encontrados/ });
    expect(heading.textContent).toBe('3 conveniados encontrados para “clinica”');
    await screen.findByText('Jataí, Goiás');
    expect(requestedQueries(fetchMock, '/api/providers')).toEqual([
      'q=clinica&estado=GO&cidade=5211909',
    ]);

    const highlight = screen.getByRole('region', { name: 'Conveniado em Destaque' });
    expect(within(highlight).getAllByRole('article')).toHaveLength(1);
    const articles = screen.getAllByRole('article');
    expect(articles[0]?.textContent).toContain('Clínica Destaque');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Clínica Destaque',
      'Conveniado 2',
      'Conveniado 3',
    ]);
    expect(screen.queryByRole('button', { name: 'Carregar mais resultados' })).toBeNull();
  });

  it('draws a whole page of cards, a few at a time, in the directory order', async () => {
    const page = [featured, ...Array.from({ length: 11 }, (_, index) => regular(index + 2))];
    stubDirectoryApi({ 'GET /api/providers': { body: searchPage(page, 40, 'pagina-2') } });
    renderSearch('/pesquisa');

    await screen.findByRole('heading', { name: '40 conveniados encontrados' });
    expect(screen.getAllByRole('article').length).toBeLessThan(12);
    // The next page's button waits below the last card, not under a finger while cards arrive.
    expect(screen.queryByRole('button', { name: 'Carregar mais resultados' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.getByRole('button', { name: 'Carregar mais resultados' })).toBeInTheDocument();
    const highlight = screen.getByRole('region', { name: 'Conveniado em Destaque' });
    expect(within(highlight).getAllByRole('article')).toHaveLength(1);
    expect(
      screen
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading').textContent),
    ).toEqual([
      'Clínica Destaque',
      ...Array.from({ length: 11 }, (_, index) => `Conveniado ${index + 2}`),
    ]);
  });

  it("'Carregar mais resultados' loads the next page and disappears after the last", async () => {
    const fetchMock = stubDirectoryApi({
      'GET /api/providers': (url) =>
        url.searchParams.get('cursor') === 'pagina-2'
          ? { body: searchPage([regular(13)], 13, null) }
          : { body: searchPage([regular(1), regular(2)], 13, 'pagina-2') },
    });
    const user = userEvent.setup();
    renderSearch('/pesquisa?especialidade=Cardiologia');

    await screen.findByRole('heading', { name: '13 conveniados encontrados' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Carregar mais resultados' }));

    await screen.findByRole('link', { name: 'Conveniado 13' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Carregar mais resultados' })).toBeNull();
    expect(requestedQueries(fetchMock, '/api/providers')).toEqual([
      'especialidade=Cardiologia',
      'especialidade=Cardiologia&cursor=pagina-2',
    ]);
  });

  it('shows the empty state when nothing matches', async () => {
    stubDirectoryApi({ 'GET /api/providers': { body: searchPage([]) } });
    renderSearch('/pesquisa?q=zzzz');
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeInTheDocument();
    expect(
      screen.getByText('Tente ajustar seus critérios de busca para encontrar mais conveniados.'),
    ).toBeInTheDocument();
  });

  it('shows the error with a retry, never sample data', async () => {
    let fail = true;
    stubDirectoryApi({
      'GET /api/providers': () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Erro interno.' } } }
          : { body: searchPage([regular(5)]) },
    });
    const user = userEvent.setup();
    renderSearch('/pesquisa');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Erro ao buscar conveniados')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Conveniado 5' })).toBeInTheDocument();
  });

  it('searches again when the URL changes, and applying filters writes the URL', async () => {
    const fetchMock = stubDirectoryApi({
      'GET /api/providers': { body: searchPage([regular(1)]) },
    });
    const user = userEvent.setup();
    const { router } = renderSearch('/pesquisa?q=vida');
    await screen.findByRole('heading', { name: /1 conveniado encontrado/ });

    await router.navigate('/pesquisa?q=odonto');
    await waitFor(() =>
      expect(requestedQueries(fetchMock, '/api/providers')).toEqual(['q=vida', 'q=odonto']),
    );
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('odonto');

    await user.click(screen.getByRole('checkbox', { name: '40% ou mais' }));
    await user.click(screen.getByRole('checkbox', { name: '10% ou mais' }));
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(router.state.location.search).toBe('?q=odonto&desconto=10');

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(requestedQueries(fetchMock, '/api/providers').at(-1)).toBe(''));
  });

  it("toggles the filter panel with 'Filtros' (closed at first on phones)", async () => {
    stubDirectoryApi({ 'GET /api/providers': { body: searchPage([regular(1)]) } });
    const user = userEvent.setup();
    renderSearch('/pesquisa');
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.className).toMatch(/(^| )hidden( |$)/);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.className).not.toMatch(/(^| )hidden( |$)/);
  });
});
