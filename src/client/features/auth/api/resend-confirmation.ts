import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { messageParser } from '../../../lib/form-api-parsers.ts';

/** POST /api/auth/resend-confirmation: a new confirmation link for an unconfirmed account. */
export function resendConfirmation(email: string) {
  return apiPost('/api/auth/resend-confirmation', messageParser, { email });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
