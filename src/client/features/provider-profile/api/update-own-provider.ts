import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderFormValues } from '../../../../shared/schemas/provider-form-values.ts';
import { ownProviderUpdateResponseSchema } from '../../../../shared/schemas/provider-profile.ts';
import { apiPut } from '../../../lib/api-client.ts';
import { ownProviderQueryKey } from './get-own-provider.ts';

/** PUT /api/me/provider with the form's values; the answer is the record as saved. */
export function updateOwnProvider(values: ProviderFormValues) {
  return apiPut('/api/me/provider', ownProviderUpdateResponseSchema, values);
}

export function useUpdateOwnProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProvider,
    onSuccess: ({ provider }) => queryClient.setQueryData(ownProviderQueryKey, provider),
  });
}
