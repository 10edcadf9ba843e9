import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../shared/schemas/me.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/auth/reset-password: sets the new password; every session of the account ends. */
export function resetPassword(input: { token: string; password: string }) {
  return apiPost('/api/auth/reset-password', messageResponseSchema, input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
