import { describe, expect, it } from 'vitest';
import { COUNT_CACHE_MAX_ENTRIES, createCountCache } from './count-cache.ts';

function counter(...totals: number[]) {
  const loader = {
    calls: 0,
    load: async () => {
      loader.calls += 1;
      return totals[Math.min(loader.calls, totals.length) - 1]!;
    },
  };
  return loader;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('count cache', () => {
  it('keeps a total of any size until the directory changes', async () => {
    const cache = createCountCache();
    const small = counter(299, 300);
    expect(await cache.count('cardiologia-jatai', small.load)).toBe(299);
    expect(await cache.count('cardiologia-jatai', small.load)).toBe(299);
    expect(small.calls).toBe(1);
    cache.clear();
    expect(await cache.count('cardiologia-jatai', small.load)).toBe(300);
    expect(small.calls).toBe(2);
  });

  it('does not keep a count that was running when the directory changed', async () => {
    const cache = createCountCache();
    let finish: (total: number) => void = () => {};
    const running = cache.count('x', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    finish(5);
    expect(await running).toBe(5);
    const after = counter(6);
    expect(await cache.count('x', after.load)).toBe(6);
    expect(after.calls).toBe(1);
  });

  it('shares one count between concurrent requests, and forgets a failure', async () => {
    const cache = createCountCache();
    const broad = counter(5_000);
    await Promise.all([cache.count('a', broad.load), cache.count('a', broad.load)]);
    expect(broad.calls).toBe(1);
    await expect(cache.count('b', () => Promise.reject(new Error('banco')))).rejects.toThrow();
    await settle();
    expect(await cache.count('b', counter(2_000).load)).toBe(2_000);
  });

  it(`holds at most ${COUNT_CACHE_MAX_ENTRIES} searches, dropping the least recently used`, async () => {
    const cache = createCountCache();
    const first = counter(1_000);
    const second = counter(1_000);
    await cache.count('primeira', first.load);
    await cache.count('segunda', second.load);
    for (let index = 0; index < COUNT_CACHE_MAX_ENTRIES - 2; index += 1) {
      await cache.count(`busca-${index}`, counter(1_000).load);
    }
    await cache.count('primeira', first.load); // used again: now the most recent
    await cache.count('mais-uma', counter(1_000).load); // one too many: 'segunda' leaves
    await cache.count('primeira', first.load);
    await cache.count('segunda', second.load);
    expect(first.calls).toBe(1);
    expect(second.calls).toBe(2);
  });
});
