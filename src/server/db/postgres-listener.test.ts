import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { RELISTEN_DELAY_MS } from './postgres-listener.ts';

// Runs in the PostgreSQL pass of .ci/run (TEST_DATABASE_URL); PGlite's listen is PGlite's own.
describe.skipIf(inject('testDatabase').kind !== 'postgres')('LISTEN on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const notify = (channel: string) => database.db.execute(sql`SELECT pg_notify(${channel}, '')`);
  const listeners = async (channel: string) => {
    const result = await database.db.execute(sql`SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND query = ${`LISTEN "${channel}"`}`);
    return (result as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
  };

  it('hears notifications sent on other connections, until stopped', async () => {
    let heard = 0;
    const stop = await database.listen('canal_a', () => (heard += 1));
    await notify('canal_a');
    await notify('outro_canal');
    await expect.poll(() => heard).toBe(1);
    await stop();
    expect(await listeners('canal_a')).toEqual([]);
    await notify('canal_a');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toBe(1);
  });

  it('reports a lost connection, listens again and reports that too', async () => {
    let heard = 0;
    const stop = await database.listen('canal_b', () => (heard += 1));
    try {
      const [pid] = await listeners('canal_b');
      expect(pid).toBeTypeOf('number');
      await database.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
      // Lost: whatever changed meanwhile was not heard.
      await expect.poll(() => heard).toBe(1);
      // Listening again on a new connection: reported once more, then notifications arrive.
      await expect
        .poll(() => listeners('canal_b'), { timeout: RELISTEN_DELAY_MS * 5 })
        .toHaveLength(1);
      await expect.poll(() => heard).toBe(2);
      expect(await listeners('canal_b')).not.toContain(pid);
      await notify('canal_b');
      await expect.poll(() => heard).toBe(3);
    } finally {
      await stop();
    }
  });

  it('stays stopped when stopped while waiting to listen again', async () => {
    let heard = 0;
    const stop = await database.listen('canal_c', () => (heard += 1));
    const [pid] = await listeners('canal_c');
    await database.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
    await expect.poll(() => heard).toBe(1);
    await stop();
    await new Promise((resolve) => setTimeout(resolve, RELISTEN_DELAY_MS * 2));
    expect(await listeners('canal_c')).toEqual([]);
    expect(heard).toBe(1);
  });
});
