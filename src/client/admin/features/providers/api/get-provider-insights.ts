import { useQuery } from '@tanstack/react-query';
import { providerInsightsSchema } from '../../../../../shared/schemas/insights.ts';
import { apiGet } from '../../../../lib/api-client.ts';
import { adminProviderKeys } from './provider-query-keys.ts';

/** GET /api/admin/providers/:id/insights: what the provider sees of their page (decision 033). */
export function useProviderInsights(id: number) {
  return useQuery({
    queryKey: [...adminProviderKeys.detail(id), 'insights'],
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/providers/${id}/insights`, providerInsightsSchema, signal),
  });
}
