import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPost } from '../api-client.ts';
import { noContentParser } from './me-parser.ts';
import { resetSessionCache } from './reset-session-cache.ts';

let signedOutAt = 0;

/**
 * Whether the person has just chosen Sair. A guarded page may still be on screen while the
 * navigation to /login completes (its code loads lazily) and see the emptied session: it must
 * then follow to /login quietly, not as a visitor to be sent back here after signing in.
 */
export function justSignedOut(): boolean {
  return Date.now() - signedOutAt < 10_000;
}

/** POST /api/auth/sign-out: ends the session and clears the cookie (204). */
export function signOut(): Promise<undefined> {
  return apiPost('/api/auth/sign-out', noContentParser);
}

/**
 * SPEC §4: on sign-out cached data is cleared and the person goes to /login; a failure is only
 * logged. The navigation comes first: a guarded page still on screen would otherwise see the
 * empty session and add its own 'Você precisa estar logado' redirect.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onMutate: () => {
      signedOutAt = Date.now();
    },
    onError: (error) => console.warn('Falha ao encerrar a sessão', error),
    onSettled: async () => {
      await navigate('/login');
      resetSessionCache(queryClient);
    },
  });
}
