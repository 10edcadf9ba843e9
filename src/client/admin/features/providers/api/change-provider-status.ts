import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  providerStatusResponseSchema,
  type ProviderStatusChange,
} from '../../../../../shared/schemas/provider-profile.ts';
import { apiPatch } from '../../../../lib/api-client.ts';
import { ADMIN_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { adminProviderKeys } from './provider-query-keys.ts';

/** PATCH /api/admin/providers/:id/status (SPEC §4; 'reprovado' carries the reason). */
export function changeProviderStatus(id: number, change: ProviderStatusChange) {
  return apiPatch(`/api/admin/providers/${id}/status`, providerStatusResponseSchema, change);
}

export function useChangeProviderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProviderStatusChange) => changeProviderStatus(id, change),
    // Lists (their filters and order), the details and the dashboard's counts all changed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProviderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_KEY }),
      ]),
  });
}
