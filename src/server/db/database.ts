import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** Both drivers (PGlite and node-postgres) give this: the same queries run on either. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction, or the database itself: repositories accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (see migrate.ts). */
  migrate(): Promise<void>;
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /**
   * Calls `onNotification` for each NOTIFY on `channel`, and whenever some may have been missed
   * (PostgreSQL: the listening connection was lost); answers the function that stops.
   */
  listen(channel: string, onNotification: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
