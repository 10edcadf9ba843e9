/**
 * npm run bench:word-index — measures the word index of decision 029
 * (src/server/modules/directory/word-index.ts) next to the search's SQL, one search at a time.
 *
 * Seeds BENCH_PROVIDERS active providers (default 100,000) like bench:search-mix, reads them in
 * the directory's order, builds the index (with BENCH_DICTIONARY_WORDS made-up words, default
 * 50,000, so that looking a search word up costs what a real vocabulary would: the benchmark's
 * names use 73 words), then, for every search by words of the mixed workload (BENCH_QUERIES
 * distinct searches, default 6,000; those with a specialty are left to SQL):
 *
 * - checks that the index gives the page (ids, in order) and total of the service without it (SQL);
 * - times, one search at a time: that service (SQL), the index with each search word looked up
 *   afresh, and the index followed by reading the page's rows by id (as the service does).
 *
 * Writes bench/results/word-index.json (word-index-<providers>.json at another scale). Exits 1
 * when a page or total differs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from '../bench/bench-database.ts';
import { mixedSearches, type SearchKind } from '../bench/search/mixed-queries.ts';
import { vocabularyOf } from '../bench/search/public-traffic.ts';
import { seedBenchProviders } from '../bench/search/seed-providers.ts';
import {
  createWordIndexBuilder,
  finishAtOnce,
  type IndexedSearch,
} from '../src/server/modules/directory/word-index.ts';
import { directoryRepository } from '../src/server/modules/directory/directory-repository.ts';
import { driverQuery } from '../src/server/db/driver-query.ts';
import { createDirectoryService } from '../src/server/modules/directory/directory-service.ts';
import { decodeCursor } from '../src/server/modules/directory/search-cursor.ts';
import { searchWords } from '../src/server/modules/directory/search-words.ts';
import { seedReferenceData } from '../src/server/seed/reference-data.ts';
import {
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
  searchQuerySchema,
} from '../src/shared/schemas/directory.ts';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 6_000);
const DICTIONARY_WORDS = Number(process.env.BENCH_DICTIONARY_WORDS ?? 50_000);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Made-up words of 5 to 10 letters (seeded): a vocabulary's size, with none of its postings. */
function madeUpWords(count: number): string[] {
  let state = 2_029;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 5 + Math.floor(next() * 6) }, () =>
      String.fromCharCode(97 + Math.floor(next() * 26)),
    ).join(''),
  );
}

/** As the database does for the benchmark's words (immutable_unaccent(lower())). */
const normalised = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

const summary = (times: number[]) => {
  const sorted = [...times].sort((left, right) => left - right);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  const mean = sorted.reduce((sum, time) => sum + time, 0) / Math.max(1, sorted.length);
  return {
    searches: sorted.length,
    meanMs: round(mean),
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
  };
};
const round = (value: number) => Math.round(value * 1000) / 1000;

async function main() {
  const database = await openBenchDatabase();
  try {
    const db = database.handle.db;
    let started = performance.now();
    console.log(`Banco de benchmark: ${database.kind}. Migrando e semeando...`);
    await database.handle.migrate();
    await seedReferenceData(db);
    await seedBenchProviders(db, PROVIDERS);
    await db.execute(sql`VACUUM ANALYZE`);
    console.log(
      `${PROVIDERS} conveniados em ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );

    const query = driverQuery(db);
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    started = performance.now();
    // The builder goes out of scope with this function: what remains on the heap is the index.
    const { index, readMs } = await (async () => {
      const builder = createWordIndexBuilder(madeUpWords(DICTIONARY_WORDS));
      await directoryRepository.wordIndexBatches(query)((rows) => builder.add(rows));
      return { readMs: performance.now() - started, index: finishAtOnce(builder.steps()) };
    })();
    const buildMs = performance.now() - started - readMs;
    globalThis.gc?.();
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
    console.log(
      `Índice: ${index.size} conveniados, ${index.tokens} palavras nos nomes; lidos e somados em ${readMs.toFixed(0)} ms, terminado em ${buildMs.toFixed(0)} ms, ${heapMb.toFixed(0)} MB${globalThis.gc ? '' : ' (sem --expose-gc: aproximado)'}.`,
    );

    const vocabulary = await vocabularyOf(db);
    const searches = mixedSearches(QUERIES, vocabulary, 14).filter(
      (search) => search.query.q && !search.query.especialidade,
    );
    const service = createDirectoryService(db);
    type Prepared = {
      kind: SearchKind;
      indexed: IndexedSearch;
      startSlot: number;
      parsed: ReturnType<typeof searchQuerySchema.parse>;
    };
    const prepared: Prepared[] = [];
    for (const search of searches) {
      const parsed = searchQuerySchema.parse(search.query);
      const position = parsed.cursor ? index.slotAfter(decodeCursor(parsed.cursor)) : 0;
      // A place after a provider the index does not hold would be read by SQL.
      if (position === undefined) continue;
      prepared.push({
        kind: search.kind,
        parsed,
        startSlot: position,
        indexed: {
          words: searchWords(parsed.q).map(normalised),
          stateId: parsed.estado,
          cityId: parsed.cidade,
          minDiscount: parsed.desconto,
        },
      });
    }

    let differences = 0;
    const times: Record<'sql' | 'index' | 'indexAndRows', Record<string, number[]>> = {
      sql: {},
      index: {},
      indexAndRows: {},
    };
    const record = (which: keyof typeof times, kind: string, time: number) =>
      (times[which][kind] ??= []).push(time);
    const pageRows = (ids: number[]) => directoryRepository.searchRows(query, ids);
    const search = (item: Prepared) => {
      index.forgetWords();
      return index.search(item.indexed, item.startSlot, SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE + 1);
    };
    // Warm both, and compare.
    for (const item of prepared) {
      const answer = await service.search(item.parsed, 'visitor');
      const mine = search(item);
      const expected = JSON.stringify([
        answer.total + (answer.totalCapped ? 1 : 0),
        answer.items.map((card) => card.id),
      ]);
      const got = JSON.stringify([mine.total, mine.ids.slice(0, SEARCH_PAGE_SIZE)]);
      if (expected !== got) {
        differences += 1;
        if (differences <= 5) console.log('DIFERENTE', JSON.stringify(item.parsed), got, expected);
      }
    }
    for (const item of prepared) {
      let at = performance.now();
      await service.search(item.parsed, 'visitor');
      record('sql', item.kind, performance.now() - at);
      at = performance.now();
      search(item);
      record('index', item.kind, performance.now() - at);
      at = performance.now();
      await pageRows(search(item).ids);
      record('indexAndRows', item.kind, performance.now() - at);
    }
    const all = (which: keyof typeof times) => Object.values(times[which]).flat();
    const table: Record<string, Record<string, ReturnType<typeof summary>>> = {};
    for (const which of ['sql', 'index', 'indexAndRows'] as const) {
      table[which] = { all: summary(all(which)) };
      for (const [kind, list] of Object.entries(times[which])) table[which][kind] = summary(list);
    }
    console.log(`${prepared.length} buscas por palavras comparadas; ${differences} diferentes.`);
    console.log('ms por busca, uma de cada vez (média / p50 / p99):');
    for (const kind of Object.keys(table.sql ?? {})) {
      const cell = (which: keyof typeof times) => {
        const value = table[which]?.[kind];
        return value ? `${value.meanMs} / ${value.p50Ms} / ${value.p99Ms}` : '-';
      };
      console.log(
        `  ${kind.padEnd(14)} SQL ${cell('sql').padEnd(24)} índice ${cell('index').padEnd(24)} índice + linhas ${cell('indexAndRows')}`,
      );
    }
    const file = join(
      root,
      'bench',
      'results',
      `word-index${database.kind === 'postgres' ? '-postgres' : ''}${PROVIDERS === 100_000 ? '' : `-${PROVIDERS}`}.json`,
    );
    await mkdir(dirname(file), { recursive: true });
    await writeFile(
      file,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          database: database.kind,
          providers: PROVIDERS,
          dictionaryWords: index.tokens + DICTIONARY_WORDS,
          cpus: cpus().length,
          loadAverage: loadavg(),
          searchesCompared: prepared.length,
          differences,
          readMs: Math.round(readMs),
          buildMs: Math.round(buildMs),
          heapMb: Math.round(heapMb),
          times: table,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Resultados em ${file}.`);
    if (differences > 0) process.exitCode = 1;
  } finally {
    await database.drop();
  }
}

await main();
