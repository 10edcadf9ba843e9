import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN_MASTER_ROLE_NAME } from '../../shared/constants/permissions.ts';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/database.ts';
import { adminRoles } from '../db/schema/admin.ts';
import { accounts } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';

let counter = 0;
export const TEST_PASSWORD = 'senha-de-teste-1';

/** A confirmed account inserted directly (tests of other rules need not go through e-mail). */
export async function insertUser(
  db: Database,
  values: {
    userType?: 'user' | 'provider' | 'admin';
    adminRoleId?: number | null;
    name?: string;
    /** An account the back-office created, still on its temporary password. */
    mustChangePassword?: boolean;
  } = {},
) {
  counter += 1;
  const email = `pessoa${counter}.${Date.now()}@exemplo.com.br`;
  const [user] = await db
    .insert(users)
    .values({
      name: values.name ?? `Pessoa Teste ${counter}`,
      email,
      userType: values.userType ?? 'user',
      adminRoleId: values.adminRoleId ?? null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await db.insert(accounts).values({
    userId: user.id,
    passwordHash: await hashPassword(TEST_PASSWORD),
    emailVerifiedAt: new Date(),
    mustChangePassword: values.mustChangePassword ?? false,
  });
  return { id: user.id, email, password: TEST_PASSWORD };
}

export async function adminMasterRoleId(db: Database): Promise<number> {
  const [role] = await db
    .select({ id: adminRoles.id })
    .from(adminRoles)
    .where(eq(adminRoles.name, ADMIN_MASTER_ROLE_NAME));
  if (!role) throw new Error('Admin Master role missing');
  return role.id;
}

let signInCounter = 0;

/**
 * Signs in through the API and returns the Cookie header value of the session. Each sign-in
 * comes from its own address, so a file that signs many people in never meets the per-IP limit
 * (the limit's own tests call the route directly).
 */
export async function signInCookie(app: FastifyInstance, email: string, password: string) {
  signInCounter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: `10.8.${Math.floor(signInCounter / 250)}.${(signInCounter % 250) + 1}`,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === 'sc_session');
  if (!cookie) throw new Error('no session cookie');
  return `sc_session=${cookie.value}`;
}
