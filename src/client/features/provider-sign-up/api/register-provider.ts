import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ProviderRegistrationValues } from '../../../../shared/schemas/provider-form-values.ts';
import { apiPost } from '../../../lib/api-client.ts';

const registrationResponseSchema = z.object({ message: z.string(), providerId: z.number() });

/**
 * POST /api/providers/registration with the form's values as typed: the server parses them with
 * the same schema the form checked them with.
 */
export function registerProvider(values: ProviderRegistrationValues) {
  return apiPost('/api/providers/registration', registrationResponseSchema, values);
}

export function useRegisterProvider() {
  return useMutation({ mutationFn: registerProvider });
}
