import { useEffect, useState } from 'react';

/** Items drawn at once, and then in each following task. */
export const PROGRESSIVE_BATCH = 3;

/**
 * How many of `total` items to draw: a first batch at once, then one more batch in each of the
 * following tasks until all are drawn. Drawing a search's 12 cards in one task held a phone's
 * main thread long enough to be most of the page's blocking time in Lighthouse (decision 037);
 * in batches each task stays short, and taps are answered between them. A new `resetKey` (the
 * search) starts again from the first batch; a larger `total` (the next page) continues.
 */
export function useProgressiveCount(
  total: number,
  resetKey: unknown,
  batch = PROGRESSIVE_BATCH,
): number {
  const [progress, setProgress] = useState({ key: resetKey, count: batch });
  const count = progress.key === resetKey ? progress.count : batch;

  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setProgress({ key: resetKey, count: count + batch }), 0);
    return () => clearTimeout(timer);
  }, [count, total, resetKey, batch]);

  return Math.min(count, total);
}
