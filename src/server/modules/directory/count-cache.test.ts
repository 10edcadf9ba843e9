import { describe, expect, it } from 'vitest';
import {
  COUNT_CACHE_FRESH_MS,
  COUNT_CACHE_MAX_ENTRIES,
  COUNT_CACHE_MIN_TOTAL,
  COUNT_CACHE_STALE_MS,
  createCountCache,
} from './count-cache.ts';

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
  it(`keeps a total of ${COUNT_CACHE_MIN_TOTAL} or more while fresh`, async () => {
    let clock = 0;
    const cache = createCountCache(() => clock);
    const broad = counter(18_750);
    expect(await cache.count('clinica', broad.load)).toBe(18_750);
    clock += COUNT_CACHE_FRESH_MS - 1;
    expect(await cache.count('clinica', broad.load)).toBe(18_750);
    expect(broad.calls).toBe(1);
  });

  it('then serves the old total while one background count replaces it', async () => {
    let clock = 0;
    const cache = createCountCache(() => clock);
    await cache.count('clinica', async () => 18_750);
    clock += COUNT_CACHE_FRESH_MS;
    let finish: (total: number) => void = () => {};
    let refreshes = 0;
    const slow = () => {
      refreshes += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    expect(await cache.count('clinica', slow)).toBe(18_750);
    expect(await cache.count('clinica', slow)).toBe(18_750);
    expect(refreshes).toBe(1);
    finish(18_751);
    await settle();
    expect(await cache.count('clinica', slow)).toBe(18_751);
    expect(refreshes).toBe(1);
  });

  it('recounts, and waits, once a total is too old', async () => {
    let clock = 0;
    const cache = createCountCache(() => clock);
    const broad = counter(5_000, 6_000);
    await cache.count('a', broad.load);
    clock += COUNT_CACHE_STALE_MS;
    expect(await cache.count('a', broad.load)).toBe(6_000);
  });

  it('always counts small totals afresh', async () => {
    const cache = createCountCache(() => 0);
    const small = counter(COUNT_CACHE_MIN_TOTAL - 1);
    await cache.count('raro', small.load);
    await settle();
    await cache.count('raro', small.load);
    expect(small.calls).toBe(2);
  });

  it('shares one count between concurrent requests, and forgets a failure', async () => {
    const cache = createCountCache(() => 0);
    const broad = counter(5_000);
    await Promise.all([cache.count('a', broad.load), cache.count('a', broad.load)]);
    expect(broad.calls).toBe(1);
    await expect(cache.count('b', () => Promise.reject(new Error('banco')))).rejects.toThrow();
    await settle();
    expect(await cache.count('b', counter(2_000).load)).toBe(2_000);
  });

  it(`holds at most ${COUNT_CACHE_MAX_ENTRIES} searches, dropping the least recently used`, async () => {
    const cache = createCountCache(() => 0);
    const first = counter(1_000);
    await cache.count('primeira', first.load);
    for (let index = 0; index < COUNT_CACHE_MAX_ENTRIES; index += 1) {
      await cache.count(`busca-${index}`, counter(1_000).load);
    }
    await cache.count('primeira', first.load);
    expect(first.calls).toBe(2);
  });
});

describe('count cache cleared by the database on every change', () => {
  it('keeps small totals too, until clear()', async () => {
    const cache = createCountCache(() => 0, { clearedOnChange: true });
    const small = counter(299, 300);
    expect(await cache.count('cardiologia-jatai', small.load)).toBe(299);
    expect(await cache.count('cardiologia-jatai', small.load)).toBe(299);
    expect(small.calls).toBe(1);
    cache.clear();
    expect(await cache.count('cardiologia-jatai', small.load)).toBe(300);
    expect(small.calls).toBe(2);
  });

  it('does not keep a count that was running when the directory changed', async () => {
    const cache = createCountCache(() => 0, { clearedOnChange: true });
    let finish: (total: number) => void = () => {};
    const running = cache.count('x', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    finish(5);
    expect(await running).toBe(5);
    await settle();
    const after = counter(6);
    expect(await cache.count('x', after.load)).toBe(6);
  });

  it('does not let a refresh that predates a change replace a newer total', async () => {
    let clock = 0;
    const cache = createCountCache(() => clock);
    await cache.count('clinica', async () => 18_750);
    clock += COUNT_CACHE_FRESH_MS;
    let finish: (total: number) => void = () => {};
    await cache.count('clinica', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    expect(await cache.count('clinica', async () => 18_800)).toBe(18_800);
    finish(18_751);
    await settle();
    expect(await cache.count('clinica', async () => 0)).toBe(18_800);
  });
});
