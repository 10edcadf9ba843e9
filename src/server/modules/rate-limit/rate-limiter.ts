import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { TooManyRequestsError } from '../../http/errors.ts';

export type Limit = {
  max: number;
  windowSeconds: number;
  message: string;
  /** Counted per client IP: scaled by RATE_LIMIT_IP_MULTIPLIER (many people behind one IP). */
  perIp?: boolean;
};

export type RateLimiter = {
  /** Counts one event under `key`; throws a 429 (with Retry-After) beyond `limit.max`. */
  hit(key: string, limit: Limit): Promise<void>;
  /** Throws a 429 when `key` has already reached `limit.max`, without counting. */
  check(key: string, limit: Limit): Promise<void>;
  reset(key: string): Promise<void>;
};

function retryAfter(resetAt: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
}

/**
 * Fixed-window counters in the rate_limits table. One atomic upsert per hit, so concurrent
 * requests (and several server processes) never lose a count.
 */
export function createRateLimiter(
  db: Database,
  options: { ipMultiplier?: number } = {},
): RateLimiter {
  const maxOf = (limit: Limit) =>
    limit.perIp ? limit.max * (options.ipMultiplier ?? 1) : limit.max;
  return {
    async hit(key, limit) {
      const window = sql`now() + make_interval(secs => ${limit.windowSeconds})`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: window })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN ${window} ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      if (row && row.count > maxOf(limit)) {
        throw new TooManyRequestsError(limit.message, retryAfter(row.resetAt));
      }
    },
    async check(key, limit) {
      const [row] = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      if (row && row.resetAt.getTime() > Date.now() && row.count >= maxOf(limit)) {
        throw new TooManyRequestsError(limit.message, retryAfter(row.resetAt));
      }
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

/** Drops expired counters; called now and then so the table stays small. */
export async function purgeExpiredRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}
