import { useLayoutEffect, type ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
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

/** Where the router is, for assertions, and a way to move it (back, forward) from a test. */
export type TestRouter = { state: { location: Location }; navigate: NavigateFunction };

function RouterProbe({ router }: { router: TestRouter }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.state.location = location;
    router.navigate = navigate;
  });
  return null;
}

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders with the app's QueryClient defaults, toasts and a memory router in declarative mode,
 * as the real app's BrowserRouter is (decision 026).
 */
export function renderWithProviders(
  element: ReactElement | null,
  { path = '/', routes }: RenderOptions = {},
): RenderResult & { router: TestRouter; queryClient: QueryClient } {
  const queryClient = createQueryClient();
  // Fail fast in tests: one retry would only slow down an assertion on an error state.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = {
    state: {},
    navigate: () => {
      throw new Error('O roteador ainda não foi montado.');
    },
  } as unknown as TestRouter;
  // StrictMode as in main.tsx. Under Preact (decision 035) it does nothing: effects that would
  // break when React's StrictMode runs them twice are no longer caught here.
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTree routes={routes ?? [{ path: '*', element }]} />
        <RouterProbe router={router} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
    { reactStrictMode: true },
  );
  return { ...result, router, queryClient };
}
