import type { ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { SiteInfo } from '../../shared/schemas/site.ts';
import { createQueryClient } from '../app/providers.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { siteInfoFixture, stubApi } from './api-stub.ts';

export { siteInfoFixture };

/** Stubs the global fetch so GET /api/site answers `body` (and /api/me a visitor). */
export function stubSiteInfo(body: SiteInfo = siteInfoFixture) {
  return stubApi({ 'GET /api/site': { body } });
}

interface RenderOptions {
  /** Where the memory router starts. */
  path?: string;
  /** Route tree; defaults to `element` rendered at every path. */
  routes?: RouteObject[];
}

/** Renders with the app's QueryClient defaults, toasts and a memory router, as the real app does. */
export function renderWithProviders(
  element: ReactElement | null,
  { path = '/', routes }: RenderOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient } {
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
      <Toaster />
    </QueryClientProvider>,
    { reactStrictMode: true },
  );
  return { ...result, router, queryClient };
}
