import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from './db/database.ts';
import { sessions } from './db/schema/auth.ts';
import { rateLimits } from './db/schema/rate-limits.ts';
import { purgeExpired, refreshStatistics } from './maintenance.ts';
import { createTestDatabase } from './test/test-database.ts';
import { insertUser } from './test/test-users.ts';
import { insertProvider } from './test/directory-fixtures.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('purgeExpired', () => {
  it('deletes expired sessions and counters and keeps live ones', async () => {
    const { db } = database;
    const user = await insertUser(db);
    const future = sql`now() + interval '1 day'`;
    await db.insert(sessions).values([
      { id: 'viva', userId: user.id, expiresAt: future },
      { id: 'vencida', userId: user.id, expiresAt: sql`now() - interval '1 second'` },
      {
        id: 'ociosa',
        userId: user.id,
        expiresAt: future,
        lastActiveAt: sql`now() - interval '30 days'`,
      },
    ]);
    await db.insert(rateLimits).values([
      { key: 'vivo', count: 1, resetAt: future },
      { key: 'vencido', count: 1, resetAt: sql`now() - interval '1 second'` },
    ]);
    await purgeExpired(db);
    expect((await db.select().from(sessions)).map((row) => row.id)).toEqual(['viva']);
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(['vivo']);
  });
});

describe('refreshStatistics', () => {
  // PostgreSQL leaves it to autovacuum; PGlite has none.
  const embedded = inject('testDatabase').kind === 'pglite';
  const estimate = async () => {
    const result = await database.db.execute(
      sql`SELECT reltuples::int AS rows FROM pg_class WHERE relname = 'providers'`,
    );
    return (result as unknown as { rows: { rows: number }[] }).rows[0]?.rows;
  };
  const insert = async (count: number, name: string) => {
    for (let index = 0; index < count; index += 1) {
      await insertProvider(database.db, { companyName: `${name} ${index}` });
    }
  };

  it.skipIf(!embedded)(
    'analyses on PGlite once the directory changed size by 50 + 10 %',
    async () => {
      await insert(30, 'Primeira leva');
      await refreshStatistics(database);
      const analysed = await estimate();
      await insert(20, 'Segunda leva');
      expect(await refreshStatistics(database)).toBe(false);
      expect(await estimate()).toBe(analysed);
      await insert(40, 'Terceira leva');
      expect(await refreshStatistics(database)).toBe(true);
      expect(await estimate()).toBe((analysed ?? 0) + 60);
    },
  );
});
