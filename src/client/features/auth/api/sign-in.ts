import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { SignInInput } from '../../../../shared/schemas/auth.ts';
import { currentUserSchema } from '../../../../shared/schemas/me.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { setCurrentUser } from '../../../lib/session/get-me.ts';
import { resetSessionCache } from '../../../lib/session/reset-session-cache.ts';

const signInResponseSchema = z.object({ user: currentUserSchema });

/** POST /api/auth/sign-in: checks the credentials and sets the session cookie. */
export function signIn(input: SignInInput) {
  return apiPost('/api/auth/sign-in', signInResponseSchema, input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async ({ user }) => {
      await setCurrentUser(queryClient, user);
      resetSessionCache(queryClient, { keepMe: true });
    },
  });
}
