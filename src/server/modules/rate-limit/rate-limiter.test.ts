import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { TooManyRequestsError } from '../../http/errors.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createRateLimiter } from './rate-limiter.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const limit = { max: 2, windowSeconds: 60, message: 'Devagar.' };

describe('rate limiter', () => {
  it('allows max hits in a window, then refuses with Retry-After', async () => {
    const limiter = createRateLimiter(database.db);
    await limiter.hit('a', limit);
    await limiter.hit('a', limit);
    const refused = await limiter.hit('a', limit).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).headers['retry-after']).toMatch(/^\d+$/);
    await limiter.hit('b', limit); // another key counts apart
  });

  it('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const limiter = createRateLimiter(database.db);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => limiter.hit('c', { ...limit, max: 5 })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
  });

  it('check() refuses at the limit without counting; reset() clears', async () => {
    const limiter = createRateLimiter(database.db);
    await limiter.check('d', limit);
    await limiter.hit('d', limit);
    await limiter.hit('d', limit);
    await expect(limiter.check('d', limit)).rejects.toBeInstanceOf(TooManyRequestsError);
    await limiter.reset('d');
    await limiter.check('d', limit);
  });

  it('scales per-IP limits by the configured multiplier only', async () => {
    const limiter = createRateLimiter(database.db, { ipMultiplier: 3 });
    for (let hit = 0; hit < 6; hit++) await limiter.hit('ip', { ...limit, perIp: true });
    await expect(limiter.hit('ip', { ...limit, perIp: true })).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    await limiter.hit('acct', limit);
    await limiter.hit('acct', limit);
    await expect(limiter.hit('acct', limit)).rejects.toBeInstanceOf(TooManyRequestsError);
  });
});
