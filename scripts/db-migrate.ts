// `npm run db:migrate`: applies the migrations and reference data without starting the server
// (the server also does this at every start). Uses DATABASE_URL, or the embedded database.
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/server/config/config.ts';
import { acquireDataDirLock } from '../src/server/db/data-dir-lock.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { openPglite } from '../src/server/db/open-pglite.ts';
import { openPostgres } from '../src/server/db/open-postgres.ts';
import { seedReferenceData } from '../src/server/seed/reference-data.ts';

const config = loadConfig();
const lock = config.databaseUrl ? undefined : acquireDataDirLock(resolve(config.dataDir));
const database = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openPglite({ dataDir: join(resolve(config.dataDir), 'pglite') });
try {
  await runMigrations(database);
  await seedReferenceData(database.db);
  console.log(`Migrações aplicadas (${database.kind}).`);
} finally {
  await database.close();
  lock?.release();
}
