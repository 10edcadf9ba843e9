import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPost } from '../api-client.ts';
import { noContentParser } from './me-parser.ts';
import { resetSessionCache } from './reset-session-cache.ts';

let signedOut: { at: number; to: string } | undefined;

/** The person chose to leave (Sair, or the deletion of their account) and goes to `to`. */
export function noteSignedOut(to: string): void {
  signedOut = { at: Date.now(), to };
}

/**
 * Where the person who has just chosen to leave is going, if they have. A guarded page may
 * still be on screen while that navigation completes (its code loads lazily) and see the
 * emptied session: it must then follow there quietly, not as a visitor to be sent back here
 * after signing in.
 */
export function signedOutDestination(): string | undefined {
  return signedOut && Date.now() - signedOut.at < 10_000 ? signedOut.to : undefined;
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
    onMutate: () => noteSignedOut('/login'),
    onError: (error) => console.warn('Falha ao encerrar a sessão', error),
    onSettled: async () => {
      await navigate('/login');
      resetSessionCache(queryClient);
    },
  });
}
