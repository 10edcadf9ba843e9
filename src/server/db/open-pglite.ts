import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { pingDatabase, type Database, type DatabaseHandle } from './database.ts';

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * The embedded database: PostgreSQL in WebAssembly, in this process. `dataDir` undefined keeps it
 * in memory; `loadDataDir` starts from a dump (tests clone one migrated database this way).
 */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle & { client: PGlite }> {
  // PGlite does not create parent folders.
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  const drizzleDb = drizzle({ client, schema });
  const db = drizzleDb as unknown as Database;
  return {
    db,
    client,
    kind: 'pglite',
    migrate: () => migrate(drizzleDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => (client.closed ? Promise.resolve(false) : pingDatabase(db)),
    listen: (channel, onNotification) => client.listen(channel, () => onNotification()),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
