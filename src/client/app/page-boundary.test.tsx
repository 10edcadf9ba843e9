import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../lib/lazy-page.ts';
import { renderWithProviders } from '../test/render.tsx';
import { PageBoundary } from './page-boundary.tsx';

function Loaded() {
  return <h1>Página carregada</h1>;
}

describe('PageBoundary', () => {
  it('shows the error screen when a page fails to download, and downloads it again after a navigation', async () => {
    // The boundary reports the error it caught on console.error: expected here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    let downloads = 0;
    const Flaky = lazyPage(async () => {
      downloads += 1;
      if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Loaded;
    });
    const routes = [
      {
        element: <PageBoundary />,
        children: [
          { path: '/instavel', Component: Flaky },
          { path: '/outra', element: <Link to="/instavel">Voltar</Link> },
        ],
      },
    ];
    const { router } = renderWithProviders(null, { routes, path: '/instavel' });

    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByText(/Não foi possível carregar esta página/)).toBeInTheDocument();
    expect(reported).toHaveBeenCalled();
    expect(downloads).toBe(1);

    await act(() => router.navigate('/outra'));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Voltar' }));

    expect(await screen.findByRole('heading', { name: 'Página carregada' })).toBeInTheDocument();
    expect(downloads).toBe(2);
  });

  it('shows the spinner while the first page downloads', async () => {
    let finish: (page: typeof Loaded) => void = () => {};
    const Slow = lazyPage<object>(
      () => new Promise<typeof Loaded>((resolve) => (finish = resolve)),
    );
    renderWithProviders(null, {
      routes: [{ element: <PageBoundary />, children: [{ path: '/', Component: Slow }] }],
    });

    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    await act(async () => finish(Loaded));
    expect(await screen.findByRole('heading', { name: 'Página carregada' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
