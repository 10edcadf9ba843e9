import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { runMigrations } from '../db/migrate.ts';
import { openPglite } from '../db/open-pglite.ts';
import { accounts, providers, users } from '../db/schema/index.ts';
import { seedDatabase } from './seed.ts';

type Entry = { level: 'info' | 'warn'; obj: object; msg?: string };

function recordingLogger() {
  const entries: Entry[] = [];
  return {
    entries,
    info: (obj: object, msg?: string) => entries.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg?: string) => entries.push({ level: 'warn', obj, msg }),
  };
}

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openPglite({});
  await runMigrations(handle);
});

afterAll(async () => {
  await handle.close();
});

const config = {
  adminEmail: 'admin@saudeconveniada.local',
  adminPassword: undefined,
  seedDemo: true,
  env: 'development' as const,
};

describe('seedDatabase', () => {
  let generatedPassword = '';

  it('seeds everything on the first start and prints the generated password once', async () => {
    const log = recordingLogger();

    await seedDatabase(handle.db, config, log);

    const warnings = log.entries.filter((entry) => entry.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.obj).toEqual({ email: 'admin@saudeconveniada.local' });
    const match = /anote, ela não será exibida novamente\): (\S+)$/.exec(warnings[0]?.msg ?? '');
    generatedPassword = match?.[1] ?? '';
    expect(generatedPassword).toHaveLength(24);
    const [account] = await handle.db
      .select({ hash: accounts.passwordHash })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, 'admin@saudeconveniada.local'));
    expect(await verifyPassword(account!.hash, generatedPassword)).toBe(true);

    const reference = log.entries.find((entry) => entry.msg === 'dados de referência verificados');
    expect(reference?.obj).toMatchObject({ states: 27, cities: 5571 });
    const demo = log.entries.find((entry) => entry.msg?.includes('demonstração'));
    expect(demo?.obj).toMatchObject({ inserted: expect.any(Number) });
  });

  it('logs no password and changes nothing on the next start', async () => {
    const [before] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(providers);
    const log = recordingLogger();

    await seedDatabase(handle.db, { ...config, adminPassword: 'uma outra senha qualquer' }, log);

    expect(log.entries.filter((entry) => entry.level === 'warn')).toEqual([]);
    expect(JSON.stringify(log.entries)).not.toContain(generatedPassword);
    expect(JSON.stringify(log.entries)).not.toContain('uma outra senha qualquer');
    const [after] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(providers);
    expect(after?.n).toBe(before?.n);
    const admins = await handle.db.select().from(users).where(eq(users.userType, 'admin'));
    expect(admins).toHaveLength(1);
  });
});
