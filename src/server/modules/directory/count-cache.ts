/**
 * Totals of searches, kept until the directory changes (docs/search.md "Counting"). Counting
 * 18,000 matches of 'clinica' among 100,000 providers reads every match (tens of milliseconds on
 * PostgreSQL, more on PGlite) while the page reads 13 rows, and the home page's specialty links
 * repeat the same few searches all day. The database announces every committed change of
 * providers, their specialties and specialties (migration 0006; directory-changes.ts calls
 * `clear()`), so a kept total is exact: it is counted once per change.
 */
export const COUNT_CACHE_MAX_ENTRIES = 500;

export type CountCache = {
  count(key: string, load: () => Promise<number>): Promise<number>;
  /** Forgets every total: the directory changed. Counts running meanwhile are not kept. */
  clear(): void;
};

export function createCountCache(): CountCache {
  // Insertion order is the eviction order: a hit moves its entry to the end.
  const entries = new Map<string, Promise<number>>();

  function remember(key: string, total: Promise<number>) {
    entries.delete(key);
    entries.set(key, total);
    while (entries.size > COUNT_CACHE_MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    count(key, load) {
      const kept = entries.get(key);
      if (kept) {
        remember(key, kept);
        return kept;
      }
      // Concurrent requests share the running count; a failed one is forgotten.
      const total = load();
      remember(key, total);
      total.catch(() => {
        if (entries.get(key) === total) entries.delete(key);
      });
      return total;
    },
    clear() {
      // A count still running was started before the change: it leaves with the rest.
      entries.clear();
    },
  };
}
