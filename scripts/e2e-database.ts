// The PostgreSQL run of the browser tests (E2E_DATABASE_URL): which database it uses on that
// server, recreated empty for every run. Shared by scripts/e2e-server.ts, which runs the app on
// it, and the Playwright teardown, which reports what the specs wrote there.
import pg from 'pg';

/** One database per E2E_PORT, so parallel runs on one server never share data. */
export function e2eDatabaseName(port: string): string {
  if (!/^\d+$/.test(port)) throw new Error(`E2E_PORT deve ser um número: ${port}`);
  return `sc_e2e_${port}`;
}

/** E2E_DATABASE_URL names a server (any database on it); the app gets its own database there. */
export function e2eDatabaseUrl(serverUrl: string, port: string): string {
  if (!/^postgres(ql)?:\/\//.test(serverUrl)) {
    throw new Error('E2E_DATABASE_URL deve ser uma URL postgres://usuario@host:porta/banco');
  }
  const url = new URL(serverUrl);
  url.pathname = `/${e2eDatabaseName(port)}`;
  return url.toString();
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops what an earlier run left (Playwright kills the server, so no run cleans up after itself). */
export async function recreateE2eDatabase(serverUrl: string, port: string): Promise<string> {
  const name = e2eDatabaseName(port);
  await withClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  return e2eDatabaseUrl(serverUrl, port);
}
