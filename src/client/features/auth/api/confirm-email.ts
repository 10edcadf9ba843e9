import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { currentUserSchema } from '../../../../shared/schemas/me.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { meQueryKey, setCurrentUser } from '../../../lib/session/get-me.ts';
import { resetSessionCache } from '../../../lib/session/reset-session-cache.ts';

const confirmEmailResponseSchema = z.object({
  message: z.string(),
  redirectTo: z.string(),
  user: currentUserSchema.optional(),
});

/**
 * POST /api/auth/confirm-email: a new account's link also signs the person in (and `user` comes
 * back); an e-mail change's link only changes the address.
 */
export function confirmEmail(token: string) {
  return apiPost('/api/auth/confirm-email', confirmEmailResponseSchema, { token });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: async ({ user }) => {
      if (!user) return queryClient.invalidateQueries({ queryKey: meQueryKey });
      await setCurrentUser(queryClient, user);
      resetSessionCache(queryClient, { keepMe: true });
    },
  });
}
