/**
 * Totals of broad searches, kept for a few seconds (docs/search.md "Counting"). Counting 18,000
 * matches of 'clinica' among 100,000 providers reads every match (tens of milliseconds on
 * PostgreSQL, hundreds on PGlite), while the page itself reads 13 rows; the home page's
 * specialty links repeat the same few searches all day. A total of a thousand or more may be
 * somewhat old, which nobody can tell from '18.750 resultados'; smaller totals are always counted
 * afresh, so a provider just activated is counted at once where it can be noticed.
 *
 * Where the database announces every change of the directory (PGlite: directory-changes.ts), the
 * cache is cleared on each and keeps totals of any size: exact, and counted once per change.
 */
export const COUNT_CACHE_MIN_TOTAL = 1_000;
/** Served as is for this long... */
export const COUNT_CACHE_FRESH_MS = 30_000;
/** ...then served while one background count replaces it, up to this age; older is recounted. */
export const COUNT_CACHE_STALE_MS = 60_000;
export const COUNT_CACHE_MAX_ENTRIES = 500;

export type CountCache = {
  count(key: string, load: () => Promise<number>): Promise<number>;
  /** Forgets every total: the directory changed. Counts running meanwhile are not kept. */
  clear(): void;
};

type Entry = { total: Promise<number>; countedAt: number; refreshing: boolean; generation: number };

export type CountCacheOptions = {
  /**
   * True when the database announces every change of the directory (`clear()` is called on
   * each): totals of any size can then be kept, since none outlives a change.
   */
  clearedOnChange?: boolean;
};

export function createCountCache(
  now: () => number = Date.now,
  { clearedOnChange = false }: CountCacheOptions = {},
): CountCache {
  // Insertion order is the eviction order: a hit moves its entry to the end.
  const entries = new Map<string, Entry>();
  const minTotal = clearedOnChange ? 0 : COUNT_CACHE_MIN_TOTAL;
  // Bumped by clear(): a count that started before a change must not be kept after it.
  let generation = 0;

  function remember(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > COUNT_CACHE_MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  /** Counts and keeps the total if it is large; concurrent callers share the running count. */
  function start(key: string, load: () => Promise<number>): Entry {
    const entry: Entry = { total: load(), countedAt: now(), refreshing: false, generation };
    entry.total.then(
      (value) => {
        if (value < minTotal && entries.get(key) === entry) entries.delete(key);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  return {
    async count(key, load) {
      const hit = entries.get(key);
      const age = hit ? now() - hit.countedAt : Infinity;
      if (hit && age < COUNT_CACHE_STALE_MS) {
        remember(key, hit);
        if (age >= COUNT_CACHE_FRESH_MS && !hit.refreshing) {
          hit.refreshing = true;
          const next = start(key, load);
          // The old total stays until the new one is known; a failed refresh keeps it.
          next.total.then(
            (value) => {
              // After a clear() the old entry is gone and this total may predate the change.
              if (entries.get(key) !== hit || next.generation !== generation) return;
              if (value >= minTotal) remember(key, next);
              else entries.delete(key);
            },
            () => (hit.refreshing = false),
          );
        }
        return hit.total;
      }
      const entry = start(key, load);
      remember(key, entry);
      return entry.total;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
