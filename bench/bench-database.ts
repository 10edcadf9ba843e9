import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite } from '../src/server/db/open-pglite.ts';
import { openPostgres } from '../src/server/db/open-postgres.ts';

/** The handle with its driver's client (benchmarks also run SQL on the driver itself). */
export type BenchDatabase = (
  | { kind: 'pglite'; handle: Awaited<ReturnType<typeof openPglite>> }
  | { kind: 'postgres'; handle: Awaited<ReturnType<typeof openPostgres>> }
) & {
  /** Closes the database and, on PostgreSQL, drops the one made for the run. */
  drop(): Promise<void>;
};

/**
 * A database of the benchmark's own: embedded PGlite in memory, or, when DATABASE_URL is set, a
 * database created on that server for this run and dropped at the end.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openPglite({});
    return { handle, kind: 'pglite', drop: () => handle.close() };
  }
  const name = `sc_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openPostgres(target.toString());
  return {
    handle,
    kind: 'postgres',
    drop: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
}
