import { useMutation } from '@tanstack/react-query';
import type { ProviderRegistrationValues } from '../../../../shared/schemas/provider-form-values.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { number, object, responseParser, string } from '../../../lib/json-shape.ts';

// Checked without zod: /conveniado/cadastro is a public page (lib/public-api-parsers.ts).
const registrationResponseParser = responseParser(object({ message: string, providerId: number }));

/**
 * POST /api/providers/registration with the form's values as typed: the server parses them with
 * the same schema the form checked them with.
 */
export function registerProvider(values: ProviderRegistrationValues) {
  return apiPost('/api/providers/registration', registrationResponseParser, values);
}

export function useRegisterProvider() {
  return useMutation({ mutationFn: registerProvider });
}
