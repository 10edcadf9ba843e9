import type { UserType } from '../../../shared/constants/users.ts';

export const SESSION_COOKIE = 'sc_session';

/**
 * How long a session lives (docs/decisions/007-authentication.md): it ends after a period without
 * use and, whatever the use, after an absolute lifetime. Back-office sessions are shorter.
 */
export const SESSION_POLICY: Record<UserType, { idleSeconds: number; absoluteSeconds: number }> = {
  user: { idleSeconds: 7 * 24 * 3600, absoluteSeconds: 30 * 24 * 3600 },
  provider: { idleSeconds: 7 * 24 * 3600, absoluteSeconds: 30 * 24 * 3600 },
  admin: { idleSeconds: 2 * 3600, absoluteSeconds: 24 * 3600 },
};

/** last_active_at is written at most this often, so reads do not all become writes. */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;

/** Lifetimes of the links sent by e-mail. */
export const TOKEN_LIFETIME_SECONDS = {
  email_confirmation: 48 * 3600,
  password_reset: 3600,
  account_setup: 7 * 24 * 3600,
  email_change: 24 * 3600,
} as const;
