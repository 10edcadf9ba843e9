import { isApiError } from '../api-client.ts';

export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Por favor, faça login novamente.';

const listeners = new Set<() => void>();

/**
 * Raised by the QueryClient when /api/me says the cookie it got is no longer valid, or when any
 * call answers 401 SESSION_EXPIRED. The app's SessionExpiryWatcher (inside the router) shows the
 * message and sends the person to /login; this module only connects the two.
 */
export function reportSessionExpired(): void {
  for (const listener of listeners) listener();
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
