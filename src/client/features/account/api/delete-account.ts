import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '../../../../shared/schemas/auth.ts';
import { messageResponseSchema } from '../../../../shared/schemas/me.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/me/deletion: checks the password, deletes the account and ends the session. */
export function deleteAccount(input: DeleteAccountInput) {
  return apiPost('/api/me/deletion', messageResponseSchema, input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
