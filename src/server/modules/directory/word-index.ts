/**
 * The directory's active providers held in the server's memory, for searches by words
 * (decision 029, docs/search.md "The word index"). It answers exactly what the SQL of a search by
 * words without a specialty answers (searchMatchesSql and searchDensePageSql): the total up to the
 * cap and the ids of a page; the service reads the page's rows by id.
 *
 * The providers are numbered by the directory's order (featured first, then the name key, then
 * id: a "slot"). Each word of their stored names (`search_name`, split at spaces and line breaks)
 * lists its slots in ascending order. A search word without a space is inside the names exactly
 * when it is inside one of those words, so its matches are the union of the lists of the words
 * that contain it (looked for among the dictionary's words that share its rarest pair of
 * letters); a word with a space is checked on every candidate. The search walks the smallest
 * candidate list (a search word's union, a state's or a city's slots) in order, checks the other
 * conditions on each slot, and stops once it has the page and more than `cap` matches: the page
 * is the first rows of the walk, with no sort, and a deep page starts its walk at its place.
 *
 * Search words come lower case and unaccented by the database (`immutable_unaccent(lower())`),
 * as the stored names are: the service asks it (word-index-keeper.ts keeps the index current).
 */
export type IndexedProvider = {
  id: number;
  stateId: string | null;
  cityId: number | null;
  discount: number;
  /** providers.search_name: both names, lower case and unaccented, joined by a line break. */
  searchName: string;
};

export type IndexedSearch = {
  /** Search words, already lower case and unaccented. */
  words: string[];
  stateId?: string | undefined;
  cityId?: number | undefined;
  minDiscount?: number | undefined;
};

export type WordIndex = {
  size: number;
  tokens: number;
  /** The slot that follows this provider's, or undefined when it is not in the index. */
  slotAfter(id: number): number | undefined;
  /**
   * Matches counted up to cap + 1, and the ids of the first `pageSize` matches from `startSlot`
   * in the directory's order.
   */
  search(
    search: IndexedSearch,
    startSlot: number,
    cap: number,
    pageSize: number,
  ): { total: number; ids: number[] };
  /** Forgets the words looked up so far (each search word's list of matching name words). */
  forgetWords(): void;
};

type Candidates = { lists: Int32Array[]; size: number; word?: string };

/** Search words whose matching name words are kept; beyond it the list starts over. */
const KEPT_WORDS = 5_000;

export type WordIndexBuilder = {
  /** The next providers, in the directory's order. */
  add(rows: readonly IndexedProvider[]): void;
  /**
   * The index, built in steps: each `yield` is a place to let other work in (finishInSlices),
   * since at a million providers the whole costs about a second.
   */
  steps(): Generator<void, WordIndex>;
};

/** Work done between two `yield`s of WordIndexBuilder.steps(). */
const STEP = 4_096;

/** Runs the steps to the end at once (tests, benchmarks). */
export function finishAtOnce<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs the steps, letting the event loop in whenever `sliceMs` have passed (the server). */
export async function finishInSlices<T>(steps: Generator<void, T>, sliceMs = 10): Promise<T> {
  let started = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - started > sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      started = performance.now();
    }
  }
}

/**
 * Builds the index from batches of providers read in the directory's order.
 * `extraDictionaryWords` (benchmarks only) stand for a larger vocabulary.
 */
export function createWordIndexBuilder(
  extraDictionaryWords: readonly string[] = [],
): WordIndexBuilder {
  const ids: number[] = [];
  const states: number[] = [];
  const cities: number[] = [];
  const discounts: number[] = [];
  const names: string[] = [];
  const stateCodes = new Map<string, number>();
  const tokenSlots = new Map<string, number[]>();
  const placeSlots = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, slot: number) => {
    const list = map.get(key);
    if (list) list.push(slot);
    else map.set(key, [slot]);
  };
  return {
    add(rows) {
      for (const row of rows) {
        const slot = ids.length;
        ids.push(row.id);
        let code = stateCodes.get(row.stateId ?? '');
        if (code === undefined) stateCodes.set(row.stateId ?? '', (code = stateCodes.size + 1));
        states.push(code);
        cities.push(row.cityId ?? 0);
        discounts.push(row.discount);
        names.push(row.searchName);
        for (const token of new Set(row.searchName.split(/[ \n]+/))) {
          if (token) push(tokenSlots, token, slot);
        }
        if (row.stateId) push(placeSlots, `s${row.stateId}`, slot);
        if (row.cityId !== null) push(placeSlots, `c${row.cityId}`, slot);
      }
    },
    *steps() {
      const postings = new Map<string, Int32Array>();
      let done = 0;
      for (const [token, list] of tokenSlots) {
        postings.set(token, Int32Array.from(list));
        done += list.length;
        if (done >= STEP) {
          done = 0;
          yield;
        }
      }
      const places = new Map(
        [...placeSlots].map(([place, list]) => [place, Int32Array.from(list)]),
      );
      yield;
      return yield* wordIndex({
        ids: Int32Array.from(ids),
        state: Uint8Array.from(states),
        city: Int32Array.from(cities),
        discount: Uint8Array.from(discounts),
        names,
        stateCodes,
        postings,
        places,
        extraDictionaryWords,
      });
    },
  };
}

/** `rows` in the directory's order. */
export function buildWordIndex(
  rows: readonly IndexedProvider[],
  extraDictionaryWords: readonly string[] = [],
): WordIndex {
  const builder = createWordIndexBuilder(extraDictionaryWords);
  builder.add(rows);
  return finishAtOnce(builder.steps());
}

function* wordIndex(parts: {
  ids: Int32Array;
  state: Uint8Array;
  city: Int32Array;
  discount: Uint8Array;
  names: string[];
  stateCodes: Map<string, number>;
  postings: Map<string, Int32Array>;
  places: Map<string, Int32Array>;
  extraDictionaryWords: readonly string[];
}): Generator<void, WordIndex> {
  const { ids, state, city, discount, names, stateCodes, postings, places } = parts;
  const size = ids.length;
  const slotById = new Map<number, number>();
  for (let slot = 0; slot < size; slot += 1) {
    slotById.set(ids[slot]!, slot);
    if (slot % STEP === STEP - 1) yield;
  }
  const dictionary = [...postings.keys(), ...parts.extraDictionaryWords];
  // Each pair of letters of the dictionary's words, and the words that have it: a search word
  // is looked for among the words of its rarest pair only.
  const pairs = new Map<string, number[]>();
  for (const [position, token] of dictionary.entries()) {
    if (position % STEP === STEP - 1) yield;
    const seen = new Set<string>();
    for (let at = 0; at + 2 <= token.length; at += 1) seen.add(token.slice(at, at + 2));
    for (const pair of seen) {
      const list = pairs.get(pair);
      if (list) list.push(position);
      else pairs.set(pair, [position]);
    }
  }
  const allPositions = dictionary.map((_, position) => position);
  /** The dictionary's words that may contain `word`: those with its rarest pair of letters. */
  const mayContain = (word: string): number[] => {
    if (word.length < 2) return allPositions;
    let rarest: number[] | undefined;
    for (let at = 0; at + 2 <= word.length; at += 1) {
      const list = pairs.get(word.slice(at, at + 2)) ?? [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest ?? [];
  };
  const everySlot = Int32Array.from({ length: size }, (_, slot) => slot);
  const wordLists = new Map<string, Candidates>();

  function candidatesOf(word: string): Candidates {
    // A word with a space (a query of connectors only, 'a b') spans name words: every provider
    // is a candidate, and the word is checked on each (no `word`: the walk does not trust it).
    if (word === '' || /[ \n]/.test(word)) return { lists: [everySlot], size };
    let found = wordLists.get(word);
    if (!found) {
      const lists: Int32Array[] = [];
      let total = 0;
      for (const position of mayContain(word)) {
        const token = dictionary[position]!;
        const list = token.includes(word) ? postings.get(token) : undefined;
        if (list) {
          lists.push(list);
          total += list.length;
        }
      }
      found = { lists, size: total, word };
      if (wordLists.size >= KEPT_WORDS) wordLists.clear();
      wordLists.set(word, found);
    }
    return found;
  }

  return {
    size,
    tokens: postings.size,
    slotAfter: (id) => {
      const slot = slotById.get(id);
      return slot === undefined ? undefined : slot + 1;
    },
    forgetWords: () => wordLists.clear(),
    search(search, startSlot, cap, pageSize) {
      const candidates = search.words.map(candidatesOf);
      for (const [place, key] of [
        [search.stateId, `s${search.stateId}`],
        [search.cityId, `c${search.cityId}`],
      ] as const) {
        if (place === undefined) continue;
        const list = places.get(key);
        candidates.push({ lists: list ? [list] : [], size: list?.length ?? 0 });
      }
      if (candidates.length === 0) candidates.push({ lists: [everySlot], size });
      candidates.sort((left, right) => left.size - right.size);
      const driver = candidates[0]!;
      const wanted =
        search.stateId === undefined ? undefined : (stateCodes.get(search.stateId) ?? -1);
      const checked = search.words.filter((word) => word !== driver.word);
      const accepts = (slot: number) =>
        (wanted === undefined || state[slot] === wanted) &&
        (search.cityId === undefined || city[slot] === search.cityId) &&
        (!search.minDiscount || discount[slot]! >= search.minDiscount) &&
        checked.every((word) => names[slot]!.includes(word));

      let total = 0;
      let beforePlace = false;
      const page: number[] = [];
      for (const slot of ascendingUnion(driver.lists, 0)) {
        if (!accepts(slot)) continue;
        total += 1;
        if (slot >= startSlot && page.length < pageSize) page.push(ids[slot]!);
        if (total > cap && (page.length === pageSize || slot < startSlot)) {
          beforePlace = slot < startSlot;
          break;
        }
      }
      // Counted past the cap before the place: the page is walked from the place itself.
      if (beforePlace) {
        for (const slot of ascendingUnion(driver.lists, startSlot)) {
          if (!accepts(slot)) continue;
          page.push(ids[slot]!);
          if (page.length === pageSize) break;
        }
      }
      return { total: Math.min(total, cap + 1), ids: page };
    },
  };
}

type Cursor = { list: Int32Array; at: number };

/** Moves the cursor to the first value at least `target` (galloping, then binary search). */
function seek(cursor: Cursor, target: number) {
  let low = cursor.at;
  let high = low;
  let step = 1;
  while (high < cursor.list.length && cursor.list[high]! < target) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, cursor.list.length);
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cursor.list[middle]! < target) low = middle + 1;
    else high = middle;
  }
  cursor.at = low;
}

/** The distinct values of ascending lists, ascending, from `from` (a k-way merge on a heap). */
function* ascendingUnion(lists: readonly Int32Array[], from: number): Generator<number> {
  const heap = lists
    .map((list) => {
      const cursor = { list, at: 0 };
      seek(cursor, from);
      return cursor;
    })
    .filter((cursor) => cursor.at < cursor.list.length);
  const value = (cursor: Cursor) => cursor.list[cursor.at]!;
  const siftDown = (start: number) => {
    let index = start;
    for (;;) {
      const left = 2 * index + 1;
      let smallest = index;
      if (left < heap.length && value(heap[left]!) < value(heap[smallest]!)) smallest = left;
      if (left + 1 < heap.length && value(heap[left + 1]!) < value(heap[smallest]!)) {
        smallest = left + 1;
      }
      if (smallest === index) return;
      [heap[index], heap[smallest]] = [heap[smallest]!, heap[index]!];
      index = smallest;
    }
  };
  for (let index = (heap.length >> 1) - 1; index >= 0; index -= 1) siftDown(index);
  let last = -1;
  while (heap.length > 0) {
    const top = heap[0]!;
    const current = value(top);
    if (current !== last) {
      yield current;
      last = current;
    }
    top.at += 1;
    if (top.at >= top.list.length) {
      heap[0] = heap.at(-1)!;
      heap.pop();
    }
    siftDown(0);
  }
}
