import { describe, expect, it, vi } from 'vitest';
import type { IndexedProvider } from './word-index.ts';
import { keepWordIndex, type BatchReader } from './word-index-keeper.ts';

const row = (id: number, searchName: string): IndexedProvider => ({
  id,
  stateId: 'GO',
  cityId: null,
  discount: 10,
  searchName,
});

/** A reader of `rows()` that waits for `release` when one is set. */
function reader(rows: () => IndexedProvider[]) {
  const state: { reads: number; release?: Promise<void> } = { reads: 0 };
  const read: BatchReader = async (add) => {
    state.reads += 1;
    await state.release;
    add(rows());
  };
  return { read, state };
}

const found = (keeper: ReturnType<typeof keepWordIndex>, word: string) =>
  keeper.current()?.search({ words: [word] }, 0, 1_000, 13).ids;

describe('the word index keeper', () => {
  it('builds at start, sets the index aside at a change and builds it again once quiet', async () => {
    let names = [row(1, 'clinica vida\n')];
    const { read, state } = reader(() => names);
    const keeper = keepWordIndex(read, { quietMs: 5 });
    await keeper.ready();
    expect(found(keeper, 'vida')).toEqual([1]);

    names = [row(1, 'clinica vida\n'), row(2, 'vida nova\n')];
    keeper.changed();
    expect(keeper.current()).toBeUndefined();
    await keeper.ready();
    expect(found(keeper, 'vida')).toEqual([1, 2]);
    expect(state.reads).toBe(2);
    keeper.close();
  });

  it('throws away a build during which the directory changed', async () => {
    let names = [row(1, 'antes\n')];
    const { read, state } = reader(() => names);
    let release!: () => void;
    state.release = new Promise((resolve) => (release = resolve));
    const keeper = keepWordIndex(read, { quietMs: 5 });
    await vi.waitFor(() => expect(state.reads).toBe(1));
    // Read before the change; the index it gives would miss it.
    keeper.changed();
    names = [row(1, 'depois\n')];
    state.release = undefined;
    release();
    await keeper.ready();
    expect(state.reads).toBe(2);
    expect(found(keeper, 'depois')).toEqual([1]);
    expect(found(keeper, 'antes')).toEqual([]);
    keeper.close();
  });

  it('waits longer after each build thrown away, so a busy directory is not rebuilt in vain', async () => {
    let reads = 0;
    // Every build hears of a change while it reads: none can be kept. (The first build starts
    // after this statement, on a timer.)
    const keeper = keepWordIndex(
      async (add) => {
        reads += 1;
        keeper.changed();
        add([row(1, 'vida\n')]);
      },
      { quietMs: 5, maxQuietMs: 1_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // 5, 10, 20, 40, 80 and 160 ms of quiet: about 6 builds in 300 ms, where a fixed 5 ms would
    // have started dozens.
    expect(reads).toBeGreaterThanOrEqual(3);
    expect(reads).toBeLessThanOrEqual(8);
    expect(keeper.current()).toBeUndefined();
    keeper.close();
  });

  it('reports a failed build and tries again', async () => {
    let fail = true;
    const errors: unknown[] = [];
    const keeper = keepWordIndex(
      async (add) => {
        if (fail) throw new Error('banco indisponível');
        add([row(3, 'de volta\n')]);
      },
      { retryMs: 5, onError: (error) => errors.push(error) },
    );
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0));
    expect(errors[0]).toEqual(new Error('banco indisponível'));
    expect(keeper.current()).toBeUndefined();
    fail = false;
    await keeper.ready();
    expect(found(keeper, 'volta')).toEqual([3]);
    keeper.close();
  });

  it('answers nothing once closed', async () => {
    const { read } = reader(() => [row(1, 'vida\n')]);
    const keeper = keepWordIndex(read, { quietMs: 5 });
    await keeper.ready();
    keeper.close();
    expect(keeper.current()).toBeUndefined();
    await expect(keeper.ready()).resolves.toBeUndefined();
  });
});
