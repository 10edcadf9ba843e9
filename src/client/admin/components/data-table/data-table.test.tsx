import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminPageSchema } from '../../../../shared/schemas/admin-table.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { apiError, stubApi, type StubReply } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DataTable, type AdminTableFeatures } from './data-table.tsx';
import { TableSearch } from './table-search.tsx';
import type { TableDefinition } from './table-url-state.ts';
import { tableApiParams } from './table-url-state.ts';
import { useTableUrlState } from './use-table-url-state.ts';

const rowSchema = z.object({ id: z.number(), name: z.string(), city: z.string() });
type Item = z.infer<typeof rowSchema>;
const pageSchema = adminPageSchema(rowSchema);

const definition: TableDefinition<'name' | 'city', never> = {
  sortKeys: ['name', 'city'],
  filters: {},
};
const helper = createColumnHelper<AdminTableFeatures, Item>();
const columns = [
  helper.accessor('name', { id: 'name', header: 'Nome' }),
  helper.accessor('city', { id: 'city', header: 'Cidade' }),
  helper.display({ id: 'actions', header: 'Ações', cell: () => null }),
];

/** A list screen as the real ones are built: URL state, a query keeping the previous page. */
function ItemsScreen() {
  const { state, setSearch, setPage, setSort } = useTableUrlState(definition);
  const query = useQuery({
    queryKey: ['items', state],
    queryFn: ({ signal }) => apiGet(`/api/items?${tableApiParams(state)}`, pageSchema, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <TableSearch value={state.q} onSearch={setSearch} label="Pesquisar itens" />
      <DataTable
        label="Itens"
        columns={columns}
        sortKeys={definition.sortKeys}
        query={query}
        getRowId={(row) => String(row.id)}
        errorTitle="Não foi possível carregar os itens"
        page={state.page}
        onPageChange={setPage}
        sort={state.sort}
        onSortChange={setSort}
      />
    </>
  );
}

const names = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gil', 'Hugo', 'Iris', 'Juca'];

/** A server of 25 rows: 10 a page, searched by name, sorted by the asked key. */
function itemsServer(url: URL): StubReply {
  const q = url.searchParams.get('q')?.toLowerCase() ?? '';
  const page = Number(url.searchParams.get('page'));
  const sort = url.searchParams.get('sort') ?? 'name';
  const all = Array.from({ length: 25 }, (_, index) => ({
    id: index + 1,
    name: `${names[index % 10]} ${index + 1}`,
    city: index % 2 ? 'Jataí' : 'Goiânia',
  })).filter((row) => row.name.toLowerCase().includes(q));
  const key = sort.replace('-', '') as 'name' | 'city';
  all.sort((a, b) => a[key].localeCompare(b[key]) * (sort.startsWith('-') ? -1 : 1));
  return {
    body: {
      items: all.slice(page * 10, page * 10 + 10),
      page,
      pageSize: 10,
      hasNextPage: all.length > (page + 1) * 10,
    },
  };
}

function requestedUrls(fetchMock: ReturnType<typeof stubApi>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/items');
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('pages with Anterior/Próxima: Anterior off on page 0, Próxima off on the last page', async () => {
    stubApi({ 'GET /api/items': (_body, url) => itemsServer(url) });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ItemsScreen />, { path: '/itens' });

    expect(await screen.findByRole('cell', { name: 'Ana 1' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    const previous = screen.getByRole('button', { name: 'Anterior' });
    const next = () => screen.getByRole('button', { name: 'Próxima' });
    expect(previous).toBeDisabled();
    expect(screen.getByText('Página 1')).toBeInTheDocument();

    await user.click(next());
    expect(await screen.findByText('Página 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=1');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await screen.findByText('Página 3')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(next()).toBeDisabled();
    expect(previous).toBeEnabled();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Página 2')).toBeInTheDocument();
  });

  it('searches once typing pauses, from page 0, keeping the typed text', async () => {
    const fetchMock = stubApi({ 'GET /api/items': (_body, url) => itemsServer(url) });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ItemsScreen />, { path: '/itens?page=1' });
    expect(await screen.findByText('Página 2')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar itens' }), 'ana ');
    expect(screen.getByPlaceholderText('Pesquisar...')).toHaveProperty('value', 'ana ');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ana+'));
    expect(await screen.findByText('Página 1')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));

    // One request for the pause, none per letter typed; the server gets the trimmed text.
    const searches = requestedUrls(fetchMock).filter((url) => url.searchParams.has('q'));
    expect(searches.map((url) => url.searchParams.get('q'))).toEqual(['ana']);
    expect(searches[0]?.searchParams.get('page')).toBe('0');
    expect(screen.getByPlaceholderText('Pesquisar...')).toHaveProperty('value', 'ana ');
  });

  it('keeps the search when paging after it, and keys the table does not own', async () => {
    stubApi({ 'GET /api/items': (_body, url) => itemsServer(url) });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ItemsScreen />, { path: '/itens?tab=outra' });
    expect(await screen.findByText('Página 1')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar itens' }), 'a');
    await waitFor(() => expect(router.state.location.search).toBe('?q=a&tab=outra'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Próxima' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=a&page=1&tab=outra'));
  });

  it('keeps a search written just before a page change, before any re-render', async () => {
    let table: ReturnType<typeof useTableUrlState<'name' | 'city', never>> | undefined;
    function Writer() {
      table = useTableUrlState(definition);
      return null;
    }
    const { router } = renderWithProviders(<Writer />, { path: '/itens?tab=outra' });
    // The debounced search lands, and a click on Próxima follows before React renders again.
    act(() => {
      table!.setSearch('ana');
      table!.setPage(1);
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=ana&page=1&tab=outra'));
  });

  it('sorts by a column header, toggling aria-sort, and starts again at page 0', async () => {
    const fetchMock = stubApi({ 'GET /api/items': (_body, url) => itemsServer(url) });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ItemsScreen />, { path: '/itens?page=1' });
    await screen.findByText('Página 2');

    const nameHeader = screen.getByRole('columnheader', { name: /Nome/ });
    const cityHeader = screen.getByRole('columnheader', { name: /Cidade/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(cityHeader.getAttribute('aria-sort')).toBeNull();
    // Not sortable: a plain header, no button.
    expect(within(screen.getByRole('columnheader', { name: 'Ações' })).queryByRole('button')).toBe(
      null,
    );

    await user.click(within(nameHeader).getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(nameHeader.getAttribute('aria-sort')).toBe('descending'));
    expect(router.state.location.search).toBe('?sort=-name');
    expect(await screen.findByRole('cell', { name: 'Juca 20' })).toBeInTheDocument();

    await user.click(within(cityHeader).getByRole('button', { name: 'Cidade' }));
    await waitFor(() => expect(cityHeader.getAttribute('aria-sort')).toBe('ascending'));
    expect(nameHeader.getAttribute('aria-sort')).toBeNull();
    expect(router.state.location.search).toBe('?sort=city');
    const last = requestedUrls(fetchMock).at(-1);
    expect(last?.searchParams.get('sort')).toBe('city');
    expect(last?.searchParams.get('page')).toBe('0');
  });

  it("says 'Nenhum resultado encontrado.' when nothing matches", async () => {
    stubApi({ 'GET /api/items': (_body, url) => itemsServer(url) });
    renderWithProviders(<ItemsScreen />, { path: '/itens?q=zzz' });
    expect(await screen.findByText('Nenhum resultado encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });

  it("shows the error with 'Tentar novamente', which asks again", async () => {
    let failing = true;
    stubApi({
      'GET /api/items': (_body, url) =>
        failing ? apiError(500, 'INTERNAL', 'Erro interno do servidor.') : itemsServer(url),
    });
    const user = userEvent.setup();
    renderWithProviders(<ItemsScreen />, { path: '/itens' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar os itens');
    expect(alert.textContent).toContain('Erro interno do servidor.');
    expect(screen.queryByRole('table')).toBeNull();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('cell', { name: 'Ana 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the loading state until the first page arrives', async () => {
    let answer: (reply: StubReply) => void = () => {};
    stubApi({ 'GET /api/items': () => new Promise<StubReply>((resolve) => (answer = resolve)) });
    renderWithProviders(<ItemsScreen />, { path: '/itens' });

    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    answer(itemsServer(new URL('http://localhost/api/items?page=0')));
    expect(await screen.findByRole('cell', { name: 'Ana 1' })).toBeInTheDocument();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBeNull();
  });
});
