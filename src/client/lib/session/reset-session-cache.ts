import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './get-me.ts';

/**
 * SPEC §4: on sign-out (and when the session expires) cached data is cleared. Signing in drops it
 * too: the API sends visitors and signed-in people different fields (DESIGN §2).
 *
 * Not queryClient.clear(): it removes queries that mounted components still observe without
 * telling them, so the header would keep greeting the person who just left. Here unused queries
 * are removed and the ones on screen are reset (data dropped, observers notified, refetched).
 */
export function resetSessionCache(queryClient: QueryClient, options: { keepMe?: boolean } = {}) {
  const predicate = options.keepMe
    ? (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== meQueryKey[0]
    : undefined;
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ type: 'inactive', predicate });
  void queryClient.resetQueries({ type: 'active', predicate });
}
