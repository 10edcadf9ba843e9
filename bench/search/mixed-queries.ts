import { encodeCursor } from '../../src/server/modules/directory/search-cursor.ts';

/**
 * The mixed search workload of issue 14 item 4: thousands of distinct searches as people type
 * them, so that no cache answers most of them. Deterministic (a seeded generator): the same list
 * at every run, on every database.
 */
export type SearchKind =
  | 'nome'
  | 'nome-parcial'
  | 'nome-errado'
  | 'especialidade-cidade'
  | 'estado'
  | 'desconto-minimo'
  | 'vazia'
  | 'pagina-funda';

/** Share of each kind in the mix (sums to 1). */
export const SEARCH_MIX: Readonly<Record<SearchKind, number>> = {
  nome: 0.2,
  'nome-parcial': 0.15,
  'nome-errado': 0.1,
  'especialidade-cidade': 0.2,
  estado: 0.1,
  'desconto-minimo': 0.1,
  vazia: 0.05,
  'pagina-funda': 0.1,
};

export type MixedSearch = { kind: SearchKind; query: Record<string, string> };

export type Vocabulary = {
  /** Words of provider names (accents as stored). */
  words: readonly string[];
  specialties: readonly string[];
  /** Cities that have providers, with their state. */
  cities: readonly { id: number; stateId: string }[];
  states: readonly string[];
  /** The highest provider id, for cursors of deep pages. */
  maxProviderId: number;
};

/** mulberry32: small, fast, good enough to pick from lists. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** As people type: lower case, often without accents. */
function typed(word: string, random: () => number): string {
  const lower = word.toLowerCase();
  return random() < 0.6 ? lower.normalize('NFD').replace(/\p{Diacritic}/gu, '') : lower;
}

function misspelled(word: string, random: () => number): string {
  const letters = [...typed(word, random)];
  const at = 1 + Math.floor(random() * Math.max(1, letters.length - 2));
  if (random() < 0.5) letters.splice(at, 1);
  else letters[at] = 'aeiou'[Math.floor(random() * 5)]!;
  return letters.join('');
}

/**
 * `count` distinct searches in the proportions of SEARCH_MIX. Distinct as the API sees them
 * (the query string): a repeated one is drawn again.
 */
export function mixedSearches(count: number, vocabulary: Vocabulary, seed = 14): MixedSearch[] {
  const random = generator(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const kinds = Object.entries(SEARCH_MIX) as [SearchKind, number][];
  const kindOf = () => {
    let roll = random();
    for (const [kind, share] of kinds) {
      roll -= share;
      if (roll < 0) return kind;
    }
    return kinds[0]![0];
  };
  const make = (kind: SearchKind): Record<string, string> => {
    const city = pick(vocabulary.cities);
    switch (kind) {
      case 'nome':
        return random() < 0.4
          ? {
              q: `${typed(pick(vocabulary.words), random)} ${typed(pick(vocabulary.words), random)}`,
            }
          : { q: typed(pick(vocabulary.words), random), estado: city.stateId };
      case 'nome-parcial': {
        const word = typed(pick(vocabulary.words), random);
        return { q: word.slice(0, 2 + Math.floor(random() * 4)), estado: pick(vocabulary.states) };
      }
      case 'nome-errado':
        return {
          q: misspelled(pick(vocabulary.words), random),
          cidade: String(city.id),
          estado: city.stateId,
        };
      case 'especialidade-cidade':
        return {
          especialidade: pick(vocabulary.specialties),
          estado: city.stateId,
          cidade: String(city.id),
        };
      case 'estado':
        return { estado: pick(vocabulary.states), desconto: String(5 * Math.floor(random() * 8)) };
      case 'desconto-minimo':
        return random() < 0.5
          ? {
              desconto: String(10 + 5 * Math.floor(random() * 15)),
              especialidade: pick(vocabulary.specialties),
            }
          : {
              desconto: String(10 + 5 * Math.floor(random() * 15)),
              cidade: String(city.id),
              estado: city.stateId,
            };
      case 'vazia':
        return random() < 0.5 ? {} : { estado: pick(vocabulary.states), cidade: String(city.id) };
      case 'pagina-funda':
        return {
          ...(random() < 0.5
            ? { q: typed(pick(vocabulary.words), random) }
            : { estado: city.stateId }),
          cursor: encodeCursor(1 + Math.floor(random() * vocabulary.maxProviderId)),
        };
    }
  };
  const seen = new Set<string>();
  const searches: MixedSearch[] = [];
  for (let attempts = 0; searches.length < count && attempts < count * 50; attempts += 1) {
    const kind = kindOf();
    const query = Object.fromEntries(
      Object.entries(make(kind)).filter(([, value]) => value !== '' && value !== '0'),
    );
    const key = new URLSearchParams(query).toString();
    if (seen.has(key)) continue;
    seen.add(key);
    searches.push({ kind, query });
  }
  return searches;
}
