import type { ComponentType } from 'react';

/*
 * Every back-office screen, by name, each loaded by its own import(): each screen keeps its own
 * chunk. The router reaches this table through one import() (app/router.tsx), so the list of
 * chunks each screen preloads lives here, in the back-office's JavaScript, instead of in the
 * entry every public page downloads (decision 019). A new screen is one line here and one route
 * in the router.
 */
export const adminScreens = {
  Dashboard: async () =>
    (await import('./features/dashboard/pages/dashboard-page.tsx')).DashboardPage,
  ProvidersList: async () =>
    (await import('./features/providers/pages/providers-list-page.tsx')).ProvidersListPage,
  ProviderDetails: async () =>
    (await import('./features/providers/pages/provider-details-page.tsx')).ProviderDetailsPage,
  NewProvider: async () =>
    (await import('./features/providers/pages/new-provider-page.tsx')).NewProviderPage,
  EditProvider: async () =>
    (await import('./features/providers/pages/edit-provider-page.tsx')).EditProviderPage,
  Users: async () => (await import('./features/users/pages/users-page.tsx')).UsersPage,
  Specialties: async () =>
    (await import('./features/specialties/pages/specialties-page.tsx')).SpecialtiesPage,
  Areas: async () => (await import('./features/areas/pages/areas-page.tsx')).AreasPage,
  Fields: async () => (await import('./features/fields/pages/fields-page.tsx')).FieldsPage,
  Discounts: async () =>
    (await import('./features/discounts/pages/discounts-page.tsx')).DiscountsPage,
  Roles: async () => (await import('./features/roles/pages/roles-page.tsx')).RolesPage,
  RolePermissions: async () =>
    (await import('./features/roles/pages/role-permissions-page.tsx')).RolePermissionsPage,
  Reports: async () => (await import('./features/reports/pages/reports-page.tsx')).ReportsPage,
  NotFound: async () => (await import('./layout/admin-not-found.tsx')).AdminNotFound,
} satisfies Record<string, () => Promise<ComponentType>>;

export type AdminScreenName = keyof typeof adminScreens;
