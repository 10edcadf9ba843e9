import { isValidElement } from 'react';
import { matchRoutes, Outlet, useRoutes, type Location, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout.tsx';
import { lazyPage, type LazyPage } from '../lib/lazy-page.ts';
import { PageBoundary } from './page-boundary.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SessionExpiryWatcher } from './session-expiry-watcher.tsx';
import type { AdminScreenName } from '../admin/admin-screens.ts';

/** Above both layouts (public and back-office): what the whole app listens for. */
function AppRoot() {
  return (
    <>
      <SessionExpiryWatcher />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/*
 * React Router in declarative mode (decision 026): the data router (createBrowserRouter) cost
 * 18 kB gzip more on every page, for route-level features this app uses four of, now done here
 * in a few lines: pages load lazily (lazy-page.ts), the spinner and error screen sit in
 * PageBoundary, the scroll is kept by ScrollRestoration.
 *
 * Every page is a lazyPage import, so each is its own chunk and the back-office never ships in
 * the public bundle (DESIGN §1). The pathless PageBoundary route between the layout and the pages
 * shows the spinner in the layout's outlet while the first page's chunk downloads, instead of a
 * blank screen. On later navigations the spinner takes the page's place until its chunk arrives
 * (Preact renders without transitions, decision 035), with the layout's progress bar above.
 *
 * Guarded pages sit under a RequireAuth route (SPEC §6): /perfil and /trocar-senha for anyone
 * signed in, /perfil-conveniado for providers, /admin/* for administrators.
 *
 * The back-office is a sub-app of its own (src/client/admin): this file reaches it only through
 * `import()`, so none of it is in a public page's JavaScript (`npm run size` checks it).
 */
// Only pages behind a sign-in need the guard: its code loads with them.
const RequireAuth = lazyPage(async () => (await import('./require-auth.tsx')).RequireAuth);

const AdminLayout = lazyPage(
  async () => (await import('../admin/layout/admin-layout.tsx')).AdminLayout,
);

/**
 * A back-office screen: the table of admin/admin-screens.ts, reached through one import(), loads
 * it (decision 019: the public entry then carries no list of the screens' chunks).
 */
function adminScreen(name: AdminScreenName): LazyPage {
  return lazyPage(async () => (await import('../admin/admin-screens.ts')).adminScreens[name]());
}

const adminRoutes: RouteObject[] = [
  {
    // Inside the admin layout: a failing screen keeps the sidebar and top bar around it.
    element: <PageBoundary />,
    children: [
      { index: true, Component: adminScreen('Dashboard') },
      { path: 'providers', Component: adminScreen('ProvidersList') },
      // A static segment outranks :id, so 'new' is never read as a provider id.
      { path: 'providers/new', Component: adminScreen('NewProvider') },
      { path: 'providers/:id', Component: adminScreen('ProviderDetails') },
      { path: 'providers/:id/edit', Component: adminScreen('EditProvider') },
      { path: 'users', Component: adminScreen('Users') },
      { path: 'specialties', Component: adminScreen('Specialties') },
      { path: 'areas', Component: adminScreen('Areas') },
      { path: 'fields', Component: adminScreen('Fields') },
      { path: 'discounts', Component: adminScreen('Discounts') },
      { path: 'roles', Component: adminScreen('Roles') },
      { path: 'reports', Component: adminScreen('Reports') },
      { path: 'roles/:id/permissions', Component: adminScreen('RolePermissions') },
      { path: '*', Component: adminScreen('NotFound') },
    ],
  },
];
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            element: <PageBoundary />,
            children: [
              {
                index: true,
                Component: lazyPage(
                  async () => (await import('../features/home/pages/home-page.tsx')).HomePage,
                ),
              },
              {
                path: 'pesquisa',
                Component: lazyPage(
                  async () => (await import('../features/search/pages/search-page.tsx')).SearchPage,
                ),
              },
              {
                path: 'sobre',
                Component: lazyPage(
                  async () => (await import('../features/about/pages/about-page.tsx')).AboutPage,
                ),
              },
              {
                // A static segment outranks :id, so this never shows a provider with id 'cadastro'.
                path: 'conveniado/cadastro',
                Component: lazyPage(
                  async () =>
                    (await import('../features/provider-sign-up/pages/provider-sign-up-page.tsx'))
                      .ProviderSignUpPage,
                ),
              },
              {
                path: 'conveniado/:id',
                Component: lazyPage(
                  async () =>
                    (await import('../features/provider-detail/pages/provider-detail-page.tsx'))
                      .ProviderDetailPage,
                ),
              },
              {
                path: 'conveniado/:id/informar-erro',
                Component: lazyPage(
                  async () =>
                    (await import('../features/provider-detail/pages/report-problem-page.tsx'))
                      .ReportProblemPage,
                ),
              },
              {
                path: 'login',
                Component: lazyPage(
                  async () => (await import('../features/auth/pages/login-page.tsx')).LoginPage,
                ),
              },
              {
                path: 'cadastro',
                Component: lazyPage(
                  async () => (await import('../features/auth/pages/sign-up-page.tsx')).SignUpPage,
                ),
              },
              {
                path: 'reset-password',
                Component: lazyPage(
                  async () =>
                    (await import('../features/auth/pages/reset-password-page.tsx'))
                      .ResetPasswordPage,
                ),
              },
              {
                path: 'confirmar-email',
                Component: lazyPage(
                  async () =>
                    (await import('../features/auth/pages/confirm-email-page.tsx'))
                      .ConfirmEmailPage,
                ),
              },
              {
                path: 'termos',
                Component: lazyPage(
                  async () => (await import('../features/legal/pages/terms-page.tsx')).TermsPage,
                ),
              },
              {
                path: 'privacidade',
                Component: lazyPage(
                  async () =>
                    (await import('../features/legal/pages/privacy-page.tsx')).PrivacyPage,
                ),
              },
              {
                element: <RequireAuth access="signed-in" />,
                children: [
                  {
                    path: 'perfil',
                    Component: lazyPage(
                      async () =>
                        (await import('../features/account/pages/account-page.tsx')).AccountPage,
                    ),
                  },
                  {
                    // Where a temporary password is replaced (the guards send here first).
                    path: 'trocar-senha',
                    Component: lazyPage(
                      async () =>
                        (await import('../features/account/pages/password-change-page.tsx'))
                          .PasswordChangePage,
                    ),
                  },
                ],
              },
              {
                element: <RequireAuth access="provider" />,
                children: [
                  {
                    path: 'perfil-conveniado',
                    Component: lazyPage(
                      async () =>
                        (
                          await import('../features/provider-profile/pages/provider-profile-page.tsx')
                        ).ProviderProfilePage,
                    ),
                  },
                ],
              },
              {
                path: '*',
                Component: lazyPage(
                  async () =>
                    (await import('../features/not-found/pages/not-found-page.tsx')).NotFoundPage,
                ),
              },
            ],
          },
        ],
      },
      {
        // The back-office replaces the public layout (SPEC §2 "Admin layout").
        element: <PageBoundary />,
        children: [
          {
            element: <RequireAuth access="admin" />,
            children: [{ path: 'admin', Component: AdminLayout, children: adminRoutes }],
          },
        ],
      },
    ],
  },
];

/** The app's pages at the router's location (inside a BrowserRouter, or a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts downloading the code of the pages an address shows, before React renders (the entry
 * calls it for the address a visit lands on), so the page's chunk and the entry's work overlap.
 */
export function preloadPages(location: Partial<Location> | string) {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    const component = route.Component ?? (isValidElement(route.element) && route.element.type);
    (component as Partial<LazyPage> | undefined)?.preload?.();
  }
}
