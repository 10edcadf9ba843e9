import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout.tsx';
import { RouteError } from '../components/layout/route-error.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { RequireAuth } from './require-auth.tsx';
import { SessionExpiryWatcher } from './session-expiry-watcher.tsx';
import type { AdminScreenName } from '../admin/admin-screens.ts';

/** Above both layouts (public and back-office): what the whole app listens for. */
function AppRoot() {
  return (
    <>
      <SessionExpiryWatcher />
      <Outlet />
    </>
  );
}

/*
 * Every page is a route `lazy` import, so each is its own chunk and the back-office never ships
 * in the public bundle (DESIGN §1). The pathless route between the layout and the pages carries
 * the HydrateFallback: while the first page's chunk downloads, React Router renders the layout
 * with the spinner in its outlet instead of a blank screen. On later navigations the current
 * page stays until the next chunk arrives (the layout shows a progress bar meanwhile).
 *
 * `lazy` is the function form on purpose: React Router 8 resolves the object form by writing
 * into the shared `lazy` object, so a second router built from these routes (every test renders
 * one) would find its pages already "loaded" and missing.
 *
 * Guarded pages sit under a RequireAuth route (SPEC §6): /perfil and /trocar-senha for anyone
 * signed in, /perfil-conveniado for providers, /admin/* for administrators.
 *
 * The back-office is a sub-app of its own (src/client/admin): this file reaches it only through
 * `import()`, so none of it is in a public page's JavaScript (`npm run size` checks it).
 */
const adminLayout = async () => ({
  Component: (await import('../admin/layout/admin-layout.tsx')).AdminLayout,
});

/**
 * A back-office screen: the table of admin/admin-screens.ts, reached through one import(), loads
 * it (decision 019: the public entry then carries no list of the screens' chunks).
 */
function adminScreen(name: AdminScreenName) {
  return async () => ({
    Component: await (await import('../admin/admin-screens.ts')).adminScreens[name](),
  });
}

const adminRoutes: RouteObject[] = [
  {
    // Inside the admin layout: a failing screen keeps the sidebar and top bar around it.
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: adminScreen('Dashboard') },
      { path: 'providers', lazy: adminScreen('ProvidersList') },
      // A static segment outranks :id, so 'new' is never read as a provider id.
      { path: 'providers/new', lazy: adminScreen('NewProvider') },
      { path: 'providers/:id', lazy: adminScreen('ProviderDetails') },
      { path: 'providers/:id/edit', lazy: adminScreen('EditProvider') },
      { path: 'users', lazy: adminScreen('Users') },
      { path: 'specialties', lazy: adminScreen('Specialties') },
      { path: 'areas', lazy: adminScreen('Areas') },
      { path: 'fields', lazy: adminScreen('Fields') },
      { path: 'discounts', lazy: adminScreen('Discounts') },
      { path: 'roles', lazy: adminScreen('Roles') },
      { path: 'roles/:id/permissions', lazy: adminScreen('RolePermissions') },
      { path: '*', lazy: adminScreen('NotFound') },
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
            HydrateFallback: Spinner,
            ErrorBoundary: RouteError,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/home/pages/home-page.tsx')).HomePage,
                }),
              },
              {
                path: 'pesquisa',
                lazy: async () => ({
                  Component: (await import('../features/search/pages/search-page.tsx')).SearchPage,
                }),
              },
              {
                path: 'sobre',
                lazy: async () => ({
                  Component: (await import('../features/about/pages/about-page.tsx')).AboutPage,
                }),
              },
              {
                // A static segment outranks :id, so this never shows a provider with id 'cadastro'.
                path: 'conveniado/cadastro',
                lazy: async () => ({
                  Component: (
                    await import('../features/provider-sign-up/pages/provider-sign-up-page.tsx')
                  ).ProviderSignUpPage,
                }),
              },
              {
                path: 'conveniado/:id',
                lazy: async () => ({
                  Component: (
                    await import('../features/provider-detail/pages/provider-detail-page.tsx')
                  ).ProviderDetailPage,
                }),
              },
              {
                path: 'login',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/login-page.tsx')).LoginPage,
                }),
              },
              {
                path: 'cadastro',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/sign-up-page.tsx')).SignUpPage,
                }),
              },
              {
                path: 'reset-password',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/reset-password-page.tsx'))
                    .ResetPasswordPage,
                }),
              },
              {
                path: 'confirmar-email',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/confirm-email-page.tsx'))
                    .ConfirmEmailPage,
                }),
              },
              {
                path: 'termos',
                lazy: async () => ({
                  Component: (await import('../features/legal/pages/terms-page.tsx')).TermsPage,
                }),
              },
              {
                path: 'privacidade',
                lazy: async () => ({
                  Component: (await import('../features/legal/pages/privacy-page.tsx')).PrivacyPage,
                }),
              },
              {
                element: <RequireAuth access="signed-in" />,
                children: [
                  {
                    path: 'perfil',
                    lazy: async () => ({
                      Component: (await import('../features/account/pages/account-page.tsx'))
                        .AccountPage,
                    }),
                  },
                  {
                    // Where a temporary password is replaced (the guards send here first).
                    path: 'trocar-senha',
                    lazy: async () => ({
                      Component: (
                        await import('../features/account/pages/password-change-page.tsx')
                      ).PasswordChangePage,
                    }),
                  },
                ],
              },
              {
                element: <RequireAuth access="provider" />,
                children: [
                  {
                    path: 'perfil-conveniado',
                    lazy: async () => ({
                      Component: (
                        await import('../features/provider-profile/pages/provider-profile-page.tsx')
                      ).ProviderProfilePage,
                    }),
                  },
                ],
              },
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('../features/not-found/pages/not-found-page.tsx'))
                    .NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
      {
        // The back-office replaces the public layout (SPEC §2 "Admin layout").
        element: <RequireAuth access="admin" />,
        HydrateFallback: Spinner,
        ErrorBoundary: RouteError,
        children: [{ path: 'admin', lazy: adminLayout, children: adminRoutes }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
