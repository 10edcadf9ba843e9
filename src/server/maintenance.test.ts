import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/database.ts';
import { sessions } from './db/schema/auth.ts';
import { rateLimits } from './db/schema/rate-limits.ts';
import { purgeExpired } from './maintenance.ts';
import { createTestDatabase } from './test/test-database.ts';
import { insertUser } from './test/test-users.ts';

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
