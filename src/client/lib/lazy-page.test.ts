import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage, markPageShown, usePageLoading } from './lazy-page.ts';

function Page() {
  return null;
}

describe('lazyPage', () => {
  it('downloads once, however often it is asked for', async () => {
    let downloads = 0;
    const page = lazyPage(async () => {
      downloads += 1;
      return Page;
    });
    const [first, second] = [page.preload(), page.preload()];
    expect(await first).toBe(Page);
    expect(await second).toBe(Page);
    expect(await page.preload()).toBe(Page);
    expect(downloads).toBe(1);
  });

  it('reports a download as loading only once a page is on screen (the first has the spinner)', async () => {
    const { result } = renderHook(() => usePageLoading());
    let finishFirst: (page: typeof Page) => void = () => {};
    const first = lazyPage(() => new Promise<typeof Page>((resolve) => (finishFirst = resolve)));
    await act(async () => void first.preload());
    expect(result.current).toBe(false);
    await act(async () => finishFirst(Page));

    markPageShown();
    let finishNext: (page: typeof Page) => void = () => {};
    const next = lazyPage(() => new Promise<typeof Page>((resolve) => (finishNext = resolve)));
    await act(async () => void next.preload());
    expect(result.current).toBe(true);
    await act(async () => finishNext(Page));
    await waitFor(() => expect(result.current).toBe(false));
  });
});
