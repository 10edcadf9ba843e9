import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { openPglite } from '../db/open-pglite.ts';
import { openPostgres } from '../db/open-postgres.ts';
import { databaseUrlFor } from './test-database-source.ts';

/**
 * A fresh copy of the migrated, reference-seeded test database, for one test file. Closing it
 * drops the copy (PostgreSQL) or discards it (PGlite, in memory).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dump = await readFile(source.dumpFile);
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const name = `sc_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(source.url, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`),
  );
  const handle = await openPostgres(databaseUrlFor(source.url, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(source.url, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name}`),
      );
    },
  };
}

/**
 * PostgreSQL only: a fresh copy that several handles open, as several server processes would
 * (each with its own pool and its own listening connection). `drop()` after closing them.
 */
export async function createSharedTestDatabase(): Promise<{
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}> {
  const source = inject('testDatabase');
  if (source.kind !== 'postgres') throw new Error('createSharedTestDatabase: PostgreSQL only');
  const name = `sc_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(source.url, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`),
  );
  return {
    open: () => openPostgres(databaseUrlFor(source.url, name)),
    drop: () =>
      withAdminClient(source.url, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`)).then(
        () => undefined,
      ),
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
