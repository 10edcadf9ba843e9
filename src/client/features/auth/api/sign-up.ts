import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../shared/schemas/auth.ts';
import { messageResponseSchema } from '../../../../shared/schemas/me.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/auth/sign-up: creates the account and e-mails the confirmation link. */
export function signUp(input: SignUpInput) {
  return apiPost('/api/auth/sign-up', messageResponseSchema, input);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
