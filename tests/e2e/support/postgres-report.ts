import { e2eDatabaseName, e2eDatabaseUrl, withClient } from '../../../scripts/e2e-database.ts';

/**
 * After a run on PostgreSQL (E2E_DATABASE_URL), says in the log what the specs wrote into that
 * database: the accounts and providers the journeys created are there, not in a PGlite.
 */
export default async function reportPostgresWrites() {
  const server = process.env.E2E_DATABASE_URL;
  if (!server) return;
  const port = process.env.E2E_PORT ?? '3100';
  const counts = await withClient(e2eDatabaseUrl(server, port), async (client) => {
    const result = await client.query<{ accounts: number; providers: number }>(
      `SELECT (SELECT count(*)::int FROM users WHERE user_type <> 'admin') AS accounts,
              (SELECT count(*)::int FROM providers WHERE user_id IS NOT NULL) AS providers`,
    );
    return result.rows[0]!;
  });
  console.log(
    `PostgreSQL, banco ${e2eDatabaseName(port)}: ${counts.accounts} contas e ` +
      `${counts.providers} conveniados cadastrados pelos testes.`,
  );
}
