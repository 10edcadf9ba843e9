import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../shared/schemas/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { messageParser } from '../../../lib/form-api-parsers.ts';

/** POST /api/auth/sign-up: creates the account and e-mails the confirmation link. */
export function signUp(input: SignUpInput) {
  return apiPost('/api/auth/sign-up', messageParser, input);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
