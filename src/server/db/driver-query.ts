import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';
import { preparedQueries, type PlanChoice, type PreparedQuery } from './pglite-prepared.ts';

/** What both drivers' clients (PGlite, node-postgres Pool) answer to a parameterised statement. */
type DriverClient = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

export type DriverQuery = <Row>(query: SQL, options?: PlanChoice) => Promise<Row[]>;

const dialect = new PgDialect();

/**
 * Runs a statement on the driver itself, with the driver's own result parsers, for the hottest
 * reads of the application (the search, docs/search.md "Benchmark"). On PGlite, Drizzle's
 * per-query parser options made the driver copy its whole type-parser table for every result (a
 * tenth of a search's CPU time under load), and statements run prepared (pglite-prepared.ts).
 * Only for statements whose columns parse the same either way (json, integers, text, booleans:
 * not dates) and whose parameters are strings, numbers or booleans; never inside a transaction:
 * this is the database's own connection, not the caller's transaction. `reusePlan` keeps one
 * plan for every value on PGlite (pglite-prepared.ts); node-postgres runs unnamed statements,
 * planned on each run, where planning is cheap next to the round trip.
 */
export function driverQuery(db: Database): DriverQuery {
  const client = (db as unknown as { $client: DriverClient | PGlite }).$client;
  const run: PreparedQuery =
    client instanceof PGlite
      ? preparedQueries(client)
      : (text, params) => client.query(text, params);
  return async <Row>(query: SQL, options?: PlanChoice) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await run(text, params, options)).rows as Row[];
  };
}
