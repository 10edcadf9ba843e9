import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../db/migrate.ts';
import { openPglite } from '../db/open-pglite.ts';
import { openPostgres } from '../db/open-postgres.ts';
import { seedReferenceData } from '../seed/reference-data.ts';
import { databaseUrlFor, type TestDatabaseSource } from './test-database-source.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

const TEMPLATE = `sc_test_template_${process.pid}`;

/**
 * Migrates and seeds (reference data) one database for the whole run; each test file clones it:
 * a PGlite dump file loaded per file, or a PostgreSQL database created from a template
 * (TEST_DATABASE_URL set, as in CI). Migrating per file would cost 2-4 s each.
 *
 * Never DATABASE_URL: that is the app's database, and a developer who exported it for
 * `npm start` must not have the tests create and drop databases on it (decision 014).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.DATABASE_URL) {
    console.warn('DATABASE_URL ignorado pelos testes: no PostgreSQL, use TEST_DATABASE_URL.');
  }
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
    const handle = await openPostgres(databaseUrlFor(url, TEMPLATE));
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', url, template: TEMPLATE });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
      await admin.end();
    };
  }
  const handle = await openPglite({});
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const folder = join(process.cwd(), '.tmp');
  await mkdir(folder, { recursive: true });
  const file = join(folder, `test-db-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpFile: file });
  return async () => {
    await rm(file, { force: true });
  };
}
