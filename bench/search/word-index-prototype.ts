/**
 * PROTOTYPE, not used by the app: an index of the active providers held in the server's memory,
 * for searches by words (decision 029, "2026-11-26"). `npm run bench:word-index` builds it from
 * the benchmark's directory, checks that it gives the same pages and totals as the API and times
 * it next to the SQL it would replace.
 *
 * The providers are numbered by the directory's order (featured first, then the name key, then
 * id: a "slot"). Each word of their stored names (`search_name`, split at spaces and line breaks)
 * lists its slots in ascending order. A search word is inside the names exactly when it is inside
 * one of those words (it has no space), so its matches are the union of the lists of the words
 * that contain it (looked for among the dictionary's words that share its rarest pair of
 * letters). The search walks the smallest candidate list (a search word's union, a
 * state's or a city's slots) in order, checks the other conditions on each slot, and stops once
 * it has the page and more than `cap` matches: the page is the first rows of the walk, with no
 * sort, and a deep page starts its walk at its place.
 *
 * Left out on purpose (what the product would need): keeping it current after each change
 * (it is built once here), search words normalised by the database (here in JavaScript, which
 * equals `immutable_unaccent(lower())` on the benchmark's words) and a place after a provider
 * that left the directory.
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

/** `rows` in the directory's order; `extraDictionaryWords` stand for a larger vocabulary. */
export function buildWordIndex(
  rows: readonly IndexedProvider[],
  extraDictionaryWords: readonly string[] = [],
): WordIndex {
  const size = rows.length;
  const ids = new Int32Array(size);
  const state = new Uint8Array(size);
  const city = new Int32Array(size);
  const discount = new Uint8Array(size);
  const names: string[] = new Array<string>(size);
  const stateCodes = new Map<string, number>();
  const tokenSlots = new Map<string, number[]>();
  const placeSlots = new Map<string, number[]>();
  const slotById = new Map<number, number>();
  const push = (map: Map<string, number[]>, key: string, slot: number) => {
    const list = map.get(key);
    if (list) list.push(slot);
    else map.set(key, [slot]);
  };
  rows.forEach((row, slot) => {
    ids[slot] = row.id;
    slotById.set(row.id, slot);
    let code = stateCodes.get(row.stateId ?? '');
    if (code === undefined) stateCodes.set(row.stateId ?? '', (code = stateCodes.size + 1));
    state[slot] = code;
    city[slot] = row.cityId ?? 0;
    discount[slot] = row.discount;
    names[slot] = row.searchName;
    for (const token of new Set(row.searchName.split(/[ \n]+/))) {
      if (token) push(tokenSlots, token, slot);
    }
    if (row.stateId) push(placeSlots, `s${row.stateId}`, slot);
    if (row.cityId !== null) push(placeSlots, `c${row.cityId}`, slot);
  });
  const postings = new Map([...tokenSlots].map(([token, list]) => [token, Int32Array.from(list)]));
  const places = new Map([...placeSlots].map(([place, list]) => [place, Int32Array.from(list)]));
  const dictionary = [...postings.keys(), ...extraDictionaryWords];
  // Each pair of letters of the dictionary's words, and the words that have it: a search word
  // is looked for among the words of its rarest pair only.
  const pairs = new Map<string, number[]>();
  dictionary.forEach((token, position) => {
    const seen = new Set<string>();
    for (let at = 0; at + 2 <= token.length; at += 1) seen.add(token.slice(at, at + 2));
    for (const pair of seen) {
      const list = pairs.get(pair);
      if (list) list.push(position);
      else pairs.set(pair, [position]);
    }
  });
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
    if (/[ \n]/.test(word)) return { lists: [everySlot], size };
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
