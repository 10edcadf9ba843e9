import type { CurrentUser } from '../../../shared/schemas/me.ts';
import { safeRedirectPath } from '../safe-redirect.ts';

/**
 * Someone signed in with a temporary password (an account the back-office created: DESIGN §2)
 * chooses their own on this page before any other signed-in page opens; the API refuses them
 * everything else meanwhile (403 PASSWORD_CHANGE_REQUIRED).
 */
export const PASSWORD_CHANGE_PATH = '/trocar-senha';

/** '/trocar-senha?redirect=%2Fadmin' for the page they were going to ('/' carries nothing). */
export function passwordChangePathFor(returnTo: string | null): string {
  const target = safeRedirectPath(returnTo);
  if (!target || target === '/' || target.startsWith(PASSWORD_CHANGE_PATH)) {
    return PASSWORD_CHANGE_PATH;
  }
  return `${PASSWORD_CHANGE_PATH}?${new URLSearchParams({ redirect: target }).toString()}`;
}

/**
 * Where the new password takes them when nothing asked for a page: the place of their role
 * (a provider's own profile, which the back-office filled in for them, is what they come for).
 */
export function landingAfterPasswordChange(user: CurrentUser): string {
  if (user.userType === 'admin') return '/admin';
  if (user.userType === 'provider') return '/perfil-conveniado';
  return '/perfil';
}
