import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../../shared/schemas/me.ts';
import { apiDelete } from '../../../../lib/api-client.ts';
import { ADMIN_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { adminProviderKeys } from './provider-query-keys.ts';

/** DELETE /api/admin/providers/:id, once confirmed ('Esta ação não pode ser desfeita.'). */
export function deleteProvider(id: number) {
  return apiDelete(`/api/admin/providers/${id}`, messageResponseSchema);
}

export function useDeleteProvider(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProvider(id),
    onSuccess: () => {
      // Its details page (maybe still on screen) is not asked again now, which would only answer
      // 404; marked stale, it is if someone comes back to it. Not awaited: leaving the page
      // after a deletion need not wait for the lists.
      void queryClient.invalidateQueries({
        queryKey: adminProviderKeys.detail(id),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: adminProviderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_KEY });
    },
  });
}
