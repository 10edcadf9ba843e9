import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../shared/schemas/me.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/me/email: e-mails a link to the new address; it changes once the link is opened. */
export function changeEmail(email: string) {
  return apiPost('/api/me/email', messageResponseSchema, { email });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
