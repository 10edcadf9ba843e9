import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDashboardSchema } from '../../../../../shared/schemas/admin-dashboard.ts';
import { apiGet } from '../../../../lib/api-client.ts';
import { ADMIN_DASHBOARD_KEY } from '../../../lib/query-keys.ts';

/** GET /api/admin/dashboard: the four counts and the latest audit entries. */
export function getDashboard(signal?: AbortSignal) {
  return apiGet('/api/admin/dashboard', adminDashboardSchema, signal);
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_DASHBOARD_KEY,
    queryFn: ({ signal }) => getDashboard(signal),
    // Counts move with every registration and review: fresher than the 5-minute default.
    staleTime: 30_000,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
