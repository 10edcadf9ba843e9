import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { SiteInfo } from '../../shared/schemas/site.ts';
import { createQueryClient } from '../app/providers.tsx';

export const siteInfoFixture: SiteInfo = {
  appName: 'Saúde Conveniada',
  contactEmail: 'contato@saudeconveniada.com.br',
  contactPhone: '(64) 99999-0000',
  servedCities: [
    { id: 5211909, name: 'Jataí', stateId: 'GO' },
    { id: 5218805, name: 'Rio Verde', stateId: 'GO' },
    { id: 5208707, name: 'Goiânia', stateId: 'GO' },
  ],
};

/** Stubs the global fetch so GET /api/site answers `body`; returns the mock to inspect calls. */
export function stubSiteInfo(body: SiteInfo = siteInfoFixture) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/api/site')) {
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(
      JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Não encontrado.' } }),
      {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

interface RenderOptions {
  /** Where the memory router starts. */
  path?: string;
  /** Route tree; defaults to `element` rendered at every path. */
  routes?: RouteObject[];
}

/** Renders with the app's QueryClient defaults and a memory router, as the real app does. */
export function renderWithProviders(
  element: ReactElement | null,
  { path = '/', routes }: RenderOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const queryClient = createQueryClient();
  // Fail fast in tests: one retry would only slow down an assertion on an error state.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(routes ?? [{ path: '*', element }], { initialEntries: [path] });
  // StrictMode as in main.tsx, so effects that break when run twice fail here first.
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { reactStrictMode: true },
  );
  return { ...result, router };
}
