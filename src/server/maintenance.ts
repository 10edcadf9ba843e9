import type { Database } from './db/database.ts';
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

/** Runs purgeExpired at start and every hour; returns the function that stops it. */
export function scheduleMaintenance(db: Database, log: Log): () => void {
  const run = () =>
    purgeExpired(db).catch((error: unknown) =>
      log.warn({ err: error }, 'limpeza periódica falhou'),
    );
  void run();
  const timer = setInterval(run, EVERY_HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
