import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MASTER_ROLE_NAME } from '../../shared/constants/permissions.ts';
import { verifyPassword } from '../auth/password.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { runMigrations } from '../db/migrate.ts';
import { openPglite } from '../db/open-pglite.ts';
import { accounts, adminRoles, users } from '../db/schema/index.ts';
import { ensureFirstAdmin } from './first-admin.ts';
import { seedReferenceData } from './reference-data.ts';

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openPglite({});
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  return handle;
}

async function accountOf(handle: DatabaseHandle, email: string) {
  const [row] = await handle.db
    .select({ user: users, account: accounts, roleName: adminRoles.name })
    .from(users)
    .innerJoin(accounts, eq(accounts.userId, users.id))
    .leftJoin(adminRoles, eq(adminRoles.id, users.adminRoleId))
    .where(eq(users.email, email));
  return row;
}

describe('ensureFirstAdmin with a configured password', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('creates an active, verified Admin Master with an argon2id hash of that password', async () => {
    const result = await ensureFirstAdmin(handle.db, {
      email: '  Gestor@SaudeConveniada.com.br ',
      password: 'uma senha longa e minha',
    });

    expect(result).toEqual({ created: true, email: 'gestor@saudeconveniada.com.br' });
    const row = await accountOf(handle, 'gestor@saudeconveniada.com.br');
    expect(row?.user).toMatchObject({ name: 'Administrador', userType: 'admin', status: 'active' });
    expect(row?.roleName).toBe(ADMIN_MASTER_ROLE_NAME);
    expect(row?.account.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.account.mustChangePassword).toBe(false);
    expect(row?.account.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.account.passwordHash, 'uma senha longa e minha')).toBe(true);
    expect(await verifyPassword(row!.account.passwordHash, 'outra senha')).toBe(false);
  });

  it('does nothing once an administrator exists, even with another e-mail or password', async () => {
    const before = await accountOf(handle, 'gestor@saudeconveniada.com.br');

    const result = await ensureFirstAdmin(handle.db, { email: 'outro@saudeconveniada.com.br' });

    expect(result).toEqual({ created: false, email: 'gestor@saudeconveniada.com.br' });
    const [total] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(total?.n).toBe(1);
    const after = await accountOf(handle, 'gestor@saudeconveniada.com.br');
    expect(after?.account.passwordHash).toBe(before?.account.passwordHash);
  });
});

describe('ensureFirstAdmin without a password', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('refuses an e-mail that belongs to a non-admin user, naming ADMIN_EMAIL', async () => {
    await handle.db.insert(users).values({ name: 'Maria Souza', email: 'maria@exemplo.com.br' });

    await expect(ensureFirstAdmin(handle.db, { email: 'MARIA@exemplo.com.br' })).rejects.toThrow(
      /ADMIN_EMAIL .*não é administrador/,
    );
    const admins = await handle.db.select().from(users).where(eq(users.userType, 'admin'));
    expect(admins).toEqual([]);
  });

  it('generates a strong password, returns it once, and it signs in', async () => {
    const result = await ensureFirstAdmin(handle.db, { email: 'admin@saudeconveniada.local' });

    expect(result.created).toBe(true);
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const row = await accountOf(handle, 'admin@saudeconveniada.local');
    expect(await verifyPassword(row!.account.passwordHash, result.generatedPassword!)).toBe(true);
    expect(row?.account.mustChangePassword).toBe(false);

    const again = await ensureFirstAdmin(handle.db, { email: 'admin@saudeconveniada.local' });
    expect(again).toEqual({ created: false, email: 'admin@saudeconveniada.local' });
  });
});
