import { asc, eq, sql } from 'drizzle-orm';
import { generateStrongPassword, hashPassword } from '../auth/password.ts';
import type { Database, Executor } from '../db/database.ts';
import { accounts, users } from '../db/schema/index.ts';
import { ensureAdminMasterRole } from './admin-master-role.ts';
import { lockSeeding } from './seed-lock.ts';

export type FirstAdminResult = {
  created: boolean;
  /** The account created now, or the oldest existing administrator. */
  email: string;
  /** Only when this call generated the password: the caller shows it once. */
  generatedPassword?: string;
};

/**
 * DESIGN "Auth": the first administrator comes from ADMIN_EMAIL/ADMIN_PASSWORD at first start,
 * with a strong random password when none is given. Once any administrator exists this does
 * nothing: a restart never resets a password.
 *
 * must_change_password stays false in both cases. A configured password is the operator's own
 * choice; a generated one reaches only the operator, through the start-up log, and has 144 bits
 * of entropy, so forcing a change would add a step without adding safety.
 */
export async function ensureFirstAdmin(
  db: Database,
  options: { email: string; password?: string },
): Promise<FirstAdminResult> {
  const email = options.email.trim().toLowerCase();
  const existing = await findOldestAdminEmail(db);
  if (existing) return { created: false, email: existing };

  const generated = !options.password;
  const password = options.password || generateStrongPassword();
  // argon2id costs ~19 MiB and tens of milliseconds: done before the transaction so the seed
  // lock is held briefly, and only when an account is about to be created.
  const passwordHash = await hashPassword(password);

  return db.transaction(async (transaction) => {
    await lockSeeding(transaction);
    // Checked again under the lock: another process may have created it meanwhile.
    const existingAdmin = await findOldestAdminEmail(transaction);
    if (existingAdmin) return { created: false, email: existingAdmin };

    const [sameEmail] = await transaction
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (sameEmail) {
      throw new Error(
        `ADMIN_EMAIL (${email}) já pertence a um usuário que não é administrador. ` +
          'Defina outro e-mail em ADMIN_EMAIL para criar o primeiro administrador.',
      );
    }

    const role = await ensureAdminMasterRole(transaction);
    const [user] = await transaction
      .insert(users)
      .values({
        name: 'Administrador',
        email,
        userType: 'admin',
        status: 'active',
        adminRoleId: role.id,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('Não foi possível criar o primeiro administrador.');
    await transaction.insert(accounts).values({
      userId: user.id,
      passwordHash,
      emailVerifiedAt: sql`now()`,
      mustChangePassword: false,
    });
    return generated
      ? { created: true, email, generatedPassword: password }
      : { created: true, email };
  });
}

async function findOldestAdminEmail(executor: Executor): Promise<string | undefined> {
  const [admin] = await executor
    .select({ email: users.email })
    .from(users)
    .where(eq(users.userType, 'admin'))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return admin?.email;
}
