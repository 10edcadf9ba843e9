import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '../../../../shared/schemas/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { setCurrentUser } from '../../../lib/session/get-me.ts';
import { signedInUserParser } from '../../../lib/session/me-parser.ts';
import { resetSessionCache } from '../../../lib/session/reset-session-cache.ts';

/** POST /api/auth/sign-in: checks the credentials and sets the session cookie. */
export function signIn(input: SignInInput) {
  return apiPost('/api/auth/sign-in', signedInUserParser, input);
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
