import { isApiError } from '../api-client.ts';

export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Por favor, faça login novamente.';

const listeners = new Set<() => void>();
let expiredAt = 0;
let announcedAt = 0;

/**
 * Whether an expiry was reported in the last seconds. A guarded page that sees the emptied
 * session before the SessionExpiryWatcher's navigation to /login has rendered must follow
 * quietly, not add 'Você precisa estar logado' to the expiry message.
 */
export function sessionJustExpired(): boolean {
  return Date.now() - expiredAt < 10_000;
}

/**
 * Raised by the QueryClient when /api/me says the cookie it got is no longer valid, or when any
 * call answers 401 SESSION_EXPIRED. The app's SessionExpiryWatcher (inside the router) shows the
 * message and sends the person to /login; this module only connects the two.
 */
export function reportSessionExpired(): void {
  expiredAt = Date.now();
  for (const listener of listeners) listener();
}

/**
 * Whether the last expiry, reported in the last seconds, still awaits its message. The watcher
 * announces it once /login is on screen, whichever way the person got there (its own navigation
 * or the route guard's) and even if it was mounted again meanwhile.
 */
export function expiryToAnnounce(): boolean {
  return sessionJustExpired() && announcedAt < expiredAt;
}

export function markExpiryAnnounced(): void {
  announcedAt = expiredAt;
}

export function onSessionExpired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSessionExpiredError(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code === 'SESSION_EXPIRED';
}

/**
 * A 401 of either kind: the request failed because there is no valid session. Forms leave these
 * to the central handling (redirect to /login) instead of showing their own error.
 */
export function isSessionError(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code !== 'INVALID_CREDENTIALS';
}
