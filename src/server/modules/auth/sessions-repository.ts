import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { accounts, sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';

export type SessionWithUser = {
  sessionId: string;
  lastActiveAt: Date;
  expiresAt: Date;
  userId: string;
  name: string;
  email: string;
  userType: string;
  status: string;
  adminRoleId: number | null;
  mustChangePassword: boolean;
};

export const sessionsRepository = {
  async create(
    executor: Executor,
    values: { id: string; userId: string; expiresAt: Date; userAgent: string | null },
  ): Promise<void> {
    await executor.insert(sessions).values(values);
  },

  /** The session and its user, read fresh on every request (status and type included). */
  async findWithUser(executor: Executor, id: string): Promise<SessionWithUser | undefined> {
    const [row] = await executor
      .select({
        sessionId: sessions.id,
        lastActiveAt: sessions.lastActiveAt,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        name: users.name,
        email: users.email,
        userType: users.userType,
        status: users.status,
        adminRoleId: users.adminRoleId,
        mustChangePassword: sql<boolean>`coalesce(${accounts.mustChangePassword}, false)`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(accounts, eq(accounts.userId, sessions.userId))
      .where(eq(sessions.id, id));
    return row;
  },

  async touch(executor: Executor, id: string): Promise<void> {
    await executor
      .update(sessions)
      .set({ lastActiveAt: sql`now()` })
      .where(eq(sessions.id, id));
  },

  async delete(executor: Executor, id: string): Promise<void> {
    await executor.delete(sessions).where(eq(sessions.id, id));
  },

  /** Ends every session of a user, or every one but `exceptId`. */
  async deleteForUser(executor: Executor, userId: string, exceptId?: string): Promise<void> {
    await executor
      .delete(sessions)
      .where(
        exceptId
          ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
          : eq(sessions.userId, userId),
      );
  },

  async purgeExpired(executor: Executor, idleCutoff: Date): Promise<void> {
    await executor
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastActiveAt, idleCutoff)));
  },
};
