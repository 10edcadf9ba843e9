import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './db/database.ts';
import { sessionsRepository } from './modules/auth/sessions-repository.ts';
import { SESSION_POLICY } from './modules/auth/session-policy.ts';
import { purgeExpiredRateLimits } from './modules/rate-limit/rate-limiter.ts';

const EVERY_HOUR_MS = 3600_000;
const LONGEST_IDLE_MS = Math.max(...Object.values(SESSION_POLICY).map((p) => p.idleSeconds)) * 1000;

type Log = { warn(object: object, message: string): void };

/** Deletes expired sessions and rate-limit counters (they are refused anyway; this keeps tables small). */
export async function purgeExpired(db: Database): Promise<void> {
  await sessionsRepository.purgeExpired(db, new Date(Date.now() - LONGEST_IDLE_MS));
  await purgeExpiredRateLimits(db);
}

/**
 * Refreshes the planner's statistics on the embedded database, which has no autovacuum: without
 * it the planner would keep the statistics of the first ANALYZE (or none) however the directory
 * grows, and the plans kept for searches by specialty (db/pglite-prepared.ts) would never be made
 * again; new statistics invalidate them. Like autovacuum, it analyses only once the directory has
 * changed by more than 50 rows + 10 % (here: in size), since ANALYZE holds the embedded database
 * for ~0.7 s at 100,000 providers. PostgreSQL's autovacuum does all this itself. Answers whether
 * it analysed.
 */
export async function refreshStatistics(database: DatabaseHandle): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  const result = await database.db.execute(sql`
    SELECT (SELECT count(*) FROM providers)::float8 AS rows, reltuples::float8 AS estimate
    FROM pg_class WHERE oid = 'providers'::regclass`);
  const [size] = (result as unknown as { rows: { rows: number; estimate: number }[] }).rows;
  // reltuples is -1 until the first ANALYZE.
  if (
    size &&
    size.estimate >= 0 &&
    Math.abs(size.rows - size.estimate) <= 50 + 0.1 * size.estimate
  ) {
    return false;
  }
  await database.db.execute(sql`ANALYZE`);
  return true;
}

/** Runs purgeExpired and refreshStatistics at start and every hour; returns the function that stops it. */
export function scheduleMaintenance(database: DatabaseHandle, log: Log): () => void {
  const run = () =>
    purgeExpired(database.db)
      .then(() => refreshStatistics(database))
      .catch((error: unknown) => log.warn({ err: error }, 'manutenção periódica falhou'));
  void run();
  const timer = setInterval(run, EVERY_HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
