import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout.tsx';
import { RouteError } from '../components/layout/route-error.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { RequireAuth } from './require-auth.tsx';
import { SessionExpiryWatcher } from './session-expiry-watcher.tsx';

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
 * Guarded pages sit under a RequireAuth route (SPEC §6): /perfil for anyone signed in,
 * /perfil-conveniado for providers, /admin/* for administrators.
 *
 * The back-office is a sub-app of its own (src/client/admin): this file reaches it only through
 * `import()`, so none of it is in a public page's JavaScript (`npm run size` checks it).
 */
const adminLayout = async () => ({
  Component: (await import('../admin/layout/admin-layout.tsx')).AdminLayout,
});

/** A screen of a later issue: its title and 'not available yet' (admin/layout/screens-not-built). */
type NotBuiltScreen =
  | 'UsersScreen'
  | 'SpecialtiesScreen'
  | 'AreasScreen'
  | 'FieldsScreen'
  | 'DiscountsScreen'
  | 'RolesScreen'
  | 'RolePermissionsScreen'
  | 'NewProviderScreen'
  | 'EditProviderScreen'
  | 'AdminNotFound';

function notBuilt(name: NotBuiltScreen) {
  return async () => ({
    Component: (await import('../admin/layout/screens-not-built.tsx'))[name],
  });
}

const adminRoutes: RouteObject[] = [
  {
    // Inside the admin layout: a failing screen keeps the sidebar and top bar around it.
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../admin/features/dashboard/pages/dashboard-page.tsx'))
            .DashboardPage,
        }),
      },
      {
        path: 'providers',
        lazy: async () => ({
          Component: (await import('../admin/features/providers/pages/providers-list-page.tsx'))
            .ProvidersListPage,
        }),
      },
      // A static segment outranks :id, so 'new' is never read as a provider id.
      { path: 'providers/new', lazy: notBuilt('NewProviderScreen') },
      {
        path: 'providers/:id',
        lazy: async () => ({
          Component: (await import('../admin/features/providers/pages/provider-details-page.tsx'))
            .ProviderDetailsPage,
        }),
      },
      { path: 'providers/:id/edit', lazy: notBuilt('EditProviderScreen') },
      { path: 'users', lazy: notBuilt('UsersScreen') },
      { path: 'specialties', lazy: notBuilt('SpecialtiesScreen') },
      { path: 'areas', lazy: notBuilt('AreasScreen') },
      { path: 'fields', lazy: notBuilt('FieldsScreen') },
      { path: 'discounts', lazy: notBuilt('DiscountsScreen') },
      { path: 'roles', lazy: notBuilt('RolesScreen') },
      { path: 'roles/:id/permissions', lazy: notBuilt('RolePermissionsScreen') },
      { path: '*', lazy: notBuilt('AdminNotFound') },
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
