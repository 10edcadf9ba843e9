import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count.ts';

/** Renders the hook and keeps every value it returned, in order. */
function track(initial: { total: number; resetKey: unknown }) {
  const seen: number[] = [];
  const hook = renderHook(
    ({ total, resetKey }) => {
      const count = useProgressiveCount(total, resetKey);
      if (seen.at(-1) !== count) seen.push(count);
      return count;
    },
    { initialProps: initial },
  );
  return { ...hook, seen };
}

describe('useProgressiveCount', () => {
  it('draws a first batch at once, then one batch more per task until all are drawn', async () => {
    const { result, seen } = track({ total: 12, resetKey: 'a' });
    expect(seen[0]).toBe(3);
    await waitFor(() => expect(result.current).toBe(12));
    expect(seen).toEqual([3, 6, 9, 12]);
  });

  it('draws a short list whole, and never more than there is', async () => {
    const { result, seen } = track({ total: 2, resetKey: 'a' });
    expect(result.current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([2]);
  });

  it('continues from where it is when the list grows (the next page)', async () => {
    const { result, rerender, seen } = track({ total: 12, resetKey: 'a' });
    await waitFor(() => expect(result.current).toBe(12));
    rerender({ total: 18, resetKey: 'a' });
    await waitFor(() => expect(result.current).toBe(18));
    expect(seen).toEqual([3, 6, 9, 12, 15, 18]);
  });

  it('starts again from the first batch for a new key (another search)', async () => {
    const { result, rerender, seen } = track({ total: 12, resetKey: 'a' });
    await waitFor(() => expect(result.current).toBe(12));
    rerender({ total: 12, resetKey: 'b' });
    await waitFor(() => expect(result.current).toBe(12));
    expect(seen).toEqual([3, 6, 9, 12, 3, 6, 9, 12]);
  });
});
