import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite } from '../src/server/db/open-pglite.ts';
import { openPostgres } from '../src/server/db/open-postgres.ts';

/** The handle with its driver's client (benchmarks also run SQL on the driver itself). */
export type BenchDatabase = (
  | { kind: 'pglite'; handle: Awaited<ReturnType<typeof openPglite>> }
  | { kind: 'postgres'; handle: Awaited<ReturnType<typeof openPostgres>>; url: string }
) & {
  /** Closes the database and, on PostgreSQL, drops the one made for the run. */
  drop(): Promise<void>;
};

export type BenchDatabaseOptions = {
  /** A PostgreSQL server to make the run's database on; default DATABASE_URL, else PGlite. */
  url?: string | undefined;
  /** PGlite only: keep the files in this folder (a server child opens them) instead of memory. */
  pgliteDataDir?: string;
};

/**
 * A database of the benchmark's own: embedded PGlite (in memory, or in a folder), or a database
 * created on a PostgreSQL server for this run and dropped at the end. On PostgreSQL, `url`
 * names the run's database, for server processes the benchmark starts.
 */
export async function openBenchDatabase(
  options: BenchDatabaseOptions = {},
): Promise<BenchDatabase> {
  const url = 'url' in options ? options.url : process.env.DATABASE_URL;
  if (!url) {
    const handle = await openPglite(
      options.pgliteDataDir ? { dataDir: options.pgliteDataDir } : {},
    );
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
    url: target.toString(),
    drop: async () => {
      await handle.close();
      // FORCE: a server process the benchmark started may not have closed its connections yet.
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
