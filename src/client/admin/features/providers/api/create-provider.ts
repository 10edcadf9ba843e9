import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProviderCreatedSchema } from '../../../../../shared/schemas/admin-providers.ts';
import type { ProviderFormValues } from '../../../../../shared/schemas/provider-form-values.ts';
import { apiPost } from '../../../../lib/api-client.ts';
import { ADMIN_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { adminProviderKeys } from './provider-query-keys.ts';

/** The 'Adicionar Conveniado' form: the account's name and e-mail, then the provider's fields. */
export type NewProviderValues = ProviderFormValues & { name: string; email: string };

/**
 * POST /api/admin/providers with the form's values as typed (the server parses them with the
 * same schema). The answer carries the temporary password, shown once.
 */
export function createProvider(values: NewProviderValues) {
  return apiPost('/api/admin/providers', adminProviderCreatedSchema, values);
}

export function useCreateProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProvider,
    // The answer holds the temporary password: the mutation is dropped from the cache as soon as
    // the page has copied it into its own state and let go (DESIGN §2: shown once, kept nowhere).
    gcTime: 0,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProviderKeys.lists }),
        queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_KEY }),
      ]),
  });
}
