import { useQuery } from '@tanstack/react-query';
import { ownReportsSchema } from '../../../../shared/schemas/reports.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/me/provider/reports: the open reports about the provider's page (decision 034). */
export function useOwnReports() {
  return useQuery({
    queryKey: ['me', 'provider', 'reports'],
    queryFn: async ({ signal }) =>
      (await apiGet('/api/me/provider/reports', ownReportsSchema, signal)).reports,
  });
}
