import { useQuery } from '@tanstack/react-query';
import { providerInsightsSchema } from '../../../../shared/schemas/insights.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/me/provider/insights: the provider's last 30 days (decision 033). */
export function useOwnInsights() {
  return useQuery({
    queryKey: ['me', 'provider', 'insights'],
    queryFn: ({ signal }) => apiGet('/api/me/provider/insights', providerInsightsSchema, signal),
  });
}
