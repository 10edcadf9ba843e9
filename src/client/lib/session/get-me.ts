import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser, MeResponse } from '../../../shared/schemas/me.ts';
import { apiGet } from '../api-client.ts';
import { meResponseParser } from './me-parser.ts';

/**
 * GET /api/me: who is signed in. The header, the route guards and the account pages all read it,
 * so it lives here rather than in one feature (features don't import each other).
 */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiGet('/api/me', meResponseParser, signal);
}

export const meQueryKey = ['me'] as const;

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    // No abort signal on purpose: the server reports an expired session once (it clears the
    // cookie in that same answer), so a request cancelled because its component unmounted
    // would lose that news and the person would get 'log in' instead of 'your session expired'.
    queryFn: () => getMe(),
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * The signed-in user; null for a visitor (or when /api/me cannot answer: the page then behaves
 * as for a visitor, and the server still refuses what a visitor may not do); undefined while
 * unknown.
 */
export function useCurrentUser(): CurrentUser | null | undefined {
  const { data, isError } = useMe();
  if (data) return data.sessionExpired ? null : data.user;
  return isError ? null : undefined;
}

/** After an answer that carries the user (sign-in, confirmed e-mail, new name). */
export async function setCurrentUser(
  queryClient: QueryClient,
  user: CurrentUser | null,
): Promise<void> {
  // A /api/me request sent before this change (the page's first load, say) may still be on its
  // way; its older answer must not overwrite the one we now know. Cancelling discards it, and
  // once the cancellation has settled the new answer is set.
  await queryClient.cancelQueries({ queryKey: meQueryKey });
  queryClient.setQueryData<MeResponse>(meQueryKey, { user });
}
