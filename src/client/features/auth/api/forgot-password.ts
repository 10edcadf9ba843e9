import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { messageParser } from '../../../lib/form-api-parsers.ts';

/** POST /api/auth/forgot-password: e-mails a link to /reset-password (same answer for all). */
export function forgotPassword(email: string) {
  return apiPost('/api/auth/forgot-password', messageParser, { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
