import type { UserType } from '../../../shared/constants/users.ts';
import type { Database } from '../../db/database.ts';
import { sessionsRepository, type SessionWithUser } from './sessions-repository.ts';
import { SESSION_POLICY, SESSION_TOUCH_INTERVAL_SECONDS } from './session-policy.ts';
import { hashToken, newSecretToken } from './secret-token.ts';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  userType: UserType;
  adminRoleId: number | null;
  /** Signed in with a temporary password: nothing but choosing a new one is allowed. */
  mustChangePassword: boolean;
  sessionId: string;
};

export type ResolvedSession =
  { state: 'none' } | { state: 'expired' } | { state: 'active'; user: SessionUser };

function policyFor(userType: string) {
  return SESSION_POLICY[userType as UserType] ?? SESSION_POLICY.user;
}

export async function createSession(
  db: Database,
  user: { id: string; userType: string },
  userAgent: string | undefined,
): Promise<{ token: string; maxAgeSeconds: number }> {
  const { token, id } = newSecretToken();
  const { absoluteSeconds } = policyFor(user.userType);
  await sessionsRepository.create(db, {
    id,
    userId: user.id,
    expiresAt: new Date(Date.now() + absoluteSeconds * 1000),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, maxAgeSeconds: absoluteSeconds };
}

function isExpired(row: SessionWithUser, now: number): boolean {
  const { idleSeconds } = policyFor(row.userType);
  return row.expiresAt.getTime() <= now || row.lastActiveAt.getTime() + idleSeconds * 1000 <= now;
}

/**
 * The session behind a cookie token, read with its user on every request: a user made inactive
 * or given another type is seen at once. Expired sessions are deleted; active ones slide.
 */
export async function resolveSession(db: Database, token: string): Promise<ResolvedSession> {
  const id = hashToken(token);
  const row = await sessionsRepository.findWithUser(db, id);
  if (!row) return { state: 'expired' };
  const now = Date.now();
  if (row.status !== 'active') {
    await sessionsRepository.deleteForUser(db, row.userId);
    return { state: 'expired' };
  }
  if (isExpired(row, now)) {
    await sessionsRepository.delete(db, id);
    return { state: 'expired' };
  }
  if (now - row.lastActiveAt.getTime() > SESSION_TOUCH_INTERVAL_SECONDS * 1000) {
    await sessionsRepository.touch(db, id);
  }
  return {
    state: 'active',
    user: {
      id: row.userId,
      name: row.name,
      email: row.email,
      userType: row.userType as UserType,
      adminRoleId: row.adminRoleId,
      mustChangePassword: row.mustChangePassword,
      sessionId: id,
    },
  };
}

export async function destroySession(db: Database, token: string): Promise<void> {
  await sessionsRepository.delete(db, hashToken(token));
}
