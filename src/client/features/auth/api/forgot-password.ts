import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../shared/schemas/me.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot-password: e-mails a link to /reset-password (same answer for all). */
export function forgotPassword(email: string) {
  return apiPost('/api/auth/forgot-password', messageResponseSchema, { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
