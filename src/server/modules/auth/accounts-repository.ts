import { and, eq, ne, sql } from 'drizzle-orm';
import type { UserType } from '../../../shared/constants/users.ts';
import type { Executor } from '../../db/database.ts';
import { accounts } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';

export type UserWithAccount = {
  id: string;
  name: string;
  email: string;
  userType: string;
  status: string;
  adminRoleId: number | null;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  mustChangePassword: boolean;
};

const userWithAccount = {
  id: users.id,
  name: users.name,
  email: users.email,
  userType: users.userType,
  status: users.status,
  adminRoleId: users.adminRoleId,
  passwordHash: accounts.passwordHash,
  emailVerifiedAt: accounts.emailVerifiedAt,
  mustChangePassword: sql<boolean>`coalesce(${accounts.mustChangePassword}, false)`,
};

export const accountsRepository = {
  async findByEmail(executor: Executor, email: string): Promise<UserWithAccount | undefined> {
    const [row] = await executor
      .select(userWithAccount)
      .from(users)
      .leftJoin(accounts, eq(accounts.userId, users.id))
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    return row;
  },

  async findById(executor: Executor, id: string): Promise<UserWithAccount | undefined> {
    const [row] = await executor
      .select(userWithAccount)
      .from(users)
      .leftJoin(accounts, eq(accounts.userId, users.id))
      .where(eq(users.id, id));
    return row;
  },

  async emailTakenByOther(executor: Executor, email: string, userId: string): Promise<boolean> {
    const [row] = await executor
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)));
    return row !== undefined;
  },

  /**
   * The users row (type 'user' unless given, status 'active': SPEC §3 defaults) and its
   * credentials. Provider registration passes 'provider' inside its own transaction; an account
   * an administrator creates has a temporary password to change and an address the admin
   * vouches for.
   */
  async createUser(
    executor: Executor,
    values: {
      name: string;
      email: string;
      passwordHash: string;
      userType?: UserType;
      status?: 'active' | 'inactive';
      adminRoleId?: number | null;
      temporaryPassword?: boolean;
    },
  ): Promise<string> {
    const [user] = await executor
      .insert(users)
      .values({
        name: values.name,
        email: values.email,
        userType: values.userType ?? 'user',
        status: values.status ?? 'active',
        adminRoleId: values.adminRoleId ?? null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('insert into users returned no row');
    await executor.insert(accounts).values({
      userId: user.id,
      passwordHash: values.passwordHash,
      ...(values.temporaryPassword
        ? { mustChangePassword: true, emailVerifiedAt: sql`now()` }
        : {}),
    });
    return user.id;
  },

  async setPassword(executor: Executor, userId: string, passwordHash: string): Promise<void> {
    await executor
      .update(accounts)
      .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
      .where(eq(accounts.userId, userId));
  },

  async markEmailVerified(executor: Executor, userId: string): Promise<void> {
    await executor
      .update(accounts)
      .set({
        emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(accounts.userId, userId));
  },

  async updateName(executor: Executor, userId: string, name: string): Promise<void> {
    await executor
      .update(users)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },

  async updateEmail(executor: Executor, userId: string, email: string): Promise<void> {
    await executor
      .update(users)
      .set({ email, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },
};
