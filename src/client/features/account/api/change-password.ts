import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../shared/schemas/auth.ts';
import { messageResponseSchema } from '../../../../shared/schemas/me.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/me/password: checks the current password, sets the new one. */
export function changePassword(input: ChangePasswordInput) {
  return apiPost('/api/me/password', messageResponseSchema, input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
