import { useState, type ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster.tsx';
import { isApiError } from '../lib/api-client.ts';
import { meQueryKey } from '../lib/session/get-me.ts';
import { isSessionExpiredError, reportSessionExpired } from '../lib/session/session-expiry.ts';
import type { MeResponse } from '../../shared/schemas/me.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;

function isMeQuery(queryKey: readonly unknown[]): boolean {
  return queryKey.length === 1 && queryKey[0] === meQueryKey[0];
}

/**
 * SPEC §7 "Client data caching": fresh 5 min, kept 10 min, one retry, no refetch on focus.
 * The caches watch every answer for the end of a session (SPEC §4 "Session"), in one place:
 * an expired session is reported to the SessionExpiryWatcher; a plain 401 (signed out in another
 * tab) refreshes /api/me, so the route guard sends the person to /login; a 403
 * PASSWORD_CHANGE_REQUIRED (a temporary password set meanwhile) refreshes it too, so the guard
 * sends them to /trocar-senha.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isSessionExpiredError(error)) {
      reportSessionExpired();
    } else if (
      isApiError(error) &&
      ((error.status === 401 && error.code === 'UNAUTHORIZED') ||
        (error.status === 403 && error.code === 'PASSWORD_CHANGE_REQUIRED'))
    ) {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError,
      onSuccess: (data, query) => {
        if (isMeQuery(query.queryKey) && (data as MeResponse).sessionExpired)
          reportSessionExpired();
      },
    }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: TEN_MINUTES,
        // A 4xx will not change by asking again (and a 401 must reach the handling at once).
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
}

export function AppProviders({ children }: { children: ReactNode }) {
  // One client per mounted app (not a module singleton) so tests never share a cache.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
