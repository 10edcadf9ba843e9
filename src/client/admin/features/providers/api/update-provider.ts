import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProviderUpdateResponseSchema } from '../../../../../shared/schemas/admin-providers.ts';
import type { ProviderFormValues } from '../../../../../shared/schemas/provider-form-values.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { adminProviderKeys } from './provider-query-keys.ts';

/**
 * PUT /api/admin/providers/:id with the form's values and the version the form was loaded with
 * (`If-Match`, the ETag of GET .../:id): if anyone saved the record since, the server writes
 * nothing and answers 409 STALE_EDIT.
 */
export function updateProvider(id: number, version: string, values: ProviderFormValues) {
  return apiRequest('PUT', `/api/admin/providers/${id}`, adminProviderUpdateResponseSchema, {
    body: values,
    headers: { 'If-Match': `"${version}"` },
  });
}

export function useUpdateProvider(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, values }: { version: string; values: ProviderFormValues }) =>
      updateProvider(id, version, values),
    onSuccess: ({ provider }) => {
      // The answer is the record as saved, with its new version: the details page shows it now.
      queryClient.setQueryData(adminProviderKeys.detail(id), provider);
      void queryClient.invalidateQueries({ queryKey: adminProviderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_KEY });
    },
  });
}

/** The refusals that mean "someone saved meanwhile, or the form's version is unknown". */
export const STALE_EDIT_CODES = new Set(['STALE_EDIT', 'VERSION_REQUIRED']);
