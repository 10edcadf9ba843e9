import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../shared/schemas/me.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/auth/resend-confirmation: a new confirmation link for an unconfirmed account. */
export function resendConfirmation(email: string) {
  return apiPost('/api/auth/resend-confirmation', messageResponseSchema, { email });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
