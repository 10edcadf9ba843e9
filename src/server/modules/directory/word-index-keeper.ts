import {
  createWordIndexBuilder,
  finishInSlices,
  type IndexedProvider,
  type WordIndex,
} from './word-index.ts';

/**
 * Keeps the word index (word-index.ts) exact (decision 029, docs/search.md "The word index"):
 *
 * - it is used only while it holds every change announced so far: a change (the same notice that
 *   clears the kept totals, directory-changes.ts) sets it aside at once, and searches go to SQL,
 *   which is always right, until it is built again;
 * - it is built again after QUIET_MS without a change, so a burst of changes costs one build; a
 *   build during which a change was announced is thrown away, and the quiet waited for doubles
 *   (up to MAX_QUIET_MS) until a build is kept: a directory changing every second or so keeps
 *   searches on SQL without rebuilding in vain (bench:load's mix, docs/load.md);
 * - it is read in batches (WORD_INDEX_BATCH providers), each a short statement, and finished in
 *   slices of 10 ms, so requests keep being answered while it builds; a failed build is tried
 *   again after RETRY_MS.
 */
export type WordIndexKeeper = {
  /** The index, when it holds every change announced so far; else undefined. */
  current(): WordIndex | undefined;
  /** The directory changed. */
  changed(): void;
  /** Resolves once an index holding every change so far is in use (tests and benchmarks). */
  ready(): Promise<void>;
  /** Stops building; current() answers undefined from then on. */
  close(): void;
};

export const QUIET_MS = 1_000;
export const MAX_QUIET_MS = 60_000;
export const RETRY_MS = 30_000;

export type BatchReader = (add: (rows: readonly IndexedProvider[]) => void) => Promise<void>;

export function keepWordIndex(
  readBatches: BatchReader,
  options: {
    quietMs?: number;
    maxQuietMs?: number;
    retryMs?: number;
    onError?: (error: unknown) => void;
  } = {},
): WordIndexKeeper {
  const quietMs = options.quietMs ?? QUIET_MS;
  const maxQuietMs = options.maxQuietMs ?? MAX_QUIET_MS;
  let quiet = quietMs;
  const retryMs = options.retryMs ?? RETRY_MS;
  let version = 0;
  let installed: { index: WordIndex; version: number } | undefined;
  let building = false;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: (() => void)[] = [];

  const current = () =>
    !closed && installed && installed.version === version ? installed.index : undefined;

  function schedule(delay: number) {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void build(), delay);
    timer.unref();
  }

  async function build() {
    // A build already running sees the change when it ends and schedules the next one.
    if (closed || building) return;
    building = true;
    const started = version;
    try {
      const builder = createWordIndexBuilder();
      await readBatches((rows) => builder.add(rows));
      if (closed) return;
      if (version !== started) return thrownAway();
      const index = await finishInSlices(builder.steps());
      if (closed) return;
      if (version !== started) return thrownAway();
      installed = { index, version: started };
      quiet = quietMs;
      for (const resolve of waiting) resolve();
      waiting = [];
    } catch (error) {
      if (closed) return;
      options.onError?.(error);
      schedule(retryMs);
    } finally {
      building = false;
    }
  }

  function thrownAway() {
    quiet = Math.min(quiet * 2, maxQuietMs);
    schedule(quiet);
  }

  schedule(0);
  return {
    current,
    changed() {
      version += 1;
      installed = undefined;
      schedule(quiet);
    },
    ready: () =>
      current() || closed ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)),
    close() {
      closed = true;
      clearTimeout(timer);
      installed = undefined;
      for (const resolve of waiting) resolve();
      waiting = [];
    },
  };
}
