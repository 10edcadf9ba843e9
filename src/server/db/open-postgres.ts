import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema/index.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { pingDatabase, type Database, type DatabaseHandle } from './database.ts';
import { listenOnPostgres } from './postgres-listener.ts';

/** A real PostgreSQL server through a connection pool (DATABASE_URL). */
export async function openPostgres(url: string): Promise<DatabaseHandle & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  let closed = false;
  // Closing the database ends its listening connections too.
  const listeners = new Set<() => Promise<void>>();
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return {
    db,
    pool,
    kind: 'postgres',
    migrate: () => migrateUnderLock(pool),
    ping: () => (closed ? Promise.resolve(false) : pingDatabase(db)),
    listen: async (channel, onNotification) => {
      const stop = await listenOnPostgres(url, channel, onNotification);
      const stopOnce = async () => {
        listeners.delete(stopOnce);
        await stop();
      };
      listeners.add(stopOnce);
      return stopOnce;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

// Several API processes may start together against one PostgreSQL: a session advisory lock on
// one dedicated connection makes their migrations run one after the other.
const MIGRATION_LOCK_KEY = 727_000;

async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
